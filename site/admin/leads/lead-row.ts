/** The cells of a lead's row in the table view (and its phone list), each a short text. */
import type { LeadRecord } from '#contract/leads/leads-api';
import { BUDGET_RANGE_OPTIONS } from '#contract/leads/join-options';
import { optionLabel } from '#contract/shared/option-label';
import { sourceLabel } from '#contract/leads/first-touch';
import { formatDate } from '../lib/format';
import { leadLocation, leadPropertyType } from './lead-facts';
import { nextStepWhenBoth } from './next-step-both';

export interface LeadRow {
  phone: string;
  type: string;
  budget: string;
  area: string;
  source: string;
  owner: string;
  nextStep: string;
  date: string;
}

const EMPTY = '-';

/** What the lead can spend or asks: a buyer's budget range, a seller's price, a renter's budget. */
export function leadBudget(lead: LeadRecord): string {
  if (lead.type === 'buyer') return lead.budgetRange ? optionLabel(BUDGET_RANGE_OPTIONS, lead.budgetRange) : EMPTY;
  return (lead.type === 'seller' ? lead.sellingPrice : lead.rentalBudget).trim() || EMPTY;
}

export function leadRow(lead: LeadRecord): LeadRow {
  return {
    phone: lead.phoneReadable ?? (`${lead.countryCode} ${lead.phone}`.trim() || EMPTY),
    type: leadPropertyType(lead),
    budget: leadBudget(lead),
    area: leadLocation(lead),
    source: sourceLabel(lead.source),
    owner: lead.assignedTo?.username ?? 'Unassigned',
    nextStep: lead.nextStep ? `${nextStepWhenBoth(lead.nextStep, lead.timeZone)}: ${lead.nextStep.text}` : EMPTY,
    date: formatDate(lead.createdAt),
  };
}
