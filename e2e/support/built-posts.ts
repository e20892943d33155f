import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogSearchEntry } from '../../site/islands/blog/search-entry';
import { DIST_DIR } from './page-assets';

/** The posts as built, newest first: the blog tests follow whatever posts exist rather than fixing their texts. */
export const BUILT_POSTS: BlogSearchEntry[] = JSON.parse(
  readFileSync(path.join(DIST_DIR, 'blog/search-index.json'), 'utf8'),
);
