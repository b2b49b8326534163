import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { AuthUser } from './authz.js';
import type { Repliche } from '../db/replica.js';

/**
 * The request's DataLoaders and the app's stateful services. graphql/loaders.ts and services.ts give
 * them their members (declaration merging, as Fastify's decorators do), so this file, below the
 * modules, imports none of them (ARCHITECTURE convention 15: imports run downward).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContextLoaders {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContextServices {}

/** Everything that lives for one request: a forked EntityManager, the user, fresh DataLoaders. */
export interface RequestContext {
  em: EntityManager;
  user: AuthUser | null;
  /** Set when a bearer token was sent but is not valid (expired, tampered, revoked...). */
  authError: string | null;
  /** 'FORBIDDEN' when the credential is valid but may not be used from here (API key, wrong IP). */
  authErrorCode?: 'FORBIDDEN';
  /** The catalogue's version, read by the authentication's statement (common/versione-catalogo.ts). */
  versioneCatalogo?: string;
  ip: string;
  requestId: string;
  /** The request's logger (carries the request id). */
  log: FastifyBaseLogger;
  loaders: ContextLoaders;
  config: Config;
  /** Stateful services built once per app (token signer...). */
  services: ContextServices;
  /** The read replica, when the app has one (reports read through graphql/lettura.ts daReplica). */
  repliche?: Repliche;
}

/** Returns the user or throws 401; for services that need a user even after route checks. */
export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error('requireUser called without an authenticated user');
  return ctx.user;
}
