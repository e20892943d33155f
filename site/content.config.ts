import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogPostFrontMatterSchema } from '../api/domain/blog-post';

/** `posts/<id>.md`, checked by the one post schema the API uses too. */
const posts = defineCollection({
  loader: glob({ pattern: '*.md', base: './posts' }),
  schema: blogPostFrontMatterSchema,
});

export const collections = { posts };
