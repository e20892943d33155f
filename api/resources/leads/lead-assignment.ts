import type { LeadType } from '#contract/leads/join-options';
import type { NextStep } from '#contract/follow-ups/follow-up-api';

/**
 * What the email to a lead's new owner says, fixed when the lead was assigned: the lead (its id,
 * type and name, which an erasure finds and removes), who assigned it and when (a person, or a routing rule:
 * "Routing rule 'Abroad buyers'"), and its next step then. A routed lead says when its first touch is due.
 */
export interface LeadAssignment {
  occurredAt: string;
  lead: { id: number; type: LeadType; name: string };
  assignedBy: string;
  nextStep: NextStep | null;
  respondBy?: string;
}
