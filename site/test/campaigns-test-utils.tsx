import { screen } from '@testing-library/react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { CampaignsScreen } from '../admin/campaigns/CampaignsScreen';
import { $adminSearch } from '../admin/router';
import { Toaster } from '../islands/Toaster';
import { ADMIN, renderWithQueries, setUp } from './admin-test-utils';
import { fakeCampaignsApi, type FakeCampaignsApi } from './fake-campaigns-api';

/**
 * The Campaigns screen's address ('/admin/campaigns?id=3') as the router holds it, with a fake of the
 * campaign calls (no campaigns, 3 subscribers) that a test fills before rendering.
 */
export function openCampaigns(address = '/admin/campaigns'): FakeCampaignsApi {
  const url = new URL(address, location.origin);
  setUp(url.pathname);
  history.replaceState(null, '', address);
  $adminSearch.set(url.search);
  const api: FakeCampaignsApi = {
    campaigns: [],
    posts: [],
    subscribers: 3,
    sentPerRead: 1,
    testAddress: 'chief@example.com',
    refuse: {},
    requests: [],
  };
  fakeCampaignsApi(api);
  return api;
}

export function renderCampaigns(currentUser: AdminUser = ADMIN): void {
  renderWithQueries(
    <>
      <CampaignsScreen currentUser={currentUser} />
      <Toaster />
    </>,
  );
}

export const toastText = () => screen.queryByTestId('toast')?.textContent ?? '';

/** The bodies of the requests made as 'METHOD path'. */
export function bodiesOf(api: FakeCampaignsApi, route: string): unknown[] {
  return api.requests.filter((request) => `${request.method} ${request.url}` === route).map((request) => request.body);
}
