import type { EmailRenderers } from '../../platform/mail/email-job';
import { Campaign } from '../../platform/db/entities/Campaign';
import type { PreparedEmails } from './prepared-emails';

/** "Send me a test": the campaign's email, as it is when the test is sent, to the asker's own address. */
export interface CampaignTestEmail {
  message: 'campaign-test';
  to: string;
  campaignId: number;
}

/** How a test is rendered: the subscriber's email with "[Test]" before its subject and an unsubscribe page link. */
export function campaignTestEmails(siteUrl: string, prepared: PreparedEmails): EmailRenderers {
  return {
    'campaign-test': async (job, manager) => {
      const { campaignId } = job as CampaignTestEmail;
      const campaign = await manager.getRepository(Campaign).findOneBy({ id: campaignId });
      // A campaign deleted since is no longer anything to test.
      if (!campaign) return undefined;
      // A draft may change between tests: prepared afresh, not from the sending campaigns' cache.
      const email = (await prepared.fresh(campaign))(new URL('/unsubscribe', siteUrl).toString());
      return { ...email, subject: `[Test] ${email.subject}` };
    },
  };
}
