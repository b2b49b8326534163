import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ServerError } from '@apollo/client/errors';
import { graphqlUrl } from './config';
import { graphqlErrorCodes } from './error-message';
import { fetchWithTimeout } from './fetch-with-timeout';
import { expireSession, getToken } from './session';

/** Set `context: { skipSessionExpiry: true }` on an operation whose 401 must not end the session. */
export interface SessionContext {
  skipSessionExpiry?: boolean;
}

export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return graphqlErrorCodes(error).includes('UNAUTHENTICATED');
}

const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
});

const unauthenticatedLink = new ErrorLink(({ error, operation }) => {
  const { skipSessionExpiry } = operation.getContext() as SessionContext;
  // Only a live session can expire: a failed login (no token yet) keeps its own message.
  if (!skipSessionExpiry && getToken() && isUnauthenticated(error)) expireSession();
});

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: graphqlUrl(),
    fetch: (input, init) => fetchWithTimeout(input, init),
  });
  return new ApolloClient({
    link: ApolloLink.from([unauthenticatedLink, authLink, httpLink]),
    cache: new InMemoryCache({
      // `analytics(filtro)` has no id: queries asking for different sections merge into one object
      typePolicies: { Analytics: { merge: true } },
    }),
  });
}
