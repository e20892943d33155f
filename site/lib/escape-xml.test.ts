import { describe, expect, it } from 'vitest';
import { escapeXml } from './escape-xml';

describe('escapeXml', () => {
  it('escapes the five XML specials and leaves other text alone', () => {
    expect(escapeXml(`Ama & "Kofi" <b>'s</b> café`)).toBe('Ama &amp; &quot;Kofi&quot; &lt;b&gt;&apos;s&lt;/b&gt; café');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});
