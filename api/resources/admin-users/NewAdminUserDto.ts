import { IsAcceptablePassword } from '../auth/password-validator';
import { AdminUserDto } from './AdminUserDto';
import type { AdminRole } from '../../domain/admin-api';

/** POST /api/admin/users: like an update, but the password is required and the role defaults to user (SPEC 5). */
export class NewAdminUserDto extends AdminUserDto {
  role: AdminRole = 'user';

  @IsAcceptablePassword({ required: true })
  password = '';
}
