/** The shapes of staff accounts as the back-office API answers them, and the rules an account must follow. */
import type { Availability } from '../routing/working-hours';

export const ADMIN_ROLES = ['admin', 'user'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** An admin user as every answer shows it: never a password or a hash. */
export interface AdminUser {
  id: number;
  username: string;
  email: string | null;
  role: AdminRole;
  createdAt: string;
  lastLogin: string | null;
  /** Whether the account signs in with a second factor. */
  secondFactorEnabled: boolean;
  /** When routing may give them leads: their working hours (Africa/Accra) and the away switch. */
  availability: Availability;
  /** Whether they may compose and send newsletter campaigns: every admin, and each user an admin allows. */
  sendsCampaigns: boolean;
}

/** Account rules the server enforces and the user form can show before sending. */
export const ADMIN_ACCOUNT_RULES = {
  usernameMaxLength: 64,
  /** Letters and digits of any script, and . _ @ - (no spaces, so a username reads the same everywhere). */
  usernamePattern: /^[\p{L}\p{N}._@-]+$/u,
  passwordMinLength: 10,
  passwordMaxLength: 256,
} as const;
