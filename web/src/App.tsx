import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from './app/auth-context';
import { navigateTo, useLocation } from './app/history';
import { LoadErrorBoundary } from './app/LoadErrorBoundary';
import { LOGIN_PATH } from './app/session';
import { Splash } from './app/Splash';
import { LandingPage } from './landing/LandingPage';

// the shell, Apollo and the pages are not part of the landing page's JavaScript
const AuthenticatedApp = lazy(() => import('./app/AuthenticatedApp'));

/** Splash while the session is verified, the landing page when signed out, else the shell. */
export function App() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const authenticated = state.status === 'authenticated';

  useEffect(() => {
    if (authenticated && pathname === LOGIN_PATH) navigateTo('/', { replace: true });
  }, [authenticated, pathname]);

  if (state.status === 'loading') return <Splash />;
  if (state.status === 'anonymous') return <LandingPage loginRoute={pathname === LOGIN_PATH} />;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<Splash />}>
        <AuthenticatedApp user={state.user} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
