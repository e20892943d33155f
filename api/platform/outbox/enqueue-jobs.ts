import type { EntityManager } from 'typeorm';
import { insertRow } from '../db/insert-row';
import { OutboxJob, type OutboxJobKind } from '../db/entities/OutboxJob';

/** A job to write: its kind and payload; due now unless `runAt` says otherwise. */
export interface NewOutboxJob {
  kind: OutboxJobKind;
  payload: object;
  runAt?: Date;
  /** A job with a key already in the outbox is not written again (the daily digest). */
  dedupeKey?: string;
}

/**
 * Writes jobs with the caller's transaction, so they exist exactly when the row they are about does.
 * A job whose dedupeKey is already there is not written again.
 */
export async function enqueueJobs(manager: EntityManager, jobs: NewOutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const now = new Date();
  const rows = jobs.map((job) => ({
    kind: job.kind,
    payload: job.payload,
    dedupeKey: job.dedupeKey ?? null,
    state: 'pending' as const,
    attempts: 0,
    runAt: job.runAt ?? now,
    lockedUntil: null,
    lastError: '',
    createdAt: now,
    finishedAt: null,
  }));
  // One fixed statement per row (usually one or a few), not a multi-row text built anew each time.
  for (const row of rows) await insertRow(manager, OutboxJob, row, { ignoreConflicts: true });
}
