import { IsPageCursor, IsPageLimit } from '../../platform/validation/page-query';

/** GET /api/leads/callable-now: a page of the list. */
export class CallableNowQueryDto {
  @IsPageLimit() limit: string | undefined = undefined;
  @IsPageCursor() cursor: string | undefined = undefined;
}
