import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HasNoControlCharacters } from '../../platform/validation/validators';

const CONTACT_MESSAGE = 'Please enter an email address or a phone number.';

/** GET /api/people and /api/people/export.json: whom to look for, by email address or phone number. */
export class PersonQueryDto {
  @HasNoControlCharacters()
  @MaxLength(254, { message: 'Please enter at most 254 characters.' })
  @IsNotEmpty({ message: CONTACT_MESSAGE })
  @IsString({ message: CONTACT_MESSAGE })
  contact = '';
}

/** POST /api/people/erase: the person, and the same address typed again to confirm. */
export class PersonErasureDto extends PersonQueryDto {
  @MaxLength(254, { message: 'Please enter at most 254 characters.' })
  @IsNotEmpty({ message: 'Type the email address or phone number again to confirm.' })
  @IsString({ message: 'Type the email address or phone number again to confirm.' })
  confirmation = '';
}
