import { z } from 'zod';
import { v } from '../../common/validation.js';
import { MSG_LOTTO } from '../produzione/lotto.js';
import { TIPI_ALLERGENE_INGREDIENTE } from './allergeni-derivati.entity.js';

/** Italian messages of the allergen declarations, the label and the sign. */
export const MSG_ALLERGENI_DERIVATI = {
  listaNonValida: 'Gli allergeni devono essere un elenco di nomi del catalogo allergeni',
  allergeneSconosciuto: (nome: string) => `Allergene non presente nel catalogo o non attivo: ${nome}`,
  contieneETracce: (nome: string) => `L'allergene "${nome}" non può essere sia contenuto sia in tracce`,
  formatoNonValido: 'Formato non valido: usa json o pdf',
  misuraNonValida: 'Misura non valida: usa 100x70 o a4',
  pesoNettoNonValido: 'La quantità netta (peso_netto_g) deve essere un numero di grammi maggiore di 0 e non oltre 100000',
  produzioneSenzaGusto: MSG_LOTTO.produzioneSenzaGusto,
  giorniNonValidi: 'Il numero di giorni deve essere un intero tra 1 e 365',
} as const;

/** Names joined by ',' become a list of trimmed names; null is none; anything else is left to the schema. */
/** The ingredients of the recipe that bring an allergen (or a trace) into a flavour. */
export const origineAllergeneSchema = z
  .object({ allergene: z.string(), tipo: z.enum(TIPI_ALLERGENE_INGREDIENTE), ingredienti: z.array(z.string()) })
  .describe('Gli ingredienti della ricetta che portano un allergene (o una traccia) nel gusto');

export const nomiSeparati = (x: unknown) =>
  typeof x === 'string'
    ? x
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : x === null
      ? []
      : x;

/** A list of allergen names (the catalogue's `nome`, any case); REST also accepts names joined by ','. */
export const nomiAllergeni = z.preprocess(
  nomiSeparati,
  z.array(z.string({ error: MSG_ALLERGENI_DERIVATI.listaNonValida }).trim().min(1, MSG_ALLERGENI_DERIVATI.listaNonValida).max(100), {
    error: MSG_ALLERGENI_DERIVATI.listaNonValida,
  }).max(50, MSG_ALLERGENI_DERIVATI.listaNonValida),
);

/**
 * The allergen fields of an ingredient (service input, both doors). Sending either list declares
 * the ingredient's allergens (an empty list = "none"); `allergeniDichiarati` may also be sent alone.
 */
export const campiAllergeniIngrediente = {
  allergeniContiene: nomiAllergeni.optional().describe('Nomi degli allergeni contenuti (catalogo allergeni); inviarla dichiara gli allergeni'),
  allergeniTracce: nomiAllergeni.optional().describe('Nomi degli allergeni che può contenere in tracce'),
  allergeniDichiarati: v.boolish.nullish().describe('Allergeni dichiarati (anche nessuno)'),
  nomeEtichetta: v.optionalString(150).optional().describe("Nome in etichetta (es. 'latte intero'); vuoto = il nome"),
  caratterizzante: v.boolish.nullish().describe('Caratterizzante: percentuale in etichetta (QUID)'),
};
export const allergeniIngredienteSchema = z.object(campiAllergeniIngrediente);
export type AllergeniIngredienteInput = z.output<typeof allergeniIngredienteSchema>;

/** REST body fields of an ingredient (OpenAPI documentation). */
export const allergeniIngredienteRest = {
  allergeni_contiene: z.array(z.string()).optional().describe('Nomi degli allergeni contenuti (catalogo allergeni)'),
  allergeni_tracce: z.array(z.string()).optional().describe('Nomi degli allergeni che può contenere in tracce'),
  allergeni_dichiarati: z.boolean().optional().describe('Allergeni dichiarati (anche nessuno); inviare una delle liste lo imposta a true'),
  nome_etichetta: z.string().nullable().optional().describe("Nome in etichetta (es. 'latte intero'); vuoto = il nome"),
  caratterizzante: z.boolean().optional().describe('Ingrediente caratterizzante: la sua percentuale compare in etichetta (QUID)'),
};

/** Label query: `formato=json|pdf`, `misura=100x70|a4` (A4: a sheet of 8), `peso_netto_g`, `produzione_id`. */
export const etichettaQuery = z.object({
  formato: z.enum(['json', 'pdf'], { error: MSG_ALLERGENI_DERIVATI.formatoNonValido }).optional(),
  misura: z.enum(['100x70', 'a4'], { error: MSG_ALLERGENI_DERIVATI.misuraNonValida }).optional().describe('100x70 (etichettatrice termica) o a4 (foglio da 8 etichette)'),
  peso_netto_g: z
    .preprocess((x) => (x === '' ? undefined : typeof x === 'string' ? Number(x.trim().replace(',', '.')) : x), z.number({ error: MSG_ALLERGENI_DERIVATI.pesoNettoNonValido }).refine((n) => Number.isFinite(n) && n > 0 && n <= 100_000, MSG_ALLERGENI_DERIVATI.pesoNettoNonValido))
    .optional()
    .describe('Quantità netta in grammi (Art. 23), chiesta alla stampa'),
  produzione_id: v.id.optional().describe('Stampata da una produzione: data di produzione per la scadenza e lotto della riga del gusto'),
});

/** Sign query: `formato=pdf|json`, `giorni` (window of "on sale", default 14), `tutti=true` (every active flavour). */
export const cartelloQuery = z.object({
  formato: z.enum(['json', 'pdf'], { error: MSG_ALLERGENI_DERIVATI.formatoNonValido }).optional(),
  giorni: v.intero(MSG_ALLERGENI_DERIVATI.giorniNonValidi, 1, 365).optional(),
  tutti: v.boolish.optional(),
});

/** GET /gusti/verifica-allergeni: the answer (REST, snake_case). */
export const verificaAllergeniRestSchema = z.object({
  gusti_non_spiegati: z
    .array(z.object({ id: z.number().int(), nome: z.string(), attivo: z.boolean(), allergeni: z.array(z.string()).describe('Allergeni manuali che nessun ingrediente della ricetta contiene') }))
    .describe('Gusti con allergeni manuali che nessun ingrediente spiega'),
  ingredienti_non_dichiarati: z
    .array(z.object({ id: z.number().int(), nome: z.string(), attivo: z.boolean(), gusti: z.array(z.string()).describe('Gusti attivi che lo usano') }))
    .describe('Ingredienti usati nei gusti attivi con allergeni mai dichiarati'),
}).describe('Controllo degli allergeni: gusti con allergeni manuali non spiegati, ingredienti con allergeni sconosciuti');

const nutrienti = ['grassi', 'grassi_saturi', 'carboidrati', 'zuccheri', 'fibre', 'proteine', 'sale'] as const;

/** GET /gusti/:id/etichetta (formato=json): the EU label of a flavour (Reg. UE 1169/2011). */
export const etichettaRestSchema = z.object({
  denominazione: z.string(),
  ingredienti: z
    .array(
      z.object({
        nome: z.string(),
        percentuale: z.number().nullable().describe('Quota della massa della miscela (%); nulla per gli ingredienti a pezzi'),
        allergene: z.boolean().describe('Contiene un allergene: evidenziato in etichetta'),
        allergeni: z.array(z.string()),
        quid: z.boolean().describe('Percentuale dichiarata (QUID): nominato nella denominazione o caratterizzante'),
        testo: z.string().describe('La voce come stampata (allergeni in maiuscolo, ingredienti composti tra parentesi)'),
      }),
    )
    .describe('In ordine decrescente di peso nella miscela'),
  allergeni: z.array(z.string()),
  tracce: z.array(z.string()),
  nutrizione: z
    .object({
      energia_kj: z.number(),
      energia_kcal: z.number(),
      ...(Object.fromEntries(nutrienti.map((n) => [n, z.number()])) as Record<(typeof nutrienti)[number], z.ZodNumber>),
      polioli: z.number().nullable().describe('di cui polioli (nullo se assenti)'),
    })
    .describe('Per 100 g, arrotondati secondo le linee guida UE (dicembre 2012)'),
  nutrizione_testo: z
    .object({
      energia: z.string(),
      ...(Object.fromEntries(nutrienti.map((n) => [n, z.string()])) as Record<(typeof nutrienti)[number], z.ZodString>),
      polioli: z.string().nullable().describe('di cui polioli (nullo se assenti)'),
    })
    .describe('La dichiarazione come si stampa ("< 0,5 g")'),
  testo: z.string().describe('Elenco ingredienti pronto da stampare (allergeni in maiuscolo)'),
  ingredienti_testo: z.string().describe('Elenco ingredienti come stampato (allergeni in maiuscolo, QUID, ingredienti composti tra parentesi, tracce)'),
  peso_netto_g: z.number().nullable().describe('Quantità netta in grammi (nulla se non indicata)'),
  da_consumarsi_entro: z.string().describe('yyyy-MM-dd: data di produzione (o di oggi) + durata del tipo di gusto'),
  conservazione: z.string(),
  operatore: z.object({ ragione_sociale: z.string().nullable(), indirizzo: z.string().nullable(), partita_iva: z.string().nullable() }).describe('L\'operatore del settore alimentare in etichetta (impostazioni del laboratorio)'),
  lotto: z.string().nullable().describe('Lotto della riga di produzione (nullo se non stampata da una produzione)'),
  avvisi: z.array(z.string()),
}).describe('Etichetta UE di un gusto (Reg. UE 1169/2011)');

/** GET /punti-vendita/:id/cartello-allergeni (formato=json): the flavours on sale with allergens and traces. */
export const cartelloRestSchema = z.object({
  punto_vendita: z.object({ id: z.number().int(), nome: z.string() }),
  giorni: z.number().int().nullable().describe('Finestra in giorni (nulla = tutti i gusti attivi)'),
  senza_produzioni_recenti: z.boolean().describe('Nessun gusto prodotto o caricato nella finestra: il cartello elenca tutti i gusti attivi'),
  data: z.iso.datetime(),
  gusti: z.array(z.object({ gusto_id: z.number().int(), nome: z.string(), allergeni: z.array(z.string()), tracce: z.array(z.string()) })),
  legenda: z.array(z.object({ codice: z.string(), nome: z.string() })).describe('Gli allergeni del catalogo usati nel cartello'),
});
