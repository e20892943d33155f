import { Secret, TOTP } from 'otpauth';
import type { TotpEnrolment } from '#contract/second-factor/second-factor-api';
import { AuditEvent } from '../platform/db/entities/AuditEvent';
import { sessionCookie, TEST_PASSWORD } from './sign-in';
import type { TestApp } from './test-app';

/** A clock for the app (serveTestApp's `outbox.now`, which codes are checked against), moved on by hand. */
export function fixedClock(start = '2026-11-25T10:00:00Z') {
  let now = new Date(start);
  return {
    now: () => now,
    /** Moves on by whole 30-second steps (one by default): the next code is a new one. */
    advance(steps = 1) {
      now = new Date(now.getTime() + steps * 30_000);
    },
  };
}

/** The code an authenticator app shows for `secret` at `at`, computed as the app would. */
export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** A JSON call with an optional session cookie and client address. */
export function callAs(app: TestApp, cookie: string | undefined, headers: Record<string, string> = {}) {
  return (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...headers,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * Turns on the second factor of the user signed in with `cookie` (setup, then a right code) and answers the secret,
 * the recovery codes and the session cookie to go on with (a new one when confirming completed a sign-in).
 */
export async function enrol(app: TestApp, cookie: string, clock: ReturnType<typeof fixedClock>) {
  const call = callAs(app, cookie);
  // A signed-in session proves the owner with the password; the stage right after the password needs none.
  const setup = await call('POST', '/api/admin/second-factor/setup', { password: TEST_PASSWORD });
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}: ${await setup.text()}`);
  const { enrolment } = (await setup.json()) as { enrolment: TotpEnrolment };
  const confirm = await call('POST', '/api/admin/second-factor/confirm', {
    code: codeAt(enrolment.secret, clock.now()),
  });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}: ${await confirm.text()}`);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  // The code just used is spent: the next one is of a later step.
  clock.advance();
  return { enrolment, secret: enrolment.secret, recoveryCodes, cookie: sessionCookie(confirm) || cookie };
}

/** The audit entries of one action, oldest first. */
export function auditEntries(app: TestApp, action: string) {
  return app.dataSource.getRepository(AuditEvent).find({ where: { action }, order: { id: 'ASC' } });
}
