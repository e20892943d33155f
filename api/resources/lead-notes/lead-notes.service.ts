import type { DataSource, EntityManager } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { HttpError } from '../../platform/errors';
import { leadNotFound } from '../leads';
import { type NoteReader, whyNoteIsLocked } from './note-edit-rule';

/** The one answer for a note that is not there, or not on the lead its path names. */
export const noteNotFound = () => new HttpError(404, 'not_found', 'There is no such note on this lead.');

/** Whoever writes a note: their id and name (kept with the note), and their role (what they may change). */
export type NoteWriter = Actor & NoteReader;

/**
 * Staff's notes on a lead: any signed-in user reads and writes them, on any lead (a spam-marked one
 * too: why it is spam is worth a note, and the mark can be undone). Changing a note is for its author within 24
 * hours of writing it, and for an admin at any time.
 */
export class LeadNotesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every note of the lead, newest first; 404 for an unknown lead. */
  async list(leadId: number): Promise<LeadNote[]> {
    await this.requireLead(this.dataSource.manager, leadId);
    return this.dataSource.getRepository(LeadNote).find({ where: { leadId }, order: { id: 'DESC' } });
  }

  /** Writes a note as `writer`, with the name they have now: it stays with the note after their account goes. */
  async add(leadId: number, body: string, writer: NoteWriter): Promise<LeadNote> {
    return this.dataSource.transaction(async (manager) => {
      await this.requireLead(manager, leadId, true);
      const note = manager.getRepository(LeadNote).create({
        leadId,
        body,
        authorId: writer.id,
        authorName: writer.username,
        createdAt: new Date(),
        editedAt: null,
      });
      await manager.getRepository(LeadNote).insert(note);
      return note;
    });
  }

  /** Replaces a note's text (403 when `writer` may not now), marking when; the same text again changes nothing. */
  async edit(leadId: number, noteId: number, body: string, writer: NoteWriter): Promise<LeadNote> {
    return this.dataSource.transaction(async (manager) => {
      const note = await this.changeable(manager, leadId, noteId, writer);
      if (note.body === body) return note;
      const editedAt = new Date();
      await manager.getRepository(LeadNote).update({ id: noteId }, { body, editedAt });
      return { ...note, body, editedAt };
    });
  }

  /** Deletes a note (403 when `writer` may not now); answers what was deleted. */
  async remove(leadId: number, noteId: number, writer: NoteWriter): Promise<LeadNote> {
    return this.dataSource.transaction(async (manager) => {
      const note = await this.changeable(manager, leadId, noteId, writer);
      await manager.getRepository(LeadNote).delete({ id: noteId });
      // Which note of which lead, never its words: they are about a person, and an erasure must find them all.
      await recordAudit(manager, writer, 'note.deleted', { leadId, noteId });
      return note;
    });
  }

  /** The note, read locked on PostgreSQL so two changes of it run one after the other; 404 or 403 otherwise. */
  private async changeable(
    manager: EntityManager,
    leadId: number,
    noteId: number,
    writer: NoteWriter,
  ): Promise<LeadNote> {
    await this.requireLead(manager, leadId);
    const query = manager
      .getRepository(LeadNote)
      .createQueryBuilder('note')
      .where('note.id = :noteId AND note.leadId = :leadId', { noteId, leadId });
    rowLocks.forUpdate(query);
    const note = await query.getOne();
    if (!note) throw noteNotFound();
    const locked = whyNoteIsLocked(note, writer, new Date());
    if (locked) throw new HttpError(403, 'forbidden', locked);
    return note;
  }

  /**
   * 404 unless the lead exists. Before a new note (`lock`), its row is shared-locked on PostgreSQL (FOR SHARE) so the
   * lead cannot be deleted between this check and the insert.
   */
  private async requireLead(manager: EntityManager, leadId: number, lock = false): Promise<void> {
    const query = manager
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .select('lead.id')
      .where('lead.id = :leadId', { leadId });
    if (lock) rowLocks.forShare(query);
    if (!(await query.getOne())) throw leadNotFound();
  }
}
