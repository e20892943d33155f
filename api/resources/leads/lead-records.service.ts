import { type DataSource, type EntityManager, In } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadRecordChange, type LeadRecordField } from '../../platform/db/entities/LeadRecordChange';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { contactKeysOf, emailKeyOf } from '../../platform/db/contact-keys';
import { leadSearchText } from '../../platform/db/lead-search';
import { HttpError, validationFailed } from '../../platform/errors';
import { parsePhone } from '../../platform/phones/parse-phone';
import { readablePhone } from '../../platform/phones/readable-phone';
import { timeZoneOfPhone } from '../../platform/phones/phone-time-zone';
import { displayPhone } from '#contract/leads/phone-links';
import type { LeadContactUpdate } from '#contract/leads/leads-api';
import { leadNotFound } from './lead-not-found';
import { lockGroups, mendGroups } from './merge-groups';
import { lockPeopleOf, recountEarlierRequests } from './recount-earlier-requests';

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
      const lead = await lockForCorrection(manager, id, update);
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
        // A number of another country moves the lead's own time with it.
        ...timeZoneOfPhone(phoneE164),
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
      const { lead, other, roots } = await lockBothGroups(manager, id, otherId);
      if (lead.erasedAt || other.erasedAt) throw erasedLead();
      if (lead.spamAt || other.spamAt) {
        throw new HttpError(409, 'lead_spam', 'A lead marked as spam cannot be merged: mark it as not spam first.');
      }
      if (roots.length === 1) {
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

/**
 * The lead, locked with every lead its correction recounts (lockPeopleOf), or null. Which leads those are
 * depends on the lead's details: when another correction changed its email or phone between the read and the lock,
 * this one answers 409 rather than lock again (its people's locks would then come after leads' rows, an order that
 * could deadlock with a third correction).
 */
async function lockForCorrection(manager: EntityManager, id: number, update: LeadContactUpdate) {
  const details = (lead: Lead) => ({
    email: update.email?.trim() ?? lead.email,
    countryCode: update.countryCode ?? lead.countryCode,
    phone: update.phone?.trim() ?? lead.phone,
  });
  const seen = await manager.getRepository(Lead).findOneBy({ id });
  if (!seen) return null;
  await lockPeopleOf(manager, [contactKeysOf(seen), contactKeysOf(details(seen))], id);
  const lead = await manager.getRepository(Lead).findOneBy({ id });
  if (!lead || JSON.stringify(contactKeysOf(lead)) === JSON.stringify(contactKeysOf(seen))) return lead;
  throw new HttpError(409, 'leads_changed', 'This lead changed meanwhile: try again.');
}

const rootOf = (row: Lead) => row.mergedIntoId ?? row.id;

/**
 * Both leads and their groups' first leads (one when they are already merged), with both groups locked
 * (lockGroups). A merge or delete between the read and the lock moves a group's first lead: then read again.
 * A first lead that is gone (deleted before deletes mended groups) has its group mended first.
 */
async function lockBothGroups(manager: EntityManager, id: number, otherId: number) {
  for (let attempt = 1; ; attempt += 1) {
    const seen = await manager.getRepository(Lead).findBy({ id: In([id, otherId]) });
    const [lead, other] = [seen.find((row) => row.id === id), seen.find((row) => row.id === otherId)];
    if (!lead) throw leadNotFound();
    if (!other) throw validationFailed({ leadId: 'There is no such lead.' });
    const wanted = [...new Set([rootOf(lead), rootOf(other)])];
    const locked = new Map((await lockGroups(manager, wanted)).map((row) => [row.id, row]));
    const gone = wanted.filter((root) => !locked.has(root));
    if (gone.length > 0) await mendGroups(manager, gone);
    const [now, otherNow] = [locked.get(id), locked.get(otherId)];
    if (gone.length === 0 && now && otherNow && rootOf(now) === rootOf(lead) && rootOf(otherNow) === rootOf(other))
      return { lead: now, other: otherNow, roots: wanted.map((root) => locked.get(root)!) };
    if (attempt === 5) throw new HttpError(409, 'leads_changed', 'These leads changed meanwhile: try again.');
  }
}
