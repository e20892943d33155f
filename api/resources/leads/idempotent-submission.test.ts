import { afterEach, describe, expect, test } from 'vitest';
import { createDataSource } from '../../platform/db/data-source';
import { Lead } from '../../platform/db/entities/Lead';
import { SubmissionKey } from '../../platform/db/entities/SubmissionKey';
import { runPendingMigrations } from '../../platform/db/migrate';
import { buildLead } from '../../test/factories';
import { serveTestApp, startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { SUBMISSION_KEY_LIFETIME_MS } from './submission-keys';

let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
});

const keyed = (key: string) => ({ 'Idempotency-Key': key });
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

describe.each(TEST_DATABASES)('Idempotency-Key on the join forms, $name', (database) => {
  async function start(): Promise<TestApp> {
    const app = await startTestApp(database);
    apps.push(app);
    return app;
  }
  const storedLeads = (app: TestApp) => app.dataSource.getRepository(Lead).find({ order: { id: 'ASC' } });

  test('the same form sent twice with one key stores one lead and answers the first receipt both times', async () => {
    const app = await start();
    const form = buildLead();
    const key = newKey();
    const first = await app.postJson('/api/buyers', form, keyed(key));
    const second = await app.postJson('/api/buyers', form, keyed(key));
    expect([first.status, second.status]).toEqual([201, 201]);
    const firstBody = await first.json();
    expect(await second.json()).toEqual(firstBody);
    const leads = await storedLeads(app);
    expect(leads.map((lead) => lead.email)).toEqual([form.email]);
    expect(firstBody.createdAt).toBe(leads[0]!.createdAt.toISOString());

    // Without a key, each submission is its own lead, as before.
    await app.postJson('/api/buyers', form);
    await app.postJson('/api/buyers', form);
    expect(await storedLeads(app)).toHaveLength(3);
  });

  test('concurrent repeats of one key (a double tap, a retry racing the first) store exactly one lead', async () => {
    const app = await start();
    const form = buildLead();
    const key = newKey();
    const others = Array.from({ length: 6 }, () => buildLead());
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => app.postJson('/api/renters', form, keyed(key))),
      ...others.map((other) => app.postJson('/api/renters', other, keyed(newKey()))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(201));
    const bodies = await Promise.all(answers.slice(0, 10).map((answer) => answer.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const emails = (await storedLeads(app)).map((lead) => lead.email);
    expect(emails.filter((email) => email === form.email)).toHaveLength(1);
    expect(emails).toHaveLength(7);
    expect(await app.dataSource.getRepository(SubmissionKey).count()).toBe(7);
  });

  test('the same key with another form, or on another endpoint, is a 409 that stores nothing and keeps the first lead', async () => {
    const app = await start();
    const form = buildLead();
    const key = newKey();
    expect((await app.postJson('/api/buyers', form, keyed(key))).status).toBe(201);

    const changed = await app.postJson('/api/buyers', { ...form, name: 'Someone Else' }, keyed(key));
    expect(changed.status).toBe(409);
    expect((await changed.json()).error).toMatchObject({
      code: 'idempotency_key_reused',
      message: expect.stringContaining('Idempotency-Key'),
    });
    const elsewhere = await app.postJson(
      '/api/sellers',
      { ...form, propertyLocation: 'Tema', sellingPrice: 'GHS 900,000' },
      keyed(key),
    );
    expect(elsewhere.status).toBe(409);

    const leads = await storedLeads(app);
    expect(leads.map((lead) => [lead.type, lead.name])).toEqual([['buyer', form.name]]);
  });

  test('a malformed key is a 400 and stores nothing; a bad form with a key stores nothing and frees the key', async () => {
    const app = await start();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'ünïcödé-key-1234']) {
      const answer = await app.postJson('/api/buyers', buildLead(), keyed(key));
      expect(answer.status, key).toBe(400);
      expect((await answer.json()).error.message).toContain('Idempotency-Key');
    }
    const key = newKey();
    const form = buildLead();
    expect((await app.postJson('/api/buyers', { ...form, email: 'not an address' }, keyed(key))).status).toBe(400);
    expect(await storedLeads(app)).toEqual([]);
    // The fixed form may reuse the key: the refused one stored nothing under it.
    expect((await app.postJson('/api/buyers', form, keyed(key))).status).toBe(201);
    expect(await storedLeads(app)).toHaveLength(1);
  });

  test('a key is remembered for 24 hours: after that the same form is a new submission', async () => {
    const app = await start();
    const form = buildLead();
    const key = newKey();
    expect((await app.postJson('/api/buyers', form, keyed(key))).status).toBe(201);
    const dayAgo = new Date(Date.now() - SUBMISSION_KEY_LIFETIME_MS - 60_000);
    await app.dataSource.getRepository(SubmissionKey).update({ key }, { createdAt: dayAgo });

    expect((await app.postJson('/api/buyers', form, keyed(key))).status).toBe(201);
    const leads = await storedLeads(app);
    expect(leads).toHaveLength(2);
    const stored = await app.dataSource.getRepository(SubmissionKey).findOneByOrFail({ key });
    expect(stored.leadId).toBe(leads[1]!.id);
  });

  test('deleting the lead forgets its key', async () => {
    const app = await start();
    const key = newKey();
    const form = buildLead();
    expect((await app.postJson('/api/buyers', form, keyed(key))).status).toBe(201);
    expect(await app.dataSource.getRepository(SubmissionKey).count()).toBe(1);
    await app.dataSource.getRepository(Lead).delete({ email: form.email as string });
    expect(await app.dataSource.getRepository(SubmissionKey).count()).toBe(0);
  });

  test('two app processes on one database racing the same key store one lead', async () => {
    const { url, drop } = await database.create();
    const sources = [createDataSource(url), createDataSource(url)];
    await sources[0]!.initialize();
    await runPendingMigrations(sources[0]!);
    await sources[1]!.initialize();
    let open = 2;
    const closeOne = (index: number) => async () => {
      await sources[index]!.destroy();
      if ((open -= 1) === 0) await drop();
    };
    const pair = [await serveTestApp(sources[0]!, closeOne(0)), await serveTestApp(sources[1]!, closeOne(1))];
    apps.push(...pair);

    for (let round = 0; round < 5; round += 1) {
      const form = buildLead();
      const key = newKey();
      const answers = await Promise.all(
        pair.flatMap((app) => [
          app.postJson('/api/buyers', form, keyed(key)),
          app.postJson('/api/buyers', form, keyed(key)),
        ]),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      expect(await sources[0]!.getRepository(Lead).countBy({ email: form.email as string })).toBe(1);
    }
  });
});
