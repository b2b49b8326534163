import 'reflect-metadata';
import { GraphQLSchema, isObjectType, lexicographicSortSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { applicaRegoleDiAccesso } from './access.js';
import { notaResolverPropri } from './dal-catalogo.js';

/**
 * Builds the schema, lets plain fields be read by the executor itself and puts each field's access
 * rule in front of its resolver, deny by default: every query, mutation and subscription must carry a
 * rule (@Public, @Authenticated or @Allow).
 */
export async function buildGraphqlSchema(resolvers: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  const schema = lexicographicSortSchema(await buildSchema({ resolvers, validate: false, emitSchemaFile: false }));
  return applicaRegoleDiAccesso(notaResolverPropri(campiSemplici(schema)));
}

/**
 * type-graphql gives every field a resolver of its own, even one that only reads the property of the
 * same name; the executor reads such a field inline when it has none (issue 29: 120 flavours × 13 fields
 * were 1,560 resolver calls per list). A field keeps its resolver when any @FieldResolver anywhere has its
 * name, or its property is named otherwise than the field.
 */
function campiSemplici(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const conResolver = new Set(storage.fieldResolvers.map((f) => f.schemaName));
  const proprieta = new Map<string, string>();
  for (const f of storage.fields) proprieta.set(f.schemaName, proprieta.has(f.schemaName) && proprieta.get(f.schemaName) !== f.name ? '' : f.name);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type === schema.getQueryType() || type === schema.getMutationType()) continue;
    for (const [name, field] of Object.entries(type.getFields())) {
      if (!conResolver.has(name) && proprieta.get(name) === name) field.resolve = undefined;
    }
  }
  return schema;
}
