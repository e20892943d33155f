import { Transform } from 'class-transformer';
import { Allow, IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { SUBSCRIBER_STATES, type SubscriberState } from '#contract/newsletter/subscriber-states';
import { MAX_LENGTH } from '#contract/leads/join-form';
import { IsPageCursor, IsPageLimit } from '../../platform/validation/page-query';
import { IsQueryText } from '../../platform/validation/query-text';
import {
  FitsWhenLowercased,
  HasNoControlCharacters,
  IsEmailFormat,
  IsFilled,
} from '../../platform/validation/validators';

/** Rules run bottom-up; only a field's first failure is reported, so the type check sits lowest. */
export class NewsletterSignupDto {
  @FitsWhenLowercased(MAX_LENGTH.email, 'Please enter a shorter email address.')
  @IsFilled('Please enter your email address.')
  @IsEmailFormat('Please enter a valid email address, like name@example.com.')
  @HasNoControlCharacters()
  @MaxLength(MAX_LENGTH.email, { message: `Please keep this under ${MAX_LENGTH.email} characters.` })
  @IsString({ message: 'Please enter text.' })
  email = '';

  /** The honeypot (HONEYPOT_FIELD), never validated so no message points a bot at it. */
  @Allow() website: unknown = '';
}

/** GET /api/newsletters and its export: a search of the address, a state (any without), and a page. */
export class NewsletterListQueryDto {
  @HasNoControlCharacters()
  @MaxLength(200, { message: 'Please search for at most 200 characters.' })
  @IsString({ message: 'Please enter text.' })
  @ValidateIf((dto: NewsletterListQueryDto) => dto.search !== undefined)
  @IsQueryText()
  search: string | undefined = undefined;

  @IsIn(SUBSCRIBER_STATES, { message: `Please choose one of: ${SUBSCRIBER_STATES.join(', ')}.` })
  @ValidateIf((dto: NewsletterListQueryDto) => dto.state !== undefined)
  @IsQueryText()
  state: SubscriberState | undefined = undefined;

  @IsPageLimit() limit: string | undefined = undefined;
  @IsPageCursor() cursor: string | undefined = undefined;
}

/**
 * GET /newsletter/confirm?token= and POST /unsubscribe?token=: the signed token of an email's link, exactly as
 * given. Never refused here: a missing, repeated (`?token=a&token=b`) or bracketed one is no token, and the
 * service answers the page saying the link is not valid.
 */
export class NewsletterLinkQueryDto {
  @Transform(({ value }) => (typeof value === 'string' ? value : undefined))
  @Allow()
  token: string | undefined = undefined;
}
