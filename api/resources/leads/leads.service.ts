import type { DataSource, EntityManager } from 'typeorm';
import { CommitGroups } from '../../platform/db/commit-groups';
import { Lead } from '../../platform/db/entities/Lead';
import { insertRows } from '../../platform/db/insert-row';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { leadSearchText } from '../../platform/db/lead-search';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import { toEventLeadRecord } from './leads.presenter';
import { readablePhone } from '../../platform/phones/readable-phone';
import { timeZoneOfPhone } from '../../platform/phones/phone-time-zone';
import { contactKeysOf, lockPeople } from '../../platform/db/contact-keys';
import { countEarlierRequests } from './earlier-requests';
import { firstTouchOf, leadSourceOf } from '#contract/leads/first-touch';
import { type JoinFormFields, NEWSLETTER_WANTED } from '#contract/leads/join-form';
import type { LeadType } from '#contract/leads/join-options';
import { DEFAULT_CONTACT_STATUS, DEFAULT_LEAD_STATUS } from '#contract/leads/lead-status';
import { PRIVACY_NOTICE_VERSION } from '#contract/leads/privacy-notice';
import { bySignupOrder, writeSignup } from '../newsletter';
import type { SubmissionKeyRequest } from '../../platform/validation/idempotency-key';
import { SubmissionKeys } from './submission-keys';
import type { LeadRouting } from './lead-routing';

/** A lead as the join form sends it: the form, and where the visit began (checked: see FirstTouchDto). */
export type LeadSubmission = JoinFormFields & { firstTouch?: unknown };

/** A lead on its way in, with the Idempotency-Key its form was sent with, if any. */
interface Submission {
  lead: Lead;
  key?: SubmissionKeyRequest;
  /** Set by the group when the key had already stored a lead: the answer, and nothing is written. */
  repeatOf?: Lead;
}

/** How the lead forms' newsletter box subscribes: with the newsletter form's double opt-in, or at once. */
export interface NewsletterSignUp {
  doubleOptIn: boolean;
}

/** What intake is composed with: who gives new leads an owner (none: they arrive unassigned), and the clock. */
export interface IntakeOptions {
  routing?: LeadRouting;
  /** The app's clock (tests set it): a lead's arrival, at which routing decides who is available. */
  now?: () => Date;
}

export class LeadsService {
  /** Submissions that arrive together are stored in one transaction, and each is answered after its commit. */
  private readonly intake: CommitGroups<Submission, boolean>;
  private readonly submissionKeys: SubmissionKeys;
  /** The submission of each key being handled by this process: a repeat waits for it rather than racing it. */
  private readonly keysInFlight = new Map<string, Promise<Lead>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly signUp: NewsletterSignUp = { doubleOptIn: false },
    private readonly options: IntakeOptions = {},
  ) {
    this.submissionKeys = new SubmissionKeys(dataSource);
    this.intake = new CommitGroups(dataSource, {
      write: async (manager, submission) => (await this.storeAll(manager, [submission]))[0]!,
      writeAll: (manager, submissions) => this.storeAll(manager, submissions),
      lockAhead: async (manager, submissions) => {
        await lockPeople(
          manager,
          submissions.map(({ lead }) => lead),
        );
        await this.options.routing?.lockEveryRule(manager);
      },
      committed: (recorded) => {
        if (recorded.includes(true)) this.outbox.wake();
      },
    });
  }

  /**
   * Stores a lead exactly as the visitor sent it. The buyer and seller forms call their notes
   * `contactDetails` and the renter form `details`; both become the lead's `details`, joined if a
   * client sent both, so nothing typed is lost. The visitor's sending it is their consent, recorded with the
   * privacy notice's version. Resolves once the lead is durable and, when its newsletter box was ticked, the
   * address signed up as the newsletter form does it (writeSignup), in the lead's own transaction: a 201 means both.
   *
   * With an Idempotency-Key, a repeat of a form already stored (a double tap, a retry after a timeout)
   * answers the lead the first one stored and stores nothing; the same key with another form is a 409.
   */
  async create(type: LeadType, form: LeadSubmission, key?: SubmissionKeyRequest): Promise<Lead> {
    if (!key) return this.store({ lead: this.build(type, form) });
    const before = this.keysInFlight.get(key.key);
    const attempt = (before ?? Promise.resolve()).catch(() => undefined).then(() => this.createOnce(type, form, key));
    this.keysInFlight.set(key.key, attempt);
    try {
      return await attempt;
    } finally {
      if (this.keysInFlight.get(key.key) === attempt) this.keysInFlight.delete(key.key);
    }
  }

  private async createOnce(type: LeadType, form: LeadSubmission, key: SubmissionKeyRequest): Promise<Lead> {
    try {
      return await this.store({ lead: this.build(type, form), key });
    } catch (error) {
      // Another process stored the same key first: its lead is the answer.
      const stored = isUniqueViolation(error) ? await this.submissionKeys.earlierLead(key) : undefined;
      if (stored) return stored;
      throw error;
    }
  }

  private async store(submission: Submission): Promise<Lead> {
    await this.intake.submit(submission);
    return submission.repeatOf ?? submission.lead;
  }

  /**
   * Writes leads, their Idempotency-Keys, their alerts' jobs and the newsletter signups of ticked boxes, which
   * commit with the leads or not at all: delivered after the visitor's answer, never before it. Each lead first
   * counts the earlier requests of its person, then is given its owner by routing, whose rule rows stay locked
   * until the commit (so no turn is given twice). One insert for all the leads of a group (their triggers run
   * once on PostgreSQL), one look for a webhook endpoint. Answers, for each lead, whether a job was written.
   */
  private async storeAll(manager: EntityManager, submissions: Submission[]): Promise<boolean[]> {
    // Repeats of a form already stored (keys looked up in the group, one statement, not one per request).
    const stored = await this.submissionKeys.storedLeads(
      manager,
      submissions.flatMap(({ key }) => (key ? [key] : [])),
    );
    for (const submission of submissions) submission.repeatOf = submission.key && stored.get(submission.key.key);
    const fresh = submissions.filter((submission) => submission.repeatOf === undefined);
    if (fresh.length === 0) return submissions.map(() => false);
    const leads = fresh.map(({ lead }) => lead);
    await countEarlierRequests(manager, leads);
    const routed = await this.options.routing?.route(manager, leads);
    const ids = await insertRows(manager, Lead, leads);
    leads.forEach((lead, index) => (lead.id = ids[index]!));
    const assigned = (await routed?.record(manager)) ?? false;
    await this.submissionKeys.storeAll(
      manager,
      fresh.flatMap(({ lead, key }) => (key ? [{ ...key, leadId: lead.id, createdAt: lead.createdAt }] : [])),
    );
    const events = leads.map((lead) => ({
      type: 'lead.created' as const,
      occurredAt: lead.createdAt.toISOString(),
      lead: toEventLeadRecord(lead),
    }));
    let recorded = (await this.outbox.addAll(manager, events)) || assigned;
    for (const lead of [...leads].sort(bySignupOrder)) {
      if (lead.newsletter !== NEWSLETTER_WANTED) continue;
      const consent = {
        givenAt: lead.consentAt ?? lead.createdAt,
        privacyNoticeVersion: lead.privacyNoticeVersion ?? PRIVACY_NOTICE_VERSION,
      };
      if (await writeSignup(manager, this.outbox, { email: lead.email, consent }, this.signUp.doubleOptIn))
        recorded = true;
    }
    return submissions.map(() => recorded);
  }

  /** What a spam bot is shown: the lead its submission would have created, not stored. */
  decoy(type: LeadType, form: LeadSubmission): Lead {
    return this.build(type, form);
  }

  private build(type: LeadType, form: LeadSubmission): Lead {
    const now = this.options.now?.() ?? new Date();
    const { contactDetails, details, firstTouch, ...fields } = form;
    const touch = firstTouchOf(firstTouch);
    const keys = contactKeysOf(fields);
    const joinedDetails = [contactDetails, details].filter((text) => text !== '').join('\n\n');
    // create() copies only the entity's columns, so a stray property such as the honeypot is left out.
    return this.dataSource.getRepository(Lead).create({
      ...fields,
      // The E.164 phone (the DTO refused a number that cannot exist) and the email key: who this person is.
      ...keys,
      phoneReadable: keys.phoneE164 === null ? null : readablePhone(keys.phoneE164),
      // Their time of day, for calling them at a good one.
      ...timeZoneOfPhone(keys.phoneE164),
      earlierRequests: 0,
      type,
      details: joinedDetails,
      searchText: leadSearchText({ ...fields, details: joinedDetails }),
      ...touch,
      source: leadSourceOf(touch),
      consentAt: now,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      contactStatus: DEFAULT_CONTACT_STATUS,
      leadStatus: DEFAULT_LEAD_STATUS,
      // Set here rather than by a database default, so the insert needs no read-back.
      createdAt: now,
      updatedAt: now,
    });
  }
}
