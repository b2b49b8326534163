import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Orm } from './db/orm.js';
import { MESSAGGI } from './common/errors.js';
import { contestoGraphql, createContextFactory } from './graphql/context.js';
import { buildGraphqlSchema } from './graphql/schema.js';
import { createApolloServer } from './graphql/server.js';
import { resolvers, routes } from './modules/index.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { isClientRoute, registerCompression, registerWebApp } from './http/web-delivery.js';
import { frameworkErrorHandler, registerEdgeGuards } from './rest/edge.js';
import { LimitiCondivisi, graphqlCostGuard, registerRateLimit } from './rest/rate-limit.js';
import { errorHandler, registerRequestTimeout } from './rest/errors.js';
import { registerRestRoutes } from './rest/gateway.js';
import { documentaFile, openapiTransform, openapiTransformObject } from './rest/contract.js';
import { registerGuidaIntegrazioni } from './http/guida-integrazioni.js';
import { QUERY_COUNTER_HEADER, bindQueryCounter } from './db/query-counter.js';
import { pino } from 'pino';
import { Repliche } from './db/replica.js';
import { registerMetrics } from './http/metrics.js';
import { buildServices, type Services } from './services.js';

export interface BuildAppOptions {
  config: Config;
  orm: Orm;
  /** Pino logger settings; tests pass false. */
  logger?: boolean | object;
  /** The read replica of reports (DATABASE_READ_URL); none by default. */
  repliche?: Repliche;
  /** The app's services, when the caller keeps a hand on them (main.ts: the shutdown flag). */
  services?: Services;
}

/** Health, readiness and metrics (polled by load balancers and Prometheus; /health and /ready also without /api), any query string: not logged per request. */
const isHealthCheck = (url: string | undefined) => /^((\/api)?\/(health|ready)|\/metrics)(\?|$)/.test(url ?? '');

const defaultWebDist = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP app: REST gateway at /api, GraphQL at /graphql, the web build at /. */
export async function buildApp({ config, orm, logger, repliche = new Repliche(null), services = buildServices(config) }: BuildAppOptions): Promise<FastifyInstance> {
  const production = config.NODE_ENV === 'production';
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'body.password', '*.password', '*.passwordHash'], remove: true },
      // written by a worker-free async destination: a request never waits for stdout (issue 13)
      stream: pino.destination({ dest: 1, sync: false }),
    },
    // health checks (load balancers poll them) are not logged per request
    logController: new LogController({ disableRequestLogging: (req) => isHealthCheck(req.url) }),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });

  // first hook, synchronous: a statement counter (db/query-counter.ts) follows its request
  app.addHook('onRequest', (request, _reply, done) => {
    bindQueryCounter(request.headers[QUERY_COUNTER_HEADER]);
    done();
  });
  registerRequestTimeout(app, config.REQUEST_TIMEOUT_MS);
  app.setErrorHandler(errorHandler);
  registerEdgeGuards(app);
  // onSend hooks here are callback style, not async: no promise per hook and answer (issue 13)
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.CORS_ORIGINS.includes(origin)),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'apollo-require-preflight', 'x-apollo-operation-name', 'x-request-id', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT, files: 1, fields: 10, parts: 12 } });

  const limiti = new LimitiCondivisi(orm);
  await registerRateLimit(app, config, services, limiti);
  const createContext = createContextFactory({ orm, config, services, repliche });
  registerMetrics(app, { orm, repliche, token: config.METRICS_TOKEN });

  // REST gateway + OpenAPI
  await app.register(async (api) => {
    await api.register(swagger, {
      transform: openapiTransform,
      transformObject: (documento) => documentaFile(openapiTransformObject(documento) as Parameters<typeof documentaFile>[0], routes) as ReturnType<typeof openapiTransformObject>,
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Gelatiere API',
          version: '1.0.0',
          description:
            'API REST di Gelatiere per integrazioni di terze parti. Tutti i messaggi sono in italiano. Guida integrazioni (chiavi API, idempotenza, paginazione, aggiornato_dopo, errori, webhook): [italiano](/api/docs/guida), [English](/api/docs/guida/en).',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'Il token di accesso (JWT, POST /api/auth/login) oppure una chiave API gel_live_<prefisso>_<segreto>: una chiave raggiunge solo le rotte che dichiarano scope che possiede (vedi la descrizione di ogni rotta)',
            },
          },
        },
      },
    });
    await api.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
    registerGuidaIntegrazioni(api);
    registerRestRoutes(api, routes, createContext);
    api.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: MESSAGGI.nonTrovato }));
  }, { prefix: '/api' });

  // GraphQL
  const schema = await buildGraphqlSchema(resolvers);
  const apollo = createApolloServer(app, schema, production);
  await apollo.start();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    preHandler: graphqlCostGuard(schema, config, services, limiti),
    handler: fastifyApolloHandler(apollo, { context: contestoGraphql(createContext) }),
  });

  // Web app (single-page: unknown GET paths serve index.html)
  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebDist();
  const hasWeb = await registerWebApp(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isClientRoute(request.method, request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: MESSAGGI.nonTrovato });
  });

  return app;
}
