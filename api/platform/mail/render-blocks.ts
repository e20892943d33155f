import type { EmailBlock } from './email-block';
import { emailHtml } from './email-html';
import { emailText } from './email-text';
import type { RenderedEmail } from './rendered-email';
import { subjectLine } from './subject-line';

/** Both parts of a message from its blocks, under a Subject no value can break out of. */
export function renderBlocks(subject: string, blocks: EmailBlock[], replyTo?: string): RenderedEmail {
  const safeSubject = subjectLine(subject);
  return {
    subject: safeSubject,
    text: emailText(blocks),
    html: emailHtml(safeSubject, blocks),
    ...(replyTo ? { replyTo } : {}),
  };
}
