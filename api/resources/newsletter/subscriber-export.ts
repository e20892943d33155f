import type { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { CsvExport } from '../../platform/exports/csv-download';
import { StaffDates } from '../../platform/exports/staff-dates';

/**
 * The newsletter's CSV export: Email and Subscribed Date (yyyy-MM-dd HH:mm:ss in Accra),
 * quoted only where CSV needs it; 'newsletter-subscribers-2026-11-24.csv', dated `now` in Accra.
 */
export function subscriberExport(now: Date = new Date()): CsvExport<Pick<NewsletterSubscriber, 'email' | 'createdAt'>> {
  const dates = new StaffDates();
  return {
    fileName: `newsletter-subscribers-${dates.day(now)}.csv`,
    header: ['Email', 'Subscribed Date'],
    quoteAll: false,
    cells: (subscriber) => [subscriber.email, dates.dateTime(subscriber.createdAt)],
  };
}
