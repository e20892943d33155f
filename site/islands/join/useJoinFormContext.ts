import { useContext } from 'react';
import { JoinFormContext } from './JoinFormContext';
import type { JoinFormApi } from './useJoinForm';

export function useJoinFormContext(): JoinFormApi {
  const form = useContext(JoinFormContext);
  if (!form) throw new Error('Join form fields must be rendered inside <JoinFormContext.Provider>');
  return form;
}
