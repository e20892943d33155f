/** The badge style of each value of the two statuses. */
import type { LeadType } from '#contract/leads/join-options';
import type { BadgeVariant } from '../ui/Badge';

export function contactBadgeVariant(type: LeadType, status: string): BadgeVariant {
  if (status === 'Contacted') return 'default';
  // The renter page shows Follow-Up like Contacted; buyers and sellers set it apart.
  if (status === 'Follow-Up') return type === 'renter' ? 'default' : 'outline';
  return 'secondary';
}

export function leadBadgeVariant(status: string): BadgeVariant {
  switch (status) {
    case 'Qualified':
    case 'Converted':
      return 'default';
    case 'Not Interested':
      return 'destructive';
    // Interested has no style of its own: it is a step towards Qualified, so it reads as progress.
    case 'Interested':
      return 'outline';
    default:
      return 'secondary';
  }
}
