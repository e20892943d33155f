import { migrations } from '../api/platform/db/migrations';
import { LEAD_TYPES, type LeadType } from '#contract/leads/join-options';

/** What a backup or a restored database holds, as `npm run backup` and `npm run restore` print it. */
export interface BackupContents {
  leads: Record<LeadType, number>;
  subscribers: number;
  users: number;
  historyRows: number;
  /** Applied migrations, oldest first; the last is the schema version. */
  migrations: string[];
}

/** Runs one SQL statement on SQLite (better-sqlite3 or TypeORM) or PostgreSQL (pg or TypeORM). */
export type Query = (sql: string) => Promise<Record<string, unknown>[]> | Record<string, unknown>[];

/** The migrations this code knows, oldest first, by the names TypeORM records. */
export const KNOWN_MIGRATIONS: string[] = migrations.map((Migration) => new Migration().name ?? Migration.name);

const count = async (query: Query, table: string) =>
  Number((await query(`SELECT COUNT(*) AS "count" FROM "${table}"`))[0].count);

/** The applied migrations a database records, oldest first; an error when it has no migrations table. */
export async function appliedMigrations(query: Query): Promise<string[]> {
  const rows = await query('SELECT "name" FROM "migrations" ORDER BY "timestamp", "id"');
  return rows.map((row) => String(row.name));
}

/** Counts what the database behind `query` holds; run it in the snapshot the copy is taken from. */
export async function readContents(query: Query): Promise<BackupContents> {
  const leads = Object.fromEntries(LEAD_TYPES.map((type) => [type, 0])) as Record<LeadType, number>;
  for (const row of await query('SELECT "type", COUNT(*) AS "count" FROM "leads" GROUP BY "type"')) {
    leads[row.type as LeadType] = Number(row.count);
  }
  return {
    leads,
    subscribers: await count(query, 'newsletter_subscribers'),
    users: await count(query, 'admin_users'),
    historyRows: await count(query, 'lead_status_changes'),
    migrations: await appliedMigrations(query),
  };
}

/** Migrations a backup has applied that this code does not know: it comes from a newer version of the app. */
export function unknownMigrations(applied: string[]): string[] {
  return applied.filter((name) => !KNOWN_MIGRATIONS.includes(name));
}

/** The lines `npm run backup` and `npm run restore` print under their first. */
export function describeContents(contents: BackupContents): string {
  const { leads, migrations: applied } = contents;
  const schema = applied.length ? `${applied.at(-1)} (${applied.length} migrations applied)` : 'no migrations applied';
  return [
    `  leads:       ${leads.buyer} buyers, ${leads.seller} sellers, ${leads.renter} renters`,
    `  subscribers: ${contents.subscribers}`,
    `  users:       ${contents.users}`,
    `  history:     ${contents.historyRows} status changes`,
    `  schema:      ${schema}`,
  ].join('\n');
}
