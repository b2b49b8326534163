import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { applicaRegoleDiAccesso } from './access.js';

/**
 * Builds the schema and puts each field's access rule in front of its resolver, deny by default:
 * every query, mutation and subscription must carry a rule (@Public, @Authenticated or @Allow).
 */
export async function buildGraphqlSchema(resolvers: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, validate: false, emitSchemaFile: false });
  return applicaRegoleDiAccesso(lexicographicSortSchema(schema));
}
