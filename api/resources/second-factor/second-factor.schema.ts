import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsFilled, IsFilledWhen } from '../../platform/validation/validators';
import { ENTER_CODE } from '../auth';

/* The second factor's input. Codes are only checked for presence and length here: a wrong one is a wrong code. */

/** POST /api/admin/second-factor/confirm and .../recovery-codes. */
export class SecondFactorCodeDto {
  @IsFilled(ENTER_CODE)
  @MaxLength(20, { message: 'This is longer than any code.' })
  @IsString({ message: ENTER_CODE })
  code = '';
}

/** POST /api/admin/second-factor/setup from a signed-in session: the password, proof of the account's owner. */
export class SecondFactorSetupDto {
  @IsFilled('Please enter your password.')
  @MaxLength(1000, { message: 'This is longer than any password.' })
  @IsString({ message: 'Please enter your password.' })
  password = '';
}

/** POST /api/admin/second-factor/disable: the password, or a current code. */
export class DisableSecondFactorDto {
  @IsFilledWhen(
    (dto: DisableSecondFactorDto) => dto.code === '',
    'Please enter your password or a code from your authenticator app.',
  )
  @MaxLength(1000, { message: 'This is longer than any password.' })
  @IsString({ message: 'Please enter your password.' })
  password = '';

  @MaxLength(20, { message: 'This is longer than any code.' })
  @IsString({ message: ENTER_CODE })
  code = '';
}

/** PUT /api/admin/second-factor/required */
export class RequireSecondFactorDto {
  @IsBoolean({ message: 'Please answer true or false.' })
  required = false;
}
