import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { enqueueJobs } from '../../platform/outbox/enqueue-jobs';
import type { DigestJob } from './digest-job';

/** The digest goes out from this hour (Africa/Accra). */
export const DIGEST_HOUR = 8;

/**
 * The outbox worker's `onPoll`: from 08:00 Accra time on, a `digest` job for the day. Its
 * dedupeKey (`digest:yyyy-MM-dd`) is unique in the outbox, so every process may try and only one
 * job is written per day; a process started after 08:00 writes it then (the catch-up). `now`
 * replaces the poll's clock in tests.
 */
export function digestScheduler(dataSource: DataSource, now?: () => Date): (pollTime: Date) => Promise<void> {
  let doneFor = '';
  return async (pollTime) => {
    const instant = now?.() ?? pollTime;
    const local = DateTime.fromJSDate(instant).setZone(STAFF_ZONE);
    const today = local.toISODate()!;
    if (local.hour < DIGEST_HOUR || doneFor === today) return;
    const payload: DigestJob = { day: local.minus({ days: 1 }).toISODate()!, asOf: instant.toISOString() };
    await enqueueJobs(dataSource.manager, [{ kind: 'digest', payload, dedupeKey: `digest:${today}` }]);
    // This process need not ask the database again today.
    doneFor = today;
  };
}
