/**
 * The islands' way to call the API. Every /api answer is JSON; an error answer has the shape
 * `{ "error": { "code", "message", "fields"? } }` (DESIGN, conventions 3).
 */

/** Field name to message, as the API reports invalid input. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  /** The HTTP status; 0 when no answer arrived (offline, DNS, timeout). */
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: FieldErrors;

  constructor(status: number, message: string, fields: FieldErrors = {}, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

export interface PostOptions {
  /** Shown when an error answer carries no message of its own (a proxy's HTML page, an empty body). */
  errorMessage?: string;
  /** A visitor on a bad connection should get an answer, not a spinner forever. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** POST a JSON body; resolve with the parsed answer (null when it is not JSON), throw ApiError otherwise. */
export async function postJson<T = unknown>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
  // Not AbortSignal.timeout(): Safari before 16 and Chrome before 103 lack it, and every call would fail there.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    data = await readJson(response);
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network request failed');
  } finally {
    clearTimeout(timer);
  }

  if (response.ok) return data as T;

  const error = errorShape(data);
  throw new ApiError(
    response.status,
    error?.message || options.errorMessage || `Request failed with status ${response.status}`,
    error?.fields ?? {},
    error?.code,
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

interface ErrorBody {
  code?: string;
  message?: string;
  fields?: FieldErrors;
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
