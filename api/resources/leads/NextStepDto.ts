import { IsBoolean, IsString, Matches, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { DateTime } from 'luxon';
import { NEXT_STEP_TEXT_MAX, type NextStepInput } from '#contract/follow-ups/follow-up-api';
import { earliestNextStepDay } from '#contract/follow-ups/earliest-next-step-day';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { HasNoControlCharacters } from '../../platform/validation/validators';
import { PAST_DAY_PROBLEM } from './next-step-input';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_MESSAGE = 'Give the date like 2026-06-05.';

const isStaffDay = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && DateTime.fromISO(value, { zone: STAFF_ZONE }).isValid;

const stepOf = (args?: ValidationArguments) => args?.object as NextStepDto;
const hasTime = (step: NextStepDto) => typeof step.time === 'string' && step.time !== '';

/**
 * Days compare as text in ISO form; checked only once the day is known to be a real one. A day in the lead's zone
 * is checked against their today by the service, which knows the lead.
 */
const isTodayOrLater = (value: unknown, args?: ValidationArguments) =>
  stepOf(args).inLeadZone === true || (value as string) >= earliestNextStepDay();

/** Counted as staff see it: trimmed, in characters (an emoji is one). */
const fitsNextStep = (value: unknown) => [...(value as string).trim()].length <= NEXT_STEP_TEXT_MAX;

/**
 * A lead's next step as PATCH sends it (`nextStep`, NextStepInput): a day, optionally a time of day, in Accra time
 * or in the lead's (`inLeadZone`), and what to do. Rules run bottom-up, the fields in order: the first failure is
 * the one answered.
 */
export class NextStepDto implements NextStepInput {
  @ValidateBy({ name: 'isTodayOrLater', validator: { validate: isTodayOrLater } }, { message: PAST_DAY_PROBLEM })
  @ValidateBy({ name: 'isStaffDay', validator: { validate: isStaffDay } }, { message: DATE_MESSAGE })
  date: string;

  @Matches(TIME_OF_DAY, { message: 'Give the time like 18:30, or leave it out.' })
  @ValidateIf((step: NextStepDto) => step.time !== undefined && step.time !== '')
  time?: string;

  @HasNoControlCharacters('Please remove the unusual invisible characters from the next step.')
  @ValidateBy(
    { name: 'fitsNextStep', validator: { validate: fitsNextStep } },
    { message: `Please keep the next step under ${NEXT_STEP_TEXT_MAX} characters.` },
  )
  @IsString({ message: 'Say what the next step is, as text.' })
  text: string;

  @ValidateBy(
    { name: 'hasTimeInLeadZone', validator: { validate: (value, args) => value !== true || hasTime(stepOf(args)) } },
    { message: 'Give a time to set the step in their time: a day without a time is an Accra day.' },
  )
  @IsBoolean({ message: 'Say whether the time is the lead’s own with true or false.' })
  @ValidateIf((step: NextStepDto) => step.inLeadZone !== undefined)
  inLeadZone?: boolean;
}
