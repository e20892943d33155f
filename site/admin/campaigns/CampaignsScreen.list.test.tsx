// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, tearDown } from '../../test/admin-test-utils';
import { openCampaigns, renderCampaigns } from '../../test/campaigns-test-utils';
import { campaignRecord, type FakeCampaignsApi } from '../../test/fake-campaigns-api';

let api: FakeCampaignsApi;

beforeEach(() => {
  api = openCampaigns();
});
afterEach(tearDown);

const rowTexts = () =>
  within(screen.getByRole('heading', { level: 2, name: /^Campaigns/ }).parentElement!)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the Campaigns list', () => {
  it('lists the campaigns newest first: subject, state, when in Accra time, and counts once started', async () => {
    api.campaigns = [
      campaignRecord({ id: 5, subject: 'December news', state: 'scheduled', scheduledAt: '2026-12-01T09:00:00Z' }),
      campaignRecord({
        id: 4,
        subject: 'November news',
        state: 'sending',
        startedAt: '2026-11-20T08:05:00Z',
        counts: { recipients: 1200, queued: 400, sent: 800, skipped: 0, failed: 0, bounced: 0, unsubscribedSince: 0 },
      }),
      campaignRecord({
        id: 3,
        subject: 'October news',
        state: 'sent',
        startedAt: '2026-10-20T08:00:00Z',
        finishedAt: '2026-10-20T08:40:00Z',
        counts: { recipients: 900, queued: 0, sent: 895, skipped: 5, failed: 0, bounced: 0, unsubscribedSince: 2 },
      }),
      campaignRecord({ id: 2, subject: 'Draft idea', updatedAt: '2026-10-01T23:30:00Z' }),
      campaignRecord({
        id: 1,
        subject: 'Oops',
        state: 'cancelled',
        finishedAt: '2026-09-01T10:00:00Z',
        counts: { recipients: 50, queued: 0, sent: 20, skipped: 0, failed: 30, bounced: 0, unsubscribedSince: 0 },
      }),
    ];
    renderCampaigns();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Campaigns' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Campaigns (5)' })).toBeTruthy();
    expect(rowTexts()).toEqual([
      'December newsScheduled for Dec 1, 2026, 09:00Scheduled',
      'November newsStarted Nov 20, 2026, 08:05Sending800 of 1,200 sent',
      'October newsSent Oct 20, 2026, 08:40Sent895 of 900 sent',
      'Draft ideaEdited Oct 1, 2026, 23:30Draft',
      'OopsCancelled Sep 1, 2026, 10:00Cancelled20 of 50 sent',
    ]);
    expect(screen.getByRole('link', { name: 'October news' }).getAttribute('href')).toBe('/admin/campaigns?id=3');

    // A campaign opens in place, its heading taking the focus once it has loaded.
    fireEvent.click(screen.getByRole('link', { name: 'October news' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'October news' });
    expect(location.search).toBe('?id=3');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('pages like the other lists', async () => {
    api.campaigns = Array.from({ length: 60 }, (_, index) =>
      campaignRecord({ id: 60 - index, subject: `News ${60 - index}` }),
    );
    renderCampaigns();
    expect(await screen.findByRole('heading', { level: 2, name: 'Campaigns (60)' })).toBeTruthy();
    expect(rowTexts()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(60));
    expect(api.requests.map((request) => request.url)).toEqual(['/api/campaigns', '/api/campaigns?cursor=after-50']);
  });

  it('says when there are none yet, and opens a new one from "New campaign"', async () => {
    renderCampaigns();
    expect(await screen.findByText('No campaigns yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'New campaign' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    expect(location.pathname + location.search).toBe('/admin/campaigns?new');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Back to the list by its link.
    fireEvent.click(screen.getByRole('link', { name: 'All campaigns' }));
    expect(await screen.findByText('No campaigns yet.')).toBeTruthy();
  });

  it('says the list failed and offers to try again', async () => {
    api.refuse['GET /api/campaigns'] = errorResponse(500, 'Something broke');
    renderCampaigns();
    const alert = (await screen.findByText('Failed to fetch the campaigns')).closest<HTMLElement>('[role=alert]')!;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No campaigns yet.')).toBeTruthy();
  });

  it('says so when the address names a campaign that is not there', async () => {
    openCampaigns('/admin/campaigns?id=99');
    renderCampaigns();
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeTruthy();
  });
});
