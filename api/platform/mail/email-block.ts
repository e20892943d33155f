import type { EmailLink, EmailRow } from './rendered-email';

/**
 * A message's content, once for both parts: emailText and emailHtml render the same blocks, so the
 * plain-text part never says less than the HTML one.
 */
export type EmailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: EmailRow[] }
  | { kind: 'links'; links: EmailLink[] }
  | { kind: 'list'; items: Array<{ text: string; href?: string }> };
