import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';

/**
 * The Apollo client, loaded on first need: Apollo Client and the GraphQL documents are not part of the
 * landing page's JavaScript; the login modal and the authenticated app load them. Always the same
 * promise, so components can `use()` it.
 */
export type ApolloClientLoader = () => Promise<ApolloClient>;

/**
 * A promise already marked fulfilled the way React's `use()` reads one (`status`, `value`): `use()`
 * returns the value at once instead of suspending for a microtask. A suspension outside `act` is revealed
 * at the earliest 300 ms after its fallback (React's throttle of Suspense reveals): every test render of
 * the signed-in app waited that long for a client it already had.
 */
function giaRisolta<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** A loader for `client` (tests) or for a client created from ./apollo-client when first asked. */
export function createApolloClientLoader(client?: ApolloClient): ApolloClientLoader {
  let loading: Promise<ApolloClient> | undefined = client ? giaRisolta(client) : undefined;
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
