import { createContext, useContext } from 'react';
import type { JoinFormApi } from './useJoinForm';

/** Lets each field read and edit the form without threading the whole state through every section. */
export const JoinFormContext = createContext<JoinFormApi | null>(null);

export function useJoinFormContext(): JoinFormApi {
  const form = useContext(JoinFormContext);
  if (!form) throw new Error('Join form fields must be rendered inside <JoinFormContext.Provider>');
  return form;
}
