import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_LENGTH } from '#contract/leads/join-form';
import type { LeadRecord } from '#contract/leads/leads-api';
import { Lead } from '../../platform/db/entities/Lead';
import { insertLeads } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T08:00:00Z');
// Single words, so every collation sorts them alike; repeats and equal times test the id tie-breaker.
const NAMES = ['Yaw', 'Ama', 'Kofi', 'Ama', 'Efua', 'Kwame', 'Abena', 'Yaw', 'Esi', 'Kojo', 'Adwoa'];
// Days from START of each buyer's next step; null: none.
const STEPS = [3, null, 1, 3, null, 0, null, 5, 1, null, null];

// The lists' orders read page by page: each lead once, in order, whatever the page size; a search
// (through the trigram index) and the filters keep the order; a cursor belongs to its own order.
describe.each(TEST_DATABASES)('sorted lead lists on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  let buyers: Lead[];

  const get = (path: string) => app.request(path, { headers: { Cookie: cookie } });
  const names = async (query: string, limit = 3) => {
    const seen: LeadRecord[] = [];
    let cursor: string | null = null;
    do {
      const more = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await get(`/api/buyers?${query}&limit=${limit}${more}`);
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { buyers: LeadRecord[]; nextCursor: string | null };
      seen.push(...body.buyers);
      cursor = body.nextCursor;
    } while (cursor);
    return seen.map((lead) => lead.id);
  };
  const idsBy = (compare: (a: Lead, b: Lead) => number, leads = buyers) => [...leads].sort(compare).map((l) => l.id);

  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app, { role: 'user' })).cookie;
    buyers = await insertLeads(
      app.dataSource,
      NAMES.map((name, index) => ({
        type: 'buyer' as const,
        name,
        details: index % 2 === 0 ? 'wants a garden flat' : 'near the sea',
        // Two pairs arrive at the same instant.
        createdAt: new Date(START + Math.floor(index / 2) * DAY).toISOString(),
      })),
    );
    for (const [index, lead] of buyers.entries()) {
      const days = STEPS[index];
      lead.nextStepAt = days === null ? null : new Date(START + 30 * DAY + days! * DAY);
      if (lead.nextStepAt) await app.dataSource.getRepository(Lead).update(lead.id, { nextStepAt: lead.nextStepAt });
    }
    await insertLeads(app.dataSource, [{ type: 'seller', name: 'Aaron', createdAt: new Date(START).toISOString() }]);
  });
  afterAll(() => app.close());

  const byTime = (a: Lead, b: Lead) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
  const byName = (a: Lead, b: Lead) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  const byNextStep = (a: Lead, b: Lead) => {
    if (a.nextStepAt && b.nextStepAt) return a.nextStepAt.getTime() - b.nextStepAt.getTime() || a.id - b.id;
    if (a.nextStepAt || b.nextStepAt) return a.nextStepAt ? -1 : 1;
    return b.id - a.id;
  };

  test('newest (the default), oldest, name and next step, page by page, each lead once', async () => {
    const newest = idsBy(byTime).reverse();
    expect(await names('')).toEqual(newest);
    expect(await names('sort=newest', 2)).toEqual(newest);
    expect(await names('sort=oldest')).toEqual(idsBy(byTime));
    expect(await names('sort=name', 2)).toEqual(idsBy(byName));
    expect(await names('sort=name', 50)).toEqual(idsBy(byName));
    // Due soonest first; those without a next step after them, newest first. A page crosses the line.
    for (const limit of [1, 2, 4, 50]) expect(await names('sort=next-step', limit)).toEqual(idsBy(byNextStep));
  });

  test('a search and the filters keep the order', async () => {
    const garden = buyers.filter((_, index) => index % 2 === 0);
    expect(await names('sort=name&search=garden', 2)).toEqual(idsBy(byName, garden));
    expect(await names('sort=next-step&search=garden', 2)).toEqual(idsBy(byNextStep, garden));
    expect(await names('sort=oldest&search=garden', 2)).toEqual(idsBy(byTime, garden));
    expect(await names('sort=name&leadStatus=New&contactStatus=Not+Contacted', 4)).toEqual(idsBy(byName));
  });

  test('a list sorted by name pages past the longest names a visitor can send', async () => {
    const longest = ['ẞ'.repeat(MAX_LENGTH.name), `${'Ɔ'.repeat(MAX_LENGTH.name - 1)}a`];
    const sellers = await insertLeads(
      app.dataSource,
      longest.map((name) => ({ type: 'seller' as const, name, createdAt: new Date(START).toISOString() })),
    );
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const more = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await get(`/api/sellers?sort=name&limit=1${more}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { sellers: LeadRecord[]; nextCursor: string | null };
      seen.push(...body.sellers.map((lead) => lead.id));
      cursor = body.nextCursor;
    } while (cursor);
    // Each once: the two long names and the seller seeded first.
    expect(new Set(seen).size).toBe(3);
    expect(seen).toEqual(expect.arrayContaining(sellers.map((lead) => lead.id)));
  });

  test('an unknown order is a 400 naming the field; a cursor of one order is refused by another', async () => {
    const bad = await get('/api/buyers?sort=price');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.sort).toBe('Sort by one of: newest, oldest, name, next-step.');
    const first = (await (await get('/api/buyers?sort=name&limit=2')).json()) as { nextCursor: string };
    const carried = await get(`/api/buyers?sort=next-step&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(carried.status).toBe(400);
    expect((await carried.json()).error.fields).toHaveProperty('cursor');
  });
});
