import { IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ACTIVITY_ACTION_GROUPS, ACTIVITY_ACTIONS } from '#contract/activity/activity-api';
import { ADMIN_ACCOUNT_RULES } from '#contract/admin-users/admin-users-api';
import { IsPageCursor, IsPageLimit } from '../../platform/validation/page-query';
import { IsQueryText } from '../../platform/validation/query-text';
import { HasNoControlCharacters } from '../../platform/validation/validators';
import { IsDateBound, IsNotBeforeFrom } from '../../platform/validation/time-bounds';

const given = (field: keyof ActivityFiltersDto) => (dto: ActivityFiltersDto) => dto[field] !== undefined;

/** The Activity list's and export's filters (activity-api.ts). Rules run bottom-up. */
export class ActivityFiltersDto {
  @IsIn([...ACTIVITY_ACTIONS, ...ACTIVITY_ACTION_GROUPS], { message: 'Choose an action from the list.' })
  @ValidateIf(given('action'))
  @IsQueryText()
  action: string | undefined = undefined;

  @HasNoControlCharacters()
  @MaxLength(ADMIN_ACCOUNT_RULES.usernameMaxLength, {
    message: `A name is at most ${ADMIN_ACCOUNT_RULES.usernameMaxLength} characters.`,
  })
  @IsString({ message: 'Please enter a name.' })
  @ValidateIf(given('actor'))
  @IsQueryText()
  actor: string | undefined = undefined;

  @IsDateBound('from')
  @ValidateIf(given('from'))
  @IsQueryText()
  from: string | undefined = undefined;

  @IsNotBeforeFrom()
  @IsDateBound('to')
  @ValidateIf(given('to'))
  @IsQueryText()
  to: string | undefined = undefined;
}

/** GET /api/admin/activity: the filters and a page. */
export class ActivityQueryDto extends ActivityFiltersDto {
  @IsPageLimit() limit: string | undefined = undefined;
  @IsPageCursor() cursor: string | undefined = undefined;
}
