import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuditEvent } from '../db/entities/AuditEvent';
import { insertLeads } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const LEADS = 2_000;

describe.each(TEST_DATABASES)("an export's audit entry when the stream does not end well, on $name", (database) => {
  let app: TestApp;
  let cookie: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    app = await startTestApp(database);
    ({ cookie } = await signIn(app, { role: 'admin', username: 'exporter' }));
    // About 8 MB of CSV: far more than the socket and the stream buffer between them.
    await insertLeads(
      app.dataSource,
      // Text that does not compress away: the workbook is zipped.
      Array.from({ length: LEADS }, () => ({ type: 'renter' as const, details: randomBytes(2_000).toString('hex') })),
    );
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await app.close();
  });
  const exportEntries = () =>
    app.dataSource.getRepository(AuditEvent).find({ where: { action: 'export.leads' }, order: { id: 'ASC' } });

  test('a client that goes away halfway: the entry holds the rows written so far, marked incomplete', async () => {
    const response = await app.request('/api/renters/export.csv', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    await expect.poll(exportEntries, { timeout: 5_000 }).toHaveLength(1);
    const [entry] = await exportEntries();
    expect(entry).toMatchObject({ actorName: 'exporter', details: { type: 'renter', incomplete: true } });
    expect(entry!.details.rows).toBeGreaterThan(0);
    expect(entry!.details.rows).toBeLessThan(LEADS);
  });

  test('a HEAD request sends no file and records no export', async () => {
    const before = (await exportEntries()).length;
    const response = await app.request('/api/renters/export.csv', { method: 'HEAD', headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('renter-leads-');
    // An export that was recorded would be there by the time a whole one is.
    const whole = await app.request('/api/renters/export.csv', { headers: { Cookie: cookie } });
    await whole.arrayBuffer();
    await expect.poll(async () => (await exportEntries()).length).toBe(before + 1);
    expect((await exportEntries()).at(-1)?.details).toMatchObject({ rows: LEADS });
  });

  test('a failure to record is logged, and the download is whole all the same', async () => {
    await app.dataSource.query('ALTER TABLE "audit_events" RENAME TO "audit_events_away"');
    try {
      const response = await app.request('/api/renters/export.csv', { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text.split('\r\n')).toHaveLength(LEADS + 2);
      await expect
        .poll(() =>
          app.logs.filter((line) => line.msg === 'unhandled error' && String(line.error).includes('audit_events')),
        )
        .toHaveLength(1);
    } finally {
      await app.dataSource.query('ALTER TABLE "audit_events_away" RENAME TO "audit_events"');
    }
    // A whole export after it is recorded as complete.
    const whole = await app.request('/api/renters/export.csv', { headers: { Cookie: cookie } });
    expect((await whole.text()).length).toBeGreaterThan(LEADS * 4_000);
    await expect
      .poll(async () => (await exportEntries()).at(-1)?.details)
      .toEqual({ type: 'renter', filters: { type: 'renter' }, rows: LEADS });
    expect(unhandled).toEqual([]);
  });

  test('the XLSX download: the same entry as the CSV when whole; cut off halfway, incomplete, and the export stops', async () => {
    const whole = await app.request('/api/renters/export.xlsx', { headers: { Cookie: cookie } });
    expect(whole.status).toBe(200);
    await whole.arrayBuffer();
    await expect
      .poll(async () => (await exportEntries()).at(-1)?.details)
      .toEqual({ type: 'renter', filters: { type: 'renter' }, rows: LEADS });
    // Zipped, the file fits in loopback's socket buffers: more rows, so it cannot all be sent ahead of the client.
    await insertLeads(
      app.dataSource,
      Array.from({ length: LEADS }, () => ({ type: 'renter' as const, details: randomBytes(4_000).toString('hex') })),
    );
    const before = (await exportEntries()).length;
    const response = await app.request('/api/renters/export.xlsx', { headers: { Cookie: cookie } });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    await expect.poll(async () => (await exportEntries()).length, { timeout: 5_000 }).toBe(before + 1);
    const entry = (await exportEntries()).at(-1)!;
    expect(entry.details).toMatchObject({ type: 'renter', incomplete: true });
    expect(entry.details.rows).toBeLessThan(2 * LEADS);
    expect(unhandled).toEqual([]);
  });
});
