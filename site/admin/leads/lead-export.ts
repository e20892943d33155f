/** The lead pages' CSV export (SPEC 7): the columns, their headers and the file name. */
import type { LeadRecord } from '../../../api/domain/admin-api';
import type { LeadType } from '../../../api/domain/join-options';
import { downloadCsv, type CsvOptions, type CsvRow } from '../lib/csv';
import { formatIsoDay, todayIsoDay } from '../lib/format';
import { displayPhone } from '../../../api/domain/phone-links';

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

/** SPEC 7: values are quoted in the buyer and seller exports only; the renter's where the CSV rules need it. */
export function leadExportOptions(type: LeadType): CsvOptions {
  return { quoteAll: type !== 'renter' };
}

/** Downloads the given (already filtered) leads. */
export function exportLeads(type: LeadType, leads: readonly LeadRecord[]): void {
  downloadCsv(leadExportFileName(type), leadExportRows(type, leads), leadExportOptions(type));
}
