import { Client } from 'pg';
import { runPgTool } from './backup-pg-tool';
import type { RestoreTarget } from './restore-target';

/**
 * The applied migrations a pg_dump archive records, oldest first, read from the archive itself
 * (pg_restore writes the migrations table's COPY block as text; no database needed).
 */
export async function postgresBackupMigrations(file: string): Promise<string[]> {
  const script = await runPgTool('pg_restore', ['--data-only', '--table=migrations', '--file=-', file]);
  const lines = script.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*migrations \(id, "timestamp", name\) FROM stdin;$/.test(line));
  if (start === -1) return [];
  const rows: { id: number; timestamp: number; name: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const [id, timestamp, name] = line.split('\t');
    rows.push({ id: Number(id), timestamp: Number(timestamp), name });
  }
  return rows.sort((a, b) => a.timestamp - b.timestamp || a.id - b.id).map((row) => row.name);
}

async function withClient<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'your-home-in-ghana restore' });
  await client.connect().catch((error: Error) => {
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const tablesOf = async (client: Client) =>
  (
    await client.query<{ name: string }>(
      'SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = current_schema()',
    )
  ).rows.map((row) => row.name);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's own functions (the lead tallies' trigger function), not those an extension such as pg_trgm brings. */
const functionsOf = async (client: Client) =>
  (
    await client.query<{ signature: string }>(
      `SELECT p.oid::regprocedure::text AS "signature" FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    )
  ).rows.map((row) => row.signature);

/**
 * A PostgreSQL database as a place to restore into: its tables and functions are dropped, then pg_restore
 * recreates them from the archive in one transaction, owned by DATABASE_URL's user (--no-owner).
 */
export function postgresTarget(databaseUrl: string): RestoreTarget {
  return {
    nonEmptyTables: () =>
      withClient(databaseUrl, async (client) => {
        const nonEmpty: string[] = [];
        for (const table of await tablesOf(client)) {
          if (table !== 'migrations' && (await client.query(`SELECT 1 FROM ${quoted(table)} LIMIT 1`)).rowCount)
            nonEmpty.push(table);
        }
        return nonEmpty;
      }),
    async restore(file) {
      await withClient(databaseUrl, async (client) => {
        const tables = await tablesOf(client);
        if (tables.length > 0) await client.query(`DROP TABLE ${tables.map(quoted).join(', ')} CASCADE`);
        const functions = await functionsOf(client);
        if (functions.length > 0) await client.query(`DROP FUNCTION ${functions.join(', ')} CASCADE`);
      });
      await runPgTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
        databaseUrl,
      );
    },
  };
}
