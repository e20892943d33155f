import { IsString, MaxLength } from 'class-validator';
import { IsFilled, IsFilledWhen } from '../../platform/validation/validators';

/** POST /api/admin/login. Only presence is checked: any wrong value is just a failed sign-in. */
export class LoginDto {
  @MaxLength(200, { message: 'This is longer than any username.' })
  @IsFilled('Please enter your username.')
  @IsString({ message: 'Please enter your username.' })
  username = '';

  @MaxLength(1000, { message: 'This is longer than any password.' })
  @IsFilled('Please enter your password.')
  @IsString({ message: 'Please enter your password.' })
  password = '';
}

/** What a missing or unreadable code from the authenticator app is answered. */
export const ENTER_CODE = 'Please enter the 6-digit code from your authenticator app.';

/** POST /api/admin/login/second-factor: a code from the app, or one of the recovery codes. */
export class SecondFactorLoginDto {
  @IsFilledWhen((dto: SecondFactorLoginDto) => dto.recoveryCode === '', ENTER_CODE)
  @MaxLength(20, { message: 'This is longer than any code.' })
  @IsString({ message: ENTER_CODE })
  code = '';

  @MaxLength(40, { message: 'This is longer than any recovery code.' })
  @IsString({ message: 'Please enter a recovery code.' })
  recoveryCode = '';
}
