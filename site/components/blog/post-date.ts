const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The en-US long form, 'March 14, 2026'. Front-matter dates are calendar days read as UTC midnight, so
 * they are shown in UTC: any other zone could move them a day.
 */
export function formatPostDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** The machine-readable form for <time datetime>: '2026-03-14'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
