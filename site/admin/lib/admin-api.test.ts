// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { apiGet, apiLogin, apiSend } from './admin-api';
import { setSession } from './session';
import {
  ADMIN,
  errorResponse,
  fetchMock,
  jsonResponse,
  setUp,
  tearDown,
  sessionStatus,
} from '../../test/admin-test-utils';

beforeEach(() => setUp());
afterEach(tearDown);

describe('admin API client', () => {
  it('sends JSON with the session cookie and reads JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user: { id: 3 } }));
    expect(await apiSend('POST', '/api/admin/users', { username: 'kofi' })).toEqual({ user: { id: 3 } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"username":"kofi"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("reports a failed call with the server's message, never prefixed with the status", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(409, 'That username is already taken. Please choose another.', { username: 'taken' }),
    );
    const error = await apiSend('POST', '/api/admin/users', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('That username is already taken. Please choose another.');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).fields).toEqual({ username: 'taken' });
  });

  it('uses the raw text of an answer that is not our JSON, but not an HTML page', async () => {
    fetchMock.mockResolvedValueOnce(new Response('upstream timed out', { status: 504 }));
    await expect(apiSend('DELETE', '/api/newsletters/1')).rejects.toThrow(/^upstream timed out$/);
    fetchMock.mockResolvedValueOnce(
      new Response('<html><body>Bad gateway</body></html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiSend('DELETE', '/api/newsletters/1')).rejects.toThrow(/^Bad Gateway$/);
  });

  it('reports no connection as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/buyers')).rejects.toMatchObject({ status: 0, message: 'Failed to connect to server' });
  });

  it('signs the app out on a 401, except for a wrong password at login', async () => {
    setSession({ status: 'authenticated', user: ADMIN });
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'Invalid username or password.'));
    await expect(apiLogin('chief', 'wrong-password')).rejects.toMatchObject({ status: 401 });
    expect(sessionStatus()).toBe('authenticated');
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'Please sign in.'));
    await expect(apiGet('/api/buyers')).rejects.toMatchObject({ status: 401 });
    expect(sessionStatus()).toBe('anonymous');
  });
});
