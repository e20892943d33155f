import { once } from 'node:events';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { BlogPost } from '../../api/contract/blog/blog-post';
import { createApp } from '../../api/app';
import { createDataSource } from '../../api/platform/db/data-source';
import { runPendingMigrations } from '../../api/platform/db/migrate';
import { loadSiteFiles } from '../../api/platform/site/site-files';
import type { Services } from '../../api/services';
import { DIST_DIR } from './page-assets';

export interface SiteServer {
  baseUrl: string;
  dataSource: DataSource;
  /** The app's services (its outbox worker, to deliver email by hand). */
  services: Services;
  close(): Promise<void>;
}

export interface SiteServerConfig {
  publicSubmissionsPerMinute?: number;
  /**
   * 'test' lets webhooks reach a loopback receiver (any other mode
   * refuses private addresses); the app's default is 'development'.
   */
  nodeEnv?: string;
  /** A real SMTP server for the app's mail (SMTP_URL); none by default. */
  smtpUrl?: string;
  /** The app's clock (Callable now, the follow-ups' today); the real time by default. */
  now?: () => Date;
  /** The posts GET /api/blog/posts serves (and campaigns may send); none by default. */
  blogPosts?: BlogPost[];
  /**
   * SITE_URL is the server's own address, as in a deployment, so what emails load from the site (a post's
   * picture) loads from it; otherwise http://localhost:4321, where nothing listens.
   */
  ownSiteUrl?: boolean;
}

/** The real app serving the built dist/ over HTTP, on a fresh migrated SQLite file. */
export async function startSiteServer(config: SiteServerConfig = {}): Promise<SiteServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const dataSource = createDataSource(`sqlite:${path.join(dir, 'e2e.sqlite')}`);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  // Listening first: the app's SITE_URL may be the address it is given.
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createApp({
    config: {
      trustProxy: false,
      publicSubmissionsPerMinute: config.publicSubmissionsPerMinute ?? 0,
      siteUrl: config.ownSiteUrl ? baseUrl : 'http://localhost:4321',
      sessionSecret: 'e2e-session-secret-0123456789abcdef',
      ...(config.nodeEnv ? { nodeEnv: config.nodeEnv } : {}),
      ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    },
    dataSource,
    siteFiles: await loadSiteFiles(DIST_DIR),
    blogPosts: config.blogPosts ?? [],
    ...(config.now ? { outbox: { now: config.now } } : {}),
    log: () => {},
  });
  server.on('request', app.callback());
  return {
    baseUrl,
    dataSource,
    services: app.context.services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await dataSource.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
