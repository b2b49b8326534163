import 'reflect-metadata';
import type { NonEmptyArray } from 'type-graphql';
import type { RouteDef } from '../rest/route.js';
import { AdminResolver } from './admin/admin.resolver.js';
import { adminRoutes } from './admin/admin.routes.js';
import { AnalyticsResolver } from './analytics/analytics.resolver.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { AllergeneResolver } from './allergeni/allergene.resolver.js';
import { allergeniRoutes } from './allergeni/allergene.routes.js';
import { CategoriaGustoResolver } from './categorie/categoria.resolver.js';
import { categorieRoutes } from './categorie/categoria.routes.js';
import { GustoResolver } from './gusti/gusto.resolver.js';
import { gustiRoutes } from './gusti/gusto.routes.js';
import { IntegrazioniResolver } from './integrazioni/integrazioni.resolver.js';
import { integrazioniRoutes } from './integrazioni/integrazioni.routes.js';
import { IngredienteResolver } from './ingredienti/ingrediente.resolver.js';
import { ingredientiRoutes } from './ingredienti/ingrediente.routes.js';
import { AttivitaResolver } from './attivita/attivita.resolver.js';
import { attivitaRoutes } from './attivita/attivita.routes.js';
import { ConfigurazioneResolver } from './config/configurazione.resolver.js';
import { configurazioneRoutes } from './config/configurazione.routes.js';
import { EmailResolver } from './email/email.resolver.js';
import { emailRoutes } from './email/email.routes.js';
import { ProduzioneResolver } from './produzione/produzione.resolver.js';
import { produzioneRoutes } from './produzione/produzione.routes.js';
import { PuntoVenditaResolver } from './punti-vendita/punto-vendita.resolver.js';
import { puntiVenditaRoutes } from './punti-vendita/punto-vendita.routes.js';
import { CategoriaScienzaResolver, GustoScienzaResolver, ScienzaResolver } from './scienza/scienza.resolver.js';
import { scienzaRoutes } from './scienza/scienza.routes.js';
import { UtenteResolver } from './utenti/utente.resolver.js';
import { utentiRoutes } from './utenti/utente.routes.js';
import { VetrinaResolver } from './vetrina/vetrina.resolver.js';
import { vetrinaRoutes } from './vetrina/vetrina.routes.js';

/** Every domain's GraphQL resolvers; a new domain registers its resolver classes here. */
export const resolvers: NonEmptyArray<Function> = [AuthResolver, IngredienteResolver, CategoriaGustoResolver, AllergeneResolver, GustoResolver, PuntoVenditaResolver, UtenteResolver, ConfigurazioneResolver, AttivitaResolver, ProduzioneResolver, EmailResolver, AdminResolver, AnalyticsResolver, ScienzaResolver, GustoScienzaResolver, CategoriaScienzaResolver, VetrinaResolver, IntegrazioniResolver];

/** Every domain's REST routes (mounted under /api); a new domain registers its route table here. */
export const routes: RouteDef[] = [...healthRoutes, ...authRoutes, ...ingredientiRoutes, ...categorieRoutes, ...allergeniRoutes, ...gustiRoutes, ...puntiVenditaRoutes, ...utentiRoutes, ...configurazioneRoutes, ...attivitaRoutes, ...produzioneRoutes, ...emailRoutes, ...adminRoutes, ...analyticsRoutes, ...scienzaRoutes, ...vetrinaRoutes, ...integrazioniRoutes];
