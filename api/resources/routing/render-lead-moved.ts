import { leadDeepLink } from '#contract/leads/lead-deep-link';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { staffTime } from '../../platform/mail/staff-time';
import type { LeadMovedEmail } from './chase-emails';

/** A lead moved on by its rule: to the agent it left ("from you"), or to an admin (who from whom). */
export function renderLeadMoved({ lead, move, audience }: LeadMovedEmail, siteUrl: string): RenderedEmail {
  const from = audience === 'previous-owner' ? 'you' : move.fromName;
  const text = `Routing rule '${move.ruleName}' moved the ${lead.type} lead ${lead.name} from ${from} to ${move.toName} on ${staffTime(move.occurredAt)}: no first touch within ${move.waitedMinutes} working minutes.`;
  return renderBlocks(`Lead moved to ${move.toName}: ${lead.name}`, [
    { kind: 'heading', text: `${lead.name} moved to ${move.toName}` },
    { kind: 'paragraph', text },
    {
      kind: 'links',
      links: [{ text: 'Open this lead in the back-office', href: leadDeepLink(siteUrl, lead.type, { lead: lead.id }) }],
    },
  ]);
}
