import type { EntityManager } from 'typeorm';
import type { Lead } from '../../platform/db/entities/Lead';

/** What routing decided for a commit group's leads, recorded once they have their ids. */
export interface RoutedLeads {
  /** Writes the timeline entries, the chases and the owners' emails; answers whether an outbox job was written. */
  record(manager: EntityManager): Promise<boolean>;
}

/**
 * Gives new leads their owners in their own transaction, before they are inserted (the routing feature provides
 * it when the app is composed). It sets each lead's `assignedToId`; undefined when no rule took any of them.
 */
export interface LeadRouting {
  route(manager: EntityManager, leads: Lead[]): Promise<RoutedLeads | undefined>;
  /** Locks every rule route could lock, in the order it locks them: before leads are routed one at a time. */
  lockEveryRule(manager: EntityManager): Promise<void>;
}
