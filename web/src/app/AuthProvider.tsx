import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClientLoader } from './apollo-loader';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { LOGIN_FALLBACK_ERROR } from './auth-messages';
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

/** The GraphQL calls of signing in and out, with the Apollo client: both loaded on first use. */
const loadAuthClient = () => import('./auth-client');

export function AuthProvider({ children }: { children: ReactNode }) {
  const loadClient = useApolloClientLoader();
  const [state, setState] = useState<AuthState>(initialAuthState);
  // set once the client is loaded: before that there is no cache to clear
  const loadedClient = useRef<ApolloClient | null>(null);
  const withClient = useCallback(async () => {
    const [client, auth] = await Promise.all([loadClient(), loadAuthClient()]);
    loadedClient.current = client;
    return { client, auth };
  }, [loadClient]);

  const clearCache = useCallback(() => {
    void loadedClient.current?.clearStore().catch(() => undefined);
  }, []);

  const dropSession = useCallback(() => {
    clearSession();
    setState({ status: 'anonymous' });
    clearCache();
  }, [clearCache]);

  // Re-verification of a stale session with the `me` query; a failure logs out (unless offline).
  const needsCheck = state.status === 'loading';
  useEffect(() => {
    if (!needsCheck) return;
    let cancelled = false;
    withClient()
      .then(({ client, auth }) => auth.requestMe(client))
      .then((me) => {
        if (cancelled) return;
        markVerified(me);
        setState({ status: 'authenticated', user: me });
      })
      .catch(() => {
        if (cancelled) return;
        // Offline nobody can verify it: the session stays, unverified (checked at the next start; any
        // 401 still ends it), so the production screens open without network (issue 9).
        const stored = readStoredSession();
        if (!navigator.onLine && stored) setState({ status: 'authenticated', user: stored.user });
        else dropSession();
      });
    return () => {
      cancelled = true;
    };
  }, [needsCheck, withClient, dropSession]);

  // A 401 on any call (Apollo error link or apiFetch) ends the session.
  useEffect(
    () =>
      onSessionExpired(() => {
        setState({ status: 'anonymous' });
        clearCache();
      }),
    [clearCache],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const loaded = await withClient().catch((error: unknown) => {
        throw new Error(LOGIN_FALLBACK_ERROR, { cause: error });
      });
      const payload = await loaded.auth.requestLogin(loaded.client, email, password);
      saveSession(payload.token, payload.user);
      setState({ status: 'authenticated', user: payload.user });
      if (window.location.pathname === LOGIN_PATH) navigateTo('/', { replace: true });
    },
    [withClient],
  );

  const logout = useCallback(async () => {
    await withClient()
      .then(({ client, auth }) => auth.requestLogout(client))
      .catch(() => undefined); // the local session ends whatever happens
    dropSession();
    navigateTo('/');
  }, [withClient, dropSession]);

  const value = useMemo<AuthContextValue>(() => ({ state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
