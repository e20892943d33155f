import { type DataSource, In, IsNull, Not } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import { type BulkLeadActionName, type LeadPageCounts, type LeadStatusUpdate } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import type { AuditAction } from '#contract/activity/audit-actions';
import { CONTACTED_STATUSES, QUALIFIED_STATUSES } from '#contract/leads/lead-counting';
import { HttpError } from '../../platform/errors';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import type { RowPosition } from '../../platform/validation/page-cursor';
import type { KeysetPage } from '../../platform/exports/keyset-pages';
import { LEAD_EXPORT_COLUMNS, type LeadExportRow } from './lead-export';
import { type LeadFilters, LeadQueries } from './lead-queries';
import { DEFAULT_LEAD_SORT, type LeadSort } from '#contract/leads/lead-sort';
import { positionOf } from './lead-order';
import { sourcesSeen } from './lead-sources';
import { auditFilters } from './audit-filters';
import { leadNotFound } from './lead-not-found';
import { lockLead } from './lock-lead';
import { recordStatusChanges, statusChangesOf } from './record-status-changes';
import { applyFollowUp } from './apply-follow-up';
import { lockGroups, mendGroups } from './merge-groups';
import { type OwnerNames, ownerNamesOf } from './owner-names';
import type { LeadFollowUpUpdate } from '#contract/follow-ups/follow-up-api';

/** Each bulk action's entry in the audit trail. */
const BULK_AUDIT_ACTIONS: Record<BulkLeadActionName, AuditAction> = {
  spam: 'leads.spam',
  'not-spam': 'leads.not_spam',
  delete: 'leads.delete',
};

/** One page of a list: its leads, where the next page starts (null on the last), and the count matching. */
export interface LeadPageResult {
  leads: Lead[];
  next: RowPosition | null;
  total: number;
  totalCapped: boolean;
}

/** Rows changed per statement by a bulk action: well under every database's parameter limit. */
const BULK_CHUNK = 500;

/** The back-office's reading, status editing, spam marking and deleting of leads. */
export class AdminLeadsService {
  private readonly queries: LeadQueries;

  /** `now`: the clock an update reads, the day a next step in the lead's zone may not be before (tests set it). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.queries = new LeadQueries(dataSource);
  }

  /** One page of the leads matching `filters`, in `sort` (newest first by default; ties by id), after `after`. */
  async page(
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    sort: LeadSort = DEFAULT_LEAD_SORT,
  ): Promise<LeadPageResult> {
    const searching = (filters.search ?? '').trim() !== '';
    let rows: Lead[];
    let counted: number;
    if (searching) {
      // A search's capped count decides its plan (index or walk), so its page waits for it.
      counted = await this.queries.count(filters, SEARCH_TOTAL_CAP + 1);
      rows = await this.queries.pageLeads(filters, after, limit + 1, counted, sort);
    } else {
      ({ leads: rows, total: counted } = await this.queries.pageLeadsAndCount(filters, after, limit + 1, sort));
    }
    const last = rows.length > limit ? rows[limit - 1]! : null;
    return {
      leads: rows.slice(0, limit),
      next: last && positionOf(sort, last),
      total: searching ? Math.min(counted, SEARCH_TOTAL_CAP) : counted,
      totalCapped: searching && counted > SEARCH_TOTAL_CAP,
    };
  }

  /**
   * The pages of an export: the exported columns of the leads matching `filters`, newest first, page after
   * page, each read in the one statement that finds its keys, as plain rows. Exporting a million leads
   * through `page`, which has TypeORM build every column of every lead, ran at 40,000 to 55,000 rows a
   * second with the server peaking at 550 MB (scripts/bench-export.ts); this way the 500,000 buyers of a
   * million leads export at 75,000 to 100,000 rows a second on PostgreSQL and 90,000 to 170,000 on SQLite
   * (measureExport in scripts/bench-scale-calls.ts).
   */
  exportReader(
    filters: LeadFilters,
  ): (after: RowPosition | undefined, limit: number) => Promise<KeysetPage<LeadExportRow>> {
    // A search's plan (index or walk) is decided by its capped count, taken once for the whole file.
    const searchTotal =
      (filters.search ?? '').trim() === '' ? undefined : this.queries.count(filters, SEARCH_TOTAL_CAP + 1);
    return async (after, limit) => this.exportPage(filters, after, limit, await searchTotal);
  }

  private async exportPage(
    filters: LeadFilters,
    after: RowPosition | undefined,
    limit: number,
    searchTotal: number | undefined,
  ): Promise<KeysetPage<LeadExportRow>> {
    const rows = await this.queries.pageColumns<LeadExportRow & RowPosition>(
      LEAD_EXPORT_COLUMNS,
      filters,
      after,
      limit + 1,
      searchTotal,
    );
    const last = rows.length > limit ? rows[limit - 1]! : null;
    const page = rows.slice(0, limit);
    const owners = await this.ownersOf(page);
    for (const row of page) row.owner = row.assignedToId === null ? '' : (owners.get(row.assignedToId) ?? '');
    return { rows: page, next: last && { id: last.id, createdAt: last.createdAt } };
  }

  /** The exact number of leads matching `filters`, as a bulk action's confirmation states it. */
  count(filters: LeadFilters): Promise<number> {
    return this.queries.count(filters);
  }

  /** One lead type's stat cards (qualified as on the dashboard), spam left out. */
  async pageCounts(type: LeadType): Promise<LeadPageCounts> {
    const [row] = await this.queries.tallyByType(CONTACTED_STATUSES, QUALIFIED_STATUSES, type);
    return { total: row?.total ?? 0, contacted: row?.contacted ?? 0, qualified: row?.qualified ?? 0 };
  }

  /** The sources seen among a type's leads, for its Source filter. */
  sources(type: LeadType): Promise<string[]> {
    return sourcesSeen(this.dataSource, type);
  }

  /** One lead; with `type`, a lead of another type is not found. */
  async get(id: number, type?: LeadType): Promise<Lead> {
    const lead = await this.dataSource.getRepository(Lead).findOneBy(type ? { id, type } : { id });
    if (!lead) throw leadNotFound();
    return lead;
  }

  /** Marks one lead as spam (or not), recorded with who and when; answers it as it now is. */
  async markSpam(id: number, spam: boolean, actor: Actor): Promise<Lead> {
    return this.dataSource.transaction(async (manager) => {
      const lead = await manager.getRepository(Lead).findOneBy({ id });
      if (!lead) throw leadNotFound();
      if ((lead.spamAt !== null) === spam) return lead;
      const now = new Date();
      const set = spam ? { spamAt: now, spamByName: actor.username } : { spamAt: null, spamByName: null };
      await manager.getRepository(Lead).update({ id }, set);
      await recordAudit(manager, actor, spam ? 'lead.spam' : 'lead.not_spam', { leadId: id });
      return { ...lead, ...set };
    });
  }

  /**
   * Deletes one lead (its status history goes with it), recorded with who and when; answers what was deleted.
   * The rest of its merge group then points at the group's oldest lead left (mendGroups).
   */
  async remove(id: number, actor: Actor): Promise<Lead> {
    return this.dataSource.transaction(async (manager) => {
      const lead = await manager.getRepository(Lead).findOneBy({ id });
      if (!lead) throw leadNotFound();
      // Its group first, as a merge locks it, so the two queue; the rest of the group is mended below.
      await lockGroups(manager, [lead.mergedIntoId ?? id]);
      await manager.getRepository(Lead).delete({ id });
      await mendGroups(manager, [id]);
      await recordAudit(manager, actor, 'lead.delete', { leadId: id, type: lead.type });
      return lead;
    });
  }

  /**
   * Applies `action` to every lead matching `filters`, in one transaction, if they are still the
   * `expectedCount` the user confirmed; a 409 otherwise, and nothing changes. Answers how many changed.
   * Deleting mends the merge groups that lose their first lead, as `remove` does.
   */
  async bulk(action: BulkLeadActionName, filters: LeadFilters, expectedCount: number, actor: Actor): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const queries = new LeadQueries(this.dataSource, manager);
      const count = await queries.count(filters);
      if (count !== expectedCount) {
        throw new HttpError(
          409,
          'count_changed',
          `${count.toLocaleString('en-US')} leads match these filters now, not ${expectedCount.toLocaleString('en-US')}. Check the list and try again.`,
        );
      }
      const ids: number[] = [];
      for (let after: RowPosition | undefined; ;) {
        const keys = await queries.pageKeys(filters, after, 1000);
        ids.push(...keys.map((key) => key.id));
        if (keys.length < 1000) break;
        after = keys.at(-1);
      }
      const now = new Date();
      for (let start = 0; start < ids.length; start += BULK_CHUNK) {
        const chunk = ids.slice(start, start + BULK_CHUNK);
        const repository = manager.getRepository(Lead);
        if (action === 'delete') await repository.delete({ id: In(chunk) });
        else if (action === 'spam')
          await repository.update({ id: In(chunk), spamAt: IsNull() }, { spamAt: now, spamByName: actor.username });
        else await repository.update({ id: In(chunk), spamAt: Not(IsNull()) }, { spamAt: null, spamByName: null });
      }
      if (action === 'delete') await mendGroups(manager, ids);
      await recordAudit(manager, actor, BULK_AUDIT_ACTIONS[action], {
        count: ids.length,
        filters: auditFilters(filters),
      });
      return ids.length;
    });
  }

  /**
   * Applies an update (statuses, owner, next step) in one transaction: each status field that actually
   * changed is recorded, a change of owner too (applyFollowUp), and the new owner's email is queued with it.
   * With `type`, a lead of another type is not found. Nothing is written when nothing changes.
   */
  async update(
    id: number,
    update: LeadStatusUpdate & LeadFollowUpUpdate,
    actor: Actor,
    type?: LeadType,
  ): Promise<Lead> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const lead = await lockLead(manager, id, type);
      const now = this.now();
      const changes = statusChangesOf(lead, update, actor, now);
      const followUp = await applyFollowUp(manager, lead, update, actor, now);
      if (changes.length === 0 && Object.keys(followUp.set).length === 0) return { lead, recorded: false };
      const set = {
        ...Object.fromEntries(changes.map((change) => [change.field, change.toStatus])),
        ...followUp.set,
        updatedAt: now,
      };
      await manager.getRepository(Lead).update({ id }, set);
      const changed = { ...lead, ...set };
      const emailed = await this.outbox.addEmails(manager, followUp.emails);
      const recorded = await recordStatusChanges(manager, this.outbox, changed, changes, actor, now);
      return { lead: changed, recorded: emailed || recorded };
    });
    if (updated.recorded) this.outbox.wake();
    return updated.lead;
  }

  /** The names of the owners of these leads (one lookup), for their records. */
  ownersOf(leads: ReadonlyArray<Pick<Lead, 'assignedToId'>>): Promise<OwnerNames> {
    return ownerNamesOf(this.dataSource.manager, leads);
  }
}
