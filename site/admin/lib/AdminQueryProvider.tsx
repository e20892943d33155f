import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { adminQueryClient } from './admin-query-client';
import { forgetAnswers, useSession } from './session';

/** Gives the admin screens their query cache, emptied on sign-out: the next user must not see the last one's data. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={adminQueryClient}>
      <ForgetOnSignOut />
      {children}
    </QueryClientProvider>
  );
}

function ForgetOnSignOut() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'anonymous') return;
    forgetAnswers();
  }, [status]);
  return null;
}
