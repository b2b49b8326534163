import { Extensions, Field, Float } from 'type-graphql';
import { STAFF, canSeeCosts, type AccessRule } from './authz.js';

/**
 * Cost visibility as one field policy (spec section 6: operators never see costs, prices or
 * margins; an API key only with the `costi:read` scope). The GraphQL field rule (`@Costo()`) and the
 * REST serializer (`common/forma-rest.ts`) both read it.
 */

/** Roles that may see cost fields (the GraphQL field rule of `@Costo()`). */
export const COSTO_RUOLI = STAFF;

/**
 * Field names (camelCase, as in the services' views) that carry costs, prices or margins: the REST
 * serializer leaves them out for whoever may not see costs. They are the fields marked `costo()` in
 * the modules' zod contracts (test/contratto-graphql.test.ts keeps the two the same).
 */
export const CAMPI_COSTO: ReadonlySet<string> = new Set([
  'allarmePrezzo',
  'costo',
  'costoArrotondamentoPezzi',
  'costoLotto',
  'costoMedioEffettivo',
  'costoMedioKg',
  'costoPerUnita',
  'costoPercentuale',
  'costoStimato',
  'costoTotale',
  'costoTotaleUtilizzato',
  'foodCost',
  'foodCostAttuale',
  'foodCostKg',
  'foodCostMedio',
  'margine',
  'margineFonte',
  'margineKg',
  'marginePercentuale',
  'margineStimato',
  'prezzoKg',
  'prezzoMedioPonderato',
  'prezzoPrecedente',
  'prezzoUnitario',
  'prezzoUnitarioFattura',
  'prezzoVenditaKg',
  'ricavo',
  'ricavoStimato',
  'ultimoPrezzo',
  'variazionePercentuale',
]);

/** True when the user (or API key) may see cost, price and margin fields (authz.ts keeps the rule). */
export { canSeeCosts };

/** Name of the GraphQL field extension that carries a field's access rule (graphql/access.ts enforces it). */
export const REGOLA_ACCESSO = 'regolaAccesso';

/** Marks a GraphQL field or operation with its access rule (read back by regolaDelCampo). */
export const regolaDiAccesso = (rule: AccessRule) => Extensions({ [REGOLA_ACCESSO]: rule });

/** The access rule a GraphQL field carries, if any. */
export const regolaDelCampo = (extensions: Readonly<Record<string, unknown>> | null | undefined) =>
  extensions?.[REGOLA_ACCESSO] as AccessRule | undefined;

/** GraphQL field rule of a cost field: only the roles of the policy (graphqlScopes adds `costi:read` for keys). */
export const Costo = () => regolaDiAccesso(COSTO_RUOLI);

/**
 * A cost or margin figure of the analytics (a Float): the cost field rule, and nullable so a field
 * denied to an operator does not void its parent.
 */
export const CampoCostoFloat = (description?: string) => (target: object, key: string | symbol) => {
  Costo()(target, key as string);
  Field(() => Float, { nullable: true, description })(target, key as string);
};
