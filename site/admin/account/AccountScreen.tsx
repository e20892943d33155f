import { useId, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { formatDate } from '../lib/format';
import { QueryError } from '../ui/QueryError';
import { ScreenHeader } from '../ui/ScreenHeader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EnrolmentPanel } from './EnrolmentPanel';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { RequireSecondFactorSwitch } from './RequireSecondFactorSwitch';
import { SessionsSection } from './SessionsSection';
import { TurnOffForm } from './TurnOffForm';
import { useSecondFactor } from './useSecondFactor';
import { WorkingHoursSection } from './WorkingHoursSection';

/**
 * Account Security: the signed-in user's password, two-factor authentication (admins also require it for everyone),
 * sessions, and the working hours lead routing follows.
 */
export function AccountScreen({ currentUser }: { currentUser: AdminUser }) {
  const query = useSecondFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const headingId = useId();
  const status = query.data;

  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader title="Account Security" subtitle={`How ${currentUser.username} signs in.`} />
      <ChangePasswordForm />
      <section
        aria-labelledby={headingId}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <h2 id={headingId} className="text-xl font-bold text-ink-900">
          Two-factor authentication
        </h2>
        {query.isLoading && (
          <p role="status" className="mt-2 text-slate-700">
            Loading...
          </p>
        )}
        {query.error && <QueryError message="Failed to fetch your account" onRetry={query.refetch} />}
        {status && (
          <p role="status" className="mt-2 text-slate-700">
            {status.enabled
              ? `On since ${formatDate(status.enabledAt!)}: signing in asks for a code from your authenticator app. ${status.recoveryCodesLeft} recovery codes left.`
              : 'Off: signing in asks for your password only. Turn it on to also ask for a code from an authenticator app on your phone.'}
          </p>
        )}
        {recoveryCodes && <RecoveryCodesPanel codes={recoveryCodes} onSaved={() => setRecoveryCodes(null)} />}
        {status && !status.enabled && (
          <EnrolmentPanel
            startLabel="Turn on"
            askPassword
            onEnabled={(answer) => setRecoveryCodes(answer.recoveryCodes)}
          />
        )}
        {status?.enabled && !recoveryCodes && !turningOff && (
          <button type="button" className="btn btn-sm btn-outline mt-4" onClick={() => setTurningOff(true)}>
            Turn off
          </button>
        )}
        {status?.enabled && turningOff && <TurnOffForm onCancel={() => setTurningOff(false)} />}
      </section>
      {status && currentUser.role === 'admin' && <RequireSecondFactorSwitch status={status} />}
      <SessionsSection />
      <WorkingHoursSection />
    </div>
  );
}
