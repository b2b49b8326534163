import { arrotondaGrammi, GUSTI_PRODUZIONE_MAX, MSG_PRODUZIONE, noteProduzione, QUANTITA_PRODUZIONE_MAX } from '@gelatiere/contratto';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { aggiornatoDopoSchema } from '../../common/aggiornato-dopo.js';
import { PG_INT_MAX, v } from '../../common/validation.js';
import { MSG_CORPO_OGGETTO } from '../../common/forma-rest.js';
import { restBody, restQuery } from '../../common/forma-rest.js';

/** The contract of productions (spec sections 2, 3 and 5, DOMAIN.md): every input and output shape, once. */

/** Italian texts and input rules of productions: in @gelatiere/contratto (shared with the production forms), re-exported here. */
export { MSG_PRODUZIONE, NOTE_MAX } from '@gelatiere/contratto';
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 100;
const QUANTITA_MAX = QUANTITA_PRODUZIONE_MAX;

/** Sort keys of spec section 2 (Storico Produzione), as the REST `sort` parameter spells them. */
export const SORT_KEYS = ['data', 'punto_vendita', 'operatore', 'kg_totale', 'costo', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const isoDate = (message: string = MSG_PRODUZIONE.dataNonValida) => v.isoDate(message);

const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);

// ---- Inputs ----

/** kg: a JSON number (no strings: "0x1F", "1e2", " 12 " are refused). */
const quantita = v
  .numero(MSG_PRODUZIONE.quantitaNonValida)
  .min(0, MSG_PRODUZIONE.quantitaNegativa)
  .max(QUANTITA_MAX, MSG_PRODUZIONE.quantitaTroppoGrande)
  // numeric(10,3): grams are the finest unit kept
  .transform(arrotondaGrammi);

/** One line: kg of a flavour, and the recipe version the batch was made from (the current one when omitted). */
export const rigaSchema = v.oggetto({
  gustoId: v.idDi(MSG_PRODUZIONE.gustoNonValido),
  quantitaKg: quantita,
  versioneRicetta: z
    .preprocess(emptyToUndefined, v.idDi(MSG_PRODUZIONE.versioneRicettaNonValida).optional())
    .describe('Versione della ricetta da cui è stato fatto il lotto (es. dal foglio di pesata); predefinita quella attuale'),
}).describe('Kg prodotti di un gusto');
export type RigaInput = z.output<typeof rigaSchema>;

/** A REST line: the same fields in snake_case (gusto_id, quantita_kg, versione_ricetta). */
const rigaRestSchema = restBody(rigaSchema);

/**
 * Lines: those at 0 are dropped, the same flavour sent twice is merged (quantities summed), and at
 * least one line must remain (DOMAIN.md, Production).
 */
function unisciRighe(lines: readonly RigaInput[], zctx: z.RefinementCtx): RigaInput[] {
  const merged = new Map<number, number>();
  const versioni = new Map<number, number>(); // the first version sent for a flavour
  for (const l of lines) {
    if (l.quantitaKg <= 0) continue;
    merged.set(l.gustoId, arrotondaGrammi((merged.get(l.gustoId) ?? 0) + l.quantitaKg));
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
}

const listaRighe = (riga: z.ZodType<RigaInput, unknown>) =>
  z.array(riga, { message: MSG_PRODUZIONE.almenoUnGusto }).max(GUSTI_PRODUZIONE_MAX, MSG_PRODUZIONE.troppiGusti).nullish();
/** The lines of a new production: required (null or missing: at least one flavour). */
const righe = (riga: z.ZodType<RigaInput, unknown>) =>
  listaRighe(riga)
    .transform((lines, zctx) => unisciRighe(lines ?? [], zctx))
    .describe('Kg per gusto; le righe a 0 kg sono ignorate, lo stesso gusto inviato due volte è sommato');
/** The lines of an edit: replace the current ones when sent (null: not sent). */
const righeFacoltative = (riga: z.ZodType<RigaInput, unknown>) =>
  listaRighe(riga)
    .transform((lines, zctx) => (lines == null ? undefined : unisciRighe(lines, zctx)))
    .describe('Sostituiscono le righe attuali (quelle già presenti mantengono il food cost fotografato)');

const note = noteProduzione
  .nullish()
  .transform((s) => (s ? s : null))
  .describe('Massimo 500 caratteri');

const data = z
  .preprocess(
    // missing -> 'obbligatoria'; anything else that is not a yyyy-MM-dd string -> 'non valida'
    (val) => (val === '' || val === null || val === undefined ? undefined : typeof val === 'string' ? val : String(val)),
    z.string({ message: MSG_PRODUZIONE.dataObbligatoria }).pipe(isoDate()),
  )
  .describe('yyyy-MM-dd');

const puntoVenditaId = z.preprocess(emptyToUndefined, v.idDi(MSG_PRODUZIONE.puntoVenditaObbligatorio));

/** Create (spec section 5): sales point, at least one flavour > 0, date, notes ≤ 500. */
export const registraProduzioneSchema = v.oggetto({
  puntoVenditaId,
  gusti: righe(rigaSchema).describe('Le righe a 0 kg sono ignorate'),
  data,
  note: note.optional(),
}).describe('Una nuova produzione: data, punto vendita, kg per gusto, note');
export type RegistraProduzione = z.output<typeof registraProduzioneSchema>;

/**
 * REST body of POST /produzione. Spec quirk: `puntoVenditaId` is camelCase (spec section 3: "data,
 * puntoVenditaId, gusti, note"); `punto_vendita_id` is accepted as well. Lines are snake_case.
 */
export const registraProduzioneBody = z
  .object(
    {
      puntoVenditaId: puntoVenditaId.optional().describe('Il punto vendita (come lo scrive la specifica)'),
      punto_vendita_id: puntoVenditaId.optional().describe('Lo stesso di puntoVenditaId'),
      gusti: righe(rigaRestSchema),
      data,
      note: note.optional(),
    },
    { message: MSG_CORPO_OGGETTO },
  )
  .transform(({ puntoVenditaId: camel, punto_vendita_id: snake, ...resto }, zctx): RegistraProduzione => {
    const pv = camel ?? snake;
    if (pv !== undefined) return { puntoVenditaId: pv, ...resto };
    zctx.addIssue({ code: 'custom', message: MSG_PRODUZIONE.puntoVenditaObbligatorio, path: ['puntoVenditaId'] });
    return z.NEVER;
  });

/** Edit: lines replace the current ones when sent; notes change when sent (null or '' clears them). */
const modificaCampi = (riga: z.ZodType<RigaInput, unknown>) => ({ gusti: righeFacoltative(riga), note: note.optional() });
export const modificaProduzioneSchema = v.oggetto(modificaCampi(rigaSchema)).describe('Modifica di una produzione: le righe inviate sostituiscono quelle esistenti; le note cambiano se inviate');
export type ModificaProduzione = z.output<typeof modificaProduzioneSchema>;
/** REST body of PUT /produzione/:id: lines in snake_case. */
export const modificaProduzioneBody = restBody(z.object(modificaCampi(rigaRestSchema)));

const optionalId = z.preprocess(emptyToUndefined, v.id.optional());
const optionalDate = z.preprocess(emptyToUndefined, isoDate().optional());

/** List filters, sort and page: the same rules for REST query strings and GraphQL arguments. */
const filtroProduzioni = z.object({
  dataInizio: optionalDate.describe('yyyy-MM-dd, incluso'),
  dataFine: optionalDate.describe('yyyy-MM-dd, incluso'),
  puntoVenditaId: optionalId,
  gustoId: optionalId.describe('Produzioni che contengono questo gusto'),
  operatoreId: optionalId,
  inviatoEmail: z.preprocess(emptyToUndefined, v.boolish.optional()).describe('true / false'),
  aggiornatoDopo: aggiornatoDopoSchema.describe(
    'Istante ISO 8601 (es. 2026-11-22T14:00:00Z): solo le produzioni create o modificate dopo, per una sincronizzazione incrementale',
  ),
  sort: z
    .preprocess(emptyToUndefined, z.enum(SORT_KEYS, { message: MSG_PRODUZIONE.ordinamentoNonValido }).default('data'))
    .describe(`${SORT_KEYS.join(', ')} (costo solo admin e manager); predefinito data`),
  order: z
    .preprocess(
      (val) => (typeof val === 'string' ? val.toLowerCase() : emptyToUndefined(val)),
      z.enum(['asc', 'desc'], { message: MSG_PRODUZIONE.direzioneNonValida }).default('desc'),
    )
    .describe('asc / desc; predefinito desc'),
  limit: z.preprocess(emptyToUndefined, v.intero(MSG_PRODUZIONE.limiteNonValido, 1, LIMIT_MAX).default(LIMIT_DEFAULT)).describe('1-100, predefinito 10'),
  offset: z.preprocess(emptyToUndefined, v.intero(MSG_PRODUZIONE.offsetNonValido, 0, PG_INT_MAX).default(0)),
});
const periodoCoerente = (f: { dataInizio?: string | undefined; dataFine?: string | undefined }) => !f.dataInizio || !f.dataFine || f.dataInizio <= f.dataFine;

/** The filters alone (GraphQL's `filtro` argument; sort and page are arguments of their own). */
export const filtroProduzioniSchema = filtroProduzioni
  .omit({ sort: true, order: true, limit: true, offset: true })
  .describe('Filtri dello storico produzione (tutti facoltativi)');

export const listaProduzioniSchema = filtroProduzioni.refine(periodoCoerente, { message: MSG_PRODUZIONE.periodoNonValido });
export type ListaProduzioni = z.output<typeof listaProduzioniSchema>;
/** REST query of GET /produzione: the same filters in snake_case (data_inizio, punto_vendita_id, ...). */
export const listaProduzioniQuery = restQuery(filtroProduzioni).refine(periodoCoerente, { message: MSG_PRODUZIONE.periodoNonValido });

// ---- Outputs ----

/** A production line as every door shows it; `foodCost` is the snapshot (euro/kg) taken when recorded. */
export const produzioneGustoSchema = z.object({
  gustoId: z.number().int(),
  gustoNome: z.string(),
  gustoCategoria: z.string().nullable().describe('Nome della categoria del gusto'),
  gustoColore: z.string(),
  quantitaKg: z.number(),
  versioneRicetta: z.number().int().describe('Versione della ricetta da cui è stato fatto il lotto'),
  foodCost: costo(z.number()).describe('Food cost (euro/kg) fotografato alla registrazione; solo admin e manager'),
}).describe('Kg prodotti di un gusto in una produzione');
export type ProduzioneGustoView = z.output<typeof produzioneGustoSchema>;

/** A production as every door shows it (spec section 3). */
export const produzioneSchema = z
  .object({
    id: z.number().int(),
    data: z.string().describe('yyyy-MM-dd'),
    puntoVenditaId: z.number().int(),
    puntoVenditaNome: z.string(),
    operatoreId: z.number().int().nullable(),
    operatoreNome: z.string().nullable(),
    kgTotale: z.number(),
    kgTotaleGiornaliero: z.number().describe('Kg di tutte le produzioni dello stesso punto vendita nello stesso giorno'),
    gusti: z.array(produzioneGustoSchema),
    note: z.string().nullable(),
    inviatoEmail: z.boolean(),
    createdAt: z.date(),
    costoTotale: costo(z.number()).describe('Σ kg × food cost fotografato; solo admin e manager'),
  })
  .describe('Una produzione: data, punto vendita, kg per gusto');
export type ProduzioneView = z.output<typeof produzioneSchema>;

/** A page of the history and the number of every match. */
export const produzioniPaginaSchema = z.object({ righe: z.array(produzioneSchema), totale: z.number().int() }).describe('Una pagina dello storico produzione e il numero totale di risultati');
export type ProduzioniPaginaView = z.output<typeof produzioniPaginaSchema>;

/** Spec quirk of the REST list: `{ produzioni, total }`. */
export const QUIRK_PRODUZIONI = { righe: { nome: 'produzioni' }, totale: { nome: 'total' } } as const;

/** Result of an edit: the new totals (spec section 4, "Production edit save"). */
export const produzioneModificataSchema = z.object({ id: z.number().int(), kgTotale: z.number(), costoTotale: costo(z.number()) });
export type ModificaProduzioneView = z.output<typeof produzioneModificataSchema>;
