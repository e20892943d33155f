import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import type { LeadRecordChange } from '../../platform/db/entities/LeadRecordChange';
import { LeadStatusChange } from '../../platform/db/entities/LeadStatusChange';
import { LeadTouch } from '../../platform/db/entities/LeadTouch';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { SubmissionKey } from '../../platform/db/entities/SubmissionKey';
import { type Actor, recordAudit, requireActor } from '../../platform/db/record-audit';
import type { PersonErasure } from '#contract/people/people-api';
import { ERASED_LEAD_FIELDS, ERASED_MARKER } from './erasure';
import { leadSearchText } from '../../platform/db/lead-search';
import { HttpError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { ContactKeys } from '../../platform/db/contact-keys';
import { type OwnerNames, ownerNamesOf } from '../leads';
import { clearOldCopies } from './clear-old-copies';
import { forgetInOutbox } from './forget-in-outbox';
import {
  contactsOf,
  correctionsHolding,
  correctionsOf,
  eraseFromCorrections,
  type HeldCorrection,
} from './corrected-contacts';

/** The one answer when a search finds no one to export or erase. */
export const nothingHeld = () =>
  new HttpError(404, 'not_found', 'We hold no lead or subscription for this email address or phone number.');

/** Whether a search found nothing to export or erase. */
export const holdsNothing = (data: PersonData) =>
  data.leads.length === 0 && data.subscribers.length === 0 && data.heldCorrections.length === 0;

/** Everything we hold about one person (Act 843, right of access): found by their email or their phone. */
export interface PersonData {
  leads: Lead[];
  /** The names of those leads' owners. */
  owners: OwnerNames;
  /** The status changes of those leads, oldest first. */
  statusChanges: LeadStatusChange[];
  /** Staff's notes on those leads, oldest first: what they say about the person is the person's data too. */
  notes: LeadNote[];
  /** The touches logged on those leads, oldest first: their notes are the person's data too. */
  touches: LeadTouch[];
  /** The corrections of those leads' name, email and phone, oldest first. */
  corrections: LeadRecordChange[];
  /** Corrections of other leads holding their contact as an old or new value: the rest of those leads is not theirs. */
  heldCorrections: HeldCorrection[];
  subscribers: NewsletterSubscriber[];
}

/**
 * "Find a person" (admins only): a person's data for access and export, and its erasure. A person is the
 * leads with their email key or E.164 phone (widened once, as a returning contact is), and the subscriptions
 * of the addresses among them and the one searched for (a search by phone finds the newsletter of the
 * address the person gave with it).
 */
export class PeopleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly log: Logger,
  ) {}

  async find(keys: ContactKeys): Promise<PersonData> {
    return this.read(this.dataSource.manager, keys);
  }

  /**
   * Replaces the person's personal fields in every lead with a marker (and the old and new values of its
   * corrections), leaves it with no owner and no next step, records when and by whom, deletes the
   * notes on those leads and empties the notes of their touches, their subscriptions, their submission keys and the outbox jobs that carry them
   * (forgetInOutbox), in one transaction with its audit entry, which keeps these counts and never the person's
   * details. The leads stay, with their type, statuses, dates and choices, so every count and chart is as it was.
   */
  async erase(keys: ContactKeys, actor: Actor): Promise<PersonErasure> {
    requireActor(actor, 'erase a person');
    const counts = await this.dataSource.transaction(async (manager) => {
      const data = await this.read(manager, keys);
      if (holdsNothing(data)) throw nothingHeld();
      const { leads, notes, subscribers, heldCorrections } = data;
      const leadIds = leads.map((lead) => lead.id);
      // A write holding one of the leads (a chase moving it, staff assigning it) may be writing emails about it:
      // it ends before the outbox is read, and one that comes after finds the lead erased.
      await lockLeads(manager, leadIds);
      const deliveries = await forgetInOutbox(manager, {
        // A job about a lead whose contact was corrected away can still carry the person's old one.
        leads: new Set([...leadIds, ...heldCorrections.map(({ change }) => change.leadId)]),
        subscribers: new Set(subscribers.map((subscriber) => subscriber.id)),
      });
      const now = new Date();
      for (const lead of leads) {
        const erased = Object.fromEntries(
          ERASED_LEAD_FIELDS.map((field) => [field, lead[field] === '' ? '' : ERASED_MARKER]),
        );
        await manager.getRepository(Lead).update(
          { id: lead.id },
          {
            ...erased,
            // Nobody works an erased person's lead: it leaves Due today, Overdue and the digest.
            assignedToId: null,
            nextStepAt: null,
            nextStepHasTime: false,
            nextStepText: '',
            erasedAt: now,
            erasedByName: actor.username,
            emailKey: null,
            phoneE164: null,
            phoneReadable: null,
            // Where the number's country is: told by the number, so it goes with it.
            timeZone: null,
            timeZoneIsCapital: false,
            searchText: leadSearchText({ ...lead, ...erased }),
            updatedAt: now,
          },
        );
      }
      // A key's request hash was taken over the form as sent: it goes with what it was taken of.
      if (leadIds.length > 0) await manager.getRepository(SubmissionKey).delete({ leadId: In(leadIds) });
      // Not decided by the notes read above: one added while the lock was awaited is not among them.
      if (leadIds.length > 0) await manager.getRepository(LeadNote).delete({ leadId: In(leadIds) });
      // What was done and when stays, as the statuses do; what staff wrote about the person goes. Not decided by
      // the touches read above: one logged while the lock was awaited has a note they do not hold.
      if (leadIds.length > 0)
        await manager.getRepository(LeadTouch).update({ leadId: In(leadIds), note: Not('') }, { note: '' });
      await eraseFromCorrections(manager, leadIds, heldCorrections);
      if (subscribers.length > 0)
        await manager
          .getRepository(NewsletterSubscriber)
          .delete({ id: In(subscribers.map((subscriber) => subscriber.id)) });
      const counts = { leads: leads.length, subscriptions: subscribers.length, notes: notes.length, deliveries };
      await recordAudit(manager, actor, 'person.erased', counts);
      return counts;
    });
    await clearOldCopies(this.dataSource, this.log);
    return counts;
  }

  /** Leaves a trace of an export of someone's data: who took it, when, and how much it held. */
  async recordExport(data: PersonData, actor: Actor): Promise<void> {
    await this.dataSource.transaction((manager) =>
      recordAudit(manager, actor, 'person.exported', {
        leads: data.leads.length,
        subscriptions: data.subscribers.length,
        notes: data.notes.length,
      }),
    );
  }

  /**
   * The person's leads: those with the key searched for, and those sharing an email key or a phone with one of
   * them (the person of a returning contact: the same address given with another number, or the reverse). Spam
   * included: it is held too. Then the subscriptions of every address among them and the one searched for.
   */
  private async read(manager: EntityManager, keys: ContactKeys): Promise<PersonData> {
    const direct = await leadsWithKeys(manager, [keys]);
    const personKeys = [keys, ...direct];
    const leads = direct.length === 0 ? [] : await leadsWithKeys(manager, personKeys);
    const ids = leads.map((lead) => lead.id);
    const statusChanges =
      ids.length === 0
        ? []
        : await manager.getRepository(LeadStatusChange).find({ where: { leadId: In(ids) }, order: { id: 'ASC' } });
    const notes =
      ids.length === 0
        ? []
        : await manager.getRepository(LeadNote).find({ where: { leadId: In(ids) }, order: { id: 'ASC' } });
    const touches =
      ids.length === 0
        ? []
        : await manager.getRepository(LeadTouch).find({ where: { leadId: In(ids) }, order: { id: 'ASC' } });
    const emailKeys = [
      ...new Set([keys.emailKey, ...leads.map((lead) => lead.emailKey)].filter((key) => key !== null)),
    ];
    const subscribers =
      emailKeys.length === 0
        ? []
        : await manager
            .getRepository(NewsletterSubscriber)
            .find({ where: { emailKey: In(emailKeys) }, order: { id: 'ASC' } });
    const corrections = await correctionsOf(manager, ids);
    const heldCorrections = await correctionsHolding(manager, contactsOf(personKeys), ids);
    const owners = await ownerNamesOf(manager, leads);
    return { leads, owners, statusChanges, notes, touches, corrections, heldCorrections, subscribers };
  }
}

/** Locks these leads, in id order, until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
async function lockLeads(manager: EntityManager, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const query = manager
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .select('lead.id')
    .where({ id: In(ids) })
    .orderBy('lead.id', 'ASC');
  await rowLocks.forUpdate(query).getMany();
}

/** The leads with any of these email keys or E.164 phones, oldest first, through the two key indexes. */
async function leadsWithKeys(manager: EntityManager, keys: ContactKeys[]): Promise<Lead[]> {
  const emailKeys = [...new Set(keys.map((key) => key.emailKey).filter((key) => key !== null))];
  const phones = [...new Set(keys.map((key) => key.phoneE164).filter((key) => key !== null))];
  const where = [
    ...(emailKeys.length > 0 ? [{ emailKey: In(emailKeys) }] : []),
    ...(phones.length > 0 ? [{ phoneE164: In(phones) }] : []),
  ];
  return where.length === 0 ? [] : manager.getRepository(Lead).find({ where, order: { id: 'ASC' } });
}
