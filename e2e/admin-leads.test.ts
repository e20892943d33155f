import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../api/first-admin';
import { buildLead } from '../api/test/factories';
import { xlsxRows } from '../api/test/xlsx-rows';
import { gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { joinPageControls } from './support/join-page';

const session = useBrowserSession();
const { textbox, select } = joinPageControls(session);
const ADMIN = { username: 'chief', password: 'correct-horse-battery' };

beforeAll(async () => {
  await ensureFirstAdmin(
    session.server.dataSource,
    { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    () => {},
  );
});

/** Signs the page's context in over the API (the login screen has its own journeys) and opens a lead page. */
async function openLeadPage(page: Page, path: string, title: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await gotoHydrated(page, path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** A lead sent the way the join page sends it. */
async function submitLead(page: Page, plural: string, fields: Record<string, string>): Promise<void> {
  const answer = await page.request.post(`/api/${plural}`, { data: buildLead(fields) });
  expect(answer.status(), await answer.text()).toBe(201);
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const toast = (page: Page) => page.getByTestId('toast');
const today = () => new Date().toISOString().slice(0, 10); // Accra is UTC+0 all year

describe('lead pages in Chromium', () => {
  test('a lead from the join page is found, edited both ways, still edited after a reload, with its timeline', async () => {
    const { page } = session;
    await gotoHydrated(page, '/join?type=buyer');
    await textbox('Full Name').fill('Yaw Darko');
    await textbox('Email Address').fill('yaw.darko@example.com');
    await textbox('Phone Number').fill('024 412 3456');
    await select('Property Type').selectOption('residential-house');
    await select('Number of Bedrooms').selectOption('3-bedroom');
    await select('Where are you currently located?').selectOption('uk');
    await select('Preferred Region in Ghana').selectOption('accra');
    await textbox('Preferred Area in Accra').fill('East Legon');
    await select('Budget Range').selectOption('75k-125k');
    await page.getByLabel('Legal advice / support').check();
    await textbox('Additional requirements or questions').fill('Walled compound, <b>please</b>.');
    await page.getByRole('button', { name: 'Join as a Buyer' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Success!');

    await openLeadPage(page, '/admin/buyers', 'Buyer Leads');
    await page.getByRole('searchbox', { name: 'Search leads' }).fill('yaw.darko');
    const lead = card(page, 'Yaw Darko');
    await lead.waitFor();
    expect(await lead.textContent()).toContain('Location: East Legon');
    expect(await lead.textContent()).toContain('Walled compound, <b>please</b>.');
    const whatsapp = lead.getByRole('link', { name: 'WhatsApp Yaw Darko' });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/233244123456');
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    // The number as typed ('024 412 3456' with +233) reads in international form; the link dials E.164.
    expect(await lead.getByRole('link', { name: '+233 24 412 3456' }).getAttribute('href')).toBe('tel:+233244123456');

    // By keyboard: the edit button, the selects, Enter on Save.
    await lead.getByRole('button', { name: 'Edit status of Yaw Darko' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit status of Yaw Darko' });
    await form.getByLabel('Contact status').selectOption('Contacted');
    await form.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page).textContent()).toContain('Buyer updated successfully');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => lead.getByText('Contacted', { exact: true }).count()).toBe(1);

    // By double-click on the lead status badge.
    await lead.getByText('New', { exact: true }).dblclick();
    await form.getByLabel('Lead status').selectOption('Qualified');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lead.getByText('Qualified', { exact: true }).count()).toBe(1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Buyer Leads' }).waitFor();
    const reloaded = card(page, 'Yaw Darko');
    // The heading renders before the list arrives: wait for the card itself.
    await reloaded.waitFor();
    expect(await reloaded.getByText('Contacted', { exact: true }).count()).toBe(1);
    expect(await reloaded.getByText('Qualified', { exact: true }).count()).toBe(1);
    expect(await page.getByText('No of Leads Qualified').locator('xpath=following-sibling::*[1]').textContent()).toBe(
      '1',
    );

    await reloaded.getByText('Notes and timeline').click();
    const entries = reloaded.getByRole('list', { name: 'Timeline of Yaw Darko' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(3);
    // Newest first, the arrival last.
    expect(await entries.nth(0).textContent()).toMatch(/^Lead status: New →to Qualified.* by chief$/);
    expect(await entries.nth(1).textContent()).toMatch(/^Contact status: Not Contacted →to Contacted.* by chief$/);
    expect(await entries.nth(2).textContent()).toMatch(/^Arrived/);
  });

  test('Escape cancels an edit and gives focus back to the edit button', async () => {
    const { page } = session;
    await submitLead(page, 'renters', {
      name: 'Esi Ansah',
      email: 'esi@example.com',
      phone: '0201234567',
      rentalBudget: 'GHS 2,000 a month',
      helpNeeded: 'Viewings',
    });
    await openLeadPage(page, '/admin/renters', 'Renter Leads');
    const edit = card(page, 'Esi Ansah').getByRole('button', { name: 'Edit status of Esi Ansah' });
    await edit.click();
    await page
      .getByRole('form', { name: 'Edit status of Esi Ansah' })
      .getByLabel('Lead status')
      .selectOption('Converted');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('form').count()).toBe(0);
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await card(page, 'Esi Ansah').getByText('New', { exact: true }).count()).toBe(1);
  });

  test('the export is a download of the filtered leads from the server, as Excel-safe CSV and as XLSX', async () => {
    const { page } = session;
    const seller = {
      phone: '024 000 1111',
      propertyLocation: 'Spintex',
      sellingPrice: 'GHS 900,000',
      contactDetails: 'Four rooms, "walled"\nvacant',
    };
    await submitLead(page, 'sellers', { ...seller, name: '=HYPERLINK("http://x")', email: 'formula@example.com' });
    await submitLead(page, 'sellers', {
      ...seller,
      name: 'Adjoa Sarpong',
      email: 'adjoa@example.com',
      contactDetails: 'Plain',
    });
    await openLeadPage(page, '/admin/sellers', 'Seller Leads');

    await page.getByRole('searchbox', { name: 'Search leads' }).fill('walled');
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['=HYPERLINK("http://x")']);
    const exportLink = page.getByRole('link', { name: 'Export', exact: true });
    expect(await exportLink.getAttribute('href')).toBe('/api/sellers/export.csv?search=walled');
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toBe(`seller-leads-${today()}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row, end] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe(
      '"Name","Email","Phone","Property Details","Contact Status","Lead Status","Submitted","Property Type",' +
        '"Bedrooms","Commercial Type","Property Location","Documentation","Selling Price","Source","Campaign",' +
        '"Owner","Next Step","Next Step Due","Earlier Requests"',
    );
    // The formula neutralised; the phone as dialled from anywhere, no apostrophe.
    expect(row).toMatch(
      `"'=HYPERLINK(""http://x"")","formula@example.com","+233 24 000 1111","Four rooms, ""walled""\nvacant",` +
        `"Not Contacted","New","${today()}","Residential - House","3 Bedrooms","","Spintex",` +
        '"Full land title documentation","GHS 900,000","Direct","",',
    );
    expect(end).toBe('');

    // The same leads as a workbook, beside it: text cells, nothing neutralised or converted.
    const workbookLink = page.getByRole('link', { name: 'Export XLSX' });
    expect(await workbookLink.getAttribute('href')).toBe('/api/sellers/export.xlsx?search=walled');
    const [workbook] = await Promise.all([page.waitForEvent('download'), workbookLink.click()]);
    expect(workbook.suggestedFilename()).toBe(`seller-leads-${today()}.xlsx`);
    const rows = await xlsxRows(await readFile(await workbook.path()));
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['Name', 'Email', 'Phone', 'Property Details'],
      ['=HYPERLINK("http://x")', 'formula@example.com', '+233 24 000 1111', 'Four rooms, "walled"\nvacant'],
    ]);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(2);
    await page.getByLabel('Lead status').selectOption('Converted');
    await page.getByText('No seller leads found').waitFor();
    expect(await exportLink.getAttribute('aria-disabled')).toBe('true');
    expect(await exportLink.getAttribute('href')).toBeNull();
  });

  test('a lead page at 360 px: no serious axe finding, no sideways scroll, 44 px targets', async () => {
    const { page } = session;
    await submitLead(page, 'renters', {
      name: 'Kwabena Ofori-Atta Mensah-Bonsu',
      email: 'kwabena.ofori-atta.mensah-bonsu.long.address@example-company-domain.com.gh',
      phone: '0209876543',
      ghanaRegion: 'others',
      otherRegion: 'Ho',
      rentalBudget: 'USD 1,500 monthly',
      helpNeeded: 'A furnished two-bedroom flat near the university, for a year',
    });
    await openLeadPage(page, '/admin/renters', 'Renter Leads');
    const lead = card(page, 'Kwabena Ofori-Atta Mensah-Bonsu');
    await lead.waitFor();
    expect(await lead.textContent()).toContain('Location: Ho');

    const check = async () => {
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const small = await page
        .locator('main a, main button, main select, main input, main summary')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => (node as HTMLElement).offsetParent !== null)
            .map((node) => ({
              name: node.textContent?.trim() || node.getAttribute('aria-label'),
              box: node.getBoundingClientRect(),
            }))
            .filter(({ box }) => box.height < 44 || box.width < 44)
            .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
        );
      expect(small).toEqual([]);
    };
    await check();
    await lead.getByRole('button', { name: /^Edit status of/ }).click();
    await lead.getByText('Notes and timeline').click();
    await lead.getByText(/^Arrived/).waitFor();
    await check();
  });
});
