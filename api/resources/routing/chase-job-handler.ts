import type { DataSource } from 'typeorm';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import type { JobHandler } from '../../platform/outbox/outbox-worker';
import type { ChaseJob } from './chase-job';
import { moveLead } from './move-lead';
import { planReminder } from './plan-reminder';

/**
 * The `chase` job handler: a reminder is planned (its email written when the job is marked done), a move is made in
 * its own transaction (see moveLead), at the app's clock (`now`: tests set it).
 */
export function chaseJobHandler(
  dataSource: DataSource,
  outbox: EventOutbox,
  { emailEnabled, now }: { emailEnabled: boolean; now?: () => Date },
): JobHandler {
  return async (job) => {
    const chase = job.payload as ChaseJob;
    if (chase.stage === 'remind') return planReminder(dataSource.manager, chase, { emailEnabled });
    await moveLead(dataSource, outbox, chase, now?.() ?? new Date());
  };
}
