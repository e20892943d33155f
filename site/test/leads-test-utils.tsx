import { vi } from 'vitest';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { Toaster } from '../islands/Toaster';
import { $toast } from '../lib/toast-store';
import { ADMIN, renderWithQueries, tearDown as tearDownAdmin } from './admin-test-utils';
import { $adminSearch } from '../admin/router';
import { answerLeadRequest, type FakeApi } from './fake-lead-api';
import { LeadsScreen } from '../admin/leads/LeadsScreen';

export let api: FakeApi;
export const fetchMock = vi.fn<typeof fetch>();

/** A fresh fake server holding `leads` (newest first), and a lead page's address without a query. */
export function setUp(leads: LeadRecord[]): void {
  api = { leads, timeline: {}, requests: [] };
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => answerLeadRequest(api, input, init));
  vi.stubGlobal('fetch', fetchMock);
  $toast.set(null);
  openAt('/admin/buyers');
}

/** The address a lead page opens at ('/admin/buyers?search=ama'), as the router holds it. */
export function openAt(address: string): void {
  history.replaceState(null, '', address);
  $adminSearch.set(location.search);
}

export function tearDown(): void {
  tearDownAdmin();
  vi.useRealTimers();
}

export function renderLeads(type: LeadType, user: AdminUser = ADMIN) {
  return renderWithQueries(
    <>
      <LeadsScreen type={type} currentUser={user} />
      <Toaster />
    </>,
  );
}

const reads = (pattern: RegExp) =>
  api.requests.filter((request) => request.method === 'GET' && pattern.test(request.url));
export const patches = () => api.requests.filter((request) => request.method === 'PATCH');
/** Reads of a lead list, each page one. */
export const listReads = (plural: string) => reads(new RegExp(`^/api/${plural}(\\?|$)`));
export const countReads = (plural: string) => reads(new RegExp(`^/api/${plural}/counts$`));
/** The query of each list read: 'contactStatus=Contacted&search=ama'. */
export const listQueries = (plural: string) => listReads(plural).map((request) => request.url.split('?')[1] ?? '');
