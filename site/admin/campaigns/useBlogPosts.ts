import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '#contract/blog/blog-post';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** GET /api/blog/posts: every post, newest first, which a campaign may send. */
export function useBlogPosts() {
  return useQuery({
    queryKey: QUERY_KEYS.blogPosts,
    queryFn: () => apiGet<BlogPost[]>('/api/blog/posts'),
  });
}
