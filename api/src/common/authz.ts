/** Roles of spec section 6. */
export const RUOLI = ['admin', 'manager', 'operatore'] as const;
export type Ruolo = (typeof RUOLI)[number];

/** The user a request acts for, as loaded from a verified token. */
export interface AuthUser {
  id: number;
  nome: string;
  email: string;
  ruolo: Ruolo;
  puntoVenditaId: number | null;
  jti: string;
  tokenExp: number;
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

/** The single authorization function used by the REST route table and type-graphql's authChecker. */
export function decideAccess(user: AuthUser | null, rule: AccessRule): AccessDecision {
  if (rule === 'public') return 'allow';
  if (!user) return 'unauthenticated';
  if (rule === 'authenticated') return 'allow';
  return rule.includes(user.ruolo) ? 'allow' : 'forbidden';
}

/** Roles that may see cost and margin figures. */
export const canSeeCosts = (user: AuthUser | null) => !!user && STAFF.includes(user.ruolo);
