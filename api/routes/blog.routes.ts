import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { BlogPostsQueryDto } from '../dto/BlogPostsQueryDto';
import { HttpError } from '../errors';
import { validateQuery } from '../middleware/validate-body';

/** Posts change only with a deploy: a short shared lifetime, then a cheap revalidation by ETag. */
const CACHE_CONTROL = 'public, max-age=300';

/** Answers `body` as JSON with a strong ETag of its bytes; 304 when the client already holds them. */
function sendCacheable(ctx: Context, body: unknown): void {
  const json = JSON.stringify(body);
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.etag = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  ctx.type = 'application/json';
  ctx.status = 200;
  // Koa's `fresh` compares If-None-Match with the ETag just set (GET and HEAD only).
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = json;
}

/** GET /api/blog/posts and GET /api/blog/posts/:id (SPEC 7), from the posts loaded at start. */
export function blogRoutes(): Router {
  const router = new Router();

  router.get('/api/blog/posts', validateQuery(BlogPostsQueryDto), (ctx) => {
    const { search, category } = ctx.state.input as BlogPostsQueryDto;
    sendCacheable(ctx, ctx.services.blog.list({ search, category }));
  });

  router.get('/api/blog/posts/:id', (ctx) => {
    const post = ctx.services.blog.get(ctx.params.id);
    if (!post) throw new HttpError(404, 'not_found', 'There is no article with this id.');
    sendCacheable(ctx, post);
  });

  return router;
}
