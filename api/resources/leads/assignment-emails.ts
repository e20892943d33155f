import type { EmailRenderers } from '../../platform/mail/email-job';
import type { LeadAssignment } from './lead-assignment';
import { renderLeadAssigned } from './render-lead-assigned';
import { stillTheirLead } from './still-their-lead';

/** A lead's new owner is told, planned in the assigning transaction (the recipient is known then). */
export interface LeadAssignedEmail {
  message: 'lead-assigned';
  to: string;
  assignment: LeadAssignment;
}

/** How the assignment email is rendered when the outbox sends it: not at all once the lead is no longer theirs. */
export function assignmentEmails(siteUrl: string): EmailRenderers {
  return {
    'lead-assigned': async (job, manager) => {
      const { to, assignment } = job as LeadAssignedEmail;
      return (await stillTheirLead(manager, to, assignment)) ? renderLeadAssigned(assignment, siteUrl) : undefined;
    },
  };
}
