import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import type { LeadRecord } from '#contract/leads/leads-api';
import { returningContactLine } from '#contract/leads/returning-contact';
import { buildLead } from '../../test/factories';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// Over the real API: phones parsed to E.164 at intake, refused with a message on the field when
// they cannot exist, and returning contacts counted and listed.
describe.each(TEST_DATABASES)('phone numbers and returning contacts on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app)).cookie;
  });
  afterAll(() => app.close());

  const get = async (path: string) => {
    const response = await app.request(path, { headers: { Cookie: cookie } });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  /** Posts a lead and answers its record as the back-office reads it. */
  const submit = async (path: string, overrides: Record<string, unknown>): Promise<LeadRecord> => {
    const payload = buildLead(overrides);
    const response = await app.postJson(path, payload);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    const stored = await app.dataSource.getRepository(Lead).findOneByOrFail({ email: payload.email });
    return (await get(`/api/leads/${stored.id}`)).lead;
  };

  test.each([
    ['+233', '024 455 6677', '+233244556677', '+233 24 455 6677'],
    ['+233', '+44 (0)20 7946 0958', '+442079460958', '+44 20 7946 0958'],
    ['+233', '0044 7911 123456', '+447911123456', '+44 7911 123456'],
    ['+44', '07911 123456', '+447911123456', '+44 7911 123456'],
    ['+1', '(202) 555-0100', '+12025550100', '+1 202 555 0100'],
    ['+1', '416 555 0199', '+14165550199', '+1 416 555 0199'],
    ['+49', '0151 2345 6789', '+4915123456789', '+49 1512 3456789'],
    ['+234', '0803 123 4567', '+2348031234567', '+234 803 123 4567'],
    ['+27', '082 123 4567', '+27821234567', '+27 82 123 4567'],
  ])('%s %j is stored as typed, with phoneE164 %s shown as %s', async (countryCode, phone, e164, readable) => {
    const lead = await submit('/api/buyers', { countryCode, phone });
    expect(lead).toMatchObject({ countryCode, phone, phoneE164: e164, phoneReadable: readable });
  });

  test.each([
    ['+233', '024 455 667', 'Please check the digits and the country code: this number cannot exist in Ghana (+233).'],
    ['+44', '07911 12345', 'Please check the digits and the country code: this number cannot exist in +44.'],
    ['+233', '024 455 6677 or email', 'Please type the phone number in digits; spaces, dashes and brackets are fine.'],
  ])('refuses %s %j with a message on the field, and stores nothing', async (countryCode, phone, message) => {
    const before = await app.dataSource.getRepository(Lead).count();
    const response = await app.postJson('/api/renters', buildLead({ countryCode, phone }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { phone: message } });
    expect(await app.dataSource.getRepository(Lead).count()).toBe(before);
  });

  test('a stored number that cannot be parsed answers phoneE164 null', async () => {
    const old = await insertLead(app.dataSource, { type: 'seller', phone: 'ring after 6', countryCode: '+233' });
    expect((await get(`/api/leads/${old.id}`)).lead).toMatchObject({
      phone: 'ring after 6',
      phoneE164: null,
      phoneReadable: null,
      earlierRequests: 0,
    });
  });

  test('a returning contact is matched by email in any case or by phone in any form, across types, and its list opens', async () => {
    const first = await submit('/api/buyers', { email: 'Adwoa.Boateng@Example.com', phone: '020 111 2233' });
    expect(first.earlierRequests).toBe(0);
    // Her address in lower case, with a UK number.
    const sameEmail = await submit('/api/sellers', {
      email: 'adwoa.boateng@example.com',
      countryCode: '+44',
      phone: '07400 123456',
    });
    expect(sameEmail.earlierRequests).toBe(1);
    // Her Ghana number typed another way, with another address.
    const samePhone = await submit('/api/renters', {
      email: 'adwoa.work@example.com',
      countryCode: '+44',
      phone: '+233 20 111 2233',
    });
    expect(samePhone.earlierRequests).toBe(1);
    // The renter's address and the seller's phone: two earlier leads, matched one way each.
    const both = await submit('/api/buyers', {
      email: 'ADWOA.WORK@example.com',
      countryCode: '+44',
      phone: '07400 123456',
    });
    expect(both.earlierRequests).toBe(2);
    // The seller's address and phone both again: it counts once.
    const again = await submit('/api/renters', {
      email: 'Adwoa.Boateng@example.com',
      countryCode: '+233',
      phone: '+44 7400 123456',
    });
    expect(again.earlierRequests).toBe(3);
    const stranger = await submit('/api/buyers', { email: 'kojo@example.com', phone: '024 999 8877' });
    expect(stranger.earlierRequests).toBe(0);

    const list = await get(`/api/leads?contactOf=${first.id}`);
    expect(Object.keys(list)).toEqual(['leads', 'nextCursor', 'total', 'totalCapped']);
    // The first lead's email reaches the seller and the last renter,
    // its phone the first renter; the last buyer shares neither.
    expect(list.leads.map((lead: LeadRecord) => lead.id)).toEqual([again.id, samePhone.id, sameEmail.id, first.id]);
    expect(list.total).toBe(4);
    const ofBoth = (await get(`/api/leads?contactOf=${both.id}`)).leads.map((lead: LeadRecord) => lead.id);
    expect(ofBoth).toEqual([again.id, both.id, samePhone.id, sameEmail.id]);
    expect((await get(`/api/buyers?contactOf=${both.id}`)).buyers.map((lead: LeadRecord) => lead.id)).toEqual([
      both.id,
    ]);
    expect((await get(`/api/leads/count?contactOf=${first.id}`)).count).toBe(4);
    // Paged like every list.
    const page = await get(`/api/leads?contactOf=${both.id}&limit=3`);
    expect(page.leads).toHaveLength(3);
    expect(
      (await get(`/api/leads?contactOf=${both.id}&limit=3&cursor=${page.nextCursor}`)).leads.map(
        (lead: LeadRecord) => lead.id,
      ),
    ).toEqual([sameEmail.id]);
    expect((await get(`/api/leads?contactOf=999999`)).leads).toEqual([]);
    const bad = await app.request('/api/leads?contactOf=abc', { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ contactOf: 'Give the id of a lead, like contactOf=42.' });
  });

  test('spam-marked leads are no earlier requests', async () => {
    const spam = await submit('/api/buyers', { email: 'esi.spam@example.com', phone: '026 123 4567' });
    expect(
      (await app.request(`/api/leads/${spam.id}/spam`, { method: 'POST', headers: { Cookie: cookie } })).status,
    ).toBe(200);
    expect(
      (await submit('/api/buyers', { email: 'esi.spam@example.com', phone: '026 123 4567' })).earlierRequests,
    ).toBe(0);
  });

  test('earlier requests are counted up to 100, and the line then says 100+', async () => {
    const flood = Array.from({ length: 105 }, (_, index) =>
      buildLead({ email: 'flood@example.com', phone: `024 000 ${String(1000 + index)}` }),
    );
    for (let start = 0; start < flood.length; start += 15) {
      const answers = await Promise.all(
        flood.slice(start, start + 15).map((payload) => app.postJson('/api/buyers', payload)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    }
    const counts = (
      await app.dataSource.getRepository(Lead).find({ where: { emailKey: 'flood@example.com' }, order: { id: 'ASC' } })
    ).map((lead) => lead.earlierRequests);
    expect(counts.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, index) => index));
    expect(counts.slice(100)).toEqual([100, 100, 100, 100, 100]);
    expect(returningContactLine(counts.at(-1)!)).toBe('Returning contact · 100+ earlier requests');
    expect(returningContactLine(99)).toBe('Returning contact · 99 earlier requests');
    expect(returningContactLine(1)).toBe('Returning contact · 1 earlier request');
  });

  test('two leads of one person arriving together see each other: the later one counts the earlier', async () => {
    const payloads = [
      buildLead({ email: 'yaa@example.com', phone: '050 123 4567' }),
      buildLead({ email: 'YAA@example.com', phone: '050 765 4321' }),
    ];
    const responses = await Promise.all([
      app.postJson('/api/renters', payloads[0]),
      app.postJson('/api/buyers', payloads[1]),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    const stored = await app.dataSource
      .getRepository(Lead)
      .find({ where: [{ emailKey: 'yaa@example.com' }], order: { createdAt: 'ASC', id: 'ASC' } });
    expect(stored.map((lead) => lead.earlierRequests).sort()).toEqual([0, 1]);
  });
});
