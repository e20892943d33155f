import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import type { InputClasses } from '../validation/validated-input';
import { type InputHandler, withInput } from '../validation/with-input';

/**
 * Who may call a route:
 * - `public`: anyone (a route may still load the session itself, as sign-in does);
 * - `staff`: a signed-in account of either role;
 * - `admin`: a signed-in admin;
 * - `campaigns`: a signed-in admin, or a user an admin has allowed to send newsletter campaigns;
 * - `enrolling`: staff, and also a sign-in held back until its required second factor is set up
 *   (the enrolment endpoints only).
 */
export type RouteAccess = 'public' | 'staff' | 'admin' | 'campaigns' | 'enrolling';

export interface DeclaredRoute {
  method: string;
  path: string;
  access: RouteAccess;
}

/**
 * The check behind each access level but `public`. The feature that signs staff in provides them when the app is
 * composed (`app.context.accessGuards`); the platform only decides which one a route runs.
 */
export type AccessGuards = Record<Exclude<RouteAccess, 'public'>, Middleware>;

declare module 'koa' {
  interface DefaultContext {
    accessGuards: AccessGuards;
  }
}

const ACCESS_LEVELS: ReadonlySet<string> = new Set<RouteAccess>(['public', 'staff', 'admin', 'campaigns', 'enrolling']);

/** Each route's guard, a function made for that route alone, and the access it enforces. */
const accessOfGuard = new WeakMap<object, RouteAccess>();

function guardFor(access: RouteAccess): RouterMiddleware {
  const guard: Middleware = (ctx, next) => {
    if (access === 'public') return next();
    // Fails closed: an app composed without its guards answers 500, never lets a request through unchecked.
    const check = ctx.accessGuards?.[access];
    if (!check) throw new Error(`No guard is registered for ${access} routes`);
    return check(ctx, next);
  };
  accessOfGuard.set(guard, access);
  return guard as RouterMiddleware;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route's middleware, then the input it reads (its body's and/or query's class) and the handler given it. */
type WithInput<D extends InputClasses> = [...RouterMiddleware[], D, InputHandler<D>];

/** The route's handlers with its input checked right before the last one, which is given it. */
function handlersOf(rest: unknown[]): RouterMiddleware[] {
  const last = rest.length - 1;
  if (last < 1 || typeof rest[last - 1] === 'function') return rest as RouterMiddleware[];
  const input = withInput(rest[last - 1] as InputClasses, rest[last] as InputHandler<InputClasses>);
  return [...(rest.slice(0, last - 1) as RouterMiddleware[]), input];
}

/**
 * A router whose every route states its access as part of its declaration. The guard is the
 * route's own first middleware, so it runs only once routing has picked this route: guard and route
 * always agree on the path. Paths match in one spelling only (case-sensitive, no trailing slash).
 * A route that reads a body or a query declares its classes just before its handler, which is given them
 * checked (with-input.ts): after the guard and the route's other middleware, so access is decided first.
 */
export class DeclaredRoutes {
  readonly router = new Router({ sensitive: true, strict: true });

  get(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this;
  get<D extends InputClasses>(path: string, access: RouteAccess, ...handlers: WithInput<D>): this;
  get(path: string, access: RouteAccess, ...handlers: unknown[]): this {
    return this.add('get', path, access, handlersOf(handlers));
  }

  post(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this;
  post<D extends InputClasses>(path: string, access: RouteAccess, ...handlers: WithInput<D>): this;
  post(path: string, access: RouteAccess, ...handlers: unknown[]): this {
    return this.add('post', path, access, handlersOf(handlers));
  }

  put(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this;
  put<D extends InputClasses>(path: string, access: RouteAccess, ...handlers: WithInput<D>): this;
  put(path: string, access: RouteAccess, ...handlers: unknown[]): this {
    return this.add('put', path, access, handlersOf(handlers));
  }

  patch(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this;
  patch<D extends InputClasses>(path: string, access: RouteAccess, ...handlers: WithInput<D>): this;
  patch(path: string, access: RouteAccess, ...handlers: unknown[]): this {
    return this.add('patch', path, access, handlersOf(handlers));
  }

  delete(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this;
  delete<D extends InputClasses>(path: string, access: RouteAccess, ...handlers: WithInput<D>): this;
  delete(path: string, access: RouteAccess, ...handlers: unknown[]): this {
    return this.add('delete', path, access, handlersOf(handlers));
  }

  private add(method: Method, path: string, access: RouteAccess, handlers: RouterMiddleware[]): this {
    if (!ACCESS_LEVELS.has(access))
      throw new Error(
        `${method.toUpperCase()} ${path} declares no access (public, staff, admin, campaigns or enrolling)`,
      );
    this.router[method](path, guardFor(access), ...handlers);
    return this;
  }
}

/**
 * Every route the routers register, with its declared access. A route registered any other way (a
 * bare router.get, a router.use) has no declaration: that throws, so the app refuses to start.
 */
export function declaredRoutes(routers: Router[]): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      const access = accessOfGuard.get(layer.stack[0]);
      const path = String(layer.path);
      if (!access || layer.methods.length === 0)
        throw new Error(`The route ${layer.methods.join(',') || 'USE'} ${path} declares no access`);
      for (const method of layer.methods) routes.push({ method, path, access });
    }
  }
  return routes;
}
