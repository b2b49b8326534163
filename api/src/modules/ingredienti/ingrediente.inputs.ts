import { Field, Float, InputType } from 'type-graphql';
import { z } from 'zod';
import { UNITA_MISURA, type UnitaMisura } from '@gelatiere/scienza';
import { toNumber } from '../../common/numbers.js';
import { v } from '../../common/validation.js';
import { campiAllergeniIngrediente } from '../allergeni/allergeni-derivati.schema.js';
import { UnitaMisuraEnum } from './ingrediente.types.js';
import { CAMPI_COMPOSIZIONE, type CampoComposizione } from './ingrediente.view.js';

export const MSG_INGREDIENTE = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  costoObbligatorio: 'Il costo per unità è obbligatorio',
  costoNonValido: 'Il costo per unità deve essere un numero maggiore o uguale a 0',
  unitaObbligatoria: "L'unità di misura è obbligatoria",
  unitaNonValida: "L'unità di misura deve essere una tra kg, l, g, ml, pz",
  fornitoreObbligatorio: 'Il fornitore è obbligatorio',
  nonTrovato: 'Ingrediente non trovato',
  valoreNonValido: (campo: string) => `Il valore di ${campo} deve essere un numero maggiore o uguale a 0`,
  composizioneNonValida: (campo: string) => `Il valore di ${campo} deve essere un numero tra 0 e 100 (g per 100 g)`,
  densitaNonValida: 'La densità deve essere un numero tra 0,3 e 3 kg/l',
  acquaAlcolOltre100: "Acqua e alcol insieme non possono superare 100 g per 100 g di ingrediente",
  zuccheriOltre100: 'La somma degli zuccheri (saccarosio, glucosio, fruttosio, lattosio, maltosio) non può superare 100 g per 100 g',
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare l'ingrediente "${nome}": è usato nella ricetta di ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivalo invece di eliminarlo.`,
  unitaInUso: (nome: string, n: number) =>
    `Impossibile cambiare l'unità di misura di "${nome}": è usato nella ricetta di ${n} ${n === 1 ? 'gusto' : 'gusti'} con unità non compatibili. Modifica prima le ricette.`,
} as const;

const MAX_VALORE = 10_000_000;
const missing = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** A required number >= 0. */
export const numeroNonNegativo = (obbligatorio: string, nonValido: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (missing(iss.input) ? obbligatorio : nonValido) })
      .min(0, nonValido)
      .max(MAX_VALORE, nonValido),
  );

/** An optional number >= 0 (null when not given). */
export const numeroOpzionale = (nonValido: string) =>
  z
    .preprocess(toNumber, z.number({ error: nonValido }).min(0, nonValido).max(MAX_VALORE, nonValido).nullish())
    .transform((n) => n ?? null);

/** An optional number in [min, max] (null when not given). */
const numeroTra = (min: number, max: number, nonValido: string) =>
  z.preprocess(toNumber, z.number({ error: nonValido }).min(min, nonValido).max(max, nonValido).nullish()).transform((n) => n ?? null);

/** Composition fields (g per 100 g, 0..100) and densita (kg/l, 0.3..3); unknown = null. */
const composizione = Object.fromEntries(
  (Object.keys(CAMPI_COMPOSIZIONE) as CampoComposizione[]).map((k) => [
    k,
    k === 'densita' ? numeroTra(0.3, 3, MSG_INGREDIENTE.densitaNonValida) : numeroTra(0, 100, MSG_INGREDIENTE.composizioneNonValida(CAMPI_COMPOSIZIONE[k].etichetta)),
  ]),
) as Record<CampoComposizione, ReturnType<typeof numeroTra>>;

const composizioneOpzionale = Object.fromEntries(Object.entries(composizione).map(([k, s]) => [k, s.optional()])) as {
  [K in CampoComposizione]: z.ZodOptional<ReturnType<typeof numeroTra>>;
};

export const unitaMisura = z.enum(UNITA_MISURA, {
  error: (iss) => (missing(iss.input) ? MSG_INGREDIENTE.unitaObbligatoria : MSG_INGREDIENTE.unitaNonValida),
});

const NUTRIENTI = {
  calorie: 'calorie',
  carboidrati: 'carboidrati',
  zuccheri: 'zuccheri',
  grassi: 'grassi',
  proteine: 'proteine',
  sale: 'sale',
  pac: 'PAC',
  pod: 'POD',
} as const;

const campi = {
  nome: v.requiredString(MSG_INGREDIENTE.nomeObbligatorio, 150),
  descrizione: v.optionalString(2000),
  costoPerUnita: numeroNonNegativo(MSG_INGREDIENTE.costoObbligatorio, MSG_INGREDIENTE.costoNonValido),
  unitaMisura,
  fornitore: v.requiredString(MSG_INGREDIENTE.fornitoreObbligatorio, 150),
  calorie: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.calorie)),
  carboidrati: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.carboidrati)),
  zuccheri: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.zuccheri)),
  grassi: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.grassi)),
  proteine: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.proteine)),
  sale: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.sale)),
  pac: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.pac)),
  pod: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.pod)),
  ...composizione,
  ...campiAllergeniIngrediente,
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish(),
};

/** Create (spec section 5): nome, costo_per_unita, unita_misura, fornitore required; numbers >= 0. */
export const creaIngredienteSchema = z.object(campi);

/** Update: only the fields sent change; required fields, when sent, cannot be blank. */
export const aggiornaIngredienteSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  descrizione: campi.descrizione.optional(),
  costoPerUnita: campi.costoPerUnita.optional(),
  unitaMisura: campi.unitaMisura.optional(),
  fornitore: campi.fornitore.optional(),
  calorie: campi.calorie.optional(),
  carboidrati: campi.carboidrati.optional(),
  zuccheri: campi.zuccheri.optional(),
  grassi: campi.grassi.optional(),
  proteine: campi.proteine.optional(),
  sale: campi.sale.optional(),
  pac: campi.pac.optional(),
  pod: campi.pod.optional(),
  ...composizioneOpzionale,
});

/** Spec (snake_case) body -> the service's structured input. Unknown keys are ignored. */
export function ingredienteFromRest(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const b = body as Record<string, unknown>;
  const pick = (snake: string, camel: string) => (snake in b ? b[snake] : b[camel]);
  const out: Record<string, unknown> = {};
  const map: [string, string][] = [
    ['nome', 'nome'],
    ['descrizione', 'descrizione'],
    ['costo_per_unita', 'costoPerUnita'],
    ['unita_misura', 'unitaMisura'],
    ['fornitore', 'fornitore'],
    ['calorie', 'calorie'],
    ['carboidrati', 'carboidrati'],
    ['zuccheri', 'zuccheri'],
    ['grassi', 'grassi'],
    ['proteine', 'proteine'],
    ['sale', 'sale'],
    ['pac', 'pac'],
    ['pod', 'pod'],
    ...Object.entries(CAMPI_COMPOSIZIONE).map(([camel, { rest }]): [string, string] => [rest, camel]),
    ['allergeni_contiene', 'allergeniContiene'],
    ['allergeni_tracce', 'allergeniTracce'],
    ['allergeni_dichiarati', 'allergeniDichiarati'],
    ['nome_etichetta', 'nomeEtichetta'],
    ['caratterizzante', 'caratterizzante'],
    ['attivo', 'attivo'],
  ];
  for (const [snake, camel] of map) {
    if (snake in b || camel in b) out[camel] = pick(snake, camel);
  }
  return out;
}

/** The composition fields shared by both ingredient inputs (g per 100 g; densita kg/l). */
@InputType()
abstract class ComposizioneIngredienteInput {
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) acqua?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) grassiSaturi?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) fibre?: number | null;
  @Field(() => Float, { nullable: true, description: 'Solidi magri del latte, g per 100 g' }) slng?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) saccarosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'Destrosio anidro, g per 100 g' }) glucosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) fruttosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) lattosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) maltosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'Etanolo, g per 100 g' }) alcol?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) burroCacao?: number | null;
  @Field(() => Float, { nullable: true, description: 'Solidi magri del cacao, g per 100 g' }) solidiCacao?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) grassiFruttaSecca?: number | null;
  @Field(() => Float, { nullable: true, description: 'Stabilizzanti ed emulsionanti, g per 100 g' }) stabilizzanti?: number | null;
  @Field(() => Float, { nullable: true, description: 'kg/l (liquidi; vuoto = 1,000)' }) densita?: number | null;
  @Field(() => [String], { nullable: true, description: 'Nomi degli allergeni contenuti (catalogo allergeni); inviarla dichiara gli allergeni' })
  allergeniContiene?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Nomi degli allergeni che può contenere in tracce' }) allergeniTracce?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Allergeni dichiarati (anche nessuno)' }) allergeniDichiarati?: boolean | null;
  @Field(() => String, { nullable: true, description: "Nome in etichetta (es. 'latte intero'); vuoto = il nome" }) nomeEtichetta?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Caratterizzante: percentuale in etichetta (QUID)' }) caratterizzante?: boolean | null;
}

@InputType('IngredienteInput', { description: 'Dati di un ingrediente (valori nutrizionali per 100 g; PAC/POD per 100 g, saccarosio = 100)' })
export class IngredienteInput extends ComposizioneIngredienteInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Float, { description: 'Euro per unità di misura' }) costoPerUnita!: number;
  @Field(() => UnitaMisuraEnum) unitaMisura!: UnitaMisura;
  @Field(() => String) fornitore!: string;
  @Field(() => Float, { nullable: true }) calorie?: number | null;
  @Field(() => Float, { nullable: true }) carboidrati?: number | null;
  @Field(() => Float, { nullable: true }) zuccheri?: number | null;
  @Field(() => Float, { nullable: true }) grassi?: number | null;
  @Field(() => Float, { nullable: true }) proteine?: number | null;
  @Field(() => Float, { nullable: true }) sale?: number | null;
  @Field(() => Float, { nullable: true }) pac?: number | null;
  @Field(() => Float, { nullable: true }) pod?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: true' }) attivo?: boolean | null;
}

@InputType('AggiornaIngredienteInput', { description: 'Campi da modificare di un ingrediente (quelli omessi restano invariati; null azzera i valori facoltativi)' })
export class AggiornaIngredienteInput extends ComposizioneIngredienteInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Float, { nullable: true }) costoPerUnita?: number | null;
  @Field(() => UnitaMisuraEnum, { nullable: true }) unitaMisura?: UnitaMisura | null;
  @Field(() => String, { nullable: true }) fornitore?: string | null;
  @Field(() => Float, { nullable: true }) calorie?: number | null;
  @Field(() => Float, { nullable: true }) carboidrati?: number | null;
  @Field(() => Float, { nullable: true }) zuccheri?: number | null;
  @Field(() => Float, { nullable: true }) grassi?: number | null;
  @Field(() => Float, { nullable: true }) proteine?: number | null;
  @Field(() => Float, { nullable: true }) sale?: number | null;
  @Field(() => Float, { nullable: true }) pac?: number | null;
  @Field(() => Float, { nullable: true }) pod?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
