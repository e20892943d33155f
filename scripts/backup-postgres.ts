import { Client } from 'pg';
import { type BackupContents, readContents } from './backup-contents';
import { runPgTool } from './backup-pg-tool';

/**
 * Dumps the PostgreSQL database into `file` with `pg_dump -Fc` while the app goes on writing, and
 * answers what the dump holds. The counts are taken in a repeatable-read transaction whose snapshot
 * pg_dump imports (`--snapshot`), so they describe exactly the state the dump holds.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupContents> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'your-home-in-ghana backup' });
  await client.connect().catch((error: Error) => {
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  });
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const contents = await readContents(async (sql) => (await client.query(sql)).rows);
    // The snapshot stays importable while this transaction is open: end it only once pg_dump is done.
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${file}`], databaseUrl);
    await client.query('COMMIT');
    return contents;
  } finally {
    await client.end();
  }
}
