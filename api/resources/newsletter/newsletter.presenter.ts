import type { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';

/** A subscriber as the back-office reads it: never the folded key the uniqueness check uses. */
export function toNewsletterRecord({
  id,
  email,
  createdAt,
  state,
  consentAt,
  privacyNoticeVersion,
  bouncedAt,
}: NewsletterSubscriber): NewsletterRecord {
  return {
    id,
    email,
    createdAt: createdAt.toISOString(),
    state,
    consentAt: consentAt?.toISOString() ?? null,
    privacyNoticeVersion,
    bouncedAt: bouncedAt?.toISOString() ?? null,
  };
}
