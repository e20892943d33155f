import { countryByIso, DEFAULT_COUNTRY_ISO } from '#contract/leads/country-codes';
import type { JoinFormFields, JoinTextField } from '#contract/leads/join-form';
import type { JoinRole } from '#contract/leads/join-options';
import type { FieldErrors } from '../../lib/api-client';
import type { JoinDraft } from './join-draft';
import { applyFieldChange, emptyForm } from './join-form-rules';

/** Idle, pending while the request is out, success while the button says so. */
export type SubmitStatus = 'idle' | 'pending' | 'success';

export interface JoinFormState {
  role: JoinRole | null;
  fields: JoinFormFields;
  countryIso: string;
  errors: FieldErrors;
  status: SubmitStatus;
  /** What the page itself says after a submission that asks the visitor to do more (confirm by email). */
  notice: string | null;
}

export type JoinFormAction =
  | { type: 'restored'; role: JoinRole | null; draft: JoinDraft | null }
  | { type: 'roleChosen'; role: JoinRole | null }
  | { type: 'fieldChanged'; name: JoinTextField; value: string }
  | { type: 'serviceToggled'; service: string; checked: boolean }
  | { type: 'countryChosen'; iso: string }
  | { type: 'sending' }
  | { type: 'rejected'; errors: FieldErrors }
  | { type: 'accepted'; notice: string | null }
  | { type: 'successShown' };

/** A blank form with no role: the first render and the state after a successful submission. */
export function initialJoinForm(): JoinFormState {
  return {
    role: null,
    fields: emptyForm(),
    countryIso: DEFAULT_COUNTRY_ISO,
    errors: {},
    status: 'idle',
    notice: null,
  };
}

/**
 * Edits made while a submission is out. They are ignored (the controls are read-only then): the answer
 * belongs to what was sent, so a success must not wipe newer input and an error must not land on another
 * role's form.
 */
const EDITS: ReadonlySet<JoinFormAction['type']> = new Set([
  'roleChosen',
  'fieldChanged',
  'serviceToggled',
  'countryChosen',
]);

export function joinFormReducer(state: JoinFormState, action: JoinFormAction): JoinFormState {
  if (state.status === 'pending' && EDITS.has(action.type)) return state;
  switch (action.type) {
    case 'restored':
      return action.draft
        ? { ...state, role: action.role, fields: action.draft.fields, countryIso: action.draft.countryIso }
        : { ...state, role: action.role };
    case 'roleChosen':
      return { ...state, role: action.role, errors: {}, status: 'idle', notice: null };
    case 'fieldChanged': {
      const fields = applyFieldChange(state.fields, action.name, action.value);
      return fields === state.fields ? state : { ...state, fields, errors: without(state.errors, action.name) };
    }
    case 'serviceToggled': {
      const others = state.fields.services.filter((service) => service !== action.service);
      const services = action.checked ? [...others, action.service] : others;
      return { ...state, fields: { ...state.fields, services }, errors: without(state.errors, 'services') };
    }
    case 'countryChosen': {
      const country = countryByIso(action.iso);
      if (!country) return state;
      return {
        ...state,
        countryIso: country.iso,
        fields: { ...state.fields, countryCode: country.dial },
        errors: without(state.errors, 'countryCode'),
      };
    }
    case 'sending':
      return { ...state, status: 'pending' };
    case 'rejected':
      return { ...state, status: 'idle', errors: action.errors };
    case 'accepted':
      return { ...initialJoinForm(), status: 'success', notice: action.notice };
    case 'successShown':
      return state.status === 'success' ? { ...state, status: 'idle' } : state;
  }
}

function without(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _cleared, ...rest } = errors;
  return rest;
}
