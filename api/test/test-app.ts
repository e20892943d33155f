import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp, registeredRoutes, type AppOptions } from '../app';
import { createHttpServer, type ServerTimeouts } from '../platform/http/http-server';
import type { DeclaredRoute } from '../platform/http/declared-routes';
import type { Services } from '../services';
import type { LogLine } from '../platform/logger';
import { openMigratedDatabase, type TestDatabase } from './test-databases';

/** Fixed, so a test can sign a cookie itself; never used outside tests. */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';
export const TEST_SITE_URL = 'https://yourhomeinghana.example';

export interface TestApp {
  baseUrl: string;
  dataSource: DataSource;
  /** The app's services (its outbox worker, to start or run by hand). */
  services: Services;
  /** Every route the app registered, with the access it declares (from the routers themselves). */
  routes: DeclaredRoute[];
  /** Every line the app logged. */
  logs: LogLine[];
  request(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app over real HTTP on a fresh database of the given kind, migrated; rate limiting is
 * off unless the test turns it on.
 */
export async function startTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const { dataSource, close } = await openMigratedDatabase(database);
  return serveTestApp(dataSource, close, options);
}

type TestAppOptions = Partial<Pick<AppOptions, 'siteFiles' | 'blogPosts' | 'outbox'>> & {
  config?: Partial<AppOptions['config']>;
  /** The server's own timeouts (main.ts's unless given). */
  serverTimeouts?: Partial<ServerTimeouts>;
};

/** The real app over real HTTP on a database the test opened and migrated itself; close() ends with `closeDatabase`. */
export async function serveTestApp(
  dataSource: DataSource,
  closeDatabase: () => Promise<void>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const logs: LogLine[] = [];
  const app = createApp({
    config: {
      trustProxy: false,
      publicSubmissionsPerMinute: 0,
      siteUrl: TEST_SITE_URL,
      sessionSecret: TEST_SESSION_SECRET,
      nodeEnv: 'test',
      ...options.config,
    },
    dataSource,
    siteFiles: options.siteFiles,
    blogPosts: options.blogPosts,
    outbox: options.outbox,
    log: (line) => logs.push(line),
  });
  const server = createHttpServer(app.callback(), options.serverTimeouts).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = (path: string, init?: RequestInit) => fetch(baseUrl + path, init);
  return {
    baseUrl,
    dataSource,
    services: app.context.services,
    routes: registeredRoutes(app),
    logs,
    request,
    postJson: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    async close() {
      await Promise.all([app.context.services.outbox.stop(), app.context.services.campaignOutbox?.stop()]);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeDatabase();
    },
  };
}
