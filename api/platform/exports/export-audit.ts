import type { Context } from 'koa';
import type { AuditAction } from '#contract/activity/audit-actions';
import type { ExportOutcome } from './csv-download';

/**
 * sendCsv's `onEnd` that records an export in the audit trail as the signed-in user: `details` (which
 * list, its filters as kept), then the rows the file held, and `incomplete: true` when the stream was
 * cut off before its end (the client went away, or a page failed). One entry per export, not per row.
 */
export function auditExport(
  ctx: Context,
  action: AuditAction,
  details: Record<string, unknown>,
): (outcome: ExportOutcome) => Promise<void> {
  const actor = { id: ctx.state.user.id, username: ctx.state.user.username };
  return ({ rows, complete }) =>
    ctx.services.activity.record(actor, action, { ...details, rows, ...(complete ? {} : { incomplete: true }) });
}
