import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { Lead } from '../api/platform/db/entities/Lead';
import { insertLead } from '../api/test/seed-rows';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
// Newest first as listed; the next steps put Kofi, then Ama, first.
const BUYERS = [
  { name: 'Yaw Asante', nextStepDays: null },
  { name: 'Ama Mensah', nextStepDays: 2 },
  { name: 'Kofi Boateng', nextStepDays: 1 },
  { name: 'Efua Owusu', nextStepDays: null },
  { name: 'Abena Darko', nextStepDays: null },
];
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { dataSource } = session.server;
  await ensureFirstAdmin(dataSource, { adminUsername: ADMIN.username, adminPassword: ADMIN.password }, () => {});
  for (const [index, { name, nextStepDays }] of BUYERS.entries()) {
    const lead = await insertLead(dataSource, {
      type: 'buyer',
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      details: 'A long message about a three-bedroom house near the sea, with parking and a garden. '.repeat(4),
      createdAt: minutesAgo(10 + index),
    });
    ids[name] = lead.id;
    if (nextStepDays !== null) {
      const nextStep = { nextStepAt: new Date(Date.now() + nextStepDays * 86_400_000), nextStepText: 'Call back' };
      await dataSource.getRepository(Lead).update(lead.id, nextStep);
    }
  }
});

async function signIn(page: Page, path: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await gotoHydrated(page, path);
}

const rowNames = (page: Page) => page.locator('table tbody tr td:first-child').allTextContents();
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

describe('the lead table', () => {
  test('at 1280 px: switch to the table, sort by its headers, walk and open rows by keyboard; remembered; axe clean', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, '/admin/buyers');
    await page.getByRole('heading', { name: 'Yaw Asante' }).waitFor();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.locator('table').waitFor();
    expect(await rowNames(page)).toEqual(BUYERS.map((buyer) => buyer.name));

    await page.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
    await expect.poll(() => rowNames(page)).toEqual([...BUYERS.map((buyer) => buyer.name)].sort());
    expect(await page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).search).toBe('?sort=name');

    await page
      .getByRole('columnheader', { name: /^Next step/ })
      .getByRole('button')
      .click();
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Kofi Boateng', 'Ama Mensah', 'Abena Darko', 'Efua Owusu', 'Yaw Asante']);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tab reaches one row; the arrows move between rows; Enter opens the lead's card.
    await page.locator('table tbody tr').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-lead-id'))).toBe(
      String(ids['Abena Darko']),
    );
    expect(await page.locator('table tbody tr[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 3, name: 'Abena Darko' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?lead=${ids['Abena Darko']}`);

    // Back to the sorted table; a reload keeps the table (localStorage) and the order (the address).
    await page.goBack();
    await page.locator('table').waitFor();
    await page.reload();
    await page.locator('table').waitFor();
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Kofi Boateng', 'Ama Mensah', 'Abena Darko', 'Efua Owusu', 'Yaw Asante']);
  });

  test('at 360 px the table is a dense list without sideways scrolling; the sort select orders it; axe clean', async () => {
    const { page } = session;
    await signIn(page, '/admin/buyers');
    await page.evaluate(() => localStorage.setItem('admin.leads.layout', 'table'));
    await gotoHydrated(page, '/admin/buyers?sort=name');
    const list = page.getByRole('list', { name: 'Buyer Leads' });
    await list.waitFor();
    expect(await page.locator('table').isVisible()).toBe(false);
    const names = () => list.locator(':scope > li a').allTextContents();
    await expect.poll(names).toEqual([...BUYERS.map((buyer) => buyer.name)].sort());
    await page.getByLabel('Sort by').selectOption('oldest');
    await expect.poll(names).toEqual([...BUYERS.map((buyer) => buyer.name)].reverse());
    // Each lead a few lines and its Log a touch button, not a 520 px card.
    const box = await list.locator(':scope > li').first().boundingBox();
    expect(box!.height).toBeLessThan(200);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an alert's link on a phone opens the lead at the top of the screen, the filters folded", async () => {
    const { page } = session;
    await signIn(page, `/admin/buyers?lead=${ids['Efua Owusu']}`);
    const card = page.locator(`li[data-lead-id="${ids['Efua Owusu']}"]`);
    await card.getByRole('heading', { name: 'Efua Owusu' }).waitFor();
    await expect.poll(async () => (await card.boundingBox())!.y).toBeLessThanOrEqual(120);
    expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    const filters = page.getByRole('button', { name: 'Filters & Search' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Search leads').isVisible()).toBe(false);
    await filters.click();
    await page.getByLabel('Search leads').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
