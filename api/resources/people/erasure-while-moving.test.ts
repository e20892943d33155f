import { afterAll, beforeAll, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import { LeadTouch } from '../../platform/db/entities/LeadTouch';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// Only PostgreSQL runs an erasure beside another writer: SQLite runs one write transaction at a time.
const postgres = TEST_DATABASES.find((database) => database.name === 'postgres')!;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp(postgres);
  admin = (await signIn(app, { role: 'admin', username: 'eraser' })).cookie;
});
afterAll(() => app?.close());

/** Whether a statement of this database is waiting for a row another transaction holds. */
async function someoneWaits(): Promise<boolean> {
  const rows: unknown[] = await app.dataSource.query(
    `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows.length > 0;
}

test('an erasure waits for a write holding the lead, then takes the emails it wrote about them', async () => {
  const email = 'moving@erasure.example';
  expect((await app.postJson('/api/buyers', buildLead({ email, name: 'Kwame Moving' }))).status).toBe(201);
  const lead = await app.dataSource.getRepository(Lead).findOneByOrFail({ email });
  // A chase's move in flight: the lead locked in its transaction, which writes the "moved" email naming them.
  const move = app.dataSource.createQueryRunner();
  await move.connect();
  await move.startTransaction();
  let moved: OutboxJob | undefined;
  try {
    await move.query(`SELECT "id" FROM "leads" WHERE "id" = $1 FOR UPDATE`, [lead.id]);
    moved = await move.manager.getRepository(OutboxJob).save({
      kind: 'email',
      payload: { message: 'lead-moved', to: 'ama@example.com', lead: { id: lead.id, type: 'buyer', name: lead.name } },
    });
    const erasure = app.request('/api/people/erase', {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contact: email, confirmation: email }),
    });
    while (!(await someoneWaits())) await new Promise((resolve) => setImmediate(resolve));
    await move.commitTransaction();
    expect((await erasure).status).toBe(200);
  } finally {
    if (move.isTransactionActive) await move.rollbackTransaction();
    await move.release();
  }
  expect(await app.dataSource.getRepository(OutboxJob).countBy({ id: moved!.id })).toBe(0);
});

test('an erasure waits for a touch being logged on the lead, then empties the note it wrote', async () => {
  const email = 'touching@erasure.example';
  expect((await app.postJson('/api/buyers', buildLead({ email, name: 'Esi Touching' }))).status).toBe(201);
  const lead = await app.dataSource.getRepository(Lead).findOneByOrFail({ email });
  // A touch in flight: the lead locked as logging one locks it, its note written in that transaction.
  const touching = app.dataSource.createQueryRunner();
  await touching.connect();
  await touching.startTransaction();
  let touch: LeadTouch | undefined;
  try {
    await touching.query(`SELECT "id" FROM "leads" WHERE "id" = $1 FOR UPDATE`, [lead.id]);
    touch = await touching.manager
      .getRepository(LeadTouch)
      .save({ leadId: lead.id, kind: 'called', outcome: 'answered', note: 'Esi lives at 12 Ring Road' });
    const erasure = app.request('/api/people/erase', {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contact: email, confirmation: email }),
    });
    while (!(await someoneWaits())) await new Promise((resolve) => setImmediate(resolve));
    await touching.commitTransaction();
    expect((await erasure).status).toBe(200);
  } finally {
    if (touching.isTransactionActive) await touching.rollbackTransaction();
    await touching.release();
  }
  expect(await app.dataSource.getRepository(LeadTouch).findOneByOrFail({ id: touch!.id })).toMatchObject({ note: '' });
});

test('an erasure waits for a note being added to the lead, then deletes it', async () => {
  const email = 'noting@erasure.example';
  expect((await app.postJson('/api/buyers', buildLead({ email, name: 'Esi Noting' }))).status).toBe(201);
  const lead = await app.dataSource.getRepository(Lead).findOneByOrFail({ email });
  // A note in flight: the lead share-locked as adding one locks it, the note written in that transaction.
  const noting = app.dataSource.createQueryRunner();
  await noting.connect();
  await noting.startTransaction();
  let note: LeadNote | undefined;
  try {
    await noting.query(`SELECT "id" FROM "leads" WHERE "id" = $1 FOR SHARE`, [lead.id]);
    note = await noting.manager
      .getRepository(LeadNote)
      .save({ leadId: lead.id, authorName: 'ama', body: 'Esi lives at 12 Ring Road' });
    const erasure = app.request('/api/people/erase', {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contact: email, confirmation: email }),
    });
    while (!(await someoneWaits())) await new Promise((resolve) => setImmediate(resolve));
    await noting.commitTransaction();
    expect((await erasure).status).toBe(200);
  } finally {
    if (noting.isTransactionActive) await noting.rollbackTransaction();
    await noting.release();
  }
  expect(await app.dataSource.getRepository(LeadNote).countBy({ id: note!.id })).toBe(0);
});
