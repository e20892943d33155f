import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogPostFrontMatterSchema, postIdOf } from '#contract/blog/blog-post';

/**
 * `posts/<id>.md`, checked by the one post schema the API uses too. The id is the file name, never a
 * `slug` field or a slugified guess, so the page URL and the API id cannot differ; a bad name fails the build.
 */
const posts = defineCollection({
  // .mdx is matched only to be refused by postIdOf with a clear build error (the MDX integration would render it).
  loader: glob({ pattern: '*.{md,mdx}', base: './posts', generateId: ({ entry }) => postIdOf(entry) }),
  schema: blogPostFrontMatterSchema,
});

export const collections = { posts };
