import { EMPTY_JOIN_FORM, type JoinFormFields } from '#contract/leads/join-form';
import { BUYER_SERVICES, optionValues, type JoinRole } from '#contract/leads/join-options';
import { countryByDialCode, countryByIso, DEFAULT_COUNTRY_ISO } from '#contract/leads/country-codes';
import { FIELD_CHOICES, type ChoiceField } from '#contract/leads/field-choices';
import { emptyForm, parseRole } from './join-form-rules';

/**
 * What the visitor has typed, kept in sessionStorage so a reload or an accidental back-and-forth does not
 * lose a lead. Session scope: the draft dies with the tab, so personal data does not linger on a shared device.
 */
export interface JoinDraft {
  role: JoinRole | null;
  fields: JoinFormFields;
  countryIso: string;
}

const KEY = 'join-form-draft';

/** The stored draft, cleaned; null when there is none or nothing in it was typed. */
export function loadDraft(): JoinDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const draft = raw ? sanitize(JSON.parse(raw)) : null;
    return draft && !isBlank(draft) ? draft : null;
  } catch {
    // Storage can be disabled or full, and an old draft can be malformed: the form then just starts empty.
    return null;
  }
}

export function saveDraft(draft: JoinDraft): void {
  try {
    if (isBlank(draft)) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Without storage the form still works; only the reload safety net is gone.
  }
}

/**
 * Nothing typed. The role alone is no draft: it comes from a link's ?type, and a later plain /join must
 * not open that form again.
 */
function isBlank(draft: JoinDraft): boolean {
  return draft.countryIso === DEFAULT_COUNTRY_ISO && JSON.stringify(draft.fields) === JSON.stringify(EMPTY_JOIN_FORM);
}

/**
 * Keeps only known fields with values the form could have produced, so a draft from an older page version
 * (or edited by hand) can neither break the form nor send an answer no list offers.
 */
function sanitize(value: unknown): JoinDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const stored = (typeof draft.fields === 'object' && draft.fields !== null ? draft.fields : {}) as Record<
    string,
    unknown
  >;

  const fields = emptyForm();
  for (const name of Object.keys(fields) as (keyof JoinFormFields)[]) {
    const candidate = stored[name];
    if (name === 'services') {
      if (Array.isArray(candidate)) fields.services = BUYER_SERVICES.filter((service) => candidate.includes(service));
    } else if (typeof candidate === 'string' && isOffered(name, candidate)) {
      fields[name] = candidate;
    }
  }

  const country =
    countryByIso(typeof draft.countryIso === 'string' ? draft.countryIso : '') ??
    countryByDialCode(fields.countryCode) ??
    countryByIso(DEFAULT_COUNTRY_ISO);
  fields.countryCode = country?.dial ?? EMPTY_JOIN_FORM.countryCode;

  return {
    role: parseRole(typeof draft.role === 'string' ? draft.role : null),
    fields,
    countryIso: country?.iso ?? DEFAULT_COUNTRY_ISO,
  };
}

/** A select's value must be one of its options (or empty); free text may be anything. */
function isOffered(name: keyof JoinFormFields, value: string): boolean {
  if (!(name in FIELD_CHOICES)) return true;
  return value === '' || optionValues(FIELD_CHOICES[name as ChoiceField]).includes(value);
}
