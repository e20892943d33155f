import type { DataSource } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { enqueueJobs } from '../../platform/outbox/enqueue-jobs';
import { agentsById } from './agents';
import { type ChaseJob, chaseJobKey } from './chase-job';
import { workingMinutesAfter } from './chase-rows';

/** Chases turned into jobs per poll: the rest are due at the next. */
const BATCH = 100;

/**
 * The outbox worker's `onPoll` for chases: every chase stage due by now (`now`, the app's clock) becomes one `chase`
 * job, in one transaction with the chase's next step: after the reminder's job, the move is due at twice the target
 * in working minutes of the owner's hours; after the move's, nothing until its job has run. The job's dedupeKey
 * keeps one job per assignment and stage however many processes poll; on PostgreSQL each takes rows the others have
 * not locked. Nothing due costs one indexed read.
 */
export function chaseScheduler(dataSource: DataSource, now?: () => Date): (pollTime: Date) => Promise<void> {
  return async (pollTime) => {
    const instant = now?.() ?? pollTime;
    const due = (manager = dataSource.manager) =>
      manager
        .getRepository(LeadChase)
        .createQueryBuilder('chase')
        .where('chase.dueAt <= :instant', { instant })
        .orderBy('chase.dueAt', 'ASC')
        .addOrderBy('chase.leadId', 'ASC')
        .limit(BATCH);
    if (!(await due().getExists())) return;
    await dataSource.transaction(async (manager) => {
      const chases = await rowLocks.forUpdateSkipLocked(due(manager)).getMany();
      const owners = await agentsById(
        manager,
        chases.filter((chase) => chase.stage === 'remind').map((chase) => chase.ownerId),
        false,
      );
      const jobs = chases.map((chase) => {
        const payload: ChaseJob = { leadId: chase.leadId, assignmentId: chase.assignmentId, stage: chase.stage };
        return { kind: 'chase' as const, payload, dedupeKey: chaseJobKey(chase) };
      });
      await enqueueJobs(manager, jobs);
      for (const chase of chases) {
        const owner = owners.get(chase.ownerId);
        const next =
          chase.stage === 'remind' && owner
            ? {
                stage: 'move' as const,
                dueAt: workingMinutesAfter(owner, chase.clockStartsAt, 2 * chase.firstResponseMinutes),
              }
            : { dueAt: null };
        await manager
          .getRepository(LeadChase)
          .update({ leadId: chase.leadId, assignmentId: chase.assignmentId, stage: chase.stage }, next);
      }
    });
  };
}
