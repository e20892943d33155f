import { createHash } from 'node:crypto';
import type { ClaimedJob } from '../outbox/claim-due-jobs';

/**
 * The Message-ID of the email an outbox job sends, the same on every try of that job: the outbox
 * delivers at least once, so a copy sent again after a crash is the same message to mail systems
 * (which may drop it) and to the reader's client. The hash of the job's payload keeps apart two
 * databases' jobs of the same id (a restored backup, a copy for testing on the same SITE_URL).
 */
export function jobMessageId(job: Pick<ClaimedJob, 'id' | 'payload'>, siteUrl: string): string {
  const hash = createHash('sha256')
    .update(`${job.id}\n${JSON.stringify(job.payload)}`)
    .digest('hex')
    .slice(0, 16);
  return `<job-${job.id}.${hash}@${new URL(siteUrl).hostname}>`;
}
