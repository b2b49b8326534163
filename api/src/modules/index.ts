import 'reflect-metadata';
import type { NonEmptyArray } from 'type-graphql';
import type { RouteDef } from '../rest/route.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';

/** Every domain's GraphQL resolvers; a new domain registers its resolver classes here. */
export const resolvers: NonEmptyArray<Function> = [AuthResolver];

/** Every domain's REST routes (mounted under /api); a new domain registers its route table here. */
export const routes: RouteDef[] = [...healthRoutes, ...authRoutes];
