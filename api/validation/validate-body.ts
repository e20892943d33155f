import { validate } from 'class-validator';
import type { Middleware } from 'koa';
import { validationFailed, type FieldErrors } from '../errors';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Checks the JSON body against a class-validator DTO and hands the clean instance on as
 * `ctx.state.input`. Unknown properties are stripped (whitelist); missing ones keep the DTO's
 * defaults. Strings are trimmed, so a field of spaces counts as empty, and made well-formed
 * (a lone UTF-16 surrogate becomes U+FFFD), so what is answered is what the database keeps.
 */
export function validateBody<T extends object>(Dto: new () => T): Middleware {
  return async (ctx, next) => {
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw validationFailed({}, 'The request body must be a JSON object.');
    }
    const input = new Dto() as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (!UNSAFE_KEYS.has(key)) input[key] = typeof value === 'string' ? value.toWellFormed().trim() : value;
    }
    const errors = await validate(input, { whitelist: true, stopAtFirstError: true, forbidUnknownValues: true });
    if (errors.length > 0) {
      const fields: FieldErrors = {};
      for (const error of errors) fields[error.property] = Object.values(error.constraints ?? {})[0] ?? 'Invalid value.';
      throw validationFailed(fields);
    }
    ctx.state.input = input;
    await next();
  };
}
