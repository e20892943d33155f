/** Newsletter campaigns: composing, scheduling and sending them to every confirmed subscriber. */
export { campaignJobHandler, type CampaignSending } from './campaign-job-handler';
export { campaignScheduler } from './campaign-scheduler';
export { campaignTestEmails } from './campaign-test-email';
export { campaignsRoutes } from './campaigns.routes';
export { CampaignsService } from './campaigns.service';
export { PreparedEmails } from './prepared-emails';
