import { readdirSync, readFileSync } from 'node:fs';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { blogPostFrontMatterSchema, postIdOf, readTimeOf } from '../../domain/blog-post';
import { parsePostFile } from './blog.service';

const POSTS_DIR = new URL('../../../posts/', import.meta.url);
const files = readdirSync(POSTS_DIR).filter((name) => name.endsWith('.md') && !name.startsWith('.'));

/**
 * A post as the pages read it: the glob loader's markdown entry (astro/dist/vite-plugin-markdown's
 * content-entry-type: parseFrontmatter with 'empty-with-spaces', body trimmed), the id from
 * content.config's generateId, the collection's schema, and the read time as blog-posts.ts computes it.
 */
function readAsTheSiteDoes(fileName: string, source: string) {
  const parsed = parseFrontmatter(source, { frontmatter: 'empty-with-spaces' });
  const body = parsed.content.trim();
  const data = blogPostFrontMatterSchema.parse(parsed.frontmatter);
  return { id: postIdOf(fileName), data, readTime: data.readTime ?? readTimeOf(body), body };
}

describe('the API and the pages read every post alike', () => {
  it('has posts to compare', () => expect(files.length).toBeGreaterThanOrEqual(10));

  it.each(files)('posts/%s: same id, front matter, read time and body', (fileName) => {
    const source = readFileSync(new URL(fileName, POSTS_DIR), 'utf8');
    const site = readAsTheSiteDoes(fileName, source);
    const { id, content, readTime, publishedAt, ...frontMatter } = parsePostFile(fileName, source);
    expect({ id, body: content, readTime }).toEqual({ id: site.id, body: site.body, readTime: site.readTime });
    const { publishedAt: sitePublishedAt, readTime: _given, ...siteFrontMatter } = site.data;
    expect(frontMatter).toEqual(siteFrontMatter);
    expect(new Date(publishedAt).getTime()).toBe(sitePublishedAt.getTime());
  });
});
