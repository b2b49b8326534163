import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { type GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../common/context.js';
import { DomainError, ERROR_STATUS, MESSAGGI, domainErrorFromDatabase, type ErrorCode } from '../common/errors.js';
import { esecutoreCompilato } from './esecutore.js';
import { messaggioGraphqlItaliano } from './messaggi.js';

/** Codes whose HTTP status is carried by the GraphQL response too (so clients handle 401/429 uniformly). */
const HTTP_STATUS_CODES: ErrorCode[] = ['UNAUTHENTICATED', 'TOO_MANY_REQUESTS'];

function domainErrorOf(error: unknown): DomainError | null {
  let current: unknown = error;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof DomainError) return current;
    const fromDatabase = domainErrorFromDatabase(current);
    if (fromDatabase) return fromDatabase;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/** Masks unexpected errors: DomainErrors keep their Italian message and code, the rest become generic. */
export function formatGraphqlError(logger: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const domain = domainErrorOf(error);
    if (domain) {
      return { message: domain.message, path: formatted.path, locations: formatted.locations, extensions: { code: domain.code } };
    }
    const original = (error as GraphQLError | undefined)?.originalError;
    const code = formatted.extensions?.code;
    // graphql-js validation/parse errors and Apollo's own request errors are safe to show, in Italian
    if (!original || (code && code !== 'INTERNAL_SERVER_ERROR')) {
      const message = messaggioGraphqlItaliano(formatted.message, typeof code === 'string' ? code : undefined);
      return { message, locations: formatted.locations, path: formatted.path, extensions: { code: code ?? 'BAD_REQUEST' } };
    }
    logger.error({ err: original }, 'errore GraphQL non gestito');
    return { message: MESSAGGI.erroreInterno, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Sets the HTTP status (and `Retry-After` of a 429) of responses carrying an authentication or throttling error. */
const httpStatusPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        const domain = (errors ?? []).map((e) => domainErrorOf(e)).filter((d): d is DomainError => !!d);
        const code = HTTP_STATUS_CODES.find((c) => domain.some((d) => d.code === c));
        if (code) response.http.status = ERROR_STATUS[code];
        const retryAfter = domain.find((d) => d.code === 'TOO_MANY_REQUESTS' && d.retryAfter !== undefined)?.retryAfter;
        if (code === 'TOO_MANY_REQUESTS' && retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};

export function createApolloServer(app: FastifyInstance, schema: GraphQLSchema, production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 8000 },
    // token limit through graphql-js's own parser option (armor's plugin turns it into a 500)
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  return new ApolloServer<RequestContext>({
    // the schema reaches Apollo through the compiled executor (esecutore.ts)
    gateway: esecutoreCompilato(schema),
    introspection: !production,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: 3000 },
    formatError: formatGraphqlError(app.log),
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<RequestContext>[]),
      httpStatusPlugin,
      fastifyApolloDrainPlugin(app),
      // plugins Apollo installs by default that do nothing for us (issue 13): cache-control hooks
      // every field to compute hints no one reads; the Apollo Studio ones stay off without a key
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
}

