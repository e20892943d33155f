import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import { HONEYPOT_FIELD, NEWSLETTER_WANTED } from '#contract/leads/join-form';
import type { LeadType } from '#contract/leads/join-options';
import { DEFAULT_LEAD_SORT } from '#contract/leads/lead-sort';
import type { LeadSources } from '#contract/leads/lead-sources';
import { parseTimeBound } from '../../platform/validation/time-bounds';
import { forbiddenFor, validationFailed } from '../../platform/errors';
import { throttlePublicSubmissions } from '../../platform/http/throttle-public-submissions';
import { rowId } from '../../platform/validation/row-id';
import { idempotencyKeyOf } from '../../platform/validation/idempotency-key';
import type { PageCursors } from '../../platform/validation/page-cursor';
import { pageLimitOf } from '../../platform/validation/page-query';
import { EXPORT_FORMATS } from '../../platform/exports/export-formats';
import { keysetPages } from '../../platform/exports/keyset-pages';
import { auditExport } from '../../platform/exports/export-audit';
import { auditFilters } from './audit-filters';
import { leadIdOf } from './lead-id';
import type { LeadFilters } from './lead-queries';
import { leadExport } from './lead-export';
import { toLeadReceipt, toLeadRecord } from './leads.presenter';
import {
  BulkLeadActionDto,
  BuyerLeadDto,
  type JoinFormDto,
  LeadListFiltersDto,
  LeadListQueryDto,
  RenterLeadDto,
  SellerLeadDto,
} from './leads.schema';
import { LeadUpdateDto } from './lead-update.schema';
import { assignedToFilter } from './owner-filter';
import type { Lead } from '../../platform/db/entities/Lead';

const LEAD_DTOS: Record<LeadType, new () => JoinFormDto> = {
  buyer: BuyerLeadDto,
  seller: SellerLeadDto,
  renter: RenterLeadDto,
};

/**
 * The checked PATCH: first the body's fields (400, before the handler), then the lead's id (404), then that
 * the update names something to change (400), the order in which clients have always been answered.
 */
function patchOf(ctx: Context, update: LeadUpdateDto): { id: number; update: LeadUpdateDto } {
  const id = leadIdOf(ctx);
  if (
    (['contactStatus', 'leadStatus', 'assignedToId', 'nextStep'] as const).every((field) => update[field] === undefined)
  ) {
    throw validationFailed({}, 'Send contactStatus, leadStatus, assignedToId or nextStep.');
  }
  return { id, update };
}

/** A lead as answered, its owner named (one lookup). */
async function recordOf(ctx: Context, lead: Lead) {
  return toLeadRecord(lead, await ctx.services.adminLeads.ownersOf([lead]));
}

/** The checked filters as the service takes them: a day is a whole day in Africa/Accra; 'me' is the signed-in user. */
function filtersOf(
  ctx: Context,
  { type, contactStatus, leadStatus, search, from, to, spam, contactOf, source, assignedTo }: LeadListFiltersDto,
): LeadFilters {
  return {
    type,
    contactStatus,
    leadStatus,
    search,
    from: parseTimeBound(from, 'from')?.toJSDate(),
    to: parseTimeBound(to, 'to')?.toJSDate(),
    spam: spam === 'true' ? true : undefined,
    contactOf: contactOf === undefined ? undefined : rowId(contactOf),
    source,
    assignedTo: assignedToFilter(assignedTo, ctx.state.user.id),
  };
}

/** One page of a list as answered: `{ [key]: records, nextCursor, total, totalCapped }`. */
async function leadPage(
  ctx: Context,
  cursors: PageCursors,
  key: string,
  query: LeadListQueryDto,
  type?: LeadType,
): Promise<Record<string, unknown>> {
  const filters = { ...filtersOf(ctx, query), ...(type ? { type } : {}) };
  const sort = query.sort ?? DEFAULT_LEAD_SORT;
  // Signed with the sort too: a cursor holds a key of its own order only.
  const signed = { ...filters, sort };
  const after = query.cursor === undefined ? undefined : cursors.decode(query.cursor, signed);
  const page = await ctx.services.adminLeads.page(filters, after, pageLimitOf(query.limit), sort);
  const owners = await ctx.services.adminLeads.ownersOf(page.leads);
  return {
    [key]: page.leads.map((lead) => toLeadRecord(lead, owners)),
    nextCursor: page.next ? cursors.encode(page.next, signed) : null,
    total: page.total,
    totalCapped: page.totalCapped,
  };
}

/**
 * The leads' calls.
 * Public, throttled per client address:
 * - POST /api/buyers, /api/sellers, /api/renters: the join page's forms → 201 with the lead's receipt. With an
 *   `Idempotency-Key` header, a repeat of the same form within 24 hours answers the first receipt and stores
 *   nothing; the same key with another form is a 409 `idempotency_key_reused`.
 * For every signed-in user whatever their role (lists come in pages; see PageInfo in #contract/shared/page-info.ts):
 * - GET /api/buyers, /api/sellers, /api/renters
 *   ?contactStatus&leadStatus&search&from&to&spam&source&assignedTo&sort&limit&cursor
 *   → `{ buyers }` / `{ sellers }` / `{ renters }` plus `nextCursor`, `total`, `totalCapped`, newest first or in
 *   `sort` (newest, oldest, name, next-step: lead-sort.ts);
 *   GET /api/buyers/counts (sellers, renters) → `{ counts }`, the page's stat cards;
 *   GET /api/buyers/sources (sellers, renters) → `{ sources }`, the Source filter's choices (lead-sources.ts);
 *   GET /api/buyers/export.csv (sellers, renters) with the list's filters → the CSV download,
 *   streamed page by page, spam left out unless `spam=true`; export.xlsx beside it, the same as a workbook;
 * - GET /api/leads?type&… the same → `{ leads, … }`; `contactOf=<id>` (on every list, its count and export)
 *   narrows any of them to the leads of that lead's person: same email (any case) or E.164 phone;
 *   `assignedTo=me|unassigned|<userId>` to the leads of the signed-in user, of nobody, or of that user.
 *   `from` and `to` are inclusive: a day (yyyy-MM-dd, whole days in Africa/Accra) or an ISO instant
 *   with Z or an offset;
 * - GET /api/leads/count?<filters> → `{ count }`, exact; POST /api/leads/bulk → `{ action, affected }`
 *   (409 count_changed when the count the user confirmed is stale; delete is for admins);
 * - GET /api/leads/{id} → `{ lead }`; POST and DELETE /api/leads/{id}/spam → `{ lead }`;
 *   DELETE /api/leads/{id} → `{ deleted: true, lead }`, admins only;
 * - PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id} with `{ contactStatus?, leadStatus?,
 *   assignedToId?, nextStep? }` (LeadFollowUpUpdate: any signed-in user may assign a lead to anyone,
 *   or to nobody with null, and set or clear its next step) → `{ lead }` (the same key on every path; the
 *   record carries its `type`). On a typed path a lead of another type is a 404;
 * A lead's notes and timeline (replacing its status history) are lead-notes.routes.ts's.
 */
export function leadsRoutes(publicSubmissionsPerMinute: number, cursors: PageCursors): Router {
  const routes = new DeclaredRoutes();

  routes.get('/api/leads', 'staff', { query: LeadListQueryDto }, async (ctx, { query }) => {
    ctx.body = await leadPage(ctx, cursors, 'leads', query);
  });

  routes.get('/api/leads/count', 'staff', { query: LeadListFiltersDto }, async (ctx, { query }) => {
    ctx.body = { count: await ctx.services.adminLeads.count(filtersOf(ctx, query)) };
  });

  routes.post('/api/leads/bulk', 'staff', { body: BulkLeadActionDto }, async (ctx, { body }) => {
    const { action, filters, expectedCount } = body;
    // Deleting is for admins; marking spam (which can be undone) for every signed-in user.
    if (action === 'delete' && ctx.state.user.role !== 'admin') throw forbiddenFor('admin');
    const affected = await ctx.services.adminLeads.bulk(action, filtersOf(ctx, filters), expectedCount, ctx.state.user);
    ctx.body = { action, affected };
  });

  routes.get('/api/leads/:id', 'staff', async (ctx) => {
    ctx.body = { lead: await recordOf(ctx, await ctx.services.adminLeads.get(leadIdOf(ctx))) };
  });

  routes.delete('/api/leads/:id', 'admin', async (ctx) => {
    ctx.body = {
      deleted: true,
      lead: await recordOf(ctx, await ctx.services.adminLeads.remove(leadIdOf(ctx), ctx.state.user)),
    };
  });

  routes.post('/api/leads/:id/spam', 'staff', async (ctx) => {
    ctx.body = {
      lead: await recordOf(ctx, await ctx.services.adminLeads.markSpam(leadIdOf(ctx), true, ctx.state.user)),
    };
  });

  routes.delete('/api/leads/:id/spam', 'staff', async (ctx) => {
    ctx.body = {
      lead: await recordOf(ctx, await ctx.services.adminLeads.markSpam(leadIdOf(ctx), false, ctx.state.user)),
    };
  });

  routes.patch('/api/leads/:id', 'staff', { body: LeadUpdateDto }, async (ctx, { body }) => {
    const { id, update } = patchOf(ctx, body);
    ctx.body = { lead: await recordOf(ctx, await ctx.services.adminLeads.update(id, update, ctx.state.user)) };
  });

  const throttled = throttlePublicSubmissions(publicSubmissionsPerMinute);
  for (const [type, Dto] of Object.entries(LEAD_DTOS) as [LeadType, new () => JoinFormDto][]) {
    routes.post(`/api/${type}s`, 'public', throttled, { body: Dto }, async (ctx, { body: form }) => {
      const key = idempotencyKeyOf(ctx);
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
      const lead = form[HONEYPOT_FIELD]
        ? ctx.services.leads.decoy(type, form)
        : await ctx.services.leads.create(type, form, key);
      ctx.status = 201;
      const newsletter =
        lead.newsletter === NEWSLETTER_WANTED ? { confirmByEmail: ctx.services.newsletter.doubleOptIn } : {};
      ctx.body = { ...toLeadReceipt(lead), ...newsletter };
    });

    routes.get(`/api/${type}s`, 'staff', { query: LeadListQueryDto }, async (ctx, { query }) => {
      ctx.body = await leadPage(ctx, cursors, `${type}s`, query, type);
    });

    // The same rows, columns, filters and audit entry as a CSV file or as an XLSX workbook.
    for (const [extension, send] of EXPORT_FORMATS) {
      routes.get(
        `/api/${type}s/export.${extension}`,
        'staff',
        { query: LeadListFiltersDto },
        async (ctx, { query }) => {
          const filters = { ...filtersOf(ctx, query), type };
          const audit = auditExport(ctx, 'export.leads', { type, filters: auditFilters(filters) });
          await send(ctx, leadExport(type), keysetPages(ctx.services.adminLeads.exportReader(filters)), audit);
        },
      );
    }

    routes.get(`/api/${type}s/counts`, 'staff', async (ctx) => {
      ctx.body = { counts: await ctx.services.adminLeads.pageCounts(type) };
    });

    routes.get(`/api/${type}s/sources`, 'staff', async (ctx) => {
      ctx.body = { sources: await ctx.services.adminLeads.sources(type) } satisfies LeadSources;
    });

    routes.patch(`/api/${type}s/:id`, 'staff', { body: LeadUpdateDto }, async (ctx, { body }) => {
      const { id, update } = patchOf(ctx, body);
      ctx.body = { lead: await recordOf(ctx, await ctx.services.adminLeads.update(id, update, ctx.state.user, type)) };
    });
  }
  return routes.router;
}
