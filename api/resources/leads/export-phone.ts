import { displayPhone } from '#contract/leads/phone-links';
import type { Lead } from '../../platform/db/entities/Lead';

/**
 * A lead's phone as its export writes it: as dialled from anywhere ('+233 24 455 6677', from E.164); a number
 * that could not be parsed as typed, behind its country code; a phone with no digit at all (an erased one,
 * '[erased]') alone, never glued to a code.
 */
export function exportPhone(lead: Pick<Lead, 'phone' | 'countryCode' | 'phoneReadable'>): string {
  if (lead.phoneReadable) return lead.phoneReadable;
  return /\d/.test(lead.phone) ? displayPhone(lead.countryCode, lead.phone) : lead.phone.trim();
}
