import type { DataSource } from 'typeorm';
import { Lead } from '../platform/db/entities/Lead';
import { NewsletterSubscriber } from '../platform/db/entities/NewsletterSubscriber';
import { LeadStatusChange } from '../platform/db/entities/LeadStatusChange';
import type { LeadType } from '#contract/leads/join-options';
import type { ContactStatus, LeadStatus } from '#contract/leads/lead-status';
import { buildLead } from './factories';
import { leadSearchText } from '../platform/db/lead-search';

export interface LeadFixture extends Record<string, unknown> {
  type: LeadType;
  createdAt?: string;
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
}

/** Stores a lead with a chosen time and statuses straight through the DataSource; answers it as stored. */
export async function insertLead(dataSource: DataSource, fixture: LeadFixture): Promise<Lead> {
  const [lead] = await insertLeads(dataSource, [fixture]);
  return lead!;
}

/** Stores many leads a hundred to a statement (quick enough that a test's HTTP connections never sit idle long). */
export async function insertLeads(dataSource: DataSource, fixtures: LeadFixture[]): Promise<Lead[]> {
  const repository = dataSource.getRepository(Lead);
  const leads = fixtures.map(({ type, createdAt = new Date().toISOString(), ...overrides }) => {
    const { contactDetails, details, ...form } = buildLead(overrides);
    const lead = repository.create({
      contactStatus: 'Not Contacted',
      leadStatus: 'New',
      ...form,
      details: String(details || contactDetails),
      type,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
    lead.searchText = leadSearchText(lead);
    return lead;
  });
  for (let start = 0; start < leads.length; start += 100) await repository.insert(leads.slice(start, start + 100));
  return leads;
}

export async function insertSubscriber(
  dataSource: DataSource,
  email: string,
  createdAt: string,
): Promise<NewsletterSubscriber> {
  const subscriber = dataSource
    .getRepository(NewsletterSubscriber)
    .create({ email, emailKey: email.toLowerCase(), createdAt: new Date(createdAt) });
  await dataSource.getRepository(NewsletterSubscriber).insert(subscriber);
  return subscriber;
}

/** Stores one status-history row of a lead at a chosen time (speed to lead reads them). */
export async function insertStatusChange(
  dataSource: DataSource,
  leadId: number,
  change: { field?: 'contactStatus' | 'leadStatus'; fromStatus?: string; toStatus: string; changedAt: string },
): Promise<void> {
  const { field = 'contactStatus', fromStatus = 'Not Contacted', toStatus, changedAt } = change;
  await dataSource
    .getRepository(LeadStatusChange)
    .insert({ leadId, field, fromStatus, toStatus, changedAt: new Date(changedAt), changedByName: 'test' });
}
