import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('POST /api/newsletter on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  const subscribers = () => app.dataSource.getRepository(NewsletterSubscriber).find();

  test('subscribes an address once, whatever its case, and both answers look alike', async () => {
    const first = await app.postJson('/api/newsletter', { email: 'Efua.Owusu@Example.com' });
    const again = await app.postJson('/api/newsletter', { email: 'efua.owusu@example.COM' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    const stored = (await subscribers()).filter((s) => s.email.toLowerCase() === 'efua.owusu@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0].email).toBe('Efua.Owusu@Example.com');
    expect(stored[0].createdAt).toBeInstanceOf(Date);
  });

  test('non-ASCII addresses in another case are the same subscriber on every database', async () => {
    expect((await app.postJson('/api/newsletter', { email: 'ÉLODIE@example.com' })).status).toBe(201);
    expect((await app.postJson('/api/newsletter', { email: 'élodie@example.com' })).status).toBe(201);
    expect((await subscribers()).filter((s) => s.emailKey === 'élodie@example.com')).toHaveLength(1);
  });

  test.each([
    [{ email: '' }, 'Please enter your email address.'],
    [{}, 'Please enter your email address.'],
    [{ email: 'nobody' }, 'Please enter a valid email address, like name@example.com.'],
    [{ email: 42 }, 'Please enter text.'],
  ])('rejects %j with a field message', async (body, message) => {
    const response = await app.postJson('/api/newsletter', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { email: message } });
  });

  test('an address that lowercases past 254 characters is a 400, not a database error', async () => {
    // 'İ' lowercases to two characters: 228 as typed, 260 as the key.
    const email = `${'İ'.repeat(32)}@${Array(3).fill('x'.repeat(63)).join('.')}.com`;
    const response = await app.postJson('/api/newsletter', { email });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Please enter a shorter email address.' },
    });
  });

  test('a filled honeypot answers as usual and stores nothing', async () => {
    const before = (await subscribers()).length;
    const response = await app.postJson('/api/newsletter', { email: 'bot@example.com', website: 'buy-pills' });
    expect(response.status).toBe(201);
    expect((await subscribers()).length).toBe(before);
  });
});
