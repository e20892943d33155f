/**
 * Callable now: the signed-in user's open leads that want a call, whose own time is within calling hours now
 * (calling-hours.ts). GET /api/leads/callable-now?limit&cursor → CallableNowPage, oldest first, keyset-paged as
 * every list is. Leads whose zone is not known (a number that could not be read) are left out.
 */
import type { NextStep } from '../follow-ups/follow-up-api';
import type { PageInfo } from '../shared/page-info';
import type { LeadType } from './join-options';
import type { LeadStatus } from './lead-status';
import type { LeadTimeZone } from './lead-time-zone';

/** Why a lead is in the list: nobody has reached them yet, or their next step is due (or overdue). */
export const CALLABLE_REASONS = ['no-first-touch', 'next-step-due'] as const;
export type CallableReason = (typeof CALLABLE_REASONS)[number];

export const CALLABLE_REASON_LABELS: Readonly<Record<CallableReason, string>> = {
  'no-first-touch': 'No first touch yet',
  'next-step-due': 'Next step due',
};

/** A lead with one of these statuses is closed: it wants no call. */
export const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ['Not Interested', 'Converted'];

export interface CallableLead {
  id: number;
  type: LeadType;
  name: string;
  /** E.164, for the tel: and WhatsApp links (a lead whose number could not be read has no zone either). */
  phoneE164: string;
  phoneReadable: string | null;
  timeZone: LeadTimeZone;
  /** Every reason that holds, in CALLABLE_REASONS' order. */
  reasons: CallableReason[];
  nextStep: NextStep | null;
  createdAt: string;
}

export type CallableNowPage = { leads: CallableLead[] } & PageInfo;
