import { RUOLI, type Ruolo, type Scope } from '@gelatiere/contratto';
import { forbidden } from './errors.js';

/** Roles of spec section 6 and the scopes of an API key (in the contract shared with the web app). */
export { RUOLI, SCOPES, type Ruolo, type Scope } from '@gelatiere/contratto';

/** The user a request acts for, as loaded from a verified token. */
export interface AuthUser {
  id: number;
  nome: string;
  email: string;
  ruolo: Ruolo;
  puntoVenditaId: number | null;
  jti: string;
  tokenExp: number;
  /**
   * Set when the request authenticated with an API key (`Bearer gel_…`): the key acts for the admin
   * who created it, limited to its scopes.
   */
  chiave?: ChiavePrincipal;
}

/**
 * A credential resolved to its principal, with what the same statement read for the request: the
 * catalogue's version (common/versione-catalogo.ts), so that kept catalogue answers cost nothing more.
 */
export interface Autenticato {
  user: AuthUser;
  /** Absent when the authentication waits to travel with the request's first read (auth.service.ts). */
  versioneCatalogo?: string;
}


export interface ChiavePrincipal {
  id: number;
  nome: string;
  scopes: readonly Scope[];
}

/**
 * An access rule: `public` (no user needed), `authenticated` (any signed-in user) or the list of roles
 * allowed. Every REST route and every GraphQL operation/field with a rule goes through `isAllowed`.
 */
export type AccessRule = 'public' | 'authenticated' | readonly Ruolo[];

export const STAFF: readonly Ruolo[] = ['admin', 'manager'];
export const ADMIN: readonly Ruolo[] = ['admin'];
export const TUTTI: readonly Ruolo[] = RUOLI;

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * The single authorization function used by the REST route table and the GraphQL field rules (graphql/access.ts).
 * `scopes` is what an API key needs for the operation: `null` means no key ever reaches it (deny by
 * default: admin-only routes, users, configuration, backup, reset, logs, integrations); `[]` only for
 * nested GraphQL fields that add no requirement to their operation's.
 */
export function decideAccess(user: AuthUser | null, rule: AccessRule, scopes: readonly Scope[] | null = null): AccessDecision {
  if (rule === 'public') return 'allow';
  if (!user) return 'unauthenticated';
  const chiave = user.chiave;
  if (chiave && (!scopes || !scopes.every((s) => chiave.scopes.includes(s)))) return 'forbidden';
  if (rule === 'authenticated') return 'allow';
  return rule.includes(user.ruolo) ? 'allow' : 'forbidden';
}

/** Roles that may see cost and margin figures; an API key only with the `costi:read` scope. */
export const canSeeCosts = (user: AuthUser | null) =>
  !!user && STAFF.includes(user.ruolo) && (!user.chiave || user.chiave.scopes.includes('costi:read'));

/**
 * Where a user may record (productions, display case), one rule for every door: an operatore assigned
 * to a sales point works only there; an operatore with none, and admin and manager, anywhere. Returns
 * the point to act on: the one requested, or the operatore's own when none is requested.
 */
export function puntoVenditaConsentito(user: AuthUser, richiesto: number | undefined, messaggio: string): number | undefined {
  if (user.ruolo !== 'operatore' || user.puntoVenditaId === null) return richiesto;
  if (richiesto !== undefined && richiesto !== user.puntoVenditaId) throw forbidden(messaggio);
  return user.puntoVenditaId;
}
