import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DEFAULT_COUNTRY_CODE } from '#contract/leads/join-form';
import { DIAL_CODES } from '#contract/leads/country-codes';
import { IsQueryText } from '../../platform/validation/query-text';
import { HasNoControlCharacters } from '../../platform/validation/validators';

const CONTACT_MESSAGE = 'Please enter an email address or a phone number.';

/** Whom to look for, by email address or phone number: the type checked first, as only a first failure is answered. */
function IsContact(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: CONTACT_MESSAGE })(target, key);
    IsNotEmpty({ message: CONTACT_MESSAGE })(target, key);
    MaxLength(254, { message: 'Please enter at most 254 characters.' })(target, key);
    HasNoControlCharacters()(target, key);
  };
}

/** GET /api/people and /api/people/export.json: whom to look for, as a query parameter. */
export class PersonQueryDto {
  @IsContact()
  @IsQueryText()
  contact = '';
}

/**
 * POST /api/people/erase: the person, and the same address typed again to confirm. The confirmation is declared
 * first: a 400 has always named it first.
 */
export class PersonErasureDto {
  @MaxLength(254, { message: 'Please enter at most 254 characters.' })
  @IsNotEmpty({ message: 'Type the email address or phone number again to confirm.' })
  @IsString({ message: 'Type the email address or phone number again to confirm.' })
  confirmation = '';

  @IsContact() contact = '';

  /** The dial code a confirming number typed without its own (024 455 6677) is read with. */
  @IsIn(DIAL_CODES, { message: 'Please choose a country code from the list.' })
  countryCode: string = DEFAULT_COUNTRY_CODE;
}
