import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Toaster } from '../islands/Toaster';
import { AdminShell } from './shell/AdminShell';
import { LoginScreen } from './auth/LoginScreen';
import { $auth, checkAuth, LOGIN_SUCCESS_EVENT } from './lib/auth-store';
import { AdminQueryProvider } from './lib/AdminQueryProvider';
import { startRouter } from './router';

/** The back-office island, mounted client-only on every /admin route: the auth gate, then the shell. */
export function AdminApp() {
  const auth = useStore($auth);

  useEffect(() => startRouter(), []);
  useEffect(() => {
    void checkAuth();
    const recheck = () => void checkAuth();
    window.addEventListener(LOGIN_SUCCESS_EVENT, recheck);
    return () => window.removeEventListener(LOGIN_SUCCESS_EVENT, recheck);
  }, []);

  return (
    <AdminQueryProvider>
      {auth.status === 'checking' && <CheckingAuth />}
      {auth.status === 'anonymous' && <LoginScreen />}
      {auth.status === 'authenticated' && <AdminShell user={auth.user} />}
      <Toaster />
    </AdminQueryProvider>
  );
}

export function CheckingAuth() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <p role="status" className="text-lg text-slate-700">
        Checking authentication...
      </p>
    </main>
  );
}
