import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
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

const toast = (page: Page) => page.getByTestId('toast');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Signs in as the admin, with no rules saved, and adds a staff user to route to. */
async function startAsAdmin(page: Page, agent: string): Promise<number> {
  expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  const cleared = await page.request.put('/api/admin/routing', { data: { rules: [] } });
  expect(cleared.status(), await cleared.text()).toBe(200);
  const created = await page.request.post('/api/admin/users', {
    data: { username: agent, password: 'another-long-password', role: 'user' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { user: { id: number } }).user.id;
}

describe('lead routing in Chromium', () => {
  test.each([1280, 360])(
    'at %i px an admin defines "Abroad buyers", sees it after a reload, and sets its agent’s hours; axe clean',
    async (width) => {
      const { page } = session;
      await page.setViewportSize({ width, height: 900 });
      const agent = `agent${width}`;
      const agentId = await startAsAdmin(page, agent);

      await gotoHydrated(page, '/admin/routing');
      await page.getByRole('heading', { level: 1, name: 'Lead Routing' }).waitFor();
      await page.getByText('A lead that matches no rule stays unassigned.').waitFor();
      await page.getByRole('button', { name: 'Add rule' }).click();
      const rule = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      await rule.getByLabel('Name').fill('Abroad buyers');
      await rule.getByRole('checkbox', { name: 'Buyers' }).check();
      await rule.getByRole('radio', { name: 'Abroad only' }).check();
      await rule.getByLabel('Add an agent').selectOption({ label: agent });
      await rule.getByRole('button', { name: 'Add agent' }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: 'Save rules' }).click();
      await expect
        .poll(() => toast(page).textContent())
        .toBe('Routing savedNew leads are routed by these rules from now on.');

      await page.reload();
      const saved = page.getByRole('heading', { level: 3, name: '1. Abroad buyers' });
      await saved.waitFor();
      expect(
        await page.getByText(`Buyers abroad from any source → ${agent} · first answer within 15 min`).count(),
      ).toBe(1);
      const stored = await (await page.request.get('/api/admin/routing')).json();
      expect(stored).toEqual({
        rules: [
          {
            name: 'Abroad buyers',
            leadTypes: ['buyer'],
            regions: [],
            abroad: true,
            sources: [],
            agentIds: [agentId],
            firstResponseMinutes: 15,
          },
        ],
      });

      // The agent's working hours, set by the admin on the Users screen: weekdays, and a night past midnight.
      await gotoHydrated(page, '/admin/users');
      await page.getByRole('button', { name: `Hours of ${agent}` }).click();
      const dialog = page.getByRole('dialog', { name: `Availability of ${agent}` });
      await dialog.getByRole('checkbox', { name: 'Monday' }).check();
      await dialog.getByLabel('From Monday').fill('08:00');
      await dialog.getByLabel('To Monday').fill('17:00');
      await dialog.getByRole('checkbox', { name: 'Friday' }).check();
      await dialog.getByLabel('From Friday').fill('22:00');
      await dialog.getByLabel('To Friday').fill('06:00');
      await dialog.getByText('Runs past midnight, to Saturday 06:00').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
      await dialog.getByRole('button', { name: 'Save availability' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(`Availability savedLeads are routed to ${agent} as set.`);
      await dialog.waitFor({ state: 'detached' });
      const users = (await (await page.request.get('/api/admin/users')).json()) as {
        users: { id: number; availability: unknown }[];
      };
      expect(users.users.find((user) => user.id === agentId)?.availability).toEqual({
        workingHours: [
          { day: 1, start: '08:00', end: '17:00' },
          { day: 5, start: '22:00', end: '06:00' },
        ],
        away: false,
      });

      // Routing shows the agent's availability now, from those hours.
      await gotoHydrated(page, '/admin/routing');
      await page.getByRole('button', { name: 'Edit Abroad buyers' }).click();
      const group = page.getByRole('group', { name: 'Agents, in turn order' });
      expect(await group.getByRole('listitem').textContent()).toMatch(
        new RegExp(`^1\\. ${agent}(Available now|Off until (Mon 08:00|Fri 22:00))$`),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
    },
  );
});
