import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { Lead } from '../api/platform/db/entities/Lead';
import { AuditEvent } from '../api/platform/db/entities/AuditEvent';
import { ERASED_MARKER } from '../api/resources/people/erasure';
import { buildLead } from '../api/test/factories';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
});

describe('Find a person in Chromium', () => {
  test('an admin finds a person by phone, downloads their data as JSON, and erases it by typing the number again', async () => {
    const { page } = session;
    for (const [plural, fields] of [
      [
        'buyers',
        {
          name: 'Akosua Frimpong',
          email: 'akosua@example.com',
          phone: '024 455 6677',
          contactDetails: 'Near Achimota school',
        },
      ],
      [
        'renters',
        {
          name: 'Akosua F.',
          email: 'akosua.f@work.example',
          phone: '+233 24 455 6677',
          rentalBudget: 'GHS 3,000',
          helpNeeded: 'Lease review',
        },
      ],
      [
        'buyers',
        { name: 'Someone Else', email: 'else@example.com', phone: '020 111 2222', contactDetails: 'Anything' },
      ],
    ] as const) {
      const answer = await page.request.post(`/api/${plural}`, { data: buildLead(fields) });
      expect(answer.status(), await answer.text()).toBe(201);
    }
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    // A link with ?contact= opens that search already run.
    await gotoHydrated(page, '/admin/people?contact=else%40example.com');
    await page.getByRole('heading', { level: 1, name: 'Find a Person' }).waitFor();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('1 lead and 0 newsletter subscriptions for else@example.com');
    expect(await page.getByLabel('Email address or phone number').inputValue()).toBe('else@example.com');

    await page.getByLabel('Email address or phone number').fill('0244556677');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('2 leads and 0 newsletter subscriptions for 0244556677');
    expect(new URL(page.url()).search).toBe('?contact=0244556677');
    expect(await page.getByRole('heading', { name: 'Leads (2)' }).isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).toContain('Akosua Frimpong');
    expect(await page.locator('main').textContent()).not.toContain('Someone Else');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.leads.map((lead: { name: string }) => lead.name)).toEqual(['Akosua Frimpong', 'Akosua F.']);

    await page.getByRole('button', { name: 'Erase...' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Erase this person's data?" });
    const erase = dialog.getByRole('button', { name: 'Erase permanently' });
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Type 0244556677 to confirm').fill('0244556678');
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Type 0244556677 to confirm').fill('0244556677');
    await erase.click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('2 leads and 0 subscriptions erased.');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('We hold no lead or subscription for this email address or phone number.');

    const leads = await session.server.dataSource.getRepository(Lead).find({ order: { id: 'ASC' } });
    expect(leads.map((lead) => lead.name)).toEqual([ERASED_MARKER, ERASED_MARKER, 'Someone Else']);
    const audit = await session.server.dataSource.getRepository(AuditEvent).findBy({ action: 'person.erased' });
    expect(audit).toMatchObject([{ actorName: ADMIN.username, details: { leads: 2, subscriptions: 0 } }]);
  });
});
