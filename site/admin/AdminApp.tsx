import { lazy, useEffect } from 'react';
import { Toaster } from '../islands/Toaster';
import { AdminShell } from './shell/AdminShell';
import { LoginScreen } from './auth/LoginScreen';
import { refreshSession, useSession } from './lib/session';
import { AdminQueryProvider } from './lib/AdminQueryProvider';
import { normalizePath, startRouter } from './router';
import { LazyScreen } from './AdminScreen';
import { RESET_PASSWORD_PATH } from './admin-routes';

// Only for a sign-in whose password was a temporary one: downloaded then.
const ChooseNewPasswordScreen = lazy(() =>
  import('./auth/ChooseNewPasswordScreen').then((module) => ({ default: module.ChooseNewPasswordScreen })),
);
// The page a reset email links to: shown whoever is signed in, as it is about the link's account.
const ResetPasswordScreen = lazy(() =>
  import('./auth/ResetPasswordScreen').then((module) => ({ default: module.ResetPasswordScreen })),
);
// Only for a sign-in that must set up its second factor first: downloaded then.
const SecondFactorSetupScreen = lazy(() =>
  import('./account/SecondFactorSetupScreen').then((module) => ({ default: module.SecondFactorSetupScreen })),
);

/** The back-office island, mounted client-only on every /admin route: the auth gate, then the shell. */
export function AdminApp() {
  if (normalizePath(window.location.pathname) === RESET_PASSWORD_PATH) {
    return (
      <LazyScreen loading="Loading...">
        <ResetPasswordScreen token={new URLSearchParams(window.location.search).get('token') ?? ''} />
        <Toaster />
      </LazyScreen>
    );
  }
  return (
    <AdminQueryProvider>
      <SignedInApp />
    </AdminQueryProvider>
  );
}

function SignedInApp() {
  const auth = useSession();

  useEffect(() => startRouter(), []);
  useEffect(() => void refreshSession(), []);

  return (
    <>
      {auth.status === 'checking' && <CheckingAuth />}
      {auth.status === 'anonymous' && <LoginScreen />}
      {auth.status === 'second_factor' && <LoginScreen initialStep="code" />}
      {auth.status === 'new_password' && (
        <main id="main" className="min-h-screen bg-slate-50 px-4 py-10">
          <LazyScreen loading="Loading...">
            <ChooseNewPasswordScreen user={auth.user} />
          </LazyScreen>
        </main>
      )}
      {auth.status === 'setup' && (
        <main id="main" className="min-h-screen bg-slate-50 px-4 py-10">
          <LazyScreen loading="Loading...">
            <SecondFactorSetupScreen user={auth.user} />
          </LazyScreen>
        </main>
      )}
      {auth.status === 'authenticated' && <AdminShell user={auth.user} />}
      <Toaster />
    </>
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
