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
    ctx.state.input = await validated(Dto, body);
    await next();
  };
}

/**
 * The same check for the query string; a repeated parameter arrives as a list (so a type error). A
 * bracketed form of a known parameter (`search[]=x`, `category[a]=b`) is refused too: dropped as unknown,
 * it would silently answer the unfiltered list.
 */
export function validateQuery<T extends object>(Dto: new () => T): Middleware {
  return async (ctx, next) => {
    const known = new Dto();
    for (const key of Object.keys(ctx.query)) {
      const name = /^([^[\]]+)\[/.exec(key)?.[1];
      if (name && Object.hasOwn(known, name)) throw validationFailed({ [name]: `Give ${name} once, as text.` });
    }
    ctx.state.input = await validated(Dto, ctx.query);
    await next();
  };
}

async function validated<T extends object>(Dto: new () => T, source: object): Promise<T> {
  const input = new Dto() as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (!UNSAFE_KEYS.has(key)) input[key] = typeof value === 'string' ? value.toWellFormed().trim() : value;
  }
  const errors = await validate(input, { whitelist: true, stopAtFirstError: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const fields: FieldErrors = {};
    for (const error of errors) fields[error.property] = Object.values(error.constraints ?? {})[0] ?? 'Invalid value.';
    throw validationFailed(fields);
  }
  return input as T;
}
