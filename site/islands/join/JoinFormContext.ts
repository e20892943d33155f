import { createContext } from 'react';
import type { JoinFormApi } from './useJoinForm';

/** Lets each field read and edit the form without threading the whole state through every section. */
export const JoinFormContext = createContext<JoinFormApi | null>(null);
