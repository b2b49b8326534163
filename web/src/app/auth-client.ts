import type { ApolloClient } from '@apollo/client';
import type { SessionContext } from './apollo-client';
import { LOGIN_FALLBACK_ERROR } from './auth-messages';
import { LOGIN_MUTATION, LOGOUT_MUTATION, ME_QUERY } from './auth-operations';
import { serverErrorMessage } from './error-message';
import type { SessionUser } from './session';

/** The GraphQL side of signing in and out, loaded with Apollo when first needed (see apollo-loader). */

const noExpiry: SessionContext = { skipSessionExpiry: true };

/** Rejects with an Error whose message is the Italian text to show. */
export async function requestLogin(client: ApolloClient, email: string, password: string): Promise<{ token: string; user: SessionUser }> {
  let result;
  try {
    result = await client.mutate({ mutation: LOGIN_MUTATION, variables: { email, password }, context: noExpiry });
  } catch (error) {
    throw new Error(serverErrorMessage(error) ?? LOGIN_FALLBACK_ERROR, { cause: error });
  }
  const payload = result.data?.login;
  if (!payload) throw new Error(LOGIN_FALLBACK_ERROR);
  return payload;
}

/** The server's view of the signed-in user; rejects on any failure. */
export async function requestMe(client: ApolloClient): Promise<SessionUser> {
  const { data } = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only', context: noExpiry });
  if (!data) throw new Error('missing me');
  return data.me;
}

/** Ends the session on the server; the local session is cleared whatever the answer. */
export async function requestLogout(client: ApolloClient): Promise<void> {
  try {
    await client.mutate({ mutation: LOGOUT_MUTATION, context: noExpiry });
  } catch {
    // nothing to do: the caller clears the local session
  }
}
