/**
 * The one way the islands and the admin app call the API. Every /api answer is JSON; an error answer
 * has the shape `{ "error": { "code", "message", "fields"? } }` (docs/architecture.md, API conventions).
 */

/** Field name to message, as the API reports invalid input. */
export type FieldErrors = Record<string, string>;

export interface ApiErrorDetails {
  code?: string;
  fields?: FieldErrors;
  /** The server's own error message; '' when the answer carried none. */
  serverMessage?: string;
  /** The raw body of an error answer that was not our JSON (a proxy's page, plain text); '' otherwise. */
  responseText?: string;
  statusText?: string;
}

export class ApiError extends Error {
  /** The HTTP status; 0 when no answer arrived (offline, DNS, timeout). */
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: FieldErrors;
  readonly serverMessage: string;
  readonly responseText: string;
  readonly statusText: string;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.fields = details.fields ?? {};
    this.serverMessage = details.serverMessage ?? '';
    this.responseText = details.responseText ?? '';
    this.statusText = details.statusText ?? '';
  }
}

export interface RequestOptions {
  /** Sent as JSON; omitted, the request has no body. */
  body?: unknown;
  /** The error's message when the answer carries no message of its own (a proxy's HTML page, an empty body). */
  errorMessage?: string;
  /** A visitor on a bad connection should get an answer, not a spinner forever. */
  timeoutMs?: number;
  /** Headers besides Accept and Content-Type (an Idempotency-Key). */
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Call the API; resolve with the parsed answer (null when it is not JSON), throw ApiError otherwise. */
export async function apiRequest<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body } = options;
  // Not AbortSignal.timeout(): Safari before 16 and Chrome before 103 lack it, and every call would fail there.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...options.headers,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    text = await response.text();
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network request failed');
  } finally {
    clearTimeout(timer);
  }

  const data = parseJson(text);
  if (response.ok) return (data ?? null) as T;

  const error = errorShape(data);
  throw new ApiError(
    response.status,
    error?.message || options.errorMessage || `Request failed with status ${response.status}`,
    {
      code: error?.code,
      fields: error?.fields,
      serverMessage: error?.message,
      responseText: data === undefined ? text : '',
      statusText: response.statusText,
    },
  );
}

/** POST a JSON body: apiRequest's answer and errors. */
export function postJson<T = unknown>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return apiRequest<T>('POST', path, { ...options, body });
}

/** null for an empty body, undefined for one that is not JSON. */
function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ErrorBody {
  code?: string;
  message?: string;
  fields: FieldErrors;
}

function errorShape(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    fields: stringEntries(fields),
  };
}

function stringEntries(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
