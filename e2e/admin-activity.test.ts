import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
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

describe('Activity in Chromium', () => {
  test('an admin creates a user, then finds it in Activity filtered by that action, on a 360 px phone, accessibly', async () => {
    const { page } = session;
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    const created = await page.request.post('/api/admin/users', {
      data: { username: 'Abena.Ofori', email: 'abena@example.com', role: 'user', password: 'a-good-password' },
    });
    expect(created.status()).toBe(201);

    await gotoHydrated(page, '/admin/activity');
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByRole('heading', { name: /^Entries \(\d+\)$/ }).waitFor();

    await page.getByLabel('Action').selectOption({ label: 'User created' });
    await expect.poll(() => new URL(page.url()).search).toBe('?action=user.created');
    await expect.poll(() => page.getByRole('heading', { name: /^Entries/ }).textContent()).toBe('Entries (1)');
    const entry = page.getByRole('listitem').filter({ hasText: 'User created' });
    expect(await entry.count()).toBe(1);
    const text = await entry.textContent();
    expect(text).toContain('By chief');
    expect(text).toContain('username: Abena.Ofori');
    expect(text).toContain('role: user');
    expect(text).not.toContain('a-good-password');
    // The export carries the same filters.
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/activity/export.csv?action=user.created',
    );

    // Who: another name finds nothing; the address keeps both filters, and a reload opens the same list.
    await page.getByLabel('Who (user name)').fill('someone-else');
    await expect.poll(() => page.locator('main').textContent()).toContain('No activity matches these filters.');
    expect(new URL(page.url()).search).toBe('?action=user.created&actor=someone-else');
    await page.getByLabel('Who (user name)').fill('CHIEF');
    await expect.poll(() => page.getByRole('heading', { name: /^Entries/ }).textContent()).toBe('Entries (1)');
    await gotoHydrated(page, page.url());
    await expect.poll(() => page.getByRole('heading', { name: /^Entries/ }).textContent()).toBe('Entries (1)');
    expect(await page.getByLabel('Action').inputValue()).toBe('user.created');
    expect(await page.getByLabel('Who (user name)').inputValue()).toBe('CHIEF');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('days the wrong way round are named, not sent', async () => {
    const { page } = session;
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    await gotoHydrated(page, '/admin/activity?from=2026-11-20&to=2026-11-01');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('The end date is before the start date.');
    expect(await page.getByLabel('To').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('aria-disabled')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
