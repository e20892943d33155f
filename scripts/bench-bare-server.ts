/**
 * The benchmark's yardstick: the least a lead intake can do on this stack (Koa, a JSON body
 * parser, one prepared better-sqlite3 insert, WAL and synchronous=FULL), without validation,
 * throttling, logging or TypeORM. Started by scripts/bench.ts; DATABASE_URL must be a migrated
 * SQLite file.
 */
import { bodyParser } from '@koa/bodyparser';
import Database from 'better-sqlite3';
import Koa from 'koa';

const database = new Database(process.env.DATABASE_URL!.slice('sqlite:'.length));
database.pragma('journal_mode = WAL');
database.pragma('synchronous = FULL');
const insert = database.prepare(
  `INSERT INTO leads (type, name, email, phone, countryCode, details, propertyType, propertySubtype, ghanaRegion,
     accraArea, services, createdAt, updatedAt)
   VALUES ('buyer', @name, @email, @phone, @countryCode, @contactDetails, @propertyType, @propertySubtype, @ghanaRegion,
     @accraArea, @services, @now, @now)`,
);

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '32kb' }));
app.use((ctx) => {
  if (ctx.method !== 'POST') {
    ctx.body = 'ready';
    return;
  }
  const body = ctx.request.body as Record<string, unknown>;
  const now = new Date().toISOString();
  const { lastInsertRowid } = insert.run({ ...body, services: JSON.stringify(body.services), now });
  ctx.status = 201;
  ctx.body = { id: Number(lastInsertRowid), ...body, createdAt: now };
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
