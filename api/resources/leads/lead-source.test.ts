import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { DashboardStats } from '#contract/stats/stats-api';
import type { LeadRecord } from '#contract/leads/leads-api';
import { NO_FIRST_TOUCH } from '#contract/leads/first-touch';
import { PRIVACY_NOTICE_VERSION } from '#contract/leads/privacy-notice';
import { buildLead } from '../../test/factories';
import { insertLeads } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const FACEBOOK = {
  utmSource: 'facebook',
  utmMedium: 'cpc',
  utmCampaign: 'east-legon',
  utmTerm: '',
  utmContent: 'ad-1',
  referrerHost: 'l.facebook.com',
  landingPath: '/',
};

describe.each(TEST_DATABASES)('where leads come from, consent and the newsletter box on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app)).cookie;
  });
  afterAll(() => app.close());

  const stored = (email: string) => app.dataSource.getRepository(Lead).findOneByOrFail({ email });
  const get = async <T>(path: string): Promise<T> => {
    const response = await app.request(path, { headers: { Cookie: cookie } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const subscribed = (email: string) =>
    app.dataSource.getRepository(NewsletterSubscriber).existsBy({ emailKey: email.toLowerCase() });

  test('a lead keeps its first touch, its source and its consent; staff read them, the visitor is answered as before', async () => {
    const before = Date.now();
    const payload = buildLead({ firstTouch: { ...FACEBOOK, utmCampaign: '  east-legon ' } });
    const response = await app.postJson('/api/buyers', payload);
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).not.toHaveProperty('firstTouch');
    expect(receipt).not.toHaveProperty('consent');

    const lead = await stored(payload.email);
    expect(lead).toMatchObject({ ...FACEBOOK, source: 'facebook', privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    expect(lead.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const { lead: record } = await get<{ lead: LeadRecord }>(`/api/leads/${lead.id}`);
    expect(record.firstTouch).toEqual(FACEBOOK);
    expect(record.source).toBe('facebook');
    expect(record.consent).toEqual({ at: lead.consentAt!.toISOString(), privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
  });

  test.each([
    [{ ...NO_FIRST_TOUCH, referrerHost: 'www.google.com', landingPath: '/blog' }, 'google.com'],
    [{ ...NO_FIRST_TOUCH, referrerHost: 'm.facebook.com' }, 'facebook.com'],
    [{ ...NO_FIRST_TOUCH, utmSource: 'Facebook', referrerHost: 'l.facebook.com' }, 'facebook'],
    [{ landingPath: '/join' }, 'Direct'],
    [{}, 'Direct'],
    [undefined, 'Direct'],
    [null, 'Direct'],
  ])('the source is utm_source, else the referring host, else Direct (case %#)', async (firstTouch, source) => {
    const payload = buildLead({ firstTouch });
    expect((await app.postJson('/api/renters', payload)).status).toBe(201);
    expect((await stored(payload.email)).source).toBe(source);
  });

  test.each([
    ['not an object', 'facebook', 'Send the first touch as an object.'],
    ['a list', ['facebook'], 'Send the first touch as an object.'],
    ['an unknown part', { utm_source: 'facebook' }, 'The first touch has no part named "utm_source".'],
    ['a number', { utmSource: 7 }, "The first touch's utmSource must be text."],
    [
      'a part too long',
      { utmCampaign: 'x'.repeat(101) },
      "The first touch's utmCampaign must be at most 100 characters.",
    ],
    [
      'a control character',
      { landingPath: '/join\u0000' },
      "The first touch's landingPath must not hold control characters.",
    ],
  ])('a first touch with %s is a 400 on its own field, and nothing is stored', async (_case, firstTouch, message) => {
    const before = await app.dataSource.getRepository(Lead).count();
    const response = await app.postJson('/api/sellers', buildLead({ firstTouch, name: '' }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toEqual({ firstTouch: message, name: 'Please enter your name.' });
    expect(await app.dataSource.getRepository(Lead).count()).toBe(before);
  });

  test('a ticked newsletter box subscribes the address once, as the newsletter form does; unticked, it does not', async () => {
    const ticked = buildLead({ newsletter: 'yes', email: 'Box.Ticked@example.com' });
    expect((await app.postJson('/api/buyers', ticked)).status).toBe(201);
    expect(await subscribed(ticked.email)).toBe(true);
    expect((await app.postJson('/api/renters', { ...ticked, name: 'Again' })).status).toBe(201);
    expect(
      await app.dataSource.getRepository(NewsletterSubscriber).countBy({ emailKey: 'box.ticked@example.com' }),
    ).toBe(1);

    const unticked = buildLead();
    expect((await app.postJson('/api/sellers', unticked)).status).toBe(201);
    expect(await subscribed(unticked.email)).toBe(false);
    const bot = buildLead({ newsletter: 'yes', website: 'https://spam.example' });
    expect((await app.postJson('/api/buyers', bot)).status).toBe(201);
    expect(await subscribed(bot.email)).toBe(false);
  });

  test('the newsletter field is the box: yes or empty, anything else a 400', async () => {
    const response = await app.postJson('/api/buyers', buildLead({ newsletter: 'please' }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      newsletter: "Send 'yes' to get the newsletter too, or leave this empty.",
    });
  });

  test('the sign-up commits with the lead: when it cannot be written, neither is the lead, and the visitor may send again', async () => {
    await app.dataSource.query(`ALTER TABLE "newsletter_subscribers" RENAME TO "newsletter_subscribers_away"`);
    const payload = buildLead({ newsletter: 'yes' });
    let status: number;
    try {
      status = (await app.postJson('/api/buyers', payload)).status;
    } finally {
      await app.dataSource.query(`ALTER TABLE "newsletter_subscribers_away" RENAME TO "newsletter_subscribers"`);
    }
    expect(status).toBeGreaterThanOrEqual(500);
    expect(await app.dataSource.getRepository(Lead).countBy({ email: payload.email as string })).toBe(0);
    expect((await app.postJson('/api/buyers', payload)).status).toBe(201);
    expect((await stored(payload.email)).newsletter).toBe('yes');
    expect(await subscribed(payload.email)).toBe(true);
  });

  test('lists filter by source exactly, with or without a search, and count what they filter', async () => {
    const tag = `src${database.name}`;
    const [fb1, , fb2, spam] = await insertLeads(app.dataSource, [
      { type: 'buyer', name: `${tag} One`, source: 'fb-test' },
      { type: 'buyer', name: `${tag} Two`, source: 'Direct' },
      { type: 'seller', name: `${tag} Three`, source: 'fb-test' },
      { type: 'buyer', name: `${tag} Four`, source: 'fb-test', spamAt: new Date() },
    ]);
    const ids = (page: { leads?: LeadRecord[]; buyers?: LeadRecord[] }) =>
      (page.leads ?? page.buyers ?? []).map((lead) => lead.id);
    const all = await get<{ leads: LeadRecord[]; total: number }>('/api/leads?source=fb-test');
    expect(ids(all).sort()).toEqual([fb1!.id, fb2!.id].sort());
    expect(all.total).toBe(2);
    const buyers = await get<{ buyers: LeadRecord[]; total: number }>('/api/buyers?source=fb-test');
    expect([ids(buyers), buyers.total]).toEqual([[fb1!.id], 1]);
    const searched = await get<{ leads: LeadRecord[]; total: number }>(`/api/leads?source=fb-test&search=${tag}`);
    expect([ids(searched).sort(), searched.total]).toEqual([[fb1!.id, fb2!.id].sort(), 2]);
    expect(await get('/api/leads/count?source=fb-test&from=2000-01-01')).toEqual({ count: 2 });
    expect(ids(await get<{ leads: LeadRecord[] }>('/api/leads?source=fb-test&spam=true'))).toEqual([spam!.id]);
    const tooLong = await app.request(`/api/leads?source=${'x'.repeat(254)}`, { headers: { Cookie: cookie } });
    expect(tooLong.status).toBe(400);
  });

  test("a type's list offers each source seen once, whatever its case, and filters by it whatever its case", async () => {
    const tag = `seen${database.name}`;
    const [direct, utmDirect] = await insertLeads(app.dataSource, [
      { type: 'buyer', name: `${tag} One`, source: 'Direct' },
      { type: 'buyer', name: `${tag} Two`, source: 'direct' },
      { type: 'buyer', name: `${tag} Three`, source: 'zz-campaign' },
      { type: 'buyer', name: `${tag} Four`, source: '' },
      { type: 'buyer', name: `${tag} Five`, source: 'zz-spam-only', spamAt: new Date() },
      { type: 'seller', name: `${tag} Six`, source: 'zz-seller-only' },
    ]);
    const { sources } = await get<{ sources: string[] }>('/api/buyers/sources');
    expect(sources.filter((source) => source.toLowerCase() === 'direct')).toEqual(['Direct']);
    expect(sources).toContain('zz-campaign');
    expect(sources).not.toContain('');
    expect(sources).not.toContain('zz-spam-only');
    expect(sources).not.toContain('zz-seller-only');
    expect(sources).toEqual([...sources].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await get<{ sources: string[] }>('/api/sellers/sources')).sources).toContain('zz-seller-only');
    for (const source of ['Direct', 'direct', 'DIRECT']) {
      const page = await get<{ buyers: LeadRecord[]; total: number }>(`/api/buyers?source=${source}&search=${tag}`);
      expect(page.buyers.map((lead) => lead.id).sort()).toEqual([direct!.id, utmDirect!.id].sort());
    }
    const campaign = await get<{ buyers: LeadRecord[]; total: number }>(`/api/buyers?source=ZZ-Campaign`);
    expect(campaign.buyers.map((lead) => lead.name)).toEqual([`${tag} Three`]);
  });

  test('the dashboard counts leads by source over the last 30 days, spam and older leads left out', async () => {
    const day = 86_400_000;
    await insertLeads(app.dataSource, [
      { type: 'buyer', source: 'dash-a' },
      { type: 'renter', source: 'dash-a', createdAt: new Date(Date.now() - 20 * day).toISOString() },
      { type: 'seller', source: 'dash-b' },
      { type: 'seller', source: 'dash-b', spamAt: new Date() },
      { type: 'seller', source: 'dash-c', createdAt: new Date(Date.now() - 31 * day).toISOString() },
    ]);
    const { stats } = await get<{ stats: DashboardStats }>('/api/admin/stats');
    const counts = Object.fromEntries([...stats.leadsBySource.sources].map((row) => [row.source, row.count]));
    expect(counts['dash-a']).toBe(2);
    expect(counts['dash-b']).toBe(1);
    expect(counts).not.toHaveProperty('dash-c');
    expect(stats.leadsBySource.since.endsWith('T00:00:00.000Z')).toBe(true);
  });
});
