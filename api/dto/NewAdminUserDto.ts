import { IsAcceptablePassword } from './password-validator';
import { AdminUserDto } from './AdminUserDto';

/** POST /api/admin/users: like an update, but the password is required. */
export class NewAdminUserDto extends AdminUserDto {
  @IsAcceptablePassword({ required: true })
  password = '';
}
