import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NewsletterSubscriber } from '../api/platform/db/entities/NewsletterSubscriber';
import { freePort } from '../api/test/free-port';
import { startTestSmtpServer, type TestSmtpServer } from '../api/test/test-smtp-server';
import { expectedErrors, gotoHydrated } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { joinPageControls } from './support/join-page';

// The app's SMTP server, on a port the app is given before it starts (the session starts the app first).
const smtpPort = await freePort();
const session = useBrowserSession({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
const { toast, textbox } = joinPageControls(session);
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: smtpPort });
});
afterAll(() => smtp?.close());

/** The link of `mail` to `path`, on the test server instead of SITE_URL. */
function linkIn(mail: ParsedMail, path: string): string {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === path);
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  const url = new URL(found);
  return `${session.server.baseUrl}${url.pathname}${url.search}`;
}

describe('newsletter double opt-in and one-click unsubscribe in Chromium, with a real SMTP server', () => {
  test('sign up, follow the confirmation link, then unsubscribe from the welcome email with the button', async () => {
    const page = session.page;
    const subscriber = () =>
      session.server.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ emailKey: 'abena@example.com' });
    await gotoHydrated(page, '/join?type=newsletter');
    await textbox('Email Address').fill('abena@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => toast().textContent()).toContain('Thank you for subscribing to our newsletter!');
    expect(await toast().textContent()).toContain(
      'Please check your inbox and click the link in our email to confirm.',
    );
    // The page itself says so too, where focus now is: the toast fades.
    const notice = page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' });
    expect(await notice.textContent()).toContain('Please check your inbox and click the link in our email to confirm.');
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await subscriber()).state).toBe('pending');

    await session.server.services.outbox.runPass();
    const [question] = await smtp.waitForMessages(1);
    await page.goto(linkIn(question!, '/newsletter/confirm'));
    expect(new URL(page.url()).pathname).toBe('/newsletter/subscribed');
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect((await subscriber()).state).toBe('active');

    await session.server.services.outbox.runPass();
    const mails = await smtp.waitForMessages(2);
    const welcome = mails.find((mail) => mail.subject === "You're subscribed to our newsletter")!;
    const unsubscribe = linkIn(welcome, '/unsubscribe');
    await page.goto(unsubscribe);
    // Opening the link changes nothing (mail scanners open links); the button does.
    expect((await subscriber()).state).toBe('active');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Unsubscribed: abena@example.com');
    expect(page.url()).toBe(unsubscribe);
    expect((await subscriber()).state).toBe('unsubscribed');

    // A link altered by hand gets a clear page, never an error page.
    await page.goto(`${session.server.baseUrl}/newsletter/confirm?token=tampered`);
    await page.getByRole('heading', { name: 'This link has expired or is not valid' }).waitFor();
    expect(expectedErrors(session.pageErrors, 400)).toBe(1);
  });
});
