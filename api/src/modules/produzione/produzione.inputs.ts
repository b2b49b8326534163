import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { aggiornatoDopoSchema } from '../../common/aggiornato-dopo.js';
import { PG_INT_MAX, v } from '../../common/validation.js';

export const MSG_PRODUZIONE = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  almenoUnGusto: 'Aggiungi almeno un gusto alla produzione',
  dataObbligatoria: 'La data è obbligatoria',
  dataNonValida: 'Data non valida (formato yyyy-MM-dd)',
  noteTroppoLunghe: 'Le note non possono superare 500 caratteri',
  quantitaNegativa: 'La quantità non può essere negativa',
  quantitaNonValida: 'Quantità non valida',
  quantitaTroppoGrande: 'Quantità troppo elevata (massimo 100000 kg per gusto)',
  gustoNonValido: 'Gusto non valido',
  troppiGusti: 'Troppi gusti in una produzione (massimo 500)',
  gustoNonDisponibile: 'Gusto non trovato o non attivo',
  puntoVenditaNonDisponibile: 'Punto vendita non trovato o non attivo',
  nonTrovata: 'Produzione non trovata',
  ordinamentoNonValido: 'Ordinamento non valido',
  ordinamentoCostoVietato: 'Non hai i permessi per ordinare per costo',
  direzioneNonValida: "Direzione di ordinamento non valida (asc o desc)",
  limiteNonValido: 'Il limite deve essere un numero intero tra 1 e 100',
  offsetNonValido: "L'offset deve essere un numero intero non negativo",
  periodoNonValido: 'La data di inizio non può essere successiva alla data di fine',
  versioneRicettaNonValida: 'Versione della ricetta non valida',
  versioneRicettaInesistente: (gusto: string, n: number) => `La versione ${n} della ricetta di "${gusto}" non esiste`,
} as const;

export const NOTE_MAX = 500;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 100;
const QUANTITA_MAX = 100_000;

/** Sort keys of spec section 2 (Storico Produzione), as the REST `sort` parameter spells them. */
export const SORT_KEYS = ['data', 'punto_vendita', 'operatore', 'kg_totale', 'costo', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const isoDate = (message: string = MSG_PRODUZIONE.dataNonValida) => v.isoDate(message);

const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);

/** kg: a JSON number (no strings: "0x1F", "1e2", " 12 " are refused). */
const quantita = v
  .numero(MSG_PRODUZIONE.quantitaNonValida)
  .min(0, MSG_PRODUZIONE.quantitaNegativa)
  .max(QUANTITA_MAX, MSG_PRODUZIONE.quantitaTroppoGrande)
  // numeric(10,3): grams are the finest unit kept
  .transform((n) => Math.round(n * 1000) / 1000);

const riga = v.oggetto({
  gustoId: v.intero(MSG_PRODUZIONE.gustoNonValido, 1, PG_INT_MAX),
  quantitaKg: quantita,
  /** the recipe version the batch was made from (weighing sheet); the current one when omitted */
  versioneRicetta: z.preprocess(emptyToUndefined, v.intero(MSG_PRODUZIONE.versioneRicettaNonValida, 1, PG_INT_MAX).optional()),
});

export interface RigaInput {
  gustoId: number;
  quantitaKg: number;
  versioneRicetta?: number | undefined;
}

/**
 * Lines: those at 0 are dropped, the same flavour sent twice is merged (quantities summed), and at
 * least one line must remain (DOMAIN.md, Production).
 */
const righe = z
  .array(riga, { message: MSG_PRODUZIONE.almenoUnGusto })
  .max(500, MSG_PRODUZIONE.troppiGusti)
  .transform((lines, zctx): RigaInput[] => {
    const merged = new Map<number, number>();
    const versioni = new Map<number, number>(); // the first version sent for a flavour
    for (const l of lines) {
      if (l.quantitaKg <= 0) continue;
      merged.set(l.gustoId, Math.round(((merged.get(l.gustoId) ?? 0) + l.quantitaKg) * 1000) / 1000);
      if (l.versioneRicetta !== undefined && !versioni.has(l.gustoId)) versioni.set(l.gustoId, l.versioneRicetta);
    }
    if (merged.size === 0) {
      zctx.addIssue({ code: 'custom', message: MSG_PRODUZIONE.almenoUnGusto });
      return z.NEVER;
    }
    for (const q of merged.values()) {
      if (q > QUANTITA_MAX) {
        zctx.addIssue({ code: 'custom', message: MSG_PRODUZIONE.quantitaTroppoGrande });
        return z.NEVER;
      }
    }
    return [...merged].map(([gustoId, quantitaKg]) => ({ gustoId, quantitaKg, ...(versioni.has(gustoId) ? { versioneRicetta: versioni.get(gustoId) } : {}) }));
  });

const note = z
  .string({ message: 'Note non valide' })
  .trim()
  .max(NOTE_MAX, MSG_PRODUZIONE.noteTroppoLunghe)
  .nullish()
  .transform((s) => (s ? s : null));

const data = z.preprocess(
  // missing -> 'obbligatoria'; anything else that is not a yyyy-MM-dd string -> 'non valida'
  (val) => (val === '' || val === null || val === undefined ? undefined : typeof val === 'string' ? val : String(val)),
  z.string({ message: MSG_PRODUZIONE.dataObbligatoria }).pipe(isoDate()),
);

/** Create (spec section 5): sales point, at least one flavour > 0, date, notes ≤ 500. */
export const registraProduzioneSchema = v.oggetto({
  puntoVenditaId: z.preprocess(
    emptyToUndefined,
    v.intero(MSG_PRODUZIONE.puntoVenditaObbligatorio, 1, PG_INT_MAX),
  ),
  gusti: z.preprocess((val) => val ?? [], righe),
  data,
  note: note.optional(),
});
export type RegistraProduzioneData = z.output<typeof registraProduzioneSchema>;

/** Edit: lines replace the current ones when sent; notes change when sent (null or '' clears them). */
export const modificaProduzioneSchema = v.oggetto({
  gusti: z.preprocess((val) => (val === null ? undefined : val), righe.optional()),
  note: note.optional(),
});
export type ModificaProduzioneData = z.output<typeof modificaProduzioneSchema>;

const optionalId = z.preprocess(emptyToUndefined, v.id.optional());
const optionalDate = z.preprocess(emptyToUndefined, isoDate().optional());

/** List filters, sort and page: the same rules for REST query strings and GraphQL arguments. */
export const listaProduzioniSchema = z
  .object({
    dataInizio: optionalDate,
    dataFine: optionalDate,
    puntoVenditaId: optionalId,
    gustoId: optionalId,
    operatoreId: optionalId,
    inviatoEmail: z.preprocess(emptyToUndefined, v.boolish.optional()),
    aggiornatoDopo: aggiornatoDopoSchema,
    sort: z.preprocess(emptyToUndefined, z.enum(SORT_KEYS, { message: MSG_PRODUZIONE.ordinamentoNonValido }).default('data')),
    order: z.preprocess(
      (val) => (typeof val === 'string' ? val.toLowerCase() : emptyToUndefined(val)),
      z.enum(['asc', 'desc'], { message: MSG_PRODUZIONE.direzioneNonValida }).default('desc'),
    ),
    limit: z.preprocess(
      emptyToUndefined,
      v.intero(MSG_PRODUZIONE.limiteNonValido, 1, LIMIT_MAX).default(LIMIT_DEFAULT),
    ),
    offset: z.preprocess(
      emptyToUndefined,
      v.intero(MSG_PRODUZIONE.offsetNonValido, 0, PG_INT_MAX).default(0),
    ),
  })
  .refine((f) => !f.dataInizio || !f.dataFine || f.dataInizio <= f.dataFine, { message: MSG_PRODUZIONE.periodoNonValido });
export type ListaProduzioniQuery = z.output<typeof listaProduzioniSchema>;

// ---- GraphQL inputs ----

@InputType('RigaProduzioneInput', { description: 'Kg prodotti di un gusto' })
export class RigaProduzioneInput {
  @Field(() => Int) gustoId!: number;
  @Field(() => Float) quantitaKg!: number;
  @Field(() => Int, { nullable: true, description: 'Versione della ricetta da cui è stato fatto il lotto (es. dal foglio di pesata); predefinita quella attuale' })
  versioneRicetta?: number | null;
}

@InputType('RegistraProduzioneInput', { description: 'Una nuova produzione: data, punto vendita, kg per gusto, note' })
export class RegistraProduzioneInput {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => [RigaProduzioneInput], { nullable: true, description: 'Le righe a 0 kg sono ignorate' }) gusti?: RigaProduzioneInput[] | null;
  @Field(() => String, { nullable: true, description: 'Massimo 500 caratteri' }) note?: string | null;
}

@InputType('ModificaProduzioneInput', {
  description: 'Modifica di una produzione: le righe inviate sostituiscono quelle esistenti; le note cambiano se inviate',
})
export class ModificaProduzioneInput {
  @Field(() => [RigaProduzioneInput], { nullable: true }) gusti?: RigaProduzioneInput[] | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@InputType('FiltroProduzioni', { description: 'Filtri dello storico produzione (tutti facoltativi)' })
export class FiltroProduzioniInput {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, incluso' }) dataInizio?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, incluso' }) dataFine?: string | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Produzioni che contengono questo gusto' }) gustoId?: number | null;
  @Field(() => Int, { nullable: true }) operatoreId?: number | null;
  @Field(() => Boolean, { nullable: true }) inviatoEmail?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Istante ISO 8601: solo le produzioni create o modificate dopo (sincronizzazione incrementale)' })
  aggiornatoDopo?: string | null;
}

/** GraphQL sort fields, camelCase, mapped to the REST sort keys. */
export enum CampoOrdinamentoProduzioni {
  data = 'data',
  puntoVendita = 'punto_vendita',
  operatore = 'operatore',
  kgTotale = 'kg_totale',
  costo = 'costo',
  createdAt = 'created_at',
}
registerEnumType(CampoOrdinamentoProduzioni, {
  name: 'CampoOrdinamentoProduzioni',
  description: 'Campo di ordinamento dello storico produzione (costo solo per admin e manager)',
});

export enum DirezioneOrdinamentoProduzioni {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(DirezioneOrdinamentoProduzioni, { name: 'DirezioneOrdinamentoProduzioni', description: 'Crescente o decrescente' });

@InputType('OrdinamentoProduzioni', { description: 'Ordinamento; predefinito: data decrescente, poi id decrescente' })
export class OrdinamentoProduzioniInput {
  @Field(() => CampoOrdinamentoProduzioni, { nullable: true }) campo?: CampoOrdinamentoProduzioni | null;
  @Field(() => DirezioneOrdinamentoProduzioni, { nullable: true }) direzione?: DirezioneOrdinamentoProduzioni | null;
}
