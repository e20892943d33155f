// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import { renderWithQueries, setUp, tearDown } from '../../test/admin-test-utils';
import { fakeRoutingApi, type FakeRoutingApi } from '../../test/fake-routing-api';
import { WorkingHoursSection } from './WorkingHoursSection';

let api: FakeRoutingApi;

beforeEach(() => {
  setUp('/admin/account');
  api = { rules: [], users: [], sources: {}, own: { workingHours: null, away: false }, requests: [] };
  fakeRoutingApi(api);
});
afterEach(tearDown);

async function renderSection() {
  renderWithQueries(
    <>
      <WorkingHoursSection />
      <Toaster />
    </>,
  );
  await screen.findByRole('group', { name: 'Days and hours (Accra time)' });
}

const puts = () => api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
const toastText = () => screen.getByTestId('toast').textContent;

describe('Account: working hours and Away', () => {
  it('with no hours set says always available; a night shift runs past midnight and is saved', async () => {
    await renderSection();
    expect(screen.getByText(/^Always available: no working hours are set\./)).toBeTruthy();
    expect(screen.getAllByText('Off')).toHaveLength(7);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    expect(screen.getByLabelText('From Friday')).toHaveProperty('value', '08:00');
    set('From Friday', '22:00');
    set('To Friday', '06:00');
    expect(screen.getByText('Runs past midnight, to Saturday 06:00')).toBeTruthy();
    // The next day ticked starts with the hours of the one before.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getByLabelText('From Saturday')).toHaveProperty('value', '22:00');
    expect(screen.getByText('Runs past midnight, to Sunday 06:00')).toBeTruthy();
    expect(screen.queryByText(/^Always available/)).toBeNull();

    save();
    await waitFor(() => expect(toastText()).toBe('Working hours savedLeads are routed to you within these hours.'));
    expect(puts()).toEqual([
      {
        workingHours: [
          { day: 5, start: '22:00', end: '06:00' },
          { day: 6, start: '22:00', end: '06:00' },
        ],
        away: false,
      },
    ]);
  });

  it('unticking every day makes one always available again (no hours: null)', async () => {
    api.own = { workingHours: [{ day: 1, start: '08:00', end: '17:00' }], away: false };
    await renderSection();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getByText(/^Always available/)).toBeTruthy();
    save();
    await waitFor(() => expect(toastText()).toBe('Working hours savedYou are always available.'));
    expect(puts()).toEqual([{ workingHours: null, away: false }]);
  });

  it('Away saves at once, with the hours as stored and not those being edited', async () => {
    api.own = { workingHours: [{ day: 1, start: '08:00', end: '17:00' }], away: false };
    await renderSection();
    set('From Monday', '09:00');
    const away = screen.getByRole('switch', { name: 'Away' });
    fireEvent.click(away);
    await waitFor(() =>
      expect(puts()).toEqual([{ workingHours: [{ day: 1, start: '08:00', end: '17:00' }], away: true }]),
    );
    await waitFor(() => expect(away).toHaveProperty('disabled', false));
    expect(away).toHaveProperty('checked', true);
    expect(screen.getByText('On: no new leads are routed to you, whatever the working hours.')).toBeTruthy();
    // The hours being edited are still there, to be saved on their own.
    expect(screen.getByLabelText('From Monday')).toHaveProperty('value', '09:00');
    save();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ workingHours: [{ day: 1, start: '09:00', end: '17:00' }], away: true });
  });

  it('asks for the times of a period added, and shows a refused time by its field', async () => {
    api.own = { workingHours: [{ day: 2, start: '08:00', end: '12:00' }], away: false };
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('From Tuesday (2)')));
    save();
    expect(screen.getAllByText('Enter a time, such as 08:00.')).toHaveLength(2);
    expect(puts()).toEqual([]);

    set('From Tuesday (2)', '11:00');
    set('To Tuesday (2)', '15:00');
    api.refuseAvailability = { 'workingHours[1].start': 'This period overlaps another on Tuesday.' };
    save();
    await waitFor(() => expect(toastText()).toBe('Error saving working hoursThis period overlaps another on Tuesday.'));
    const from = screen.getByLabelText('From Tuesday (2)');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This period overlaps another on Tuesday.',
    );
    await waitFor(() => expect(document.activeElement).toBe(from));
  });
});
