import { IsIn, IsString, ValidateIf } from 'class-validator';
import { DIAL_CODES } from '#contract/leads/country-codes';
import { MAX_LENGTH } from '#contract/leads/join-form';
import type { LeadContactUpdate } from '#contract/leads/leads-api';
import {
  FitsColumn,
  HasNoControlCharacters,
  IsEmailFormat,
  IsFilled,
  IsPhoneNumber,
} from '../../platform/validation/validators';

const TEXT = 'Please enter text.';
const tooLong = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`;

/** A contact field as the join form checks it, here only when sent: decorators run bottom-up, the type first. */
function ContactText(max: number, emptyMessage: string): PropertyDecorator {
  return (target, key) => {
    IsFilled(emptyMessage)(target, key);
    HasNoControlCharacters()(target, key);
    FitsColumn(max, tooLong(max))(target, key);
    IsString({ message: TEXT })(target, key);
    ValidateIf((dto: Record<string | symbol, unknown>) => dto[key] !== undefined)(target, key);
  };
}

/**
 * The body of PATCH /api/leads/{id}/contact: staff correcting what the visitor typed, each field optional and
 * checked as the join form checks it (a phone with the country code sent beside it, else the lead's own; the
 * service checks that pair). A field may not be emptied: a lead keeps a way to reach its person.
 */
export class LeadContactUpdateDto implements LeadContactUpdate {
  @ContactText(MAX_LENGTH.name, 'Please enter a name.')
  name?: string = undefined;

  @IsEmailFormat('Please enter a valid email address, like name@example.com.')
  @ContactText(MAX_LENGTH.email, 'Please enter an email address.')
  email?: string = undefined;

  @IsPhoneNumber()
  @ContactText(40, 'Please enter a phone number.')
  phone?: string = undefined;

  @IsIn(DIAL_CODES, { message: 'Please choose a country code from the list.' })
  @ValidateIf((dto: LeadContactUpdateDto) => dto.countryCode !== undefined)
  countryCode?: string = undefined;
}
