import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './access.js';

/**
 * Builds the schema and enforces deny-by-default: every query, mutation and subscription must carry
 * an access rule (@Public, @Authenticated or @Allow), on the method or its resolver class.
 */
export async function buildGraphqlSchema(resolvers: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
  assertEveryOperationHasARule(resolvers);
  return lexicographicSortSchema(schema);
}

function assertEveryOperationHasARule(resolvers: readonly Function[]) {
  const storage = getMetadataStorage();
  const used = new Set(resolvers);
  const classRule = new Set(storage.authorizedResolver.map((a) => a.target));
  const fieldRule = new Set(storage.authorizedFields.map((a) => `${a.target.name}.${a.fieldName}`));
  const missing = [...storage.queries, ...storage.mutations, ...storage.subscriptions]
    .filter((op) => used.has(op.target))
    .filter((op) => !classRule.has(op.target) && !fieldRule.has(`${op.target.name}.${op.methodName}`))
    .map((op) => `${op.target.name}.${op.methodName}`);
  if (missing.length > 0) {
    throw new Error(`Operazioni GraphQL senza regola di accesso (deny by default): ${missing.join(', ')}`);
  }
}
