import type { AdminRole, AdminUser } from '#contract/admin-users/admin-users-api';

/** The user form is either creating or editing one user. */
export type UserFormMode = { kind: 'create' } | { kind: 'edit'; user: AdminUser };

export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  role: AdminRole;
  /** The box as ticked for a user; an admin always may, whatever it holds. */
  sendsCampaigns: boolean;
}

export interface UserPayload {
  username: string;
  email: string | null;
  role: AdminRole;
  password?: string;
  sendsCampaigns: boolean;
}

/** An admin being edited starts unticked: made a user in the same change, they may send only if the box is ticked. */
export function initialUserValues(mode: UserFormMode): UserFormValues {
  if (mode.kind === 'create') return { username: '', email: '', password: '', role: 'user', sendsCampaigns: false };
  const { user } = mode;
  return {
    username: user.username,
    email: user.email ?? '',
    password: '',
    role: user.role,
    sendsCampaigns: user.role === 'user' && user.sendsCampaigns,
  };
}

/**
 * The form's rules before sending: username required; email optional (empty is none); password required
 * only when creating; on edit an empty password keeps the current one and is not sent. Length and
 * format rules are the server's, whose messages the form shows. The campaign allowance is a user's: for an
 * admin it is sent as false (the server keeps none for admins, who always may).
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
  const payload: UserPayload = {
    username,
    email: email || null,
    role: values.role,
    sendsCampaigns: values.role === 'user' && values.sendsCampaigns,
  };
  if (values.password) payload.password = values.password;
  return { payload };
}
