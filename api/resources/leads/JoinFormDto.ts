import { Allow, ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import {
  BUDGET_RANGE_OPTIONS,
  BUYER_SERVICES,
  CURRENT_LOCATION_OPTIONS,
  DOCUMENTATION_OPTIONS,
  GHANA_REGION_OPTIONS,
  type Option,
  optionValues,
  PROPERTY_SUBTYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '../../domain/join-options';
import { DEFAULT_COUNTRY_CODE, MAX_LENGTH, type JoinFormFields } from '../../domain/join-form';
import { DIAL_CODES } from '../../domain/country-codes';
import type { LeadType } from '../../domain/join-options';
import { HasNoControlCharacters, IsEmailFormat, IsFilledWhen, IsPhoneFormat, IsRequiredForLeadType } from '../../validation/validators';

const TEXT = 'Please enter text.';
const tooLong = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`;
const oneOf = (options: readonly Option[]) => ['', ...optionValues(options)];
const CHOOSE = 'Please choose one of the listed options.';

/** Free text a visitor may type: any printable text up to the cap, empty allowed. */
function FreeText(max: number = MAX_LENGTH.text): PropertyDecorator {
  return (target, key) => {
    HasNoControlCharacters()(target, key);
    MaxLength(max, { message: tooLong(max) })(target, key);
    IsString({ message: TEXT })(target, key);
  };
}

/** A select: one of its option values, or empty when the visitor chose nothing. */
function Choice(values: readonly string[]): PropertyDecorator {
  return (target, key) => IsIn(values, { message: CHOOSE })(target, key);
}

/**
 * The join form a buyer, seller or renter sends (SPEC 3): every field of the page, so nothing a
 * visitor typed is dropped. Unset fields default to ''. Each subclass names its lead type, which
 * decides the required fields (REQUIRED_FIELDS).
 *
 * Decorators run bottom-up, and only the first failing rule of a field is reported: the type and
 * length check sits lowest so a wrong type is named as such.
 */
export abstract class JoinFormDto implements JoinFormFields {
  static readonly leadType: LeadType;

  @IsRequiredForLeadType('Please enter your name.')
  @FreeText(MAX_LENGTH.name)
  name = '';

  @IsRequiredForLeadType('Please enter your email address.')
  @IsEmailFormat('Please enter a valid email address, like name@example.com.')
  @FreeText(MAX_LENGTH.email)
  email = '';

  @IsRequiredForLeadType('Please enter your phone number.')
  @IsPhoneFormat('Please enter a phone number of 6 to 20 digits.')
  @FreeText(40)
  phone = '';

  @IsIn(DIAL_CODES, { message: 'Please choose a country code from the list.' })
  countryCode = DEFAULT_COUNTRY_CODE;

  @FreeText() details = '';

  @Choice(oneOf(PROPERTY_TYPE_OPTIONS)) propertyType = '';
  @Choice(oneOf(PROPERTY_SUBTYPE_OPTIONS)) propertySubtype = '';

  @IsFilledWhen<JoinFormDto>((form) => form.propertyType === 'commercial', 'Please describe the commercial property.')
  @FreeText(200)
  commercialType = '';

  @Choice(oneOf(CURRENT_LOCATION_OPTIONS)) currentLocation = '';
  @FreeText(200) otherLocation = '';
  @Choice(oneOf(GHANA_REGION_OPTIONS)) ghanaRegion = '';
  @FreeText(200) accraArea = '';
  @FreeText(200) otherRegion = '';
  @Choice(oneOf(BUDGET_RANGE_OPTIONS)) budgetRange = '';

  @ArrayUnique({ message: 'Please choose each service once.' })
  @IsIn(BUYER_SERVICES, { each: true, message: 'Please choose services from the list.' })
  @ArrayMaxSize(BUYER_SERVICES.length, { message: 'Please choose services from the list.' })
  @IsArray({ message: 'Please choose services from the list.' })
  services: string[] = [];

  @IsRequiredForLeadType('Please fill in the details.')
  @FreeText()
  contactDetails = '';

  @IsRequiredForLeadType('Please enter where the property is.')
  @FreeText()
  propertyLocation = '';

  @Choice(oneOf(DOCUMENTATION_OPTIONS)) documentation = '';
  @FreeText() otherDocumentation = '';

  @IsRequiredForLeadType('Please enter your asking price or range.')
  @FreeText()
  sellingPrice = '';

  @IsRequiredForLeadType('Please enter your rental budget.')
  @FreeText()
  rentalBudget = '';

  @IsRequiredForLeadType('Please tell us what help you need.')
  @FreeText()
  helpNeeded = '';

  @FreeText(200) newsletter = '';
  @FreeText() otherServices = '';

  /**
   * The honeypot (HONEYPOT_FIELD): kept through whitelisting for the handler to see, and never
   * validated, so no error message points a bot at it.
   */
  @Allow() website: unknown = '';
}
