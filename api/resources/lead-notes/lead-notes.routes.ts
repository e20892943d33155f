import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import { rowId } from '../../platform/validation/row-id';
import { leadIdOf } from '../leads';
import { toNoteRecord } from './lead-notes.presenter';
import { LeadNoteDto } from './lead-notes.schema';
import { noteNotFound } from './lead-notes.service';
import { toTimeline } from './lead-timeline.presenter';

function noteIdOf(ctx: Context): number {
  const id = rowId(ctx.params.noteId);
  if (id === undefined) throw noteNotFound();
  return id;
}

/**
 * A lead's notes and timeline, for every signed-in user (see lead-notes-api.ts for the shapes):
 * - GET /api/leads/{id}/notes → `{ notes }`, newest first; POST `{ body }` → 201 `{ note }`;
 * - PATCH /api/leads/{id}/notes/{noteId} `{ body }` → `{ note }`; DELETE → `{ deleted: true, note }`: its author
 *   within 24 hours, an admin any time (403 naming the rule otherwise);
 * - GET /api/leads/{id}/timeline → `{ timeline }`: arrival, notes, status and owner changes, newest first.
 * The body is checked before the ids (400 before 404), as the lead PATCH does.
 */
export function leadNotesRoutes(): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/leads/:id/notes', 'staff', async (ctx) => {
    const notes = await ctx.services.leadNotes.list(leadIdOf(ctx));
    const now = new Date();
    ctx.body = { notes: notes.map((note) => toNoteRecord(note, ctx.state.user, now)) };
  });

  routes.post('/api/leads/:id/notes', 'staff', { body: LeadNoteDto }, async (ctx, { body: { body } }) => {
    const note = await ctx.services.leadNotes.add(leadIdOf(ctx), body, ctx.state.user);
    ctx.status = 201;
    ctx.body = { note: toNoteRecord(note, ctx.state.user) };
  });

  routes.patch('/api/leads/:id/notes/:noteId', 'staff', { body: LeadNoteDto }, async (ctx, { body: { body } }) => {
    const note = await ctx.services.leadNotes.edit(leadIdOf(ctx), noteIdOf(ctx), body, ctx.state.user);
    ctx.body = { note: toNoteRecord(note, ctx.state.user) };
  });

  routes.delete('/api/leads/:id/notes/:noteId', 'staff', async (ctx) => {
    const note = await ctx.services.leadNotes.remove(leadIdOf(ctx), noteIdOf(ctx), ctx.state.user);
    ctx.body = { deleted: true, note: toNoteRecord(note, ctx.state.user) };
  });

  routes.get('/api/leads/:id/timeline', 'staff', async (ctx) => {
    ctx.body = { timeline: toTimeline(await ctx.services.leadTimeline.read(leadIdOf(ctx)), ctx.state.user) };
  });

  return routes.router;
}
