import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import { BlogPostsQueryDto } from './blog.schema';
import { HttpError } from '../../platform/errors';

/** Posts change only with a deploy: a short shared lifetime, then a cheap revalidation by ETag. */
const CACHE_CONTROL = 'public, max-age=300';

/** Distinct filters whose answers are kept; searches are free text, so the cache must not grow without end. */
const MAX_CACHED_ANSWERS = 500;

interface Answer {
  json: string;
  etag: string;
}

function answerOf(body: unknown): Answer {
  const json = JSON.stringify(body);
  return { json, etag: createHash('sha256').update(json).digest('base64url').slice(0, 27) };
}

/**
 * Posts do not change while the server runs: each distinct answer is serialized and hashed once. Keys
 * are normalized as the filter reads them (trimmed, lower-cased search; '' and 'all' alike).
 */
function answerCache() {
  const answers = new Map<string, Answer>();
  return (key: string, build: () => unknown): Answer => {
    let answer = answers.get(key);
    if (!answer) {
      answer = answerOf(build());
      if (answers.size >= MAX_CACHED_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** Answers the JSON with its strong ETag; 304 when the client already holds it. */
function sendCacheable(ctx: Context, { json, etag }: Answer): void {
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.etag = etag;
  ctx.type = 'application/json';
  ctx.status = 200;
  // Koa's `fresh` compares If-None-Match with the ETag just set (GET and HEAD only).
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = json;
}

/** GET /api/blog/posts and GET /api/blog/posts/:id, from the posts loaded at start. */
export function blogRoutes(): Router {
  const routes = new DeclaredRoutes();
  const cached = answerCache();

  routes.get('/api/blog/posts', 'public', { query: BlogPostsQueryDto }, async (ctx, { query }) => {
    const { search, category } = query;
    const key = `list\n${category === 'all' ? '' : category}\n${search.trim().toLowerCase()}`;
    sendCacheable(
      ctx,
      cached(key, () => ctx.services.blog.list({ search, category })),
    );
  });

  routes.get('/api/blog/posts/:id', 'public', (ctx) => {
    const post = ctx.services.blog.get(ctx.params.id);
    if (!post) throw new HttpError(404, 'not_found', 'There is no article with this id.');
    sendCacheable(
      ctx,
      cached(`post\n${post.id}`, () => post),
    );
  });

  return routes.router;
}
