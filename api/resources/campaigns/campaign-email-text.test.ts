import { describe, expect, test } from 'vitest';
import { prepareCampaignEmail } from './campaign-email';

async function text(bodyMarkdown: string): Promise<string> {
  const make = await prepareCampaignEmail(
    { subject: 'News', preheader: '', source: 'markdown', bodyMarkdown, postId: null, postContent: 'summary' },
    { siteUrl: 'https://site.example', post: undefined, campaignKey: 'campaign-3' },
  );
  const whole = make('https://site.example/unsubscribe?token=t').text;
  return whole.slice(0, whole.indexOf('\n\n---\n'));
}

describe("a campaign email's plain-text part", () => {
  test('headings are underlined and paragraphs are one line each, apart by a blank line', async () => {
    expect(await text('# Prices **this** week\n\nRents rose\nin East Legon.\n\n### Why\n\nDemand.')).toBe(
      'Prices this week\n================\n\nRents rose in East Legon.\n\nWhy\n---\n\nDemand.',
    );
  });

  test('list items start with "- ", ordered ones with their number, nested ones indented', async () => {
    expect(await text('- a surveyor\n- a lawyer\n  - for the search\n\n3. third\n4. fourth')).toBe(
      '- a surveyor\n- a lawyer\n  - for the search\n\n3. third\n4. fourth',
    );
  });

  test('links read "text (url)"; an address shown as its own text is written once', async () => {
    expect(
      await text(
        'Read [our guide](/blog/land), see https://example.com/x, write to [us](mailto:info@example.com) or info@example.com.',
      ),
    ).toBe(
      'Read our guide (https://site.example/blog/land?utm_source=newsletter&utm_medium=email&utm_campaign=campaign-3), ' +
        'see https://example.com/x, write to us (info@example.com) or info@example.com.',
    );
  });

  test('images are their alt text; quotes, code, tables, task lists and footnotes stay readable', async () => {
    expect(
      await text(
        [
          '![A plot in Tema](/plot.jpg)',
          '> Check the title.\n> Then pay.',
          '```\nconst price = 1;\n  indented();\n```',
          '| Area | Rent |\n|---|--:|\n| Osu | 2,000 |',
          '- [x] search\n- [ ] survey',
          'A claim[^1].\n\n[^1]: The source.',
        ].join('\n\n'),
      ),
    ).toBe(
      [
        'A plot in Tema',
        '> Check the title. Then pay.',
        'const price = 1;\n  indented();',
        'Area | Rent\nOsu | 2,000',
        '- ☑ search\n- ☐ survey',
        'A claim[1].',
        'Footnotes\n=========',
        '1. The source.',
      ].join('\n\n'),
    );
  });
});
