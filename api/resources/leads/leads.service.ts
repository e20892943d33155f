import type { DataSource, EntityManager } from 'typeorm';
import { CommitGroups } from '../../db/commit-groups';
import { Lead } from '../../db/entities/Lead';
import { insertRows } from '../../db/insert-row';
import { leadSearchText } from '../../domain/lead-search';
import type { EventOutbox } from '../../outbox/event-outbox';
import { toLeadRecord } from './leads.presenter';
import { firstTouchOf, leadSourceOf } from '../../domain/first-touch';
import { NEWSLETTER_WANTED, type JoinFormFields } from '../../domain/join-form';
import type { LeadType } from '../../domain/join-options';
import { DEFAULT_CONTACT_STATUS, DEFAULT_LEAD_STATUS } from '../../domain/lead-status';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy-notice';
import type { Logger } from '../../logger';
import type { NewsletterService } from '../newsletter/newsletter.service';

/** A lead as the join form sends it: the form, and where the visit began (checked: see firstTouchProblem). */
export type LeadSubmission = JoinFormFields & { firstTouch?: unknown };

/** The newsletter box of the lead forms (issue 12): how a ticked one subscribes, and where a failure is logged. */
export interface NewsletterSignUp {
  newsletter: Pick<NewsletterService, 'subscribe'>;
  log: Logger;
}

export class LeadsService {
  /** Submissions that arrive together are stored in one transaction, and each is answered after its commit. */
  private readonly intake: CommitGroups<Lead, boolean>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly signUp?: NewsletterSignUp,
  ) {
    this.intake = new CommitGroups(dataSource, {
      write: async (manager, lead) => (await this.storeAll(manager, [lead]))[0]!,
      writeAll: (manager, leads) => this.storeAll(manager, leads),
      // The tally rows a lead's trigger updates are keyed by type and day: every group takes them in that order.
      lockOrder: (a, b) => a.type.localeCompare(b.type) || a.createdAt.getTime() - b.createdAt.getTime(),
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
   * address subscribed as the newsletter form does it (NewsletterService.subscribe, so its rules apply).
   */
  async create(type: LeadType, form: LeadSubmission): Promise<Lead> {
    const lead = this.build(type, form);
    await this.intake.submit(lead);
    if (form.newsletter === NEWSLETTER_WANTED) await this.subscribe(lead);
    return lead;
  }

  /** After the lead is stored, never instead of it: a failure here is logged and the lead still answered. */
  private async subscribe(lead: Lead): Promise<void> {
    if (!this.signUp) return;
    try {
      await this.signUp.newsletter.subscribe(lead.email);
    } catch (error) {
      this.signUp.log({ level: 'error', msg: 'newsletter sign-up of a lead failed', leadId: lead.id, error: String(error) });
    }
  }

  /**
   * Writes leads and their alerts' jobs, which commit with the leads or not at all: delivered after the
   * visitor's answer, never before it. One insert for all the leads of a group (their triggers run once on
   * PostgreSQL), one look for a webhook endpoint. Answers, for each lead, whether a job was written.
   */
  private async storeAll(manager: EntityManager, leads: Lead[]): Promise<boolean[]> {
    const ids = await insertRows(manager, Lead, leads);
    leads.forEach((lead, index) => (lead.id = ids[index]!));
    const events = leads.map((lead) => ({ type: 'lead.created' as const, occurredAt: lead.createdAt.toISOString(), lead: toLeadRecord(lead) }));
    const recorded = await this.outbox.addAll(manager, events);
    return leads.map(() => recorded);
  }

  /** What a spam bot is shown: the lead its submission would have created, not stored. */
  decoy(type: LeadType, form: LeadSubmission): Lead {
    return this.build(type, form);
  }

  private build(type: LeadType, form: LeadSubmission): Lead {
    const now = new Date();
    const { contactDetails, details, firstTouch, ...fields } = form;
    const touch = firstTouchOf(firstTouch);
    const joinedDetails = [contactDetails, details].filter((text) => text !== '').join('\n\n');
    // create() copies only the entity's columns, so a stray property such as the honeypot is left out.
    return this.dataSource.getRepository(Lead).create({
      ...fields,
      type,
      details: joinedDetails,
      searchText: leadSearchText({ ...fields, details: joinedDetails }),
      ...touch,
      source: leadSourceOf(touch),
      consentAt: now,
      privacyVersion: PRIVACY_NOTICE_VERSION,
      contactStatus: DEFAULT_CONTACT_STATUS,
      leadStatus: DEFAULT_LEAD_STATUS,
      // Set here rather than by a database default, so the insert needs no read-back.
      createdAt: now,
      updatedAt: now,
    });
  }
}
