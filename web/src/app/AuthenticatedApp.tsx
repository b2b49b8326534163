import { ApolloProvider } from '@apollo/client/react';
import { use } from 'react';
import { useApolloClientLoader } from './apollo-loader';
import type { SessionUser } from './session';
import { Shell } from './shell/Shell';

/** The signed-in app, loaded lazily with Apollo: the shell and its pages over the Apollo client. */
export default function AuthenticatedApp({ user }: { user: SessionUser }) {
  const client = use(useApolloClientLoader()());
  return (
    <ApolloProvider client={client}>
      <Shell user={user} />
    </ApolloProvider>
  );
}
