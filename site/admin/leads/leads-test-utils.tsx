import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { LeadRecord, StatusChange } from '../../../api/domain/admin-api';
import type { LeadType } from '../../../api/domain/join-options';
import { Toaster } from '../../islands/Toaster';
import { $toast } from '../../lib/toast-store';
import { renderWithQueries } from '../lib/admin-test-utils';
import { LeadsScreen } from './LeadsScreen';

/** The lead screens' component tests replace only fetch, the network boundary, with this fake API. */
export interface FakeApi {
  leads: LeadRecord[];
  history: Record<number, StatusChange[]>;
  /** When set, PATCH answers this status and error message instead of saving. */
  patchFailure?: { status: number; message: string };
  /** When set, every request fails as it would offline. */
  fetchFailure?: boolean;
  /** When set, list reads wait for this promise before answering (a slow refetch). */
  readsHeld?: Promise<void>;
  requests: { method: string; url: string; body: unknown }[];
}

export let api: FakeApi;
export const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = String(input);
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  api.requests.push({ method, url, body });
  if (api.fetchFailure) throw new TypeError('Failed to fetch');
  const history = /^\/api\/leads\/(\d+)\/history$/.exec(url);
  if (history) return json(200, { history: api.history[Number(history[1])] ?? [] });
  const list = /^\/api\/(buyers|sellers|renters)(?:\/(\d+))?$/.exec(url);
  if (!list) return json(404, { error: { code: 'not_found', message: 'Not found' } });
  if (method === 'GET') {
    await api.readsHeld;
    return json(200, { [list[1]!]: api.leads });
  }
  if (api.patchFailure) return json(api.patchFailure.status, { error: { code: 'x', message: api.patchFailure.message } });
  const lead = api.leads.find((candidate) => candidate.id === Number(list[2]));
  if (!lead) return json(404, { error: { code: 'not_found', message: 'Lead not found.' } });
  Object.assign(lead, body);
  return json(200, { lead });
}

export function setUp(leads: LeadRecord[]): void {
  api = { leads, history: {}, requests: [] };
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
  $toast.set(null);
}

export function tearDown(): void {
  cleanup();
  vi.unstubAllGlobals();
}

export function renderLeads(type: LeadType) {
  return renderWithQueries(
    <>
      <LeadsScreen type={type} />
      <Toaster />
    </>,
  );
}

export const patches = () => api.requests.filter((request) => request.method === 'PATCH');
export const listReads = (plural: string) => api.requests.filter((request) => request.method === 'GET' && request.url === `/api/${plural}`);
