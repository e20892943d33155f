import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

interface ApiErrorToastOptions {
  /** 'status: response text' (newsletter and user changes); otherwise the server's message alone. */
  withStatus?: boolean;
  /** Said when the error carries no message. */
  fallback?: string;
}

/** The admin app's one way to show a failed call: a destructive toast titled `title`. */
export function toastApiError(
  title: string,
  error: unknown,
  { withStatus = false, fallback }: ApiErrorToastOptions = {},
): void {
  const message =
    error instanceof ApiError
      ? withStatus
        ? error.message
        : error.serverMessage
      : error instanceof Error
        ? error.message
        : '';
  toast({ title, description: message || fallback, variant: 'destructive' });
}
