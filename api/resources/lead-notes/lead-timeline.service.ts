import type { DataSource } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import { LeadRecordChange } from '../../platform/db/entities/LeadRecordChange';
import { LeadStatusChange } from '../../platform/db/entities/LeadStatusChange';
import { LeadTouch } from '../../platform/db/entities/LeadTouch';
import { leadNotFound } from '../leads';

/** What a lead's timeline is made of, each list newest first. */
export interface LeadTimelineRows {
  lead: Pick<Lead, 'id' | 'createdAt' | 'source'>;
  notes: LeadNote[];
  /** Calls, messages and meetings logged. */
  touches: LeadTouch[];
  statusChanges: LeadStatusChange[];
  assignmentChanges: LeadAssignmentChange[];
  /** Contact corrections and merges. */
  recordChanges: LeadRecordChange[];
}

/**
 * Reads one lead's timeline: its arrival, notes, touches, status changes, owner changes, contact corrections and
 * merges (all but the notes written by the leads' code; read here). A lead has few of each, so all are read, each through its (leadId, id) index.
 */
export class LeadTimelineService {
  constructor(private readonly dataSource: DataSource) {}

  /** 404 for an unknown lead. */
  async read(leadId: number): Promise<LeadTimelineRows> {
    const manager = this.dataSource.manager;
    const lead = await manager
      .getRepository(Lead)
      .findOne({ select: { id: true, createdAt: true, source: true }, where: { id: leadId } });
    if (!lead) throw leadNotFound();
    const newestFirst = { where: { leadId }, order: { id: 'DESC' as const } };
    const [notes, touches, statusChanges, assignmentChanges, recordChanges] = await Promise.all([
      manager.getRepository(LeadNote).find(newestFirst),
      manager.getRepository(LeadTouch).find(newestFirst),
      manager.getRepository(LeadStatusChange).find(newestFirst),
      manager.getRepository(LeadAssignmentChange).find(newestFirst),
      manager.getRepository(LeadRecordChange).find(newestFirst),
    ]);
    return { lead, notes, touches, statusChanges, assignmentChanges, recordChanges };
  }
}
