import { createContext, useContext } from 'react';
import type { SessionUser } from './session';

export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: SessionUser };

export interface AuthContextValue {
  state: AuthState;
  /** Resolves when signed in; rejects with an Error whose message is the Italian text to show. */
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user; only for components rendered inside the authenticated shell. */
export function useCurrentUser(): SessionUser {
  const { state } = useAuth();
  if (state.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user');
  return state.user;
}
