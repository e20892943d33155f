import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { addStaff } from '../api/test/add-staff';
import { TEST_PASSWORD } from '../api/test/sign-in';
import { expectedErrors, gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();
const ADMIN = { username: 'warden', password: 'correct-horse-battery' };
/** What the first test saved from the screen, for the next ones. */
const saved = { secret: '', recoveryCodes: [] as string[] };

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
});

/** The code an authenticator app would show for the secret at `at`. */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

async function passwordStep(page: Page, { username, password } = ADMIN): Promise<void> {
  await gotoHydrated(page, '/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Clean for axe and no horizontal scrolling at the phone's 360 px. */
async function expectAccessibleAt360(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('second factor in Chromium', () => {
  test('turn on an authenticator app from the Account screen, then sign in with the password and a code', async () => {
    const { page } = session;
    await passwordStep(page);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await gotoHydrated(page, '/admin/account');
    await page.getByRole('heading', { level: 1, name: 'Account Security' }).waitFor();
    await page.getByText('Off: signing in asks for your password only.', { exact: false }).waitFor();
    await page.getByRole('switch', { name: 'Require a second factor for every account' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Require a second factor for every account' }).isDisabled()).toBe(
      true,
    );
    await expectAccessibleAt360(page);

    // A session left open is no proof of who is at the keyboard: the password comes before the QR code.
    const password = page.getByLabel('Your password');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Turn on' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'That password is not right.' }).textContent()).toBe(
      'That password is not right.',
    );
    expect(await page.getByTestId('totp-secret').count()).toBe(0);
    expect(expectedErrors(session.pageErrors, 403)).toBe(1);
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: 'Turn on' }).click();
    // Scanning nothing: the key as the screen shows it, grouped for reading.
    const shown = await page.getByTestId('totp-secret').textContent();
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    saved.secret = shown!.replaceAll(' ', '');
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await expectAccessibleAt360(page);

    await page.getByLabel(/Enter the 6-digit code/).fill(codeAt(saved.secret, Date.now()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    saved.recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(saved.recoveryCodes).toHaveLength(10);
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'I have saved these' }).click();
    await page.getByText('On since', { exact: false }).waitFor();
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);
    // With their own on, the admin may require one for every account (the last test meets it).
    const requireAll = page.getByRole('switch', { name: 'Require a second factor for every account' });
    await requireAll.click();
    await expect.poll(() => requireAll.isChecked()).toBe(true);
    await page.getByText('When on, anyone signing in without a second factor', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: 'Logout' }).click()]);
    await passwordStep(page);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await expectAccessibleAt360(page);
    // The code confirmed a moment ago is spent (replays are
    // refused): the app's next one, 30 s on, is inside the window.
    await code.fill(codeAt(saved.secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByTestId('toast').textContent()).toBe('Login successfulWelcome to the admin dashboard');
  });

  test('a recovery code instead of the app signs in', async () => {
    const { page } = session;
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const field = page.getByLabel('Recovery code');
    await field.fill(saved.recoveryCodes[0]);
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await gotoHydrated(page, '/admin/account');
    await page.getByText('9 recovery codes left', { exact: false }).waitFor();
  });

  test('when every account needs one, a user without one sets it up right after the password, then is signed in', async () => {
    const { page } = session;
    await addStaff(session.server.dataSource, { username: 'newcomer', email: null });
    await passwordStep(page, { username: 'newcomer', password: TEST_PASSWORD });
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back-office' }).count()).toBe(0);
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replaceAll(' ', '');
    await page.getByLabel(/Enter the 6-digit code/).fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await expectAccessibleAt360(page);
    await page.getByRole('button', { name: 'I have saved these' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByTestId('toast').textContent()).toBe('Login successfulWelcome to the back-office');
  });
});
