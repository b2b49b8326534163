import { Field, Float, InputType } from 'type-graphql';
import { z } from 'zod';
import { v } from '../../common/validation.js';

export const MSG_PV = {
  nomeObbligatorio: 'Il nome del punto vendita è obbligatorio',
  nonTrovato: 'Punto vendita non trovato',
  haProduzioni:
    'Impossibile eliminare il punto vendita: ha produzioni registrate. Disattivalo invece di eliminarlo.',
  temperaturaNonValida: 'La temperatura della vetrina deve essere un numero tra -30 e 0 °C',
} as const;

/** Display-case temperature in °C (DOMAIN.md: default −12), −30..0, one decimal. */
const temperaturaVetrina = z.preprocess(
  (x) => (typeof x === 'string' && x.trim() !== '' ? Number(x.replace(',', '.')) : x),
  z.number({ error: MSG_PV.temperaturaNonValida }).min(-30, MSG_PV.temperaturaNonValida).max(0, MSG_PV.temperaturaNonValida),
);

const nome = v.requiredString(MSG_PV.nomeObbligatorio, 150);
const indirizzo = z
  .string({ message: 'Indirizzo non valido' })
  .trim()
  .max(500, 'Testo troppo lungo (massimo 500 caratteri)')
  .nullable()
  .transform((s) => (s ? s : null));

/** Create: nome required (spec section 5); attivo defaults to true. */
export const creaPuntoVenditaSchema = z.object({
  nome,
  indirizzo: indirizzo.optional(),
  // null (GraphQL) means "not sent"
  temperaturaVetrina: temperaturaVetrina.nullish(),
  attivo: v.boolish.nullish(),
});

/** Update: only the fields sent change; nome, when sent, cannot be blank. */
export const aggiornaPuntoVenditaSchema = z.object({
  nome: nome.optional(),
  indirizzo: indirizzo.optional(),
  // null (GraphQL) means "not sent"
  temperaturaVetrina: temperaturaVetrina.nullish(),
  attivo: v.boolish.nullish(),
});

@InputType('PuntoVenditaInput', { description: 'Dati di un nuovo punto vendita' })
export class PuntoVenditaInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Float, { nullable: true, description: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' }) temperaturaVetrina?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}

@InputType('AggiornaPuntoVenditaInput', { description: 'Campi da modificare di un punto vendita (quelli omessi restano invariati)' })
export class AggiornaPuntoVenditaInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Float, { nullable: true, description: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' }) temperaturaVetrina?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}

/** Spec (snake_case) body -> the service's input; the other keys are already the same on both doors. */
export function puntoVenditaFromRest(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { temperatura_vetrina, ...resto } = body as Record<string, unknown>;
  return temperatura_vetrina === undefined ? resto : { ...resto, temperaturaVetrina: temperatura_vetrina };
}
