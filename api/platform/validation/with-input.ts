import type { RouterContext, RouterMiddleware } from '@koa/router';
import type { Next } from 'koa';
import { type InputClasses, type InputOf, inputReader } from './validated-input';

/** A route's handler, given the input its route declared, checked and typed. */
export type InputHandler<D extends InputClasses> = (ctx: RouterContext, input: InputOf<D>, next: Next) => unknown;

/**
 * The handler called with the input the classes declare, checked (validated-input.ts), or never: the request is
 * answered with a 400 naming each bad field. Routes get it by declaring their input (declared-routes.ts).
 */
export function withInput<D extends InputClasses>(classes: D, handler: InputHandler<D>): RouterMiddleware {
  const read = inputReader(classes);
  return async (ctx, next) => handler(ctx, await read(ctx), next);
}
