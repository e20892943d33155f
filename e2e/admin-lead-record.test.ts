import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureFirstAdmin } from '../api/first-admin';
import { Lead } from '../api/platform/db/entities/Lead';
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

const card = (page: Page, id: number) => page.locator(`li[data-lead-id="${id}"]`);
const toast = (page: Page) => page.getByTestId('toast').textContent();

describe('correcting, merging and erasing a lead in Chromium', () => {
  test.each([360, 1280])(
    'at %i px: correct a typo, merge two requests of one person, erase them and read the erased card',
    async (width) => {
      const { page } = session;
      await page.setViewportSize({ width, height: 800 });
      const email = `yaw${width}@example.com`;
      // 024 455 0360 / 024 455 1280, and the same with its last digit mistyped.
      const phone = `024 455 ${String(width).padStart(4, '0')}`;
      const typo = phone.slice(0, -1) + '9';
      const e164 = `+233${phone.replace(/\s/g, '').slice(1)}`;
      for (const [name, number] of [
        ['Yaw Darko', phone],
        ['Yaw Drako', typo],
      ]) {
        const answer = await page.request.post('/api/buyers', {
          data: buildLead({ name, email, countryCode: '+233', phone: number, contactDetails: 'A flat in Osu' }),
        });
        expect(answer.status(), await answer.text()).toBe(201);
      }
      const [first, second] = await session.server.dataSource
        .getRepository(Lead)
        .find({ where: { email }, order: { id: 'ASC' } });
      expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);

      // Correcting the typos: the card dials the corrected number, and the timeline says what changed.
      await gotoHydrated(page, `/admin/buyers?contactOf=${second!.id}`);
      const typoCard = card(page, second!.id);
      await typoCard.getByRole('button', { name: 'Correct details of Yaw Drako' }).click();
      await typoCard.getByLabel('Name').fill('Yaw Darko');
      await typoCard.getByLabel('Phone').fill(phone);
      if (width === 360) expect(await seriousAxeViolations(page)).toEqual([]);
      await typoCard.getByRole('button', { name: 'Save details' }).click();
      await expect.poll(() => toast(page)).toContain('Contact details saved');
      await expect.poll(() => typoCard.locator('a[href^="tel:"]').getAttribute('href')).toBe(`tel:${e164}`);
      expect(await typoCard.getByRole('heading', { level: 3 }).textContent()).toBe('Yaw Darko');
      await typoCard.getByText('Notes and timeline').click();
      await expect.poll(() => typoCard.textContent()).toContain(`Phone corrected: +233 ${typo} →to +233 ${phone}`);
      expect(await typoCard.textContent()).toContain('Name corrected: Yaw Drako →to Yaw Darko');

      // Merging the newer request into the older one.
      await typoCard.getByRole('button', { name: 'Merge with another request of Yaw Darko' }).click();
      await typoCard.getByRole('button', { name: new RegExp(`^#${first!.id} · buyer · Yaw Darko`) }).click();
      await expect.poll(() => toast(page)).toContain('Leads merged');
      await expect
        .poll(() => typoCard.getByRole('link', { name: `Merged into #${first!.id}: see all requests` }).count())
        .toBe(1);
      await expect.poll(() => typoCard.textContent()).toContain(`Merged with #${first!.id}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Erasing the person, confirmed with the number as typed.
      await gotoHydrated(page, '/admin/people');
      await page.getByLabel('Email address or phone number').fill(e164);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('button', { name: 'Erase...' }).click();
      const dialog = page.getByRole('alertdialog', { name: "Erase this person's data?" });
      await dialog.getByLabel(`Type ${e164} to confirm`).fill(phone);
      await dialog.getByRole('button', { name: 'Erase permanently' }).click();
      await expect.poll(() => toast(page)).toContain('2 leads and 0 subscriptions erased.');

      await gotoHydrated(page, `/admin/buyers?lead=${first!.id}`);
      const erased = card(page, first!.id);
      await expect.poll(() => erased.textContent()).toMatch(/Erased on \w{3} \d{1,2}, \d{4} by chief/);
      expect(await erased.locator('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]').count()).toBe(0);
      expect(await erased.textContent()).not.toContain('Number not recognised');
      expect(await erased.getByRole('button', { name: /Correct details/ }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );
});
