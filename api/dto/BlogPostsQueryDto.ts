import { IsString, MaxLength } from 'class-validator';
import { HasNoControlCharacters } from './validators';

/** GET /api/blog/posts?search=&category= (SPEC 5). A repeated parameter arrives as a list and is refused. */
export class BlogPostsQueryDto {
  @HasNoControlCharacters()
  @MaxLength(200, { message: 'Please keep the search under 200 characters.' })
  @IsString({ message: 'Give search once, as text.' })
  search = '';

  @HasNoControlCharacters()
  @MaxLength(60, { message: 'There is no category that long.' })
  @IsString({ message: 'Give category once, as text.' })
  category = '';
}
