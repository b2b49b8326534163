import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../src/modules/index.js';
import { buildGraphqlSchema } from '../src/graphql/schema.js';
import type { AccessRule } from '../src/common/authz.js';
import { regolaDelCampo } from '../src/common/field-policy.js';

/** Names of fields that carry cost, price, revenue or margin figures. */
const COST_FIELD = /costo|cost|prezzo|margine|ricavo/i;

/**
 * Spec section 6: an operatore never sees a cost field. Walking the schema from every operation an
 * operatore may call, through every field the operatore may read, no cost, price or margin field may
 * be reachable without a rule that denies the operatore. Whole operations are covered by roles.test.ts.
 */
describe('cost fields in GraphQL', () => {
  it('no cost, price or margin figure is readable by an operatore', async () => {
    const schema = await buildGraphqlSchema(resolvers);
    /** The rule of a field, as the schema carries it (the `regolaAccesso` extension graphql/access.ts enforces). */
    const rulesOf = (type: string, field: string): AccessRule | undefined =>
      regolaDelCampo((schema.getType(type) as GraphQLObjectType).getFields()[field]?.extensions);
    const operatoreMay = (r: AccessRule | undefined) => !r || !Array.isArray(r) || r.includes('operatore');

    const seen = new Set<string>();
    const exposed: string[] = [];
    const visit = (type: GraphQLObjectType) => {
      if (seen.has(type.name)) return;
      seen.add(type.name);
      for (const [name, field] of Object.entries(type.getFields())) {
        if (!operatoreMay(rulesOf(type.name, name))) continue;
        if (COST_FIELD.test(name)) exposed.push(`${type.name}.${name}`);
        const target = getNamedType(field.type);
        if (isObjectType(target)) visit(target);
      }
    };
    let costFieldsSeen = 0;
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const [name, field] of Object.entries(root.getFields())) {
        expect(rulesOf(root.name, name), `${root.name}.${name}`).toBeDefined();
        if (!operatoreMay(rulesOf(root.name, name))) continue;
        const target = getNamedType(field.type);
        if (isObjectType(target)) visit(target);
      }
    }
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type)) costFieldsSeen += Object.keys(type.getFields()).filter((f) => COST_FIELD.test(f)).length;
    }
    expect(costFieldsSeen).toBeGreaterThan(20);
    expect(exposed).toEqual([]);
  });
});
