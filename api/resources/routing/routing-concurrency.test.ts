import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDataSource } from '../../platform/db/data-source';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { runPendingMigrations } from '../../platform/db/migrate';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { routingRule } from '../../test/routing';
import { prepareServer, type ServerSetup } from '../../test/server-setup';
import { startServer } from '../../test/start-server';
import { TEST_DATABASES } from '../../test/test-databases';

const PROCESSES = 3;
const LEADS_EACH = 100;
const AGENTS = 3;

let setup: ServerSetup;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  setup = await prepareServer(TEST_DATABASES.find((database) => database.name === 'postgres')!);
  const dataSource = createDataSource(setup.databaseUrl);
  await dataSource.initialize();
  try {
    await runPendingMigrations(dataSource);
    const agents = [];
    for (let n = 0; n < AGENTS; n++)
      agents.push((await addStaff(dataSource, { username: `agent${n}`, email: null })).id);
    await dataSource.getRepository(RoutingRule).insert({ ...routingRule('Everyone', agents), position: 0, turn: 0 });
  } finally {
    await dataSource.destroy();
  }
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGKILL');
    if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
  }
  await setup?.remove();
});

// Several app processes behind a load balancer share one PostgreSQL: each lead is routed in its own commit group,
// and the rule's turn row, locked until each group's commit, is the one place the turns are given from.
test(
  'three app processes on one PostgreSQL route 300 leads sent at once: each exactly once, turns spread evenly',
  { timeout: 120_000 },
  async () => {
    const addresses = await Promise.all(
      Array.from({ length: PROCESSES }, async (_, index) => {
        const port = index === 0 ? Number(setup.env.PORT) : await freePort();
        return { port, baseUrl: `http://127.0.0.1:${port}` };
      }),
    );
    servers.push(
      ...(await Promise.all(
        addresses.map(({ port, baseUrl }) => startServer({ ...setup.env, PORT: String(port) }, baseUrl)),
      )),
    );
    const statuses = await Promise.all(
      addresses.flatMap(({ baseUrl }, server) =>
        Array.from({ length: LEADS_EACH }, (_, n) =>
          fetch(`${baseUrl}/api/buyers`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(buildLead({ email: `s${server}.n${n}@concurrency.example` })),
          }).then((response) => response.status),
        ),
      ),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const dataSource = createDataSource(setup.databaseUrl);
    await dataSource.initialize();
    try {
      const leads = await dataSource.getRepository(Lead).find({ select: { id: true, assignedToId: true } });
      expect(leads).toHaveLength(PROCESSES * LEADS_EACH);
      expect(leads.filter((lead) => lead.assignedToId === null)).toEqual([]);
      const changes = await dataSource.getRepository(LeadAssignmentChange).findBy({ reason: 'routed' });
      // One routing entry per lead, naming the owner it has.
      expect(changes).toHaveLength(leads.length);
      expect(new Set(changes.map((change) => change.leadId)).size).toBe(leads.length);
      const owners = new Map(leads.map((lead) => [lead.id, lead.assignedToId]));
      expect(changes.filter((change) => change.toUserId !== owners.get(change.leadId))).toEqual([]);
      const perAgent = [...Map.groupBy(leads, (lead) => lead.assignedToId).values()].map((group) => group.length);
      expect(perAgent).toHaveLength(AGENTS);
      expect(Math.max(...perAgent) - Math.min(...perAgent)).toBeLessThanOrEqual(1);
    } finally {
      await dataSource.destroy();
    }
  },
);
