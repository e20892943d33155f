// @vitest-environment happy-dom
import { useStore } from '@nanostores/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { useDeleteSubscriber } from '../newsletter/useDeleteSubscriber';
import { useSubscribers } from '../newsletter/useSubscribers';
import { useUsers } from '../users/useUsers';
import { $auth } from './auth-store';
import { ADMIN, calls, errorResponse, fetchMock, jsonResponse, renderWithQueries, route, setUp, tearDown } from './admin-test-utils';

beforeEach(() => setUp());
afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

const subscriber = (email: string): NewsletterRecord => ({ id: 1, email, createdAt: '2025-06-05T10:00:00Z' });
const subscribers = (...emails: string[]) => jsonResponse(200, { newsletters: emails.map(subscriber) });

/** The subscribers as a screen shows them, and beside them a change that refetches that list. */
function SubscribersProbe() {
  const query = useSubscribers();
  const remove = useDeleteSubscriber();
  const list = query.isLoading ? 'loading' : query.error ? `error: ${query.error.message}` : `subscribers: ${query.data?.map((listed) => listed.email).join(',')}`;
  return (
    <>
      <p>{list}</p>
      <button type="button" onClick={() => remove.mutate(subscriber('gone'))}>
        Remove
      </button>
    </>
  );
}

/** Like the admin app: the screen only while signed in. */
function SignedInProbe() {
  return useStore($auth).status === 'authenticated' ? <SubscribersProbe /> : <p>signed out</p>;
}

function UsersProbe() {
  const query = useUsers();
  return <p>users: {query.data?.map((user) => user.username).join(',')}</p>;
}

describe('the admin queries (SPEC 7)', () => {
  it('fetch on mount with the session cookie and show the answer', async () => {
    route({ 'GET /api/newsletters': subscribers('a', 'b') });
    renderWithQueries(<SubscribersProbe />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('subscribers: a,b')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('refetch the list a change touched after it succeeds, and only that list', async () => {
    let version = 0;
    route({
      'GET /api/newsletters': () => subscribers(`v${++version}`),
      'GET /api/admin/users': jsonResponse(200, { users: [ADMIN] }),
      'DELETE /api/newsletters/1': jsonResponse(200, { deleted: true }),
    });
    renderWithQueries(
      <>
        <SubscribersProbe />
        <UsersProbe />
      </>,
    );
    expect(await screen.findByText('subscribers: v1')).toBeTruthy();
    expect(await screen.findByText('users: chief')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('subscribers: v2')).toBeTruthy();
    expect(calls().filter((call) => call === 'GET /api/admin/users')).toHaveLength(1);
  });

  it('do not retry a failure, show its error, and do not refetch when the window regains focus', async () => {
    // Fake time: a retry or a focus refetch would wait for a timer (a back-off, a debounce); ten minutes of
    // them all run here, so nothing is left to happen later.
    vi.useFakeTimers();
    route({ 'GET /api/newsletters': errorResponse(500, 'Something broke') });
    renderWithQueries(<SubscribersProbe />);
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(screen.getByText('error: Something broke')).toBeTruthy();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('send the app back to the login screen on 401', async () => {
    $auth.set({ status: 'authenticated', user: ADMIN });
    route({ 'GET /api/newsletters': errorResponse(401, 'Please sign in.') });
    renderWithQueries(<SubscribersProbe />);
    await waitFor(() => expect($auth.get().status).toBe('anonymous'));
  });

  it('forget every answer on sign-out: the next user does not see the last one\'s data', async () => {
    let version = 0;
    route({ 'GET /api/newsletters': () => subscribers(`v${++version}`) });
    $auth.set({ status: 'authenticated', user: ADMIN });
    renderWithQueries(<SignedInProbe />);
    expect(await screen.findByText('subscribers: v1')).toBeTruthy();
    act(() => $auth.set({ status: 'anonymous' }));
    expect(screen.getByText('signed out')).toBeTruthy();
    act(() => $auth.set({ status: 'authenticated', user: ADMIN }));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('subscribers: v2')).toBeTruthy();
  });
});

describe('the admin queries: an older answer never replaces a newer one', () => {
  /** List reads wait until the test answers them, in any order; the deletion answers at once. */
  function heldReads(): ((response: Response) => void)[] {
    const pending: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'DELETE') return jsonResponse(200, { deleted: true });
      return new Promise<Response>((resolve) => pending.push(resolve));
    });
    return pending;
  }
  const remove = () => fireEvent.click(screen.getByRole('button', { name: 'Remove' }));

  async function answerNewerThenOlder(newer: (response: Response) => void, older: (response: Response) => void) {
    await act(async () => newer(subscribers('new')));
    await screen.findByText('subscribers: new');
    const olderAnswer = subscribers('old');
    await act(async () => older(olderAnswer));
    // Wait until the client has read the older answer, then let what follows the read run out: the list must
    // still be the newer one.
    await waitFor(() => expect(olderAnswer.bodyUsed).toBe(true));
    await act(async () => {});
    expect(screen.getByText('subscribers: new')).toBeTruthy();
  }

  it('keeps the answer fetched after a change when one from before it finishes last', async () => {
    const pending = heldReads();
    renderWithQueries(<SubscribersProbe />);
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!(subscribers('first')));
    await screen.findByText('subscribers: first');
    remove();
    await waitFor(() => expect(pending).toHaveLength(2));
    remove();
    await waitFor(() => expect(pending).toHaveLength(3));
    await answerNewerThenOlder(pending[2]!, pending[1]!);
  });

  it('drops the first load when a change asks again before it has answered', async () => {
    const pending = heldReads();
    renderWithQueries(<SubscribersProbe />);
    await waitFor(() => expect(pending).toHaveLength(1));
    remove();
    await waitFor(() => expect(pending).toHaveLength(2));
    await answerNewerThenOlder(pending[1]!, pending[0]!);
  });
});
