import type { BlogPost } from '#contract/blog/blog-post';
import type { Campaign } from '../../platform/db/entities/Campaign';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { type CampaignContent, prepareCampaignEmail } from './campaign-email';
import { campaignKey } from './campaign-job';

type PreparedEmail = (unsubscribeUrl: string) => RenderedEmail;

/** Campaigns kept prepared at once: a few send side by side at most. */
const KEEP = 4;

/**
 * Each sending campaign's email, prepared once (the markdown rendered) and then made per recipient by splicing
 * in their link. A started campaign's content no longer changes, so its id is its key.
 */
export class PreparedEmails {
  private readonly byCampaign = new Map<number, Promise<PreparedEmail>>();

  constructor(
    private readonly siteUrl: string,
    private readonly post: (id: string) => BlogPost | undefined,
  ) {}

  /** A started campaign's email, prepared at its first recipient. */
  get(campaign: Campaign): Promise<PreparedEmail> {
    let prepared = this.byCampaign.get(campaign.id);
    if (!prepared) {
      prepared = this.fresh(campaign);
      // A failure is not kept: the next job tries again.
      prepared.catch(() => this.byCampaign.delete(campaign.id));
      this.byCampaign.set(campaign.id, prepared);
      if (this.byCampaign.size > KEEP) this.byCampaign.delete(this.byCampaign.keys().next().value!);
    }
    return prepared;
  }

  /** The email as the campaign reads now (a draft's test, a preview: id 0). */
  fresh(campaign: Pick<Campaign, 'id' | keyof CampaignContent>): Promise<PreparedEmail> {
    return prepareCampaignEmail(campaign, {
      siteUrl: this.siteUrl,
      post: campaign.postId ? this.post(campaign.postId) : undefined,
      campaignKey: campaignKey(campaign.id),
    });
  }
}
