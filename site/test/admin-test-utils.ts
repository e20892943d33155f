import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { $toast } from '../lib/toast-store';
import { $adminPath } from '../admin/router';
import { adminQueryClient } from '../admin/lib/admin-query-client';
import { AdminQueryProvider } from '../admin/lib/AdminQueryProvider';
import { QUERY_KEYS } from '../admin/lib/query-keys';
import { forgetAnswers, type SessionState } from '../admin/lib/session';

/** The admin app's component tests replace only fetch, the network boundary. */
export const fetchMock = vi.fn<typeof fetch>();

export function setUp(path = '/admin'): void {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', path);
  $adminPath.set(path);
  // A fresh cache for every test, the session's too (checking until a test or the app says).
  adminQueryClient.clear();
  $toast.set(null);
}

/** Renders a screen as the admin app holds it: inside its query cache, with no answer from an earlier render. */
export function renderWithQueries(ui: ReactNode): RenderResult {
  forgetAnswers();
  return render(ui, { wrapper: AdminQueryProvider });
}

/** What the session query holds now. */
export function sessionStatus(): SessionState['status'] | undefined {
  return adminQueryClient.getQueryData<SessionState>(QUERY_KEYS.session)?.status;
}

export function tearDown(): void {
  cleanup();
  vi.unstubAllGlobals();
  // Test files share a worker (isolate: false): what one test stored (the lead list's table view) must not change
  // the screens of the next.
  localStorage.clear();
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, message: string, fields?: Record<string, string>): Response {
  return jsonResponse(status, { error: { code: 'x', message, fields } });
}

export const ADMIN: AdminUser = {
  id: 1,
  username: 'chief',
  email: 'chief@example.com',
  role: 'admin',
  createdAt: '2025-06-05T10:00:00Z',
  lastLogin: null,
  secondFactorEnabled: false,
  availability: { workingHours: null, away: false },
  sendsCampaigns: true,
};
export const STAFF: AdminUser = {
  id: 2,
  username: 'ama',
  email: null,
  role: 'user',
  createdAt: '2025-06-06T10:00:00Z',
  lastLogin: '2025-06-07T10:00:00Z',
  secondFactorEnabled: false,
  availability: { workingHours: null, away: false },
  sendsCampaigns: false,
};

/** The calls fetch received, as 'METHOD path'. */
export function calls(): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}

/** Answers fetch by 'METHOD path' (a function may vary the answer per call); anything else is a test error. */
export function route(routes: Record<string, Response | (() => Response | Promise<Response>)>): void {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}
