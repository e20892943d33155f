import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadStatusChange } from '../../platform/db/entities/LeadStatusChange';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { StatusEntry, TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { insertLead } from '../../test/seed-rows';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)(
  'PATCH /api/leads/{id}, /api/{type}s/{id} and the status changes in GET /api/leads/{id}/timeline on $name',
  (database) => {
    let app: TestApp;
    let admin: { cookie: string; user: { id: number; username: string } };

    const patch = (path: string, body: unknown, cookie = admin.cookie) =>
      app.request(path, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(body),
      });
    /** The lead's status changes from its timeline, oldest first. */
    const historyOf = async (id: number, cookie = admin.cookie): Promise<StatusEntry[]> => {
      const response = await app.request(`/api/leads/${id}/timeline`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      const timeline: TimelineEntry[] = (await response.json()).timeline;
      return timeline.filter((entry): entry is StatusEntry => entry.kind === 'status').reverse();
    };
    const stored = (id: number) => app.dataSource.getRepository(Lead).findOneByOrFail({ id });
    const newLead = (type: 'buyer' | 'seller' | 'renter' = 'buyer') =>
      insertLead(app.dataSource, { type, createdAt: '2026-01-10T08:00:00.000Z' });

    beforeAll(async () => {
      app = await startTestApp(database);
      admin = await signIn(app, { role: 'admin' });
    });
    afterAll(() => app.close());

    test('changes only the statuses, answers { lead }, moves updatedAt and records who changed what, when', async () => {
      const lead = await newLead();
      const before = Date.now();
      const response = await patch(`/api/leads/${lead.id}`, {
        contactStatus: 'Contacted',
        name: 'Hacker',
        type: 'seller',
        createdAt: '2020-01-01T00:00:00Z',
        id: 999,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { lead: LeadRecord };
      expect(Object.keys(body)).toEqual(['lead']);
      expect(body.lead).toMatchObject({
        id: lead.id,
        type: 'buyer',
        name: lead.name,
        contactStatus: 'Contacted',
        leadStatus: 'New',
        createdAt: '2026-01-10T08:00:00.000Z',
      });
      expect(new Date(body.lead.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const row = await stored(lead.id);
      expect(row).toMatchObject({
        name: lead.name,
        type: 'buyer',
        email: lead.email,
        contactStatus: 'Contacted',
        leadStatus: 'New',
      });
      expect(row.updatedAt.toISOString()).toBe(body.lead.updatedAt);
      expect(row.createdAt.toISOString()).toBe('2026-01-10T08:00:00.000Z');

      const history = await historyOf(lead.id);
      expect(history).toEqual([
        {
          kind: 'status',
          id: expect.any(Number),
          at: body.lead.updatedAt,
          field: 'contactStatus',
          from: 'Not Contacted',
          to: 'Contacted',
          by: { name: admin.user.username, deleted: false },
        },
      ]);
    });

    test('only fields that really change are recorded; an unchanged update writes nothing', async () => {
      const lead = await newLead();
      await patch(`/api/leads/${lead.id}`, { contactStatus: 'Follow-Up', leadStatus: 'Qualified' });
      const afterFirst = await stored(lead.id);
      // contactStatus stays Follow-Up: only the lead status is a change.
      await patch(`/api/leads/${lead.id}`, { contactStatus: 'Follow-Up', leadStatus: 'Interested' });
      const same = await patch(`/api/leads/${lead.id}`, { contactStatus: 'Follow-Up', leadStatus: 'Interested' });
      expect(same.status).toBe(200);
      expect((await same.json()).lead).toMatchObject({ contactStatus: 'Follow-Up', leadStatus: 'Interested' });
      const afterSame = await stored(lead.id);

      const history = await historyOf(lead.id);
      expect(history.map(({ field, from, to }) => [field, from, to])).toEqual([
        ['contactStatus', 'Not Contacted', 'Follow-Up'],
        ['leadStatus', 'New', 'Qualified'],
        ['leadStatus', 'Qualified', 'Interested'],
      ]);
      expect(history[0].id).toBeLessThan(history[2].id);
      expect(afterSame.updatedAt.getTime()).toBeGreaterThanOrEqual(afterFirst.updatedAt.getTime());
      expect(new Date(history[2].at).getTime()).toBe(afterSame.updatedAt.getTime());
    });

    test('saves sent at the same moment leave an unbroken history: each change starts where the one before ended', async () => {
      const lead = await newLead();
      const statuses = ['Qualified', 'Interested', 'Converted', 'Not Interested', 'Qualified', 'New'] as const;
      const answers = await Promise.all(statuses.map((leadStatus) => patch(`/api/leads/${lead.id}`, { leadStatus })));
      expect(answers.map((answer) => answer.status)).toEqual(statuses.map(() => 200));
      const history = await historyOf(lead.id);
      expect(history.length).toBeGreaterThan(0);
      expect(history[0].from).toBe('New');
      for (let i = 1; i < history.length; i++) expect(history[i].from).toBe(history[i - 1].to);
      expect((await stored(lead.id)).leadStatus).toBe(history.at(-1)?.to);
    });

    if (database.name === 'postgres') {
      test('two saves that really overlap: the second waits for the first and records the status it left', async () => {
        const lead = await newLead();
        // Another connection holds the lead's row lock, so both saves start before either can finish;
        // it lets go only once both are seen waiting behind it. Without the service's row lock both
        // would read 'New' first and wait at their UPDATE instead, and the second would record 'New'
        // as its 'from' although the first had just changed it.
        const holder = app.dataSource.createQueryRunner();
        await holder.connect();
        let answers: Promise<Response[]>;
        try {
          await holder.startTransaction();
          await holder.query('SELECT "id" FROM "leads" WHERE "id" = $1 FOR UPDATE', [lead.id]);
          const [{ pid }] = await holder.query('SELECT pg_backend_pid() AS "pid"');
          answers = Promise.all(
            ['Qualified', 'Interested'].map((leadStatus) => patch(`/api/leads/${lead.id}`, { leadStatus })),
          );
          await waitUntilBlockedBy(pid, 2);
        } finally {
          if (holder.isTransactionActive) await holder.rollbackTransaction();
          await holder.release();
        }
        expect((await answers).map((answer) => answer.status)).toEqual([200, 200]);
        const history = await historyOf(lead.id);
        expect(history).toHaveLength(2);
        expect(history[0].from).toBe('New');
        expect(history[1].from).toBe(history[0].to);
        expect((await stored(lead.id)).leadStatus).toBe(history[1].to);
      }, 60_000);
    }

    /** Waits until this many connections wait, directly or behind another waiter, for a lock the backend `pid` holds. */
    async function waitUntilBlockedBy(pid: number, count: number): Promise<void> {
      const waiters = async (): Promise<number> => {
        const [{ waiting }] = await app.dataSource.query(
          `WITH RECURSIVE "waiters" AS (
           SELECT "pid" FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids("pid"))
           UNION SELECT "activity"."pid" FROM pg_stat_activity AS "activity"
             JOIN "waiters" ON "waiters"."pid" = ANY(pg_blocking_pids("activity"."pid"))
         ) SELECT COUNT(*)::int AS "waiting" FROM "waiters"`,
          [pid],
        );
        return waiting;
      };
      await expect.poll(waiters, { timeout: 30_000, message: "saves waiting for the lead's row" }).toBe(count);
    }

    test('bad statuses and bodies answer 400 with a message per field and change nothing', async () => {
      const lead = await newLead();
      const cases: [unknown, string[]][] = [
        [{ contactStatus: 'Called' }, ['contactStatus']],
        [{ leadStatus: 'qualified' }, ['leadStatus']],
        [{ leadStatus: null }, ['leadStatus']],
        [{ contactStatus: 3, leadStatus: ['New'] }, ['contactStatus', 'leadStatus']],
        [{ contactStatus: 'Contacted', leadStatus: 'Hot' }, ['leadStatus']],
        [{}, []],
        [{ name: 'Only other fields' }, []],
        [[{ contactStatus: 'Contacted' }], []],
      ];
      for (const [body, fields] of cases) {
        const response = await patch(`/api/leads/${lead.id}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { error } = await response.json();
        expect(Object.keys(error.fields).sort(), JSON.stringify(body)).toEqual(fields);
        for (const field of fields) expect(error.fields[field]).toMatch(/^Choose one of: /);
      }
      expect(await stored(lead.id)).toMatchObject({
        contactStatus: 'Not Contacted',
        leadStatus: 'New',
        name: lead.name,
      });
      expect(await historyOf(lead.id)).toEqual([]);
    });

    test('the typed paths change a lead of their own type and answer 404 for another type', async () => {
      const seller = await newLead('seller');
      const wrong = await patch(`/api/buyers/${seller.id}`, { leadStatus: 'Converted' });
      expect(wrong.status).toBe(404);
      expect((await wrong.json()).error.code).toBe('not_found');
      expect((await patch(`/api/renters/${seller.id}`, { leadStatus: 'Converted' })).status).toBe(404);
      expect((await stored(seller.id)).leadStatus).toBe('New');

      const right = await patch(`/api/sellers/${seller.id}`, { leadStatus: 'Converted' });
      expect(right.status).toBe(200);
      expect((await right.json()).lead).toMatchObject({ id: seller.id, type: 'seller', leadStatus: 'Converted' });
      const renter = await newLead('renter');
      expect((await patch(`/api/renters/${renter.id}`, { contactStatus: 'Contacted' })).status).toBe(200);
    });

    test('unknown and malformed ids answer 404 JSON, never 500', async () => {
      for (const id of ['999999', 'abc', '1.5', '1e3', '0', '-1', '007', '99999999999999999999', '2147483648', '%00']) {
        for (const path of [`/api/leads/${id}`, `/api/buyers/${id}`]) {
          const response = await patch(path, { contactStatus: 'Contacted' });
          expect(response.status, path).toBe(404);
          expect((await response.json()).error.code, path).toBe('not_found');
        }
        const timeline = await app.request(`/api/leads/${id}/timeline`, { headers: { Cookie: admin.cookie } });
        expect(timeline.status, id).toBe(404);
      }
    });

    test('a bad body is named before a bad id, and a bad id before an empty update', async () => {
      const badBody = await patch('/api/leads/abc', { contactStatus: 'bogus' });
      expect(badBody.status).toBe(400);
      expect((await badBody.json()).error.code).toBe('validation_failed');
      const emptyUpdate = await patch('/api/leads/abc', {});
      expect(emptyUpdate.status).toBe(404);
    });

    test('without a session: 401 and nothing changes', async () => {
      const lead = await newLead();
      for (const path of [`/api/leads/${lead.id}`, `/api/buyers/${lead.id}`]) {
        const response = await patch(path, { contactStatus: 'Contacted' }, '');
        expect(response.status).toBe(401);
      }
      expect((await stored(lead.id)).contactStatus).toBe('Not Contacted');
    });

    test('a user may change statuses; after their account is deleted the history keeps their name', async () => {
      const user = await signIn(app, { role: 'user' });
      const lead = await newLead();
      expect((await patch(`/api/leads/${lead.id}`, { leadStatus: 'Not Interested' }, user.cookie)).status).toBe(200);
      expect((await historyOf(lead.id, user.cookie))[0]).toMatchObject({
        by: { name: user.user.username, deleted: false },
      });

      await app.dataSource.getRepository(AdminUser).delete({ id: user.user.id });
      const [change] = await historyOf(lead.id);
      expect(change).toMatchObject({
        field: 'leadStatus',
        from: 'New',
        to: 'Not Interested',
        by: { name: user.user.username, deleted: true },
      });
      expect(await app.dataSource.getRepository(LeadStatusChange).findOneByOrFail({ leadId: lead.id })).toMatchObject({
        changedById: null,
      });
    });

    test('a lead removed from the database takes its history with it', async () => {
      const lead = await newLead();
      await patch(`/api/leads/${lead.id}`, { contactStatus: 'Contacted' });
      await app.dataSource.getRepository(Lead).delete({ id: lead.id });
      expect(await app.dataSource.getRepository(LeadStatusChange).countBy({ leadId: lead.id })).toBe(0);
      expect((await app.request(`/api/leads/${lead.id}/timeline`, { headers: { Cookie: admin.cookie } })).status).toBe(
        404,
      );
    });

    test("the history table: UTC instants, the lead and user foreign keys, an index for one lead's changes", async () => {
      const runner = app.dataSource.createQueryRunner();
      try {
        const table = await runner.getTable('lead_status_changes');
        if (database.name === 'postgres')
          expect(table?.findColumnByName('changedAt')?.type).toBe('timestamp with time zone');
        const keys = table?.foreignKeys
          .map((key) => [key.columnNames[0], key.referencedTableName, key.onDelete])
          .sort();
        expect(keys).toEqual([
          ['changedById', 'admin_users', 'SET NULL'],
          ['leadId', 'leads', 'CASCADE'],
        ]);
        if (database.name === 'postgres') {
          // TypeORM reads PostgreSQL index columns in table order, not index order: ask the catalogue.
          const [{ indexdef }] = await app.dataSource.query(
            `SELECT indexdef FROM pg_indexes WHERE indexname = 'IDX_lead_status_changes_leadId'`,
          );
          expect(indexdef).toMatch(/\("leadId", id\)$/);
        } else {
          expect(table?.indices.find((index) => index.name === 'IDX_lead_status_changes_leadId')?.columnNames).toEqual([
            'leadId',
            'id',
          ]);
        }
      } finally {
        await runner.release();
      }
    });

    test('POST /api/buyers stays public beside the signed-in GET; other methods answer 405 naming both', async () => {
      expect((await app.postJson('/api/buyers', buildLead())).status).toBe(201);
      const response = await app.request('/api/buyers', { method: 'DELETE', headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD', 'POST']);
      expect((await response.json()).error.code).toBe('method_not_allowed');
      const post = await app.postJson('/api/leads/1', { contactStatus: 'Contacted' }, { Cookie: admin.cookie });
      expect(post.status).toBe(405);
      expect(post.headers.get('Allow')?.split(/,\s*/).sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH']);
    });
  },
);
