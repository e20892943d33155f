// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '#contract/campaigns/campaigns-api';
import { tearDown } from '../../test/admin-test-utils';
import { openCampaigns, renderCampaigns, toastText } from '../../test/campaigns-test-utils';
import { campaignRecord, type FakeCampaignsApi } from '../../test/fake-campaigns-api';
import { LIVE_COUNTS_MS } from './useCampaign';

afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

const COUNTS = { recipients: 3, queued: 3, sent: 0, skipped: 0, failed: 0, bounced: 0, unsubscribedSince: 0 };

function openStarted(state: CampaignState, sentPerRead = 0): FakeCampaignsApi {
  const api = openCampaigns('/admin/campaigns?id=4');
  api.sentPerRead = sentPerRead;
  api.campaigns = [
    campaignRecord({ id: 4, subject: 'November news', state, startedAt: '2026-11-20T08:05:00Z', counts: COUNTS }),
  ];
  return api;
}

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const reads = (api: FakeCampaignsApi) =>
  api.requests.filter((request) => request.method === 'GET' && request.url === '/api/campaigns/4').length;
const live = () =>
  screen.getAllByRole('status').find((region) => region.textContent?.startsWith('The campaign is now'))?.textContent;
const buttons = () =>
  within(screen.getByRole('banner'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('a campaign that has started', () => {
  it('reads its counts again every 2 seconds while it sends, announces the end once, then stops reading', async () => {
    // Timers that follow the clock, so the waits work, and that the test moves on 2 seconds at a time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = openStarted('sending', 1);
    renderCampaigns();
    expect(await screen.findByRole('heading', { level: 1, name: 'November news' })).toBeTruthy();
    expect(count('Sent')).toBe('1');
    expect(count('Queued')).toBe('2');
    expect(count('Recipients')).toBe('3');
    expect(screen.getByRole('progressbar', { name: 'Sent' }).getAttribute('aria-valuetext')).toBe('1 of 3 (33%)');
    expect(live()).toBeUndefined();

    await act(() => vi.advanceTimersByTimeAsync(LIVE_COUNTS_MS));
    await waitFor(() => expect(count('Sent')).toBe('2'));
    expect(live()).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_COUNTS_MS));
    await waitFor(() => expect(count('Sent')).toBe('3'));
    expect(screen.getByRole('progressbar', { name: 'Sent' }).getAttribute('aria-valuetext')).toBe('3 of 3 (100%)');
    expect(live()).toBe('The campaign is now sent.');
    expect(screen.getByText(/Started Nov 20, 2026, 08:05 · Finished Dec 1, 2026, 09:30/)).toBeTruthy();

    const readsWhenSent = reads(api);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_COUNTS_MS * 5));
    expect(reads(api)).toBe(readsWhenSent);
  });

  it('offers Pause while sending, Resume while paused, Cancel (after asking) for both, nothing once ended', async () => {
    openStarted('sending');
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'November news' });
    expect(buttons()).toEqual(['Pause', 'Cancel campaign']);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(buttons()).toEqual(['Resume', 'Cancel campaign']));
    expect(toastText()).toBe('Campaign paused');
    expect(live()).toBe('The campaign is now paused.');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(buttons()).toEqual(['Pause', 'Cancel campaign']));
    expect(live()).toBe('The campaign is now sending.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel campaign' });
    expect(dialog.textContent).toContain('what was sent stays sent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sending' }));
    await waitFor(() => expect(buttons()).toEqual([]));
    expect(toastText()).toBe('Campaign cancelled');
    expect(live()).toBe('The campaign is now cancelled.');
  });

  it('offers nothing to do for a sent campaign, and reads it once', async () => {
    const api = openStarted('sent');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'November news' });
    expect(buttons()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_COUNTS_MS * 3));
    expect(reads(api)).toBe(1);
  });
});
