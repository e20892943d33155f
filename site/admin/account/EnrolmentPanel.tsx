import { useId, useState, type FormEvent } from 'react';
import type { RecoveryCodesAnswer } from '#contract/second-factor/second-factor-api';
import { groupedSecret } from '#contract/second-factor/second-factor-api';
import { ApiError } from '../../lib/api-client';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { toastApiError } from '../lib/toast-api-error';
import { copyText } from './copy-text';
import { FieldProblem } from './FieldProblem';
import { QrCode } from './QrCode';
import { StartEnrolmentForm } from './StartEnrolmentForm';
import { useConfirmEnrolment, useStartEnrolment } from './useSecondFactor';

/**
 * Turning on an authenticator app: a new secret (QR code and typed key), then a code from the app; on only once
 * the code is right. `onEnabled` gets the recovery codes to show once. `askPassword`: a signed-in session proves
 * its owner first (not the setup right after the password, which just did).
 */
export function EnrolmentPanel({
  startLabel,
  askPassword,
  onEnabled,
}: {
  startLabel: string;
  askPassword: boolean;
  onEnabled: (answer: RecoveryCodesAnswer) => void;
}) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const ids = { code: useId(), problem: useId(), secret: useId() };
  const enrolment = start.data;

  if (!enrolment && askPassword)
    return (
      <StartEnrolmentForm
        label={startLabel}
        pending={start.isPending}
        start={(password) => start.mutateAsync(password)}
      />
    );
  if (!enrolment) {
    return (
      <button
        type="button"
        className="btn btn-primary mt-4"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onError: (error) => toastApiError('Could not start', error) })}
      >
        {start.isPending ? 'Starting...' : startLabel}
      </button>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem('');
    try {
      onEnabled(await confirm.mutateAsync(code));
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.code : undefined;
      if (fieldMessage) setProblem(fieldMessage);
      else toastApiError('Could not turn it on', error);
    }
  }

  return (
    <ol className="mt-4 space-y-5">
      <li>
        <p className="font-medium text-ink-900">1. Scan this QR code with your authenticator app</p>
        <div className="mt-2 inline-block rounded-lg border border-slate-300 p-2">
          <QrCode drawing={enrolment.qrCode} />
        </div>
      </li>
      <li>
        <p id={ids.secret} className="font-medium text-ink-900">
          2. Or type this key into the app
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <code
            data-testid="totp-secret"
            aria-labelledby={ids.secret}
            className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-words text-ink-900"
          >
            {groupedSecret(enrolment.secret)}
          </code>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => void copyText(enrolment.secret, 'The key')}
          >
            Copy key
          </button>
        </div>
      </li>
      <li>
        <form onSubmit={submit} aria-busy={confirm.isPending}>
          <label htmlFor={ids.code} className="block font-medium text-ink-900">
            3. Enter the 6-digit code from your authenticator app
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={ids.code}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={20}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={problem !== '' || undefined}
              aria-describedby={problem ? ids.problem : undefined}
              className={`${CONTROL_CLASS} tracking-widest sm:max-w-48`}
            />
            <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming...' : 'Confirm'}
            </button>
          </div>
          <FieldProblem id={ids.problem} message={problem} />
        </form>
      </li>
    </ol>
  );
}
