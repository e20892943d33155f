import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { AdminUser } from '../api/platform/db/entities/AdminUser';
import { timeZoneOfPhone } from '../api/platform/phones/phone-time-zone';
import { insertLead } from '../api/test/seed-rows';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

// Monday 15 June 2026, 12:00 in Accra: 13:00 in London (summer time), 22:00 in Sydney. The app and the page
// both read this clock.
const NOW = new Date('2026-06-15T12:00:00Z');
const session = useBrowserSession({ now: () => NOW });
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };
let londonId: number;

/** A lead of the signed-in user, with its number read as the intake reads it. */
async function ownLead(name: string, phoneE164: string, phoneReadable: string, createdAt: string) {
  const { dataSource } = session.server;
  const owner = await dataSource.getRepository(AdminUser).findOneByOrFail({ username: ADMIN.username });
  const lead = await insertLead(dataSource, {
    type: 'buyer',
    name,
    createdAt,
    phoneE164,
    phoneReadable,
    ...timeZoneOfPhone(phoneE164),
    assignedToId: owner.id,
  });
  return lead.id;
}

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
  londonId = await ownLead('Ama Owusu', '+442079460958', '+44 20 7946 0958', '2026-06-01T09:00:00Z');
  // Late evening in Sydney: not one to call now.
  await ownLead('Kwame Sydney', '+61412345678', '+61 412 345 678', '2026-06-02T09:00:00Z');
});

const fits360 = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('Callable now', () => {
  test('a London lead of mine is there at 13:00 their time, a good time to call, a tap from a call; axe clean at 360 px', async () => {
    const { page } = session;
    await page.clock.setFixedTime(NOW);
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    await gotoHydrated(page, '/admin/callable-now');
    await page.getByRole('heading', { level: 1, name: 'Callable now' }).waitFor();
    const row = page.getByRole('listitem', { name: 'Ama Owusu', exact: true });
    await row.waitFor();
    expect(await row.getByTestId('lead-local-time').textContent()).toBe('13:00 in London · good time to call');
    expect(await row.textContent()).toContain('No first touch yet');
    expect(await row.getByRole('link', { name: /^Call \+44 20 7946 0958/ }).getAttribute('href')).toBe(
      'tel:+442079460958',
    );
    expect(await row.getByRole('link', { name: /^WhatsApp Ama Owusu/ }).getAttribute('href')).toBe(
      'https://wa.me/442079460958',
    );
    expect(await page.getByRole('listitem', { name: 'Kwame Sydney' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'To call (1)' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits360(page)).toBeLessThanOrEqual(360);

    // Its name opens its card, where their time stands beside the number too.
    await row.getByRole('link', { name: 'Ama Owusu', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Buyer Leads' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?lead=${londonId}`);
    const card = page.getByRole('listitem', { name: 'Ama Owusu', exact: true });
    expect(await card.getByTestId('lead-local-time').first().textContent()).toBe('13:00 in London · good time to call');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits360(page)).toBeLessThanOrEqual(360);
  });
});
