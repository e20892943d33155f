/** The blog's posts, read from posts/*.md, and their API. */
export { blogRoutes } from './blog.routes';
export { BadPostError, BlogService, loadBlogPosts } from './blog.service';
