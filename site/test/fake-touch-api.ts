/**
 * POST /api/leads/{id}/touches for the lead screens' fake server, as the API answers it: the touch heads the lead's
 * timeline, and a lead still Not Contacted turns Contacted (with its status entry), as 'chief'.
 */
import type { LeadRecord } from '#contract/leads/leads-api';
import type { TimelineEntry, TouchEntry } from '#contract/lead-notes/lead-notes-api';
import type { LeadTouchInput } from '#contract/leads/lead-touches';
import type { FakeTimelines } from './fake-timeline-api';

export interface FakeTouches extends FakeTimelines {
  /** When set, logging a touch answers this status and message instead of saving. */
  touchFailure?: { status: number; code: string; message: string };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const NOW = '2025-06-09T12:30:00.000Z';
const CHIEF = { name: 'chief', deleted: false };

export function logTouch(api: FakeTouches, lead: LeadRecord | undefined, input: LeadTouchInput): Response {
  if (!lead) return json(404, { error: { code: 'not_found', message: 'There is no such lead.' } });
  if (api.touchFailure) {
    const { status, code, message } = api.touchFailure;
    return json(status, { error: { code, message } });
  }
  const entries: TimelineEntry[] = (api.timeline[lead.id] ??= [
    { kind: 'arrived', id: lead.id, at: lead.createdAt, source: '' },
  ]);
  const id = 1 + entries.filter((entry) => entry.kind === 'touch').length;
  const touch: TouchEntry = {
    kind: 'touch',
    id,
    at: NOW,
    touchKind: input.kind,
    outcome: input.outcome ?? null,
    note: input.note ?? '',
    by: CHIEF,
  };
  if (lead.contactStatus === 'Not Contacted') {
    entries.unshift({
      kind: 'status',
      id,
      at: NOW,
      field: 'contactStatus',
      from: lead.contactStatus,
      to: 'Contacted',
      by: CHIEF,
    });
    lead.contactStatus = 'Contacted';
    lead.updatedAt = NOW;
  }
  entries.unshift(touch);
  return json(201, { touch, lead: { ...lead } });
}
