import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import type { JoinTextField } from '#contract/leads/join-form';
import type { JoinRole } from '#contract/leads/join-options';
import { loadDraft, saveDraft } from './join-draft';
import { initialJoinForm, joinFormReducer } from './join-form-reducer';
import { parseRole } from './join-form-rules';
import { readRoleFromUrl, writeRoleToUrl } from './role-query';

/** The join form's state and the edits the fields make to it; submitting lives in useJoinSubmit. */
export function useJoinForm() {
  const idPrefix = useId();
  const [state, dispatch] = useReducer(joinFormReducer, undefined, initialJoinForm);
  const { role, fields, countryIso } = state;
  const roleSelect = useRef<HTMLSelectElement>(null);
  // The server render knows neither the URL's query nor the draft: both are read after hydration.
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = loadDraft();
    // A role picked in the pre-rendered select before React took over is the visitor's latest word, so it
    // wins; then the link's ?type; then the draft's role.
    const chosen = parseRole(roleSelect.current?.value) ?? readRoleFromUrl() ?? draft?.role ?? null;
    dispatch({ type: 'restored', role: chosen, draft });
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) saveDraft({ role, fields, countryIso });
  }, [restored, role, fields, countryIso]);

  useEffect(() => {
    if (restored) writeRoleToUrl(role);
  }, [restored, role]);

  const setRole = useCallback((next: JoinRole | null) => dispatch({ type: 'roleChosen', role: next }), []);
  const setField = useCallback(
    (name: JoinTextField, value: string) => dispatch({ type: 'fieldChanged', name, value }),
    [],
  );
  const toggleService = useCallback(
    (service: string, checked: boolean) => dispatch({ type: 'serviceToggled', service, checked }),
    [],
  );
  const setCountry = useCallback((iso: string) => dispatch({ type: 'countryChosen', iso }), []);
  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  return { ...state, roleSelect, fieldId, dispatch, setRole, setField, toggleService, setCountry };
}

export type JoinFormApi = ReturnType<typeof useJoinForm>;
