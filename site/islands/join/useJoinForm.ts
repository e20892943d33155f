import { useCallback, useEffect, useId, useState } from 'react';
import { DEFAULT_COUNTRY_ISO, countryByIso } from '../../../api/domain/country-codes';
import type { JoinFormFields, JoinTextField } from '../../../api/domain/join-form';
import type { JoinRole } from '../../../api/domain/join-options';
import type { FieldErrors } from '../../lib/api-client';
import { loadDraft, saveDraft } from './join-draft';
import { applyFieldChange, emptyForm } from './join-form-rules';
import { readRoleFromUrl, writeRoleToUrl } from './role-query';

export type SubmitStatus = 'idle' | 'pending' | 'success';

/** The join form's state and the edits the fields make to it; submitting lives in useJoinSubmit. */
export function useJoinForm() {
  const idPrefix = useId();
  const [role, setRoleState] = useState<JoinRole | null>(null);
  const [fields, setFields] = useState<JoinFormFields>(emptyForm);
  const [countryIso, setCountryIso] = useState(DEFAULT_COUNTRY_ISO);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  // The server render knows neither the URL's query nor the draft: both are read after hydration.
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      setFields(draft.fields);
      setCountryIso(draft.countryIso);
    }
    setRoleState(readRoleFromUrl() ?? draft?.role ?? null);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) saveDraft({ role, fields, countryIso });
  }, [restored, role, fields, countryIso]);

  useEffect(() => {
    if (restored) writeRoleToUrl(role);
  }, [restored, role]);

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const setRole = useCallback((next: JoinRole | null) => {
    setRoleState(next);
    setErrors({});
    setStatus((current) => (current === 'success' ? 'idle' : current));
  }, []);

  const setField = useCallback(
    (name: JoinTextField, value: string) => {
      setFields((current) => applyFieldChange(current, name, value));
      clearError(name);
    },
    [clearError],
  );

  const toggleService = useCallback(
    (service: string, checked: boolean) => {
      setFields((current) => {
        const others = current.services.filter((s) => s !== service);
        return { ...current, services: checked ? [...others, service] : others };
      });
      clearError('services');
    },
    [clearError],
  );

  const setCountry = useCallback(
    (iso: string) => {
      const country = countryByIso(iso);
      if (!country) return;
      setCountryIso(country.iso);
      setFields((current) => ({ ...current, countryCode: country.dial }));
      clearError('countryCode');
    },
    [clearError],
  );

  /** Back to a blank form with no role, as after a successful submission (SPEC 4). */
  const reset = useCallback(() => {
    setFields(emptyForm());
    setCountryIso(DEFAULT_COUNTRY_ISO);
    setRoleState(null);
    setErrors({});
  }, []);

  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  return {
    role,
    fields,
    countryIso,
    errors,
    status,
    fieldId,
    setRole,
    setField,
    toggleService,
    setCountry,
    setErrors,
    setStatus,
    reset,
  };
}

export type JoinFormApi = ReturnType<typeof useJoinForm>;
