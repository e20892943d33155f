import { describe, expect, it } from 'vitest';
import { mailtoUrl } from './mailto-url';

describe('mailtoUrl', () => {
  it('leaves a plain address as it is', () => {
    expect(mailtoUrl('ama.mensah+homes@example.com')).toBe('mailto:ama.mensah%2Bhomes@example.com');
  });

  it('cannot add headers: ? & = in the visitor text are encoded', () => {
    const url = new URL(mailtoUrl('x?cc=a@evil.com'));
    expect(url.href).toBe('mailto:x%3Fcc%3Da@evil.com');
    expect(url.search).toBe('');
    expect(mailtoUrl('a&body=hi@example.com')).toBe('mailto:a%26body%3Dhi@example.com');
  });
});
