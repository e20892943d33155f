import { useId } from 'react';
import type { SecondFactorStatus } from '#contract/second-factor/second-factor-api';
import { toastApiError } from '../lib/toast-api-error';
import { useRequireSecondFactor } from './useSecondFactor';

/**
 * The admins' "Require a second factor for every account". It can be turned on only by an admin whose own is on:
 * the server refuses otherwise, and the switch says so before anyone tries.
 */
export function RequireSecondFactorSwitch({ status }: { status: SecondFactorStatus }) {
  const require = useRequireSecondFactor();
  const ids = { heading: useId(), hint: useId(), switch: useId() };
  const blocked = !status.enabled && !status.requiredForEveryone;
  return (
    <section
      aria-labelledby={ids.heading}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={ids.heading} className="text-xl font-bold text-ink-900">
        Every account
      </h2>
      <label htmlFor={ids.switch} className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={ids.switch}
          type="checkbox"
          role="switch"
          checked={status.requiredForEveryone}
          disabled={blocked || require.isPending}
          aria-describedby={ids.hint}
          onChange={(event) =>
            require.mutate(event.target.checked, {
              onError: (error) => toastApiError('Could not save the setting', error),
            })
          }
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="text-ink-900">Require a second factor for every account</span>
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-slate-700">
        {blocked
          ? 'Turn on your own two-factor authentication first.'
          : 'When on, anyone signing in without a second factor is asked to set one up right after their password.'}
      </p>
    </section>
  );
}
