import type { DataSource } from 'typeorm';
import type { BlogPost } from '#contract/blog/blog-post';
import type { CampaignInput, CampaignRecord } from '#contract/campaigns/campaigns-api';
import type { SubscriberState } from '#contract/newsletter/subscriber-states';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { TestApp } from '../../test/test-app';

/** A post as the loader reads one, for campaigns that send a post. */
export const MARKET_POST: BlogPost = {
  id: 'accra-market-in-december',
  title: 'Accra market in December',
  excerpt: 'Prices held; rents rose in East Legon.',
  content: '## Prices\n\nPrices held across Greater Accra.\n\n## Rents\n\nRents rose in East Legon.',
  category: 'Market Insights',
  tags: ['market'],
  author: 'Ama Owusu',
  publishedAt: '2026-11-20',
  readTime: '1 min read',
  featured: false,
};

export function campaignInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    subject: 'December market news',
    preheader: 'Prices held, rents rose',
    source: 'markdown',
    bodyMarkdown: '## Hello\n\nPrices **held** this month.',
    postId: null,
    postContent: 'summary',
    ...overrides,
  };
}

/** Subscribers stored as they would be after signing up: `count` of `state`, addresses `prefix-<n>@example.com`. */
export async function addSubscribers(
  dataSource: DataSource,
  count: number,
  { state = 'active', prefix = 'reader' }: { state?: SubscriberState; prefix?: string } = {},
): Promise<NewsletterSubscriber[]> {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, n) => {
    const email = `${prefix}-${n}@example.com`;
    return {
      email,
      emailKey: email.toLowerCase(),
      state,
      createdAt: now,
      consentAt: now,
      confirmedAt: state === 'active' ? now : null,
      unsubscribedAt: state === 'unsubscribed' ? now : null,
    };
  });
  return dataSource.getRepository(NewsletterSubscriber).save(rows, { chunk: 200 });
}

/** Calls the campaigns API as the holder of `cookie` and answers status and JSON. */
export function campaignsApi(app: TestApp, cookie: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  };
  return {
    call,
    async create(input: Partial<CampaignInput> = {}): Promise<CampaignRecord> {
      const { status, json } = await call('POST', '/api/campaigns', campaignInput(input));
      if (status !== 201) throw new Error(`create answered ${status}: ${JSON.stringify(json)}`);
      return json.campaign;
    },
    async get(id: number): Promise<CampaignRecord> {
      return (await call('GET', `/api/campaigns/${id}`)).json.campaign;
    },
    action: (id: number, action: string, body?: unknown) => call('POST', `/api/campaigns/${id}/${action}`, body ?? {}),
  };
}
