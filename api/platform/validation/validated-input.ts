import { validate, type ValidationError } from 'class-validator';
import type { Context } from 'koa';
import { type FieldErrors, validationFailed } from '../errors';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `search[]` or `category[a]`: a bracketed form of a parameter name, as some clients write lists and maps. */
const BRACKETED = /^([^[\]]+)\[/;

/** The first message of each field that failed, keeping those already noted. */
function addFieldErrors(fields: FieldErrors, errors: ValidationError[]): FieldErrors {
  for (const error of errors) fields[error.property] ??= Object.values(error.constraints ?? {})[0] ?? 'Invalid value.';
  return fields;
}

/**
 * The JSON body checked against a class-validator DTO, as an instance of it; a 400 naming each bad
 * field otherwise. Unknown properties are stripped (whitelist); missing ones keep the DTO's defaults.
 * Strings are trimmed, so a field of spaces counts as empty, and made well-formed (a lone UTF-16
 * surrogate becomes U+FFFD), so what is answered is what the database keeps.
 */
export async function validatedBody<T extends object>(ctx: Context, Dto: new () => T): Promise<T> {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed({}, 'The request body must be a JSON object.');
  }
  const input = new Dto();
  const fields = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) {
    if (!UNSAFE_KEYS.has(key)) fields[key] = typeof value === 'string' ? value.toWellFormed().trim() : value;
  }
  const errors = await validate(input, { whitelist: true, stopAtFirstError: true, forbidUnknownValues: true });
  if (errors.length > 0) throw validationFailed(addFieldErrors({}, errors));
  return input;
}

/**
 * The query string checked against a class-validator DTO, as an instance of it. Only parameters the
 * DTO declares (initialises) are read; others (a tracking tag a share link carries, say) are ignored.
 * Empty ones count as absent (clients append a filter only when set). A parameter given twice,
 * or in a bracketed form, is refused rather than one copy silently winning or the unfiltered list
 * silently answering.
 */
export async function validatedQuery<T extends object>(ctx: Context, Dto: new () => T): Promise<T> {
  const declared = new Dto();
  const values: Record<string, unknown> = {};
  const problems: FieldErrors = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    const bracketed = BRACKETED.exec(key)?.[1];
    if (bracketed && Object.hasOwn(declared, bracketed)) problems[bracketed] = 'Give this filter once, as text.';
    else values[key] = value;
  }
  return validatedTextFields(values, Dto, problems);
}

/**
 * Text fields (a query string, or the `filters` object of a JSON body) checked against a DTO whose
 * fields are all text: undeclared keys are ignored, empty values count as absent, anything but a
 * string is refused. A 400 naming each bad field otherwise.
 */
export async function validatedTextFields<T extends object>(values: Record<string, unknown>, Dto: new () => T, problems: FieldErrors = {}): Promise<T> {
  const input = new Dto();
  const fields = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (!Object.hasOwn(input, key) || value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      problems[key] = 'Give this filter once, as text.';
      continue;
    }
    const text = value.toWellFormed().trim();
    if (text !== '') fields[key] = text;
  }
  addFieldErrors(problems, await validate(input, { stopAtFirstError: true, forbidUnknownValues: true }));
  if (Object.keys(problems).length > 0) throw validationFailed(problems, 'Please check the filters.');
  return input;
}
