import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import type { QrCodeDrawing, TotpEnrolment } from '#contract/second-factor/second-factor-api';

/** What every authenticator app understands: RFC 6238's defaults (SHA-1, 6 digits, 30 seconds). */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Your home in Ghana';

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step an instant falls in. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** A typed code without the spaces or dashes people put in: six digits, or null. */
export function normalisedCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step of the code (now's, or one either side of it for a phone's clock drifting a little), or null
 * when it is no code of that secret then. otpauth compares in constant time.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = normalisedCode(code);
  if (!token) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : timeStep(now) + delta;
}

/**
 * The QR code as the path of its dark modules, a run of them in a row one rectangle, drawn from qrcode's matrix
 * on the server: the admin bundle carries no QR encoder, and the page's CSP needs no data: images.
 */
export function qrCodeDrawing(text: string): QrCodeDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      const start = x;
      while (x + 1 < size && data[y * size + x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  }
  return { size, path };
}

/** What the enrolment screen shows for a secret: the secret, its otpauth:// URI and the QR code of that URI. */
export function enrolmentFor(secret: string, username: string): TotpEnrolment {
  const uri = totp(secret, username).toString();
  return { secret, uri, qrCode: qrCodeDrawing(uri) };
}
