import { CAMPAIGN_STATE_LABELS, type CampaignState } from '#contract/campaigns/campaigns-api';
import { Badge, type BadgeVariant } from '../ui/Badge';

const VARIANTS: Record<CampaignState, BadgeVariant> = {
  draft: 'secondary',
  scheduled: 'outline',
  sending: 'default',
  paused: 'outline',
  sent: 'subtle',
  cancelled: 'destructive',
};

export function CampaignStateBadge({ state, size }: { state: CampaignState; size?: 'sm' | 'md' }) {
  return (
    <Badge variant={VARIANTS[state]} size={size}>
      {CAMPAIGN_STATE_LABELS[state]}
    </Badge>
  );
}
