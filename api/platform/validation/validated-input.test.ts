import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../db/entities/Lead';
import { buildLead } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// class-transformer builds the input: it reads an own `constructor` key as a class and copies recursively, so
// handed these bodies as sent it would fail (a TypeError, a stack overflow), a 500. They are 400s on their fields.
describe.each(TEST_DATABASES)('input class-transformer cannot build as sent, on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  /** A lead's JSON with `text` written in at `path` ('field' or 'field.part'): JSON.stringify cannot nest so deep. */
  const leadWith = (path: string, text: string) => {
    const [field, part] = path.split('.');
    const marked = part ? { [field!]: { [part]: '§' } } : { [field!]: '§' };
    return JSON.stringify(buildLead(marked)).replace('"§"', text);
  };
  const deepList = '['.repeat(5000) + ']'.repeat(5000);

  const COUNTRY_CODE = { countryCode: 'Please choose a country code from the list.' };
  const FIRST_TOUCH = { firstTouch: "The first touch's utmSource must be text." };

  test.each([
    ['a list nested thousands deep', 'countryCode', deepList, COUNTRY_CODE],
    ['a value with its own constructor key', 'countryCode', '{"constructor":{"x":1}}', COUNTRY_CODE],
    ['a first touch part with its own constructor key', 'firstTouch.utmSource', '{"constructor":"x"}', FIRST_TOUCH],
    ['a first touch part nested thousands deep', 'firstTouch.utmSource', deepList, FIRST_TOUCH],
  ])('%s is a 400 naming the field, and nothing is stored', async (_case, path, text, fields) => {
    const headers = { 'Content-Type': 'application/json' };
    const response = await app.request('/api/buyers', { method: 'POST', headers, body: leadWith(path, text) });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toEqual({ code: 'validation_failed', message: 'Please check the highlighted fields.', fields });
    expect(await app.dataSource.getRepository(Lead).count()).toBe(0);
  });
});
