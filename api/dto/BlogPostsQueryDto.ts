import { IsString, MaxLength } from 'class-validator';
import { BLOG_LIMITS } from '../domain/blog-limits';
import { HasNoControlCharacters } from './validators';

/** GET /api/blog/posts?search=&category= (SPEC 5). A repeated parameter arrives as a list and is refused. */
export class BlogPostsQueryDto {
  @HasNoControlCharacters()
  @MaxLength(BLOG_LIMITS.search, { message: `Please keep the search under ${BLOG_LIMITS.search} characters.` })
  @IsString({ message: 'Give search once, as text.' })
  search = '';

  @HasNoControlCharacters()
  @MaxLength(BLOG_LIMITS.category, { message: 'There is no category that long.' })
  @IsString({ message: 'Give category once, as text.' })
  category = '';
}
