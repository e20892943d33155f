import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { loadBlogPosts } from '../api/resources/blog';
import { addSubscribers } from '../api/resources/campaigns/campaigns.test-helpers';
import { freePort } from '../api/test/free-port';
import { startTestSmtpServer, type TestSmtpServer } from '../api/test/test-smtp-server';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

// The app's SMTP server, on a port the app is given before it starts (the session starts the app first).
const smtpPort = await freePort();
const posts = await loadBlogPosts('posts');
const session = useBrowserSession({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, blogPosts: posts, ownSiteUrl: true });
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: smtpPort });
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password, adminEmail: 'chief@example.com' },
    () => {},
  );
  // Three confirmed subscribers get every campaign; one still pending gets none.
  await addSubscribers(session.server.dataSource, 3);
  await addSubscribers(session.server.dataSource, 1, { state: 'pending', prefix: 'waiting' });
});
afterAll(() => smtp?.close());

const toast = (page: Page) => page.getByTestId('toast');
/**
 * Axe on the screen, not inside the preview frames: they run no script, axe's neither, and the email in them is
 * the server's, which e2e/campaign-email-width.test.ts holds to axe. The frames are found here by their titles.
 */
const axeViolations = (page: Page) => seriousAxeViolations(page, 'iframe');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const frame = (page: Page, width: 'phone' | 'desktop') =>
  page.frameLocator(`iframe[title^="Email preview at ${width} width"]`);
/** Who got an email with this subject, in order. */
const mailedTo = (subject: string) =>
  smtp.messages.flatMap((mail, index) => (mail.subject === subject ? smtp.recipients[index]! : [])).sort();

async function openNewCampaign(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  await gotoHydrated(page, '/admin/campaigns');
  await page.getByRole('heading', { level: 1, name: 'Newsletter Campaigns' }).waitFor();
  await page.getByRole('link', { name: 'New campaign' }).click();
  await page.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor();
}

/** Sends the campaign on screen now, then runs its sending lane until the page shows it sent to all three. */
async function sendNowAndWatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send now' });
  await confirm.getByText('Send to every confirmed subscriber?').waitFor();
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect.poll(() => toast(page).textContent()).toBe('Campaign startedSending to 3 confirmed subscribers.');
  const progress = page.getByRole('progressbar', { name: 'Sent' });
  // The page reads the counts every 2 seconds by itself; the test only lets the emails go.
  await expect
    .poll(
      async () => {
        await session.server.services.campaignOutbox!.runPass();
        return progress.getAttribute('aria-valuetext');
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe('3 of 3 (100%)');
  await page.getByRole('status').filter({ hasText: 'The campaign is now sent.' }).waitFor({ state: 'attached' });
  expect(await page.getByText('Recipients', { exact: true }).locator('xpath=..').textContent()).toBe('Recipients3');
}

describe('newsletter campaigns in Chromium, with a real SMTP server', () => {
  test('at 1280 px an admin writes one, previews it, tests it, sends it and watches it reach everyone; axe clean', async () => {
    const { page } = session;
    await openNewCampaign(page, 1280);
    await page.getByLabel('Subject').fill('December market news');
    await page.getByLabel('Preheader (optional)').fill('Prices held, rents rose');
    await page.getByLabel('Email text').fill('## Hello\n\nPrices **held** this month.');

    // The server's email, in both frames, styled (its styles are inline) and with its preheader hidden.
    for (const width of ['phone', 'desktop'] as const) {
      await frame(page, width).getByRole('heading', { name: 'Hello' }).waitFor();
      expect(
        await frame(page, width)
          .locator('body')
          .evaluate((body) => getComputedStyle(body).backgroundColor),
      ).toBe('rgb(243, 244, 246)');
      expect(await frame(page, width).getByText('Prices held, rents rose').isVisible()).toBe(false);
    }
    await page.getByText('Plain-text version').click();
    expect(await page.locator('details pre').textContent()).toContain('Prices held this month.');
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBeLessThanOrEqual(1280);

    await page.getByRole('button', { name: 'Send me a test' }).click();
    await expect.poll(() => toast(page).textContent()).toBe('Test sent to chief@example.com');
    expect(new URL(page.url()).search).toMatch(/^\?id=\d+$/);
    await session.server.services.outbox.runPass();
    await smtp.waitForMessages(1);
    expect(mailedTo('[Test] December market news')).toEqual(['chief@example.com']);

    await sendNowAndWatch(page);
    expect(mailedTo('December market news')).toEqual([
      'reader-0@example.com',
      'reader-1@example.com',
      'reader-2@example.com',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'All campaigns' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'December market news' });
    await row.getByText('3 of 3 sent').waitFor();
    expect(await row.getByText('Sent', { exact: true }).count()).toBe(1);
  });

  test('at 360 px an admin sends the newest post, whole, to everyone; no sideways scroll, axe clean', async () => {
    const { page } = session;
    const newest = posts.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
    await openNewCampaign(page, 360);
    await page.getByLabel('Subject').fill('New on the blog');
    await page.getByRole('radio', { name: 'Send a post' }).check();
    await page.getByLabel('Post', { exact: true }).selectOption(newest.id);
    await page.getByRole('radio', { name: 'Whole article' }).check();

    await frame(page, 'phone').getByRole('heading', { level: 1, name: newest.title }).waitFor();
    // The post's picture loads from the site, as the frame's policy (the page's) allows.
    await expect
      .poll(() =>
        frame(page, 'phone')
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    // A phone shows one width at a time.
    expect(await page.locator('iframe[title^="Email preview at desktop width"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await frame(page, 'desktop').getByRole('heading', { level: 1, name: newest.title }).waitFor();
    expect(await page.locator('iframe[title^="Email preview at phone width"]').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBeLessThanOrEqual(360);

    await sendNowAndWatch(page);
    expect(mailedTo('New on the blog')).toEqual([
      'reader-0@example.com',
      'reader-1@example.com',
      'reader-2@example.com',
    ]);
    expect(smtp.messages.find((mail) => mail.subject === 'New on the blog')?.html).toContain(newest.title);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBeLessThanOrEqual(360);

    await page.getByRole('link', { name: 'All campaigns' }).click();
    await page.getByRole('listitem').filter({ hasText: 'New on the blog' }).getByText('3 of 3 sent').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBeLessThanOrEqual(360);
  });
});
