/** A `campaign` outbox job: one campaign's email to one subscriber, rendered when it is sent. */
export interface CampaignJob {
  campaignId: number;
  subscriberId: number;
}

/** The outbox group of a campaign's jobs, whose states are its counts while it sends. */
export function campaignGroup(campaignId: number): string {
  return `campaign:${campaignId}`;
}

/** The short name of a campaign in its links' `utm_campaign`. */
export function campaignKey(campaignId: number): string {
  return `campaign-${campaignId}`;
}
