import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import type { LeadNoteRecord } from '#contract/lead-notes/lead-notes-api';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

type Session = Awaited<ReturnType<typeof signIn>>;
const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)(
  "a lead's notes: GET/POST /api/leads/{id}/notes, PATCH/DELETE …/notes/{noteId} on $name",
  (database) => {
    let app: TestApp;
    let admin: Session;
    let ama: Session;
    let kofi: Session;

    beforeAll(async () => {
      app = await startTestApp(database);
      admin = await signIn(app, { role: 'admin' });
      ama = await signIn(app, { role: 'user' });
      kofi = await signIn(app, { role: 'user' });
    });
    afterAll(() => app.close());

    const send = (method: string, path: string, who: Session | null, body?: unknown) =>
      app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...(who ? { Cookie: who.cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const newLead = () => insertLead(app.dataSource, { type: 'buyer', createdAt: '2026-01-10T08:00:00.000Z' });
    async function write(leadId: number, who: Session, body: string): Promise<LeadNoteRecord> {
      const response = await send('POST', `/api/leads/${leadId}/notes`, who, { body });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { note: LeadNoteRecord }).note;
    }
    async function notesOf(leadId: number, who: Session): Promise<LeadNoteRecord[]> {
      const response = await send('GET', `/api/leads/${leadId}/notes`, who);
      expect(response.status).toBe(200);
      return (await response.json()).notes;
    }
    const backdate = (noteId: number, ms: number) =>
      app.dataSource.getRepository(LeadNote).update({ id: noteId }, { createdAt: new Date(Date.now() - ms) });

    test('a user writes, lists (newest first), edits and deletes their own note; the text comes back as sent, HTML and all', async () => {
      const lead = await newLead();
      const before = Date.now();
      const html = '<script>alert(1)</script> <b>Called</b> &amp; left a message\nsecond line';
      const first = await write(lead.id, ama, `  ${html}  `);
      expect(first).toEqual({
        id: expect.any(Number),
        leadId: lead.id,
        body: html,
        authorId: ama.user.id,
        authorName: ama.user.username,
        createdAt: expect.any(String),
        editedAt: null,
        canChange: true,
      });
      expect(new Date(first.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const second = await write(lead.id, ama, 'Viewing booked for Saturday');
      expect((await notesOf(lead.id, ama)).map((note) => note.id)).toEqual([second.id, first.id]);

      const edited = await send('PATCH', `/api/leads/${lead.id}/notes/${first.id}`, ama, {
        body: 'Called twice',
        authorName: 'someone else',
        createdAt: '2020-01-01T00:00:00Z',
      });
      expect(edited.status).toBe(200);
      const { note } = (await edited.json()) as { note: LeadNoteRecord };
      expect(note).toMatchObject({
        id: first.id,
        body: 'Called twice',
        authorName: ama.user.username,
        createdAt: first.createdAt,
        canChange: true,
      });
      expect(new Date(note.editedAt!).getTime()).toBeGreaterThanOrEqual(new Date(first.createdAt).getTime());
      expect(await app.dataSource.getRepository(LeadNote).findOneByOrFail({ id: first.id })).toMatchObject({
        body: 'Called twice',
        editedAt: new Date(note.editedAt!),
      });
      // Saving the same text again is no edit.
      const unchanged = await send('PATCH', `/api/leads/${lead.id}/notes/${second.id}`, ama, {
        body: ' Viewing booked for Saturday ',
      });
      expect((await unchanged.json()).note).toMatchObject({ body: 'Viewing booked for Saturday', editedAt: null });

      const deleted = await send('DELETE', `/api/leads/${lead.id}/notes/${second.id}`, ama);
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toMatchObject({
        deleted: true,
        note: { id: second.id, body: 'Viewing booked for Saturday' },
      });
      expect((await notesOf(lead.id, kofi)).map((left) => left.body)).toEqual(['Called twice']);
      // The audit trail keeps who deleted which note, never its words.
      const entry = await app.dataSource
        .getRepository(AuditEvent)
        .findOneByOrFail({ action: 'note.deleted', actorId: ama.user.id });
      expect(entry.details).toEqual({ leadId: lead.id, noteId: second.id });
      expect((await send('DELETE', `/api/leads/${lead.id}/notes/${second.id}`, ama)).status).toBe(404);
    });

    test('another user may read but not change a note (403 naming the rule); an admin may change any', async () => {
      const lead = await newLead();
      const note = await write(lead.id, ama, 'Prefers WhatsApp');
      expect((await notesOf(lead.id, kofi))[0]).toMatchObject({ id: note.id, canChange: false });
      expect((await notesOf(lead.id, admin))[0]).toMatchObject({ id: note.id, canChange: true });

      for (const [method, body] of [
        ['PATCH', { body: 'Mine now' }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await send(method, `/api/leads/${lead.id}/notes/${note.id}`, kofi, body);
        expect(refused.status, method).toBe(403);
        const { error } = await refused.json();
        expect(error).toMatchObject({
          code: 'forbidden',
          message: 'You can only edit or delete your own notes; an admin can change any note.',
        });
      }
      expect(await app.dataSource.getRepository(LeadNote).findOneByOrFail({ id: note.id })).toMatchObject({
        body: 'Prefers WhatsApp',
        editedAt: null,
      });

      const byAdmin = await send('PATCH', `/api/leads/${lead.id}/notes/${note.id}`, admin, {
        body: 'Prefers WhatsApp, not calls',
      });
      expect(byAdmin.status).toBe(200);
      // The note stays Ama's: the admin changed its text, not its author.
      expect((await byAdmin.json()).note).toMatchObject({
        body: 'Prefers WhatsApp, not calls',
        authorId: ama.user.id,
        authorName: ama.user.username,
      });
      expect((await send('DELETE', `/api/leads/${lead.id}/notes/${note.id}`, admin)).status).toBe(200);
      expect(await notesOf(lead.id, ama)).toEqual([]);
    });

    test('the author may change a note for 24 hours after writing it; after that only an admin may', async () => {
      const lead = await newLead();
      const recent = await write(lead.id, ama, 'Written 23 hours ago');
      const old = await write(lead.id, ama, 'Written 24 hours ago');
      await backdate(recent.id, 23 * HOUR);
      await backdate(old.id, 24 * HOUR + 1000);
      expect((await notesOf(lead.id, ama)).map((note) => [note.body, note.canChange])).toEqual([
        ['Written 24 hours ago', false],
        ['Written 23 hours ago', true],
      ]);

      expect(
        (await send('PATCH', `/api/leads/${lead.id}/notes/${recent.id}`, ama, { body: 'Still mine to fix' })).status,
      ).toBe(200);
      for (const [method, body] of [
        ['PATCH', { body: 'Too late' }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await send(method, `/api/leads/${lead.id}/notes/${old.id}`, ama, body);
        expect(refused.status, method).toBe(403);
        expect((await refused.json()).error.message).toBe(
          'You can edit or delete your own notes for 24 hours after writing them; after that, only an admin can.',
        );
      }
      expect((await notesOf(lead.id, admin)).every((note) => note.canChange)).toBe(true);
      expect(
        (await send('PATCH', `/api/leads/${lead.id}/notes/${old.id}`, admin, { body: 'Fixed by an admin' })).status,
      ).toBe(200);
      expect((await send('DELETE', `/api/leads/${lead.id}/notes/${old.id}`, admin)).status).toBe(200);
    });

    test('a note is 1 to 4,000 characters after trimming; anything else is a 400 naming the field, and nothing is written', async () => {
      const lead = await newLead();
      const full = 'x'.repeat(3998) + '🏠'; // 3,999 characters, 4,000 UTF-16 units
      expect((await write(lead.id, ama, 'y'.repeat(4000))).body).toHaveLength(4000);
      expect((await write(lead.id, ama, full + 'z')).body).toBe(full + 'z');
      const cases: [unknown, RegExp][] = [
        [{ body: 'y'.repeat(4001) }, /at most 4,000 characters/],
        [{ body: '   \n\t ' }, /write the note/],
        [{ body: '' }, /write the note/],
        [{}, /write the note/],
        [{ body: 42 }, /as text/],
        [{ body: ['a'] }, /as text/],
        [{ body: 'bell\u0007' }, /invisible characters/],
      ];
      for (const [body, message] of cases) {
        const response = await send('POST', `/api/leads/${lead.id}/notes`, ama, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { error } = await response.json();
        expect(error.code).toBe('validation_failed');
        expect(error.fields.body, JSON.stringify(body)).toMatch(message);
      }
      const [last] = await notesOf(lead.id, ama);
      const tooLong = await send('PATCH', `/api/leads/${lead.id}/notes/${last!.id}`, ama, { body: 'y'.repeat(4001) });
      expect(tooLong.status).toBe(400);
      expect((await tooLong.json()).error.fields.body).toMatch(/4,000/);
      expect(await app.dataSource.getRepository(LeadNote).countBy({ leadId: lead.id })).toBe(2);
    });

    test('unknown or malformed leads and notes, and a note of another lead, answer 404; no session answers 401', async () => {
      const lead = await newLead();
      const other = await newLead();
      const note = await write(lead.id, ama, 'On the first lead');
      for (const id of ['999999', 'abc', '0', '-1', '1.5', '007', '2147483648']) {
        expect((await send('GET', `/api/leads/${id}/notes`, ama)).status, id).toBe(404);
        expect((await send('GET', `/api/leads/${id}/timeline`, ama)).status, id).toBe(404);
        const post = await send('POST', `/api/leads/${id}/notes`, ama, { body: 'Hello' });
        expect(post.status, id).toBe(404);
        expect((await post.json()).error).toMatchObject({ code: 'not_found', message: 'There is no such lead.' });
        expect((await send('PATCH', `/api/leads/${lead.id}/notes/${id}`, admin, { body: 'x' })).status, id).toBe(404);
        expect((await send('DELETE', `/api/leads/${lead.id}/notes/${id}`, admin)).status, id).toBe(404);
      }
      for (const method of ['PATCH', 'DELETE']) {
        const wrongLead = await send(method, `/api/leads/${other.id}/notes/${note.id}`, admin, { body: 'Moved?' });
        expect(wrongLead.status, method).toBe(404);
        expect((await wrongLead.json()).error.message).toBe('There is no such note on this lead.');
      }
      expect((await send('GET', `/api/leads/${lead.id}/notes`, null)).status).toBe(401);
      expect((await send('POST', `/api/leads/${lead.id}/notes`, null, { body: 'Anonymous' })).status).toBe(401);
      expect((await send('DELETE', `/api/leads/${lead.id}/notes/${note.id}`, null)).status).toBe(401);
      expect((await send('PUT', `/api/leads/${lead.id}/notes/${note.id}`, admin, { body: 'x' })).status).toBe(405);
      expect(await app.dataSource.getRepository(LeadNote).findOneByOrFail({ id: note.id })).toMatchObject({
        leadId: lead.id,
        body: 'On the first lead',
      });
    });

    test("a spam-marked lead's notes can be read and written; a deleted lead takes its notes with it", async () => {
      const lead = await newLead();
      expect((await send('POST', `/api/leads/${lead.id}/spam`, ama)).status).toBe(200);
      await write(lead.id, ama, 'Marked as spam: a bot filled every field');
      expect(await notesOf(lead.id, kofi)).toHaveLength(1);
      expect((await send('DELETE', `/api/leads/${lead.id}`, admin)).status).toBe(200);
      expect(await app.dataSource.getRepository(LeadNote).countBy({ leadId: lead.id })).toBe(0);
      expect(await app.dataSource.getRepository(Lead).existsBy({ id: lead.id })).toBe(false);
    });

    test("deleting the author's account keeps their notes under the name they had", async () => {
      const lead = await newLead();
      const leaving = await signIn(app, { role: 'user' });
      const note = await write(lead.id, leaving, 'Handing over: call back Monday');
      expect((await send('DELETE', `/api/admin/users/${leaving.user.id}`, admin)).status).toBe(200);
      expect(await notesOf(lead.id, admin)).toEqual([
        { ...note, authorId: null, authorName: leaving.user.username, canChange: true },
      ]);
      expect((await notesOf(lead.id, ama))[0]).toMatchObject({ authorId: null, canChange: false });
    });
  },
);
