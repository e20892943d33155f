import type { ComponentType } from 'react';
import { ROLE_OPTIONS, type JoinRole } from '#contract/leads/join-options';
import { BuyerFields } from './join/BuyerFields';
import { ConsentNote } from './join/ConsentNote';
import { EmailField } from './join/EmailField';
import { ErrorSummary } from './join/ErrorSummary';
import { FormNotice } from './join/FormNotice';
import { HoneypotField } from './join/HoneypotField';
import { JoinFormContext } from './join/JoinFormContext';
import { NativeSelect } from './join/NativeSelect';
import { NewsletterOptIn } from './join/NewsletterOptIn';
import { parseRole } from './join/join-form-rules';
import { JOIN_MESSAGES } from './join/join-messages';
import { ROLE_COPY } from './join/role-copy';
import { RenterFields } from './join/RenterFields';
import { SellerFields } from './join/SellerFields';
import { SubmitButton } from './join/SubmitButton';
import { useJoinForm } from './join/useJoinForm';
import { useJoinSubmit } from './join/useJoinSubmit';

const ROLE_FORMS: Record<JoinRole, ComponentType> = {
  buyer: BuyerFields,
  seller: SellerFields,
  renter: RenterFields,
  newsletter: EmailField,
};

/** The join page's island: pick a role, fill in that role's form, send it. */
export function JoinForm() {
  const form = useJoinForm();
  const submit = useJoinSubmit(form);
  const { role, status, notice, fieldId, roleSelect, setRole } = form;
  const copy = role ? ROLE_COPY[role] : null;
  const RoleFields = role ? ROLE_FORMS[role] : null;

  return (
    <JoinFormContext.Provider value={form}>
      {/* noValidate: the form's own messages, all at once beside their fields, replace the browser's
          bubble for one field at a time. */}
      <form
        noValidate
        onSubmit={submit}
        className="relative space-y-6 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-8"
      >
        {notice && <FormNotice id={fieldId('notice')} title={JOIN_MESSAGES.checkInboxTitle} text={notice} />}
        <div className="space-y-1.5">
          <label htmlFor={fieldId('role')} className="block text-base font-semibold text-ink-900">
            I am a:
          </label>
          <NativeSelect
            ref={roleSelect}
            id={fieldId('role')}
            name="role"
            value={role ?? ''}
            placeholder="Select your role..."
            options={ROLE_OPTIONS}
            onChange={(event) => setRole(parseRole(event.target.value))}
            aria-disabled={status === 'pending' || undefined}
          />
        </div>

        {copy && RoleFields && (
          <section aria-labelledby={fieldId('heading')} className="space-y-5 border-t border-gray-200 pt-6">
            <header className="space-y-1">
              <h2 id={fieldId('heading')} className="text-xl font-bold text-ink-900 sm:text-2xl">
                {copy.heading}
              </h2>
              <p className="text-base text-gray-700">{copy.subtitle}</p>
            </header>
            <p className="text-sm text-gray-700">Fields marked * are required.</p>
            <ErrorSummary />
            <RoleFields />
            <NewsletterOptIn />
          </section>
        )}

        <HoneypotField id={fieldId('website')} />
        {copy && <ConsentNote newsletter={role === 'newsletter'} />}
        {(copy || status === 'success') && <SubmitButton status={status} idleLabel={copy?.submitLabel ?? ''} />}
      </form>
    </JoinFormContext.Provider>
  );
}
