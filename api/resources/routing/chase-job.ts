import type { ChaseStage } from '../../platform/db/entities/LeadChase';

/**
 * The payload of a `chase` job: which lead, under which assignment (the lead_assignment_changes row that gave it
 * its owner), and which stage is due. Written once per assignment and stage (dedupeKey `chase:{assignmentId}:{stage}`).
 */
export interface ChaseJob {
  leadId: number;
  assignmentId: number;
  stage: ChaseStage;
}

/** The outbox key that makes a stage of a chase once-only, however many processes poll. */
export const chaseJobKey = ({ assignmentId, stage }: Pick<ChaseJob, 'assignmentId' | 'stage'>) =>
  `chase:${assignmentId}:${stage}`;
