import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../api/platform/db/entities/Lead';
import { NewsletterSubscriber } from '../api/platform/db/entities/NewsletterSubscriber';
import { expectedErrors, gotoHydrated, seriousAxeViolations } from './support/browser';
import { useBrowserSession } from './support/browser-session';
import { joinPageControls } from './support/join-page';
import { startSiteServer, type SiteServer } from './support/site-server';

const session = useBrowserSession();

const { toast, textbox, select } = joinPageControls(session);

async function fillContact(name: string, email: string) {
  await textbox('Full Name').fill(name);
  await textbox('Email Address').fill(email);
  await session.page.getByLabel('Country code').selectOption('DE');
  await textbox('Phone Number').fill('151 2345 6789');
}

describe('join page in Chromium', () => {
  test('a buyer fills the whole form and the lead is in the database', async () => {
    await gotoHydrated(session.page, '/join?type=buyer');
    await expect
      .poll(() => session.page.getByRole('heading', { name: 'Find Your Property in Ghana' }).isVisible())
      .toBe(true);
    await fillContact('Kwame Asante', 'kwame.asante@example.com');
    await select('Property Type').selectOption('residential-apartment');
    await select('Number of Bedrooms').selectOption('2-bedroom');
    await select('Where are you currently located?').selectOption('other');
    await textbox('Please specify your location').fill('Rotterdam');
    await select('Preferred Region in Ghana').selectOption('accra');
    await textbox('Preferred Area in Accra').fill('Airport Residential');
    await select('Budget Range').selectOption('75k-125k');
    await session.page.getByLabel('Legal advice / support').check();
    await session.page.getByLabel('Avoiding fraud/scams').check();
    await textbox('Additional requirements or questions').fill('Close to the international school, please.');
    await session.page.getByRole('button', { name: 'Join as a Buyer' }).click();

    await expect
      .poll(() => toast().textContent())
      .toContain("Thank you for joining our network. We'll be in touch soon!");
    expect(await toast().textContent()).toContain('Success!');
    expect(await session.page.getByLabel('I am a:').inputValue()).toBe('');

    const lead = await session.server.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ email: 'kwame.asante@example.com' });
    expect(lead).toMatchObject({
      type: 'buyer',
      name: 'Kwame Asante',
      countryCode: '+49',
      phone: '151 2345 6789',
      propertyType: 'residential-apartment',
      propertySubtype: '2-bedroom',
      currentLocation: 'other',
      otherLocation: 'Rotterdam',
      ghanaRegion: 'accra',
      accraArea: 'Airport Residential',
      budgetRange: '75k-125k',
      services: ['Legal advice / support', 'Avoiding fraud/scams'],
      details: 'Close to the international school, please.',
      contactStatus: 'Not Contacted',
      leadStatus: 'New',
    });
  });

  test('a seller with a commercial property and other documentation', async () => {
    await gotoHydrated(session.page, '/join-network?type=seller');
    await fillContact('Abena Boateng', 'abena@example.com');
    await select('Property Type').selectOption('commercial');
    await textbox('Commercial Property Type').fill('Two-storey office block');
    await textbox('Property Location').fill('Ring Road Central, Accra');
    await select('Documentation').selectOption('other');
    await textbox('Please describe the documentation').fill('Site plan and indenture');
    await textbox('Expected Selling Price (GHS or USD)').fill('USD 450,000 - 500,000');
    await textbox('Additional details or questions').fill('Vacant from January.');
    await session.page.getByRole('button', { name: 'Join as a Seller' }).click();
    await expect.poll(() => toast().textContent()).toContain('Success!');

    const lead = await session.server.dataSource.getRepository(Lead).findOneByOrFail({ email: 'abena@example.com' });
    expect(lead).toMatchObject({
      type: 'seller',
      propertyType: 'commercial',
      commercialType: 'Two-storey office block',
      propertyLocation: 'Ring Road Central, Accra',
      documentation: 'other',
      otherDocumentation: 'Site plan and indenture',
      sellingPrice: 'USD 450,000 - 500,000',
      details: 'Vacant from January.',
    });
  });

  test('a renter chooses the role on the page and names another region', async () => {
    await gotoHydrated(session.page, '/join');
    await session.page.getByLabel('I am a:').selectOption('renter');
    expect(new URL(session.page.url()).searchParams.get('type')).toBe('renter');
    await fillContact('Esi Quaye', 'esi@example.com');
    await select('Property Type').selectOption('residential-house');
    await select('Number of Bedrooms').selectOption('3-bedroom');
    await select('Preferred Region in Ghana').selectOption('others');
    await textbox('Please specify the region').fill('Ho, Volta');
    await textbox('Rental Budget (monthly or annual, GHS or USD)').fill('GHS 4,000 a month');
    await textbox('What help do you need?').fill('Viewing and lease review');
    await session.page.getByRole('button', { name: 'Join as a Renter' }).click();
    await expect.poll(() => toast().textContent()).toContain('Success!');

    const lead = await session.server.dataSource.getRepository(Lead).findOneByOrFail({ email: 'esi@example.com' });
    expect(lead).toMatchObject({
      type: 'renter',
      ghanaRegion: 'others',
      otherRegion: 'Ho, Volta',
      rentalBudget: 'GHS 4,000 a month',
      helpNeeded: 'Viewing and lease review',
      details: '',
    });
  });

  test('an answer lost on the way back: sending again stores nothing new and shows the success', async () => {
    const keys: string[] = [];
    let answersToLose = 1;
    await session.page.route('**/api/renters', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (answersToLose === 0) return route.continue();
      answersToLose -= 1;
      // The lead reaches the server and is stored; the visitor's connection drops before the answer arrives.
      expect((await route.fetch()).status()).toBe(201);
      await route.abort('connectionreset');
    });
    await gotoHydrated(session.page, '/join?type=renter');
    await fillContact('Kofi Boateng', 'kofi.boateng@example.com');
    await select('Property Type').selectOption('residential-apartment');
    await select('Number of Bedrooms').selectOption('1-bedroom');
    await select('Preferred Region in Ghana').selectOption('kumasi');
    await textbox('Rental Budget (monthly or annual, GHS or USD)').fill('USD 900 a month');
    await textbox('What help do you need?').fill('A furnished flat near Osu');
    const send = session.page.getByRole('button', { name: 'Join as a Renter' });
    await send.click();
    await expect.poll(() => toast().textContent()).toContain('Error');
    const pageErrors = session.pageErrors.splice(0);
    expect(
      pageErrors.every((error) => /ERR_CONNECTION_RESET|Failed to fetch/.test(error)),
      pageErrors.join('\n'),
    ).toBe(true);

    await send.click();
    await expect.poll(() => toast().textContent()).toContain('Success!');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await session.server.dataSource.getRepository(Lead).countBy({ email: 'kofi.boateng@example.com' })).toBe(1);
    await session.page.unroute('**/api/renters');
  });

  test('the newsletter signs up an address', async () => {
    await gotoHydrated(session.page, '/join?type=newsletter');
    await textbox('Email Address').fill('reader@example.com');
    await session.page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => toast().textContent()).toContain('Thank you for subscribing to our newsletter!');
    expect(
      await session.server.dataSource.getRepository(NewsletterSubscriber).countBy({ email: 'reader@example.com' }),
    ).toBe(1);
  });

  test('the server’s field messages show beside the fields and the data is kept', async () => {
    await gotoHydrated(session.page, '/join?type=buyer');
    // Valid for the browser's type=email check, refused by the API: it has no domain suffix.
    await fillContact('Yaw Mensah', 'yaw@localhost');
    await select('Property Type').selectOption('commercial');
    await textbox('Commercial Property Type').fill('Warehouse');
    await select('Where are you currently located?').selectOption('ghana');
    await select('Preferred Region in Ghana').selectOption('tema');
    await select('Budget Range').selectOption('125k-plus');
    await session.page.getByLabel('Property valuation').check();
    await textbox('Additional requirements or questions').fill('Anything in Tema');
    await session.page.getByRole('button', { name: 'Join as a Buyer' }).click();

    const email = textbox('Email Address');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      describedBy.split(' ').map((id) => session.page.locator(`[id="${id}"]`).textContent()),
    );
    expect(messages.join(' ')).toContain('Please enter a valid email address, like name@example.com.');
    expect(await session.page.getByRole('alert').textContent()).toBe('ErrorPlease check: Email Address.');
    expect(await textbox('Full Name').inputValue()).toBe('Yaw Mensah');
    expect(await textbox('Additional requirements or questions').inputValue()).toBe('Anything in Tema');
    expect(await session.server.dataSource.getRepository(Lead).countBy({ email: 'yaw@localhost' })).toBe(0);
    expect(expectedErrors(session.pageErrors, 400)).toBe(1);
  });

  test.each([360, 1280])(
    'an empty buyer submit at %i px names every missing field beside it and focuses the first below the header',
    async (width) => {
      const posts: string[] = [];
      session.page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await session.page.setViewportSize({ width, height: 740 });
      await gotoHydrated(session.page, '/join?type=buyer');
      await session.page.getByRole('button', { name: 'Join as a Buyer' }).click();
      await expect
        .poll(() => toast().textContent())
        .toContain('Please fill in all required contact information fields.');

      const required = [
        ['textbox', 'Full Name', 'Please enter your name.'],
        ['textbox', 'Email Address', 'Please enter your email address.'],
        ['textbox', 'Phone Number', 'Please enter your phone number.'],
        ['combobox', 'Property Type', 'Please choose a property type.'],
        ['combobox', 'Where are you currently located?', 'Please choose where you are located.'],
        ['combobox', 'Preferred Region in Ghana', 'Please choose a region.'],
        ['combobox', 'Budget Range', 'Please choose a budget range.'],
        ['group', "Services you're interested in (required)", 'Please choose at least one service.'],
        ['textbox', 'Additional requirements or questions', 'Please fill in the details.'],
      ] as const;
      for (const [role, name, message] of required) {
        const control = session.page.getByRole(role, { name, exact: true });
        expect(await control.getAttribute('aria-invalid'), name).toBe('true');
        const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
        expect(await session.page.locator(`[id="${describedBy}"]`).textContent(), name).toBe(message);
      }
      expect(await session.page.getByRole('status').filter({ hasText: 'need your attention' }).textContent()).toBe(
        `${required.length} fields need your attention`,
      );
      const focused = await session.page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        const header = document.querySelector('header')!.getBoundingClientRect().bottom;
        const label = document.querySelector(`label[for="${active.id}"]`)!.getBoundingClientRect();
        return { name: active.name, labelTop: label.top, header, bottom: active.getBoundingClientRect().bottom };
      });
      expect(focused.name).toBe('name');
      expect(focused.labelTop).toBeGreaterThanOrEqual(focused.header);
      expect(focused.bottom).toBeLessThanOrEqual(740);
      expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(session.page)).toEqual([]);
      expect(posts).toEqual([]);
      expect(session.pageErrors).toEqual([]);
    },
  );

  test('at 360 px the phone number has room for an international number and the role is not cut off', async () => {
    await gotoHydrated(session.page, '/join?type=buyer');
    // The form for the type in the address is drawn after hydration: measure once its fields are there.
    await session.page.locator('select[name="role"]').waitFor();
    await session.page.locator('input[name="phone"]').waitFor();
    const fits = await session.page.evaluate(() => {
      const room = (element: Element) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const height = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return { context, inner, lines: Math.round(height / parseFloat(style.lineHeight)) };
      };
      const phone = room(document.querySelector('input[name="phone"]')!);
      const select = document.querySelector('select[name="role"]') as HTMLSelectElement;
      const role = room(select);
      const label = select.selectedOptions[0]!.textContent!;
      return {
        phone: phone.inner - phone.context.measureText('+44 7700 900123').width,
        roleLinesNeeded: Math.ceil(role.context.measureText(label).width / role.inner),
        roleLines: role.lines,
      };
    });
    expect(fits.phone).toBeGreaterThanOrEqual(0);
    expect(fits.roleLinesNeeded).toBeGreaterThan(1);
    expect(fits.roleLines).toBeGreaterThanOrEqual(fits.roleLinesNeeded);
  });

  test('the client checks ask for the contact fields before anything is sent', async () => {
    const posts: string[] = [];
    session.page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await gotoHydrated(session.page, '/join?type=newsletter');
    await session.page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => toast().textContent()).toContain('Please enter your email address.');

    await gotoHydrated(session.page, '/join?type=buyer');
    await textbox('Full Name').fill('Only A Name');
    await session.page.getByRole('button', { name: 'Join as a Buyer' }).click();
    await expect.poll(() => toast().textContent()).toContain('Please fill in all required contact information fields.');
    expect(await textbox('Full Name').inputValue()).toBe('Only A Name');
    expect(posts).toEqual([]);
  });

  test.each(['buyer', 'seller', 'renter', 'newsletter'])(
    'axe finds no serious violation with the %s form open, every label tied to its control',
    async (role) => {
      await gotoHydrated(session.page, `/join?type=${role}`);
      await session.page.getByRole('button', { name: /Join as|Subscribe/ }).waitFor();
      // Show every conditional field too.
      if (role !== 'newsletter') {
        await select('Property Type').selectOption('commercial');
        if (role !== 'seller') await select('Preferred Region in Ghana').selectOption('accra');
        if (role === 'buyer') await select('Where are you currently located?').selectOption('other');
        if (role === 'seller') await select('Documentation').selectOption('other');
      }
      expect(await seriousAxeViolations(session.page)).toEqual([]);
      const untied = await session.page.evaluate(() =>
        [...document.querySelectorAll('label')].filter((label) => !label.control).map((label) => label.textContent),
      );
      expect(untied).toEqual([]);
    },
  );

  test('the newsletter form works by keyboard alone', async () => {
    await gotoHydrated(session.page, '/join');
    await session.page.getByLabel('I am a:').focus();
    await session.page.keyboard.press('End');
    await expect.poll(() => session.page.getByLabel('I am a:').inputValue()).toBe('newsletter');
    await session.page.keyboard.press('Tab');
    expect(await session.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');
    await session.page.keyboard.type('keys.only@example.com');
    await session.page.keyboard.press('Enter');
    await expect.poll(() => toast().textContent()).toContain('Thank you for subscribing to our newsletter!');
    expect(
      await session.server.dataSource.getRepository(NewsletterSubscriber).countBy({ email: 'keys.only@example.com' }),
    ).toBe(1);
  });
});

describe('join page rate limit in Chromium', () => {
  let limitedServer: SiteServer;
  beforeAll(async () => {
    limitedServer = await startSiteServer({ publicSubmissionsPerMinute: 1 });
  });
  afterAll(() => limitedServer.close());

  test('the second submission in a minute shows the wait message and keeps the data', async () => {
    for (const [index, expected] of [
      [1, 'Thank you for subscribing'],
      [2, 'Please wait'],
    ] as const) {
      await gotoHydrated(session.page, `${limitedServer.baseUrl}/join?type=newsletter`);
      await textbox('Email Address').fill(`limited${index}@example.com`);
      await session.page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => toast().textContent()).toContain(expected);
    }
    expect(await textbox('Email Address').inputValue()).toBe('limited2@example.com');
    expect(expectedErrors(session.pageErrors, 429)).toBe(1);
  });
});
