import {
  Kind,
  getNamedType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { Extensions } from 'type-graphql';
import type { AuthUser } from '../common/authz.js';

/** Name of the field extension marking a field whose answer is made of the catalogue only (see DalCatalogo). */
const DAL_CATALOGO = 'dalCatalogo';

/**
 * Marks a query, or a field resolver, whose answer is made of TABELLE_CATALOGO only
 * (common/versione-catalogo.ts) and of the caller's role and API-key scopes, nothing else of the
 * caller: an operation made only of such fields is answered from the answers kept per catalogue
 * version (esecutore.ts), as a REST route with `cache` is. A read that depends on more (a food cost
 * at the stock's average price) says so with segnaRispostaVariabile and its answer is not kept.
 */
export const DalCatalogo = () => Extensions({ [DAL_CATALOGO]: true });

/** Fields that have a resolver of their own (set at schema build, before the access rules wrap every field). */
const conResolverProprio = new WeakSet<GraphQLField<unknown, unknown>>();

/** Notes the fields that compute their value (the others are read from their parent's property). */
export function notaResolverPropri(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) if (field.resolve) conResolverProprio.add(field);
  }
  return schema;
}

/** The verdicts by operation node (Apollo keeps a query's parsed document: judged once). */
const giudicate = new WeakMap<OperationDefinitionNode, boolean>();

/**
 * Whether the operation is a query whose every root field is marked DalCatalogo and whose every
 * field below that computes its value is marked too (a plain property of a catalogue answer is
 * catalogue too), through fragments; an abstract type anywhere answers no.
 */
export function soloDalCatalogo(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let esito = giudicate.get(operation);
  if (esito === undefined) giudicate.set(operation, (esito = giudica(schema, document, operation)));
  return esito;
}

function giudica(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const query = schema.getQueryType();
  if (operation.operation !== 'query' || !query) return false;
  const frammenti = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) frammenti.set(d.name.value, d);
  const visti = new Set<string>();
  const tutte = (tipo: GraphQLObjectType, insieme: SelectionSetNode, radice: boolean): boolean =>
    insieme.selections.every((s) => {
      if (s.kind === Kind.INLINE_FRAGMENT) return (!s.typeCondition || s.typeCondition.name.value === tipo.name) && tutte(tipo, s.selectionSet, radice);
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = frammenti.get(s.name.value);
        if (!f || f.typeCondition.name.value !== tipo.name) return false;
        if (visti.has(f.name.value)) return true;
        visti.add(f.name.value);
        return tutte(tipo, f.selectionSet, radice);
      }
      if (s.name.value === '__typename') return true;
      const campo = tipo.getFields()[s.name.value];
      if (!campo) return false;
      if ((radice || conResolverProprio.has(campo)) && campo.extensions?.[DAL_CATALOGO] !== true) return false;
      if (!s.selectionSet) return true;
      const figlio = getNamedType(campo.type);
      return isObjectType(figlio) && tutte(figlio, s.selectionSet, false);
    });
  return tutte(query, operation.selectionSet, true);
}

/** What a catalogue answer may depend on of its caller: role, API-key scopes (cost visibility and access follow). */
export const classeDelChiamante = (user: AuthUser | null): string =>
  !user ? 'anonimo' : user.chiave ? `${user.ruolo} chiave ${[...user.chiave.scopes].sort().join(',')}` : user.ruolo;
