/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and says which. */
import { assertSupportedNode, ConfigError } from '../api/config';

try {
  assertSupportedNode();
  // Imported only after the check: opening SQLite on an old Node crashes the process.
  const { dataSource } = await import('../ormconfig');
  const { runPendingMigrations } = await import('../api/platform/db/migrate');
  await dataSource.initialize();
  const applied = await runPendingMigrations(dataSource);
  console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'The database is up to date.');
  await dataSource.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
