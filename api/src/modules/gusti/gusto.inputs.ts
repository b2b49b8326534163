import { Field, Float, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { badInput } from '../../common/errors.js';
import { UNITA_MISURA, type UnitaMisura } from '@gelatiere/scienza';
import { v } from '../../common/validation.js';
import { colore } from '../../common/colors.js';
import { toNumber } from '../../common/numbers.js';
import { profiloId } from '../categorie/categoria.inputs.js';
import { numeroNonNegativo } from '../ingredienti/ingrediente.inputs.js';
import { UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import { notaVersione } from './versioni.schema.js';

export const MSG_GUSTO = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  categoriaObbligatoria: 'La categoria è obbligatoria',
  categoriaNonValida: 'La categoria selezionata non esiste o non è attiva',
  coloreNonValido: 'Il colore deve essere un codice esadecimale (es. #ffffff)',
  ingredientiNonValidi: 'Il formato degli ingredienti non è valido',
  ingredienteObbligatorio: "Seleziona l'ingrediente di ogni riga della ricetta",
  ingredienteNonTrovato: (id: number) => `Ingrediente non trovato (#${id})`,
  quantitaObbligatoria: 'La quantità di ogni ingrediente è obbligatoria',
  quantitaNonValida: 'La quantità deve essere un numero maggiore o uguale a 0',
  unitaNonValida: "L'unità deve essere una tra kg, l, g, ml, pz",
  unitaNonAmmessa: (unita: string, ingrediente: string, ammesse: string[]) =>
    `Unità "${unita}" non valida per l'ingrediente "${ingrediente}": usa ${ammesse.join(' o ')}`,
  troppiIngredienti: 'Troppe righe nella ricetta (massimo 100)',
  allergeniNonValidi: 'Il formato degli allergeni non è valido',
  allergeneNonValido: (nome: string) => `Allergene non valido o non attivo: ${nome}`,
  nonTrovato: 'Gusto non trovato',
  haProduzioni: (nome: string, n: number) =>
    `Impossibile eliminare il gusto "${nome}": è presente in ${n} ${n === 1 ? 'produzione' : 'produzioni'}. Disattivalo invece di eliminarlo.`,
} as const;

const missing = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** A category by id (number or numeric string) or by name. */
const categoria = z.preprocess(
  (x) => {
    if (missing(x)) return undefined;
    if (typeof x === 'string') return /^\d+$/.test(x.trim()) ? Number(x.trim()) : x.trim();
    return x;
  },
  z.union([z.number().int().positive(), z.string().max(100)], {
    error: (iss) => (iss.input === undefined ? MSG_GUSTO.categoriaObbligatoria : MSG_GUSTO.categoriaNonValida),
  }),
);

export const rigaRicetta = z.object(
  {
    ingredienteId: z.preprocess(
      toNumber,
      z.number({ error: MSG_GUSTO.ingredienteObbligatorio }).int(MSG_GUSTO.ingredienteObbligatorio).positive(MSG_GUSTO.ingredienteObbligatorio),
    ),
    quantita: numeroNonNegativo(MSG_GUSTO.quantitaObbligatoria, MSG_GUSTO.quantitaNonValida),
    /** defaults to the ingredient's own unit */
    unita: z.preprocess((u) => (missing(u) ? undefined : u), z.enum(UNITA_MISURA, { error: MSG_GUSTO.unitaNonValida }).optional()),
  },
  { error: MSG_GUSTO.ingredientiNonValidi },
);

/** Allergens by id or by name. */
const allergeneRef = z.preprocess(
  (x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x.trim()) : typeof x === 'string' ? x.trim() : x),
  z.union([z.number().int().positive(), z.string().min(1).max(100)], { error: MSG_GUSTO.allergeniNonValidi }),
);

const campi = {
  nome: v.requiredString(MSG_GUSTO.nomeObbligatorio, 150),
  descrizione: v.optionalString(2000),
  categoria,
  colore: colore(MSG_GUSTO.coloreNonValido),
  // null (GraphQL) means "not sent"
  stagionale: v.boolish.nullish(),
  noteProduzione: v.optionalString(2000),
  profiloId,
  ingredienti: z.array(rigaRicetta, { error: MSG_GUSTO.ingredientiNonValidi }).max(100, MSG_GUSTO.troppiIngredienti).nullish(),
  allergeni: z.array(allergeneRef, { error: MSG_GUSTO.allergeniNonValidi }).max(50, MSG_GUSTO.allergeniNonValidi).nullish(),
};

/**
 * The service's structured input (both doors): `categoria` is an id or a name, `allergeni` ids or
 * names, `ingredienti` the recipe lines. Create: nome and categoria required (spec section 5).
 */
export const creaGustoSchema = z.object(campi);

/** Update: only the fields sent change; nome and categoria, when sent, cannot be blank. */
export const aggiornaGustoSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  categoria: campi.categoria.optional(),
  colore: campi.colore.optional(),
  descrizione: campi.descrizione.optional(),
  noteProduzione: campi.noteProduzione.optional(),
  profiloId: campi.profiloId.optional(),
  /** note of the recipe version this save creates (when the lines change) */
  notaVersione: notaVersione.optional(),
});

export type CreaGustoInputData = z.output<typeof creaGustoSchema>;
export type AggiornaGustoInputData = z.output<typeof aggiornaGustoSchema>;

/**
 * Spec (snake_case) body -> the service's structured input. `ingredienti` is JSON text (or an array)
 * of `{ ingrediente_id, nome, quantita, unita }`; `allergeni` a string of names joined by ', ' (or an
 * array of names/ids); `categoria` a name or id (`categoria_id` also accepted).
 */
export function gustoFromRest(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const b = body as Record<string, unknown>;
  const has = (k: string) => k in b;
  const out: Record<string, unknown> = {};
  for (const k of ['nome', 'descrizione', 'colore', 'stagionale']) if (has(k)) out[k] = b[k];
  if (has('note_produzione') || has('noteProduzione')) out.noteProduzione = has('note_produzione') ? b.note_produzione : b.noteProduzione;
  if (has('profilo_id') || has('profiloId')) out.profiloId = has('profilo_id') ? b.profilo_id : b.profiloId;
  if (has('nota_versione') || has('notaVersione')) out.notaVersione = has('nota_versione') ? b.nota_versione : b.notaVersione;
  if (has('categoria_id') && !missing(b.categoria_id)) out.categoria = b.categoria_id;
  else if (has('categoriaId') && !missing(b.categoriaId)) out.categoria = b.categoriaId;
  else if (has('categoria')) out.categoria = b.categoria;

  if (has('ingredienti')) {
    let righe = b.ingredienti;
    if (typeof righe === 'string') {
      try {
        righe = righe.trim() === '' ? [] : JSON.parse(righe);
      } catch {
        throw badInput(MSG_GUSTO.ingredientiNonValidi, { campo: 'ingredienti' });
      }
    }
    out.ingredienti = Array.isArray(righe)
      ? righe.map((r: unknown) => {
          if (!r || typeof r !== 'object') return r;
          const x = r as Record<string, unknown>;
          return { ingredienteId: x.ingrediente_id ?? x.ingredienteId ?? x.id, quantita: x.quantita, unita: x.unita };
        })
      : righe;
  }

  if (has('allergeni_ids')) out.allergeni = b.allergeni_ids;
  else if (has('allergeniIds')) out.allergeni = b.allergeniIds;
  else if (has('allergeni')) {
    const a = b.allergeni;
    out.allergeni =
      typeof a === 'string'
        ? a
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : a === null
          ? []
          : a;
  }
  return out;
}

@InputType('RigaRicettaInput', { description: "Una riga della ricetta: unità ammesse kg/g per ingredienti in kg, l/ml per quelli in l, altrimenti l'unità dell'ingrediente" })
export class RigaRicettaInput {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => Float, { description: '>= 0' }) quantita!: number;
  @Field(() => UnitaMisuraEnum) unita!: UnitaMisura;
}

@InputType('GustoInput', { description: 'Dati di un gusto (solo categorie e allergeni attivi)' })
export class GustoInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Int) categoriaId!: number;
  @Field(() => String, { nullable: true, description: 'Esadecimale #rrggbb; predefinito #ffffff' }) colore?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: false' }) stagionale?: boolean | null;
  @Field(() => String, { nullable: true }) noteProduzione?: string | null;
  @Field(() => Int, { nullable: true, description: 'Profilo di bilanciamento (nullo = quello della categoria)' }) profiloId?: number | null;
  @Field(() => [RigaRicettaInput]) ingredienti!: RigaRicettaInput[];
  @Field(() => [Int], { nullable: true }) allergeniIds?: number[] | null;
}

@InputType('AggiornaGustoInput', { description: 'Campi da modificare di un gusto (quelli omessi restano invariati; ingredienti e allergeniIds, se inviati, sostituiscono i precedenti)' })
export class AggiornaGustoInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Int, { nullable: true }) categoriaId?: number | null;
  @Field(() => String, { nullable: true }) colore?: string | null;
  @Field(() => Boolean, { nullable: true }) stagionale?: boolean | null;
  @Field(() => String, { nullable: true }) noteProduzione?: string | null;
  @Field(() => Int, { nullable: true, description: 'null = quello della categoria' }) profiloId?: number | null;
  @Field(() => [RigaRicettaInput], { nullable: true }) ingredienti?: RigaRicettaInput[] | null;
  @Field(() => [Int], { nullable: true }) allergeniIds?: number[] | null;
  @Field(() => String, { nullable: true, description: 'Nota della nuova versione della ricetta (se gli ingredienti cambiano)' }) notaVersione?: string | null;
}

/** GraphQL input -> the service's structured input (undefined = not sent). */
export function gustoFromGraphql(input: GustoInput | AggiornaGustoInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const set = (k: string, val: unknown) => {
    if (val !== undefined) out[k] = val;
  };
  set('nome', input.nome ?? undefined);
  set('descrizione', input.descrizione);
  set('categoria', input.categoriaId ?? undefined);
  set('colore', input.colore);
  set('stagionale', input.stagionale);
  set('noteProduzione', input.noteProduzione);
  set('profiloId', input.profiloId);
  set('ingredienti', input.ingredienti?.map((r) => ({ ingredienteId: r.ingredienteId, quantita: r.quantita, unita: r.unita })));
  set('allergeni', input.allergeniIds ?? undefined);
  if ('notaVersione' in input) set('notaVersione', input.notaVersione);
  return out;
}
