import { createServer, type RequestListener, type Server } from 'node:http';

export interface ServerTimeouts {
  keepAliveTimeout: number;
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}

/**
 * - keepAliveTimeout: longer than a load balancer keeps an idle upstream connection open (nginx's
 *   upstream keepalive_timeout and AWS's ALB both default to 60 s), so the app never closes one the
 *   balancer is about to reuse: that race answered about 1 request in 2,500 with a 502.
 * - headersTimeout, requestTimeout: a client trickling its request is cut (408) after this long.
 *   Node counts them from a request's first byte, not over the idle time between keep-alive
 *   requests, and requires headersTimeout <= requestTimeout.
 * - connectionsCheckingInterval: how often Node looks for requests past them; its 30 s default
 *   let a trickle run for up to a minute.
 */
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = {
  keepAliveTimeout: 65_000,
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
};

/** The HTTP server the app listens with (main.ts, and the tests' apps), with SERVER_TIMEOUTS unless told otherwise. */
export function createHttpServer(handler: RequestListener, timeouts: Partial<ServerTimeouts> = {}): Server {
  return createServer({ ...SERVER_TIMEOUTS, ...timeouts }, handler);
}
