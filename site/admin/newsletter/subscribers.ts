import { DateTime } from 'luxon';
import type { NewsletterRecord } from '../../../api/domain/admin-api';
import { STAFF_ZONE } from '../../../api/domain/staff-zone';

export interface SubscriberCounts {
  total: number;
  thisMonth: number;
  thisWeek: number;
}

/** SPEC 9: this month = the current calendar month in Accra; this week = the last 7 days from now. */
export function countSubscribers(subscribers: readonly NewsletterRecord[], now: Date = new Date()): SubscriberCounts {
  const current = DateTime.fromJSDate(now).setZone(STAFF_ZONE);
  const monthStart = current.startOf('month').toMillis();
  const weekStart = current.minus({ days: 7 }).toMillis();
  let thisMonth = 0;
  let thisWeek = 0;
  for (const subscriber of subscribers) {
    const created = Date.parse(subscriber.createdAt);
    if (created >= monthStart && created <= now.getTime()) thisMonth++;
    if (created >= weekStart && created <= now.getTime()) thisWeek++;
  }
  return { total: subscribers.length, thisMonth, thisWeek };
}

/** SPEC 7: the newsletter search matches the email, ignoring case. */
export function filterSubscribers(subscribers: readonly NewsletterRecord[], search: string): NewsletterRecord[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' ? [...subscribers] : subscribers.filter((subscriber) => subscriber.email.toLocaleLowerCase().includes(needle));
}
