import type { PageInfo } from '../shared/page-info';
import type { SubscriberState } from './subscriber-states';

export interface NewsletterRecord {
  id: number;
  email: string;
  createdAt: string;
  /** Active, Pending (waiting for the confirmation click) or Unsubscribed. */
  state: SubscriberState;
  /**
   * When the visitor gave consent, and the privacy notice's version they were shown; null before consent was
   * recorded.
   */
  consentAt: string | null;
  privacyNoticeVersion: string;
  /** When the mail relay refused the address for good (ISO 8601): later campaigns skip it until a fresh signup. */
  bouncedAt: string | null;
}

/** GET /api/newsletters → `{ newsletters, nextCursor, total, totalCapped }`. */
export type NewsletterPage = { newsletters: NewsletterRecord[] } & PageInfo;

/** GET /api/newsletters/counts → `{ counts }`. */
export interface SubscriberCounts {
  total: number;
  thisMonth: number;
  thisWeek: number;
}
