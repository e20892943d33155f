import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { EMPTY_JOIN_FORM } from '#contract/leads/join-form';
import { buildLead } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('POST /api/buyers, /api/sellers, /api/renters on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  const leadCount = () => app.dataSource.getRepository(Lead).count();
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

  test('a buyer answers 201 with what was stored, every field kept, and nothing of the business (no id, no statuses)', async () => {
    const payload = buildLead({
      currentLocation: 'other',
      otherLocation: 'Amsterdam',
      budgetRange: '75k-125k',
      services: ['Property valuation', 'Avoiding fraud/scams'],
      otherServices: 'Help with shipping furniture',
      newsletter: 'yes',
    });
    const response = await app.postJson('/api/buyers', payload);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      type: 'buyer',
      name: payload.name,
      details: payload.contactDetails,
      services: ['Property valuation', 'Avoiding fraud/scams'],
    });
    const formFields = Object.keys(EMPTY_JOIN_FORM).filter((field) => field !== 'contactDetails');
    // The newsletter box was ticked: the answer also says whether
    // the newsletter waits for an email's link (no SMTP here).
    expect(Object.keys(body).sort()).toEqual([...formFields, 'type', 'createdAt', 'confirmByEmail'].sort());
    expect(body.confirmByEmail).toBe(false);
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const stored = await app.dataSource.getRepository(Lead).findOneByOrFail({ email: payload.email });
    expect(stored).toMatchObject({
      contactStatus: 'Not Contacted',
      leadStatus: 'New',
      type: 'buyer',
      email: payload.email,
      phone: payload.phone,
      countryCode: '+233',
      propertyType: 'residential-house',
      propertySubtype: '3-bedroom',
      currentLocation: 'other',
      otherLocation: 'Amsterdam',
      ghanaRegion: 'accra',
      accraArea: 'East Legon',
      budgetRange: '75k-125k',
      services: ['Property valuation', 'Avoiding fraud/scams'],
      otherServices: 'Help with shipping furniture',
      newsletter: 'yes',
      details: payload.contactDetails,
    });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(stored.createdAt.toISOString()).toBe(body.createdAt);
  });

  test('sellers and renters are stored with their type, ids unique across types', async () => {
    const sellerLead = buildLead({ documentation: 'other', otherDocumentation: 'Indenture only' });
    const renterLead = buildLead({ contactDetails: '', details: 'Two children, one dog' });
    const seller = await app.postJson('/api/sellers', sellerLead);
    const renter = await app.postJson('/api/renters', renterLead);
    expect(seller.status).toBe(201);
    expect(renter.status).toBe(201);
    const [sellerBody, renterBody] = [await seller.json(), await renter.json()];
    expect(sellerBody).toMatchObject({ type: 'seller', documentation: 'other', otherDocumentation: 'Indenture only' });
    expect(renterBody).toMatchObject({ type: 'renter', details: 'Two children, one dog' });
    const leads = app.dataSource.getRepository(Lead);
    const [storedSeller, storedRenter] = [
      await leads.findOneByOrFail({ email: sellerLead.email }),
      await leads.findOneByOrFail({ email: renterLead.email }),
    ];
    expect([storedSeller.type, storedRenter.type]).toEqual(['seller', 'renter']);
    expect(storedSeller.id).not.toBe(storedRenter.id);
  });

  test('details typed in both note fields are both kept', async () => {
    const response = await app.postJson(
      '/api/renters',
      buildLead({ contactDetails: 'First note', details: 'Second note' }),
    );
    expect((await response.json()).details).toBe('First note\n\nSecond note');
  });

  test('a body with only the required fields is accepted, the rest default to empty', async () => {
    const response = await app.postJson('/api/buyers', {
      name: 'Kofi',
      email: 'kofi@example.com',
      phone: '+44 20 7946 0958',
      propertyType: 'commercial',
      commercialType: 'Shop',
      currentLocation: 'uk',
      ghanaRegion: 'kumasi',
      budgetRange: '35k-75k',
      services: ['Property valuation'],
      contactDetails: 'A flat in Osu',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      countryCode: '+233',
      propertySubtype: '',
      otherLocation: '',
      otherRegion: '',
    });
  });

  test('every field the form marks is required while the form shows it, each with its own message', async () => {
    const empty = { propertyType: '', currentLocation: '', ghanaRegion: '', budgetRange: '', services: [] };
    const buyer = await errorOf(await app.postJson('/api/buyers', buildLead(empty)));
    expect(buyer.fields).toEqual({
      propertyType: 'Please choose a property type.',
      currentLocation: 'Please choose where you are located.',
      ghanaRegion: 'Please choose a region.',
      budgetRange: 'Please choose a budget range.',
      services: 'Please choose at least one service.',
    });
    const shown = { propertySubtype: '', currentLocation: 'other', accraArea: '', documentation: 'other' };
    expect((await errorOf(await app.postJson('/api/buyers', buildLead(shown)))).fields).toEqual({
      propertySubtype: 'Please choose the number of bedrooms.',
      otherLocation: 'Please enter your location.',
      accraArea: 'Please enter an area of Accra.',
    });
    expect((await errorOf(await app.postJson('/api/sellers', buildLead(shown)))).fields).toEqual({
      propertySubtype: 'Please choose the number of bedrooms.',
      otherDocumentation: 'Please describe the documentation.',
    });
    // A renter's form has no budget band, services or documentation: none of them is asked of a renter.
    const renter = await app.postJson(
      '/api/renters',
      buildLead({
        ...empty,
        propertyType: 'commercial',
        commercialType: 'Shop',
        ghanaRegion: 'others',
        otherRegion: 'Volta',
        documentation: '',
      }),
    );
    expect(renter.status).toBe(201);
  });

  test('name, email and phone are required, with a message per field, and nothing is stored', async () => {
    const before = await leadCount();
    const response = await app.postJson('/api/buyers', buildLead({ name: '  ', email: '', phone: '' }));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBeTruthy();
    expect(error.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
    });
    expect(await leadCount()).toBe(before);
  });

  test.each([
    ['/api/buyers', { contactDetails: '' }, ['contactDetails']],
    [
      '/api/sellers',
      { propertyLocation: '', sellingPrice: '', contactDetails: '' },
      ['propertyLocation', 'sellingPrice', 'contactDetails'],
    ],
    ['/api/renters', { rentalBudget: '', helpNeeded: '' }, ['rentalBudget', 'helpNeeded']],
    ['/api/renters', { propertyType: 'commercial', propertySubtype: '', commercialType: '' }, ['commercialType']],
  ])('%s requires the fields its form marks required (case %#)', async (path, overrides, fields) => {
    const response = await app.postJson(path, buildLead(overrides));
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {}).sort()).toEqual([...fields].sort());
  });

  test.each([
    ['email', { email: 'not-an-address' }],
    ['email', { email: 'a@b' }],
    ['phone', { phone: 'call me maybe' }],
    ['phone', { phone: '12345' }],
    ['phone', { phone: '1'.repeat(21) }],
    ['countryCode', { countryCode: '+999' }],
    ['propertyType', { propertyType: 'castle' }],
    ['propertySubtype', { propertySubtype: '9-bedroom' }],
    ['currentLocation', { currentLocation: 'mars' }],
    ['ghanaRegion', { ghanaRegion: 'volta-lake' }],
    ['budgetRange', { budgetRange: '1m-plus' }],
    ['documentation', { documentation: 'napkin' }],
    ['services', { services: ['Property valuation', 'Free lunch'] }],
    ['services', { services: 'Property valuation' }],
    ['services', { services: ['Property valuation', 'Property valuation'] }],
    ['name', { name: 123 }],
    ['name', { name: 'x'.repeat(121) }],
    // 122 characters as PostgreSQL counts them: MaxLength alone left out the variation selectors.
    ['name', { name: 'a\uFE0F'.repeat(61) }],
    ['email', { email: `${'x'.repeat(250)}@example.com` }],
    ['contactDetails', { contactDetails: 'x'.repeat(4001) }],
    ['helpNeeded', { helpNeeded: ['a list'] }],
  ])('rejects a bad %s (case %#)', async (field, overrides) => {
    const before = await leadCount();
    const response = await app.postJson('/api/buyers', buildLead(overrides));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.fields?.[field]).toMatch(/^Please /);
    expect(await leadCount()).toBe(before);
  });

  test.each([['+233 (24) 123-4567'], ['024 123 4567'], ['+49.30.1234567']])('accepts the phone %s', async (phone) => {
    expect((await app.postJson('/api/buyers', buildLead({ phone }))).status).toBe(201);
  });

  test('accepts free text of exactly 4,000 characters and country codes from anywhere', async () => {
    const response = await app.postJson(
      '/api/sellers',
      buildLead({ contactDetails: 'x'.repeat(4000), countryCode: '+31' }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).countryCode).toBe('+31');
  });

  test('drops unknown properties: a visitor cannot set the id or the statuses', async () => {
    const lead = buildLead({ isAdmin: true, id: 999999, leadStatus: 'Converted', contactStatus: 'Contacted' });
    const response = await app.postJson('/api/buyers', lead);
    expect(response.status).toBe(201);
    const body = await response.json();
    for (const key of ['isAdmin', 'id', 'leadStatus', 'contactStatus']) expect(body).not.toHaveProperty(key);
    const stored = await app.dataSource.getRepository(Lead).findOneByOrFail({ email: lead.email });
    expect(stored.id).not.toBe(999999);
    expect(stored).toMatchObject({ leadStatus: 'New', contactStatus: 'Not Contacted' });
  });

  test('refuses JSON that carries __proto__', async () => {
    const before = await leadCount();
    const response = await app.request('/api/buyers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buildLead()).replace(/^\{/, '{"__proto__":{"polluted":true},'),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_json');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await leadCount()).toBe(before);
  });

  test('a filled honeypot gets an answer shaped like a real one and stores nothing', async () => {
    const real = await (await app.postJson('/api/sellers', buildLead())).json();
    const before = await leadCount();
    for (const website of ['http://spam.example', 1, { any: 'thing' }, 'x'.repeat(5000)]) {
      const response = await app.postJson('/api/sellers', buildLead({ website }));
      expect(response.status).toBe(201);
      const decoy = await response.json();
      expect(Object.keys(decoy).sort()).toEqual(Object.keys(real).sort());
      expect(decoy).toMatchObject({ type: 'seller', name: expect.stringMatching(/^Ama Mensah/) });
      expect(decoy).not.toHaveProperty('id');
    }
    expect(await leadCount()).toBe(before);
  });

  test('control characters are refused; a lone surrogate is stored as it is answered', async () => {
    const withNul = await app.postJson('/api/buyers', buildLead({ name: 'Ama\u0000Mensah' }));
    expect(withNul.status).toBe(400);
    expect((await errorOf(withNul)).fields).toEqual({
      name: 'Please remove the unusual invisible characters from this field.',
    });

    const response = await app.postJson(
      '/api/buyers',
      buildLead({ contactDetails: 'Tabs\tand\nlines are fine \ud800' }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    const stored = await app.dataSource.getRepository(Lead).findOneByOrFail({ email: body.email });
    expect(stored.details).toBe(body.details);
    expect(stored.details).toBe('Tabs\tand\nlines are fine \ufffd');
  });

  test('malformed JSON is a 400, a non-object body a 400, another content type a 415, a body over 32 KB a 413', async () => {
    const post = (body: string, type = 'application/json') =>
      app.request('/api/buyers', { method: 'POST', headers: { 'Content-Type': type }, body });

    const malformed = await post('{"name": "Ama",');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_json');

    const array = await post('[1,2]');
    expect(array.status).toBe(400);
    expect((await errorOf(array)).message).toMatch(/JSON object/);

    const form = await post('name=Ama', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await errorOf(form)).code).toBe('unsupported_media_type');

    const huge = await post(JSON.stringify(buildLead({ contactDetails: 'x'.repeat(33 * 1024) })));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe('payload_too_large');
  });
});
