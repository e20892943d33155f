/**
 * The admin app's own rules on top of the shared API client: a failure's message is the server's (or a short
 * plain answer, or the status text), never prefixed with the status, and a 401 signs the app out.
 */
import { ApiError, apiRequest } from '../../lib/api-client';
import type { LoginAnswer } from '#contract/second-factor/second-factor-api';
import { markSignedOut } from './session';

const NO_CONNECTION = 'Failed to connect to server';

interface AdminRequestOptions {
  /** Login (401: a wrong password) and logout (401: already ended) do not mean a session was just lost. */
  ignoreUnauthorized?: boolean;
}

async function request<T>(method: string, path: string, body: unknown, options: AdminRequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(method, path, { body });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && !options.ignoreUnauthorized) markSignedOut();
    const said = error.status === 0 ? NO_CONNECTION : responseMessage(error);
    // Staff read the server's sentence in a toast; the status stays on the error for code that branches on it.
    throw new ApiError(error.status, said, {
      code: error.code,
      fields: error.fields,
      serverMessage: said,
      responseText: error.responseText,
      statusText: error.statusText,
    });
  }
}

/** The server's message, else a short plain-text answer; a proxy's HTML error page is no message for a toast. */
function responseMessage(error: ApiError): string {
  const text = error.responseText;
  const plain = text.length < 200 && !text.trimStart().startsWith('<') ? text.trim() : '';
  return error.serverMessage || plain || error.statusText || 'Request failed';
}

/** GET a JSON answer; throws ApiError on any failure, and signs the app out on 401. */
export function apiGet<T>(path: string): Promise<T> {
  return request<T>('GET', path, undefined);
}

/** A state-changing call; throws ApiError carrying the server's message, and signs the app out on 401. */
export function apiSend<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return request<T>(method, path, body);
}

/** POST /api/admin/login: a 401 there means a wrong password, not an expired session. */
export function apiLogin(username: string, password: string): Promise<LoginAnswer> {
  return request('POST', '/api/admin/login', { username, password }, { ignoreUnauthorized: true });
}

/** POST /api/admin/login/second-factor: a 401 there is a wrong code (or a sign-in that ran out), not a lost session. */
export function apiSecondFactorLogin(answer: { code: string } | { recoveryCode: string }): Promise<LoginAnswer> {
  return request('POST', '/api/admin/login/second-factor', answer, { ignoreUnauthorized: true });
}

/** POST /api/admin/logout: a 401 there means the session had already ended, which is what logging out wants. */
export function apiLogout(): Promise<unknown> {
  return request('POST', '/api/admin/logout', undefined, { ignoreUnauthorized: true });
}
