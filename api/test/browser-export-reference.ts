/**
 * FROZEN: the format contract of the CSV exports. This is the browser's export code as it was before
 * the exports moved to the server (site/admin/lib/csv.ts, site/admin/leads/lead-export.ts,
 * site/admin/newsletter/subscriber-export.ts and the site/admin/lib/format.ts functions they called,
 * at commit 9dd5447), copied verbatim but for the imports and the part that handed a Blob to the page.
 * The server's downloads must equal its output byte for byte (leads.routes.export.test.ts,
 * newsletter.routes.export.test.ts). Never change it to make a test pass: a format change is a change
 * of contract, decided on its own.
 */
import { DateTime } from 'luxon';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import type { LeadType } from '#contract/leads/join-options';
import { displayPhone } from '#contract/leads/phone-links';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

// --- site/admin/lib/csv.ts

export type CsvRow = readonly string[];

export interface CsvOptions {
  /**
   * Quote every cell, not only those that need it. Every value is quoted in the buyer and seller
   * exports only; the renter and newsletter exports quote where the rules above need it (a comma, a quote,
   * a line break). Both are valid CSV, and neutralisation applies either way.
   */
  quoteAll?: boolean;
}

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised first (the apostrophe must sit inside the quotes), then quoted if needed. */
export function csvCell(value: string, quoteAll = false): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return quoteAll || NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file's text, byte-order mark included, every line (the last too) ended by CRLF. */
export function encodeCsv(rows: readonly CsvRow[], options: CsvOptions = {}): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, options.quoteAll)).join(','));
  return CSV_BOM + lines.map((line) => line + LINE_END).join('');
}

// --- site/admin/lib/format.ts

/** Every date is shown in the staff's zone, whatever the browser's. */
function inAccra(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(STAFF_ZONE).setLocale('en-US');
}

/** 'yyyy-MM-dd' for exports and file names. */
export function formatIsoDay(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('yyyy-MM-dd') : '';
}

/** 'yyyy-MM-dd HH:mm:ss' for exports (the newsletter CSV). */
export function formatIsoDateTime(iso: string): string {
  const date = inAccra(iso);
  return date.isValid ? date.toFormat('yyyy-MM-dd HH:mm:ss') : '';
}

/** Today in Accra as 'yyyy-MM-dd', for export file names. */
export function todayIsoDay(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(STAFF_ZONE).toFormat('yyyy-MM-dd');
}

// --- site/admin/leads/lead-export.ts

export function leadExportHeader(type: LeadType): CsvRow {
  const details = type === 'buyer' ? 'Details' : 'Property Details';
  return ['Name', 'Email', 'Phone', details, 'Contact Status', 'Lead Status', 'Submitted'];
}

export function leadExportRows(type: LeadType, leads: readonly LeadRecord[]): CsvRow[] {
  return [
    leadExportHeader(type),
    ...leads.map((lead) => [
      lead.name,
      lead.email,
      displayPhone(lead.countryCode, lead.phone),
      lead.details,
      lead.contactStatus,
      lead.leadStatus,
      formatIsoDay(lead.createdAt),
    ]),
  ];
}

/** 'buyer-leads-2025-06-05.csv', dated today in Accra. */
export function leadExportFileName(type: LeadType, now: Date = new Date()): string {
  return `${type}-leads-${todayIsoDay(now)}.csv`;
}

/** Values are quoted in the buyer and seller exports only; the renter's where the CSV rules need it. */
export function leadExportOptions(type: LeadType): CsvOptions {
  return { quoteAll: type !== 'renter' };
}

// --- site/admin/newsletter/subscriber-export.ts

/** Columns Email and Subscribed Date (yyyy-MM-dd HH:mm:ss, Accra time). */
export function subscriberExportRows(subscribers: readonly NewsletterRecord[]): CsvRow[] {
  return [
    ['Email', 'Subscribed Date'],
    ...subscribers.map((subscriber) => [subscriber.email, formatIsoDateTime(subscriber.createdAt)]),
  ];
}

/** 'newsletter-subscribers-2025-06-05.csv', dated today in Accra. */
export function subscriberExportFileName(now: Date = new Date()): string {
  return `newsletter-subscribers-${todayIsoDay(now)}.csv`;
}
