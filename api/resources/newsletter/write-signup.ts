import type { EntityManager } from 'typeorm';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { insertRow } from '../../platform/db/insert-row';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import { enqueueJobs } from '../../platform/outbox/enqueue-jobs';
import type { NewsletterEmail } from './newsletter-emails';
import { toNewsletterRecord } from './newsletter.presenter';

/** A repeated signup of a Pending address sends the confirmation again at most this often. */
export const CONFIRMATION_RESEND_MS = 3600_000;

/** The consent facts stored with a subscriber: when it was given, and the privacy notice's version shown. */
export interface NewsletterConsent {
  givenAt: Date;
  privacyNoticeVersion: string;
}

export interface Signup {
  email: string;
  consent: NewsletterConsent;
}

/**
 * The order every group writes its signups in: twin addresses meet in the unique index on emailKey, so two groups
 * signing up the same addresses wait for each other rather than each hold one the other needs.
 */
export const bySignupOrder = (a: { email: string }, b: { email: string }) =>
  a.email.toLowerCase().localeCompare(b.email.toLowerCase());

/**
 * One signup, with its group's transaction. With double opt-in a new (or unsubscribed) address becomes
 * Pending and is asked to confirm, and a Pending one is asked again once the last question is an hour
 * old; without it (no email configured) the address is Active at once, as before double opt-in. An Active
 * address changes nothing. Answers whether a job was written (the worker is then woken).
 */
export async function writeSignup(
  manager: EntityManager,
  outbox: EventOutbox,
  { email, consent }: Signup,
  doubleOptIn: boolean,
): Promise<boolean> {
  const repository = manager.getRepository(NewsletterSubscriber);
  const now = new Date();
  const emailKey = email.toLowerCase();
  const facts = { consentAt: consent.givenAt, privacyNoticeVersion: consent.privacyNoticeVersion };
  const existing = await repository.findOneBy({ emailKey });
  if (existing?.state === 'active') return false;
  if (existing?.state === 'pending') {
    if (existing.confirmationSentAt && now.getTime() - existing.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS)
      return false;
    await repository.update({ id: existing.id }, { ...facts, confirmationSentAt: now });
    return askToConfirm(manager, existing.id, email);
  }
  const state = doubleOptIn ? ('pending' as const) : ('active' as const);
  const changes = {
    ...facts,
    state,
    confirmationSentAt: doubleOptIn ? now : null,
    confirmedAt: doubleOptIn ? null : now,
    // Signing up again (confirmed, with double opt-in) says the address takes mail now.
    bouncedAt: null,
  };
  let id = existing?.id;
  if (existing) {
    await repository.update({ id: existing.id }, { ...changes, unsubscribedAt: null });
  } else {
    // An address added earlier in the same group was found above; on PostgreSQL a concurrent twin can pass
    // the check, and its insert is then ignored and answers no id.
    id = await insertRow(
      manager,
      NewsletterSubscriber,
      { email, emailKey, createdAt: now, unsubscribedAt: null, ...changes },
      { ignoreConflicts: true },
    );
    if (id === undefined) return false;
  }
  if (doubleOptIn) return askToConfirm(manager, id!, email);
  const subscriber = existing ?? { id: id!, email, emailKey, createdAt: now };
  return announceActive(manager, outbox, { ...subscriber, ...changes, unsubscribedAt: null });
}

/** The confirmation email, committed with the signup and sent after it. */
async function askToConfirm(manager: EntityManager, subscriberId: number, email: string): Promise<boolean> {
  const job: NewsletterEmail = { message: 'newsletter-confirmation', to: email, subscriberId };
  await enqueueJobs(manager, [{ kind: 'email', payload: job }]);
  return true;
}

/** A subscriber just Active: staff and webhooks hear of a new subscriber (subscriber.created). */
export function announceActive(
  manager: EntityManager,
  outbox: EventOutbox,
  subscriber: NewsletterSubscriber,
): Promise<boolean> {
  const record = toNewsletterRecord(subscriber);
  return outbox.add(manager, {
    type: 'subscriber.created',
    occurredAt: (subscriber.confirmedAt ?? subscriber.createdAt).toISOString(),
    subscriber: record,
  });
}
