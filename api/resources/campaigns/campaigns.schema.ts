import { IsIn, IsISO8601, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_SOURCES,
  type CampaignInput,
  type CampaignSource,
  POST_CONTENTS,
  type PostContent,
} from '#contract/campaigns/campaigns-api';
import { POST_ID_PATTERN } from '#contract/blog/blog-post';
import { IsPageCursor, IsPageLimit } from '../../platform/validation/page-query';
import { FitsColumn, IsFilled, IsFilledWhen, IsOneLine } from '../../platform/validation/validators';

const CHOOSE_A_POST = 'Please choose one of the blog posts.';

/** A post's id when the email sends a post (whether that post exists is the service's to say); null otherwise. */
const IsPostChoice = () =>
  ValidateBy(
    {
      name: 'isPostChoice',
      validator: {
        validate: (value, args) =>
          (args?.object as CampaignInputDto).source !== 'post'
            ? value === null || value === undefined
            : typeof value === 'string' && value.length <= 100 && POST_ID_PATTERN.test(value),
      },
    },
    { message: CHOOSE_A_POST },
  );

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

/** POST and PUT /api/campaigns, and POST /api/campaigns/preview. */
export class CampaignInputDto implements CampaignInput {
  @IsOneLine('Please keep the subject on one line.')
  @FitsColumn(
    CAMPAIGN_LIMITS.subjectMaxLength,
    `Please keep the subject under ${CAMPAIGN_LIMITS.subjectMaxLength + 1} characters.`,
  )
  @IsFilled('Please give the email a subject.')
  @IsString({ message: 'Please give the subject as text.' })
  subject = '';

  @IsOneLine('Please keep the preheader on one line.')
  @FitsColumn(
    CAMPAIGN_LIMITS.preheaderMaxLength,
    `Please keep the preheader under ${CAMPAIGN_LIMITS.preheaderMaxLength + 1} characters.`,
  )
  @IsString({ message: 'Please give the preheader as text.' })
  preheader = '';

  @IsIn(CAMPAIGN_SOURCES, { message: 'Please choose markdown (write an email) or post (send a post).' })
  source: CampaignSource = 'markdown';

  @MaxLength(CAMPAIGN_LIMITS.bodyMaxLength, {
    message: `Please keep the body under ${CAMPAIGN_LIMITS.bodyMaxLength + 1} characters.`,
  })
  @IsFilledWhen((dto: CampaignInputDto) => dto.source === 'markdown', 'Please write the email.')
  @IsString({ message: 'Please give the body as text.' })
  bodyMarkdown = '';

  @IsPostChoice()
  postId: string | null = null;

  @IsIn(POST_CONTENTS, { message: 'Please choose summary or article.' })
  postContent: PostContent = 'summary';
}

/** POST /api/campaigns/{id}/send: `at` schedules it; without, it starts now. */
export class SendCampaignDto {
  @IsISO8601({ strict: true }, { message: 'Please give the time as a date and time, like 2026-12-01T09:00:00Z.' })
  @IsString({ message: 'Please give the time as text.' })
  @ValidateIf((dto: SendCampaignDto) => dto.at !== undefined)
  at: string | undefined = undefined;
}

/** GET /api/campaigns: a page, newest first. */
export class CampaignListQueryDto {
  @IsPageLimit() limit: string | undefined = undefined;
  @IsPageCursor() cursor: string | undefined = undefined;
}
