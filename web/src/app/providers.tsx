import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider } from '../components/ui/provider';
import { ApolloClientLoaderContext, createApolloClientLoader } from './apollo-loader';
import { useAuth } from './auth-context';
import { AuthProvider } from './AuthProvider';
import { system } from './theme';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Toasts come from the signed-in app: the toaster loads with the first sign-in and then stays (a
 * message at the end of a session still shows on the landing). A visitor never downloads it.
 */
function ToasterHost() {
  const { state } = useAuth();
  const [needed, setNeeded] = useState(false);
  if (state.status === 'authenticated' && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Chakra + auth, and the Apollo client loaded on first need (the authenticated app provides it to its
 * pages: see AuthenticatedApp). Tests pass their own Apollo client.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: ApolloClient }) {
  const [loadClient] = useState(() => createApolloClientLoader(client));
  return (
    <Provider system={system}>
      <ApolloClientLoaderContext.Provider value={loadClient}>
        <AuthProvider>
          {children}
          <ToasterHost />
        </AuthProvider>
      </ApolloClientLoaderContext.Provider>
    </Provider>
  );
}
