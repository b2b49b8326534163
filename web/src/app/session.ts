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

/** Any 401 / UNAUTHENTICATED: clear the session and go to /login. */
export function expireSession(): void {
  clearSession();
  if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
  expiryListeners.forEach((listener) => listener());
}
