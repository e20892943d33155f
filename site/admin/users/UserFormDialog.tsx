import { useSession } from '../lib/session';
import { useId, useState, type FormEvent } from 'react';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { toastApiError } from '../lib/toast-api-error';
import { focusFirstProblem } from '../ui/focus-first-problem';
import { Modal } from '../ui/Modal';
import { Select } from '../ui/Select';
import { SendsCampaignsField } from './SendsCampaignsField';
import { initialUserValues, userPayload, type UserFormMode, type UserFormValues } from './user-form';
import { useSaveUser } from './useSaveUser';
import { ROLE_OPTIONS } from './users';

const COPY = {
  create: {
    title: 'Create New User',
    submit: 'Create User',
    done: ['User created', 'New user has been successfully created.'],
    failed: 'Error creating user',
  },
  edit: {
    title: 'Edit User',
    submit: 'Update User',
    done: ['User updated', 'User has been successfully updated.'],
    failed: 'Error updating user',
  },
} as const;

/** The user form in a modal: create or edit, 'Saving...' while sending, the server's messages by the fields. */
export function UserFormDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: UserFormMode;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const copy = COPY[mode.kind];
  const auth = useSession();
  // A password set for someone else, a new account's too, is temporary (the server makes it so); one's own is changed
  // on the Account screen, with the current one.
  const ownAccount = mode.kind === 'edit' && auth.status === 'authenticated' && auth.user.id === mode.user.id;
  const [values, setValues] = useState<UserFormValues>(() => initialUserValues(mode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const saveUser = useSaveUser();

  const set = (field: keyof UserFormValues) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = userPayload(mode, values);
    if ('errors' in result) {
      setErrors(result.errors);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setSaving(true);
    const form = event.currentTarget;
    try {
      await saveUser.mutateAsync({ mode, payload: result.payload });
      toast({ title: copy.done[0], description: copy.done[1] });
      await onSaved();
      onClose();
    } catch (error) {
      toastApiError(copy.failed, error);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        queueMicrotask(() => focusFirstProblem(form));
      }
      setSaving(false);
    }
  }

  const field = (name: keyof UserFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [name === 'password' && `${id}-password-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') ||
      undefined,
  });
  const error = (name: keyof UserFormValues) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    );

  return (
    <Modal role="dialog" labelledBy={`${id}-title`} onClose={onClose} closable={!saving}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {copy.title}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-busy={saving}>
        <div>
          <label htmlFor={`${id}-username`} className={LABEL_CLASS}>
            Username <span aria-hidden="true">*</span>
          </label>
          <input
            {...field('username')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={(e) => set('username')(e.target.value)}
            className={`${CONTROL_CLASS} mt-1`}
          />
          {error('username')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={LABEL_CLASS}>
            Email (optional)
          </label>
          <input
            {...field('email')}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            className={`${CONTROL_CLASS} mt-1`}
          />
          {error('email')}
        </div>
        {ownAccount ? (
          <p className="text-sm text-slate-700">
            Your own password is changed on the Account screen, which asks for your current one.
          </p>
        ) : (
          <div>
            <label htmlFor={`${id}-password`} className={LABEL_CLASS}>
              Password {mode.kind === 'create' ? <span aria-hidden="true">*</span> : null}
            </label>
            <input
              {...field('password')}
              type="password"
              required={mode.kind === 'create'}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              className={`${CONTROL_CLASS} mt-1`}
            />
            <p id={`${id}-password-hint`} className="mt-1 text-sm text-slate-700">
              {mode.kind === 'create'
                ? 'At least 10 characters. It is temporary: they choose their own at their first sign-in.'
                : 'Leave empty to keep the current password. A new one is temporary: they choose their own at their next sign-in.'}
            </p>
            {error('password')}
          </div>
        )}
        <Select
          label="Role"
          value={values.role}
          options={ROLE_OPTIONS}
          onChange={set('role')}
          id={`${id}-role`}
          describedBy={field('role')['aria-describedby']}
          invalid={Boolean(errors.role)}
        >
          {error('role')}
        </Select>
        <SendsCampaignsField
          role={values.role}
          checked={values.sendsCampaigns}
          onChange={set('sendsCampaigns')}
          error={errors.sendsCampaigns}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-sm btn-outline" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-sm btn-primary" disabled={saving}>
            {saving ? 'Saving...' : copy.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
