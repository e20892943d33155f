import type { BlogPost } from '#contract/blog/blog-post';
import type { CampaignInput, CampaignRecord } from '#contract/campaigns/campaigns-api';
import { fetchMock, jsonResponse } from './admin-test-utils';
import { fakePage } from './fake-pages';

const NO_COUNTS = { recipients: 0, queued: 0, sent: 0, skipped: 0, failed: 0, bounced: 0, unsubscribedSince: 0 };

/** A campaign as the API answers it: a draft written on June 5, 2025 unless `overrides` say otherwise. */
export function campaignRecord(overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  return {
    id: 1,
    subject: 'New homes in East Legon',
    preheader: 'Three-bedroom houses from $120,000',
    source: 'markdown',
    bodyMarkdown: 'Hello **friends**',
    postId: null,
    postContent: 'summary',
    state: 'draft',
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2025-06-05T09:00:00Z',
    updatedAt: '2025-06-05T10:30:00Z',
    createdBy: 'chief',
    ...overrides,
    counts: { ...NO_COUNTS, ...overrides.counts },
  };
}

export function blogPost(id: string, title: string, publishedAt: string): BlogPost {
  return {
    id,
    title,
    excerpt: `What ${title.toLowerCase()} means for you.`,
    content: `# ${title}`,
    category: 'Guides',
    tags: [],
    author: 'Ama',
    publishedAt,
    readTime: '3 min read',
    featured: false,
  };
}

/** The campaign calls and the blog's posts, replacing only fetch; each request is kept in `requests`. */
export interface FakeCampaignsApi {
  /** Newest first, as the list answers. */
  campaigns: CampaignRecord[];
  posts: BlogPost[];
  /** Confirmed subscribers: a campaign started now has this many recipients. */
  subscribers: number;
  /** Each read of a sending campaign finds this many more emails sent; the last one makes it sent. */
  sentPerRead: number;
  /** The signed-in user's address for a test; null: the server refuses, as for an account without one. */
  testAddress: string | null;
  /** One-shot answers by 'METHOD path', in place of the fake's own (a refusal). */
  refuse: Record<string, Response>;
  requests: { method: string; url: string; body: unknown }[];
}

const found = (api: FakeCampaignsApi, id: number) => api.campaigns.find((campaign) => campaign.id === id);
const answer = (campaign: CampaignRecord, status = 200) =>
  jsonResponse(status, { campaign: structuredClone(campaign) });
const conflict = (message: string) => jsonResponse(409, { error: { code: 'wrong_state', message } });

/** A sending campaign read again: more of its emails have gone, and with the last it is sent. */
function advance(api: FakeCampaignsApi, campaign: CampaignRecord): void {
  if (campaign.state !== 'sending') return;
  const sent = Math.min(api.sentPerRead, campaign.counts.queued);
  campaign.counts = { ...campaign.counts, queued: campaign.counts.queued - sent, sent: campaign.counts.sent + sent };
  if (campaign.counts.queued === 0) Object.assign(campaign, { state: 'sent', finishedAt: '2026-12-01T09:30:00Z' });
}

function step(api: FakeCampaignsApi, campaign: CampaignRecord, action: string, body: { at?: string }): Response {
  const { state } = campaign;
  if (action === 'send' && state === 'draft' && body.at)
    Object.assign(campaign, { state: 'scheduled', scheduledAt: body.at });
  else if (action === 'send' && state === 'draft') {
    const recipients = api.subscribers;
    Object.assign(campaign, { state: 'sending', startedAt: '2026-12-01T09:00:00Z' });
    campaign.counts = { ...campaign.counts, recipients, queued: recipients };
  } else if (action === 'pause' && state === 'sending') campaign.state = 'paused';
  else if (action === 'resume' && state === 'paused') campaign.state = 'sending';
  else if (action === 'cancel' && state === 'scheduled') Object.assign(campaign, { state: 'draft', scheduledAt: null });
  else if (action === 'cancel' && (state === 'sending' || state === 'paused'))
    Object.assign(campaign, { state: 'cancelled', finishedAt: '2026-12-01T09:20:00Z' });
  else return conflict(`A ${state} campaign cannot ${action}.`);
  return answer(campaign);
}

export function fakeCampaignsApi(api: FakeCampaignsApi): void {
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    api.requests.push({ method, url: String(input), body });
    const route = `${method} ${url.pathname}`;
    const refused = api.refuse[route];
    if (refused) {
      delete api.refuse[route];
      return refused;
    }
    if (route === 'GET /api/blog/posts') return jsonResponse(200, api.posts);
    if (route === 'GET /api/campaigns') {
      const page = fakePage('campaigns', api.campaigns, url.searchParams);
      return jsonResponse(page.status, page.body);
    }
    if (route === 'POST /api/campaigns/preview') {
      const { subject, preheader, bodyMarkdown, postId } = body as CampaignInput;
      const content = postId ?? bodyMarkdown;
      return jsonResponse(200, { subject, preheader, html: `<p>${content}</p>`, text: `${content} (text)` });
    }
    if (route === 'POST /api/campaigns') {
      const id = Math.max(0, ...api.campaigns.map((campaign) => campaign.id)) + 1;
      const created = campaignRecord({ ...(body as CampaignInput), id, updatedAt: '2026-11-30T12:00:00Z' });
      api.campaigns.unshift(created);
      return answer(created, 201);
    }
    const match = /^\/api\/campaigns\/(\d+)(?:\/(\w+))?$/.exec(url.pathname);
    const campaign = match ? found(api, Number(match[1])) : undefined;
    if (!match || !campaign) return jsonResponse(404, { error: { code: 'not_found', message: `no ${route}` } });
    const action = match[2];
    const editable = campaign.state === 'draft' || campaign.state === 'scheduled';
    if (method === 'GET' && !action) {
      advance(api, campaign);
      return answer(campaign);
    }
    if (method === 'PUT' && !action) {
      if (!editable) return conflict('This campaign has started: it can no longer be changed.');
      Object.assign(campaign, body as CampaignInput);
      return answer(campaign);
    }
    if (method === 'DELETE' && !action) {
      api.campaigns = api.campaigns.filter((other) => other !== campaign);
      return jsonResponse(200, { deleted: true });
    }
    if (method === 'POST' && action === 'test') {
      if (api.testAddress === null)
        return jsonResponse(400, {
          error: { code: 'no_email', message: 'Your account has no email address: ask an admin to add one.' },
        });
      return jsonResponse(202, { sentTo: api.testAddress });
    }
    if (method === 'POST' && action) return step(api, campaign, action, (body ?? {}) as { at?: string });
    return jsonResponse(404, { error: { code: 'not_found', message: `no ${route}` } });
  });
}
