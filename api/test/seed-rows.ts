import type { DataSource } from 'typeorm';
import { Lead } from '../db/entities/Lead';
import { NewsletterSubscriber } from '../db/entities/NewsletterSubscriber';
import type { LeadType } from '../domain/join-options';
import type { ContactStatus, LeadStatus } from '../domain/lead-status';
import { buildLead } from './factories';

export interface LeadFixture extends Record<string, unknown> {
  type: LeadType;
  createdAt?: string;
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
}

/** Stores a lead with a chosen time and statuses straight through the DataSource; answers it as stored. */
export async function insertLead(dataSource: DataSource, { type, createdAt = new Date().toISOString(), ...overrides }: LeadFixture): Promise<Lead> {
  const { contactDetails, details, ...form } = buildLead(overrides);
  const repository = dataSource.getRepository(Lead);
  const lead = repository.create({
    contactStatus: 'Not Contacted',
    leadStatus: 'New',
    ...form,
    details: String(details || contactDetails),
    type,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
  await repository.insert(lead);
  return lead;
}

export async function insertSubscriber(dataSource: DataSource, email: string, createdAt: string): Promise<NewsletterSubscriber> {
  const subscriber = dataSource.getRepository(NewsletterSubscriber).create({ email, emailKey: email.toLowerCase(), createdAt: new Date(createdAt) });
  await dataSource.getRepository(NewsletterSubscriber).insert(subscriber);
  return subscriber;
}
