import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { Extensions } from 'type-graphql';

/** Name of the field extension marking a query that only reads (see SoloLettura). */
const SOLO_LETTURA = 'soloLettura';

/**
 * Marks a query that only reads, through prepared statements (db/prepared.ts), and writes nothing:
 * as a `soloLettura` REST route (rest/route.ts), a known caller's authentication may travel with its
 * first read, one round trip instead of two (esecutore.ts judges it before the answer leaves).
 */
export const SoloLettura = () => Extensions({ [SOLO_LETTURA]: true });

/**
 * Whether every field the operation asks at its root is a query marked SoloLettura (or __typename),
 * through inline fragments and fragment spreads alike. Mutations and subscriptions never are.
 */
export function soloLetture(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let esito = giudicate.get(operation);
  if (esito === undefined) giudicate.set(operation, (esito = giudica(schema, document, operation)));
  return esito;
}

/** The verdicts by operation node (Apollo keeps a query's parsed document: judged once). */
const giudicate = new WeakMap<OperationDefinitionNode, boolean>();

function giudica(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const query = schema.getQueryType();
  if (operation.operation !== 'query' || !query) return false;
  const campi = query.getFields();
  const frammenti = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const visti = new Set<string>();
  const tutte = (insieme: SelectionSetNode): boolean =>
    insieme.selections.every((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === '__typename' || campi[s.name.value]?.extensions?.[SOLO_LETTURA] === true;
      if (s.kind === Kind.INLINE_FRAGMENT) return tutte(s.selectionSet);
      const f = frammenti.get(s.name.value);
      if (!f || visti.has(f.name.value)) return !!f;
      visti.add(f.name.value);
      return tutte(f.selectionSet);
    });
  return tutte(operation.selectionSet);
}
