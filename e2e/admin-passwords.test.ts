import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addStaff } from '../api/test/add-staff';
import { freePort } from '../api/test/free-port';
import { TEST_PASSWORD } from '../api/test/sign-in';
import { startTestSmtpServer, type TestSmtpServer } from '../api/test/test-smtp-server';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

// The app's SMTP server, on a port the app is given before it starts (the session starts the app first).
const smtpPort = await freePort();
const session = useBrowserSession({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
let smtp: TestSmtpServer;
const CHANGED = 'my-own-changed-password';
const RESET = 'found-my-way-back-in';

beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: smtpPort });
  await addStaff(session.server.dataSource, { username: 'kwame', email: 'kwame@example.com' });
});
afterAll(() => smtp?.close());

async function signIn(page: Page, password: string): Promise<void> {
  await gotoHydrated(page, '/admin');
  await page.getByLabel('Username').fill('kwame');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: 'Logout' }).click()]);
}

/** Clean for axe and no horizontal scrolling at the phone's 360 px. */
async function expectAccessibleAt360(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('passwords in Chromium, with a real SMTP server', () => {
  test('change your own on the Account screen and sign in with it; then forget it, follow the emailed link and choose another', async () => {
    const { page } = session;
    await signIn(page, TEST_PASSWORD);
    await gotoHydrated(page, '/admin/account');
    await page.getByRole('heading', { level: 2, name: 'Password' }).waitFor();
    await page.getByLabel('Current password').fill(TEST_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(CHANGED);
    await page.getByLabel('New password again').fill(CHANGED);
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Password changed');
    // This session went on under a new id: the screen still works.
    await gotoHydrated(page, '/admin/account');
    await page.getByRole('heading', { level: 1, name: 'Account Security' }).waitFor();
    await signOut(page);
    await signIn(page, CHANGED);
    await signOut(page);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Username or email address').fill('kwame@example.com');
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByText('a link to choose a new password is on its way', { exact: false }).waitFor();
    await expectAccessibleAt360(page);

    await session.server.services.outbox.runPass();
    const [mail] = await smtp.waitForMessages(1);
    expect(smtp.recipients[0]).toEqual(['kwame@example.com']);
    const link = new URL((mail!.text ?? '').match(/https?:\/\/\S+reset-password\S+/)![0]);
    await gotoHydrated(page, `${session.server.baseUrl}${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(RESET);
    await page.getByLabel('New password again').fill(RESET);
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your new password is saved', { exact: false }).waitFor();
    await expectAccessibleAt360(page);
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL('**/admin');
    await signIn(page, RESET);
  });
});
