import { DateTime } from 'luxon';

/** Staff work in Ghana: every date is shown in Africa/Accra time, whatever the browser's zone (DESIGN 5). */
export const ADMIN_ZONE = 'Africa/Accra';

function inAccra(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(ADMIN_ZONE).setLocale('en-US');
}

/** 'Jun 5, 2025' (SPEC 2, lead cards and user rows). */
export function formatDate(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('LLL d, yyyy') : '-';
}

/** 'Jun 5, 2025, 14:03': a date with its time, for lists. */
export function formatDateTime(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('LLL d, yyyy, HH:mm') : '-';
}

/** 'yyyy-MM-dd' for exports and file names. */
export function formatIsoDay(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('yyyy-MM-dd') : '';
}

/** 'yyyy-MM-dd HH:mm:ss' for exports (SPEC 7, newsletter CSV). */
export function formatIsoDateTime(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('yyyy-MM-dd HH:mm:ss') : '';
}

/** Today in Accra as 'yyyy-MM-dd', for export file names. */
export function todayIsoDay(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(ADMIN_ZONE).toFormat('yyyy-MM-dd');
}
