import { IsString, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../auth';
import { IsFilled } from '../../platform/validation/validators';

/* Input of your own password's endpoints. Rules run bottom-up; the type check sits lowest. */

/** POST /api/admin/account/password: the current password proves the owner; the new one meets the password rules. */
export class ChangeOwnPasswordDto {
  @IsFilled('Please enter your current password.')
  @MaxLength(1000, { message: 'This is longer than any password.' })
  @IsString({ message: 'Please enter your current password.' })
  currentPassword = '';

  @IsAcceptablePassword({ required: true })
  newPassword = '';
}

/** POST /api/admin/login/new-password: the password chosen in place of a temporary one. */
export class NewPasswordDto {
  @IsAcceptablePassword({ required: true })
  password = '';
}

/** POST /api/admin/password-reset: a username or an email address. */
export class PasswordResetRequestDto {
  @IsFilled('Please enter your username or email address.')
  @MaxLength(254, { message: 'This is longer than any username or email address.' })
  @IsString({ message: 'Please enter your username or email address.' })
  login = '';
}

/** POST /api/admin/password-reset/complete: the link's token and the new password. */
export class PasswordResetDto {
  @IsFilled('This link is not complete. Please use the whole link from the email.')
  @MaxLength(200, { message: 'This link is not complete. Please use the whole link from the email.' })
  @IsString({ message: 'This link is not complete. Please use the whole link from the email.' })
  token = '';

  @IsAcceptablePassword({ required: true })
  password = '';
}
