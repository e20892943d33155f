import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureFirstAdmin } from '../api/first-admin';
import { Lead } from '../api/platform/db/entities/Lead';
import { LeadTouch } from '../api/platform/db/entities/LeadTouch';
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

const toast = (page: Page) => page.getByTestId('toast').textContent();
/** The page's width as laid out: the viewport's or less means nothing scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A buyer through the join form, then signed in as the admin: answers the lead's id. */
async function leadAndSignIn(page: Page, name: string, email: string, phone: string): Promise<number> {
  const sent = await page.request.post('/api/buyers', {
    data: buildLead({ name, email, countryCode: '+233', phone, contactDetails: 'A flat in Osu' }),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const lead = await session.server.dataSource.getRepository(Lead).findOneByOrFail({ email });
  expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  return lead.id;
}

describe('logging touches in Chromium', () => {
  test('at 360 px: log "Called — no answer" with a note from the card, then a call from the tel: prompt', async () => {
    const { page } = session;
    const id = await leadAndSignIn(page, 'Esi Quaye', 'esi.quaye@example.com', '024 455 0360');
    await gotoHydrated(page, `/admin/buyers?lead=${id}`);
    const card = page.getByRole('listitem', { name: 'Esi Quaye', exact: true });

    await card.getByRole('button', { name: 'Log a touch with Esi Quaye' }).click();
    const panel = card.getByRole('group', { name: 'Log a touch with Esi Quaye' });
    await panel.getByLabel('Note (optional)').fill('Phone off: try after 6 pm UK time');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    // By keyboard: the choice focused and pressed.
    await panel.getByRole('button', { name: 'No answer' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page)).toContain('Called — no answer: Esi Quaye');
    await expect.poll(() => card.getByText('Contacted', { exact: true }).count()).toBe(1);

    await card.getByText('Notes and timeline').click();
    const timeline = card.getByRole('list', { name: 'Timeline of Esi Quaye' });
    const latest = timeline.locator(':scope > li').first();
    await expect.poll(() => latest.textContent()).toContain('Called — no answer');
    expect(await latest.textContent()).toContain('Phone off: try after 6 pm UK time');
    expect(await latest.textContent()).toMatch(/by chief$/);
    expect(await timeline.textContent()).toContain('Contact status: Not Contacted →to Contacted');

    // The dialler would take the page away: clicks on tel: links stay here (the card still hears them).
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
        },
        true,
      ),
    );
    await card.locator('a[href="tel:+233244550360"]').click();
    const prompt = card.getByRole('group', { name: 'Log this call: Esi Quaye' });
    await prompt.getByText('Log this call?').waitFor();
    expect(page.url()).toContain(`/admin/buyers?lead=${id}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await prompt.getByRole('button', { name: 'Answered' }).click();
    await expect.poll(() => toast(page)).toContain('Called — answered: Esi Quaye');
    await expect.poll(() => prompt.count()).toBe(0);
    await expect.poll(() => latest.textContent()).toContain('Called — answered');

    const touches = await session.server.dataSource
      .getRepository(LeadTouch)
      .find({ where: { leadId: id }, order: { id: 'ASC' } });
    expect(touches.map((touch) => [touch.kind, touch.outcome, touch.note])).toEqual([
      ['called', 'no-answer', 'Phone off: try after 6 pm UK time'],
      ['called', 'answered', ''],
    ]);
    const lead = await session.server.dataSource.getRepository(Lead).findOneByOrFail({ id });
    expect(lead.firstContactedAt?.toISOString()).toBe(touches[0]!.touchedAt.toISOString());
  });

  test('at 1280 px: log "Email sent" from a table row, its popover axe clean', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await leadAndSignIn(page, 'Yaw Mensah', 'yaw.mensah@example.com', '024 455 1280');
    await gotoHydrated(page, '/admin/buyers?search=yaw.mensah');
    await page.getByRole('button', { name: 'Table' }).click();
    const row = page.getByRole('table').getByRole('row', { name: /Yaw Mensah/ });
    await row.getByRole('button', { name: 'Log a touch with Yaw Mensah' }).click();
    const popover = row.getByRole('group', { name: 'Log a touch with Yaw Mensah' });
    await popover.getByRole('button', { name: 'Email sent' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await popover.getByRole('button', { name: 'Email sent' }).click();
    await expect.poll(() => toast(page)).toContain('Email sent: Yaw Mensah');
    await expect.poll(() => row.getByText('Contacted', { exact: true }).count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  });

  test('at 360 px: the phone list of the table view logs a touch without sideways scroll', async () => {
    const { page } = session;
    await leadAndSignIn(page, 'Kwesi Addo', 'kwesi.addo@example.com', '024 455 2360');
    await gotoHydrated(page, '/admin/buyers?search=kwesi.addo');
    await page.getByRole('button', { name: 'Table' }).click();
    const item = page.getByRole('list', { name: 'Buyer Leads' }).getByRole('listitem');
    await item.getByRole('button', { name: 'Log a touch with Kwesi Addo' }).click();
    const panel = item.getByRole('group', { name: 'Log a touch with Kwesi Addo' });
    await panel.getByRole('button', { name: 'Met' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Met' }).click();
    await expect.poll(() => toast(page)).toContain('Met: Kwesi Addo');
    await expect.poll(() => item.textContent()).toContain('· Contacted ·');
  });
});
