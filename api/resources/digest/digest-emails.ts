import type { EmailRenderers } from '../../platform/mail/email-job';
import type { DigestContent } from './digest-content';
import { renderDigest } from './render-digest';

/** One staff member's daily digest, its figures fixed when it was planned. */
export interface DigestEmail {
  message: 'digest';
  to: string;
  digest: DigestContent;
}

/** How the daily digest is rendered when the outbox sends it. */
export function digestEmails(siteUrl: string): EmailRenderers {
  return { digest: (job) => renderDigest((job as DigestEmail).digest, siteUrl) };
}
