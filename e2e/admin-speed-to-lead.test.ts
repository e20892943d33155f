import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { insertLead, insertStatusChange } from '../api/test/seed-rows';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

beforeAll(async () => {
  const { dataSource } = session.server;
  await ensureFirstAdmin(dataSource, { adminUsername: ADMIN.username, adminPassword: ADMIN.password }, () => {});
  // A buyer contacted 125 minutes after arriving, one going cold (30 hours, not contacted), one fresh.
  const contacted = await insertLead(dataSource, {
    type: 'buyer',
    name: 'Kojo Called',
    createdAt: hoursAgo(50),
    contactStatus: 'Contacted',
  });
  await insertStatusChange(dataSource, contacted.id, {
    toStatus: 'Contacted',
    changedAt: new Date(Date.parse(contacted.createdAt.toISOString()) + 125 * 60_000).toISOString(),
  });
  await insertLead(dataSource, { type: 'buyer', name: 'Esi Waiting', createdAt: hoursAgo(30) });
  await insertLead(dataSource, { type: 'buyer', name: 'Yaa Fresh', createdAt: hoursAgo(1) });
});

async function signIn(page: Page, path: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await gotoHydrated(page, path);
}

const cardNames = (page: Page) => page.getByRole('heading', { level: 3 }).allTextContents();

describe('speed to lead on the dashboard', () => {
  test('a card per lead type with the median; the going-cold count opens the filtered list, which can be cleared', async () => {
    const { page } = session;
    await signIn(page, '/admin');
    const buyers = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Speed to lead: Buyers' }) });
    await buyers.waitFor();
    expect(await buyers.textContent()).toContain('2 h 5 min');
    for (const noun of ['Sellers', 'Renters']) {
      expect(await page.getByRole('heading', { name: `Speed to lead: ${noun}` }).count()).toBe(1);
    }
    // No SMTP_URL in the e2e server: an admin is told.
    await page.getByText('Email alerts are off: set SMTP_URL').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await buyers.getByRole('link', { name: /1 going cold/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Buyer Leads' }).waitFor();
    expect(new URL(page.url()).search).toBe('?cold=1');
    await page
      .getByText(/going cold/)
      .first()
      .waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['Esi Waiting']);
    await page.getByRole('button', { name: 'Show all leads' }).click();
    await expect.poll(async () => (await cardNames(page)).length).toBe(3);
    expect(new URL(page.url()).search).toBe('');
  });

  test("an alert's deep link ?lead= opens that lead alone", async () => {
    const { page } = session;
    const [{ id }] = (await session.server.dataSource.query(`SELECT id FROM leads WHERE name = 'Yaa Fresh'`)) as {
      id: number;
    }[];
    await signIn(page, `/admin/buyers?lead=${id}`);
    await page.getByText('Showing one lead').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['Yaa Fresh']);
  });
});
