// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../lib/session';
import { ADMIN } from '../../test/admin-test-utils';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, listQueries, patches, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';
import { earliestNextStepDay } from '#contract/follow-ups/earliest-next-step-day';

const STAFF = [
  { id: 1, username: 'chief' },
  { id: 2, username: 'esi' },
];
const card = (name: string) => screen.getByRole('listitem', { name });
const ownerSelect = (name: string) => within(card(name)).getByLabelText('Assigned to') as HTMLSelectElement;

beforeEach(() => setSession({ status: 'authenticated', user: ADMIN }));
afterEach(tearDown);

// The card's owner and next step, and the "Assigned to" filter.
describe('lead card: owner and next step', () => {
  it('shows the owner in the Assigned to select; Assign to me and choosing someone save the owner', async () => {
    setUp([
      leadRecord({ id: 7, name: 'Ama Mensah' }),
      leadRecord({ id: 8, name: 'Kojo', assignedTo: { id: 2, username: 'esi' } }),
    ]);
    api.staff = STAFF;
    renderLeads('buyer');
    await screen.findByText('Kojo');
    await waitFor(() => expect(ownerSelect('Kojo').value).toBe('2'));
    expect([...ownerSelect('Ama Mensah').options].map((option) => option.text)).toEqual(['Unassigned', 'chief', 'esi']);
    expect(ownerSelect('Ama Mensah').value).toBe('');

    fireEvent.click(within(card('Ama Mensah')).getByRole('button', { name: 'Assign to me: Ama Mensah' }));
    await waitFor(() => expect(ownerSelect('Ama Mensah').value).toBe('1'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Assigned to you');
    // The signed-in user's own lead offers no "Assign to me".
    expect(within(card('Ama Mensah')).queryByRole('button', { name: /Assign to me/ })).toBeNull();

    fireEvent.change(ownerSelect('Kojo'), { target: { value: '' } });
    await waitFor(() => expect(ownerSelect('Kojo').value).toBe(''));
    expect(patches().map(({ url, body }) => [url, body])).toEqual([
      ['/api/leads/7', { assignedToId: 1 }],
      ['/api/leads/8', { assignedToId: null }],
    ]);
  });

  it('sets a next step with a date, a time and what to do, then clears it', async () => {
    setUp([leadRecord({ id: 7, name: 'Ama Mensah' })]);
    renderLeads('buyer');
    await screen.findByText('Ama Mensah');
    expect(within(card('Ama Mensah')).getByText('None')).toBeTruthy();
    fireEvent.click(within(card('Ama Mensah')).getByRole('button', { name: 'Set next step for Ama Mensah' }));
    const form = within(card('Ama Mensah')).getByRole('form', { name: 'Next step for Ama Mensah' });
    // Today in Accra is the earliest day offered (the fake API here takes any day; the real one refuses a past one).
    expect(within(form).getByLabelText('Next step date').getAttribute('min')).toBe(earliestNextStepDay());
    fireEvent.change(within(form).getByLabelText('Next step date'), { target: { value: '2026-06-05' } });
    fireEvent.change(within(form).getByLabelText('Time (Accra, optional)'), { target: { value: '18:30' } });
    fireEvent.change(within(form).getByLabelText('What to do'), { target: { value: 'Call after 6 pm UK time' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save next step' }));
    expect(
      await within(card('Ama Mensah')).findByText(/Jun 5, 2026, 18:30 \(Accra time\): Call after 6 pm UK time/),
    ).toBeTruthy();

    fireEvent.click(within(card('Ama Mensah')).getByRole('button', { name: 'Change next step for Ama Mensah' }));
    fireEvent.click(within(card('Ama Mensah')).getByRole('button', { name: 'Clear next step' }));
    expect(await within(card('Ama Mensah')).findByText('None')).toBeTruthy();
    expect(patches().map(({ body }) => body)).toEqual([
      { nextStep: { date: '2026-06-05', time: '18:30', text: 'Call after 6 pm UK time' } },
      { nextStep: null },
    ]);
  });

  it('the Assigned to filter offers Anyone, Me, Unassigned and each staff user, and asks the server', async () => {
    setUp([
      leadRecord({ id: 7, name: 'Ama Mensah', assignedTo: { id: 1, username: 'chief' } }),
      leadRecord({ id: 8, name: 'Kojo' }),
    ]);
    api.staff = STAFF;
    renderLeads('buyer');
    await screen.findByText('Kojo');
    const filter = screen.getByRole('region', { name: 'Filters & Search' });
    const select = within(filter).getByLabelText('Assigned to') as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((option) => option.text)).toEqual(['Anyone', 'Me', 'Unassigned', 'chief', 'esi']),
    );
    fireEvent.change(select, { target: { value: 'me' } });
    await waitFor(() => expect(screen.queryByText('Kojo')).toBeNull());
    expect(screen.getByText('Ama Mensah')).toBeTruthy();
    expect(listQueries('buyers').at(-1)).toBe('assignedTo=me');
    expect(location.search).toBe('?assignedTo=me');
  });
});
