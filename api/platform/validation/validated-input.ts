import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import type { Context } from 'koa';
import { type FieldErrors, validationFailed } from '../errors';
import { holdsFilters } from './nested-filters';
import { firstMessage, holdsList, listErrors } from './nested-list';
import type { InputClass } from './nested-input';
import { plainJson } from './plain-json';

/** A body read only from some requests: the class to read it as, or undefined to leave it unread. */
export type BodyFor = (ctx: Context) => InputClass | undefined;

/** What a route reads: its JSON body, its query string, or both, each as an instance of its class. */
export interface InputClasses {
  body?: InputClass | BodyFor;
  query?: InputClass;
}

type InstanceOf<C> = C extends InputClass<infer T> ? T : C extends BodyFor ? InstanceOf<ReturnType<C>> : undefined;

/** The checked input a route declared: `{ body }`, `{ query }` or both, typed as their classes. */
export type InputOf<D extends InputClasses> = { [K in keyof D]: InstanceOf<D[K]> };

/** A class, not a BodyFor: told by its source, so a BodyFor written as a plain function is never `new`-ed. */
const isClass = (declared: InputClass | BodyFor): declared is InputClass =>
  /^class\b/.test(Function.prototype.toString.call(declared));

/** `search[]` or `category[a]`: a bracketed form of a parameter name, as some clients write lists and maps. */
const BRACKETED = /^([^[\]]+)\[/;

const VALIDATION = { whitelist: true, stopAtFirstError: true, forbidUnknownValues: true };

/**
 * The errors as answered: each field under its name with its first message, and inside a list of objects
 * (NestedList) at its path. Filters nested in a body (NestedFilters) are answered apart, as the query's are, and
 * only once nothing else in the body is wrong.
 */
function fieldErrors(errors: ValidationError[]): { fields: FieldErrors; filters: FieldErrors } {
  const fields: FieldErrors = {};
  const filters: FieldErrors = {};
  for (const error of errors) {
    if (!error.constraints && error.target && holdsFilters(error.target, error.property)) {
      for (const filter of error.children ?? []) filters[filter.property] ??= firstMessage(filter) ?? 'Invalid value.';
    } else if (!error.constraints && error.target && holdsList(error.target, error.property)) {
      listErrors(error, error.property, fields);
    } else {
      fields[error.property] ??= firstMessage(error) ?? 'Invalid value.';
    }
  }
  return { fields, filters };
}

/** The values (plain data: plainJson) as an instance of the class, built by class-transformer and checked. */
async function checked<T extends object>(Input: InputClass<T>, values: Record<string, unknown>) {
  const input = plainToInstance(Input, values, { exposeUnsetFields: false }) as T;
  return { input, errors: fieldErrors(await validate(input, VALIDATION)) };
}

/**
 * The JSON body checked against its class, as an instance of it; a 400 naming each bad field otherwise.
 * Unknown properties are stripped (whitelist); missing ones keep the class's defaults. Its own strings are
 * trimmed, so a field of spaces counts as empty, and made well-formed (a lone UTF-16 surrogate becomes U+FFFD),
 * so what is answered is what the database keeps.
 */
async function validatedBody<T extends object>(body: unknown, Input: InputClass<T>): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed({}, 'The request body must be a JSON object.');
  }
  // One copy, made plain first; its own strings are then trimmed in place.
  const values = plainJson(body) as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') values[key] = value.toWellFormed().trim();
  }
  const { input, errors } = await checked(Input, values);
  if (Object.keys(errors.fields).length > 0) throw validationFailed(errors.fields);
  if (Object.keys(errors.filters).length > 0) throw validationFailed(errors.filters, 'Please check the filters.');
  return input;
}

/**
 * The query string checked against its class (see IsQueryText), as an instance of it. Only parameters the
 * class declares are read; others (a tracking tag a share link carries, say) are ignored. A parameter given
 * twice, or in a bracketed form (`type[]=…`), reaches its field as a list.
 */
async function validatedQuery<T extends object>(query: Record<string, unknown>, Input: InputClass<T>): Promise<T> {
  const parameters: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(query)) {
    const name = BRACKETED.exec(key)?.[1] ?? key;
    const earlier = parameters[name];
    parameters[name] = name === key && earlier === undefined ? value : [earlier ?? [], value].flat();
  }
  const { input, errors } = await checked(Input, plainJson(parameters) as Record<string, unknown>);
  if (Object.keys(errors.fields).length > 0) throw validationFailed(errors.fields, 'Please check the filters.');
  return input;
}

/**
 * What reads the input the classes declare from a request and checks it: the body first, then the query. Made once
 * per route, so telling a class from a BodyFor costs nothing per request.
 */
export function inputReader<D extends InputClasses>(classes: D): (ctx: Context) => Promise<InputOf<D>> {
  const declared = classes.body;
  const bodyFor: BodyFor = declared === undefined ? () => undefined : isClass(declared) ? () => declared : declared;
  return async (ctx) => {
    const input: Partial<Record<keyof InputClasses, object>> = {};
    const Body = bodyFor(ctx);
    if (Body) input.body = await validatedBody(ctx.request.body, Body);
    if (classes.query) input.query = await validatedQuery(ctx.query, classes.query);
    return input as InputOf<D>;
  };
}
