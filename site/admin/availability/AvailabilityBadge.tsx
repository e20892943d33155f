import type { Availability } from '#contract/routing/working-hours';
import { Badge, type BadgeVariant } from '../ui/Badge';
import { availabilityText } from './availability-text';

/** An agent's availability now, as a badge: 'Available now', 'Away', 'Off until Mon 08:00'. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const text = availabilityText(availability);
  const variant: BadgeVariant = text === 'Available now' ? 'subtle' : 'outline';
  return (
    <Badge variant={variant} size="sm">
      {text}
    </Badge>
  );
}
