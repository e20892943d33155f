import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { HONEYPOT_FIELD, submitPath } from '../../../api/domain/join-form';
import { ApiError, postJson, type FieldErrors } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { buildPayload, missingRequiredFields, ROLE_FIELDS } from './join-form-rules';
import { clearDraft } from './join-draft';
import { MESSAGES, ROLE_COPY, type RoleCopy } from './role-copy';
import type { JoinFormApi } from './useJoinForm';

/** How long the button reads 'Successfully Submitted!' before it offers to submit again. */
export const SUCCESS_DISPLAY_MS = 3000;

/** The form's submit handler: the checks of SPEC 5, the call of SPEC 7 and the answers of SPEC 8. */
export function useJoinSubmit(form: JoinFormApi) {
  const { role, fields, status, fieldId, setErrors, setStatus, reset } = form;
  // A ref, not the status state: a double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [status, setStatus]);

  const focusField = useCallback(
    (names: readonly string[]) => {
      for (const name of names) {
        const element = document.getElementById(fieldId(name));
        if (element) return element.focus();
      }
    },
    [fieldId],
  );

  return useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      if (!role) {
        toast({ title: MESSAGES.errorTitle, description: MESSAGES.contactRequired, variant: 'destructive' });
        return;
      }

      const missing = missingRequiredFields(role, fields);
      if (missing.length > 0) {
        setErrors(Object.fromEntries(missing.map((name) => [name, MESSAGES.fieldRequired])));
        const description = role === 'newsletter' ? MESSAGES.newsletterEmailRequired : MESSAGES.contactRequired;
        toast({ title: MESSAGES.errorTitle, description, variant: 'destructive' });
        focusField(missing);
        return;
      }

      const copy = ROLE_COPY[role];
      const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      inFlight.current = true;
      setStatus('pending');
      try {
        await postJson(submitPath(role), buildPayload(role, fields, typeof honeypot === 'string' ? honeypot : ''), {
          errorMessage: copy.failureMessage,
        });
        toast({ title: MESSAGES.successTitle, description: copy.successMessage });
        clearDraft();
        reset();
        setStatus('success');
        // The form the visitor was in is gone; the role selector is where a next request would start.
        focusField(['role']);
      } catch (error) {
        const failure = describeFailure(error, copy);
        setErrors(failure.fields);
        setStatus('idle');
        toast({ title: MESSAGES.errorTitle, description: failure.message, variant: 'destructive' });
        focusField(ROLE_FIELDS[role].filter((name) => name in failure.fields));
      } finally {
        inFlight.current = false;
      }
    },
    [role, fields, focusField, setErrors, setStatus, reset],
  );
}

function describeFailure(error: unknown, copy: RoleCopy): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiError) || error.status === 0) return { message: MESSAGES.generic, fields: {} };
  // A 5xx message names nothing the visitor can fix; the form's own failure text reads better.
  if (error.status >= 500) return { message: copy.failureMessage, fields: {} };
  return { message: error.message || copy.failureMessage, fields: error.fields };
}
