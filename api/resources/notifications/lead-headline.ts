import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import { BUDGET_RANGE_OPTIONS, GHANA_REGION_OPTIONS } from '#contract/leads/join-options';
import { optionLabel } from '#contract/shared/option-label';

/** Where the lead wants a property (or has one): the Accra area or the other region when given. */
function place(lead: EventLeadRecord): string {
  if (lead.type === 'seller') return lead.propertyLocation.trim();
  const region = lead.ghanaRegion ? optionLabel(GHANA_REGION_OPTIONS, lead.ghanaRegion) : '';
  if (lead.ghanaRegion === 'accra' && lead.accraArea.trim()) return `${lead.accraArea.trim()}, ${region}`;
  if (lead.ghanaRegion === 'others' && lead.otherRegion.trim()) return lead.otherRegion.trim();
  return region;
}

function money(lead: EventLeadRecord): string {
  if (lead.type === 'buyer') return lead.budgetRange ? optionLabel(BUDGET_RANGE_OPTIONS, lead.budgetRange) : '';
  return (lead.type === 'seller' ? lead.sellingPrice : lead.rentalBudget).trim();
}

/** A lead in one line: `Ama Mensah — Accra, $75,000 – $125,000` (the parts it has). */
export function leadHeadline(lead: EventLeadRecord): string {
  const facts = [place(lead), money(lead)].filter(Boolean).join(', ');
  return facts ? `${lead.name} — ${facts}` : lead.name;
}
