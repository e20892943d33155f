/**
 * The format contract of the CSV exports, written apart from the server's export code so a test can hold
 * the downloads against it byte for byte (leads.routes.export.test.ts, newsletter.routes.export.test.ts).
 * It began as the browser's export code before the exports moved to the server (commit 9dd5447); since then
 * it changed once, on purpose: every field each form collects and what staff add follow SPEC's columns, the
 * phone is the number as dialled from anywhere, every lead value is quoted, and a phone grouped for reading
 * is no formula. Never change it to make a test pass: a format change is a change of contract, decided on
 * its own.
 */
import { DateTime } from 'luxon';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { SUBSCRIBER_STATE_LABELS } from '#contract/newsletter/subscriber-states';
import {
  BUDGET_RANGE_OPTIONS,
  CURRENT_LOCATION_OPTIONS,
  DOCUMENTATION_OPTIONS,
  GHANA_REGION_OPTIONS,
  LEAD_TYPES,
  type LeadType,
  type Option,
  PROPERTY_SUBTYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '#contract/leads/join-options';
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
const READABLE_PHONE = /^\+\d+(?: \d+)+$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised first (the apostrophe must sit inside the quotes), then quoted if needed. */
export function csvCell(value: string, quoteAll = false): string {
  const safe = FORMULA_START.test(value) && !READABLE_PHONE.test(value) ? `'${value}` : value;
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

// --- the lead exports

const label = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
const withTyped = (chosen: string, typed: string) => (typed ? `${chosen}: ${typed}` : chosen);

/** What each form collects beyond the contact fields: header and value. */
const FORM_FIELDS: Record<LeadType, Array<[string, (lead: LeadRecord) => string]>> = {
  buyer: [
    ['Budget', (lead) => label(BUDGET_RANGE_OPTIONS, lead.budgetRange)],
    ['Region', (lead) => region(lead)],
    ['Area', (lead) => lead.accraArea],
    ['Property Type', (lead) => label(PROPERTY_TYPE_OPTIONS, lead.propertyType)],
    ['Bedrooms', (lead) => label(PROPERTY_SUBTYPE_OPTIONS, lead.propertySubtype)],
    ['Commercial Type', (lead) => lead.commercialType],
    [
      'Current Location',
      (lead) =>
        lead.currentLocation === 'other'
          ? withTyped('Any other location', lead.otherLocation)
          : label(CURRENT_LOCATION_OPTIONS, lead.currentLocation),
    ],
    ['Services', (lead) => [...lead.services, lead.otherServices].filter(Boolean).join('; ')],
  ],
  seller: [
    ['Property Type', (lead) => label(PROPERTY_TYPE_OPTIONS, lead.propertyType)],
    ['Bedrooms', (lead) => label(PROPERTY_SUBTYPE_OPTIONS, lead.propertySubtype)],
    ['Commercial Type', (lead) => lead.commercialType],
    ['Property Location', (lead) => lead.propertyLocation],
    [
      'Documentation',
      (lead) =>
        lead.documentation === 'other'
          ? withTyped('Other documentation', lead.otherDocumentation)
          : label(DOCUMENTATION_OPTIONS, lead.documentation),
    ],
    ['Selling Price', (lead) => lead.sellingPrice],
  ],
  renter: [
    ['Rental Budget', (lead) => lead.rentalBudget],
    ['Region', (lead) => region(lead)],
    ['Area', (lead) => lead.accraArea],
    ['Property Type', (lead) => label(PROPERTY_TYPE_OPTIONS, lead.propertyType)],
    ['Bedrooms', (lead) => label(PROPERTY_SUBTYPE_OPTIONS, lead.propertySubtype)],
    ['Commercial Type', (lead) => lead.commercialType],
    ['Help Needed', (lead) => lead.helpNeeded],
  ],
};

function region(lead: LeadRecord): string {
  return lead.ghanaRegion === 'others'
    ? withTyped('Others', lead.otherRegion)
    : label(GHANA_REGION_OPTIONS, lead.ghanaRegion);
}

/** The phone as dialled from anywhere; as typed behind its code when it could not be parsed; alone without digits. */
function phoneOf(lead: LeadRecord): string {
  if (lead.phoneReadable) return lead.phoneReadable;
  return /[0-9]/.test(lead.phone) ? displayPhone(lead.countryCode, lead.phone) : lead.phone.trim();
}

function nextStepDue(lead: LeadRecord): string {
  if (!lead.nextStep) return '';
  return inAccra(lead.nextStep.at).toFormat(lead.nextStep.hasTime ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd');
}

export function leadExportHeader(type: LeadType): CsvRow {
  const details = type === 'buyer' ? 'Details' : 'Property Details';
  return [
    'Name',
    'Email',
    'Phone',
    details,
    'Contact Status',
    'Lead Status',
    'Submitted',
    ...FORM_FIELDS[type].map(([header]) => header),
    'Source',
    'Campaign',
    'Owner',
    'Next Step',
    'Next Step Due',
    'Earlier Requests',
  ];
}

export function leadExportRows(type: LeadType, leads: readonly LeadRecord[]): CsvRow[] {
  return [
    leadExportHeader(type),
    ...leads.map((lead) => [
      lead.name,
      lead.email,
      phoneOf(lead),
      lead.details,
      lead.contactStatus,
      lead.leadStatus,
      formatIsoDay(lead.createdAt),
      ...FORM_FIELDS[type].map(([, value]) => value(lead)),
      lead.source || 'Not recorded',
      lead.firstTouch.utmCampaign,
      lead.assignedTo?.username ?? '',
      lead.nextStep?.text ?? '',
      nextStepDue(lead),
      String(lead.earlierRequests),
    ]),
  ];
}

/** 'buyer-leads-2025-06-05.csv', dated today in Accra. */
export function leadExportFileName(type: LeadType, now: Date = new Date()): string {
  return `${type}-leads-${todayIsoDay(now)}.csv`;
}

/** Every lead export, of whichever type, quotes every value. */
export function leadExportOptions(type: LeadType): CsvOptions {
  return { quoteAll: LEAD_TYPES.includes(type) };
}

// --- site/admin/newsletter/subscriber-export.ts

/** Columns Email, Subscribed Date (yyyy-MM-dd HH:mm:ss, Accra time), State and Bounced (the same, or empty). */
export function subscriberExportRows(subscribers: readonly NewsletterRecord[]): CsvRow[] {
  return [
    ['Email', 'Subscribed Date', 'State', 'Bounced'],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      formatIsoDateTime(subscriber.createdAt),
      SUBSCRIBER_STATE_LABELS[subscriber.state],
      subscriber.bouncedAt ? formatIsoDateTime(subscriber.bouncedAt) : '',
    ]),
  ];
}

/** 'newsletter-subscribers-2025-06-05.csv', dated today in Accra. */
export function subscriberExportFileName(now: Date = new Date()): string {
  return `newsletter-subscribers-${todayIsoDay(now)}.csv`;
}
