import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { xlsxRows } from '../../test/xlsx-rows';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import {
  CSV_BOM,
  encodeCsv,
  subscriberExportFileName,
  subscriberExportRows,
} from '../../test/browser-export-reference';
import { listEveryPage } from '../../test/list-every-page';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

/** Addresses as typed, awkward for a CSV reader or a spreadsheet, cycled through the seeded subscribers. */
const AWKWARD = [
  'ama{n}@example.com',
  '"quoted{n}"@example.com',
  'a,b{n}@example.com',
  '=cmd{n}@example.com',
  '+tag{n}@example.com',
  '-x{n}@example.com',
  '@at{n}@example.com',
  'élodie{n}@exemple.fr',
  '王{n}@例子.中国',
];

describe.each(TEST_DATABASES)('GET /api/newsletters/export.csv on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  const download = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
    app.request(path, { headers });

  beforeAll(async () => {
    app = await startTestApp(database);
    // 2,500 subscribers (three pages), two to a time (ties), 3,599,001 ms apart so the times wander over
    // every second and millisecond; seeded before any request, so no keep-alive connection sits idle through it.
    const newest = Date.parse('2026-11-24T23:59:59.999Z');
    const subscribers = Array.from({ length: 2_500 }, (_, i) => {
      const email = AWKWARD[i % AWKWARD.length]!.replace('{n}', String(i));
      const createdAt = new Date(newest - Math.floor(i / 2) * 3_599_001);
      // Every seventh refused for good by the relay, a while after it signed up.
      const bouncedAt = i % 7 === 3 ? new Date(createdAt.getTime() + 86_399_999) : null;
      return { email, emailKey: email.toLowerCase(), createdAt, bouncedAt };
    });
    for (let start = 0; start < subscribers.length; start += 100) {
      await app.dataSource.getRepository(NewsletterSubscriber).insert(subscribers.slice(start, start + 100));
    }
    cookie = (await signIn(app, { role: 'user' })).cookie;
  }, 60_000);
  afterAll(() => app.close());

  test('401 JSON without a session', async () => {
    const response = await download('/api/newsletters/export.csv', {});
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  test('400 JSON for a bad search', async () => {
    for (const query of [`search=${'a'.repeat(201)}`, 'search=a&search=b', 'search=%07bell']) {
      const response = await download(`/api/newsletters/export.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(['search']);
    }
  });

  test('a CSV download named newsletter-subscribers-{today in Accra}.csv, never cached, byte for byte as the browser made it', async () => {
    for (const query of ['', '?search=EXAMPLE.COM', '?search=élodie', '?search=nobody']) {
      const before = subscriberExportFileName();
      const response = await download(`/api/newsletters/export.csv${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect([before, subscriberExportFileName()].map((name) => `attachment; filename="${name}"`)).toContain(
        response.headers.get('content-disposition'),
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const exported = Buffer.from(await response.arrayBuffer());
      const subscribers = await listEveryPage<NewsletterRecord>(app, cookie, '/api/newsletters', 'newsletters', query);
      const reference = Buffer.from(await new Blob([encodeCsv(subscriberExportRows(subscribers))]).arrayBuffer());
      expect(exported.equals(reference), query).toBe(true);
      if (query === '') {
        expect(subscribers).toHaveLength(2_500);
        expect(subscribers.filter((subscriber) => subscriber.bouncedAt)).toHaveLength(357);
      }
      if (query === '?search=nobody')
        expect(exported.toString('utf8')).toBe(`${CSV_BOM}Email,Subscribed Date,State,Bounced\r\n`);
    }
  });

  test('an XLSX workbook beside it: the same rows as text cells, the same name ending .xlsx; 401 without a session', async () => {
    const response = await download('/api/newsletters/export.xlsx?search=EXAMPLE.COM');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const subscribers = await listEveryPage<NewsletterRecord>(
      app,
      cookie,
      '/api/newsletters',
      'newsletters',
      '?search=EXAMPLE.COM',
    );
    expect(subscribers.length).toBeGreaterThan(0);
    expect(await xlsxRows(Buffer.from(await response.arrayBuffer()))).toEqual(subscriberExportRows(subscribers));
    expect((await download('/api/newsletters/export.xlsx', {})).status).toBe(401);
  });
});
