import { IsNull, Not } from 'typeorm';
import type { LeadType } from '#contract/leads/join-options';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import type { EmailRenderers } from '../../platform/mail/email-job';
import { chasedLead } from './chased-lead';
import { renderFirstResponseReminder } from './render-first-response-reminder';
import { renderLeadMoved } from './render-lead-moved';

/** The lead an email of a chase is about (its name: an erasure finds the job by the id and removes it). */
export interface ChaseEmailLead {
  id: number;
  type: LeadType;
  name: string;
}

/** Its owner is reminded that a routed lead has had no first touch yet. */
export interface FirstResponseReminderEmail {
  message: 'first-response-reminder';
  to: string;
  lead: ChaseEmailLead;
  reminder: {
    assignmentId: number;
    ownerId: number;
    firstResponseMinutes: number;
    respondBy: string;
    /** When the lead moves on if still untouched; null when it cannot (nobody else in its group). */
    moveAt: string | null;
  };
}

/** A lead moved on for want of a first touch: told to the agent it left and to the admins. */
export interface LeadMovedEmail {
  message: 'lead-moved';
  to: string;
  lead: ChaseEmailLead;
  move: { occurredAt: string; ruleName: string; fromName: string; toName: string; waitedMinutes: number };
  audience: 'previous-owner' | 'admin';
}

export type ChaseEmail = FirstResponseReminderEmail | LeadMovedEmail;

/**
 * How the chase's emails are rendered when the outbox sends them. A reminder is not sent once the lead was touched,
 * moved, spammed or erased, or its owner's address changed meanwhile.
 */
export function chaseEmails(siteUrl: string): EmailRenderers {
  return {
    'first-response-reminder': async (job, manager) => {
      const { to, lead, reminder } = job as FirstResponseReminderEmail;
      const still = await chasedLead(manager, { leadId: lead.id, ...reminder });
      const owner =
        still && (await manager.findOne(AdminUser, { where: { id: reminder.ownerId, email: Not(IsNull()) } }));
      return owner?.email === to ? renderFirstResponseReminder(job as FirstResponseReminderEmail, siteUrl) : undefined;
    },
    'lead-moved': (job) => renderLeadMoved(job as LeadMovedEmail, siteUrl),
  };
}
