import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { AdminUser } from '../api/platform/db/entities/AdminUser';
import { Lead } from '../api/platform/db/entities/Lead';
import { buildLead } from '../api/test/factories';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

// Tomorrow at noon in Accra (UTC): 12:00 or 13:00 in London whatever the season, a good time to call. The app and
// the page both read this clock; the lead arrives on the real clock, before it.
const NOW = new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`);
const session = useBrowserSession({ now: () => NOW });
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };
const AGENT = { username: 'akosua', password: 'another-long-password' };

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const toast = (page: Page) => page.getByTestId('toast').textContent();

describe('first response in Chromium, on a phone', () => {
  test('an admin defines a rule; a lead from London is routed to its agent at once, waits in her Callable now, and she logs the call from its card', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 800 });
    await page.clock.setFixedTime(NOW);

    // The admin adds the agent and gives buyers from abroad to her, on the Routing screen.
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    const created = await page.request.post('/api/admin/users', { data: { ...AGENT, role: 'user' } });
    expect(created.status(), await created.text()).toBe(201);
    const agentId = ((await created.json()) as { user: { id: number } }).user.id;
    // As if she had chosen her own password at her first sign-in (that screen has its own journey).
    await session.server.dataSource.getRepository(AdminUser).update({ id: agentId }, { mustChangePassword: false });
    await gotoHydrated(page, '/admin/routing');
    await page.getByRole('button', { name: 'Add rule' }).click();
    const rule = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await rule.getByLabel('Name').fill('Abroad buyers');
    await rule.getByRole('checkbox', { name: 'Buyers' }).check();
    await rule.getByRole('radio', { name: 'Abroad only' }).check();
    await rule.getByLabel('Add an agent').selectOption({ label: AGENT.username });
    await rule.getByRole('button', { name: 'Add agent' }).click();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect.poll(() => toast(page)).toBe('Routing savedNew leads are routed by these rules from now on.');

    // A Ghanaian in London asks to buy: the lead is hers as it is stored.
    const sent = await page.request.post('/api/buyers', {
      data: buildLead({
        name: 'Kofi Boateng',
        email: 'kofi.boateng@example.com',
        countryCode: '+44',
        phone: '7400 123456',
      }),
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const lead = await session.server.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ email: 'kofi.boateng@example.com' });
    expect(lead.assignedToId).toBe(agentId);

    // She signs in and finds it among the leads to call now, in London's time.
    expect((await page.request.post('/api/admin/logout')).status()).toBeLessThan(300);
    expect((await page.request.post('/api/admin/login', { data: AGENT })).status()).toBe(200);
    await gotoHydrated(page, '/admin/callable-now');
    const row = page.getByRole('listitem', { name: 'Kofi Boateng' });
    await row.waitFor();
    expect(await row.textContent()).toContain('No first touch yet');
    expect(await row.getByTestId('lead-local-time').textContent()).toMatch(/^1[23]:00 in London · good time to call$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    // Its card says how it came to her, and she logs the call there in one tap.
    await row.getByRole('link', { name: 'Kofi Boateng', exact: true }).click();
    const card = page.getByRole('listitem', { name: 'Kofi Boateng', exact: true });
    await card.waitFor();
    expect(await card.getByLabel('Assigned to').inputValue()).toBe(String(lead.assignedToId));
    await card.getByText('Notes and timeline').click();
    const timeline = card.getByRole('list', { name: 'Timeline of Kofi Boateng' });
    await expect.poll(() => timeline.textContent()).toContain(`Routed by rule 'Abroad buyers' to ${AGENT.username}`);
    await card.getByRole('button', { name: 'Log a touch with Kofi Boateng' }).click();
    await card
      .getByRole('group', { name: 'Log a touch with Kofi Boateng' })
      .getByRole('button', { name: 'Answered' })
      .click();
    await expect.poll(() => toast(page)).toContain('Called — answered: Kofi Boateng');
    await expect.poll(() => timeline.locator(':scope > li').first().textContent()).toContain('Called — answered');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    // Touched, it has had its first response: no longer waiting to be called.
    await gotoHydrated(page, '/admin/callable-now');
    await page.getByRole('heading', { level: 1, name: 'Callable now' }).waitFor();
    await expect.poll(() => page.getByRole('listitem', { name: 'Kofi Boateng' }).count()).toBe(0);
  });
});
