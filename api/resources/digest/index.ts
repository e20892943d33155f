/** The daily digest: planned each morning, one email per staff member who asked for it. */
export type { DigestContent } from './digest-content';
export { digestEmails, type DigestEmail } from './digest-emails';
export { digestScheduler } from './digest-scheduler';
export { planDigest } from './plan-digest';
