import { Authorized, type AuthChecker } from 'type-graphql';
import { decideAccess, type AccessRule, type Ruolo } from '../common/authz.js';
import type { RequestContext } from '../common/context.js';
import { DomainError, MESSAGGI, forbidden } from '../common/errors.js';
import { graphqlScopes } from '../modules/integrazioni/scopes.js';

const PUBLIC = 'public';

/** Operation open to everyone (login). */
export const Public = () => Authorized(PUBLIC);
/** Any signed-in user. */
export const Authenticated = () => Authorized();
/** Only the given roles (also used on fields such as costs). */
export const Allow = (...roles: Ruolo[]) => Authorized(...roles);

export function ruleFromRoles(roles: readonly string[]): AccessRule {
  if (roles.includes(PUBLIC)) return 'public';
  if (roles.length === 0) return 'authenticated';
  return roles as readonly Ruolo[];
}

/** type-graphql's authChecker, backed by the same decideAccess as the REST route table. */
export const authChecker: AuthChecker<RequestContext, string> = ({ context, info }, roles) => {
  const rule = ruleFromRoles(roles);
  const decision = decideAccess(context.user, rule, graphqlScopes(info, rule));
  if (decision === 'unauthenticated') {
    throw new DomainError(context.authErrorCode ?? 'UNAUTHENTICATED', context.authError ?? MESSAGGI.nonAutenticato);
  }
  if (decision === 'forbidden') throw forbidden();
  return true;
};
