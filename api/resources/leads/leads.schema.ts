import {
  Allow,
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { BULK_LEAD_ACTIONS, type BulkLeadActionName, type LeadStatusUpdate } from '#contract/leads/leads-api';
import { DIAL_CODES } from '#contract/leads/country-codes';
import { FIRST_TOUCH_MAX } from '#contract/leads/first-touch';
import { DEFAULT_COUNTRY_CODE, type JoinFormFields, MAX_LENGTH, NEWSLETTER_WANTED } from '#contract/leads/join-form';
import {
  BUDGET_RANGE_OPTIONS,
  BUYER_SERVICES,
  CURRENT_LOCATION_OPTIONS,
  DOCUMENTATION_OPTIONS,
  GHANA_REGION_OPTIONS,
  LEAD_TYPES,
  type LeadType,
  type Option,
  optionValues,
  PROPERTY_SUBTYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '#contract/leads/join-options';
import { CONTACT_STATUSES, type ContactStatus, LEAD_STATUSES, type LeadStatus } from '#contract/leads/lead-status';
import { LEAD_SORTS, type LeadSort } from '#contract/leads/lead-sort';
import { IsDateBound, IsNotBeforeFrom } from '../../platform/validation/time-bounds';
import { IsPageCursor, IsPageLimit } from '../../platform/validation/page-query';
import { NestedFilters } from '../../platform/validation/nested-filters';
import { NestedInput } from '../../platform/validation/nested-input';
import { IsQueryText } from '../../platform/validation/query-text';
import { IsOwnerFilter } from './owner-filter';
import { rowId } from '../../platform/validation/row-id';
import {
  FitsColumn,
  HasNoControlCharacters,
  IsEmailFormat,
  IsPhoneNumber,
  IsRequiredForLeadType,
} from '../../platform/validation/validators';
import { FirstTouchDto } from './FirstTouchDto';
import { MISSING_MESSAGES } from '#contract/leads/join-requirements';

/* The leads' input: the join form of each lead type (POST /api/buyers, /api/sellers, /api/renters),
   a status update (PATCH) and the list filters (GET /api/leads). */

const TEXT = 'Please enter text.';
const tooLong = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`;
const oneOf = (options: readonly Option[]) => ['', ...optionValues(options)];
const CHOOSE = 'Please choose one of the listed options.';

/** Free text a visitor may type: any printable text up to the cap, empty allowed. */
function FreeText(max: number = MAX_LENGTH.text): PropertyDecorator {
  return (target, key) => {
    HasNoControlCharacters()(target, key);
    FitsColumn(max, tooLong(max))(target, key);
    IsString({ message: TEXT })(target, key);
  };
}

/** A select: one of its option values, or empty when the visitor chose nothing. */
function Choice(values: readonly string[]): PropertyDecorator {
  return (target, key) => IsIn(values, { message: CHOOSE })(target, key);
}

/** A part the first touch does not have: refused, not dropped, so a client that names a part wrongly learns it. */
const unknownPart = (args: ValidationArguments) =>
  Object.keys(args.value as object).find((part) => !Object.hasOwn(FIRST_TOUCH_MAX, part));

/**
 * Where the visit began (FirstTouchDto), when given: an object of the known parts, refused with the reason as any
 * other field. Absent or null is none.
 */
function IsFirstTouch(): PropertyDecorator {
  return (target, key) => {
    ValidateIf((_, value) => value !== undefined && value !== null)(target, key);
    IsObject({ message: 'Send the first touch as an object.' })(target, key);
    ValidateBy(
      { name: 'hasOnlyFirstTouchParts', validator: { validate: (_, args) => unknownPart(args!) === undefined } },
      { message: (args) => `The first touch has no part named ${JSON.stringify(unknownPart(args)!.slice(0, 40))}.` },
    )(target, key);
    NestedInput(() => FirstTouchDto)(target, key);
  };
}

/** Required as the page requires it (REQUIRED_FIELDS), with the words the page shows beside the field. */
function Required(field: keyof typeof MISSING_MESSAGES): PropertyDecorator {
  return IsRequiredForLeadType(MISSING_MESSAGES[field]!);
}

/**
 * The join form a buyer, seller or renter sends: every field of the page, so nothing a
 * visitor typed is dropped. Unset fields default to ''. Each subclass names its lead type, which
 * decides the required fields (REQUIRED_FIELDS: each only while the form shows it).
 *
 * Decorators run bottom-up, and only the first failing rule of a field is reported: the type and
 * length check sits lowest so a wrong type is named as such.
 */
export abstract class JoinFormDto implements JoinFormFields {
  static readonly leadType: LeadType;

  @Required('name')
  @FreeText(MAX_LENGTH.name)
  name = '';

  @Required('email')
  @IsEmailFormat('Please enter a valid email address, like name@example.com.')
  @FreeText(MAX_LENGTH.email)
  email = '';

  @Required('phone')
  @IsPhoneNumber()
  @FreeText(40)
  phone = '';

  @IsIn(DIAL_CODES, { message: 'Please choose a country code from the list.' })
  countryCode = DEFAULT_COUNTRY_CODE;

  @FreeText() details = '';

  @Required('propertyType') @Choice(oneOf(PROPERTY_TYPE_OPTIONS)) propertyType = '';
  @Required('propertySubtype') @Choice(oneOf(PROPERTY_SUBTYPE_OPTIONS)) propertySubtype = '';
  @Required('commercialType') @FreeText(200) commercialType = '';
  @Required('currentLocation') @Choice(oneOf(CURRENT_LOCATION_OPTIONS)) currentLocation = '';
  @Required('otherLocation') @FreeText(200) otherLocation = '';
  @Required('ghanaRegion') @Choice(oneOf(GHANA_REGION_OPTIONS)) ghanaRegion = '';
  @Required('accraArea') @FreeText(200) accraArea = '';
  @Required('otherRegion') @FreeText(200) otherRegion = '';
  @Required('budgetRange') @Choice(oneOf(BUDGET_RANGE_OPTIONS)) budgetRange = '';

  @Required('services')
  @ArrayUnique({ message: 'Please choose each service once.' })
  @IsIn(BUYER_SERVICES, { each: true, message: 'Please choose services from the list.' })
  @ArrayMaxSize(BUYER_SERVICES.length, { message: 'Please choose services from the list.' })
  @IsArray({ message: 'Please choose services from the list.' })
  services: string[] = [];

  @Required('contactDetails') @FreeText() contactDetails = '';
  @Required('propertyLocation') @FreeText() propertyLocation = '';
  @Required('documentation') @Choice(oneOf(DOCUMENTATION_OPTIONS)) documentation = '';
  @Required('otherDocumentation') @FreeText() otherDocumentation = '';
  @Required('sellingPrice') @FreeText() sellingPrice = '';
  @Required('rentalBudget') @FreeText() rentalBudget = '';
  @Required('helpNeeded') @FreeText() helpNeeded = '';

  /** The "Also send me the newsletter" box: 'yes' when ticked. */
  @IsIn(['', NEWSLETTER_WANTED], {
    message: `Send '${NEWSLETTER_WANTED}' to get the newsletter too, or leave this empty.`,
  })
  newsletter = '';
  @FreeText() otherServices = '';

  /** Where the visit began, as the page recorded it; optional. */
  @IsFirstTouch() firstTouch: FirstTouchDto | null | undefined = undefined;

  /**
   * The honeypot (HONEYPOT_FIELD): kept through whitelisting for the handler to see, and never
   * validated, so no error message points a bot at it.
   */
  @Allow() website: unknown = '';
}

export class BuyerLeadDto extends JoinFormDto {
  static override readonly leadType = 'buyer';
}

export class SellerLeadDto extends JoinFormDto {
  static override readonly leadType = 'seller';
}

export class RenterLeadDto extends JoinFormDto {
  static override readonly leadType = 'renter';
}

/**
 * The body of PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id}: one or both statuses,
 * each one of its full list. Any other field is dropped, so nothing else can change.
 * A null is checked, not skipped: it is not a status.
 */
export class LeadStatusUpdateDto implements LeadStatusUpdate {
  @IsIn(CONTACT_STATUSES, { message: `Choose one of: ${CONTACT_STATUSES.join(', ')}.` })
  @ValidateIf((dto: LeadStatusUpdateDto) => dto.contactStatus !== undefined)
  contactStatus?: ContactStatus = undefined;

  @IsIn(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}.` })
  @ValidateIf((dto: LeadStatusUpdateDto) => dto.leadStatus !== undefined)
  leadStatus?: LeadStatus = undefined;
}

const isGiven = (field: keyof LeadListQueryDto) => (dto: LeadListQueryDto) => dto[field] !== undefined;

/** The filters of GET /api/leads and the typed lists: every one optional, empty ones ignored. Rules run bottom-up. */
export class LeadListFiltersDto {
  @IsIn(LEAD_TYPES, { message: `Choose one of: ${LEAD_TYPES.join(', ')}.` })
  @ValidateIf(isGiven('type'))
  @IsQueryText()
  type: LeadType | undefined = undefined;

  @IsIn(CONTACT_STATUSES, { message: `Choose one of: ${CONTACT_STATUSES.join(', ')}.` })
  @ValidateIf(isGiven('contactStatus'))
  @IsQueryText()
  contactStatus: ContactStatus | undefined = undefined;

  @IsIn(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}.` })
  @ValidateIf(isGiven('leadStatus'))
  @IsQueryText()
  leadStatus: LeadStatus | undefined = undefined;

  @HasNoControlCharacters()
  @MaxLength(200, { message: 'Please search for at most 200 characters.' })
  @IsString({ message: 'Please enter text.' })
  @ValidateIf(isGiven('search'))
  @IsQueryText()
  search: string | undefined = undefined;

  @IsDateBound('from')
  @ValidateIf(isGiven('from'))
  @IsQueryText()
  from: string | undefined = undefined;

  @IsNotBeforeFrom()
  @IsDateBound('to')
  @ValidateIf(isGiven('to'))
  @IsQueryText()
  to: string | undefined = undefined;

  @IsIn(['true', 'false'], { message: 'Use spam=true for the spam folder.' })
  @ValidateIf(isGiven('spam'))
  @IsQueryText()
  spam: 'true' | 'false' | undefined = undefined;

  /** Every lead of the person who sent this lead: same email or E.164 phone. */
  @ValidateBy(
    {
      name: 'isLeadId',
      validator: { validate: (value: unknown) => typeof value === 'string' && rowId(value) !== undefined },
    },
    { message: 'Give the id of a lead, like contactOf=42.' },
  )
  @ValidateIf(isGiven('contactOf'))
  @IsQueryText()
  contactOf: string | undefined = undefined;
  /** A lead's source exactly as LeadRecord's `source` names it. */
  @HasNoControlCharacters()
  @MaxLength(253, { message: 'A source is at most 253 characters.' })
  @IsString({ message: 'Please enter text.' })
  @ValidateIf(isGiven('source'))
  @IsQueryText()
  source: string | undefined = undefined;
  /** Whose leads: me, unassigned or a user's id. */
  @IsOwnerFilter()
  @ValidateIf(isGiven('assignedTo'))
  @IsQueryText()
  assignedTo: string | undefined = undefined;
}

/** A list's filters, its order and its page: `limit` rows after `cursor`. */
export class LeadListQueryDto extends LeadListFiltersDto {
  @IsIn(LEAD_SORTS, { message: `Sort by one of: ${LEAD_SORTS.join(', ')}.` })
  @ValidateIf(isGiven('sort'))
  @IsQueryText()
  sort: LeadSort | undefined = undefined;

  @IsPageLimit() limit: string | undefined = undefined;
  @IsPageCursor() cursor: string | undefined = undefined;
}

/** POST /api/leads/bulk: an action on every lead matching the filters, which the caller counted first. */
export class BulkLeadActionDto {
  @IsIn(BULK_LEAD_ACTIONS, { message: `Choose one of: ${BULK_LEAD_ACTIONS.join(', ')}.` })
  action: BulkLeadActionName = undefined as never;

  /** The list's filters, as its query string gives them; none when left out. */
  @NestedFilters(() => LeadListFiltersDto)
  @IsObject({ message: 'Give the filters as an object.' })
  filters = new LeadListFiltersDto();

  @Max(10_000_000, { message: 'Give the count the confirmation showed.' })
  @Min(1, { message: 'Give the count the confirmation showed.' })
  @IsInt({ message: 'Give the count the confirmation showed.' })
  expectedCount = 0;
}
