import { afterEach, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadRecordChange } from '../../platform/db/entities/LeadRecordChange';
import type { PersonRecord } from '#contract/people/people-api';
import { ERASED_MARKER } from './erasure';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// A contact corrected away stays in the lead's timeline: it is still the person's, to show and to erase.
describe.each(TEST_DATABASES)('Find a person through corrected contacts on $name', (database) => {
  /** Ama's lead, and Kofi's, whose address and number staff then put on Ama's lead by mistake. */
  async function seed() {
    const testApp = (app = await startTestApp(database));
    const { cookie } = await signIn(testApp);
    const post = async (body: Record<string, unknown>) => {
      expect((await testApp.postJson('/api/buyers', buildLead({ countryCode: '+233', ...body }))).status).toBe(201);
      return (await testApp.dataSource.getRepository(Lead).find({ order: { id: 'DESC' }, take: 1 }))[0]!;
    };
    const ama = await post({ name: 'Ama Owusu', email: 'Ama.Owusu@Example.com', phone: '024 455 6677' });
    const kofi = await post({ name: 'Kofi Mensah', email: 'kofi@example.com', phone: '020 111 2222' });
    const corrected = await testApp.request(`/api/leads/${ama.id}/contact`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Kofi Mensah', email: 'kofi@example.com', phone: '020 111 2222' }),
    });
    expect(corrected.status).toBe(200);
    const get = async (path: string) => {
      const response = await testApp.request(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      return response.json();
    };
    const erase = async (contact: string) => {
      const response = await testApp.postJson(
        '/api/people/erase',
        { contact, confirmation: contact },
        { Cookie: cookie },
      );
      expect(response.status).toBe(200);
    };
    const stored = async () =>
      JSON.stringify(await testApp.dataSource.getRepository(LeadRecordChange).find({ order: { id: 'ASC' } }));
    return { testApp, ama, kofi, get, erase, stored };
  }

  test.each([
    ['an email', 'ama.owusu@example.com'],
    ['a phone', '0244556677'],
  ])('%s corrected away is found, exported and erased; the lead keeps its current details', async (_, contact) => {
    const { testApp, ama, kofi, get, erase, stored } = await seed();
    // What she gave with it, corrected at the same moment, was hers too.
    const entries = [
      { leadId: ama.id, field: 'name', from: 'Ama Owusu', to: null },
      { leadId: ama.id, field: 'email', from: 'Ama.Owusu@Example.com', to: null },
      { leadId: ama.id, field: 'phone', from: '+233 024 455 6677', to: null },
    ];
    const trace = /ama|455 ?6677|244556677/i;
    const { person } = (await get(`/api/people?contact=${encodeURIComponent(contact)}`)) as { person: PersonRecord };
    // Kofi's details, now on the lead, are not Ama's to see.
    expect(person.leads).toEqual([]);
    expect(person.corrections).toMatchObject(entries);
    const file = await get(`/api/people/export.json?contact=${encodeURIComponent(contact)}`);
    expect(file.corrections).toMatchObject(entries);
    expect(await stored()).toMatch(trace);

    await erase(contact);
    expect(await stored()).not.toMatch(trace);
    const changes = await testApp.dataSource.getRepository(LeadRecordChange).find({ order: { id: 'ASC' } });
    expect(changes).toMatchObject([
      { field: 'name', fromValue: ERASED_MARKER, toValue: 'Kofi Mensah' },
      { field: 'email', fromValue: ERASED_MARKER, fromKey: null, toValue: 'kofi@example.com' },
      { field: 'phone', fromValue: ERASED_MARKER, fromKey: null, toKey: '+233201112222' },
    ]);
    // What is Kofi's, on both leads, stays.
    const leads = await testApp.dataSource.getRepository(Lead).find({ order: { id: 'ASC' } });
    for (const lead of leads) {
      expect(lead).toMatchObject({ name: 'Kofi Mensah', email: 'kofi@example.com', phoneE164: '+233201112222' });
      expect(lead.erasedAt).toBeNull();
    }
    expect(leads.map((lead) => lead.id)).toEqual([ama.id, kofi.id]);
    const kofiNow = (await get('/api/people?contact=kofi%40example.com')) as { person: PersonRecord };
    expect(kofiNow.person.leads).toHaveLength(2);
  });
});
