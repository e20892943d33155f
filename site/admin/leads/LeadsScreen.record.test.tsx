// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';

afterEach(tearDown);

describe('lead card: an erased person, and correcting contact details', () => {
  it('says when and by whom a person was erased, with no way to reach them and nothing to do next', async () => {
    setUp([
      leadRecord({
        name: '[erased]',
        email: '[erased]',
        phone: '[erased]',
        phoneE164: null,
        phoneReadable: null,
        erased: { at: '2025-06-07T23:30:00.000Z', by: 'chief' },
      }),
    ]);
    renderLeads('buyer');
    const card = await screen.findByRole('listitem', { name: '[erased]' });
    // 23:30 UTC is still June 7 in Accra.
    expect(card.textContent).toContain('Erased on Jun 7, 2025 by chief');
    expect(card.textContent).not.toContain('Number not recognised');
    const links = within(card)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => /^(mailto|tel):|wa\.me/.test(href))).toEqual([]);
    expect(within(card).queryByRole('button', { name: /Correct details/ })).toBeNull();
    expect(within(card).queryByText(/Next step/i)).toBeNull();
  });

  it('corrects a phone: a refused number is said beside the field and nothing changes; a good one shows', async () => {
    setUp([leadRecord({ id: 4, phone: '024 412 345', phoneE164: null, phoneReadable: null })]);
    renderLeads('buyer');
    const card = await screen.findByRole('listitem', { name: 'Ama Mensah' });
    fireEvent.click(within(card).getByRole('button', { name: 'Correct details of Ama Mensah' }));
    const phone = within(card).getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: 'call me' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save details' }));
    expect(await within(card).findByText(/type the phone number in digits/)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.leads[0]!.phone).toBe('024 412 345');

    fireEvent.change(phone, { target: { value: '024 412 3456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Save details' })).toBeNull());
    const sent = api.requests.filter((request) => request.url === '/api/leads/4/contact').at(-1);
    expect(sent?.body).toEqual({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '024 412 3456',
      countryCode: '+233',
    });
    expect(within(card).getByRole('link', { name: '+233 244123456' }).getAttribute('href')).toBe('tel:+233244123456');
  });
});
