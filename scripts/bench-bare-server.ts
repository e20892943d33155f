/**
 * The benchmark's yardstick: the least a lead intake can do on this stack (Koa, a JSON body parser,
 * one insert a request), without validation, throttling, logging or TypeORM. Started by
 * scripts/bench.ts; DATABASE_URL must be a migrated database:
 * - `sqlite:PATH`: one prepared better-sqlite3 insert, WAL and synchronous=FULL (as our server opens it);
 * - `postgres://…`: one prepared, parameterized insert through a `pg` pool of 10, each its own
 *   autocommit transaction (the pool's size is our server's, TypeORM's default).
 */
import { bodyParser } from '@koa/bodyparser';
import Database from 'better-sqlite3';
import Koa from 'koa';
import pg from 'pg';

const COLUMNS = [
  'name',
  'email',
  'phone',
  'countryCode',
  'details',
  'propertyType',
  'propertySubtype',
  'ghanaRegion',
  'accraArea',
  'services',
];

/** The row's values in COLUMNS' order, from a join form's body. */
const values = (body: Record<string, unknown>) =>
  COLUMNS.map((column) =>
    column === 'details' ? body.contactDetails : column === 'services' ? JSON.stringify(body.services) : body[column],
  );

type Insert = (body: Record<string, unknown>, now: string) => number | Promise<number>;

function sqliteInsert(file: string): Insert {
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  const insert = database.prepare(
    `INSERT INTO leads (type, ${COLUMNS.join(', ')}, createdAt, updatedAt) VALUES ('buyer', ${COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
  );
  return (body, now) => Number(insert.run(...values(body), now, now).lastInsertRowid);
}

function postgresInsert(url: string): Insert {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const quoted = COLUMNS.map((column) => `"${column}"`).join(', ');
  const placeholders = COLUMNS.map((_, n) => `$${n + 1}`).join(', ');
  const now = `$${COLUMNS.length + 1}`;
  // A named query is prepared once on each pooled connection, then only executed.
  const text = `INSERT INTO leads (type, ${quoted}, "createdAt", "updatedAt") VALUES ('buyer', ${placeholders}, ${now}, ${now}) RETURNING id`;
  return async (body, at) => {
    const { rows } = await pool.query<{ id: number }>({ name: 'insert-lead', text, values: [...values(body), at] });
    return Number(rows[0]!.id);
  };
}

const url = process.env.DATABASE_URL!;
const insert = url.startsWith('sqlite:') ? sqliteInsert(url.slice('sqlite:'.length)) : postgresInsert(url);

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '32kb' }));
app.use(async (ctx) => {
  if (ctx.method !== 'POST') {
    ctx.body = 'ready';
    return;
  }
  const body = ctx.request.body as Record<string, unknown>;
  const now = new Date().toISOString();
  const id = await insert(body, now);
  ctx.status = 201;
  ctx.body = { id, ...body, createdAt: now };
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
