import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

interface ApiErrorToastOptions {
  /** Said when the error carries no message. */
  fallback?: string;
}

/**
 * The admin app's one way to show a failed call: a destructive toast titled `title` with the server's message
 * (no status code: staff read sentences, not '400: ...').
 */
export function toastApiError(title: string, error: unknown, { fallback }: ApiErrorToastOptions = {}): void {
  const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
  toast({ title, description: message || fallback, variant: 'destructive' });
}
