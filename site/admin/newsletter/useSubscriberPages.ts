import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import type { SubscriberState } from '#contract/newsletter/subscriber-states';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';

/** GET /api/newsletters?search=&state=, page by page, newest first: the server searches and filters. */
export function useSubscriberPages(search: string, state: SubscriberState | '' = '') {
  return usePagedRows<'newsletters', NewsletterRecord>(
    QUERY_KEYS.subscriberPages(search, state),
    '/api/newsletters',
    'newsletters',
    { search, state },
  );
}
