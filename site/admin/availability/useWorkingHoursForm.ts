import { useState } from 'react';
import type { WorkingPeriod } from '#contract/routing/working-hours';
import { ApiError } from '../../lib/api-client';
import { editablePeriods, periodProblems } from './working-hours-edit';

/**
 * The state of a working-hours form (one's own on Account, anyone's in the Users dialog): the periods being
 * edited, and what is wrong with them, from the form's own check or the server's answer.
 */
export function useWorkingHoursForm(stored: readonly WorkingPeriod[] | null) {
  const [periods, setPeriods] = useState(() => editablePeriods(stored));
  const [problems, setProblems] = useState<Record<string, string>>({});
  return {
    periods,
    problems,
    /** An edit: the problems said so far were about the periods before it. */
    change(next: WorkingPeriod[]) {
      setPeriods(next);
      setProblems({});
    },
    /** Starts again from what is stored now (after a save). */
    reset(hours: readonly WorkingPeriod[] | null) {
      setPeriods(editablePeriods(hours));
      setProblems({});
    },
    /** True when the periods may be sent; otherwise says what is wrong. */
    check(): boolean {
      const found = periodProblems(periods);
      setProblems(found);
      return Object.keys(found).length === 0;
    },
    /** A refused save: the server's problems by their fields. */
    refused(error: unknown) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setProblems(error.fields);
    },
  };
}

export type WorkingHoursForm = ReturnType<typeof useWorkingHoursForm>;
