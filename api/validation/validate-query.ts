import { validate } from 'class-validator';
import type { Middleware } from 'koa';
import { validationFailed, type FieldErrors } from '../errors';

/** `search[]` or `category[a]`: a bracketed form of a parameter name, as some clients write lists and maps. */
const BRACKETED = /^([^[\]]+)\[/;

/**
 * Checks the query string against a class-validator DTO and hands the instance on as
 * `ctx.state.query`. Only parameters the DTO declares (initialises) are read; others (a tracking
 * tag a share link carries, say) are ignored. Empty ones count as absent (clients append a filter
 * only when set, SPEC 7). A parameter given twice, or in a bracketed form, is refused rather than
 * one copy silently winning or the unfiltered list silently answering.
 */
export function validateQuery<T extends object>(Dto: new () => T): Middleware {
  return async (ctx, next) => {
    const input = new Dto() as Record<string, unknown>;
    const fields: FieldErrors = {};
    for (const [key, value] of Object.entries(ctx.query)) {
      const bracketed = BRACKETED.exec(key)?.[1];
      if (bracketed && Object.hasOwn(input, bracketed)) {
        fields[bracketed] = 'Give this filter once, as text.';
        continue;
      }
      if (!Object.hasOwn(input, key) || value === undefined) continue;
      if (Array.isArray(value)) {
        fields[key] = 'Give this filter once, as text.';
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
