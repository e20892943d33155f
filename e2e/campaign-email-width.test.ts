import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadBlogPosts } from '../api/resources/blog';
import { type CampaignContent, prepareCampaignEmail } from '../api/resources/campaigns/campaign-email';
import { launchBrowser, seriousAxeViolations } from './support/browser';

const SITE = 'https://yourhomeinghana.example';
const VIEWPORT = { width: 360, height: 740 };
/** One unbroken word as long as a pasted link or an address some visitors type. */
const LONG_WORD = 'x'.repeat(120);

const WIDE_MARKDOWN = [
  `# Rents in ${LONG_WORD}`,
  `A paragraph with ${LONG_WORD} in it, and a bare address: ${SITE}/blog/${'long-segment-'.repeat(12)}end.`,
  '![A very wide picture of the coast](/images/wide.jpg)',
  `| ${['Area', 'Bedrooms', 'Rent per month', 'Advance', 'Deposit', 'Agent fee', 'Service charge', 'Notes'].join(' | ')} |`,
  `|${'---|'.repeat(8)}`,
  `| East Legon | 3 | GH₵ 12,000 | 12 months | 2 months | 10% | GH₵ 800 | ${LONG_WORD} |`,
  '```js',
  `const address = '${'https://example.com/'.padEnd(200, 'y')}';`,
  '```',
  `> A quote with ${LONG_WORD}`,
  `- a list item with ${LONG_WORD}`,
].join('\n\n');

/** The site's images, as the site would serve them: a 2400 px wide picture, and the post hero. */
async function serveSiteImages(page: Page): Promise<void> {
  const wide = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const hero = readFileSync('site/public/email/post-hero.jpg');
  await page.route(`${SITE}/**`, (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: route.request().url().endsWith('post-hero.jpg') ? hero : wide }),
  );
}

async function render(content: CampaignContent): Promise<string> {
  const posts = await loadBlogPosts('posts');
  const post = posts.find((each) => each.id === content.postId);
  const make = await prepareCampaignEmail(content, { siteUrl: SITE, post, campaignKey: 'campaign-1' });
  return make(`${SITE}/unsubscribe?token=${'t'.repeat(60)}&x="1"`).html;
}

describe('a campaign email in a phone’s mail view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function check(html: string): Promise<void> {
    // A context of its own: axe opens a page beside this one to finish its run.
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await serveSiteImages(page);
    await page.setContent(html, { waitUntil: 'load' });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(VIEWPORT.width);
    const images = await page.locator('img').evaluateAll((elements) =>
      elements.map((image) => {
        const box = image.getBoundingClientRect();
        return { loaded: (image as HTMLImageElement).naturalWidth, left: box.left, right: box.right };
      }),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.loaded).toBeGreaterThan(0);
      expect(image.left).toBeGreaterThanOrEqual(0);
      expect(image.right).toBeLessThanOrEqual(VIEWPORT.width);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }

  test('long words, a wide table, a big image, a long address and code all stay inside 360 px', async () => {
    const html = await render({
      subject: 'Rents this week',
      preheader: 'What an advance costs now',
      source: 'markdown',
      bodyMarkdown: WIDE_MARKDOWN,
      postId: null,
      postContent: 'summary',
    });
    expect(html).toContain(LONG_WORD);
    await check(html);
  });

  test('a post sent whole, with its hero picture and link, stays inside 360 px', async () => {
    const html = await render({
      subject: 'New on the blog',
      preheader: '',
      source: 'post',
      bodyMarkdown: '',
      postId: 'accra-property-market-what-to-watch',
      postContent: 'article',
    });
    expect(html).toContain('post-hero.jpg');
    await check(html);
  });
});
