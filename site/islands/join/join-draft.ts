import { EMPTY_JOIN_FORM, type JoinFormFields } from '../../../api/domain/join-form';
import type { JoinRole } from '../../../api/domain/join-options';
import { countryByDialCode, countryByIso, DEFAULT_COUNTRY_ISO } from '../../../api/domain/country-codes';
import { parseRole } from './join-form-rules';

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

export function loadDraft(): JoinDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? sanitize(JSON.parse(raw)) : null;
  } catch {
    // Storage can be disabled or full, and an old draft can be malformed: the form then just starts empty.
    return null;
  }
}

export function saveDraft(draft: JoinDraft): void {
  try {
    if (isPristine(draft)) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Without storage the form still works; only the reload safety net is gone.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // See saveDraft.
  }
}

function isPristine(draft: JoinDraft): boolean {
  return (
    draft.role === null &&
    draft.countryIso === DEFAULT_COUNTRY_ISO &&
    JSON.stringify(draft.fields) === JSON.stringify(EMPTY_JOIN_FORM)
  );
}

/** Keeps only known fields of the right type, so a draft from an older page version cannot break the form. */
function sanitize(value: unknown): JoinDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const stored = (typeof draft.fields === 'object' && draft.fields !== null ? draft.fields : {}) as Record<string, unknown>;

  const fields: JoinFormFields = { ...EMPTY_JOIN_FORM, services: [] };
  for (const [name, empty] of Object.entries(EMPTY_JOIN_FORM)) {
    const candidate = stored[name];
    if (Array.isArray(empty)) {
      if (Array.isArray(candidate)) Object.assign(fields, { [name]: candidate.filter((s) => typeof s === 'string') });
    } else if (typeof candidate === 'string') {
      Object.assign(fields, { [name]: candidate });
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
