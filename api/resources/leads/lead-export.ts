import type { Lead } from '../../platform/db/entities/Lead';
import type { LeadType } from '#contract/leads/join-options';
import { displayPhone } from '#contract/leads/phone-links';
import type { CsvExport } from '../../platform/exports/csv-download';
import { StaffDates } from '../../platform/exports/staff-dates';

/** The columns a lead's export reads beside its keys (id and createdAt, the day submitted). */
export const LEAD_EXPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'countryCode',
  'details',
  'contactStatus',
  'leadStatus',
] as const;

/** A lead as its export reads it: the exported columns only. */
export type LeadExportRow = Pick<Lead, (typeof LEAD_EXPORT_COLUMNS)[number] | 'createdAt'>;

/**
 * A lead page's CSV export: Name, Email, Phone (with its country code), Details ('Property
 * Details' for sellers and renters), the statuses and the day submitted in Accra; every value quoted for
 * buyers and sellers only; 'buyer-leads-2026-11-24.csv', dated `now` in Accra.
 */
export function leadExport(type: LeadType, now: Date = new Date()): CsvExport<LeadExportRow> {
  const dates = new StaffDates();
  return {
    fileName: `${type}-leads-${dates.day(now)}.csv`,
    header: [
      'Name',
      'Email',
      'Phone',
      type === 'buyer' ? 'Details' : 'Property Details',
      'Contact Status',
      'Lead Status',
      'Submitted',
    ],
    quoteAll: type !== 'renter',
    cells: (lead) => [
      lead.name,
      lead.email,
      displayPhone(lead.countryCode, lead.phone),
      lead.details,
      lead.contactStatus,
      lead.leadStatus,
      dates.day(lead.createdAt),
    ],
  };
}
