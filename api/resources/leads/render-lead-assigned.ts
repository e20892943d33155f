import type { EmailBlock } from '../../platform/mail/email-block';
import type { LeadAssignment } from './lead-assignment';
import { leadDeepLink } from '#contract/leads/lead-deep-link';
import { nextStepLine } from './next-step-line';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { staffTime } from '../../platform/mail/staff-time';

/** The email to a lead's new owner: which lead, who gave it to them, its next step, and the link to it. */
export function renderLeadAssigned(
  { lead, assignedBy, occurredAt, nextStep, respondBy }: LeadAssignment,
  siteUrl: string,
): RenderedEmail {
  const rows = [
    ...(respondBy ? [{ label: 'First touch due', value: staffTime(respondBy) }] : []),
    ...(nextStep ? [{ label: 'Next step', value: nextStepLine(nextStep) }] : []),
  ];
  const blocks: EmailBlock[] = [
    { kind: 'heading', text: `${lead.name} is yours` },
    {
      kind: 'paragraph',
      text: `${assignedBy} assigned the ${lead.type} lead ${lead.name} to you on ${staffTime(occurredAt)}.`,
    },
    ...(rows.length > 0 ? [{ kind: 'rows' as const, rows }] : []),
    {
      kind: 'links',
      links: [{ text: 'Open this lead in the back-office', href: leadDeepLink(siteUrl, lead.type, { lead: lead.id }) }],
    },
  ];
  return renderBlocks(`Lead assigned to you: ${lead.name}`, blocks);
}
