import { Authorized } from 'type-graphql';
import { STAFF, canSeeCosts } from './authz.js';

/**
 * Cost visibility as one field policy (spec section 6: operators never see costs, prices or
 * margins; an API key only with the `costi:read` scope). The GraphQL field rule (`@Costo()`) and the
 * REST serializer (`rest/serialize.ts`) both read it.
 */

/** Roles that may see cost fields (the GraphQL field rule of `@Costo()`). */
export const COSTO_RUOLI = STAFF;

/** Field names (camelCase, as in the services' views) that carry costs, prices or margins. */
export const CAMPI_COSTO: ReadonlySet<string> = new Set([
  'foodCost',
  'costo',
  'costoKg',
  'costoTotale',
  'costoUnitario',
  'costoTotaleUtilizzato',
  'costoPerKgProdotto',
  'foodCostKg',
  'costoLotto',
  'costoArrotondamentoPezzi',
  'prezzoKg',
  'ricavo',
  'margine',
  'marginePercentuale',
  // goods receipts and invoices (issue 30)
  'prezzoUnitario',
  'prezzoPrecedente',
  'variazionePercentuale',
  'allarmePrezzo',
  'prezzoUnitarioFattura',
  'prezzoMedioPonderato',
  'ultimoPrezzo',
]);

/** True when the user (or API key) may see cost, price and margin fields (authz.ts keeps the rule). */
export { canSeeCosts };

/** GraphQL field rule of a cost field: only the roles of the policy (authChecker adds `costi:read` for keys). */
export const Costo = () => Authorized(...COSTO_RUOLI);
