import type { Ruolo, SessionUserFragment } from '../gql/graphql';
import { REVERIFY_INTERVAL_MS } from './config';
import { navigateTo } from './history';

/** The signed-in user as stored locally and kept in the auth context. */
export type SessionUser = SessionUserFragment;

export interface StoredSession {
  token: string;
  user: SessionUser;
  /** Epoch ms of the last successful server verification (login counts as one). */
  lastVerifiedAt: number;
}

export const SESSION_STORAGE_KEYS = {
  token: 'gelatiere.token',
  user: 'gelatiere.user',
  lastVerifiedAt: 'gelatiere.lastVerifiedAt',
} as const;

export const LOGIN_PATH = '/login';

const ROLES: readonly Ruolo[] = ['admin', 'manager', 'operatore'];

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.nome === 'string' &&
    typeof v.email === 'string' &&
    typeof v.ruolo === 'string' &&
    (ROLES as readonly string[]).includes(v.ruolo)
  );
}

export function getToken(): string | null {
  return localStorage.getItem(SESSION_STORAGE_KEYS.token);
}

/** Reads token, user and last-verified time; null when any of token/user is missing or corrupt. */
export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(SESSION_STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(SESSION_STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  let user: unknown;
  try {
    user = JSON.parse(rawUser);
  } catch {
    return null;
  }
  if (!isSessionUser(user)) return null;
  const lastVerifiedAt = Number(localStorage.getItem(SESSION_STORAGE_KEYS.lastVerifiedAt) ?? 0);
  return { token, user, lastVerifiedAt: Number.isFinite(lastVerifiedAt) ? lastVerifiedAt : 0 };
}

export function saveSession(token: string, user: SessionUser, now: number = Date.now()): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(SESSION_STORAGE_KEYS.lastVerifiedAt, String(now));
}

/** Records a successful verification, refreshing the stored user. */
export function markVerified(user: SessionUser, now: number = Date.now()): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(SESSION_STORAGE_KEYS.lastVerifiedAt, String(now));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEYS.token);
  localStorage.removeItem(SESSION_STORAGE_KEYS.user);
  localStorage.removeItem(SESSION_STORAGE_KEYS.lastVerifiedAt);
}

/** True when the last verification is more than 30 minutes old. */
export function needsReverification(session: StoredSession, now: number = Date.now()): boolean {
  return now - session.lastVerifiedAt > REVERIFY_INTERVAL_MS;
}

type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

/** The auth context subscribes here to drop its state when any call answers 401. */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

export const SESSION_EXPIRED_MESSAGE = 'Sessione scaduta, accedi di nuovo';

/** Per tab (sessionStorage): where an expired session was, and whether to say it expired. */
const RETURN_KEY = 'gelatiere.returnTo';
const EXPIRED_KEY = 'gelatiere.sessionExpired';

interface ReturnTarget {
  path: string;
  userId: number;
}

function rememberReturn(): void {
  const user = readStoredSession()?.user;
  const path = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  try {
    // a reason announced just before (annunciaNuovoAccesso) wins over the generic one
    if (!sessionStorage.getItem(EXPIRED_KEY)) sessionStorage.setItem(EXPIRED_KEY, '1');
    if (user && window.location.pathname !== LOGIN_PATH) sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path, userId: user.id } satisfies ReturnTarget));
  } catch {
    // storage unavailable: the user just lands on the dashboard
  }
}

/**
 * Why the user must sign in again, once after a session ended (the login form says it), then null:
 * SESSION_EXPIRED_MESSAGE, or the reason announced with annunciaNuovoAccesso.
 */
export function takeSessionExpiredNotice(): string | null {
  try {
    const valore = sessionStorage.getItem(EXPIRED_KEY);
    sessionStorage.removeItem(EXPIRED_KEY);
    return valore === null ? null : valore === '1' ? SESSION_EXPIRED_MESSAGE : valore;
  } catch {
    return null;
  }
}

/**
 * The page an expired session was on, for the same user signing in again (read once). Another
 * user starts from the dashboard.
 */
export function takeReturnPath(userId: number): string | null {
  try {
    const raw = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    if (!raw) return null;
    const target = JSON.parse(raw) as Partial<ReturnTarget>;
    return target.userId === userId && typeof target.path === 'string' && target.path.startsWith('/') && !target.path.startsWith('//') ? target.path : null;
  } catch {
    return null;
  }
}

/**
 * The reason the next sign-in form gives when the server is about to end this session (e.g. a
 * backup import ends every session: its warning would otherwise vanish with the redirect).
 */
export function annunciaNuovoAccesso(messaggio: string): void {
  try {
    sessionStorage.setItem(EXPIRED_KEY, messaggio);
  } catch {
    // storage unavailable: the generic message is shown
  }
}

/** A deliberate logout forgets any page to return to. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_KEY);
    sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    // nothing stored
  }
}

/** Any 401 / UNAUTHENTICATED: remember the page, clear the session and go to /login. */
export function expireSession(): void {
  if (readStoredSession()) rememberReturn();
  clearSession();
  if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
  expiryListeners.forEach((listener) => listener());
}
