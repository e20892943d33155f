import type { Context } from 'koa';
import { rowId } from '../../platform/validation/row-id';
import { leadNotFound } from './lead-not-found';

/** The lead id of the path (`:id`); 404 for one no lead can have. */
export function leadIdOf(ctx: Context): number {
  const id = rowId(ctx.params.id);
  if (id === undefined) throw leadNotFound();
  return id;
}
