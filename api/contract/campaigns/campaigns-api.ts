/**
 * Newsletter campaigns as the API answers them and the Campaigns screens edit them. Admins, and users an admin
 * has allowed (`AdminUser.sendsCampaigns`), may use every call; anyone else signed in gets 403.
 * - GET /api/campaigns?limit&cursor → CampaignPage, newest first;
 * - POST /api/campaigns with a CampaignInput → 201 `{ campaign }` (a draft);
 * - GET /api/campaigns/{id} → `{ campaign }`, its counts as of now;
 * - PUT /api/campaigns/{id} with a CampaignInput → `{ campaign }`; a draft or a scheduled campaign only (409 after);
 * - DELETE /api/campaigns/{id} → `{ deleted: true }`; a draft or a scheduled campaign only (409 after);
 * - POST /api/campaigns/preview with a CampaignInput → CampaignPreview (nothing is stored);
 * - POST /api/campaigns/{id}/test → 202 `{ sentTo }`: the email, as a subscriber gets it, to your own address;
 * - POST /api/campaigns/{id}/send with `{ at? }` → `{ campaign }`: without `at` it starts now (every recipient's
 *   email is queued in that transaction); with `at` (ISO 8601, in the future) it is scheduled and starts then;
 * - POST /api/campaigns/{id}/pause, /resume, /cancel → `{ campaign }`. Cancelling a scheduled campaign makes it a
 *   draft again; cancelling one that is sending or paused ends it (what was sent stays sent).
 * A state a call does not apply to is a 409 saying why; each change is in Activity.
 */
import type { PageInfo } from '../shared/page-info';

/** draft → scheduled → sending ⇄ paused → sent, or cancelled from sending or paused. */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** Where the email's body comes from: markdown written for it, or a post of the blog. */
export const CAMPAIGN_SOURCES = ['markdown', 'post'] as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCES)[number];

/** How much of a post the email carries: its summary (the excerpt) or the whole article; both link to it. */
export const POST_CONTENTS = ['summary', 'article'] as const;
export type PostContent = (typeof POST_CONTENTS)[number];

/** What staff write: POST and PUT /api/campaigns take it, POST /api/campaigns/preview renders it. */
export interface CampaignInput {
  subject: string;
  /** The line mail clients show after the subject; may be empty. */
  preheader: string;
  source: CampaignSource;
  /** The body when `source` is markdown, sanitised exactly like the blog's posts; '' otherwise. */
  bodyMarkdown: string;
  /** The post's id (its file name under posts/) when `source` is post; null otherwise. */
  postId: string | null;
  postContent: PostContent;
}

export const CAMPAIGN_LIMITS = {
  subjectMaxLength: 150,
  preheaderMaxLength: 150,
  bodyMaxLength: 100_000,
} as const;

/**
 * Where each recipient's email is. `recipients` is fixed when the campaign starts: every confirmed (Active)
 * subscriber that has not bounced, one per address. queued: still to go; sent: accepted by the relay; skipped:
 * not sent because the address unsubscribed or bounced after the start; failed: the relay kept refusing for
 * a while (temporary refusals are retried) or the campaign was cancelled first; bounced: refused for good (the
 * address is then skipped by later campaigns). unsubscribedSince: subscribers who unsubscribed since the start.
 */
export interface CampaignCounts {
  recipients: number;
  queued: number;
  sent: number;
  skipped: number;
  failed: number;
  bounced: number;
  unsubscribedSince: number;
}

export interface CampaignRecord extends CampaignInput {
  id: number;
  state: CampaignState;
  /** When a scheduled campaign starts (ISO 8601); null unless scheduled or started on a schedule. */
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Who created it; null once that account is deleted. */
  createdBy: string | null;
  /** All zero before it starts. */
  counts: CampaignCounts;
}

/** GET /api/campaigns → `{ campaigns, nextCursor, total, totalCapped }`. */
export type CampaignPage = { campaigns: CampaignRecord[] } & PageInfo;

/** POST /api/campaigns/preview: the email as a subscriber would get it (their unsubscribe link aside). */
export interface CampaignPreview {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}

/** POST /api/campaigns/{id}/send's body: no `at` sends now. */
export interface SendCampaignInput {
  at?: string;
}
