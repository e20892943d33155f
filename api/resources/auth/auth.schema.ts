import { IsString, MaxLength } from 'class-validator';
import { IsFilled } from '../../platform/validation/validators';

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
