import { SUBSCRIBER_STATE_LABELS } from '#contract/newsletter/subscriber-states';
import type { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { CsvExport } from '../../platform/exports/csv-download';
import { StaffDates } from '../../platform/exports/staff-dates';

/**
 * The newsletter's CSV export: Email and Subscribed Date (yyyy-MM-dd HH:mm:ss in Accra), then the State
 * (an export of every state must not pass for a list of people to mail) and Bounced (when the mail relay refused
 * the address for good, the same way; empty when it has not), quoted only where CSV needs it;
 * 'newsletter-subscribers-2026-11-24.csv', dated `now` in Accra.
 */
export function subscriberExport(
  now: Date = new Date(),
): CsvExport<Pick<NewsletterSubscriber, 'email' | 'createdAt' | 'state' | 'bouncedAt'>> {
  const dates = new StaffDates();
  return {
    fileName: `newsletter-subscribers-${dates.day(now)}.csv`,
    header: ['Email', 'Subscribed Date', 'State', 'Bounced'],
    quoteAll: false,
    cells: (subscriber) => [
      subscriber.email,
      dates.dateTime(subscriber.createdAt),
      SUBSCRIBER_STATE_LABELS[subscriber.state],
      subscriber.bouncedAt ? dates.dateTime(subscriber.bouncedAt) : '',
    ],
  };
}
