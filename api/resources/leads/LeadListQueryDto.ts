import { IsIn, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { DateTime } from 'luxon';
import { LEAD_TYPES, type LeadType } from '../../domain/join-options';
import { CONTACT_STATUSES, LEAD_STATUSES, type ContactStatus, type LeadStatus } from '../../domain/lead-status';
import type { LeadFilters } from './admin-leads.service';
import { HasNoControlCharacters } from '../../validation/validators';
import { STAFF_ZONE } from '../../domain/staff-zone';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// An instant must say which one it is: a date, a time and Z or an offset.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A `from` or `to` filter: a day ('2026-06-05', a whole day in Africa/Accra, where staff work) or
 * an exact instant ('2026-06-05T14:30:00Z', '…+01:00'). Both ends are inclusive.
 */
function parseBound(value: string | undefined, end: 'from' | 'to'): DateTime | undefined {
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

function IsDateBound(end: 'from' | 'to'): PropertyDecorator {
  return ValidateBy({ name: 'isDateBound', validator: { validate: (value: unknown) => typeof value === 'string' && parseBound(value, end) !== undefined } }, { message: DATE_MESSAGE });
}

function IsNotBeforeFrom(): PropertyDecorator {
  const validate = (value: unknown, args?: ValidationArguments) => {
    const dto = args?.object as LeadListQueryDto;
    const [from, to] = [parseBound(dto.from, 'from'), parseBound(value as string, 'to')];
    return !from || !to || from <= to;
  };
  return ValidateBy({ name: 'isNotBeforeFrom', validator: { validate } }, { message: 'The end date is before the start date.' });
}

const isGiven = (field: keyof LeadListQueryDto) => (dto: LeadListQueryDto) => dto[field] !== undefined;

/** The filters of GET /api/leads (SPEC 7): every one optional, empty ones ignored. Rules run bottom-up. */
export class LeadListQueryDto {
  @IsIn(LEAD_TYPES, { message: `Choose one of: ${LEAD_TYPES.join(', ')}.` })
  @ValidateIf(isGiven('type'))
  type: LeadType | undefined = undefined;

  @IsIn(CONTACT_STATUSES, { message: `Choose one of: ${CONTACT_STATUSES.join(', ')}.` })
  @ValidateIf(isGiven('contactStatus'))
  contactStatus: ContactStatus | undefined = undefined;

  @IsIn(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}.` })
  @ValidateIf(isGiven('leadStatus'))
  leadStatus: LeadStatus | undefined = undefined;

  @HasNoControlCharacters()
  @MaxLength(200, { message: 'Please search for at most 200 characters.' })
  @IsString({ message: 'Please enter text.' })
  @ValidateIf(isGiven('search'))
  search: string | undefined = undefined;

  @IsDateBound('from')
  @ValidateIf(isGiven('from'))
  from: string | undefined = undefined;

  @IsNotBeforeFrom()
  @IsDateBound('to')
  @ValidateIf(isGiven('to'))
  to: string | undefined = undefined;

  /** The checked filters as the service takes them. */
  toFilters(): LeadFilters {
    return {
      type: this.type,
      contactStatus: this.contactStatus,
      leadStatus: this.leadStatus,
      search: this.search,
      from: parseBound(this.from, 'from')?.toJSDate(),
      to: parseBound(this.to, 'to')?.toJSDate(),
    };
  }
}
