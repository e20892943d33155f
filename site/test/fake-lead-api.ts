/**
 * The lead screens' fake server for component tests: the list and lead calls, answered from an
 * array of leads (newest first) as the API would, so a test reads like staff using the page. Only fetch,
 * the network boundary, is replaced.
 */
import type { BulkLeadAction, LeadRecord } from '#contract/leads/leads-api';
import { countLeads } from '#contract/leads/lead-counting';
import { foldSources } from '#contract/leads/lead-sources';
import { fakePage } from './fake-pages';
import { answerTimelineRequest } from './fake-timeline-api';
import { logTouch, type FakeTouches } from './fake-touch-api';
import type { StaffMember } from '#contract/follow-ups/follow-up-api';
import { DateTime } from 'luxon';
import type { NextStepInput } from '#contract/follow-ups/follow-up-api';

export interface FakeApi extends FakeTouches {
  leads: LeadRecord[];
  /** GET /api/staff's answer; none when unset. */
  staff?: StaffMember[];
  /** Who 'assignedTo=me' and "Assign to me" are (the signed-in user's id); ADMIN's (1) when unset. */
  meId?: number;
  /** When set, PATCH answers this status and error message instead of saving. */
  patchFailure?: { status: number; message: string };
  /** When set, every request fails as it would offline. */
  fetchFailure?: boolean;
  /** The rows of a page when the client sends no limit (the server's is LIST_LIMIT.default). */
  pageSize?: number;
  /** When set, reads of a next page (with a cursor) answer 500. */
  nextPageFailure?: boolean;
  /** When set, every cursor is refused (400), as a stale one is. */
  cursorsRefused?: boolean;
  /** When set, list and count reads wait for this promise before answering (a slow refetch). */
  readsHeld?: Promise<void>;
  /** Runs after a count is answered and before the next request: leads arriving meanwhile. */
  afterCount?: () => void;
  requests: { method: string; url: string; body: unknown }[];
}

const TYPES = { buyers: 'buyer', sellers: 'seller', renters: 'renter' } as const;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json(404, { error: { code: 'not_found', message: 'Lead not found.' } });

/** The leads a list, count, export or bulk action with these filters covers (LeadListFilters). */
function matching(leads: readonly LeadRecord[], filters: Partial<Record<string, string>>, meId = 1): LeadRecord[] {
  const owner = filters.assignedTo === 'me' ? String(meId) : filters.assignedTo;
  const needle = filters.search?.trim().toLowerCase();
  const to = filters.to && filters.to.length === 10 ? `${filters.to}T23:59:59.999Z` : filters.to;
  const person = filters.contactOf ? leads.find((lead) => lead.id === Number(filters.contactOf)) : undefined;
  return leads.filter(
    (lead) =>
      (!filters.contactOf ||
        (person !== undefined &&
          (lead.email.toLowerCase() === person.email.toLowerCase() ||
            (lead.phoneE164 !== null && lead.phoneE164 === person.phoneE164)))) &&
      (!filters.type || lead.type === filters.type) &&
      (filters.spam === 'true' ? lead.spam !== null : lead.spam === null) &&
      (!filters.contactStatus || lead.contactStatus === filters.contactStatus) &&
      (!filters.leadStatus || lead.leadStatus === filters.leadStatus) &&
      (!owner || (owner === 'unassigned' ? lead.assignedTo === null : String(lead.assignedTo?.id) === owner)) &&
      (!filters.from || lead.createdAt >= filters.from) &&
      (!to || lead.createdAt <= to) &&
      (!needle ||
        [lead.name, lead.email, lead.phone, lead.details].some((text) => text.toLowerCase().includes(needle))),
  );
}

function bulk(api: FakeApi, { action, filters, expectedCount }: BulkLeadAction): Response {
  const covered = matching(api.leads, filters as Record<string, string>);
  if (covered.length !== expectedCount)
    return json(409, { error: { code: 'count_changed', message: 'The matching leads changed: count them again.' } });
  if (action === 'delete') api.leads = api.leads.filter((lead) => !covered.includes(lead));
  else
    for (const lead of covered) lead.spam = action === 'spam' ? { at: '2025-06-07T10:00:00.000Z', by: 'chief' } : null;
  return json(200, { action, affected: covered.length });
}

/**
 * PATCH /api/leads/{id} with an owner or a next step, as the API stores them (a day without a time: its
 * midnight, Accra being UTC).
 */
function followUp(
  api: FakeApi,
  lead: LeadRecord | undefined,
  body: { assignedToId?: number | null; nextStep?: NextStepInput | null },
): Response {
  if (!lead) return notFound();
  if (body.assignedToId !== undefined) {
    const owner = api.staff?.find((member) => member.id === body.assignedToId);
    if (body.assignedToId !== null && !owner)
      return json(400, {
        error: {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { assignedToId: 'There is no such user.' },
        },
      });
    lead.assignedTo = owner ?? null;
  }
  if (body.nextStep !== undefined) {
    const step = body.nextStep;
    // A time in the lead's own zone (inLeadZone) is that zone's wall clock.
    const zone = step?.inLeadZone ? lead.timeZone?.name : undefined;
    lead.nextStep = step && {
      at: zone
        ? DateTime.fromISO(`${step.date}T${step.time}`, { zone }).toUTC().toISO()!
        : `${step.date}T${step.time ?? '00:00'}:00.000Z`,
      hasTime: step.time !== undefined,
      text: step.text,
    };
  }
  return json(200, { lead: { ...lead } });
}

/** PATCH /api/leads/{id}/contact: a phone with letters is refused as the API refuses it; otherwise saved. */
function correctContact(lead: LeadRecord | undefined, body: Partial<LeadRecord>): Response {
  if (!lead) return notFound();
  if (/[a-z]/i.test(body.phone ?? '')) {
    const phone = 'Please type the phone number in digits; spaces, dashes and brackets are fine.';
    return json(400, {
      error: { code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { phone } },
    });
  }
  Object.assign(lead, body);
  const digits = (lead.phone ?? '').replace(/\D/g, '').replace(/^0/, '');
  lead.phoneE164 = `${lead.countryCode}${digits}`;
  lead.phoneReadable = `${lead.countryCode} ${digits}`;
  return json(200, { lead: { ...lead } });
}

/** Answers one request the way the API does; anything it does not know is a 404. */
export async function answerLeadRequest(
  api: FakeApi,
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(String(input), 'http://admin.test');
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  api.requests.push({ method, url: String(input), body });
  if (api.fetchFailure) throw new TypeError('Failed to fetch');
  const filters = Object.fromEntries(url.searchParams);
  const path = url.pathname;
  const route = (pattern: RegExp, verb: string) => (method === verb ? pattern.exec(path) : null);
  const byId = (id: string | undefined) => api.leads.find((lead) => lead.id === Number(id));
  let match: RegExpExecArray | null;

  if (method === 'GET') await api.readsHeld;
  if (route(/^\/api\/leads\/count$/, 'GET')) {
    const count = matching(api.leads, filters).length;
    queueMicrotask(() => api.afterCount?.());
    return json(200, { count });
  }
  if (route(/^\/api\/leads\/bulk$/, 'POST')) return bulk(api, body as BulkLeadAction);
  const timeline = answerTimelineRequest(api, method, path, body);
  if (timeline) return timeline;
  if (route(/^\/api\/staff$/, 'GET')) return json(200, { staff: api.staff ?? [] });
  if ((match = route(/^\/api\/leads\/(\d+)$/, 'PATCH'))) return followUp(api, byId(match[1]), body);
  if ((match = route(/^\/api\/leads\/(\d+)\/contact$/, 'PATCH'))) return correctContact(byId(match[1]), body);
  if ((match = route(/^\/api\/leads\/(\d+)\/touches$/, 'POST'))) return logTouch(api, byId(match[1]), body);
  if ((match = route(/^\/api\/leads\/(\d+)\/spam$/, method === 'POST' ? 'POST' : 'DELETE'))) {
    const lead = byId(match[1]);
    if (!lead) return notFound();
    lead.spam = method === 'POST' ? { at: '2025-06-07T10:00:00.000Z', by: 'chief' } : null;
    return json(200, { lead });
  }
  if ((match = route(/^\/api\/leads\/(\d+)$/, 'GET')))
    return byId(match[1]) ? json(200, { lead: byId(match[1]) }) : notFound();
  if ((match = route(/^\/api\/leads\/(\d+)$/, 'DELETE'))) {
    const lead = byId(match[1]);
    if (!lead) return notFound();
    api.leads = api.leads.filter((other) => other !== lead);
    return json(200, { deleted: true, lead });
  }
  if (route(/^\/api\/leads$/, 'GET')) {
    const page = fakePage('leads', matching(api.leads, filters, api.meId), url.searchParams, api.pageSize);
    return json(page.status, page.body);
  }
  if ((match = route(/^\/api\/(buyers|sellers|renters)\/sources$/, 'GET'))) {
    const type = TYPES[match[1] as keyof typeof TYPES];
    return json(200, { sources: foldSources(matching(api.leads, { type }).map((lead) => lead.source)) });
  }
  if ((match = route(/^\/api\/(buyers|sellers|renters)\/counts$/, 'GET'))) {
    const type = TYPES[match[1] as keyof typeof TYPES];
    return json(200, { counts: countLeads(matching(api.leads, { type })) });
  }
  if ((match = route(/^\/api\/(buyers|sellers|renters)$/, 'GET'))) {
    if (api.nextPageFailure && url.searchParams.has('cursor'))
      return json(500, { error: { code: 'internal', message: 'Something broke.' } });
    if (api.cursorsRefused && url.searchParams.has('cursor')) {
      return json(400, { error: { code: 'invalid_cursor', message: 'This page of the list is out of date.' } });
    }
    const page = fakePage(
      match[1]!,
      matching(api.leads, { ...filters, type: TYPES[match[1] as keyof typeof TYPES] }, api.meId),
      url.searchParams,
      api.pageSize,
    );
    return json(page.status, page.body);
  }
  if ((match = route(/^\/api\/(buyers|sellers|renters)\/(\d+)$/, 'PATCH'))) {
    if (api.patchFailure)
      return json(api.patchFailure.status, { error: { code: 'x', message: api.patchFailure.message } });
    const lead = byId(match[2]);
    if (!lead) return notFound();
    Object.assign(lead, body);
    return json(200, { lead: { ...lead } });
  }
  return json(404, { error: { code: 'not_found', message: 'Not found' } });
}
