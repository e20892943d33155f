import { describe, expect, test } from 'vitest';
import { Lead } from '../api/platform/db/entities/Lead';
import { NewsletterSubscriber } from '../api/platform/db/entities/NewsletterSubscriber';
import { PRIVACY_NOTICE_VERSION } from '#contract/leads/privacy-notice';
import { gotoHydrated } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { joinPageControls } from './support/join-page';

const session = useBrowserSession();
const { toast, textbox, select } = joinPageControls(session);

/** Browses from the page the visit began on to /join as a visitor would, and sends the renter form. */
async function joinAsRenter(email: string, { newsletter = false } = {}) {
  await session.page.getByRole('link', { name: 'Join Our Network' }).first().click();
  await session.page.waitForURL('**/join');
  await gotoHydrated(session.page, '/join?type=renter');
  await textbox('Full Name').fill('Efua Owusu');
  await textbox('Email Address').fill(email);
  await textbox('Phone Number').fill('24 555 0101');
  await select('Property Type').selectOption('residential-apartment');
  await select('Number of Bedrooms').selectOption('2-bedroom');
  await select('Preferred Region in Ghana').selectOption('tema');
  await textbox('Rental Budget (monthly or annual, GHS or USD)').fill('GHS 6,000 a month');
  await textbox('What help do you need?').fill('Viewings while I am abroad');
  if (newsletter) await session.page.getByLabel('Also send me the newsletter').check();
  expect(await session.page.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe('/privacy');
  await session.page.getByRole('button', { name: 'Join as a Renter' }).click();
  await expect
    .poll(() => toast().textContent())
    .toContain("Thank you for joining our network. We'll be in touch soon!");
  return session.server.dataSource.getRepository(Lead).findOneByOrFail({ email });
}

describe('where leads come from, in Chromium', () => {
  test('land on /?utm_source=facebook&utm_campaign=east-legon, browse to /join, submit: the lead carries them; no cookie', async () => {
    await session.page.goto('/?utm_source=facebook&utm_campaign=east-legon');
    // Another page of the same visit, with other parameters, does not replace the first touch.
    await session.page.goto('/blog?utm_source=twitter');
    await session.page.goto('/');
    const lead = await joinAsRenter('efua.facebook@example.com', { newsletter: true });
    expect(lead).toMatchObject({
      utmSource: 'facebook',
      utmCampaign: 'east-legon',
      utmMedium: '',
      referrerHost: '',
      landingPath: '/',
      source: 'facebook',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(lead.consentAt).toBeInstanceOf(Date);
    expect(
      await session.server.dataSource
        .getRepository(NewsletterSubscriber)
        .existsBy({ emailKey: 'efua.facebook@example.com' }),
    ).toBe(true);
    expect(await session.page.context().cookies()).toEqual([]);
  });

  test("a visit from another site keeps that site's host; our own pages are not a referrer", async () => {
    await session.page.goto('/about', { referer: 'https://www.google.com/search?q=homes+in+accra' });
    const lead = await joinAsRenter('efua.google@example.com');
    expect(lead).toMatchObject({
      utmSource: '',
      referrerHost: 'www.google.com',
      landingPath: '/about',
      source: 'google.com',
      newsletter: '',
    });
    expect(
      await session.server.dataSource
        .getRepository(NewsletterSubscriber)
        .existsBy({ emailKey: 'efua.google@example.com' }),
    ).toBe(false);
  });

  test('without session storage (a private mode refusing it) the pages work and the lead arrives as Direct', async () => {
    await session.page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await session.page.goto('/?utm_source=facebook');
    const lead = await joinAsRenter('efua.private@example.com');
    expect(lead).toMatchObject({ utmSource: '', landingPath: '', source: 'Direct' });
  });
});
