import { IsBoolean, IsIn, IsString, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { ADMIN_ACCOUNT_RULES, ADMIN_ROLES, type AdminRole } from '#contract/admin-users/admin-users-api';
import { IsAcceptablePassword, isPossibleUsername } from '../auth';
import {
  FitsWhenLowercased,
  HasNoControlCharacters,
  IsEmailFormat,
  IsFilled,
} from '../../platform/validation/validators';

/* The admin users' input: a user as created (POST) and as updated (PUT). */

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

/** PUT /api/admin/users/{id}: an empty or absent password keeps the current one. */
export class AdminUserDto {
  @ValidateBy(
    {
      name: 'isPossibleUsername',
      validator: { validate: (value) => typeof value !== 'string' || isPossibleUsername(value) },
    },
    {
      message:
        'Please choose another username: in its standard form some of its characters become ones a username cannot have, or it grows too long.',
    },
  )
  @FitsWhenLowercased(
    ADMIN_ACCOUNT_RULES.usernameMaxLength,
    'Please choose a shorter username: some of its letters take more room once lowercased.',
  )
  @Matches(ADMIN_ACCOUNT_RULES.usernamePattern, { message: 'Please use only letters, digits and . _ @ - (no spaces).' })
  @MaxLength(ADMIN_ACCOUNT_RULES.usernameMaxLength, {
    message: `Please keep the username under ${ADMIN_ACCOUNT_RULES.usernameMaxLength + 1} characters.`,
  })
  @IsFilled('Please enter a username.')
  @IsString({ message: 'Please enter a username.' })
  username = '';

  /** Optional: empty or null means none. */
  @IsEmailFormat('Please enter a valid email address, like name@example.com.')
  @HasNoControlCharacters()
  @MaxLength(254, { message: 'Please keep the email address under 255 characters.' })
  @IsString({ message: 'Please enter the email address as text.' })
  @ValidateIf((dto: AdminUserDto) => dto.email !== null)
  email: string | null = null;

  /** Required on update: a client that leaves it out must not demote anyone by accident. */
  @IsIn(ADMIN_ROLES, { message: 'Please choose admin or user.' })
  role = '' as AdminRole;

  @IsAcceptablePassword({ required: false })
  password = '';

  /** Whether a user may send newsletter campaigns; absent keeps it as it is (none for a new account). */
  @IsBoolean({ message: 'Please say with true or false whether they may send newsletter campaigns.' })
  @ValidateIf((dto: AdminUserDto) => dto.sendsCampaigns !== undefined)
  sendsCampaigns?: boolean;
}

/** POST /api/admin/users: like an update, but the password is required and the role defaults to user. */
export class NewAdminUserDto extends AdminUserDto {
  role: AdminRole = 'user';

  @IsAcceptablePassword({ required: true })
  password = '';
}
