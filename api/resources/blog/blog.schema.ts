import { IsString, MaxLength } from 'class-validator';
import { BLOG_LIMITS } from '#contract/blog/blog-limits';
import { IsQueryText } from '../../platform/validation/query-text';
import { HasNoControlCharacters } from '../../platform/validation/validators';

/** GET /api/blog/posts?search=&category=, the blog page's own filter (domain/blog-filter.ts). */
export class BlogPostsQueryDto {
  @HasNoControlCharacters()
  @MaxLength(BLOG_LIMITS.search, { message: `Please keep the search under ${BLOG_LIMITS.search} characters.` })
  @IsString()
  @IsQueryText()
  search = '';

  @HasNoControlCharacters()
  @MaxLength(BLOG_LIMITS.category, { message: 'There is no category that long.' })
  @IsString()
  @IsQueryText()
  category = '';
}
