import { ArrayMaxSize, IsArray, IsBoolean, IsIn, Matches, ValidateIf } from 'class-validator';
import { TIME_OF_DAY, type Weekday, WORKING_PERIODS_MAX, type WorkingPeriod } from '#contract/routing/working-hours';
import type { Availability } from '#contract/routing/routing-api';
import { NestedList } from '../../platform/validation/nested-list';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

/** One period of work (WorkingPeriod), Accra time: an end at or before the start runs past midnight. */
export class WorkingPeriodDto implements WorkingPeriod {
  @IsIn(WEEKDAYS, { message: 'Please give the day as 1 (Monday) to 7 (Sunday).' })
  day = 0 as Weekday;

  @Matches(TIME_OF_DAY, { message: 'Please give the start like 08:30 (Accra time).' })
  start = '';

  @Matches(TIME_OF_DAY, { message: 'Please give the end like 17:00 (Accra time).' })
  end = '';
}

/** PUT /api/account/availability and PUT /api/admin/users/{id}/availability (Availability): both fields required. */
export class AvailabilityDto implements Availability {
  @NestedList(() => WorkingPeriodDto, 'Please give each period as an object with day, start and end.')
  @ArrayMaxSize(WORKING_PERIODS_MAX, { message: `Please keep to ${WORKING_PERIODS_MAX} periods a week.` })
  @IsArray({ message: 'Please give the working hours as a list of periods, or null for always.' })
  @ValidateIf((input: AvailabilityDto) => input.workingHours !== null)
  workingHours = undefined as unknown as WorkingPeriod[] | null;

  @IsBoolean({ message: 'Please answer true (away) or false.' })
  away = undefined as unknown as boolean;
}
