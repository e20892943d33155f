import { useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { apiLogout } from '../lib/admin-api';
import { markSignedOut } from '../lib/session';
import { finishSignIn } from '../auth/finish-sign-in';
import { EnrolmentPanel } from './EnrolmentPanel';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

/**
 * Right after the password, when every account needs a second factor and this one has none: set it up, save
 * the recovery codes, and the sign-in is complete (the server made the session a full one at the confirmation).
 */
export function SecondFactorSetupScreen({ user }: { user: AdminUser }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function signOut() {
    await apiLogout().catch(() => undefined);
    markSignedOut();
  }

  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">Set up two-factor authentication</h1>
      <p className="mt-1 text-slate-700">
        A second factor is required for every account. {user.username}, set up an authenticator app on your phone to
        continue.
      </p>
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onSaved={() => void finishSignIn()} />
      ) : (
        <EnrolmentPanel
          startLabel="Set up authenticator app"
          askPassword={false}
          onEnabled={(answer) => setRecoveryCodes(answer.recoveryCodes)}
        />
      )}
      <button
        type="button"
        className="mt-6 text-sm font-medium text-slate-700 underline"
        onClick={() => void signOut()}
      >
        Sign out
      </button>
    </div>
  );
}
