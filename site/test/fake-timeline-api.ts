/**
 * The timeline calls of the lead screens' fake server: a lead's timeline answered from `timeline`,
 * and notes written, edited and deleted in it as the API would, as the signed-in user 'chief'.
 */
import type { LeadNoteRecord, TimelineEntry } from '#contract/lead-notes/lead-notes-api';

export interface FakeTimelines {
  /** Each lead's timeline, newest first; a lead without one has just its arrival. */
  timeline: Record<number, TimelineEntry[]>;
  /** When set, note writes answer this status, message and field errors instead of saving. */
  noteFailure?: { status: number; message: string; fields?: Record<string, string> };
  /** When set, timeline reads answer 500. */
  timelineFailure?: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const NOW = '2025-06-09T12:00:00.000Z';
const arrival = (leadId: number): TimelineEntry => ({
  kind: 'arrived',
  id: leadId,
  at: '2025-06-05T10:00:00.000Z',
  source: '',
});

/** Answers a timeline or note call, or null when the request is none of them. */
export function answerTimelineRequest(
  api: FakeTimelines,
  method: string,
  path: string,
  body: unknown,
): Response | null {
  const match = /^\/api\/leads\/(\d+)\/(timeline|notes)(?:\/(\d+))?$/.exec(path);
  if (!match) return null;
  const leadId = Number(match[1]);
  const entries = (api.timeline[leadId] ??= [arrival(leadId)]);
  if (match[2] === 'timeline' && method === 'GET') {
    return api.timelineFailure
      ? json(500, { error: { code: 'internal', message: 'Something broke.', fields: {} } })
      : json(200, { timeline: entries });
  }
  if (match[2] !== 'notes') return null;
  if (method !== 'GET' && api.noteFailure) {
    const { status, message, fields } = api.noteFailure;
    return json(status, { error: { code: 'x', message, fields: fields ?? {} } });
  }
  const text = (body as { body?: string } | undefined)?.body ?? '';
  if (method === 'POST' && !match[3]) {
    const id = 1 + Math.max(0, ...entries.map((entry) => (entry.kind === 'note' ? entry.id : 0)));
    const note: LeadNoteRecord = {
      id,
      leadId,
      body: text,
      authorId: 1,
      authorName: 'chief',
      createdAt: NOW,
      editedAt: null,
      canChange: true,
    };
    entries.unshift({ kind: 'note', id, at: NOW, note });
    return json(201, { note });
  }
  const index = entries.findIndex((entry) => entry.kind === 'note' && entry.id === Number(match[3]));
  const found = entries[index];
  if (!found || found.kind !== 'note')
    return json(404, { error: { code: 'not_found', message: 'There is no such note on this lead.', fields: {} } });
  if (method === 'PATCH') {
    found.note = { ...found.note, body: text, editedAt: NOW };
    return json(200, { note: found.note });
  }
  if (method === 'DELETE') {
    entries.splice(index, 1);
    return json(200, { deleted: true, note: found.note });
  }
  return null;
}
