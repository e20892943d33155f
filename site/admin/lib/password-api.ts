/**
 * The calls about your own password. Sign-in and reset calls
 * are not a signed-in session's: a 401 there signs nothing out.
 */
import { apiRequest } from '../../lib/api-client';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { LoginAnswer } from '#contract/second-factor/second-factor-api';
import { apiSend } from './admin-api';

/** POST /api/admin/account/password: the current password proves it is you; this session goes on. */
export const apiChangeOwnPassword = (currentPassword: string, newPassword: string) =>
  apiSend<{ user: AdminUser }>('POST', '/api/admin/account/password', { currentPassword, newPassword });

/** POST /api/admin/login/new-password: the password chosen in place of a temporary one. */
export const apiChooseNewPassword = (password: string) =>
  apiRequest<LoginAnswer>('POST', '/api/admin/login/new-password', { body: { password } });

/** GET /api/admin/password-reset: whether "Forgot your password?" can send an email here. */
export const apiPasswordResetByEmail = () => apiRequest<{ byEmail: boolean }>('GET', '/api/admin/password-reset');

/** POST /api/admin/password-reset: the same answer whether or not the account exists. */
export const apiRequestPasswordReset = (login: string) =>
  apiRequest<{ message: string }>('POST', '/api/admin/password-reset', { body: { login } });

/** POST /api/admin/password-reset/complete: the emailed link's token and the new password. */
export const apiResetPassword = (token: string, password: string) =>
  apiRequest<{ reset: true }>('POST', '/api/admin/password-reset/complete', { body: { token, password } });
