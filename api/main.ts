import type { Server } from 'node:http';
import { createApp } from './app';
import { assertSupportedNode, ConfigError, configWarnings, loadConfig } from './config';
import { builtSiteUrl, siteUrlMismatch } from './platform/site/built-site-url';
import { createDataSource } from './platform/db/data-source';
import { runPendingMigrations } from './platform/db/migrate';
import { ensureFirstAdmin } from './first-admin';
import { createHttpServer } from './platform/http/http-server';
import { jsonLogger } from './platform/logger';
import { BadPostError, loadBlogPosts } from './resources/blog';
import { resolveSessionSecret } from './session-secret';
import { loadSiteFiles } from './platform/site/site-files';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  assertSupportedNode();
  const config = loadConfig();
  for (const warning of configWarnings(config)) jsonLogger({ level: 'warn', msg: warning });
  // A post the site would refuse to build must not be served either: check them before anything else.
  const blogPosts = await loadBlogPosts(config.postsDir);
  const dataSource = createDataSource(config.databaseUrl);
  await dataSource.initialize();
  const applied = await runPendingMigrations(dataSource);
  for (const migration of applied) jsonLogger({ msg: 'migrated', name: migration.name });
  await ensureFirstAdmin(dataSource, config, jsonLogger);
  const sessionSecret = resolveSessionSecret(config);

  const siteFiles = await loadSiteFiles(config.distDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new ConfigError(`No built site at ${config.distDir}: run "npm run build" first (npm start does it for you).`);
  });
  const mismatch = siteUrlMismatch(await builtSiteUrl(config.distDir), config.siteUrl);
  if (mismatch) jsonLogger({ level: 'warn', msg: mismatch });
  const app = createApp({ config: { ...config, sessionSecret }, dataSource, siteFiles, blogPosts, log: jsonLogger });
  if (!config.smtpUrl)
    jsonLogger({ level: 'warn', msg: 'Email alerts are off: set SMTP_URL to mail staff about new leads' });
  const { outbox, campaignOutbox } = app.context.services;
  await outbox.start();
  await campaignOutbox?.start();
  const server: Server = createHttpServer(app.callback());
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Your home in Ghana is running at http://${config.host}:${port}`);
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `${config.host}:${config.port} is already in use: set PORT to another port`
        : error.message;
    console.error(`Cannot listen: ${reason}`);
    process.exit(1);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    jsonLogger({ msg: 'stopping', signal });
    // Stop accepting, let requests in flight and deliveries in hand finish, then close the database.
    server.close(async () => {
      await Promise.all([outbox.stop(), campaignOutbox?.stop()]);
      await dataSource.destroy();
      process.exit(0);
    });
    // close() ends only the connections idle right now; a keep-alive connection that finishes its
    // request later would otherwise hold the process until its timeout.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      jsonLogger({ msg: 'forced stop: requests still open', graceMs: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof BadPostError) console.error(`Blog post error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
