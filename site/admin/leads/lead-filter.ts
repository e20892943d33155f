/**
 * The lead pages' client-side filter (SPEC 7): search text, contact status, lead status and optional
 * from/to days on createdAt. The pages load the whole list and filter it here, so the cards, the stat
 * cards' neighbour (the count) and the export all see one and the same selection.
 */
import type { LeadRecord } from '../../../api/domain/admin-api';
import { GHANA_REGION_OPTIONS, type LeadType } from '../../../api/domain/join-options';
import { DateTime } from 'luxon';
import { STAFF_ZONE } from '../../../api/domain/staff-zone';
import { internationalDigits } from '../../../api/domain/phone-links';
import { optionLabel } from '../../../api/domain/option-label';

/** 'all' means no filter on that status. */
export const ALL = 'all';

export interface LeadFilters {
  search: string;
  contactStatus: string;
  leadStatus: string;
  /** Inclusive days, 'yyyy-MM-dd' in Accra time; empty means open-ended. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: LeadFilters = { search: '', contactStatus: ALL, leadStatus: ALL, from: '', to: '' };

/** The texts a page's search looks in: name, email, phone, details, plus each type's extra fields. */
function searchableTexts(lead: LeadRecord, type: LeadType): string[] {
  const texts = [lead.name, lead.email, lead.phone, `${lead.countryCode} ${lead.phone}`, lead.details];
  if (type === 'seller') texts.push(lead.propertyLocation);
  if (type === 'renter') texts.push(lead.ghanaRegion, optionLabel(GHANA_REGION_OPTIONS, lead.ghanaRegion), lead.accraArea);
  return texts;
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');
const digitsOf = (text: string) => text.replace(/\D/g, '');
/** A query of digits and phone punctuation only is matched on digits too: '0244123456' finds '024 412 3456'. */
const PHONE_QUERY = /^[\d\s()+.-]+$/;

function matchesSearch(lead: LeadRecord, type: LeadType, query: string): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  if (searchableTexts(lead, type).some((text) => fold(text).includes(needle))) return true;
  const digits = digitsOf(needle);
  if (!PHONE_QUERY.test(needle) || digits.length < 3) return false;
  return [digitsOf(lead.phone), internationalDigits(lead.countryCode, lead.phone) ?? ''].some((text) => text.includes(digits));
}

/** The first instant of a 'yyyy-MM-dd' day in Accra, or undefined when the text is no such day. */
function dayStart(day: string): DateTime | undefined {
  if (!day) return undefined;
  const start = DateTime.fromISO(day, { zone: STAFF_ZONE }).startOf('day');
  return start.isValid ? start : undefined;
}

function withinDays(createdAt: string, from: string, to: string): boolean {
  const start = dayStart(from);
  const end = dayStart(to)?.plus({ days: 1 });
  if (!start && !end) return true;
  const created = DateTime.fromISO(createdAt, { zone: 'utc' });
  if (!created.isValid) return false;
  return (!start || created >= start) && (!end || created < end);
}

/** The leads a page shows and exports for these filters, in the order given. */
export function filterLeads(leads: readonly LeadRecord[], type: LeadType, filters: LeadFilters): LeadRecord[] {
  return leads.filter(
    (lead) =>
      (filters.contactStatus === ALL || lead.contactStatus === filters.contactStatus) &&
      (filters.leadStatus === ALL || lead.leadStatus === filters.leadStatus) &&
      withinDays(lead.createdAt, filters.from, filters.to) &&
      matchesSearch(lead, type, filters.search),
  );
}

/** Whether any filter is set (Clear has something to clear). */
export function hasFilters(filters: LeadFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as (keyof LeadFilters)[]).some((key) => filters[key] !== EMPTY_FILTERS[key]);
}
