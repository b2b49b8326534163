import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../src/modules/index.js';
import { buildGraphqlSchema } from '../src/graphql/schema.js';

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
    const storage = getMetadataStorage();
    const typeName = new Map<Function, string>(storage.objectTypes.map((o) => [o.target, o.name]));
    // field resolvers are declared on resolver classes: map them to the object type they extend
    const resolverTarget = new Map<string, string>();
    for (const fr of storage.fieldResolvers) {
      const objectClass = (fr.getObjectType ?? fr.resolverClassMetadata?.getObjectType)?.();
      if (objectClass) resolverTarget.set(`${fr.target.name}.${fr.methodName}`, `${typeName.get(objectClass)}.${fr.schemaName}`);
    }
    const classOf = new Map<string, Function>(storage.objectTypes.map((o) => [o.name, o.target]));
    const byClass = new Map<string, string[]>();
    const byResolver = new Map<string, string[]>();
    for (const a of storage.authorizedFields) {
      const viaResolver = resolverTarget.get(`${a.target.name}.${a.fieldName}`);
      if (viaResolver) byResolver.set(viaResolver, a.roles as string[]);
      else byClass.set(`${a.target.name}.${a.fieldName}`, a.roles as string[]);
    }
    /** The rule of a field: on a field resolver, or on the type's class or a class it extends. */
    const rulesOf = (type: string, field: string): string[] | undefined => {
      const fromResolver = byResolver.get(`${type}.${field}`);
      if (fromResolver) return fromResolver;
      for (let c = classOf.get(type); c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
        const r = byClass.get(`${c.name}.${field}`);
        if (r) return r;
      }
      return undefined;
    };
    const operationRoles = new Map<string, string[]>();
    for (const op of [...storage.queries, ...storage.mutations]) {
      const a = storage.authorizedFields.find((f) => f.target === op.target && f.fieldName === op.methodName);
      operationRoles.set(op.schemaName, (a?.roles as string[]) ?? []);
    }
    const operatoreMay = (r: string[] | undefined) => !r || r.length === 0 || r.includes('public') || r.includes('operatore');

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
        if (!operatoreMay(operationRoles.get(name))) continue;
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
