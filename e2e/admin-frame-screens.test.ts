import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { NewsletterSubscriber } from '../api/platform/db/entities/NewsletterSubscriber';
import { buildLead } from '../api/test/factories';
import { expectedErrors, gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };

/** What the seeded database holds, counted by hand for the dashboard's cards. */
const SEED = {
  buyers: [
    { contactStatus: 'Contacted', leadStatus: 'Qualified' },
    { contactStatus: 'Follow-Up', leadStatus: 'Interested' },
    {},
  ],
  sellers: [{ contactStatus: 'Contacted', leadStatus: 'Converted' }],
  renters: [{}, {}],
  subscribers: ['remove.me@example.com', 'stay@example.com'],
};

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
  const { baseUrl } = session.server;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (answer) => {
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as unknown;
    });
  for (const plural of ['buyers', 'sellers', 'renters'] as const) {
    for (const statuses of SEED[plural]) {
      await post(`/api/${plural}`, buildLead());
      if ('contactStatus' in statuses) {
        // Statuses change through the back-office API, as staff would change them.
        const login = await fetch(`${baseUrl}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        const cookie = login.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; ');
        const list = (await (await fetch(`${baseUrl}/api/${plural}`, { headers: { cookie } })).json()) as Record<
          string,
          { id: number }[]
        >;
        const newest = list[plural]![0]!;
        const patched = await fetch(`${baseUrl}/api/${plural}/${newest.id}`, {
          method: 'PATCH',
          headers: { cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify(statuses),
        });
        if (!patched.ok) throw new Error(`PATCH ${plural}: ${patched.status} ${await patched.text()}`);
      }
    }
  }
  for (const email of SEED.subscribers) await post('/api/newsletter', { email });
});

const toast = (page: Page) => page.getByTestId('toast');

async function signIn(page: Page, user = ADMIN, path = '/admin'): Promise<void> {
  await gotoHydrated(page, path);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
}

async function cardValue(page: Page, label: string): Promise<string> {
  return page
    .locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();
}

describe('admin screens in Chromium', () => {
  test('the dashboard counts the seeded leads, passes axe, and its chart switches between Daily, Weekly and Monthly', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Manage and review lead submissions from the platform').waitFor();
    const expected: Record<string, string> = {
      'Total Buyers': '3',
      'Buyers Contacted': '2',
      'Buyers Qualified': '2',
      '% Buyers Qualified': '67%',
      'Total Sellers': '1',
      'Sellers Contacted': '1',
      // Converted is further along than Qualified, so it counts as qualified (as on the Seller page).
      'Sellers Qualified': '1',
      '% Sellers Qualified': '100%',
      'Total Renters': '2',
      'Renters Contacted': '0',
      'Renters Qualified': '0',
      '% Renters Qualified': '0%',
      'Newsletter Subscribers': '2',
      'Subscribers This Month': '2',
      'Total Pipeline': '8',
    };
    for (const [label, value] of Object.entries(expected)) expect(await cardValue(page, label), label).toBe(value);
    await page.getByText('Your home in Ghana', { exact: true }).last().waitFor();

    const chart = page.getByTestId('trend-chart');
    await chart.locator('.apexcharts-series').first().waitFor();
    expect(await chart.locator('.apexcharts-series').count()).toBe(4);
    expect(await chart.locator('.apexcharts-legend-text').allInnerTexts()).toEqual([
      'Buyers',
      'Sellers',
      'Renters',
      'Newsletter',
    ]);
    // Green, teal, cyan, purple; ApexCharts writes them as rgba.
    const colors = await chart
      .locator('.apexcharts-series')
      .evaluateAll((series) => series.map((s) => s.querySelector('path')?.getAttribute('stroke')));
    expect(colors.map((color) => color?.replace(/^rgba?\((\d+),(\d+),(\d+).*$/, '$1 $2 $3'))).toEqual([
      '21 128 61',
      '15 118 110',
      '8 145 178',
      '126 34 206',
    ]);
    expect(scripts.some((url) => /TrendChart/.test(url))).toBe(true);

    const weekly = page.getByRole('button', { name: 'Weekly' });
    expect(await weekly.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Showing weekly trends for the last 12 periods').waitFor();
    const rows = page.getByRole('table', { name: 'Leads per period' }).locator('tbody tr');
    expect(await rows.count()).toBe(12);
    // This week's row holds today's leads: 3 buyers, 1 seller, 2 renters, 2 subscribers.
    expect(await rows.last().locator('td').allInnerTexts()).toEqual(['3', '1', '2', '2']);

    await page.getByRole('button', { name: 'Daily' }).click();
    await page.getByText('Showing daily trends for the last 30 days').waitFor();
    expect(await rows.count()).toBe(30);
    expect(await page.getByRole('button', { name: 'Daily' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => chart.locator('.apexcharts-series').first().locator('.apexcharts-marker, path').count())
      .toBeGreaterThan(0);
    expect(await chart.locator('.apexcharts-xaxis-texts-g text').count()).toBeGreaterThan(12);

    await page.getByRole('button', { name: 'Monthly' }).click();
    await page.getByText('Showing monthly trends for the last 12 periods').waitFor();
    expect(await rows.last().locator('th').innerText()).toMatch(/^[A-Z][a-z]{2} \d{4}$/);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('other screens do not download the chart', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await signIn(page, ADMIN, '/admin/newsletter');
    await page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' }).waitFor();
    await page.getByText('Subscribers (2)').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /TrendChart/.test(url))).toEqual([]);
  });

  test('a subscriber is removed after confirming, and the search narrows the list', async () => {
    const { page } = session;
    await signIn(page, ADMIN, '/admin/newsletter');
    await page.getByRole('heading', { name: 'Subscribers (2)' }).waitFor();
    expect(await page.getByText(/^Subscribed: /).count()).toBe(2);
    await page.getByPlaceholder('Search by email address...').fill('REMOVE');
    await page.getByRole('heading', { name: 'Subscribers (1)' }).waitFor();

    await page.getByRole('button', { name: 'Remove remove.me@example.com' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to remove remove.me@example.com from the newsletter?').waitFor();
    // Focus starts on Cancel, and Escape backs out without removing.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Remove remove.me@example.com' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => toast(page).textContent())
      .toBe('Subscriber removedThe newsletter subscription has been removed successfully.');
    await page.getByText('No subscribers found matching your search.').waitFor();
    await page.getByPlaceholder('Search by email address...').fill('');
    await page.getByRole('heading', { name: 'Subscribers (1)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a bounced address is marked Bounced with when, passes axe, and fits 360 px', async () => {
    const { page } = session;
    // As the campaign sender marks an address the relay refused for good.
    await session.server.dataSource
      .getRepository(NewsletterSubscriber)
      .update({ emailKey: 'stay@example.com' }, { bouncedAt: new Date('2026-11-20T14:05:00Z') });
    await signIn(page, ADMIN, '/admin/newsletter');
    const row = page.getByRole('listitem').filter({ hasText: 'stay@example.com' });
    await row.getByText('Bounced', { exact: true }).waitFor();
    expect(await row.getByText(/^Bounced: /).innerText()).toBe('Bounced: Nov 20, 2026, 14:05');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a user is created, signs in without User Management, is edited, and is deleted', async () => {
    const { page } = session;
    const staff = { username: 'ama.staff', password: 'ama-first-password' };
    await signIn(page, ADMIN, '/admin/users');
    await page.getByRole('heading', { name: 'Users (1)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete chief' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Create New User' });
    await form.getByLabel(/^Username/).fill(staff.username);
    await form.getByLabel(/^Password/).fill('short');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => toast(page).textContent()).toMatch(/^Error creating user[A-Z]/);
    // The server's own message, tied to the field.
    const password = form.getByLabel(/^Password/);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const description = await password.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(description).toMatch(/At least 10 characters\. .*10 characters/);
    expect(expectedErrors(session.pageErrors, 400)).toBe(1);
    await form.getByLabel(/^Password/).fill(staff.password);
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => toast(page).textContent()).toBe('User createdNew user has been successfully created.');
    await page.getByRole('heading', { name: 'Users (2)' }).waitFor();

    await page.getByRole('button', { name: `Edit ${staff.username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel(/^Password/).inputValue()).toBe('');
    await edit.getByLabel(/^Email/).fill('ama@example.com');
    // For an admin the campaigns box is ticked and fixed; for a user it is the admin's to tick.
    const campaigns = edit.getByRole('checkbox', { name: 'May send newsletter campaigns' });
    await edit.getByLabel('Role').selectOption('admin');
    expect([await campaigns.isChecked(), await campaigns.isDisabled()]).toEqual([true, true]);
    await edit.getByText('Admins always may.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await edit.getByLabel('Role').selectOption('user');
    await campaigns.check();
    await edit.getByRole('button', { name: 'Update User' }).click();
    await expect.poll(() => toast(page).textContent()).toBe('User updatedUser has been successfully updated.');
    await page.getByText('ama@example.com').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'ama@example.com' }).getByText('Campaigns').waitFor();

    // The new user signs in with the password the admin chose (kept by the edit), must choose their own first,
    // then sees no User Management.
    await page.context().clearCookies();
    await gotoHydrated(page, '/admin/users');
    await page.getByLabel('Username').fill(staff.username);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('ama-own-password-1');
    await page.getByLabel('New password again').fill('ama-own-password-1');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const links = await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link').allInnerTexts();
    // Allowed to send campaigns by the edit: Campaigns, and still no admin screen.
    expect(links).toEqual([
      'Dashboard',
      'Callable now',
      'Buyer Leads',
      'Seller Leads',
      'Renter Leads',
      'Newsletter',
      'Campaigns',
      'Notifications',
      'Account',
    ]);

    await page.context().clearCookies();
    await signIn(page, ADMIN, '/admin/users');
    await page.getByRole('button', { name: `Delete ${staff.username}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this user?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page).textContent()).toBe('User deletedUser has been successfully deleted.');
    await page.getByRole('heading', { name: 'Users (1)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
