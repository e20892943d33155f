import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDataSource } from '../platform/db/data-source';
import { runPendingMigrations } from '../platform/db/migrate';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A PostgreSQL database with every migration applied, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
    /** A SQLite file with every migration applied, copied for each test database. */
    sqliteTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'test_migrated_template';

async function migrate(url: string): Promise<void> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    await runPendingMigrations(dataSource);
  } finally {
    // Closing the last connection checkpoints SQLite's WAL into the file, and frees PostgreSQL's template.
    await dataSource.destroy();
  }
}

/**
 * One throwaway PostgreSQL cluster for the whole unit run; each test file makes its own database in it.
 * Migrating takes about a second on PostgreSQL and a tenth on SQLite, and most test files open several
 * databases: each is a copy of one migrated here, once.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'sqlite-template-'));
  const sqliteTemplate = path.join(sqliteDir, 'template.sqlite');
  try {
    const admin = createDataSource(cluster.url);
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.destroy();
    const templateUrl = new URL(cluster.url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    await Promise.all([migrate(templateUrl.toString()), migrate(`sqlite:${sqliteTemplate}`)]);
  } catch (error) {
    cluster.stop();
    rmSync(sqliteDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  project.provide('sqliteTemplate', sqliteTemplate);
  return () => {
    cluster.stop();
    rmSync(sqliteDir, { recursive: true, force: true });
  };
}
