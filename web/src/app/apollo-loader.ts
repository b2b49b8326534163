import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';

/**
 * The Apollo client, loaded on first need: Apollo Client and the GraphQL documents are not part of the
 * landing page's JavaScript; the login modal and the authenticated app load them. Always the same
 * promise, so components can `use()` it.
 */
export type ApolloClientLoader = () => Promise<ApolloClient>;

/** A loader for `client` (tests) or for a client created from ./apollo-client when first asked. */
export function createApolloClientLoader(client?: ApolloClient): ApolloClientLoader {
  let loading: Promise<ApolloClient> | undefined = client ? Promise.resolve(client) : undefined;
  return () =>
    (loading ??= import('./apollo-client')
      .then((m) => m.createApolloClient())
      .catch((error: unknown) => {
        loading = undefined; // a failed download is retried on the next call
        throw error;
      }));
}

export const ApolloClientLoaderContext = createContext<ApolloClientLoader | null>(null);

export function useApolloClientLoader(): ApolloClientLoader {
  const loader = useContext(ApolloClientLoaderContext);
  if (!loader) throw new Error('useApolloClientLoader must be used inside <AppProviders>');
  return loader;
}
