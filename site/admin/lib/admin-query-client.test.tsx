// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { useDeleteSubscriber } from '../newsletter/useDeleteSubscriber';
import { useSubscriberCounts } from '../newsletter/useSubscriberCounts';
import { useUsers } from '../users/useUsers';
import { setSession, useSession } from './session';
import {
  ADMIN,
  calls,
  errorResponse,
  fetchMock,
  jsonResponse,
  renderWithQueries,
  route,
  setUp,
  tearDown,
  sessionStatus,
} from '../../test/admin-test-utils';

beforeEach(() => setUp());
afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

const subscriber = (email: string): NewsletterRecord => ({
  id: 1,
  email,
  createdAt: '2025-06-05T10:00:00Z',
  state: 'active',
  consentAt: null,
  privacyNoticeVersion: '',
  bouncedAt: null,
});
/** A counts answer whose total tells the answers apart. */
const subscribers = (total: number) => jsonResponse(200, { counts: { total, thisMonth: 0, thisWeek: 0 } });

/** The subscriber counts as a screen shows them, and beside them a change that refetches them. */
function SubscribersProbe() {
  const query = useSubscriberCounts();
  const remove = useDeleteSubscriber();
  const list = query.isLoading
    ? 'loading'
    : query.error
      ? `error: ${query.error.message}`
      : `subscribers: ${query.data?.total}`;
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
  return useSession().status === 'authenticated' ? <SubscribersProbe /> : <p>signed out</p>;
}

function UsersProbe() {
  const query = useUsers();
  return <p>users: {query.data?.map((user) => user.username).join(',')}</p>;
}

describe('the admin queries', () => {
  it('fetch on mount with the session cookie and show the answer', async () => {
    route({ 'GET /api/newsletters/counts': subscribers(2) });
    renderWithQueries(<SubscribersProbe />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('subscribers: 2')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('refetch what a change touched after it succeeds, and only that', async () => {
    let version = 0;
    route({
      'GET /api/newsletters/counts': () => subscribers(++version),
      'GET /api/admin/users': jsonResponse(200, { users: [ADMIN] }),
      'DELETE /api/newsletters/1': jsonResponse(200, { deleted: true }),
    });
    renderWithQueries(
      <>
        <SubscribersProbe />
        <UsersProbe />
      </>,
    );
    expect(await screen.findByText('subscribers: 1')).toBeTruthy();
    expect(await screen.findByText('users: chief')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('subscribers: 2')).toBeTruthy();
    expect(calls().filter((call) => call === 'GET /api/admin/users')).toHaveLength(1);
  });

  it('do not retry a failure, show its error, and do not refetch when the window regains focus', async () => {
    // Fake time: a retry or a focus refetch would wait for a timer (a back-off, a debounce); ten minutes of
    // them all run here, so nothing is left to happen later.
    vi.useFakeTimers();
    route({ 'GET /api/newsletters/counts': errorResponse(500, 'Something broke') });
    renderWithQueries(<SubscribersProbe />);
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(screen.getByText('error: Something broke')).toBeTruthy();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('send the app back to the login screen on 401', async () => {
    setSession({ status: 'authenticated', user: ADMIN });
    route({ 'GET /api/newsletters/counts': errorResponse(401, 'Please sign in.') });
    renderWithQueries(<SubscribersProbe />);
    await waitFor(() => expect(sessionStatus()).toBe('anonymous'));
  });

  it("forget every answer on sign-out: the next user does not see the last one's data", async () => {
    let version = 0;
    route({ 'GET /api/newsletters/counts': () => subscribers(++version) });
    setSession({ status: 'authenticated', user: ADMIN });
    renderWithQueries(<SignedInProbe />);
    expect(await screen.findByText('subscribers: 1')).toBeTruthy();
    act(() => setSession({ status: 'anonymous' }));
    expect(await screen.findByText('signed out')).toBeTruthy();
    act(() => setSession({ status: 'authenticated', user: ADMIN }));
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(await screen.findByText('subscribers: 2')).toBeTruthy();
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
    await act(async () => newer(subscribers(200)));
    await screen.findByText('subscribers: 200');
    const olderAnswer = subscribers(300);
    await act(async () => older(olderAnswer));
    // Wait until the client has read the older answer, then let what follows the read run out: the list must
    // still be the newer one.
    await waitFor(() => expect(olderAnswer.bodyUsed).toBe(true));
    await act(async () => {});
    expect(screen.getByText('subscribers: 200')).toBeTruthy();
  }

  it('keeps the answer fetched after a change when one from before it finishes last', async () => {
    const pending = heldReads();
    renderWithQueries(<SubscribersProbe />);
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!(subscribers(100)));
    await screen.findByText('subscribers: 100');
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
