import { IsNull, Not } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { LEAD_TYPES } from '#contract/leads/join-options';
import type { MailDelivery } from '../../platform/mail/email-job';
import type { NewOutboxJob } from '../../platform/outbox/enqueue-jobs';
import type { JobHandler } from '../../platform/outbox/outbox-worker';
import { computeDigest } from './compute-digest';
import type { FollowUps } from '#contract/follow-ups/follow-up-api';
import { followUpLists } from '../follow-ups';
import type { DigestJob } from './digest-job';
import type { DigestEmail } from './digest-emails';

/**
 * The `digest` job handler: computes the day's figures once and plans one email per staff address that opted
 * in, each with that user's Due today and Overdue next steps (an admin's: everyone's). Nothing is
 * sent to a user for whom there is nothing to report (no new lead, none going cold, no step due): a digest
 * saying "nothing" every morning teaches staff to ignore it.
 */
export function planDigest(context: MailDelivery): JobHandler {
  return async (job): Promise<NewOutboxJob[]> => {
    if (!context.mailer) return [];
    const manager = context.dataSource.manager;
    const staff = await manager
      .getRepository(AdminUser)
      .find({ where: { dailyDigest: true, email: Not(IsNull()) }, order: { id: 'ASC' } });
    // One copy per address: the first account with it.
    const recipients = staff.filter(
      (user, index) => user.email && staff.findIndex((other) => other.email === user.email) === index,
    );
    if (recipients.length === 0) return [];
    const payload = job.payload as DigestJob;
    const digest = await computeDigest(manager, payload);
    const asOf = new Date(payload.asOf);
    const everyone = recipients.some((user) => user.role === 'admin')
      ? await followUpLists(manager, undefined, asOf)
      : undefined;
    const leadsToReport = LEAD_TYPES.some((type) => digest.newLeads[type] > 0 || digest.goingCold[type].total > 0);
    const jobs: NewOutboxJob[] = [];
    for (const user of recipients) {
      const followUps: FollowUps =
        user.role === 'admin'
          ? { scope: 'everyone', ...everyone! }
          : { scope: 'mine', ...(await followUpLists(manager, user.id, asOf)) };
      if (!leadsToReport && followUps.dueToday.total + followUps.overdue.total === 0) continue;
      jobs.push({
        kind: 'email',
        payload: { message: 'digest', to: user.email!, digest: { ...digest, followUps } } satisfies DigestEmail,
      });
    }
    return jobs;
  };
}
