import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Lead } from '../../db/entities/Lead';
import { LeadStatusChange } from '../../db/entities/LeadStatusChange';
import { UNICODE_LOWER } from '../../db/data-source';
import type { LeadStatusUpdate } from '../../domain/admin-api';
import type { LeadType } from '../../domain/join-options';
import type { ContactStatus, LeadStatus } from '../../domain/lead-status';
import { HttpError } from '../../errors';
import type { EventOutbox } from '../../outbox/event-outbox';
import { toLeadRecord } from './leads.presenter';

export interface LeadFilters {
  type?: LeadType;
  contactStatus?: ContactStatus;
  leadStatus?: LeadStatus;
  /** A case-insensitive substring of any searchable field. */
  search?: string;
  /** Created at or after this instant. */
  from?: Date;
  /** Created at or before this instant. */
  to?: Date;
}

/** Who changes a status: kept with each change. */
export interface Actor {
  id: number;
  username: string;
}

/** The fields the back-office search looks in (SPEC 7: every page's fields, for every type). */
const SEARCHED_COLUMNS = ['name', 'email', 'phone', 'details', 'propertyLocation', 'ghanaRegion', 'accraArea'] as const;

/** The one answer for a lead that is not there (or not of the type its path names). */
export const leadNotFound = () => new HttpError(404, 'not_found', 'There is no such lead.');

/** Escapes LIKE's wildcards so a search for '50%' or 'a_b' means those characters. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The back-office's reading and status editing of leads. */
export class AdminLeadsService {
  private lowerFunction?: Promise<(sql: string) => string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  /** Leads matching every given filter, newest first (ties: the later id first). */
  async list(filters: LeadFilters): Promise<Lead[]> {
    const query = this.dataSource.getRepository(Lead).createQueryBuilder('lead');
    if (filters.type) query.andWhere('lead.type = :type', { type: filters.type });
    if (filters.contactStatus) query.andWhere('lead.contactStatus = :contactStatus', { contactStatus: filters.contactStatus });
    if (filters.leadStatus) query.andWhere('lead.leadStatus = :leadStatus', { leadStatus: filters.leadStatus });
    if (filters.from) query.andWhere('lead.createdAt >= :from', { from: filters.from });
    if (filters.to) query.andWhere('lead.createdAt <= :to', { to: filters.to });
    if (filters.search) await this.whereContains(query, filters.search);
    return query.orderBy('lead.createdAt', 'DESC').addOrderBy('lead.id', 'DESC').getMany();
  }

  /**
   * Applies a status update and records each field that actually changed, in one transaction.
   * With `type`, a lead of another type is not found. Nothing is written when nothing changes.
   */
  async updateStatus(id: number, update: LeadStatusUpdate, actor: Actor, type?: LeadType): Promise<Lead> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const lead = await this.findForUpdate(manager, id, type);
      const now = new Date();
      const changes: Partial<LeadStatusChange>[] = [];
      for (const field of ['contactStatus', 'leadStatus'] as const) {
        const to = update[field];
        if (to === undefined || to === lead[field]) continue;
        changes.push({ leadId: id, field, fromStatus: lead[field], toStatus: to, changedAt: now, changedById: actor.id, changedByName: actor.username });
      }
      if (changes.length === 0) return { lead, recorded: false };
      const set = { ...Object.fromEntries(changes.map((change) => [change.field, change.toStatus])), updatedAt: now };
      await manager.getRepository(Lead).update({ id }, set);
      // Nothing is read back: the answer is the lead, and on SQLite a read-back would hold the write lock longer.
      await manager.createQueryBuilder().insert().into(LeadStatusChange).values(changes).updateEntity(false).execute();
      const changed = { ...lead, ...set };
      const recorded = await this.outbox.add(manager, {
        type: 'lead.status_changed',
        occurredAt: now.toISOString(),
        lead: toLeadRecord(changed),
        changes: changes.map((change) => ({ field: change.field!, from: change.fromStatus!, to: change.toStatus! })),
        changedBy: actor.username,
      });
      return { lead: changed, recorded };
    });
    if (updated.recorded) this.outbox.wake();
    return updated.lead;
  }

  /**
   * Every recorded change of a lead, oldest first, each with its user's current name (null once the
   * account is gone); 404 for an unknown lead.
   */
  async history(id: number): Promise<Array<{ change: LeadStatusChange; currentUsername: string | null }>> {
    if (!(await this.dataSource.getRepository(Lead).existsBy({ id }))) throw leadNotFound();
    const rows = await this.dataSource
      .getRepository(LeadStatusChange)
      .createQueryBuilder('change')
      // The current username (a renamed user shows as renamed); null once the account is gone.
      .leftJoin('admin_users', 'user', 'user.id = change.changedById')
      .select('change')
      .addSelect('user.username', 'currentUsername')
      .where('change.leadId = :id', { id })
      .orderBy('change.id', 'ASC')
      .getRawAndEntities<{ currentUsername: string | null }>();
    return rows.entities.map((change, index) => ({ change, currentUsername: rows.raw[index].currentUsername }));
  }

  private async findForUpdate(manager: EntityManager, id: number, type?: LeadType): Promise<Lead> {
    const query = manager.getRepository(Lead).createQueryBuilder('lead').where('lead.id = :id', { id });
    if (type) query.andWhere('lead.type = :type', { type });
    // Two people saving at once must each record the status they really changed from. (SQLite runs
    // one write transaction at a time and has no row locks.)
    if (this.dataSource.options.type === 'postgres') query.setLock('pessimistic_write');
    const lead = await query.getOne();
    if (!lead) throw leadNotFound();
    return lead;
  }

  private async whereContains(query: SelectQueryBuilder<Lead>, search: string): Promise<void> {
    const lower = await this.caseFolding();
    const conditions = SEARCHED_COLUMNS.map((column) => `${lower(`lead.${column}`)} LIKE ${lower(':search')} ESCAPE '\\'`);
    query.andWhere(`(${conditions.join(' OR ')})`, { search: likeContains(search) });
  }

  /**
   * A lower() that folds every script, not only ASCII: on SQLite the function registered on each
   * connection; on PostgreSQL lower() under the ICU root collation when the server has ICU, since a
   * database created with the C locale folds ASCII only.
   */
  private caseFolding(): Promise<(sql: string) => string> {
    this.lowerFunction ??= (async () => {
      if (this.dataSource.options.type !== 'postgres') return (sql: string) => `${UNICODE_LOWER}(${sql})`;
      const icu: unknown[] = await this.dataSource.query(`SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'`);
      return icu.length > 0 ? (sql: string) => `lower(${sql} COLLATE "und-x-icu")` : (sql: string) => `lower(${sql})`;
    })().catch((error: unknown) => {
      // A database briefly out of reach must not leave search broken until a restart.
      this.lowerFunction = undefined;
      throw error;
    });
    return this.lowerFunction;
  }
}
