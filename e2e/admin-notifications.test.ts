import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';

// NODE_ENV=test: the app may deliver webhooks to the loopback receiver below (production refuses it).
const session = useBrowserSession({ nodeEnv: 'test' });
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };

/** A real HTTP receiver on a loopback port, answering 200 and keeping what it got. */
interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  server: Server;
}
let receiver: Receiver;

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
  const received: Receiver['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`, received, server };
});
afterAll(async () => {
  receiver?.server.closeAllConnections();
  await new Promise((resolve) => receiver?.server.close(resolve));
});

async function signIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
}

async function openNotifications(page: Page): Promise<void> {
  await gotoHydrated(page, '/admin/notifications');
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
}

const preferenceRow = (page: Page, username: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: username, exact: true }) });

describe('the Notifications screen in Chromium', () => {
  test('an admin chooses alert types for a user; they are kept after a reload', async () => {
    const { page } = session;
    await signIn(page);
    const created = await page.request.post('/api/admin/users', {
      data: { username: 'ama', password: 'another-long-password', role: 'user', email: 'ama@example.com' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openNotifications(page);

    const row = preferenceRow(page, 'ama');
    await row.getByRole('checkbox', { name: 'Seller leads' }).uncheck();
    await expect.poll(() => row.getByRole('status').textContent()).toBe('Saved');
    await row.getByRole('checkbox', { name: 'Daily digest (08:00 Accra)' }).check();
    await expect.poll(() => row.getByRole('status').textContent()).toBe('Saved');

    await page.reload();
    await page.getByRole('heading', { level: 4, name: 'ama', exact: true }).waitFor();
    const reloaded = preferenceRow(page, 'ama');
    expect(await reloaded.getByRole('checkbox', { name: 'Buyer leads' }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: 'Seller leads' }).isChecked()).toBe(false);
    expect(await reloaded.getByRole('checkbox', { name: 'Renter leads' }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: 'Daily digest (08:00 Accra)' }).isChecked()).toBe(true);
  });

  test('an endpoint is added, its secret shown once, a test event reaches the receiver signed and shows in the log; axe clean, 360 px', async () => {
    const { page } = session;
    await signIn(page);
    await openNotifications(page);

    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByRole('checkbox', { name: /New subscriber/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Endpoint added' });
    await dialog.waitFor();
    const secret = await dialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await dialog.textContent()).toContain('it will not be shown again');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: receiver.url }) });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Secret ends in …${secret.slice(-4)}`);
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect
      .poll(() => card.getByRole('status').first().textContent())
      .toMatch(/^Test event delivered: HTTP 200 in \d/);
    const log = card.getByRole('list', { name: 'Delivery log' });
    await log.waitFor();
    expect(await log.getByRole('listitem').count()).toBe(1);
    expect(await log.textContent()).toContain('HTTP 200');
    expect(await log.textContent()).toContain('attempt 1');

    // The receiver got it, signed as Standard Webhooks says, with the secret the dialog showed.
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const headers = Object.fromEntries(Object.entries(delivery!.headers).map(([name, value]) => [name, String(value)]));
    expect(() => new Webhook(secret).verify(delivery!.body, headers)).not.toThrow();
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'webhook.test' });

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a user sees only their own alert choices, and neither the visitor switch nor webhooks', async () => {
    const { page } = session;
    await signIn(page);
    const staff = { username: 'kofi', password: 'kofi-long-password' };
    const created = await page.request.post('/api/admin/users', {
      data: { ...staff, role: 'user', email: 'kofi@example.com' },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect((await page.request.post('/api/admin/login', { data: staff })).status()).toBe(200);
    // The admin chose that password: kofi chooses his own before anything else.
    expect(
      (
        await page.request.post('/api/admin/login/new-password', { data: { password: 'kofi-own-password-1' } })
      ).status(),
    ).toBe(200);
    await openNotifications(page);
    await page.getByRole('heading', { level: 3, name: 'Your alerts' }).waitFor();
    expect(await page.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['kofi']);
    expect(await preferenceRow(page, 'kofi').getByRole('checkbox', { name: 'Buyer leads' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Send visitors a confirmation' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
