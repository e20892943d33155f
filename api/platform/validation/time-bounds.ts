import { ValidateBy, type ValidationArguments } from 'class-validator';
import { DateTime } from 'luxon';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// An instant must say which one it is: a date, a time and Z or an offset.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A `from` or `to` filter: a day ('2026-06-05', a whole day in Africa/Accra, where staff work) or
 * an exact instant ('2026-06-05T14:30:00Z', '…+01:00'). Both ends are inclusive.
 */
export function parseTimeBound(value: string | undefined, end: 'from' | 'to'): DateTime | undefined {
  if (value === undefined) return undefined;
  if (DATE_ONLY.test(value)) {
    const day = DateTime.fromISO(value, { zone: STAFF_ZONE });
    if (!day.isValid) return undefined;
    return end === 'from' ? day.startOf('day') : day.endOf('day');
  }
  if (!INSTANT.test(value)) return undefined;
  const instant = DateTime.fromISO(value, { setZone: true });
  return instant.isValid ? instant : undefined;
}

const DATE_MESSAGE = 'Use a date like 2026-06-05 (a day in Accra time) or an instant like 2026-06-05T14:30:00Z.';

/** A `from` or `to` filter that parseTimeBound reads. */
export function IsDateBound(end: 'from' | 'to'): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateBound',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseTimeBound(value, end) !== undefined,
      },
    },
    { message: DATE_MESSAGE },
  );
}

/** A `to` filter not before the same input's `from`. */
export function IsNotBeforeFrom(): PropertyDecorator {
  const validate = (value: unknown, args?: ValidationArguments) => {
    const dto = args?.object as { from?: string };
    const [from, to] = [parseTimeBound(dto.from, 'from'), parseTimeBound(value as string, 'to')];
    return !from || !to || from <= to;
  };
  return ValidateBy(
    { name: 'isNotBeforeFrom', validator: { validate } },
    { message: 'The end date is before the start date.' },
  );
}
