import { type EntityManager, In, MoreThan } from 'typeorm';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { ERASED_MARKER } from './erasure';
import type { NotificationEvent } from '#contract/notifications/notifications-api';
import type { DigestContent, DigestEmail } from '../digest';
import type { LeadAssignedEmail } from '../leads';
import type { NewsletterEmail } from '../newsletter';
import type { AlertEmail } from '../notifications';
import type { ChaseEmail, ChaseJob } from '../routing';
import type { WebhookJob } from '../../platform/webhooks/webhook-job';

/** Jobs read at a time while looking through the outbox. */
const SCAN_PAGE = 500;

/** The emails that can carry a person's details. */
type PersonalEmail = AlertEmail | DigestEmail | LeadAssignedEmail | NewsletterEmail | ChaseEmail;

/** Who is being erased: their leads' and subscriptions' ids. */
export interface ErasedIds {
  leads: Set<number>;
  subscribers: Set<number>;
}

/** The lead and the subscriber an event carries a copy of. */
function eventCarries(event: Partial<NotificationEvent> | undefined, ids: ErasedIds): boolean {
  if (!event) return false;
  const lead = 'lead' in event ? event.lead : undefined;
  const subscriber = 'subscriber' in event ? event.subscriber : undefined;
  return (
    (lead !== undefined && ids.leads.has(lead.id)) || (subscriber !== undefined && ids.subscribers.has(subscriber.id))
  );
}

/** Whether a job carries one of the erased records: then it goes, sent or not (its copy is personal data too). */
function carries(job: OutboxJob, ids: ErasedIds): boolean {
  if (job.kind === 'event') return eventCarries(job.payload as NotificationEvent, ids);
  if (job.kind === 'webhook') return eventCarries((job.payload as WebhookJob).data as Partial<NotificationEvent>, ids);
  const email = job.payload as PersonalEmail;
  if ('subscriberId' in email) return ids.subscribers.has(email.subscriberId);
  if ('assignment' in email) return ids.leads.has(email.assignment.lead.id);
  if ('lead' in email) return ids.leads.has(email.lead.id);
  return 'event' in email && eventCarries(email.event, ids);
}

/**
 * A digest's going-cold and next-step lists with the erased leads' names
 * (and next steps' texts) replaced; undefined when it names none of them.
 */
function withoutNames(digest: DigestContent, ids: ErasedIds): DigestContent | undefined {
  let changed = false;
  const goingCold = Object.fromEntries(
    Object.entries(digest.goingCold).map(([type, list]) => [
      type,
      {
        ...list,
        leads: list.leads.map((lead) => {
          if (!ids.leads.has(lead.id)) return lead;
          changed = true;
          return { ...lead, name: ERASED_MARKER };
        }),
      },
    ]),
  ) as DigestContent['goingCold'];
  const erase = <T extends { leadId: number; name: string; nextStep: { text: string } }>(item: T): T => {
    if (!ids.leads.has(item.leadId)) return item;
    changed = true;
    return {
      ...item,
      name: ERASED_MARKER,
      nextStep: { ...item.nextStep, text: item.nextStep.text === '' ? '' : ERASED_MARKER },
    };
  };
  const steps = digest.followUps;
  const followUps = steps && {
    ...steps,
    dueToday: { ...steps.dueToday, items: steps.dueToday.items.map(erase) },
    overdue: { ...steps.overdue, items: steps.overdue.items.map(erase) },
  };
  return changed ? { ...digest, goingCold, ...(followUps ? { followUps } : {}) } : undefined;
}

/**
 * Removes a person from the outbox, in the erasure's transaction: every event, email and webhook job that carries
 * one of their leads or subscriptions goes (a pending alert about them is then never sent), and a digest that
 * lists one of their leads keeps the entry with the name erased. Jobs are recognised by the ids they carry, not
 * by text, so a staff alert that merely goes to the same address is left alone. Answers how many jobs went.
 * The chase jobs of their leads go too, uncounted (they carry only ids): a reminder one of them is planning right
 * now is written when it is marked done, which a job no longer there never is, as for an event's alerts.
 */
export async function forgetInOutbox(manager: EntityManager, ids: ErasedIds): Promise<number> {
  const repository = manager.getRepository(OutboxJob);
  const doomed: number[] = [];
  const chases: number[] = [];
  for (let after = 0; ;) {
    const jobs = await repository.find({
      where: { kind: In(['event', 'email', 'webhook', 'chase']), id: MoreThan(after) },
      order: { id: 'ASC' },
      take: SCAN_PAGE,
    });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      if (job.kind === 'chase') {
        if (ids.leads.has((job.payload as ChaseJob).leadId)) chases.push(job.id);
        continue;
      }
      if (carries(job, ids)) doomed.push(job.id);
      const digest =
        job.kind === 'email' && 'digest' in job.payload
          ? withoutNames((job.payload as DigestEmail).digest, ids)
          : undefined;
      if (digest) await repository.update({ id: job.id }, { payload: { ...job.payload, digest } });
    }
    after = jobs.at(-1)!.id;
  }
  const gone = [...doomed, ...chases];
  for (let start = 0; start < gone.length; start += SCAN_PAGE)
    await repository.delete({ id: In(gone.slice(start, start + SCAN_PAGE)) });
  return doomed.length;
}
