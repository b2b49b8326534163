import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { Config } from '../config.js';
import type { ContextServices, RequestContext } from '../common/context.js';
import { MESSAGGI } from '../common/errors.js';
import { autenticaChiave, isChiaveApi } from '../modules/integrazioni/chiavi.service.js';
import type { Repliche } from '../db/replica.js';
import { haInAttesa } from '../db/insieme.js';
import { createLoaders } from './loaders.js';

export interface ContextDeps {
  orm: Orm;
  config: Config;
  services: ContextServices;
  repliche?: Repliche;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Builds the per-request context shared by the REST gateway and GraphQL. */
export function createContextFactory(deps: ContextDeps) {
  /**
   * `inAttesa`: for a `soloLettura` REST route, a known caller's authentication may wait to travel
   * with the handler's first read (AuthService.authenticate); the gateway awaits its verdict.
   */
  return async function createContext(request: FastifyRequest, inAttesa = false): Promise<RequestContext> {
    const em = deps.orm.em.fork();
    const ctx: RequestContext = {
      em,
      user: null,
      authError: null,
      ip: request.ip,
      requestId: String(request.id),
      log: request.log,
      loaders: createLoaders(em),
      config: deps.config,
      services: deps.services,
      repliche: deps.repliche,
    };
    const header = request.headers.authorization;
    if (header) {
      const token = BEARER.exec(header)?.[1];
      if (token && isChiaveApi(token)) {
        // an API key: a principal of kind "chiave" (its creator admin, limited to the key's scopes)
        const esito = await autenticaChiave(em, token, request.ip);
        if ('user' in esito) ({ user: ctx.user, versioneCatalogo: ctx.versioneCatalogo } = esito);
        else {
          ctx.authError = esito.errore;
          if (esito.codice === 'FORBIDDEN') ctx.authErrorCode = 'FORBIDDEN';
        }
      } else {
        const esito = token ? await deps.services.auth.authenticate(ctx, token, inAttesa) : null;
        if (esito) ({ user: ctx.user, versioneCatalogo: ctx.versioneCatalogo } = esito);
        else ctx.authError = MESSAGGI.tokenNonValido;
      }
    }
    return ctx;
  };
}

export type CreateContext = ReturnType<typeof createContextFactory>;

/**
 * How to start again from a context authenticated first, for a GraphQL context whose authentication
 * waits; by its EntityManager (Apollo hands the executor a shallow copy of the context, not the object).
 */
const daCapo = new WeakMap<EntityManager, () => Promise<RequestContext>>();

/**
 * GraphQL's context (issue 29): a caller this process knows has its authentication wait, as on a
 * `soloLettura` REST route, to travel with the first read of a query marked SoloLettura. The
 * executor (esecutore.ts) has the verdict before any answer leaves: before running anything else,
 * after running such a query; a caller refused or changed since gets the operation run again on the
 * context `contestoDaCapo` gives, authenticated first (the answer any request of theirs would get).
 */
export function contestoGraphql(createContext: CreateContext) {
  return async (request: FastifyRequest): Promise<RequestContext> => {
    const ctx = await createContext(request, true);
    if (haInAttesa(ctx.em)) daCapo.set(ctx.em, () => createContext(request));
    return ctx;
  };
}

/** How to build `ctx` again, authenticated first, when its authentication waits; else undefined. */
export const contestoDaCapo = (ctx: RequestContext) => daCapo.get(ctx.em);
