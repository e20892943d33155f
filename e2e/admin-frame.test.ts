import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { expectedErrors, gotoHydrated, seriousAxeViolations } from './support/browser';
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

const toast = (page: Page) => page.getByTestId('toast');

async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await gotoHydrated(page, '/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** No horizontal scrolling at the page's width (360 px by default). */
async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('admin frame in Chromium: signing in and out', () => {
  test('the login screen passes axe; a wrong password is refused, the right one opens the dashboard', async () => {
    const { page } = session;
    await gotoHydrated(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    await signInThroughForm(page, ADMIN.username, 'not-the-password');
    await expect.poll(() => toast(page).textContent()).toBe('Login failedInvalid username or password');
    expect(expectedErrors(session.pageErrors, 401)).toBe(1);
    expect(await page.getByLabel('Password').inputValue()).toBe('');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await toast(page).textContent()).toBe('Login successfulWelcome to the admin dashboard');
  });

  test('logout ends the session and shows the login screen again, also after a reload', async () => {
    const { page } = session;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: 'Logout' }).click()]);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect((await page.request.get('/api/admin/check').then((answer) => answer.json())).authenticated).toBe(false);
  });
});

describe('admin frame in Chromium: by keyboard alone', () => {
  test('signs in, switches the chart period and opens another screen without a pointer', async () => {
    const { page } = session;
    await gotoHydrated(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('username');
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Weekly' }).waitFor();
    const focusName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (let step = 0; step < 40 && (await focusName()) !== 'Daily'; step++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Showing daily trends for the last 30 days').waitFor();

    await page.keyboard.press('Shift+Tab');
    for (let step = 0; step < 60 && (await focusName()) !== 'Menu'; step++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    for (let step = 0; step < 10 && (await focusName()) !== 'Renter Leads'; step++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Renter Leads' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/renters$/);
  });
});

describe('admin frame in Chromium: the shell', () => {
  test('moves between screens without a reload; back and forward work; links stay real links', async () => {
    const { page } = session;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await nav.getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe('/admin/newsletter');
    await nav.getByRole('link', { name: 'Newsletter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/newsletter$/);
    expect(await page.title()).toBe('Newsletter Subscribers | Your home in Ghana');
    // The drawer closed and focus went to the new screen.
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'User Management' }).click();
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    // The drawer closed on arrival; reopened, it marks where we are. (Read while it was still sliding
    // away, the link was found on a quiet machine and hidden already on a busy one.)
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await nav.getByRole('link', { name: 'User Management' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('the drawer on a phone: opens from the menu button, traps focus, Escape closes it and gives focus back', async () => {
    const { page } = session;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await page.getByRole('link', { name: 'Buyer Leads' }).isVisible()).toBe(false);
    await menu.click();
    await page.getByRole('link', { name: 'Buyer Leads' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    expect(await page.locator('main').getAttribute('inert')).not.toBeNull();
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#admin-sidebar'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Buyer Leads' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
  });

  test('on a large screen the sidebar is always there and collapses to icons', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const sidebar = page.locator('#admin-sidebar');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    const wide = (await sidebar.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect((await sidebar.boundingBox())!.width).toBeLessThan(wide / 2);
    // Still named for assistive technology, and the choice survives a reload.
    await page.getByRole('link', { name: 'Buyer Leads' }).waitFor({ state: 'visible' });
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
  });

  test('an unknown /admin path is the 404 page', async () => {
    const { page } = session;
    const answer = await page.goto('/admin/unknown-screen');
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(expectedErrors(session.pageErrors, 404)).toBe(1);
  });
});
