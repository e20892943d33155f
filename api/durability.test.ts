import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Agent } from 'node:http';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { buildLead } from './test/factories';
import { postJsonOver } from './test/post-json-over';
import { prepareServer, type ServerSetup } from './test/server-setup';
import { startServer } from './test/start-server';
import { TEST_DATABASES } from './test/test-databases';

const CLIENTS = 20;
const ROUNDS = 3;
/** Acknowledged leads a round waits for before the kill: the server is then busy for sure. */
const ACKS_BEFORE_KILL = 200;

/**
 * Twenty clients posting leads without pause until `stop`; each email is unique and recorded when
 * the server acknowledged it with 2xx. A request the kill cuts off counts as failed.
 */
function postLeads(baseUrl: string, round: number, acknowledged: string[]) {
  // A pool of its own: the killed server's sockets must not be reused by the next round.
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  let stopped = false;
  let failed = 0;
  let ackedThisRound = 0;
  const client = async (index: number) => {
    for (let n = 0; !stopped; n += 1) {
      const email = `r${round}.c${index}.n${n}@durability.example`;
      try {
        const status = await postJsonOver(agent, `${baseUrl}/api/buyers`, buildLead({ email }));
        if (status >= 200 && status < 300) {
          acknowledged.push(email);
          ackedThisRound += 1;
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const clients = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return {
    acked: () => ackedThisRound,
    async stop() {
      stopped = true;
      await clients;
      agent.destroy();
      return { failed };
    },
  };
}

interface Stored {
  emails: Set<string>;
  leadIds: number[];
  /** The lead of each `lead.created` job in the outbox. */
  eventLeadIds: number[];
}

async function stored(databaseUrl: string): Promise<Stored> {
  const leadsSql = 'SELECT id, email FROM leads ORDER BY id';
  const eventsSql = "SELECT payload FROM outbox WHERE kind = 'event'";
  let leads: { id: number; email: string }[];
  let events: { payload: string }[];
  if (databaseUrl.startsWith('sqlite:')) {
    const reader = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      leads = reader.prepare(leadsSql).all() as typeof leads;
      events = reader.prepare(eventsSql).all() as typeof events;
    } finally {
      reader.close();
    }
  } else {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      leads = (await client.query(leadsSql)).rows;
      events = (await client.query(eventsSql)).rows;
    } finally {
      await client.end();
    }
  }
  const created = events
    .map((row) => JSON.parse(row.payload) as { type: string; lead?: { id: number } })
    .filter((event) => event.type === 'lead.created');
  return {
    emails: new Set(leads.map((row) => row.email)),
    leadIds: leads.map((row) => Number(row.id)),
    eventLeadIds: created.map((event) => Number(event.lead!.id)).sort((a, b) => a - b),
  };
}

let setup: ServerSetup | undefined;
let relay: Server | undefined;
let running: ChildProcess | undefined;
afterEach(async () => {
  relay?.close();
  relay = undefined;
  if (running && running.exitCode === null && running.signalCode === null) {
    running.kill('SIGKILL');
    await once(running, 'exit');
  }
  await setup?.remove();
  setup = undefined;
});

describe.each(TEST_DATABASES)('durability on $name', (database) => {
  test(`every lead acknowledged with 2xx survives kill -9 under ${CLIENTS} posting clients, ${ROUNDS} times, each with its alert job`, async () => {
    setup = await prepareServer(database);
    const { databaseUrl, baseUrl } = setup;
    relay = createServer((socket) => socket.on('error', () => {})).listen(0, '127.0.0.1');
    await once(relay, 'listening');
    const env = {
      ...setup.env,
      SESSION_SECRET: 'durability-session-secret-0123456789abcdef',
      ADMIN_USERNAME: 'durability-admin',
      ADMIN_PASSWORD: 'durability-password',
      // Email on, so every lead has someone to tell and writes its outbox job. The relay accepts and never
      // answers: the worker's few tries wait on it instead of failing and retrying thousands of times
      // beside the load this test measures.
      SMTP_URL: `smtp://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    };

    const acknowledged: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      running = await startServer(env, baseUrl);
      const load = postLeads(baseUrl, round, acknowledged);
      await expect.poll(load.acked, { timeout: 120_000, interval: 20 }).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      running.kill('SIGKILL');
      await once(running, 'exit');
      const { failed } = await load.stop();
      // The kill came while requests were under way: some were cut off.
      expect(failed, `round ${round}`).toBeGreaterThan(0);
    }

    // It starts again after the last kill too, and every acknowledged lead is there.
    running = await startServer(env, baseUrl);
    const { emails, leadIds, eventLeadIds } = await stored(databaseUrl);
    const lost = acknowledged.filter((email) => !emails.has(email));
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
    expect(lost).toEqual([]);
    // The outbox job commits with its lead or not at all: one per lead, none without one.
    expect(eventLeadIds).toEqual(leadIds);
  }, 300_000);
});
