import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadRecord } from '#contract/leads/leads-api';
import { matchesSearch } from '../../platform/db/lead-search';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

/** Leads whose fields hold what searches trip over: scripts, case pairs, wildcards, quotes, emoji, phones. */
const ROWS: Array<Record<string, string>> = [
  { name: 'Élodie Mensah', email: 'elodie@example.com', details: 'Budget 50% down' },
  { name: 'Zoe\u0308 Addo', details: 'Composed the other way: NFD' },
  { name: 'ÇAĞLA Ünal', accraArea: 'Osu', details: 'a_b and 100_000' },
  { name: 'Ɔkɔmfo Anɔkye', details: 'Twi: Ɔ and ɔ are a case pair' },
  { name: 'فاطمة الزهراء', details: 'Arabic script, right to left' },
  { name: 'François Dubois', details: 'Château "Le Rêve", l\'étage' },
  { name: 'Straße Müller', details: 'Back\\slash and 🏠 house emoji' },
  { name: '王小明', details: '在阿克拉买房' },
  { name: 'Kwame Owusu', email: 'kwame.owusu4242@gmail.com', phone: '024 412 3456', countryCode: '+233' },
  { name: 'Abena Boateng', phone: '+44 20 7946 0958', countryCode: '+233', ghanaRegion: 'kumasi' },
  { name: 'Yaw Darko', phone: '(0)55-999-0000', countryCode: '+233', propertyLocation: 'Cantonments, Accra' },
  { name: 'Plain Person', details: '' },
  { name: 'Long Story', details: `${'Opening words. '.repeat(66)}tail-beyond-the-searched-part` },
];

const TERMS = [
  'é',
  'É',
  'élo',
  'ELODIE',
  'zoë',
  'ZOË',
  'çağla',
  'ÇAĞLA ÜNAL',
  'ɔkɔ',
  'ƆKƆMFO',
  'فاط',
  'الزهراء',
  'château',
  '"le rêve"',
  "l'étage",
  '"',
  "'",
  '\\',
  '%',
  '50%',
  '_',
  'a_b',
  '100_000',
  '🏠',
  '🏠 house',
  '王小',
  '阿克拉',
  'ab',
  'x',
  'A',
  'straße',
  'STRASSE',
  'owusu 4242',
  '0244123456',
  '024 412',
  '+233 24',
  '233244123456',
  '4420',
  '+44 20',
  '999',
  '55-999',
  'kumasi',
  'Kumasi',
  'accra',
  'osu',
  'cantonments, ',
  'nothing like this',
  '  yaw  ',
  'opening words',
  'tail-beyond',
];

// Search parity: the database's search, through the trigram index or a scan, answers exactly
// what the in-memory rule (lead-search.ts) answers for the same rows, on both databases.
describe.each(TEST_DATABASES)('lead search on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  const stored: LeadRecord[] = [];

  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app, { role: 'user' })).cookie;
    for (const [index, row] of ROWS.entries()) {
      const lead = await insertLead(app.dataSource, {
        type: (['buyer', 'seller', 'renter'] as const)[index % 3],
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        ...row,
      });
      stored.push(lead as unknown as LeadRecord);
    }
  });
  afterAll(() => app.close());

  test.each(TERMS)('search %j matches what the in-memory rule matches', async (term) => {
    const response = await app.request(`/api/leads?limit=200&search=${encodeURIComponent(term)}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    const expected = stored
      .filter((lead) => matchesSearch(lead, term))
      .sort((a, b) => Number(b.createdAt) - Number(a.createdAt))
      .map((lead) => lead.id);
    expect(body.leads.map((lead: LeadRecord) => lead.id)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  test('the rule itself finds what staff type: any case, either composition, phone digits with or without the dial code', () => {
    const named = (name: string) => stored.find((lead) => lead.name === name)!;
    expect(matchesSearch(named('Zoe\u0308 Addo'), 'ZOË')).toBe(true);
    expect(matchesSearch(named('Kwame Owusu'), '0244123456')).toBe(true);
    expect(matchesSearch(named('Kwame Owusu'), '233 24 412')).toBe(true);
    expect(matchesSearch(named('Abena Boateng'), 'Kumasi')).toBe(true);
    expect(matchesSearch(named('Plain Person'), 'kumasi')).toBe(false);
    // A long description is searched in its first SEARCHED_CHARACTERS characters only.
    expect(matchesSearch(named('Long Story'), 'opening words')).toBe(true);
    expect(matchesSearch(named('Long Story'), 'tail-beyond')).toBe(false);
  });
});
