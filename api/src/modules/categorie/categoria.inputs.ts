import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { toNumber } from '../ingredienti/ingrediente.inputs.js';

export const MSG_CATEGORIA = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  ordineNonValido: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  coloreNonValido: 'Il colore deve essere un codice esadecimale (es. #87CEEB)',
  nonTrovata: 'Categoria non trovata',
  duplicata: (nome: string) => `Esiste già una categoria con il nome "${nome}"`,
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare la categoria "${nome}": è usata da ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivala invece di eliminarla.`,
} as const;

/** A #rrggbb colour; blank means "use the default". */
export const colore = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, message)
    .or(z.literal('').transform(() => null))
    .nullish()
    .transform((c) => c ?? null);

/** A balancing profile id; null = none (the default profile). */
export const profiloId = z
  .preprocess(toNumber, z.number({ error: 'Profilo di bilanciamento non valido' }).int('Profilo di bilanciamento non valido').positive('Profilo di bilanciamento non valido').nullish())
  .transform((n) => n ?? null);

const campi = {
  nome: v.requiredString(MSG_CATEGORIA.nomeObbligatorio, 100),
  descrizione: v.optionalString(2000),
  colore: colore(MSG_CATEGORIA.coloreNonValido),
  ordine: z
    .preprocess(toNumber, z.number({ error: MSG_CATEGORIA.ordineNonValido }).int(MSG_CATEGORIA.ordineNonValido).min(0, MSG_CATEGORIA.ordineNonValido).max(1_000_000, MSG_CATEGORIA.ordineNonValido).nullish())
    .transform((n) => n ?? null),
  profiloId: profiloId,
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish(),
};

/** Create (spec section 5): nome required; ordine integer >= 0 (default 0); colore default #87CEEB. */
export const creaCategoriaSchema = z.object(campi);

/** Update: only the fields sent change; nome, when sent, cannot be blank. */
export const aggiornaCategoriaSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  descrizione: campi.descrizione.optional(),
  colore: campi.colore.optional(),
  ordine: campi.ordine.optional(),
  profiloId: campi.profiloId.optional(),
});

/** REST (snake_case) body -> the service's input; the other keys are the same on both doors. */
export function categoriaFromRest(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { profilo_id, ...resto } = body as Record<string, unknown>;
  return profilo_id === undefined ? resto : { ...resto, profiloId: profilo_id };
}

@InputType('CategoriaGustoInput', { description: 'Dati di una categoria di gusti' })
export class CategoriaGustoInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true, description: 'Esadecimale #rrggbb; predefinito #87CEEB' }) colore?: string | null;
  @Field(() => Int, { nullable: true, description: 'Intero >= 0; predefinito 0' }) ordine?: number | null;
  @Field(() => Int, { nullable: true, description: 'Profilo di bilanciamento dei suoi gusti (nullo = il profilo predefinito)' }) profiloId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: true' }) attivo?: boolean | null;
}

@InputType('AggiornaCategoriaGustoInput', { description: 'Campi da modificare di una categoria (quelli omessi restano invariati)' })
export class AggiornaCategoriaGustoInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true }) colore?: string | null;
  @Field(() => Int, { nullable: true }) ordine?: number | null;
  @Field(() => Int, { nullable: true, description: 'null = il profilo predefinito' }) profiloId?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
