import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { classesForStyle } from './shiki-classes';

const STYLESHEET = readFileSync(new URL('../styles/code-colours.css', import.meta.url), 'utf8');
const styledClasses = new Set([...STYLESHEET.matchAll(/\.([a-z0-9-]+)/g)].map((match) => match[1]));

/** Code in the languages the posts and editors are likely to use, touching every kind of token. */
const SAMPLES: Record<string, string> = {
  ts: '// note\nexport async function price(area: string, rate = 1.5): Promise<number> {\n  return `${area}`.length * rate; /* x */\n}',
  js: 'const re = /a+b/g; if (x === null) { console.log("s", 42, true); }',
  json: '{ "area": "East Legon", "price": 1200, "ok": true, "none": null }',
  bash: 'curl -s "https://example.com/api?q=1" | grep -i accra > out.txt && echo $HOME',
  yaml: 'title: "Renting"\ntags: [rent, accra]\nfeatured: true # note',
  diff: '+ added line\n- removed line\n  same',
  md: '# Title\n\n[link](https://example.com) **bold** _italic_',
  html: '<a href="/x" class="y">t</a>',
  css: '.x { color: red; margin: 0 auto; }',
  python: 'def f(x: int) -> str:\n    return f"{x}"  # note',
};

describe('Shiki colours as classes', () => {
  it('maps the css-variables theme declarations to classes and drops what the stylesheet already covers', () => {
    expect(
      classesForStyle(
        'background-color:var(--astro-code-background);color:var(--astro-code-foreground); overflow-x: auto;',
      ),
    ).toEqual(['code-foreground']);
    expect(classesForStyle('color:var(--astro-code-token-keyword)')).toEqual(['code-token-keyword']);
    expect(classesForStyle('user-select: none;')).toEqual(['code-no-select']);
  });

  it('fails loudly on a declaration it has no class for', () => {
    expect(() => classesForStyle('color:#ff0000')).toThrow('Shiki wrote the style "color:#ff0000"');
    expect(() => classesForStyle('background:url(x)')).toThrow('no class');
  });

  it.each(Object.entries(SAMPLES))(
    'every class a %s block gets is styled by code-colours.css, and no style is left',
    async (lang, code) => {
      const html = await renderMarkdown(`\`\`\`${lang}\n${code}\n\`\`\``);
      expect(html).not.toMatch(/\sstyle=/);
      const used = [...html.matchAll(/class="([^"]*)"/g)]
        .flatMap((match) => match[1].split(/\s+/))
        .filter((name) => name.startsWith('code-'));
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((name) => !styledClasses.has(name))).toEqual([]);
    },
  );
});
