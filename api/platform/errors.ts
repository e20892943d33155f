/** Field name to a message the form shows beside that field. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type handlers throw; the error middleware turns it into
 * `{ error: { code, message, fields } }` with its status.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const validationFailed = (fields: FieldErrors, message = 'Please check the highlighted fields.') =>
  new HttpError(400, 'validation_failed', message, fields);

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, 'too_many_requests', message, {}, { 'Retry-After': String(retryAfterSeconds) });

/** 403 for someone signed in without the role an action needs. */
export const forbiddenFor = (role: string) =>
  new HttpError(403, 'forbidden', role === 'admin' ? 'Only an admin can do this.' : `Only a ${role} can do this.`);

export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'service_unavailable', message, {}, { 'Retry-After': '10' });

/**
 * `/api` and everything under it, in any letter case: `/API/…` too is answered as the API (a JSON 404, by the
 * one-spelling rule), never as a page.
 */
export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
