import { In, type DataSource, type EntityManager } from 'typeorm';
import { Lead } from '../../db/entities/Lead';
import { LeadStatusChange } from '../../db/entities/LeadStatusChange';
import { NewsletterSubscriber } from '../../db/entities/NewsletterSubscriber';
import { OutboxJob } from '../../db/entities/OutboxJob';
import { recordAudit, type Actor } from '../../db/record-audit';
import type { PersonErasure } from '../../domain/admin-api';
import { ERASED_MARKER, ERASED_LEAD_FIELDS } from '../../domain/erasure';
import { leadSearchText } from '../../domain/lead-search';
import { HttpError } from '../../errors';
import type { ContactKeys } from '../leads/contact-keys';

/** The one answer when a search finds no one to export or erase. */
export const nothingHeld = () => new HttpError(404, 'not_found', 'We hold no lead or subscription for this email address or phone number.');

/** Everything we hold about one person (Act 843, right of access): found by their email or their phone. */
export interface PersonData {
  leads: Lead[];
  /** The status changes of those leads, oldest first. */
  statusChanges: LeadStatusChange[];
  subscribers: NewsletterSubscriber[];
}

/**
 * "Find a person" (admins only): a person's data for access and export, and its erasure. A person is the
 * leads with their email key or E.164 phone, and the subscriptions of the email addresses those leads and the
 * search name (so a search by phone also finds the newsletter of the address the person gave with it).
 */
export class PeopleService {
  constructor(private readonly dataSource: DataSource) {}

  async find(keys: ContactKeys): Promise<PersonData> {
    return this.read(this.dataSource.manager, keys);
  }

  /**
   * Replaces the person's personal fields in every lead with a marker, deletes their subscriptions and the
   * alert and webhook jobs that carry their details, in one transaction with its audit entry, which keeps these counts and never the person's details. The leads stay,
   * with their type, statuses, dates and choices, so every count and chart is as it was.
   */
  async erase(keys: ContactKeys, actor: Actor): Promise<PersonErasure> {
    return this.dataSource.transaction(async (manager) => {
      const { leads, subscribers } = await this.read(manager, keys);
      if (leads.length === 0 && subscribers.length === 0) throw nothingHeld();
      const addresses = new Set([...leads.map((lead) => lead.email), ...subscribers.map((subscriber) => subscriber.email)].filter(Boolean));
      let deliveries = 0;
      for (const address of addresses) deliveries += await deleteJobsMentioning(manager, address);
      const now = new Date();
      for (const lead of leads) {
        const erased = Object.fromEntries(ERASED_LEAD_FIELDS.map((field) => [field, lead[field] === '' ? '' : ERASED_MARKER]));
        await manager.getRepository(Lead).update(
          { id: lead.id },
          { ...erased, emailKey: null, phoneE164: null, searchText: leadSearchText({ ...lead, ...erased }), updatedAt: now },
        );
      }
      if (subscribers.length > 0) await manager.getRepository(NewsletterSubscriber).delete({ id: In(subscribers.map((subscriber) => subscriber.id)) });
      const counts = { leads: leads.length, subscriptions: subscribers.length, deliveries };
      await recordAudit(manager, actor, 'person.erased', counts);
      return counts;
    });
  }

  /** Leaves a trace of an export of someone's data: who took it, when, and how much it held. */
  async recordExport(data: PersonData, actor: Actor): Promise<void> {
    await this.dataSource.transaction((manager) =>
      recordAudit(manager, actor, 'person.exported', { leads: data.leads.length, subscriptions: data.subscribers.length }),
    );
  }

  private async read(manager: EntityManager, { emailKey, phoneE164 }: ContactKeys): Promise<PersonData> {
    const matches = [emailKey !== null && { emailKey }, phoneE164 !== null && { phoneE164 }].filter((match) => match !== false);
    const leads = matches.length === 0 ? [] : await manager.getRepository(Lead).find({ where: matches, order: { id: 'ASC' } });
    const ids = leads.map((lead) => lead.id);
    const statusChanges = ids.length === 0 ? [] : await manager.getRepository(LeadStatusChange).find({ where: { leadId: In(ids) }, order: { id: 'ASC' } });
    const emailKeys = [...new Set([emailKey, ...leads.map((lead) => lead.emailKey)].filter((key) => key !== null))];
    const subscribers = emailKeys.length === 0 ? [] : await manager.getRepository(NewsletterSubscriber).find({ where: { emailKey: In(emailKeys) }, order: { id: 'ASC' } });
    return { leads, statusChanges, subscribers };
  }
}

/**
 * Deletes the outbox's jobs (alerts, confirmations, webhooks, sent or waiting) whose payload names this
 * address: their copy of the lead is personal data too. The payload is JSON, where the address is a quoted
 * string; LIKE's own wildcards in it are escaped.
 */
async function deleteJobsMentioning(manager: EntityManager, address: string): Promise<number> {
  const pattern = `%${JSON.stringify(address).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(OutboxJob)
    .where(`"payload" LIKE :pattern ESCAPE '\\'`, { pattern })
    .execute();
  return result.affected ?? 0;
}
