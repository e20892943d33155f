import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createAdminQueryClient } from './admin-query-client';
import { $auth } from './auth-store';

/** Gives the admin screens their query cache, emptied on sign-out: the next user must not see the last one's data. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  const auth = useStore($auth);
  useEffect(() => {
    if (auth.status === 'anonymous') client.clear();
  }, [auth.status, client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
