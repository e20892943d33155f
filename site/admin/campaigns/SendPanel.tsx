import { useId, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { formatDateTime } from '../lib/format';
import { useMinuteClock } from '../leads/useMinuteClock';
import { FieldError } from '../routing/FieldError';
import { accraInputAt } from './schedule-time';

/** Which of the panel's actions is on its way, if any. */
export type SendAction = 'test' | 'send' | 'schedule' | 'unschedule';

interface SendPanelProps {
  stored: CampaignRecord | null;
  currentUser: AdminUser;
  busy: SendAction | 'save' | 'delete' | null;
  /** Why the last test was not sent (the server's words: an account without an email address). */
  testProblem: string | null;
  /** What is wrong with the time to schedule at. */
  atProblem: string | undefined;
  onTest: () => void;
  onSendNow: () => void;
  onSchedule: (when: string) => void;
  onWhenChange: () => void;
  onCancelSchedule: () => void;
}

/** Sending: a test to oneself, then now or at a time (Accra time); a scheduled campaign's time, and its undoing. */
export function SendPanel(props: SendPanelProps) {
  const { stored, currentUser, busy, testProblem, atProblem } = props;
  const id = useId();
  const [when, setWhen] = useState('');
  const now = useMinuteClock();
  const scheduled = stored?.state === 'scheduled';
  const label = (action: SendAction, idle: string, working: string) => (busy === action ? working : idle);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink-900">
        Send
      </h2>
      {scheduled && (
        <div className="mt-3 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-ink-900">
            Scheduled for <strong>{formatDateTime(stored.scheduledAt ?? '')}</strong> Accra time. It goes to every
            confirmed subscriber then.
          </p>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={busy !== null}
            onClick={props.onCancelSchedule}
          >
            {label('unschedule', 'Cancel schedule', 'Cancelling...')}
          </button>
        </div>
      )}
      <div className="mt-4">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={busy !== null}
          aria-describedby={`${id}-test-hint`}
          onClick={props.onTest}
        >
          {label('test', 'Send me a test', 'Sending the test...')}
        </button>
        <p id={`${id}-test-hint`} className="mt-1 text-sm text-slate-700">
          {currentUser.email
            ? `The email as subscribers get it, to your address, ${currentUser.email}. Unsaved changes are saved first.`
            : 'The email as subscribers get it, to your own address. Unsaved changes are saved first.'}
        </p>
        {testProblem && <p className="mt-1 text-sm font-medium text-red-700">{testProblem}</p>}
      </div>
      {!scheduled && (
        <>
          <div className="mt-5">
            <button type="button" className="btn btn-sm btn-primary" disabled={busy !== null} onClick={props.onSendNow}>
              {label('send', 'Send now', 'Starting...')}
            </button>
            <p className="mt-1 text-sm text-slate-700">To every confirmed subscriber, starting at once.</p>
          </div>
          <div className="mt-5">
            <label htmlFor={`${id}-at`} className={LABEL_CLASS}>
              Or send at
            </label>
            <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center">
              <div className="flex items-center gap-2">
                <input
                  id={`${id}-at`}
                  type="datetime-local"
                  value={when}
                  min={accraInputAt(now.getTime())}
                  onChange={(event) => {
                    setWhen(event.target.value);
                    props.onWhenChange();
                  }}
                  aria-invalid={atProblem ? true : undefined}
                  aria-describedby={[`${id}-zone`, atProblem && `${id}-at-error`].filter(Boolean).join(' ')}
                  className={`${CONTROL_CLASS} w-auto min-w-0 flex-1 sm:w-64 sm:flex-none`}
                />
                <span id={`${id}-zone`} className="shrink-0 text-sm font-medium text-slate-700">
                  Accra time
                </span>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={busy !== null}
                onClick={() => props.onSchedule(when)}
              >
                {label('schedule', 'Schedule', 'Scheduling...')}
              </button>
            </div>
            <FieldError id={`${id}-at-error`} message={atProblem} />
          </div>
        </>
      )}
    </section>
  );
}
