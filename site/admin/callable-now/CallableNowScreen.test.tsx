// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableLead, CallableNowPage } from '#contract/leads/callable-now-api';
import { calls, jsonResponse, renderWithQueries, route, setUp, tearDown } from '../../test/admin-test-utils';
import { CallableNowScreen } from './CallableNowScreen';

const LONDON = { name: 'Europe/London', label: 'London', capitalOf: null };
const lead = (id: number, overrides: Partial<CallableLead> = {}): CallableLead => ({
  id,
  type: 'buyer',
  name: `Lead ${id}`,
  phoneE164: '+442079460958',
  phoneReadable: '+44 20 7946 0958',
  timeZone: LONDON,
  reasons: ['no-first-touch'],
  nextStep: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  ...overrides,
});
const page = (leads: CallableLead[], nextCursor: string | null = null, total = leads.length): CallableNowPage => ({
  leads,
  nextCursor,
  total,
  totalCapped: false,
});

beforeEach(() => {
  setUp('/admin/callable-now');
  // 12:00 in Accra on 15 June 2026: 13:00 in London.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T12:00:00Z') });
});
afterEach(() => {
  tearDown();
  vi.useRealTimers();
});

describe('Callable now', () => {
  it('lists each lead with its type, why, their time, a call and a WhatsApp link, and a link to its card', async () => {
    route({
      'GET /api/leads/callable-now': jsonResponse(
        200,
        page([
          lead(7, { name: 'Ama Mensah' }),
          lead(9, {
            name: 'Kofi Boateng',
            type: 'seller',
            reasons: ['next-step-due'],
            phoneE164: '+12025550100',
            phoneReadable: '+1 202 555 0100',
            timeZone: { name: 'America/New_York', label: 'Washington', capitalOf: 'United States' },
            nextStep: { at: '2026-06-15T11:00:00.000Z', hasTime: true, text: 'Send the price' },
          }),
        ]),
      ),
    });
    renderWithQueries(<CallableNowScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Callable now');
    const list = await screen.findByRole('region', { name: 'To call (2)' });
    const ama = within(list).getByRole('listitem', { name: 'Ama Mensah' });
    expect(within(ama).getByRole('link', { name: 'Ama Mensah' }).getAttribute('href')).toBe('/admin/buyers?lead=7');
    expect(ama.textContent).toContain('Buyer Lead');
    expect(ama.textContent).toContain('No first touch yet');
    expect(within(ama).getByTestId('lead-local-time').textContent).toBe('13:00 in London · good time to call');
    expect(
      within(ama)
        .getByRole('link', { name: /^Call \+44 20 7946 0958/ })
        .getAttribute('href'),
    ).toBe('tel:+442079460958');
    const whatsapp = within(ama).getByRole('link', { name: /^WhatsApp Ama Mensah/ });
    expect([whatsapp.getAttribute('href'), whatsapp.getAttribute('target')]).toEqual([
      'https://wa.me/442079460958',
      '_blank',
    ]);

    const kofi = within(list).getByRole('listitem', { name: 'Kofi Boateng' });
    expect(within(kofi).getByRole('link', { name: 'Kofi Boateng' }).getAttribute('href')).toBe('/admin/sellers?lead=9');
    expect(kofi.textContent).toContain('Next step due: Jun 15, 2026, 11:00 Accra · 07:00 Washington, Send the price');
    expect(within(kofi).getByTestId('lead-local-time').textContent).toContain(
      "08:00 in Washington (capital's time, United States has several zones)",
    );
    expect(screen.getByText('Leads whose phone number tells no time zone are not listed.')).toBeTruthy();
  });

  it('shows a Ghana lead’s time too, on Accra’s clock', async () => {
    route({
      'GET /api/leads/callable-now': jsonResponse(
        200,
        page([lead(3, { name: 'Efua', timeZone: { name: 'Africa/Accra', label: 'Accra', capitalOf: null } })]),
      ),
    });
    renderWithQueries(<CallableNowScreen />);
    const efua = await screen.findByRole('listitem', { name: 'Efua' });
    expect(within(efua).getByTestId('lead-local-time').textContent).toBe('12:00 in Accra · good time to call');
  });

  it('says why it is empty', async () => {
    route({ 'GET /api/leads/callable-now': jsonResponse(200, page([])) });
    renderWithQueries(<CallableNowScreen />);
    expect(
      await screen.findByText(
        /^Nobody to call right now: none of your open leads without a first touch or with a next step due is between 08:00 and 20:00 their time\./,
      ),
    ).toBeTruthy();
  });

  it('loads the next page with its cursor', async () => {
    route({
      'GET /api/leads/callable-now': jsonResponse(200, page([lead(1)], 'next.abc', 2)),
      'GET /api/leads/callable-now?cursor=next.abc': jsonResponse(200, page([lead(2)], null, 2)),
    });
    renderWithQueries(<CallableNowScreen />);
    await screen.findByRole('listitem', { name: 'Lead 1' });
    fireEvent.click(screen.getByRole('button', { name: /Load more/ }));
    expect(await screen.findByRole('listitem', { name: 'Lead 2' })).toBeTruthy();
    expect(calls()).toEqual(['GET /api/leads/callable-now', 'GET /api/leads/callable-now?cursor=next.abc']);
  });
});
