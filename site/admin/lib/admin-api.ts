/**
 * The admin app's way to call the API: JSON both ways, the session cookie always sent. Every /api
 * error answer is `{ "error": { "code", "message", "fields"? } }` (DESIGN, conventions 3).
 */
import { markSignedOut } from './auth-store';

export type FieldErrors = Record<string, string>;

export class AdminApiError extends Error {
  /** The HTTP status; 0 when no answer arrived (offline, timeout). */
  readonly status: number;
  /** The server's own message (or the raw text of an answer that was not our JSON). */
  readonly serverMessage: string;
  readonly fields: FieldErrors;

  constructor(status: number, message: string, serverMessage: string, fields: FieldErrors = {}) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

const TIMEOUT_MS = 30_000;
const NO_CONNECTION = 'Failed to connect to server';

interface RequestOptions {
  /** Mutation failures read '<status>: <response text>' (SPEC 8); reads carry the server's message. */
  mutation: boolean;
  /** Login (401: a wrong password) and logout (401: already ended) do not mean a session was just lost. */
  ignoreUnauthorized?: boolean;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    text = await response.text();
  } catch {
    throw new AdminApiError(0, options.mutation ? `0: ${NO_CONNECTION}` : NO_CONNECTION, NO_CONNECTION);
  } finally {
    clearTimeout(timer);
  }
  const data = parseJson(text);
  if (response.ok) return data as T;

  if (response.status === 401 && !options.ignoreUnauthorized) markSignedOut();
  const error = errorShape(data);
  // A proxy's HTML error page is no message for a toast: fall back to the status text.
  const serverMessage = error?.message || (data === undefined && text.length < 200 && !text.trimStart().startsWith('<') ? text.trim() : '') || response.statusText || `Request failed`;
  const message = options.mutation ? `${response.status}: ${serverMessage}` : serverMessage;
  throw new AdminApiError(response.status, message, serverMessage, error?.fields ?? {});
}

/** GET a JSON answer; throws AdminApiError on any failure, and signs the app out on 401. */
export function apiGet<T>(path: string): Promise<T> {
  return request<T>('GET', path, undefined, { mutation: false });
}

/** A state-changing call. Its errors read '<status>: <response text>' as SPEC 8 asks. */
export function apiSend<T = unknown>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return request<T>(method, path, body, { mutation: true });
}

/** POST /api/admin/login: a 401 there means a wrong password, not an expired session. */
export function apiLogin(username: string, password: string): Promise<unknown> {
  return request('POST', '/api/admin/login', { username, password }, { mutation: true, ignoreUnauthorized: true });
}

/** POST /api/admin/logout: a 401 there means the session had already ended, which is what logging out wants. */
export function apiLogout(): Promise<unknown> {
  return request('POST', '/api/admin/logout', undefined, { mutation: true, ignoreUnauthorized: true });
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorShape(data: unknown): { message?: string; fields: FieldErrors } | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, fields } = error as Record<string, unknown>;
  const fieldEntries = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [];
  return {
    message: typeof message === 'string' ? message : undefined,
    fields: Object.fromEntries(fieldEntries.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
}
