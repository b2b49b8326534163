import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { createApolloClient } from './apollo-client';
import { AuthProvider } from './AuthProvider';
import { system } from './theme';

/** Chakra + Apollo + auth. Tests pass their own Apollo client. */
export function AppProviders({ children, client }: { children: ReactNode; client?: ApolloClient }) {
  const [apolloClient] = useState(() => client ?? createApolloClient());
  return (
    <Provider system={system}>
      <ApolloProvider client={apolloClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </ApolloProvider>
    </Provider>
  );
}
