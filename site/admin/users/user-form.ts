import type { AdminRole, AdminUser } from '#contract/admin-users/admin-users-api';

/** The user form is either creating or editing one user. */
export type UserFormMode = { kind: 'create' } | { kind: 'edit'; user: AdminUser };

export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  role: AdminRole;
}

export interface UserPayload {
  username: string;
  email: string | null;
  role: AdminRole;
  password?: string;
}

export function initialUserValues(mode: UserFormMode): UserFormValues {
  if (mode.kind === 'create') return { username: '', email: '', password: '', role: 'user' };
  return { username: mode.user.username, email: mode.user.email ?? '', password: '', role: mode.user.role };
}

/**
 * The form's rules before sending: username required; email optional (empty is none); password required
 * only when creating; on edit an empty password keeps the current one and is not sent. Length and
 * format rules are the server's, whose messages the form shows.
 */
export function userPayload(
  mode: UserFormMode,
  values: UserFormValues,
): { payload: UserPayload } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const username = values.username.trim();
  if (!username) errors.username = 'Please enter a username.';
  if (mode.kind === 'create' && !values.password) errors.password = 'Please enter a password.';
  if (Object.keys(errors).length > 0) return { errors };
  const email = values.email.trim();
  const payload: UserPayload = { username, email: email || null, role: values.role };
  if (values.password) payload.password = values.password;
  return { payload };
}
