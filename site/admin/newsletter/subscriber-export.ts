import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { downloadCsv, type CsvRow } from '../lib/csv';
import { formatIsoDateTime, todayIsoDay } from '../lib/format';

/** SPEC 7: columns Email and Subscribed Date (yyyy-MM-dd HH:mm:ss, Accra time). */
export function subscriberExportRows(subscribers: readonly NewsletterRecord[]): CsvRow[] {
  return [['Email', 'Subscribed Date'], ...subscribers.map((subscriber) => [subscriber.email, formatIsoDateTime(subscriber.createdAt)])];
}

/** 'newsletter-subscribers-2025-06-05.csv', dated today in Accra. */
export function subscriberExportFileName(now: Date = new Date()): string {
  return `newsletter-subscribers-${todayIsoDay(now)}.csv`;
}

export function exportSubscribers(subscribers: readonly NewsletterRecord[]): void {
  downloadCsv(subscriberExportFileName(), subscriberExportRows(subscribers));
}
