// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardStats, TrendPoint } from '#contract/stats/stats-api';
import type { FollowUps } from '#contract/follow-ups/follow-up-api';
import {
  ADMIN,
  calls,
  jsonResponse,
  renderWithQueries,
  route,
  setUp,
  STAFF,
  tearDown,
} from '../../test/admin-test-utils';
import { setSession } from '../lib/session';
import { $adminPath, $adminSearch } from '../router';
import { DashboardScreen } from './DashboardScreen';

beforeEach(() => setUp('/admin'));
afterEach(tearDown);

const points = (count: number): TrendPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    period: `P${i}`,
    start: '2025-06-01T00:00:00.000+00:00',
    buyers: i,
    sellers: 0,
    renters: 0,
    newsletters: 0,
  }));
const STATS: DashboardStats = {
  buyers: { total: 4, contacted: 3, qualified: 1, qualifiedPercent: 25 },
  sellers: { total: 2, contacted: 0, qualified: 2, qualifiedPercent: 100 },
  renters: { total: 0, contacted: 0, qualified: 0, qualifiedPercent: 0 },
  subscribers: { total: 5, thisMonth: 2, thisWeek: 1 },
  pipeline: 11,
  trends: { daily: points(30), weekly: points(12), monthly: points(12) },
  speedToLead: {
    buyer: { medianMinutesToContact: 125, contactedCount: 3, goingColdCount: 2 },
    seller: { medianMinutesToContact: 45, contactedCount: 1, goingColdCount: 0 },
    renter: { medianMinutesToContact: null, contactedCount: 0, goingColdCount: 0 },
  },
  emailAlertsEnabled: false,
  leadsBySource: {
    since: '2025-05-07T00:00:00.000Z',
    sources: [
      { source: 'facebook', count: 3 },
      { source: 'Direct', count: 2 },
      { source: '', count: 1 },
    ],
    otherSources: { sources: 0, count: 0 },
  },
  speedByAgent: null,
};

/** Each card's label and number, in reading order. */
const cards = () =>
  [...document.querySelectorAll('dl')].map((dl) => [
    dl.querySelector('dt')?.textContent,
    dl.querySelector('dd')?.textContent,
  ]);

describe('dashboard', () => {
  it("shows the fifteen cards with the server's numbers, and the brand card", async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: STATS }) });
    renderWithQueries(<DashboardScreen />);
    expect(await screen.findByText('Your home in Ghana')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Manage and review lead submissions from the platform')).toBeTruthy();
    expect(cards()).toEqual([
      ['Total Buyers', '4'],
      ['Buyers Contacted', '3'],
      ['Buyers Qualified', '1'],
      ['% Buyers Qualified', '25%'],
      ['Total Sellers', '2'],
      ['Sellers Contacted', '0'],
      ['Sellers Qualified', '2'],
      ['% Sellers Qualified', '100%'],
      ['Total Renters', '0'],
      ['Renters Contacted', '0'],
      ['Renters Qualified', '0'],
      ['% Renters Qualified', '0%'],
      ['Newsletter Subscribers', '5'],
      ['Subscribers This Month', '2'],
      ['Total Pipeline', '11'],
    ]);
  });

  it('starts the trends on Weekly, and the caption follows the range', async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: STATS }) });
    renderWithQueries(<DashboardScreen />);
    expect(await screen.findByRole('heading', { name: 'Lead Trends Analytics' })).toBeTruthy();
    const button = (name: string) => screen.getByRole('button', { name });
    expect(button('Weekly').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Showing weekly trends for the last 12 periods')).toBeTruthy();
    fireEvent.click(button('Daily'));
    expect(button('Daily').getAttribute('aria-pressed')).toBe('true');
    expect(button('Weekly').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Showing daily trends for the last 30 days')).toBeTruthy();
    fireEvent.click(button('Monthly'));
    expect(screen.getByText('Showing monthly trends for the last 12 periods')).toBeTruthy();
  });

  it("says 'Failed to fetch stats' when the numbers cannot be loaded", async () => {
    route({ 'GET /api/admin/stats': jsonResponse(500, { error: { code: 'x', message: 'boom' } }) });
    renderWithQueries(<DashboardScreen />);
    expect(await screen.findByText('Failed to fetch stats')).toBeTruthy();
    expect(screen.queryByText('Total Buyers')).toBeNull();
  });
});

describe('dashboard: speed to lead', () => {
  const speedCard = (noun: string) =>
    screen.getByRole('heading', { level: 3, name: `Speed to lead: ${noun}` }).closest('li')!;

  it('shows the median per type, the contacted sample and a going-cold link to the filtered list', async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: STATS }) });
    renderWithQueries(<DashboardScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Speed to lead' })).toBeTruthy();
    expect(speedCard('Buyers').textContent).toContain('2 h 5 min');
    expect(speedCard('Buyers').textContent).toContain('3 leads contacted');
    expect(speedCard('Sellers').textContent).toContain('45 min');
    expect(speedCard('Renters').textContent).toContain('—');
    const cold = screen.getByRole('link', { name: /2 going cold/ });
    expect(cold.getAttribute('href')).toBe('/admin/buyers?cold=1');
    fireEvent.click(cold);
    expect($adminPath.get()).toBe('/admin/buyers');
    expect($adminSearch.get()).toBe('?cold=1');
  });

  it('tells an admin, and only an admin, that email alerts are off', async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: STATS }) });
    setSession({ status: 'authenticated', user: ADMIN });
    const admin = renderWithQueries(<DashboardScreen />);
    expect(await screen.findByText('Email alerts are off: set SMTP_URL')).toBeTruthy();
    admin.unmount();
    setSession({ status: 'authenticated', user: STAFF });
    renderWithQueries(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Speed to lead' });
    expect(screen.queryByText('Email alerts are off: set SMTP_URL')).toBeNull();
  });

  it('no notice when email alerts are on', async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: { ...STATS, emailAlertsEnabled: true } }) });
    setSession({ status: 'authenticated', user: ADMIN });
    renderWithQueries(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Speed to lead' });
    expect(screen.queryByText('Email alerts are off: set SMTP_URL')).toBeNull();
  });
});

describe('dashboard: speed to lead by agent', () => {
  const speedByAgent = [
    {
      agentId: 3,
      username: 'ama',
      medianMinutesToFirstTouch: 12,
      touchedCount: 5,
      routedCount: 7,
      reassignedCount: 0,
    },
    {
      agentId: 4,
      username: 'kofi',
      medianMinutesToFirstTouch: null,
      touchedCount: 0,
      routedCount: 2,
      reassignedCount: 2,
    },
  ];
  const rowsOf = (table: HTMLElement) =>
    [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );

  it("shows an admin each agent's median to first touch, leads routed and leads moved on", async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: { ...STATS, speedByAgent } }) });
    setSession({ status: 'authenticated', user: ADMIN });
    renderWithQueries(<DashboardScreen />);
    const table = await screen.findByRole('table', { description: /median time from arrival to first touch/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Speed to lead by agent' })).toBeTruthy();
    expect(rowsOf(table)).toEqual([
      ['ama', 'First touch 12 min (5 leads)', '· Routed 7', '· Moved on 0'],
      ['kofi', 'First touch — (0 leads)', '· Routed 2', '· Moved on 2'],
    ]);
  });

  it('is not shown to a user who is not an admin, nor without figures from the server', async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: { ...STATS, speedByAgent } }) });
    setSession({ status: 'authenticated', user: STAFF });
    const staff = renderWithQueries(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Speed to lead' });
    expect(screen.queryByRole('heading', { name: 'Speed to lead by agent' })).toBeNull();
    staff.unmount();
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: STATS }) });
    setSession({ status: 'authenticated', user: ADMIN });
    renderWithQueries(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Speed to lead' });
    expect(screen.queryByRole('heading', { name: 'Speed to lead by agent' })).toBeNull();
  });

  it('says so when no agent has figures yet', async () => {
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: { ...STATS, speedByAgent: [] } }) });
    setSession({ status: 'authenticated', user: ADMIN });
    renderWithQueries(<DashboardScreen />);
    expect(await screen.findByText('No agent has been routed a lead or touched one yet.')).toBeTruthy();
  });
});

describe('dashboard: leads by source', () => {
  const rowsOf = (table: HTMLElement) =>
    [...table.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]);

  it('lists each source with its leads, most first, leads from before sources as Not recorded, the rest summed', async () => {
    const leadsBySource = { ...STATS.leadsBySource, otherSources: { sources: 4, count: 5 } };
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: { ...STATS, leadsBySource } }) });
    renderWithQueries(<DashboardScreen />);
    const table = await screen.findByRole('table', { description: /last 30 days/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Leads by source' })).toBeTruthy();
    expect(rowsOf(table)).toEqual([
      ['facebook', '3'],
      ['Direct', '2'],
      ['Not recorded', '1'],
      ['4 other sources', '5'],
    ]);
  });

  it('says so when no lead arrived in the window', async () => {
    const leadsBySource = { since: STATS.leadsBySource.since, sources: [], otherSources: { sources: 0, count: 0 } };
    route({ 'GET /api/admin/stats': jsonResponse(200, { stats: { ...STATS, leadsBySource } }) });
    renderWithQueries(<DashboardScreen />);
    expect(await screen.findByText('No leads in the last 30 days.')).toBeTruthy();
  });
});

const step = (at: string, text: string, hasTime = true) => ({ at, hasTime, text });
const MINE: FollowUps = {
  scope: 'mine',
  today: '2026-06-05',
  dueToday: {
    total: 2,
    items: [
      {
        leadId: 7,
        type: 'buyer',
        name: 'Ama Mensah',
        nextStep: step('2026-06-05T09:00:00.000Z', 'Send the brochure'),
        late: true,
        owner: { id: 2, username: 'ama' },
        timeZone: { name: 'America/New_York', label: 'Washington', capitalOf: 'United States' },
      },
      {
        leadId: 9,
        type: 'renter',
        name: 'Kojo',
        nextStep: step('2026-06-05T00:00:00.000Z', 'Call', false),
        late: false,
        owner: { id: 2, username: 'ama' },
        timeZone: { name: 'Africa/Accra', label: 'Accra', capitalOf: null },
      },
    ],
  },
  overdue: {
    total: 51,
    items: [
      {
        leadId: 3,
        type: 'seller',
        name: 'Yaw',
        nextStep: step('2026-06-01T10:00:00.000Z', 'Chase the deposit'),
        late: false,
        owner: { id: 2, username: 'ama' },
        timeZone: null,
      },
    ],
  },
};
const EVERYONE: FollowUps = {
  ...MINE,
  scope: 'everyone',
  overdue: { total: 1, items: [{ ...MINE.overdue.items[0]!, owner: null }] },
};

// The dashboard's Due today and Overdue cards.
describe('dashboard: next steps', () => {
  it("lists the user's due and overdue steps, each linking to its lead, late ones marked; a user has no scope toggle", async () => {
    setSession({ status: 'authenticated', user: STAFF });
    route({
      'GET /api/admin/stats': jsonResponse(200, { stats: STATS }),
      'GET /api/admin/follow-ups?scope=mine': jsonResponse(200, { followUps: MINE }),
    });
    renderWithQueries(<DashboardScreen />);
    const due = await screen.findByRole('region', { name: 'Due today' });
    expect(within(due).getByRole('heading').textContent).toBe('Due today (2)');
    expect(within(due).getByRole('link', { name: 'Ama Mensah' }).getAttribute('href')).toBe('/admin/buyers?lead=7');
    expect(within(due).getByRole('link', { name: 'Kojo' }).getAttribute('href')).toBe('/admin/renters?lead=9');
    // A lead in New York: the step's time there too (the capital's, 4 hours behind in June).
    expect(due.textContent).toContain('Jun 5, 2026, 09:00 Accra · 05:00 Washington(late): Send the brochure');
    expect(due.textContent).not.toContain('Assigned to');
    const overdue = screen.getByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('link', { name: 'Yaw' }).getAttribute('href')).toBe('/admin/sellers?lead=3');
    expect(overdue.textContent).toContain('and 50 more');
    expect(screen.queryByRole('group', { name: 'Whose next steps' })).toBeNull();
  });

  it("lets an admin switch to everyone's, naming each owner", async () => {
    setSession({ status: 'authenticated', user: ADMIN });
    route({
      'GET /api/admin/stats': jsonResponse(200, { stats: STATS }),
      'GET /api/admin/follow-ups?scope=mine': jsonResponse(200, { followUps: MINE }),
      'GET /api/admin/follow-ups?scope=everyone': jsonResponse(200, { followUps: EVERYONE }),
    });
    renderWithQueries(<DashboardScreen />);
    await screen.findByRole('region', { name: 'Due today' });
    fireEvent.click(screen.getByRole('button', { name: 'Everyone' }));
    expect(await screen.findByText('Unassigned')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Everyone' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('Assigned to ama')).toHaveLength(2);
    expect(calls()).toContain('GET /api/admin/follow-ups?scope=everyone');
  });
});
