import { validate } from 'class-validator';
import type { Middleware } from 'koa';
import { validationFailed, type FieldErrors } from '../errors';

/**
 * Checks the query string against a class-validator DTO and hands the instance on as
 * `ctx.state.query`. Only parameters the DTO declares (initialises) are read; others are ignored.
 * Empty ones count as absent (clients append a filter only when set, SPEC 7); a parameter given
 * twice is refused rather than one copy silently winning.
 */
export function validateQuery<T extends object>(Dto: new () => T): Middleware {
  return async (ctx, next) => {
    const input = new Dto() as Record<string, unknown>;
    const fields: FieldErrors = {};
    for (const [key, value] of Object.entries(ctx.query)) {
      if (!Object.hasOwn(input, key) || value === undefined) continue;
      if (Array.isArray(value)) {
        fields[key] = 'Give this filter once.';
        continue;
      }
      const text = value.toWellFormed().trim();
      if (text !== '') input[key] = text;
    }
    const errors = await validate(input, { stopAtFirstError: true, forbidUnknownValues: true });
    for (const error of errors) fields[error.property] ??= Object.values(error.constraints ?? {})[0] ?? 'Invalid value.';
    if (Object.keys(fields).length > 0) throw validationFailed(fields, 'Please check the filters.');
    ctx.state.query = input;
    await next();
  };
}
