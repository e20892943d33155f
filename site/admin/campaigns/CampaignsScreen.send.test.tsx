// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tearDown } from '../../test/admin-test-utils';
import { bodiesOf, openCampaigns, renderCampaigns, toastText } from '../../test/campaigns-test-utils';
import { campaignRecord, type FakeCampaignsApi } from '../../test/fake-campaigns-api';

let api: FakeCampaignsApi;

beforeEach(() => {
  // Saturday 28 November 2026, 17:00 in Accra (UTC+0).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T17:00:00Z') });
  api = openCampaigns('/admin/campaigns?id=3');
  api.campaigns = [campaignRecord({ id: 3 })];
});
afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

/** The calls that change something (the preview changes nothing). */
const routes = () =>
  api.requests
    .filter((request) => request.method !== 'GET' && !request.url.endsWith('/preview'))
    .map((request) => `${request.method} ${request.url}`);

async function renderDraft() {
  renderCampaigns();
  await screen.findByRole('heading', { level: 1, name: 'Edit campaign' });
}

describe('testing and sending a campaign', () => {
  it('"Send me a test" saves unsaved changes first, then says where the test went', async () => {
    await renderDraft();
    expect(screen.getByText(/to your address, chief@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Fresh news' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(toastText()).toBe('Test sent to chief@example.com'));
    expect(routes()).toEqual(['PUT /api/campaigns/3', 'POST /api/campaigns/3/test']);
    expect(bodiesOf(api, 'PUT /api/campaigns/3')).toMatchObject([{ subject: 'Fresh news' }]);

    // Saved now: the next test sends at once.
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(routes()).toHaveLength(3));
    expect(routes()[2]).toBe('POST /api/campaigns/3/test');
  });

  it("shows the server's reason when the test cannot go (an account without an email address)", async () => {
    api.testAddress = null;
    await renderDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    const reason = 'Your account has no email address: ask an admin to add one.';
    await waitFor(() => expect(toastText()).toBe(`Test not sent${reason}`));
    expect(within(screen.getByRole('region', { name: 'Send' })).getByText(reason)).toBeTruthy();
  });

  it('"Send now" asks first, then starts it and shows its progress', async () => {
    await renderDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send now' });
    expect(dialog.textContent).toContain('Send to every confirmed subscriber?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(routes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(toastText()).toBe('Campaign startedSending to 3 confirmed subscribers.'));
    expect(bodiesOf(api, 'POST /api/campaigns/3/send')).toEqual([{}]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New homes in East Legon' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sent' })).toBeTruthy();
  });

  it('a new campaign sent at once is created first, then sent', async () => {
    api = openCampaigns('/admin/campaigns?new');
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Email text'), { target: { value: 'Hi all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(location.search).toBe('?id=1'));
    expect(routes()).toEqual(['POST /api/campaigns', 'POST /api/campaigns/1/send']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello' })).toBeTruthy();
  });

  it('schedules it at a time read as Accra time, shows when, and "Cancel schedule" makes it a draft again', async () => {
    await renderDraft();
    const when = screen.getByLabelText('Or send at');
    expect(when.getAttribute('min')).toBe('2026-11-28T17:00');
    expect(document.getElementById(when.getAttribute('aria-describedby')!)?.textContent).toBe('Accra time');
    fireEvent.change(when, { target: { value: '2026-11-28T16:59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(document.activeElement).toBe(when));
    expect(screen.getByText('Please choose a time in the future.')).toBeTruthy();
    expect(routes()).toEqual([]);

    fireEvent.change(when, { target: { value: '2026-12-01T09:00' } });
    expect(screen.queryByText('Please choose a time in the future.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toastText()).toBe('Campaign scheduledIt goes out Dec 1, 2026, 09:00 Accra time.'));
    expect(bodiesOf(api, 'POST /api/campaigns/3/send')).toEqual([{ at: '2026-12-01T09:00:00.000Z' }]);
    expect(screen.getByText('Dec 1, 2026, 09:00').closest('p')!.textContent).toMatch(
      /^Scheduled for Dec 1, 2026, 09:00 Accra time/,
    );
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(toastText()).toBe('Schedule cancelledThe campaign is a draft again.'));
    expect(routes().at(-1)).toBe('POST /api/campaigns/3/cancel');
    expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    await renderDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Delete campaign' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete campaign' });
    expect(dialog.textContent).toContain('Delete “New homes in East Legon”? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No campaigns yet.')).toBeTruthy();
    expect(routes()).toEqual(['DELETE /api/campaigns/3']);
    expect(location.search).toBe('');
  });
});
