import { describe, expect, it } from 'vitest';
import { matchesBlogFilter } from './blog-filter';

describe('matchesBlogFilter', () => {
  const post = {
    title: 'Renting in Accra',
    excerpt: 'Deposits explained',
    content: 'Ask for a *receipt*.',
    category: 'Renting',
  };

  it('matches a case-insensitive substring of title, excerpt or content', () => {
    for (const search of ['ACCRA', 'deposits', 'receipt', '  rent  ', '']) {
      expect(matchesBlogFilter(post, { search, category: '' })).toBe(true);
    }
    expect(matchesBlogFilter(post, { search: 'kumasi', category: '' })).toBe(false);
  });

  it('matches the exact category unless it is empty or all', () => {
    expect(matchesBlogFilter(post, { search: '', category: 'all' })).toBe(true);
    expect(matchesBlogFilter(post, { search: '', category: 'Renting' })).toBe(true);
    expect(matchesBlogFilter(post, { search: '', category: 'renting' })).toBe(false);
    expect(matchesBlogFilter(post, { search: 'accra', category: 'Investment' })).toBe(false);
  });
});
