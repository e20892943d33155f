/**
 * The second factor's answers, shared by the server and the admin app. No answer ever holds the TOTP
 * secret except the enrolment's own (the user must copy it into their app), and recovery codes appear only once.
 */
import type { AdminUser } from '../admin-users/admin-users-api';

/**
 * POST /api/admin/login answers one of these (200). With `secondFactorRequired` the session holds no one yet:
 * POST /api/admin/login/second-factor with `{ code }` or `{ recoveryCode }` completes it (within 5 minutes).
 * With `secondFactorSetupRequired` (a second factor is required for every account and this one has none) the
 * session may only reach the enrolment endpoints under /api/admin/second-factor until a code is confirmed.
 */
export type LoginAnswer =
  | { user: AdminUser }
  | { secondFactorRequired: true }
  | { secondFactorSetupRequired: true; user: AdminUser }
  // The password was a temporary one: the account chooses its own
  // before anything else (POST /api/admin/login/new-password).
  | { passwordChangeRequired: true; user: AdminUser };

/** GET /api/admin/second-factor answers `{ secondFactor }`: the signed-in user's own. */
export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: number;
  /** The "Require a second factor for every account" setting. */
  requiredForEveryone: boolean;
}

/**
 * A QR code as an SVG path of its dark modules in a `size` x
 * `size` grid: drawn by the client, no image or markup to trust.
 */
export interface QrCodeDrawing {
  size: number;
  path: string;
}

/** POST /api/admin/second-factor/setup answers `{ enrolment }`. */
export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  qrCode: QrCodeDrawing;
}

/**
 * POST /api/admin/second-factor/confirm and .../recovery-codes answer `{ recoveryCodes }`: shown once, never again.
 * Confirming also answers the user; when it completed a sign-in (setup was required) the session is a full one now.
 */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
  user?: AdminUser;
}

export const RECOVERY_CODE_COUNT = 10;

/** A secret in groups of four characters, for reading and typing. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}
