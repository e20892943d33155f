/** Staff accounts: created, changed and deleted by admins. */
export { recordPasswordChanged } from './account-audit';
export { adminUsersRoutes } from './admin-users.routes';
export { AdminUsersService, FIRST_ADMIN_ID, userNotFound } from './admin-users.service';
