/**
 * The orders a lead list can be read in (`sort` on GET /api/buyers, sellers, renters and leads). Each is
 * stable: leads alike in their sort key follow by id. Newest first is the default.
 * - newest, oldest: by arrival;
 * - name: A to Z;
 * - next-step: the next step due soonest first; leads without one after them, newest first.
 */
export const LEAD_SORTS = ['newest', 'oldest', 'name', 'next-step'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const DEFAULT_LEAD_SORT: LeadSort = 'newest';
