import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { insertLead } from '../api/test/seed-rows';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

const session = useBrowserSession();
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };
let leadId: number;

beforeAll(async () => {
  const { dataSource } = session.server;
  await ensureFirstAdmin(dataSource, { adminUsername: ADMIN.username, adminPassword: ADMIN.password }, () => {});
  leadId = (await insertLead(dataSource, { type: 'buyer', name: 'Abena Owusu' })).id;
  await insertLead(dataSource, { type: 'buyer', name: 'Kofi Boateng' });
});

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const cardNames = (page: Page) => page.getByRole('heading', { level: 3 }).allTextContents();
const toast = (page: Page) => page.getByTestId('toast');
const fits360 = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// In Chromium, on a phone: assign a lead to me, filter by Me, set a next step for today, find it on the dashboard.
describe('lead owners and next steps', () => {
  test('assign to me, filter by Me, set a next step for today and find it under Due today with a link to the lead; axe clean at 360 px', async () => {
    const { page } = session;
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    await gotoHydrated(page, '/admin/buyers');
    const lead = card(page, 'Abena Owusu');
    await lead.waitFor();
    expect(await lead.getByLabel('Assigned to').inputValue()).toBe('');

    await lead.getByRole('button', { name: 'Assign to me: Abena Owusu' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Assigned to you');
    await expect.poll(async () => lead.getByLabel('Assigned to').locator('option:checked').textContent()).toBe('chief');

    const filters = page.getByRole('region', { name: 'Filters & Search' });
    await filters.getByLabel('Assigned to').selectOption({ label: 'Me' });
    await expect.poll(() => new URL(page.url()).search).toBe('?assignedTo=me');
    await expect.poll(() => cardNames(page)).toEqual(['Abena Owusu']);

    await lead.getByRole('button', { name: 'Set next step for Abena Owusu' }).click();
    const form = lead.getByRole('form', { name: 'Next step for Abena Owusu' });
    // The date starts at today in Accra (UTC all year).
    expect(await form.getByLabel('Next step date').inputValue()).toBe(new Date().toISOString().slice(0, 10));
    await form.getByLabel('What to do').fill('Call after 6 pm UK time');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits360(page)).toBeLessThanOrEqual(360);
    await form.getByRole('button', { name: 'Save next step' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Next step saved');
    await lead.getByText(/Call after 6 pm UK time/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits360(page)).toBeLessThanOrEqual(360);

    // A reload keeps the filter (the address) and the saved owner and step (the server).
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['Abena Owusu']);
    await lead.getByText(/Next step: .*Call after 6 pm UK time/).waitFor();

    await gotoHydrated(page, '/admin');
    const due = page.getByRole('region', { name: 'Due today' });
    const link = due.getByRole('link', { name: 'Abena Owusu' });
    await link.waitFor();
    expect(await due.textContent()).toContain('Call after 6 pm UK time');
    expect(await link.getAttribute('href')).toBe(`/admin/buyers?lead=${leadId}`);
    expect(await page.getByRole('region', { name: 'Overdue' }).textContent()).toContain('Nothing is overdue.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits360(page)).toBeLessThanOrEqual(360);
    // An admin may look at everyone's.
    await page.getByRole('button', { name: 'Everyone' }).click();
    await due.getByText('Assigned to chief').waitFor();

    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Buyer Leads' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?lead=${leadId}`);
    await expect.poll(() => cardNames(page)).toEqual(['Abena Owusu']);
  });
});
