import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { HEADING_ID_PREFIX, renderExcerpt, renderMarkdown } from './markdown';
import { unsafeMarkup } from './markdown-safety';

const window = new Window();

async function render(markdown: string, renderer = renderMarkdown): Promise<Element> {
  const container = window.document.createElement('div');
  container.innerHTML = await renderer(markdown);
  return container as unknown as Element;
}

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const HTML_B64 = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';

/** Known payloads, as raw HTML inside markdown and in every markdown form that carries an address. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src="x" onerror="&#97;lert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  `<embed src="${HTML_B64}">`,
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<xss onpointerenter=alert(1)>hover</xss>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  'Inline <span onclick="alert(1)">html</span> in a paragraph',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[x](&#x6A;avascript&#x3A;alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](java&#x09;script:alert(1))',
  '[x](&#x20;javascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](VBScript:msgbox(1))',
  `[x](${HTML_B64})`,
  '[x](data:text/html,%3Cscript%3Ealert(1)%3C/script%3E)',
  '[x](file:///etc/passwd)',
  '[x](https://ok.example "onmouseover=alert(1)")',
  '[x](https://ok.example"onmouseover="alert(1))',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  `![x](${PNG})`,
  '![x](https://ok.example/a.png"onerror="alert(1))',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '<data:text/html,alert(1)>',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[ref]\n\n[ref]: vbscript:msgbox(1)',
  '![x][img]\n\n[img]: data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  'A note[^x]\n\n[^x]: <img src=x onerror=alert(1)> and [y](javascript:alert(1))',
  '| a |\n|---|\n| <script>alert(1)</script> [x](javascript:alert(1)) |',
  '```js" onmouseover="alert(1)\nconst a = 1;\n```',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '> <iframe src="https://evil.example"></iframe>\n> [x](javascript:alert(1))',
  '- <script>alert(1)</script>\n- [ ] task <img src=x onerror=alert(1)>',
];

describe('the markdown pipeline against known XSS payloads', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_CORPUS)('renders %j without an executable element, attribute or address', async (payload) => {
    const html = await renderMarkdown(payload);
    const container = window.document.createElement('div');
    container.innerHTML = html;
    expect(unsafeMarkup(container as unknown as Element), html).toEqual([]);
    // Independent of the DOM parser: no such tag is written at all (escaped text reads '&#x3C;script').
    expect(html).not.toMatch(/<\/?(script|iframe|svg|math|style|object|embed|form|meta|base|link|template)\b/i);
  });
});

describe('the markdown pipeline', () => {
  it('shows raw HTML as the text the author typed', async () => {
    const body = await render('Some <b>bold</b> words.\n\n<div class="x">\n<script>alert(1)</script>\n</div>');
    expect(body.querySelector('b, div, script')).toBeNull();
    expect(body.textContent).toContain('Some <b>bold</b> words.');
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.querySelectorAll('p')).toHaveLength(2);
  });

  it('blanks addresses outside http, https, irc, ircs, mailto, xmpp and relative forms, keeping the text', async () => {
    const body = await render(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) [d](file:///etc/passwd) ![e](ftp://x.example/e.png)',
    );
    const links = Array.from(body.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual(['a', 'b', 'c', 'd']);
    expect(links.every((link) => !link.hasAttribute('href'))).toBe(true);
    expect(body.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('keeps allowed and relative addresses as written', async () => {
    const addresses = [
      'https://a.example/x?y=1',
      'http://b.example',
      'mailto:hi@example.com',
      'irc://irc.example/c',
      'ircs://irc.example/c',
      'xmpp:me@example.com',
      '/join',
      '../about',
      'other-post',
      '#top',
      '?q=1',
    ];
    const body = await render(addresses.map((address, index) => `[l${index}](${address})`).join(' '));
    expect(Array.from(body.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual(addresses);
  });

  it('opens every link that leaves the page in a new tab with rel noopener noreferrer, and keeps in-page links in it', async () => {
    const body = await render(
      '[out](https://example.com) <https://auto.example> www.literal.example [in](/join) [mail](mailto:a@example.com) [top](#top)',
    );
    const [out, auto, literal, inSite, mail, inPage] = Array.from(body.querySelectorAll('a'));
    for (const link of [out, auto, literal, inSite, mail]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(inPage.hasAttribute('target')).toBe(false);
  });

  it('renders GitHub-flavoured tables', async () => {
    const body = await render('| Area | Price |\n|---|--:|\n| East Legon | GHS 1 |');
    expect(Array.from(body.querySelectorAll('th')).map((cell) => cell.textContent)).toEqual(['Area', 'Price']);
    expect(Array.from(body.querySelectorAll('tbody td')).map((cell) => cell.textContent)).toEqual([
      'East Legon',
      'GHS 1',
    ]);
  });

  it('renders footnotes whose links reach their targets both ways', async () => {
    const body = await render('A claim[^src].\n\n[^src]: Where it comes from.');
    const reference = body.querySelector('sup a')!;
    const note = body.querySelector(reference.getAttribute('href')!)!;
    expect(note.textContent).toContain('Where it comes from.');
    const back = note.querySelector('a[data-footnote-backref]')!;
    expect(body.querySelector(back.getAttribute('href')!)).toBe(reference);
    expect(reference.hasAttribute('target')).toBe(false);
  });

  it('keeps Shiki highlighting of code blocks as classes, with no style attribute, reachable by keyboard', async () => {
    const body = await render('```ts\nconst price = 1;\n```\n\n```diff\n+ added\n```');
    const pre = body.querySelector('pre.astro-code')!;
    expect(pre.getAttribute('tabindex')).toBe('0');
    expect(pre.querySelector('span.line span.code-token-keyword')?.textContent).toBe('const');
    expect(pre.textContent).toBe('const price = 1;');
    expect(body.querySelector('.code-no-select')?.textContent).toBe('+');
    expect(body.querySelector('[style]')).toBeNull();
  });

  it('renders headings, emphasis, lists, quotes and inline code', async () => {
    const body = await render('## Steps\n\n**Check** the *title*:\n\n1. one\n2. two\n\n> A quote\n\nUse `code`.');
    expect(body.querySelector('h2')?.textContent).toBe('Steps');
    expect(body.querySelector('strong')?.textContent).toBe('Check');
    expect(body.querySelector('em')?.textContent).toBe('title');
    expect(body.querySelectorAll('ol li')).toHaveLength(2);
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('A quote');
    expect(body.querySelector('code')?.textContent).toBe('code');
  });
});

describe('heading ids', () => {
  it("are prefixed, so a heading can never take one of the page's own ids; footnotes still work", async () => {
    const body = await render('## Main\n\n### Article title\n\n## Main\n\nA claim[^1].\n\n[^1]: Source.');
    expect(Array.from(body.querySelectorAll('h2, h3')).map((heading) => heading.id)).toEqual([
      `${HEADING_ID_PREFIX}main`,
      `${HEADING_ID_PREFIX}article-title`,
      `${HEADING_ID_PREFIX}main-1`,
      'footnote-label',
    ]);
    expect(body.querySelector(body.querySelector('sup a')!.getAttribute('href')!)?.textContent).toContain('Source.');
  });
});

describe('card excerpts', () => {
  it('keep inline markup and links, with the same protocol rules and new-tab links', async () => {
    const excerpt = await render(
      'What a **deposit** buys, *when*, `why`, ~~not~~ [more](https://a.example) [bad](javascript:alert(1)).',
      renderExcerpt,
    );
    expect(Array.from(excerpt.querySelectorAll('*')).map((element) => element.tagName.toLowerCase())).toEqual([
      'p',
      'strong',
      'em',
      'code',
      'del',
      'a',
      'a',
    ]);
    const [more, bad] = Array.from(excerpt.querySelectorAll('a'));
    expect(more.getAttribute('target')).toBe('_blank');
    expect(bad.hasAttribute('href')).toBe(false);
  });

  it('render block syntax as its text: no headings, lists, tables, quotes, code blocks, images or footnotes', async () => {
    const excerpt = await render(
      '## Heading\n\n- item\n\n| a | b |\n|---|---|\n| c | d |\n\n> quote\n\n```ts\nconst x = 1;\n```\n\n![alt](/x.png) note[^1]\n\n[^1]: Source.',
      renderExcerpt,
    );
    expect(
      excerpt.querySelector('h1, h2, h3, h4, h5, h6, ul, ol, li, table, blockquote, pre, img, section, sup, span'),
    ).toBeNull();
    for (const text of ['Heading', 'item', 'quote', 'const x = 1;']) expect(excerpt.textContent).toContain(text);
    expect(excerpt.textContent).not.toContain('Source.');
    for (const payload of XSS_CORPUS) expect(unsafeMarkup(await render(payload, renderExcerpt)), payload).toEqual([]);
  });
});
