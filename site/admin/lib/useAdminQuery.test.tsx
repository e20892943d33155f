// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth } from './auth-store';
import { ADMIN, calls, errorResponse, fetchMock, jsonResponse, route, setUp, tearDown } from './admin-test-utils';
import { invalidateAdminQueries, useAdminQuery } from './useAdminQuery';

beforeEach(() => setUp());
afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

function Probe({ path }: { path: string }) {
  const query = useAdminQuery<{ items: string[] }>(path);
  if (query.isLoading) return <p>loading</p>;
  if (query.error) return <p>error: {query.error.message}</p>;
  return <p>items: {query.data?.items.join(',')}</p>;
}

describe('useAdminQuery', () => {
  it('fetches on mount with the session cookie and shows the answer', async () => {
    route({ 'GET /api/things': jsonResponse(200, { items: ['a', 'b'] }) });
    render(<Probe path="/api/things" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('items: a,b')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('refetches the mounted queries under an invalidated prefix, and only those', async () => {
    let version = 0;
    route({
      'GET /api/things': () => jsonResponse(200, { items: [`v${++version}`] }),
      'GET /api/other': jsonResponse(200, { items: ['x'] }),
    });
    render(
      <>
        <Probe path="/api/things" />
        <Probe path="/api/other" />
      </>,
    );
    expect(await screen.findByText('items: v1')).toBeTruthy();
    await act(() => invalidateAdminQueries('/api/thing'));
    expect(await screen.findByText('items: v2')).toBeTruthy();
    expect(calls().filter((call) => call === 'GET /api/other')).toHaveLength(1);
  });

  it('does not retry a failure and does not refetch when the window regains focus', async () => {
    // Fake time: a retry or a focus refetch would wait for a timer (a back-off, a debounce); ten minutes of
    // them all run here, so nothing is left to happen later.
    vi.useFakeTimers();
    route({ 'GET /api/things': errorResponse(500, 'Something broke') });
    render(<Probe path="/api/things" />);
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(screen.getByText('error: Something broke')).toBeTruthy();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the app back to the login screen on 401', async () => {
    $auth.set({ status: 'authenticated', user: ADMIN });
    route({ 'GET /api/things': errorResponse(401, 'Please sign in.') });
    render(<Probe path="/api/things" />);
    await waitFor(() => expect($auth.get().status).toBe('anonymous'));
  });

  it('keeps the newer answer when an older request finishes last', async () => {
    const pending: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => pending.push(resolve)));
    render(<Probe path="/api/things" />);
    await waitFor(() => expect(pending).toHaveLength(1));
    // Each invalidation settles once its refetch has fully run (the answer read and kept or dropped), so the
    // test can wait for exactly that, not for a delay.
    const older = invalidateAdminQueries('/api/things');
    await waitFor(() => expect(pending).toHaveLength(2));
    const newer = invalidateAdminQueries('/api/things');
    await waitFor(() => expect(pending).toHaveLength(3));
    pending[2]!(jsonResponse(200, { items: ['new'] }));
    await act(() => newer);
    expect(screen.getByText('items: new')).toBeTruthy();
    pending[1]!(jsonResponse(200, { items: ['old'] }));
    await act(() => older);
    expect(screen.getByText('items: new')).toBeTruthy();
  });
});
