import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Lead } from '../../platform/db/entities/Lead';
import type { LeadRecord } from '#contract/leads/leads-api';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('GET /api/buyers, /api/sellers, /api/renters and /api/leads on $name', (database) => {
  let app: TestApp;
  let adminCookie: string;
  let userCookie: string;
  const leads: Record<string, Lead> = {};

  const get = (path: string, cookie = adminCookie) => app.request(path, { headers: { Cookie: cookie } });
  const idsOf = async (path: string, key = 'leads') => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return ((await response.json())[key] as LeadRecord[]).map((lead) => lead.id);
  };
  const ids = (...names: string[]) => names.map((name) => leads[name].id);
  const fieldsOf = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    return error.fields as Record<string, string>;
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    adminCookie = (await signIn(app, { role: 'admin' })).cookie;
    userCookie = (await signIn(app, { role: 'user' })).cookie;
    const ds = app.dataSource;
    // b1 and b2 share a time: the later id comes first.
    leads.b1 = await insertLead(ds, {
      type: 'buyer',
      name: 'Élodie Mensah',
      email: 'elodie@example.com',
      details: 'Budget 500k',
      createdAt: '2026-06-05T10:00:00.000Z',
      contactStatus: 'Contacted',
      leadStatus: 'Qualified',
      services: ['Property valuation'],
    });
    leads.b2 = await insertLead(ds, {
      type: 'buyer',
      name: 'Kwame 50% Off',
      details: 'Budget is 100_000',
      createdAt: '2026-06-05T10:00:00.000Z',
    });
    leads.s1 = await insertLead(ds, {
      type: 'seller',
      name: 'Yaw',
      propertyLocation: 'Cantonments, Accra',
      details: '100 000 cedis',
      createdAt: '2026-06-04T23:59:59.999Z',
      contactStatus: 'Follow-Up',
      leadStatus: 'Converted',
    });
    leads.r1 = await insertLead(ds, {
      type: 'renter',
      name: 'Abena',
      phone: '55 999 0000',
      ghanaRegion: 'kumasi',
      accraArea: '',
      createdAt: '2026-06-06T00:00:00.000Z',
      leadStatus: 'Interested',
    });
    leads.r2 = await insertLead(ds, {
      type: 'renter',
      name: 'ÇAĞLA Ünal',
      accraArea: 'Osu',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
  afterAll(() => app.close());

  test('every endpoint answers 401 JSON without a session, or with a made-up cookie', async () => {
    for (const path of [
      '/api/buyers',
      '/api/sellers',
      '/api/renters',
      '/api/leads',
      '/api/leads?type=buyer',
      `/api/leads/${leads.b1.id}/timeline`,
      `/api/leads/${leads.b1.id}/notes`,
    ]) {
      for (const cookie of ['', 'koa.sess=forged; koa.sess.sig=forged']) {
        const response = await get(path, cookie);
        expect(response.status, path).toBe(401);
        expect((await response.json()).error.code).toBe('unauthenticated');
      }
    }
  });

  test('each type list is wrapped in its name, newest first, ties by the later id, every lead with its type', async () => {
    const buyers = await (await get('/api/buyers')).json();
    expect(Object.keys(buyers)).toEqual(['buyers', 'nextCursor', 'total', 'totalCapped']);
    expect(buyers).toMatchObject({ nextCursor: null, total: 2, totalCapped: false });
    expect(buyers.buyers.map((lead: LeadRecord) => lead.id)).toEqual(ids('b2', 'b1'));
    expect(buyers.buyers[1]).toMatchObject({
      type: 'buyer',
      name: 'Élodie Mensah',
      contactStatus: 'Contacted',
      leadStatus: 'Qualified',
      services: ['Property valuation'],
      createdAt: '2026-06-05T10:00:00.000Z',
      updatedAt: '2026-06-05T10:00:00.000Z',
    });
    expect(await idsOf('/api/sellers', 'sellers')).toEqual(ids('s1'));
    expect(await idsOf('/api/renters', 'renters')).toEqual(ids('r1', 'r2'));
  });

  test('both roles may read every list', async () => {
    for (const path of ['/api/buyers', '/api/sellers', '/api/renters', '/api/leads']) {
      expect((await get(path, userCookie)).status, path).toBe(200);
    }
  });

  test('GET /api/leads without filters lists every type newest first; empty filters are ignored', async () => {
    expect(await idsOf('/api/leads')).toEqual(ids('r1', 'b2', 'b1', 's1', 'r2'));
    expect(await idsOf('/api/leads?type=&search=&from=&contactStatus=%20')).toEqual(ids('r1', 'b2', 'b1', 's1', 'r2'));
    const body = await (await get('/api/leads')).json();
    expect(body.leads.map((lead: LeadRecord) => lead.type)).toEqual(['renter', 'buyer', 'buyer', 'seller', 'renter']);
  });

  test('type, contactStatus and leadStatus filter alone and together', async () => {
    expect(await idsOf('/api/leads?type=renter')).toEqual(ids('r1', 'r2'));
    expect(await idsOf('/api/leads?contactStatus=Contacted')).toEqual(ids('b1'));
    expect(await idsOf('/api/leads?contactStatus=Not%20Contacted')).toEqual(ids('r1', 'b2', 'r2'));
    expect(await idsOf('/api/leads?leadStatus=Converted')).toEqual(ids('s1'));
    expect(await idsOf('/api/leads?type=buyer&leadStatus=Qualified')).toEqual(ids('b1'));
    expect(await idsOf('/api/leads?type=seller&leadStatus=Qualified')).toEqual([]);
  });

  test('search: any case of any script, in name, email, phone, details and the location fields', async () => {
    expect(await idsOf('/api/leads?search=%C3%89LODIE')).toEqual(ids('b1')); // ÉLODIE
    expect(await idsOf('/api/leads?search=%C3%A9lodie')).toEqual(ids('b1')); // élodie
    expect(await idsOf(`/api/leads?search=${encodeURIComponent('çağla ünal')}`)).toEqual(ids('r2'));
    expect(await idsOf('/api/leads?search=ELODIE%40EXAMPLE')).toEqual(ids('b1'));
    expect(await idsOf('/api/leads?search=999%200')).toEqual(ids('r1'));
    expect(await idsOf('/api/leads?search=cantonments')).toEqual(ids('s1'));
    expect(await idsOf('/api/leads?search=KUMASI')).toEqual(ids('r1'));
    expect(await idsOf('/api/leads?search=osu')).toEqual(ids('r2'));
    expect(await idsOf('/api/leads?search=%20%20yaw%20')).toEqual(ids('s1'));
    expect(await idsOf('/api/leads?type=buyer&search=budget')).toEqual(ids('b2', 'b1'));
  });

  test('search: % and _ are the characters themselves, not wildcards', async () => {
    expect(await idsOf('/api/leads?search=50%25')).toEqual(ids('b2'));
    expect(await idsOf('/api/leads?search=100_000')).toEqual(ids('b2'));
    expect(await idsOf('/api/leads?search=%25')).toEqual(ids('b2'));
    expect(await idsOf('/api/leads?search=%5C')).toEqual([]);
  });

  test('from and to: whole days in Accra time, both inclusive', async () => {
    expect(await idsOf('/api/leads?from=2026-06-05')).toEqual(ids('r1', 'b2', 'b1'));
    expect(await idsOf('/api/leads?to=2026-06-05')).toEqual(ids('b2', 'b1', 's1', 'r2'));
    expect(await idsOf('/api/leads?from=2026-06-05&to=2026-06-05')).toEqual(ids('b2', 'b1'));
    expect(await idsOf('/api/leads?from=2026-06-04&to=2026-06-04')).toEqual(ids('s1'));
    expect(await idsOf('/api/leads?type=renter&from=2026-06-06')).toEqual(ids('r1'));
  });

  test('from and to: exact instants with Z or an offset, both inclusive', async () => {
    expect(await idsOf('/api/leads?from=2026-06-04T23:59:59.999Z&to=2026-06-05T10:00:00Z')).toEqual(
      ids('b2', 'b1', 's1'),
    );
    expect(await idsOf('/api/leads?from=2026-06-05T00:00:00Z&to=2026-06-05T09:59:59.999Z')).toEqual([]);
    // 10:59:59 at +01:00 is 09:59:59Z, just before b1 and b2.
    expect(
      await idsOf(`/api/leads?from=2026-06-04T00:00:00Z&to=${encodeURIComponent('2026-06-05T10:59:59+01:00')}`),
    ).toEqual(ids('s1'));
  });

  test('invalid filters answer 400 naming each field', async () => {
    expect(await fieldsOf('/api/leads?type=agent')).toEqual({ type: 'Choose one of: buyer, seller, renter.' });
    expect(Object.keys(await fieldsOf('/api/leads?contactStatus=contacted&leadStatus=Hot'))).toEqual([
      'contactStatus',
      'leadStatus',
    ]);
    for (const bad of [
      '2026-02-30',
      'yesterday',
      '2026-6-5',
      '2026-06-05T10:00',
      '2026-06-05T25:00:00Z',
      '1780000000000',
    ]) {
      expect(Object.keys(await fieldsOf(`/api/leads?from=${encodeURIComponent(bad)}`)), bad).toEqual(['from']);
    }
    expect((await fieldsOf('/api/leads?from=2026-06-06&to=2026-06-05')).to).toBe(
      'The end date is before the start date.',
    );
    expect((await fieldsOf('/api/leads?type=buyer&type=seller')).type).toBe('Give this filter once, as text.');
    expect((await fieldsOf('/api/leads?type[]=buyer')).type).toBe('Give this filter once, as text.');
    expect(Object.keys(await fieldsOf(`/api/leads?search=${'a'.repeat(201)}`))).toEqual(['search']);
    expect(Object.keys(await fieldsOf('/api/leads?search=a%00b'))).toEqual(['search']);
  });

  test('unknown query parameters are ignored', async () => {
    expect(await idsOf('/api/leads?type=seller&_=123&page=2')).toEqual(ids('s1'));
  });
});
