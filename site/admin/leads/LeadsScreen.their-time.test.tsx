// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../lib/session';
import { ADMIN } from '../../test/admin-test-utils';
import { leadRecord } from '../../test/lead-record-fixture';
import { patches, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';
import { LEAD_LAYOUT_KEY } from './useLeadLayout';

const LONDON = { name: 'Europe/London', label: 'London', capitalOf: null };
const WASHINGTON = { name: 'America/New_York', label: 'Washington', capitalOf: 'United States' };
const LEADS = [
  leadRecord({
    id: 1,
    name: 'Ama Mensah',
    phoneE164: '+442079460958',
    phoneReadable: '+44 20 7946 0958',
    timeZone: LONDON,
  }),
  leadRecord({
    id: 2,
    name: 'Kofi Boateng',
    phoneE164: '+12025550100',
    phoneReadable: '+1 202 555 0100',
    timeZone: WASHINGTON,
  }),
  // Accra's own zone, and a number that tells none: nothing beside them.
  leadRecord({ id: 3, name: 'Efua Owusu' }),
  leadRecord({ id: 4, name: 'Yaw Darko', phoneE164: null, phoneReadable: null, timeZone: null }),
];
const card = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  setSession({ status: 'authenticated', user: ADMIN });
  // Monday 15 June 2026, 12:00 in Accra: 13:00 in London (summer time), 08:00 in New York.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T12:00:00Z') });
});
afterEach(tearDown);

describe('lead page: the lead’s own time', () => {
  it('shows their time beside the number on the card, with a good time to call, and a capital’s zone said so', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    expect(within(card('Ama Mensah')).getByTestId('lead-local-time').textContent).toBe(
      '13:00 in London · good time to call',
    );
    expect(within(card('Kofi Boateng')).getByTestId('lead-local-time').textContent).toBe(
      "08:00 in Washington (capital's time, United States has several zones) · good time to call",
    );
    expect(within(card('Efua Owusu')).queryByTestId('lead-local-time')).toBeNull();
    expect(within(card('Yaw Darko')).queryByTestId('lead-local-time')).toBeNull();
  });

  it('shows it in the table’s phone cell too, and outside calling hours when it is', async () => {
    vi.setSystemTime(new Date('2026-06-15T11:30:00Z'));
    localStorage.setItem(LEAD_LAYOUT_KEY, 'table');
    setUp(LEADS);
    renderLeads('buyer');
    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByTestId('lead-local-time')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '12:30 in London · good time to call',
      "07:30 in Washington (capital's time, United States has several zones) · outside calling hours",
    ]);
  });

  it('offers their time for a next step, sends it so, and shows the step in both times', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    // Accra's own zone: no choice, the time is Accra's.
    fireEvent.click(within(card('Efua Owusu')).getByRole('button', { name: 'Set next step for Efua Owusu' }));
    expect(within(card('Efua Owusu')).queryByRole('group', { name: 'Date and time in' })).toBeNull();

    fireEvent.click(within(card('Ama Mensah')).getByRole('button', { name: 'Set next step for Ama Mensah' }));
    const form = within(card('Ama Mensah')).getByRole('form', { name: 'Next step for Ama Mensah' });
    const choice = within(form).getByRole('group', { name: 'Date and time in' });
    expect((within(choice).getByLabelText('Accra time') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(choice).getByLabelText('Their time (London)'));
    // Their time needs a time of day, labelled with their place.
    const time = within(form).getByLabelText('Time (London)') as HTMLInputElement;
    expect(time.required).toBe(true);
    fireEvent.change(within(form).getByLabelText('Next step date'), { target: { value: '2026-06-20' } });
    fireEvent.change(time, { target: { value: '18:00' } });
    fireEvent.change(within(form).getByLabelText('What to do'), { target: { value: 'Call about the viewing' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save next step' }));
    expect(
      await within(card('Ama Mensah')).findByText('Jun 20, 2026, 17:00 Accra · 18:00 London: Call about the viewing', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(patches().map(({ body }) => body)).toEqual([
      { nextStep: { date: '2026-06-20', time: '18:00', inLeadZone: true, text: 'Call about the viewing' } },
    ]);
  });

  it('shows a timed next step in both times in the table’s next-step column', async () => {
    setUp([
      leadRecord({
        ...LEADS[1],
        nextStep: { at: '2026-06-20T18:00:00.000Z', hasTime: true, text: 'Call back' },
      }),
    ]);
    localStorage.setItem(LEAD_LAYOUT_KEY, 'table');
    renderLeads('buyer');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('Jun 20, 2026, 18:00 Accra · 14:00 Washington: Call back'));
  });
});
