import { DateTime } from 'luxon';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/** Every date is shown in the staff's zone, whatever the browser's. */
export function inAccra(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(STAFF_ZONE).setLocale('en-US');
}

/** 'Jun 5, 2025' (lead cards and user rows). */
export function formatDate(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('LLL d, yyyy') : '-';
}

/** 'Jun 5, 2025, 14:03': a date with its time, for lists. */
export function formatDateTime(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('LLL d, yyyy, HH:mm') : '-';
}

/** '20,000': counts as staff read them, whatever the browser's language. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A list's total, '500+' when the server stopped counting there (PageInfo.totalCapped). */
export function formatTotal(total: number, capped: boolean): string {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

/** '1 lead', '20,000 leads'. */
export function countOf(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
