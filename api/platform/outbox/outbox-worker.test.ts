import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createDataSource } from '../db/data-source';
import { OutboxJob } from '../db/entities/OutboxJob';
import { WebhookEndpoint } from '../db/entities/WebhookEndpoint';
import type { EmailJob } from '../mail/email-job';
import type { NotificationEvent } from '#contract/notifications/notifications-api';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES, openMigratedDatabase } from '../../test/test-databases';
import { enqueueJobs } from './enqueue-jobs';
import { claimDueJobs, type ClaimedJob } from './claim-due-jobs';
import { OutboxWorker, type JobHandlers, type OutboxWorkerOptions } from './outbox-worker';
import { PermanentJobError } from './permanent-job-error';

const quiet = () => {};
const FAST = { pollMs: 20, retryDelaysMs: [10, 10, 10] };

async function jobs(dataSource: DataSource): Promise<OutboxJob[]> {
  return dataSource.getRepository(OutboxJob).find({ order: { id: 'ASC' } });
}

describe.each(TEST_DATABASES)('the outbox on $name', (database) => {
  describe('written with the row it is about', () => {
    let app: TestApp;
    beforeEach(async () => {
      app = await startTestApp(database);
      // Someone to tell about every event (the worker is not started: nothing is sent).
      await app.dataSource
        .getRepository(WebhookEndpoint)
        .insert({ url: 'http://127.0.0.1:9/hooks', events: ['lead.created'], enabled: true, secret: 'whsec_x' });
    });
    afterEach(() => app.close());

    test('with nobody to tell (email off, no enabled endpoint) no event is written: the intake stays one insert', async () => {
      await app.dataSource.getRepository(WebhookEndpoint).update({ enabled: true }, { enabled: false });
      expect((await app.postJson('/api/buyers', buildLead())).status).toBe(201);
      await app.postJson('/api/newsletter', { email: 'quiet@example.com' });
      expect(await jobs(app.dataSource)).toEqual([]);
      expect(await app.dataSource.query('SELECT id FROM leads')).toHaveLength(1);
    });

    test("with email on, a lead is recorded for the staff and visitor emails and a subscriber's confirmation email is queued; a status change, which mails nobody, is not", async () => {
      const mailing = await startTestApp(database, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
      try {
        expect((await mailing.postJson('/api/buyers', buildLead())).status).toBe(201);
        await mailing.postJson('/api/newsletter', { email: 'mailed@example.com' });
        const [{ id }] = await mailing.dataSource.query('SELECT id FROM leads');
        const { cookie } = await signIn(mailing);
        const patched = await mailing.request(`/api/leads/${id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify({ contactStatus: 'Contacted' }),
        });
        expect(patched.status).toBe(200);
        // The subscriber is Pending: staff hear of it once it is confirmed.
        expect(
          (await jobs(mailing.dataSource)).map(
            (job) => (job.payload as NotificationEvent).type ?? (job.payload as EmailJob).message,
          ),
        ).toEqual(['lead.created', 'newsletter-confirmation']);
      } finally {
        await mailing.close();
      }
    });

    test('a new lead commits a lead.created event holding the lead as the visitor sent it', async () => {
      const response = await app.postJson(
        '/api/sellers',
        buildLead({ name: 'Kofi Boateng', email: 'kofi@example.com' }),
      );
      expect(response.status).toBe(201);
      const [job, ...more] = await jobs(app.dataSource);
      expect(more).toEqual([]);
      expect(job).toMatchObject({ kind: 'event', state: 'pending', attempts: 0 });
      const event = job!.payload as Extract<NotificationEvent, { type: 'lead.created' }>;
      const [lead] = await app.dataSource.query('SELECT id FROM leads');
      expect(event).toMatchObject({
        type: 'lead.created',
        lead: { id: Number(lead.id), type: 'seller', name: 'Kofi Boateng', email: 'kofi@example.com' },
      });
      expect(new Date(event.occurredAt).getTime()).toBe(new Date(event.lead.createdAt).getTime());
    });

    test('a spam bot (honeypot filled) writes no lead and no job', async () => {
      expect((await app.postJson('/api/buyers', buildLead({ website: 'http://spam.example' }))).status).toBe(201);
      expect(await jobs(app.dataSource)).toEqual([]);
    });

    test('a new subscriber commits one subscriber.created event; the same address again none', async () => {
      await app.postJson('/api/newsletter', { email: 'Abena@example.com' });
      await app.postJson('/api/newsletter', { email: 'abena@EXAMPLE.com' });
      const events = (await jobs(app.dataSource)).map((job) => job.payload as NotificationEvent);
      expect(events).toEqual([
        expect.objectContaining({
          type: 'subscriber.created',
          subscriber: expect.objectContaining({ email: 'Abena@example.com' }),
        }),
      ]);
    });

    test('a status change commits lead.status_changed with what changed and who changed it; saving the same status none', async () => {
      await app.postJson('/api/buyers', buildLead());
      const [{ id }] = await app.dataSource.query('SELECT id FROM leads');
      const { cookie, user } = await signIn(app);
      const patch = (body: unknown) =>
        app.request(`/api/leads/${id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify(body),
        });
      expect(
        (
          await patch({
            contactStatus: 'Contacted',
            assignedToId: user.id,
            nextStep: { date: '2099-12-01', text: 'Call after 6 pm UK time' },
          })
        ).status,
      ).toBe(200);
      expect((await patch({ contactStatus: 'Contacted' })).status).toBe(200);
      const events = (await jobs(app.dataSource)).map((job) => job.payload as NotificationEvent);
      expect(events.map((event) => event.type)).toEqual(['lead.created', 'lead.status_changed']);
      expect(events[1]).toMatchObject({
        lead: { id: Number(id), contactStatus: 'Contacted' },
        changes: [{ field: 'contactStatus', from: 'Not Contacted', to: 'Contacted' }],
        changedBy: user.username,
      });
      // Staff's own follow-up stays in the back-office: alerts and webhook receivers never get it.
      expect(JSON.stringify(events)).not.toMatch(/nextStep|assignedTo|UK time/);
    });
  });

  describe('delivered by the worker', () => {
    let dataSource: DataSource;
    let close: () => Promise<void>;
    const workers: OutboxWorker[] = [];
    beforeEach(async () => {
      ({ dataSource, close } = await openMigratedDatabase(database));
    });
    afterEach(async () => {
      for (const worker of workers.splice(0)) await worker.stop();
      await close();
    });
    const startWorker = async (handlers: JobHandlers, options: OutboxWorkerOptions = FAST, source = dataSource) => {
      const worker = new OutboxWorker(source, handlers, quiet, options);
      workers.push(worker);
      await worker.start();
      return worker;
    };
    const waitForState = (state: OutboxJob['state'], count = 1) =>
      expect
        .poll(async () => (await jobs(dataSource)).filter((job) => job.state === state).length, {
          timeout: 20_000,
          interval: 20,
        })
        .toBe(count);

    test('a failing delivery is tried again after its backoff and delivered once it succeeds', async () => {
      let calls = 0;
      await enqueueJobs(dataSource.manager, [{ kind: 'email', payload: { to: 'staff@example.com' } }]);
      await startWorker({
        email: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`relay down (${calls})`);
        },
      });
      await waitForState('delivered');
      const [job] = await jobs(dataSource);
      expect(job).toMatchObject({ attempts: 3, lastError: '', lockedUntil: null });
      expect(job!.finishedAt).toBeInstanceOf(Date);
      expect(calls).toBe(3);
    });

    test('after its last try a job is marked failed with the last error', async () => {
      await enqueueJobs(dataSource.manager, [{ kind: 'email', payload: {} }]);
      await startWorker({
        email: async () => {
          throw new Error('550 mailbox unavailable');
        },
      });
      await waitForState('failed');
      expect((await jobs(dataSource))[0]).toMatchObject({
        attempts: FAST.retryDelaysMs.length + 1,
        lastError: '550 mailbox unavailable',
      });
    });

    test('a permanent error fails the job at once; a kind it has no handler for is left to the worker that has', async () => {
      await enqueueJobs(dataSource.manager, [
        { kind: 'webhook', payload: {} },
        { kind: 'digest', payload: {} },
      ]);
      await startWorker({
        webhook: async () => {
          throw new PermanentJobError('endpoint deleted');
        },
      });
      await waitForState('failed', 1);
      expect((await jobs(dataSource)).map((job) => [job.state, job.attempts, job.lastError])).toEqual([
        ['failed', 1, 'endpoint deleted'],
        ['pending', 0, ''],
      ]);
    });

    test('a job not yet due waits; a planning job writes its plan exactly once, with its own end', async () => {
      await enqueueJobs(dataSource.manager, [
        { kind: 'event', payload: { n: 1 } },
        { kind: 'email', payload: { later: true }, runAt: new Date(Date.now() + 3_600_000) },
      ]);
      const delivered: unknown[] = [];
      await startWorker({
        event: async () => [
          { kind: 'email', payload: { to: 'a@example.com' } },
          { kind: 'email', payload: { to: 'b@example.com' } },
        ],
        email: async (job) => {
          delivered.push(job.payload);
        },
      });
      await waitForState('delivered', 3);
      expect(delivered).toEqual([{ to: 'a@example.com' }, { to: 'b@example.com' }]);
      expect((await jobs(dataSource)).map((job) => job.state)).toEqual([
        'delivered',
        'pending',
        'delivered',
        'delivered',
      ]);
    });

    test('with more jobs due than room, the worker claims again once half its room is free, not after the slowest job', async () => {
      await enqueueJobs(
        dataSource.manager,
        Array.from({ length: 8 }, (_, n) => ({ kind: 'email' as const, payload: { n: n + 1 } })),
      );
      let release = () => {};
      const slow = new Promise<void>((resolve) => (release = resolve));
      const started: number[] = [];
      // No poll comes to the rescue: only the room its ended jobs free makes it claim again.
      await startWorker(
        {
          email: async (job) => {
            const { n } = job.payload as { n: number };
            started.push(n);
            if (n === 3 || n === 4) await slow;
          },
        },
        { ...FAST, pollMs: 600_000, maxInFlight: 4, batchSize: 4 },
      );
      try {
        // Every other job runs while 3 and 4 are still under way.
        await expect
          .poll(() => [...started].sort(), { timeout: 20_000, interval: 20 })
          .toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      } finally {
        release();
      }
      await waitForState('delivered', 8);
    });

    test('a job another process holds is left alone until its lease ends', async () => {
      await enqueueJobs(dataSource.manager, [{ kind: 'email', payload: {} }]);
      // As a process that claimed the job and was killed mid-delivery leaves it.
      await dataSource
        .getRepository(OutboxJob)
        .update({ state: 'pending' }, { attempts: 1, lockedUntil: new Date(Date.now() + 1_500) });
      const handled: number[] = [];
      const worker = new OutboxWorker(
        dataSource,
        { email: async (job) => void handled.push(job.attempts) },
        quiet,
        FAST,
      );
      await worker.runPass();
      expect(handled).toEqual([]);
      await expect.poll(async () => (await worker.runPass(), handled), { timeout: 20_000, interval: 100 }).toEqual([2]);
    });

    test('a try whose job another process has taken over meanwhile ends nothing: neither its success nor its failure is written', async () => {
      await enqueueJobs(dataSource.manager, [
        { kind: 'event', payload: {} },
        { kind: 'email', payload: {} },
      ]);
      // As another process's claim after this one's lease ran out: a new lease on the row.
      const takeOver = (id: number) =>
        dataSource
          .getRepository(OutboxJob)
          .update({ id }, { attempts: 2, lockedUntil: new Date(Date.now() + 3_600_000) });
      const worker = new OutboxWorker(
        dataSource,
        {
          event: async (job) => (await takeOver(job.id), [{ kind: 'email' as const, payload: { planned: true } }]),
          email: async (job) => {
            await takeOver(job.id);
            throw new Error('relay down');
          },
        },
        quiet,
        FAST,
      );
      await worker.runPass();
      const after = await jobs(dataSource);
      expect(after.map((job) => [job.kind, job.state, job.attempts, job.lastError])).toEqual([
        ['event', 'pending', 2, ''],
        ['email', 'pending', 2, ''],
      ]);
      expect(after.every((job) => job.lockedUntil !== null)).toBe(true);
    });

    test('a job whose tries all ended without an outcome (the process died each time) is failed, not tried again', async () => {
      await enqueueJobs(dataSource.manager, [{ kind: 'email', payload: {} }]);
      await dataSource
        .getRepository(OutboxJob)
        .update({ state: 'pending' }, { attempts: FAST.retryDelaysMs.length + 1, lockedUntil: null });
      const handled: number[] = [];
      await startWorker({ email: async (job) => void handled.push(job.id) });
      await waitForState('failed');
      expect(handled).toEqual([]);
      expect((await jobs(dataSource))[0]!.lastError).toMatch(/no outcome after 4 tries/);
    });

    test('dedupe keys make a job once-only: the same key again is not written', async () => {
      await enqueueJobs(dataSource.manager, [{ kind: 'digest', payload: {}, dedupeKey: 'digest:2026-11-24' }]);
      await enqueueJobs(dataSource.manager, [
        { kind: 'digest', payload: { again: true }, dedupeKey: 'digest:2026-11-24' },
      ]);
      expect((await jobs(dataSource)).map((job) => job.payload)).toEqual([{}]);
    });

    if (database.name === 'sqlite') {
      test('on SQLite (one process) a restart takes back the leases it left behind', async () => {
        await enqueueJobs(dataSource.manager, [{ kind: 'email', payload: {} }]);
        await dataSource
          .getRepository(OutboxJob)
          .update({ state: 'pending' }, { attempts: 1, lockedUntil: new Date(Date.now() + 3_600_000) });
        await startWorker({ email: async () => {} });
        await waitForState('delivered');
        expect((await jobs(dataSource))[0]!.attempts).toBe(2);
      });
    }

    if (database.name === 'postgres') {
      test('a job held by a process that has died (its connections gone) is taken over before its lease ends', async () => {
        await enqueueJobs(dataSource.manager, [
          { kind: 'email', payload: {} },
          { kind: 'email', payload: {} },
        ]);
        const [dead, alive] = await jobs(dataSource);
        const lease = new Date(Date.now() + 3_600_000);
        await dataSource
          .getRepository(OutboxJob)
          .update({ id: dead!.id }, { attempts: 1, lockedUntil: lease, claimedBy: 'your-home-in-ghana:killed' });
        const ownName = (dataSource.options as { applicationName: string }).applicationName;
        await dataSource
          .getRepository(OutboxJob)
          .update({ id: alive!.id }, { attempts: 1, lockedUntil: lease, claimedBy: ownName });
        const handled: number[] = [];
        await new OutboxWorker(dataSource, { email: async (job) => void handled.push(job.id) }, quiet, FAST).runPass();
        expect(handled).toEqual([dead!.id]);
      });

      test('claims racing from two processes never take the same job', async () => {
        const second = createDataSource((dataSource.options as { url: string }).url);
        await second.initialize();
        try {
          const total = 300;
          await enqueueJobs(
            dataSource.manager,
            Array.from({ length: total }, (_, n) => ({ kind: 'email' as const, payload: { n } })),
          );
          const claimed: number[] = [];
          const claimer = async (source: DataSource) => {
            for (;;) {
              const jobs = await claimDueJobs(source, {
                kinds: ['email'],
                leaseMs: 60_000,
                batchSize: 7,
                maxAttempts: 8,
              });
              if (jobs.length === 0) return;
              claimed.push(...jobs.map((job) => job.id));
            }
          };
          await Promise.all([claimer(dataSource), claimer(second), claimer(dataSource), claimer(second)]);
          expect(claimed).toHaveLength(total);
          expect(new Set(claimed).size).toBe(total);
        } finally {
          await second.destroy();
        }
      });

      test('two processes on one PostgreSQL database never run the same job, and run them all', async () => {
        const second = createDataSource((dataSource.options as { url: string }).url);
        await second.initialize();
        try {
          const total = 60;
          await enqueueJobs(
            dataSource.manager,
            Array.from({ length: total }, (_, n) => ({ kind: 'email' as const, payload: { n } })),
          );
          const runs: Array<{ process: number; n: number }> = [];
          const handler = (process: number) => async (job: ClaimedJob) => {
            runs.push({ process, n: (job.payload as { n: number }).n });
            // The first process holds its jobs (as slow deliveries would) until the second has run one:
            // with its hands full it cannot claim the rest, so both take part whatever the timing.
            if (process === 1)
              await expect
                .poll(() => runs.some((run) => run.process === 2), { timeout: 20_000, interval: 5 })
                .toBe(true);
          };
          const options = { ...FAST, batchSize: 5, maxInFlight: 5 };
          await Promise.all([
            startWorker({ email: handler(1) }, options),
            startWorker({ email: handler(2) }, options, second),
          ]);
          await waitForState('delivered', total);
          expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
          // Both took part: the claim is shared work, not one process locking out the other.
          expect(new Set(runs.map((run) => run.process)).size).toBe(2);
        } finally {
          for (const worker of workers.splice(0)) await worker.stop();
          await second.destroy();
        }
      });
    }
  });
});
