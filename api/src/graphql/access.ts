import { defaultFieldResolver, isObjectType, type GraphQLField, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { decideAccess, type AccessDecision, type AccessRule, type Ruolo } from '../common/authz.js';
import type { RequestContext } from '../common/context.js';
import { DomainError, MESSAGGI, forbidden } from '../common/errors.js';
import { regolaDiAccesso, regolaDelCampo } from '../common/field-policy.js';
import { graphqlScopes } from '../modules/integrazioni/scopes.js';

/** Operation open to everyone (login). */
export const Public = () => regolaDiAccesso('public');
/** Any signed-in user. */
export const Authenticated = () => regolaDiAccesso('authenticated');
/** Only the given roles (also used on fields such as costs). */
export const Allow = (...roles: Ruolo[]) => regolaDiAccesso(roles);

/** Decisions of one request, per field definition ("Type.field"): taken once, not once per row. */
const decisioni = new WeakMap<object, Map<string, AccessDecision>>();

function autorizza(ctx: RequestContext, chiave: string, rule: AccessRule, info: GraphQLResolveInfo) {
  let prese = decisioni.get(ctx);
  if (!prese) decisioni.set(ctx, (prese = new Map()));
  let decisione = prese.get(chiave);
  if (decisione === undefined) {
    decisione = decideAccess(ctx.user, rule, graphqlScopes(info, rule));
    prese.set(chiave, decisione);
  }
  if (decisione === 'unauthenticated') {
    throw new DomainError(ctx.authErrorCode ?? 'UNAUTHENTICATED', ctx.authError ?? MESSAGGI.nonAutenticato);
  }
  if (decisione === 'forbidden') throw forbidden();
}

/** The field's resolver behind its access rule: synchronous, decided once per request and field definition. */
function conRegola(chiave: string, field: GraphQLField<unknown, RequestContext>, rule: AccessRule) {
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = (root, args, ctx, info) => {
    autorizza(ctx, chiave, rule, info);
    return resolve(root, args, ctx, info);
  };
}

/**
 * Puts every field's access rule (the `regolaAccesso` extension set by @Allow, @Public, @Authenticated
 * and @Costo) in front of its resolver, and enforces deny-by-default: every query, mutation and
 * subscription must carry a rule, or the server does not start. Issue 29: type-graphql's authChecker
 * ran as an async middleware on every field of every row; this decides once per request and field.
 */
export function applicaRegoleDiAccesso(schema: GraphQLSchema): GraphQLSchema {
  const operazioni = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  const senzaRegola: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const [name, field] of Object.entries(type.getFields())) {
      const rule = regolaDelCampo(field.extensions);
      if (rule) conRegola(`${type.name}.${name}`, field as GraphQLField<unknown, RequestContext>, rule);
      else if (operazioni.has(type)) senzaRegola.push(`${type.name}.${name}`);
    }
  }
  if (senzaRegola.length > 0) {
    throw new Error(`Operazioni GraphQL senza regola di accesso (deny by default): ${senzaRegola.join(', ')}`);
  }
  return schema;
}
