import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { Config } from '../config.js';
import type { RequestContext } from '../common/context.js';
import { MESSAGGI } from '../common/errors.js';
import { autenticaChiave, isChiaveApi } from '../modules/integrazioni/chiavi.service.js';
import type { Services } from '../services.js';
import type { Repliche } from '../db/replica.js';
import { createLoaders } from './loaders.js';

export interface ContextDeps {
  orm: Orm;
  config: Config;
  services: Services;
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
