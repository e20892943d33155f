import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { Lead } from '../api/platform/db/entities/Lead';
import { LeadNote } from '../api/platform/db/entities/LeadNote';
import { addStaff } from '../api/test/add-staff';
import { buildLead } from '../api/test/factories';
import { TEST_PASSWORD } from '../api/test/sign-in';
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

async function signInAs(page: Page, credentials: { username: string; password: string }): Promise<void> {
  expect((await page.request.post('/api/admin/login', { data: credentials })).status()).toBe(200);
}

/** Opens Buyer Leads at the lead found by `search`, and its notes and timeline; answers the card and its timeline. */
async function openTimeline(page: Page, search: string, name: string) {
  await gotoHydrated(page, `/admin/buyers?search=${encodeURIComponent(search)}`);
  const card = page.getByRole('listitem', { name, exact: true });
  await card.waitFor();
  await card.getByText('Notes and timeline').click();
  const timeline = card.getByRole('list', { name: `Timeline of ${name}` });
  await timeline.getByText(/^Arrived/).waitFor();
  return { card, timeline, entries: timeline.locator(':scope > li') };
}

/** The page's width as laid out: 360 or less means nothing scrolls sideways. */
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('notes on a lead in Chromium at 360 px', () => {
  test('write a note, see it in the timeline as plain text, edit it, delete it; axe clean, no sideways scroll', async () => {
    const { page } = session;
    const sent = await page.request.post('/api/buyers', {
      data: buildLead({
        name: 'Adwoa Boakye',
        email: 'adwoa@example.com',
        countryCode: '+233',
        phone: '024 777 8899',
        contactDetails: 'Near Cantonments',
      }),
    });
    expect(sent.status()).toBe(201);
    await signInAs(page, ADMIN);
    const { card, entries } = await openTimeline(page, 'adwoa@example.com', 'Adwoa Boakye');
    expect(await entries.count()).toBe(1);

    const longLink = 'https://maps.example.com/place/' + 'Cantonments-Road-'.repeat(8);
    const text = `Called her: <b>viewing</b> on Saturday.\nSend the map: ${longLink}`;
    await card.getByRole('textbox', { name: 'Add a note' }).fill(text);
    await card.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => entries.count()).toBe(2);
    const note = entries.first();
    // Plain text, line break kept; the markup is shown, not applied.
    expect(await note.locator('p.whitespace-pre-wrap').innerText()).toBe(text);
    expect(await note.locator('b').count()).toBe(0);
    expect(await note.textContent()).toContain('Note by chief');
    expect(await card.getByRole('textbox', { name: 'Add a note' }).inputValue()).toBe('');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await note.getByRole('button', { name: /^Edit note by chief/ }).click();
    const editBox = note.getByRole('textbox', { name: /^Edit note of/ });
    expect(await editBox.inputValue()).toBe(text);
    await editBox.fill('Viewing moved to Sunday, 10:00');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await note.getByRole('button', { name: 'Save', exact: true }).click();
    // The edit box holds the new words while the save is on its way: the saved note is the one marked edited.
    await expect.poll(() => note.textContent()).toContain('· edited');
    expect(await note.textContent()).toContain('Viewing moved to Sunday, 10:00');
    expect((await session.server.dataSource.getRepository(LeadNote).find()).map((row) => row.body)).toEqual([
      'Viewing moved to Sunday, 10:00',
    ]);

    // After a reload the note is still there, under its author; a status change joins the timeline above it.
    await page.reload();
    const again = await openTimeline(page, 'adwoa@example.com', 'Adwoa Boakye');
    expect(await again.entries.first().textContent()).toContain('Viewing moved to Sunday, 10:00');
    await again.card.getByRole('button', { name: 'Edit status of Adwoa Boakye' }).click();
    await page
      .getByRole('form', { name: 'Edit status of Adwoa Boakye' })
      .getByLabel('Contact status')
      .selectOption('Contacted');
    await page.getByRole('form', { name: 'Edit status of Adwoa Boakye' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => again.entries.count()).toBe(3);
    expect(await again.entries.first().textContent()).toMatch(
      /^Contact status: Not Contacted →to Contacted.* by chief$/,
    );
    expect(await again.entries.last().textContent()).toMatch(/^Arrived/);

    await again.card.getByRole('button', { name: /^Delete note by chief/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this note?' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete note' }).click();
    await expect.poll(() => again.entries.count()).toBe(2);
    expect(await session.server.dataSource.getRepository(LeadNote).count()).toBe(0);
  });

  test("another user reads an admin's note without Edit or Delete, and writes their own", async () => {
    const { page } = session;
    const sent = await page.request.post('/api/buyers', {
      data: buildLead({
        name: 'Kwesi Appiah',
        email: 'kwesi@example.com',
        countryCode: '+233',
        phone: '024 666 1234',
        contactDetails: 'Tema',
      }),
    });
    expect(sent.status()).toBe(201);
    const { id: leadId } = await session.server.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ email: 'kwesi@example.com' });
    await signInAs(page, ADMIN);
    expect(
      (await page.request.post(`/api/leads/${leadId}/notes`, { data: { body: 'Admin: budget checked' } })).status(),
    ).toBe(201);
    await addStaff(session.server.dataSource, { username: 'esi', email: null });
    await signInAs(page, { username: 'esi', password: TEST_PASSWORD });

    const { card, entries } = await openTimeline(page, 'kwesi@example.com', 'Kwesi Appiah');
    expect(await entries.first().textContent()).toContain('Admin: budget checked');
    expect(await entries.first().getByRole('button').count()).toBe(0);
    await card.getByRole('textbox', { name: 'Add a note' }).fill('Esi: will call tomorrow');
    await card.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => entries.first().textContent()).toContain('Esi: will call tomorrow');
    expect(
      await entries
        .first()
        .getByRole('button', { name: /^Edit note by esi/ })
        .count(),
    ).toBe(1);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
  });
});
