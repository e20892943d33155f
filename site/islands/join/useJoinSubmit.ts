import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { HONEYPOT_FIELD, submitPath } from '#contract/leads/join-form';
import { ApiError, postJson, type FieldErrors } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { joinFieldLabel } from '#contract/leads/join-field-labels';
import type { JoinRole } from '#contract/leads/join-options';
import { CONTACT_FIELDS, MISSING_MESSAGES, missingFields, ROLE_FIELDS } from '#contract/leads/join-requirements';
import { focusBelowHeader } from './focus-below-header';
import { buildPayload } from './join-form-rules';
import { JOIN_MESSAGES } from './join-messages';
import { ROLE_COPY, type RoleCopy } from './role-copy';
import { newSubmissionKey } from './submission-key';
import type { JoinFormApi } from './useJoinForm';

/** How long the button reads 'Successfully Submitted!' before the blank form waits for a role again. */
const SUCCESS_DISPLAY_MS = 3000;

/** The form's submit handler: the form's own checks, the API call, and what the page says to its answer. */
export function useJoinSubmit(form: JoinFormApi) {
  const { role, fields, status, fieldId, roleSelect, dispatch } = form;
  // A second submit can fire before React re-renders with the pending status: this ref stops it.
  const inFlight = useRef(false);
  // One Idempotency-Key per filled form: sent again with the same fields (a retry after a timeout), it makes
  // the API answer the lead already stored instead of storing a second one; a changed field gets a new key.
  const submissionKey = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'successShown' }), SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [status, dispatch]);

  return useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The button is aria-disabled, not disabled, so that it keeps focus: it still submits while sending
      // and while it shows the success (there is no role then).
      if (!role || status !== 'idle' || inFlight.current) return;

      const reject = (errors: FieldErrors, description: string) => {
        // Commit the error state before moving focus, so a screen reader reads the field with its message.
        flushSync(() => dispatch({ type: 'rejected', errors }));
        toast({ title: JOIN_MESSAGES.errorTitle, description, variant: 'destructive' });
        // With no field to fix (throttling, a server or network failure), focus stays on the button.
        const first = ROLE_FIELDS[role].find((name) => name in errors);
        if (first) focusBelowHeader(document.getElementById(fieldId(first)));
      };

      const missing = missingFields(role, fields);
      if (missing.length > 0) {
        reject(
          Object.fromEntries(missing.map((name) => [name, MISSING_MESSAGES[name] ?? JOIN_MESSAGES.fieldRequired])),
          missingToast(role, missing),
        );
        return;
      }

      const copy = ROLE_COPY[role];
      const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      const payload = buildPayload(role, fields, typeof honeypot === 'string' ? honeypot : '');
      const body = `${role}\n${JSON.stringify(payload)}`;
      if (submissionKey.current?.body !== body) submissionKey.current = { body, key: newSubmissionKey() };
      inFlight.current = true;
      dispatch({ type: 'sending' });
      let answer: { confirmByEmail?: unknown } | null | undefined;
      try {
        answer = await postJson<typeof answer>(submitPath(role), payload, {
          errorMessage: copy.failureMessage,
          headers: { 'Idempotency-Key': submissionKey.current.key },
        });
      } catch (error) {
        const failure = describeFailure(error, role, copy);
        reject(failure.fields, failure.message);
        return;
      } finally {
        inFlight.current = false;
      }
      submissionKey.current = null;
      // The same for every address (the API never says whether one was already subscribed).
      const checkInbox =
        answer?.confirmByEmail !== true
          ? ''
          : role === 'newsletter'
            ? JOIN_MESSAGES.checkInbox
            : JOIN_MESSAGES.checkInboxForNewsletter;
      // Committed before focus moves, as in reject(): the role selector is then read as blank.
      flushSync(() => dispatch({ type: 'accepted', notice: checkInbox || null }));
      toast({
        title: JOIN_MESSAGES.successTitle,
        description: checkInbox ? `${copy.successMessage} ${checkInbox}` : copy.successMessage,
      });
      // The form the visitor was in is gone: what the page now asks of them, if anything, else the role
      // selector, where a next request would start.
      (document.getElementById(fieldId('notice')) ?? roleSelect.current)?.focus();
    },
    [role, fields, status, fieldId, roleSelect, dispatch],
  );
}

/** SPEC's toasts where they apply (the email alone, the contact fields); otherwise the blank fields by label. */
function missingToast(role: JoinRole, missing: readonly string[]): string {
  if (role === 'newsletter') return JOIN_MESSAGES.newsletterEmailRequired;
  if (missing.some((name) => CONTACT_FIELDS.includes(name as never))) return JOIN_MESSAGES.contactRequired;
  return JOIN_MESSAGES.fillIn(missing.map((name) => joinFieldLabel(role, name)));
}

/**
 * The form's own failure text, field messages beside their fields and the toast naming those fields by their
 * labels; throttling says how long to wait.
 */
function describeFailure(error: unknown, role: JoinRole, copy: RoleCopy): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiError) || error.status === 0) return { message: JOIN_MESSAGES.generic, fields: {} };
  if (error.status === 429) return { message: error.message, fields: {} };
  const shown = ROLE_FIELDS[role].filter((name) => name in error.fields);
  if (shown.length === 0) return { message: copy.failureMessage, fields: error.fields };
  return { message: JOIN_MESSAGES.checkFields(shown.map((name) => joinFieldLabel(role, name))), fields: error.fields };
}
