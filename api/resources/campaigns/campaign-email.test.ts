import type { BlogPost } from '#contract/blog/blog-post';
import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { type CampaignContent, prepareCampaignEmail } from './campaign-email';

const SITE = 'https://site.example';
const UTM = 'utm_source=newsletter&utm_medium=email&utm_campaign=campaign-12';
const UNSUBSCRIBE = 'https://site.example/unsubscribe?token=abc';
const window = new Window();

const POST: BlogPost = {
  id: 'land-in-accra',
  title: 'Buying land in Accra',
  excerpt: 'What to check **before** you pay.',
  content: '## The search\n\nAsk the Lands Commission first.\n\n- a surveyor\n- a lawyer',
  category: 'Land',
  tags: [],
  author: 'Ama Owusu',
  publishedAt: '2026-03-14',
  readTime: '1 min read',
  featured: false,
};

function markdown(bodyMarkdown: string, preheader = 'This week'): CampaignContent {
  return { subject: 'News', preheader, source: 'markdown', bodyMarkdown, postId: null, postContent: 'summary' };
}

async function render(content: CampaignContent, post?: BlogPost, unsubscribeUrl = UNSUBSCRIBE) {
  const make = await prepareCampaignEmail(content, { siteUrl: SITE, post, campaignKey: 'campaign-12' });
  return make(unsubscribeUrl);
}

/** The email's HTML part as a browser would read it. */
function parse(html: string): Document {
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  return document as unknown as Document;
}

function hrefs(document: Document): string[] {
  return [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
}

describe('a campaign email is sanitised like a post', () => {
  test.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    'Inline <span onclick="alert(1)">html</span>',
  ])('raw HTML %s shows as the text typed, in both parts', async (raw) => {
    const email = await render(markdown(`Before\n\n${raw}\n\nAfter`));
    const document = parse(email.html);
    expect(document.querySelectorAll('script, iframe, span, img')).toHaveLength(0);
    expect([...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames())).not.toContainEqual(
      expect.stringMatching(/^on/),
    );
    expect(document.body.textContent).toContain(raw);
    expect(email.text).toContain(raw);
  });

  test.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#x6A;avascript&#x3A;alert(1))',
    '[x](data:text/html,%3Cscript%3Ealert(1)%3C/script%3E)',
    '[x](vbscript:msgbox(1))',
    '[x](xmpp:someone@example.com)',
  ])('the link %s loses its address and keeps its words', async (link) => {
    const email = await render(markdown(`Go ${link} now`));
    const document = parse(email.html);
    expect(hrefs(document)).toEqual([UNSUBSCRIBE]);
    expect(document.body.textContent).toContain('Go x now');
    expect(email.text).toContain('Go x now');
  });
});

describe('links and images in a campaign email', () => {
  test("the site's own images become absolute; any other site's are dropped for their alt text", async () => {
    const email = await render(
      markdown(
        '![Own](/images/plot.png) ![Also own](images/map.png) ![Absolute](https://site.example/a.jpg)\n\n' +
          '![Tracker](https://evil.example/pixel.png) ![Relative to them](//evil.example/x.png) ![Inline](data:image/png;base64,iVBORw0KGgo=)',
      ),
    );
    const document = parse(email.html);
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://site.example/images/plot.png',
      'https://site.example/images/map.png',
      'https://site.example/a.jpg',
    ]);
    for (const image of images) expect(image.getAttribute('style')).toContain('max-width:100%;height:auto');
    expect(document.body.textContent).toContain('Tracker Relative to them Inline');
    expect(email.html).not.toContain('evil.example');
    expect(email.text).toContain('Own Also own Absolute\n\nTracker Relative to them Inline');
  });

  test("the site's own links are absolute with the campaign's UTM tags; other links are left untagged", async () => {
    const email = await render(
      markdown(
        '[a](/blog/land) [b](https://site.example/about?ref=x#team) [c](https://example.com/page) ' +
          '[d](mailto:info@example.com) [e](http://site.example/plain)',
      ),
    );
    expect(hrefs(parse(email.html))).toEqual([
      `https://site.example/blog/land?${UTM}`,
      `https://site.example/about?ref=x&${UTM}#team`,
      'https://example.com/page',
      'mailto:info@example.com',
      // Another scheme is another origin: not the site that reads the tags.
      'http://site.example/plain',
      UNSUBSCRIBE,
    ]);
  });
});

describe('the campaign email template', () => {
  test('the preheader is hidden preview text at the top; none without one', async () => {
    const email = await render(markdown('Hello', 'Rents & prices <this> week'));
    const preview = parse(email.html).body.firstElementChild!;
    expect(preview.getAttribute('style')).toContain('display:none');
    expect(preview.textContent).toMatch(/^Rents & prices <this> week/);
    expect(parse((await render(markdown('Hello', ''))).html).body.textContent!.trim()).toMatch(/^Hello/);
  });

  test('one column of at most 600 px, the subject as its title and on one line', async () => {
    const email = await render({ ...markdown('Hello'), subject: 'Prices\r\nBcc: x@example.com' });
    expect(email.subject).toBe('Prices Bcc: x@example.com');
    const document = parse(email.html);
    expect(document.title).toBe(email.subject);
    expect(document.querySelector('div[style*="max-width:600px"]')).not.toBeNull();
    expect(email.headers).toBeUndefined();
  });

  test('the unsubscribe link is in both parts, escaped in the HTML, below why the reader gets the email', async () => {
    const url = 'https://site.example/unsubscribe?token=a&b="><script>alert(1)</script>';
    const email = await render(markdown('Hello'), undefined, url);
    const document = parse(email.html);
    const unsubscribe = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Unsubscribe')!;
    expect(unsubscribe.getAttribute('href')).toBe(url);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(email.html).toContain('token=a&amp;b=&quot;&gt;&lt;script&gt;');
    const why = 'You are receiving this because you subscribed to the Your home in Ghana newsletter.';
    expect(document.body.textContent).toContain(why);
    expect(email.text.endsWith(`${why}\nUnsubscribe: ${url}\n`)).toBe(true);
  });

  test("each reader's email is made by splicing: two readers' emails differ only in the unsubscribe address", async () => {
    const make = await prepareCampaignEmail(markdown(`# Hi\n\n${POST.content}\n\n[x](/blog/a?b=1&c=2)`), {
      siteUrl: SITE,
      post: undefined,
      campaignKey: 'campaign-12',
    });
    const ama = make('https://site.example/unsubscribe?token=ama&x=1');
    const kofi = make('https://site.example/unsubscribe?token=kofi&x=1');
    expect(kofi.subject).toBe(ama.subject);
    expect(kofi.html).not.toBe(ama.html);
    expect(kofi.html).toBe(ama.html.replace('token=ama&amp;x=1', 'token=kofi&amp;x=1'));
    expect(kofi.text).toBe(ama.text.replace('token=ama&x=1', 'token=kofi&x=1'));
  });
});

describe('sending a post', () => {
  test('its summary: the title, the hero, the excerpt and a prominent link to the post', async () => {
    const email = await render({ ...markdown(''), source: 'post', postId: POST.id, postContent: 'summary' }, POST);
    const document = parse(email.html);
    expect(document.querySelector('h1')!.textContent).toBe(POST.title);
    const hero = document.querySelector('img')!;
    expect(hero.getAttribute('src')).toBe('https://site.example/email/post-hero.jpg');
    expect(hero.getAttribute('alt')).toBe('');
    expect(document.querySelector('strong')!.textContent).toBe('before');
    expect(document.body.textContent).not.toContain('Lands Commission');
    const read = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Read it on our site')!;
    expect(read.getAttribute('href')).toBe(`https://site.example/blog/land-in-accra?${UTM}`);
    expect(email.subject).toBe('News');
    expect(email.text).toContain(
      `Buying land in Accra\n====================\n\nWhat to check before you pay.\n\nRead it on our site: https://site.example/blog/land-in-accra?${UTM}`,
    );
  });

  test('its article: the whole body through the same pipeline, then the link to the post', async () => {
    const email = await render({ ...markdown(''), source: 'post', postId: POST.id, postContent: 'article' }, POST);
    const document = parse(email.html);
    expect(document.querySelector('h2')!.textContent).toBe('The search');
    expect([...document.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['a surveyor', 'a lawyer']);
    expect(document.body.textContent).not.toContain('What to check');
    expect(hrefs(document)).toContain(`https://site.example/blog/land-in-accra?${UTM}`);
    expect(email.text).toContain(
      'The search\n==========\n\nAsk the Lands Commission first.\n\n- a surveyor\n- a lawyer',
    );
  });

  test('a post that is not there is a clear error', async () => {
    await expect(render({ ...markdown(''), source: 'post', postId: 'gone', postContent: 'article' })).rejects.toThrow(
      "the post 'gone' was not found",
    );
  });
});
