import 'reflect-metadata';
import type { NonEmptyArray } from 'type-graphql';
import type { RouteDef } from '../rest/route.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { AttivitaResolver } from './attivita/attivita.resolver.js';
import { attivitaRoutes } from './attivita/attivita.routes.js';
import { ConfigurazioneResolver } from './config/configurazione.resolver.js';
import { configurazioneRoutes } from './config/configurazione.routes.js';
import { PuntoVenditaResolver } from './punti-vendita/punto-vendita.resolver.js';
import { puntiVenditaRoutes } from './punti-vendita/punto-vendita.routes.js';
import { UtenteResolver } from './utenti/utente.resolver.js';
import { utentiRoutes } from './utenti/utente.routes.js';

/** Every domain's GraphQL resolvers; a new domain registers its resolver classes here. */
export const resolvers: NonEmptyArray<Function> = [AuthResolver, PuntoVenditaResolver, UtenteResolver, ConfigurazioneResolver, AttivitaResolver];

/** Every domain's REST routes (mounted under /api); a new domain registers its route table here. */
export const routes: RouteDef[] = [...healthRoutes, ...authRoutes, ...puntiVenditaRoutes, ...utentiRoutes, ...configurazioneRoutes, ...attivitaRoutes];
