/** The save rules for a card's status edit. */
import type { LeadRecord, LeadStatusUpdate } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import {
  DEFAULT_CONTACT_STATUS,
  DEFAULT_LEAD_STATUS,
  type ContactStatus,
  type LeadStatus,
} from '#contract/leads/lead-status';

export interface StatusDraft {
  contactStatus: ContactStatus;
  leadStatus: LeadStatus;
}

/** What the edit selects start from: the lead's values, missing ones shown as Not Contacted and New. */
export function draftFor(lead: Pick<LeadRecord, 'contactStatus' | 'leadStatus'>): StatusDraft {
  return {
    contactStatus: lead.contactStatus || DEFAULT_CONTACT_STATUS,
    leadStatus: lead.leadStatus || DEFAULT_LEAD_STATUS,
  };
}

/**
 * The PATCH body for a confirmed edit, or null when nothing is to be sent. Renters send only what
 * changed and nothing when nothing did; buyers and sellers send both values whenever an edit is open.
 */
export function statusUpdateFor(type: LeadType, lead: LeadRecord, draft: StatusDraft): LeadStatusUpdate | null {
  if (type !== 'renter') return { contactStatus: draft.contactStatus, leadStatus: draft.leadStatus };
  const update: LeadStatusUpdate = {};
  if (draft.contactStatus !== lead.contactStatus) update.contactStatus = draft.contactStatus;
  if (draft.leadStatus !== lead.leadStatus) update.leadStatus = draft.leadStatus;
  return Object.keys(update).length ? update : null;
}
