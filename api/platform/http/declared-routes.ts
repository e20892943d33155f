import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';

/**
 * Who may call a route:
 * - `public`: anyone (a route may still load the session itself, as sign-in does);
 * - `staff`: a signed-in account of either role;
 * - `admin`: a signed-in admin;
 * - `enrolling`: staff, and also a sign-in held back until its required second factor is set up
 *   (the enrolment endpoints only).
 */
export type RouteAccess = 'public' | 'staff' | 'admin' | 'enrolling';

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

const ACCESS_LEVELS: ReadonlySet<string> = new Set<RouteAccess>(['public', 'staff', 'admin', 'enrolling']);

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

/**
 * A router whose every route states its access as part of its declaration. The guard is the
 * route's own first middleware, so it runs only once routing has picked this route: guard and route
 * always agree on the path. Paths match in one spelling only (case-sensitive, no trailing slash).
 */
export class DeclaredRoutes {
  readonly router = new Router({ sensitive: true, strict: true });

  get(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this {
    return this.add('get', path, access, handlers);
  }

  post(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this {
    return this.add('post', path, access, handlers);
  }

  put(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this {
    return this.add('put', path, access, handlers);
  }

  patch(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this {
    return this.add('patch', path, access, handlers);
  }

  delete(path: string, access: RouteAccess, ...handlers: RouterMiddleware[]): this {
    return this.add('delete', path, access, handlers);
  }

  private add(method: Method, path: string, access: RouteAccess, handlers: RouterMiddleware[]): this {
    if (!ACCESS_LEVELS.has(access)) throw new Error(`${method.toUpperCase()} ${path} declares no access (public, staff, admin or enrolling)`);
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
      if (!access || layer.methods.length === 0) throw new Error(`The route ${layer.methods.join(',') || 'USE'} ${path} declares no access`);
      for (const method of layer.methods) routes.push({ method, path, access });
    }
  }
  return routes;
}
