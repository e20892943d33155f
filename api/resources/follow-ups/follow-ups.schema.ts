import { IsIn, ValidateIf } from 'class-validator';
import { FOLLOW_UP_SCOPES, type FollowUpScope } from '#contract/follow-ups/follow-up-api';
import { IsQueryText } from '../../platform/validation/query-text';

/** GET /api/admin/follow-ups?scope=mine|everyone; mine when left out. */
export class FollowUpsQueryDto {
  @IsIn(FOLLOW_UP_SCOPES, { message: `Choose one of: ${FOLLOW_UP_SCOPES.join(', ')}.` })
  @ValidateIf((dto: FollowUpsQueryDto) => dto.scope !== undefined)
  @IsQueryText()
  scope: FollowUpScope | undefined = undefined;
}
