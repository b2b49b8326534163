import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Names of the fields asked under the current field, or under its child field `sotto` (fragments and
 * inline fragments followed), so a resolver reads only what the query asks for: a flavour list that
 * asks for no recipe line sends no recipe to the database (issue 29).
 */
export function campiRichiesti(info: GraphQLResolveInfo, sotto?: string): Set<string> {
  const out = new Set<string>();
  const figli: SelectionSetNode[] = [];
  const visita = (set: SelectionSetNode | undefined, visti: Set<string>) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        out.add(sel.name.value);
        if (sel.name.value === sotto && sel.selectionSet) figli.push(sel.selectionSet);
      }
      else if (sel.kind === Kind.INLINE_FRAGMENT) visita(sel.selectionSet, visti);
      else if (!visti.has(sel.name.value)) {
        visti.add(sel.name.value);
        visita(info.fragments[sel.name.value]?.selectionSet, visti);
      }
    }
  };
  for (const node of info.fieldNodes) visita(node.selectionSet, new Set());
  if (sotto === undefined) return out;
  // the fields asked under the child field `sotto` (every occurrence of it, aliases included)
  out.clear();
  for (const set of figli) visita(set, new Set());
  return out;
}

/** True when the query asks for any of `campi` under the current field. */
export const chiedeUnoDi = (info: GraphQLResolveInfo, campi: readonly string[]) => {
  const richiesti = campiRichiesti(info);
  return campi.some((c) => richiesti.has(c));
};
