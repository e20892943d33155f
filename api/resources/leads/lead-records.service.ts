import type { DataSource, EntityManager } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadRecordChange, type LeadRecordField } from '../../platform/db/entities/LeadRecordChange';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { contactKeysOf, emailKeyOf } from '../../platform/db/contact-keys';
import { leadSearchText } from '../../platform/db/lead-search';
import { HttpError, validationFailed } from '../../platform/errors';
import { parsePhone } from '../../platform/phones/parse-phone';
import { readablePhone } from '../../platform/phones/readable-phone';
import { displayPhone } from '#contract/leads/phone-links';
import type { LeadContactUpdate } from '#contract/leads/leads-api';
import { leadNotFound } from './admin-leads.service';
import { recountEarlierRequests } from './recount-earlier-requests';

const erasedLead = () =>
  new HttpError(409, 'lead_erased', "This person's details were erased: the lead cannot be changed or merged.");

/** A change for the timeline, in the caller's transaction. */
function recordChange(manager: EntityManager, change: Partial<LeadRecordChange>): Promise<unknown> {
  return manager.createQueryBuilder().insert().into(LeadRecordChange).values(change).updateEntity(false).execute();
}

/** Staff correcting a lead's contact details, and merging two leads of one person. */
export class LeadRecordsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Applies the corrected fields that differ from the lead's in one transaction: the lead's keys, E.164 phone,
   * search text and the returning-contact counts of its old and new person follow; each changed field is a
   * timeline entry (old and new value, who, when) and the audit entry names the fields, never their values.
   * A phone that cannot exist with its country code is a 400 naming `phone`, and nothing is written.
   */
  async correctContact(id: number, update: LeadContactUpdate, actor: Actor): Promise<Lead> {
    return this.dataSource.transaction(async (manager) => {
      const lead = await lockLead(manager, id);
      if (!lead) throw leadNotFound();
      if (lead.erasedAt) throw erasedLead();
      const next = {
        name: update.name?.trim() ?? lead.name,
        email: update.email?.trim() ?? lead.email,
        phone: update.phone?.trim() ?? lead.phone,
        countryCode: update.countryCode ?? lead.countryCode,
      };
      const values: Record<Exclude<LeadRecordField, 'merged'>, (from: typeof next) => string> = {
        name: (from) => from.name,
        email: (from) => from.email,
        phone: (from) => displayPhone(from.countryCode, from.phone),
      };
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
        (field) => values[field](lead) !== values[field](next),
      );
      if (changed.length === 0) return lead;
      let phoneE164 = lead.phoneE164;
      if (changed.includes('phone')) {
        const parsed = parsePhone(next.countryCode, next.phone);
        if (parsed.e164 === null) throw validationFailed({ phone: parsed.problem });
        phoneE164 = parsed.e164;
      }
      const now = new Date();
      const set = {
        ...next,
        emailKey: emailKeyOf(next.email),
        phoneE164,
        phoneReadable: phoneE164 === null ? null : readablePhone(phoneE164),
        searchText: leadSearchText({ ...lead, ...next }),
        updatedAt: now,
      };
      await manager.getRepository(Lead).update({ id }, set);
      // The contacts' keys, so Find a Person finds an address or number corrected away (the values are as shown).
      const keys = {
        name: [null, null],
        email: [lead.emailKey, set.emailKey],
        phone: [lead.phoneE164, phoneE164],
      } satisfies Record<(typeof changed)[number], [string | null, string | null]>;
      for (const field of changed) {
        await recordChange(manager, {
          leadId: id,
          field,
          fromValue: values[field](lead),
          toValue: values[field](next),
          fromKey: keys[field][0],
          toKey: keys[field][1],
          changedAt: now,
          changedById: actor.id,
          changedByName: actor.username,
        });
      }
      await recountEarlierRequests(manager, contactKeysOf(lead), { ...lead, ...set });
      await recordAudit(manager, actor, 'lead.contact_corrected', { leadId: id, fields: changed });
      return (await manager.getRepository(Lead).findOneBy({ id }))!;
    });
  }

  /**
   * Merges the groups of two leads of one person (sharing an email key or an E.164 phone): the newer group's
   * leads point at the older group's first lead, both leads' timelines say so, and the audit trail keeps the ids.
   * Answers the two leads as they now are, the older first. Nothing is deleted.
   */
  async merge(id: number, otherId: number, actor: Actor): Promise<[Lead, Lead]> {
    if (id === otherId) throw validationFailed({ leadId: 'Choose another lead of this person to merge with.' });
    return this.dataSource.transaction(async (manager) => {
      // Locked in id order, so two merges of the same pair cannot wait on each other.
      const [low, high] = [Math.min(id, otherId), Math.max(id, otherId)];
      const locked = new Map<number, Lead | null>([
        [low, await lockLead(manager, low)],
        [high, await lockLead(manager, high)],
      ]);
      const lead = locked.get(id);
      const other = locked.get(otherId);
      if (!lead) throw leadNotFound();
      if (!other) throw validationFailed({ leadId: 'There is no such lead.' });
      if (lead.erasedAt || other.erasedAt) throw erasedLead();
      if (lead.spamAt || other.spamAt) {
        throw new HttpError(409, 'lead_spam', 'A lead marked as spam cannot be merged: mark it as not spam first.');
      }
      const rootOf = (row: Lead) => row.mergedIntoId ?? row.id;
      if (rootOf(lead) === rootOf(other)) {
        throw new HttpError(409, 'already_merged', `Leads #${lead.id} and #${other.id} are already merged.`);
      }
      const shareEmail = lead.emailKey !== null && lead.emailKey === other.emailKey;
      const sharePhone = lead.phoneE164 !== null && lead.phoneE164 === other.phoneE164;
      if (!shareEmail && !sharePhone) {
        throw new HttpError(
          409,
          'not_same_person',
          `Leads #${lead.id} and #${other.id} share no email address or phone number: they are not the same person.`,
        );
      }
      const roots = await manager
        .getRepository(Lead)
        .find({ select: { id: true, createdAt: true }, where: [{ id: rootOf(lead) }, { id: rootOf(other) }] });
      roots.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      const [older, newer] = [roots[0]!.id, roots[1]!.id];
      const now = new Date();
      const leads = manager.getRepository(Lead);
      await leads.update({ mergedIntoId: newer }, { mergedIntoId: older, updatedAt: now });
      await leads.update({ id: newer }, { mergedIntoId: older, updatedAt: now });
      for (const [from, to] of [
        [lead.id, other.id],
        [other.id, lead.id],
      ]) {
        await recordChange(manager, {
          leadId: from,
          field: 'merged',
          otherLeadId: to,
          changedAt: now,
          changedById: actor.id,
          changedByName: actor.username,
        });
      }
      await recordAudit(manager, actor, 'lead.merged', { leadId: lead.id, otherLeadId: other.id, into: older });
      const after = await leads.find({ where: [{ id: lead.id }, { id: other.id }] });
      after.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      return [after[0]!, after[1]!];
    });
  }
}

/** The lead, locked for the change (on PostgreSQL; SQLite runs one writer at a time), or null. */
function lockLead(manager: EntityManager, id: number): Promise<Lead | null> {
  const query = manager.getRepository(Lead).createQueryBuilder('lead').where('lead.id = :id', { id });
  rowLocks.forUpdate(query);
  return query.getOne();
}
