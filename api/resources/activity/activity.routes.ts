import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { actionsOfFilter } from '#contract/activity/activity-api';
import { parseTimeBound } from '../../platform/validation/time-bounds';
import { EXPORT_FORMATS } from '../../platform/exports/export-formats';
import { auditExport } from '../../platform/exports/export-audit';
import { keysetPages } from '../../platform/exports/keyset-pages';
import type { PageCursors } from '../../platform/validation/page-cursor';
import { pageLimitOf } from '../../platform/validation/page-query';
import { activityExport } from './activity-export';
import { toActivityEntry } from './activity.presenter';
import { ActivityFiltersDto, ActivityQueryDto } from './activity.schema';
import type { ActivityQuery } from './activity.service';

/** The checked filters as the service takes them: a day is a whole day in Africa/Accra. */
function queryOf({ action, actor, from, to }: ActivityFiltersDto): ActivityQuery {
  return {
    actions: action === undefined ? undefined : actionsOfFilter(action),
    actor,
    from: parseTimeBound(from, 'from')?.toJSDate(),
    to: parseTimeBound(to, 'to')?.toJSDate(),
  };
}

/** The filters as given, which a cursor is signed with and an export's entry keeps. */
const givenFilters = ({ action, actor, from, to }: ActivityFiltersDto) => ({ action, actor, from, to });

/**
 * The Activity screen, admins only:
 * - GET /api/admin/activity?action&actor&from&to&limit&cursor → `{ entries, nextCursor, total, totalCapped }`,
 *   newest first (activity-api.ts);
 * - GET /api/admin/activity/export.csv with the same filters → the CSV download, streamed page by page,
 *   itself recorded ('export.activity'); export.xlsx beside it, the same as a workbook.
 */
export function activityRoutes(cursors: PageCursors): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/admin/activity', 'admin', { query: ActivityQueryDto }, async (ctx, { query: dto }) => {
    const filters = givenFilters(dto);
    const after = dto.cursor === undefined ? undefined : cursors.decode(dto.cursor, filters);
    const page = await ctx.services.activity.page(queryOf(dto), after, pageLimitOf(dto.limit));
    ctx.body = {
      entries: page.entries.map(toActivityEntry),
      nextCursor: page.next ? cursors.encode(page.next, filters) : null,
      total: page.total,
      totalCapped: page.totalCapped,
    };
  });

  // The same rows and audit entry as a CSV file or as an XLSX workbook.
  for (const [extension, send] of EXPORT_FORMATS) {
    routes.get(
      `/api/admin/activity/export.${extension}`,
      'admin',
      { query: ActivityFiltersDto },
      async (ctx, { query: dto }) => {
        const pages = keysetPages(ctx.services.activity.exportReader(queryOf(dto)));
        await send(ctx, activityExport(), pages, auditExport(ctx, 'export.activity', { filters: givenFilters(dto) }));
      },
    );
  }

  return routes.router;
}
