import { describe, expect, it } from 'vitest';
import { fillPageText } from './fill-page-text';

describe('fillPageText', () => {
  const page = '<p><strong class="break-all" data-fill="address">Your address</strong> is off the list.</p>';

  it('replaces the text of the marked element, escaped', () => {
    expect(fillPageText(page, { address: 'ama@example.com' })).toBe(
      '<p><strong class="break-all" data-fill="address">ama@example.com</strong> is off the list.</p>',
    );
    expect(fillPageText(page, { address: '"<b>&x@example.com' })).toBe(
      '<p><strong class="break-all" data-fill="address">&quot;&lt;b&gt;&amp;x@example.com</strong> is off the list.</p>',
    );
  });

  it('leaves an element without a value, and the rest of the page, as built', () => {
    expect(fillPageText(page, {})).toBe(page);
    expect(fillPageText(page, { other: 'x' })).toBe(page);
  });
});
