import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';

/** GET /api/newsletters?search=, page by page, newest first: the server searches the addresses. */
export function useSubscriberPages(search: string) {
  return usePagedRows<'newsletters', NewsletterRecord>(QUERY_KEYS.subscriberPages(search), '/api/newsletters', 'newsletters', { search });
}
