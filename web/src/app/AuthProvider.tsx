import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { LOGIN_MUTATION, LOGOUT_MUTATION, ME_QUERY } from './auth-operations';
import type { SessionContext } from './apollo-client';
import { serverErrorMessage } from './error-message';
import { navigateTo } from './history';
import {
  LOGIN_PATH,
  clearSession,
  markVerified,
  needsReverification,
  onSessionExpired,
  readStoredSession,
  saveSession,
} from './session';

export const LOGIN_FALLBACK_ERROR = 'Errore durante il login. Verifica le credenziali.';

const noExpiry: SessionContext = { skipSessionExpiry: true };

/** Start-up: restore the stored session; a stale one (> 30 min) is verified first (splash). */
function initialAuthState(): AuthState {
  const stored = readStoredSession();
  if (!stored) {
    clearSession();
    return { status: 'anonymous' };
  }
  if (needsReverification(stored)) return { status: 'loading' };
  return { status: 'authenticated', user: stored.user };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<AuthState>(initialAuthState);

  const dropSession = useCallback(() => {
    clearSession();
    setState({ status: 'anonymous' });
    void client.clearStore().catch(() => undefined);
  }, [client]);

  // Re-verification of a stale session with the `me` query; any failure logs out.
  const needsCheck = state.status === 'loading';
  useEffect(() => {
    if (!needsCheck) return;
    let cancelled = false;
    client
      .query({ query: ME_QUERY, fetchPolicy: 'network-only', context: noExpiry })
      .then(({ data }) => {
        if (cancelled) return;
        if (!data) throw new Error('missing me');
        markVerified(data.me);
        setState({ status: 'authenticated', user: data.me });
      })
      .catch(() => {
        if (!cancelled) dropSession();
      });
    return () => {
      cancelled = true;
    };
  }, [needsCheck, client, dropSession]);

  // A 401 on any call (Apollo error link or apiFetch) ends the session.
  useEffect(
    () =>
      onSessionExpired(() => {
        setState({ status: 'anonymous' });
        void client.clearStore().catch(() => undefined);
      }),
    [client],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      let result;
      try {
        result = await client.mutate({
          mutation: LOGIN_MUTATION,
          variables: { email, password },
          context: noExpiry,
        });
      } catch (error) {
        throw new Error(serverErrorMessage(error) ?? LOGIN_FALLBACK_ERROR, { cause: error });
      }
      const payload = result.data?.login;
      if (!payload) throw new Error(LOGIN_FALLBACK_ERROR);
      saveSession(payload.token, payload.user);
      setState({ status: 'authenticated', user: payload.user });
      if (window.location.pathname === LOGIN_PATH) navigateTo('/', { replace: true });
    },
    [client],
  );

  const logout = useCallback(async () => {
    try {
      await client.mutate({ mutation: LOGOUT_MUTATION, context: noExpiry });
    } catch {
      // the local session is cleared whatever the server says
    }
    dropSession();
    navigateTo('/');
  }, [client, dropSession]);

  const value = useMemo<AuthContextValue>(() => ({ state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
