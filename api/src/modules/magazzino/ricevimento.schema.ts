import {
  fattoreConversioneValido,
  LOTTO_RICEVIMENTO_MAX,
  MSG_RICEVIMENTI,
  NUMERO_DOCUMENTO_MAX,
  prezzoRicevutoValido,
  quantitaRicevutaValida,
  RIGHE_RICEVIMENTO_MAX,
  scadenzaPrecedente,
  temperaturaConsegnaValida,
} from '@gelatiere/contratto';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { v } from '../../common/validation.js';
import { restBody, restQuery } from '../../common/forma-rest.js';

/** The contract of goods receipts, invoice drafts and price histories (issue 30): every shape, once. */

/** Italian texts and input rules of receipts: in @gelatiere/contratto (shared with the receipt editor), re-exported here. */
export { MSG_RICEVIMENTI } from '@gelatiere/contratto';

/** Configuration key of the price-change alert (percent; DOMAIN.md default 5). */
export const CHIAVE_SOGLIA_PREZZO = 'soglia_variazione_prezzo';
export const SOGLIA_PREZZO_PREDEFINITA = 5;

const testoOpzionale = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Testo troppo lungo (massimo ${max} caratteri)`)
    .nullish()
    .transform((s) => (s ? s : null));

/** A receipt line: an ingredient lot, the quantity in the ingredient's unit and its unit price. */
export const rigaRicevimentoSchema = v.oggetto({
  ingredienteId: v.idDi(MSG_RICEVIMENTI.ingredienteObbligatorio),
  lotto: v.requiredString(MSG_RICEVIMENTI.lottoObbligatorio, LOTTO_RICEVIMENTO_MAX),
  scadenza: v.isoDate(MSG_RICEVIMENTI.scadenzaNonValida).nullish().transform((s) => s ?? null).describe('aaaa-mm-gg; null solo per merci senza scadenza (zucchero, sale: Reg. UE 1169/2011 all. X)'),
  quantita: z
    .number({ message: MSG_RICEVIMENTI.quantitaNonValida })
    .refine(quantitaRicevutaValida, MSG_RICEVIMENTI.quantitaNonValida)
    .describe("Nell'unità di misura dell'ingrediente"),
  prezzoUnitario: costo(z
    .number({ message: MSG_RICEVIMENTI.prezzoNonValido })
    .refine(prezzoRicevutoValido, MSG_RICEVIMENTI.prezzoNonValido)
    .describe("Euro per unità di misura dell'ingrediente")).describe('Euro per unità dell\'ingrediente'),
  temperatura: z
    .number({ message: MSG_RICEVIMENTI.temperaturaNonValida })
    .refine(temperaturaConsegnaValida, MSG_RICEVIMENTI.temperaturaNonValida)
    .nullish()
    .transform((n) => n ?? null)
    .describe('Temperatura alla consegna, °C'),
  codiceArticolo: testoOpzionale(60).describe('Dalla riga della fattura: con la descrizione, ricorda l\'abbinamento articolo → ingrediente'),
  descrizione: testoOpzionale(1000).describe('Descrizione della riga della fattura'),
  unitaFattura: testoOpzionale(20).describe('Unità di misura della riga della fattura'),
  fattoreConversione: z
    .number({ message: MSG_RICEVIMENTI.fattoreNonValido })
    .refine(fattoreConversioneValido, MSG_RICEVIMENTI.fattoreNonValido)
    .nullish()
    .transform((n) => n ?? null)
    .describe("Unità dell'ingrediente per una unità della fattura (es. cartone da 6 kg → 6)"),
});
export type RigaRicevimentoInput = z.output<typeof rigaRicevimentoSchema>;

/** The imported invoice a receipt confirms (from the draft). */
export const fatturaRicevimentoSchema = v.oggetto({
  tipoDocumento: z.string().trim().regex(/^TD\d{2}$/i, 'Tipo di documento della fattura non valido (TD01, TD04, …)').transform((s) => s.toUpperCase()),
  nomeFile: testoOpzionale(255),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Impronta della fattura non valida').nullish().transform((s) => s ?? null),
});

const righeMsg = { message: MSG_RICEVIMENTI.righeObbligatorie };
/** The fields of a goods receipt (DDT), or the confirmation of an invoice draft; its lines apart (REST reads them in snake_case). */
const campiRicevimento = {
  fornitoreId: v.idDi(MSG_RICEVIMENTI.fornitoreObbligatorio),
  data: v.isoDate(MSG_RICEVIMENTI.dataNonValida).describe('aaaa-mm-gg'),
  numeroDocumento: v.requiredString(MSG_RICEVIMENTI.numeroObbligatorio, NUMERO_DOCUMENTO_MAX),
  aggiornaPrezzi: z
    .boolean({ message: 'Valore non valido per aggiorna_prezzi (true o false)' })
    .nullish()
    .transform((b) => b ?? false)
    .describe("true: il costo per unità di ogni ingrediente diventa il prezzo di questo ricevimento (ultimo prezzo) e il food cost dei gusti si aggiorna"),
  note: testoOpzionale(500),
};

/** Rules across fields: no expiry before the receipt date, no credit note as a receipt. */
function controllaRicevimento(r: { data: string; righe: { lotto: string; scadenza: string | null }[]; fattura: { tipoDocumento: string } | null }, ctx: z.RefinementCtx) {
  r.righe.forEach((riga, i) => {
    if (scadenzaPrecedente(riga.scadenza, r.data)) ctx.addIssue({ code: 'custom', path: ['righe', i, 'scadenza'], message: MSG_RICEVIMENTI.scadenzaPrecedente(riga.lotto) });
  });
  if (r.fattura?.tipoDocumento === 'TD04') ctx.addIssue({ code: 'custom', path: ['fattura', 'tipo_documento'], message: MSG_RICEVIMENTI.notaDiCredito });
}

export const creaRicevimentoSchema = v
  .oggetto({
    ...campiRicevimento,
    fattura: fatturaRicevimentoSchema.nullish().transform((f) => f ?? null),
    righe: z.array(rigaRicevimentoSchema, righeMsg).min(1, righeMsg.message).max(RIGHE_RICEVIMENTO_MAX, righeMsg.message),
  })
  .superRefine(controllaRicevimento).describe('Un ricevimento merce, o la conferma della bozza di una fattura');
export type CreaRicevimento = z.output<typeof creaRicevimentoSchema>;
export const creaRicevimentoBody = restBody(
  v.oggetto({
    ...campiRicevimento,
    fattura: restBody(fatturaRicevimentoSchema).nullish().transform((f) => f ?? null),
    righe: z.array(restBody(rigaRicevimentoSchema, MSG_RICEVIMENTI.righeObbligatorie), righeMsg).min(1, righeMsg.message).max(RIGHE_RICEVIMENTO_MAX, righeMsg.message),
  }),
).superRefine(controllaRicevimento);

export const ricevimentiQuerySchema = z.object({
  fornitoreId: z.preprocess((x) => (x === '' ? undefined : x), v.idDi('Fornitore non valido').optional()),
  ingredienteId: z.preprocess((x) => (x === '' ? undefined : x), v.idDi('Ingrediente non valido').optional()),
  dal: v.isoDate().optional(),
  al: v.isoDate().optional(),
  limite: z.preprocess((x) => (x === '' ? undefined : x), v.intero('Il limite deve essere tra 1 e 200', 1, 200).optional()),
});
export type RicevimentiQuery = z.output<typeof ricevimentiQuerySchema>;
export const ricevimentiQuery = restQuery(ricevimentiQuerySchema);

/** A receipt line as every door shows it (prices hidden from operators). */
export const rigaRicevimentoViewSchema = z.object({
  id: z.number().int(),
  ingredienteId: z.number().int(),
  ingredienteNome: z.string(),
  unitaMisura: z.string(),
  lotto: z.string(),
  scadenza: z.string().nullable(),
  quantita: z.number(),
  prezzoUnitario: costo(z.number()).describe("Euro per unità dell'ingrediente"),
  prezzoPrecedente: costo(z.number()).nullable().describe("L'ultimo prezzo dell'ingrediente prima di questa riga"),
  variazionePercentuale: costo(z.number()).nullable().describe('(prezzo − precedente) / precedente × 100, 2 decimali'),
  allarmePrezzo: costo(z.boolean()).describe('Variazione oltre la soglia (configurazione soglia_variazione_prezzo, 5 % predefinito)'),
  temperatura: z.number().nullable().describe('°C alla consegna'),
  codiceArticolo: z.string().nullable(),
  descrizione: z.string().nullable(),
}).describe('Un lotto ricevuto: quantità nell\'unità dell\'ingrediente; prezzi solo per admin e manager');
export type RigaRicevimentoView = z.output<typeof rigaRicevimentoViewSchema>;

export const ricevimentoSchema = z
  .object({
    id: z.number().int(),
    fornitoreId: z.number().int(),
    fornitoreNome: z.string(),
    data: z.string(),
    numeroDocumento: z.string(),
    fatturaTipoDocumento: z.string().nullable(),
    fatturaNomeFile: z.string().nullable(),
    note: z.string().nullable(),
    createdBy: z.number().int().nullable(),
    createdByNome: z.string().nullable(),
    createdAt: z.string(),
    numeroRighe: z.number().int(),
    costoTotale: costo(z.number()).describe('Σ quantità × prezzo unitario, al centesimo'),
    righe: z.array(rigaRicevimentoViewSchema).describe('Vuoto negli elenchi; le righe nel dettaglio e dopo la registrazione'),
  })
  .describe('Un ricevimento merce (DDT o fattura confermata) con i lotti ricevuti');
export type RicevimentoView = z.output<typeof ricevimentoSchema>;

// ---------------------------------------------------------------------------------------------
// The draft of an imported invoice

export const rigaBozzaSchema = z.object({
  numeroLinea: z.number().int(),
  descrizione: z.string(),
  codiceArticolo: z.string().nullable(),
  quantita: z.number().describe("Nell'unità dell'ingrediente quando abbinata, altrimenti quella della fattura"),
  unita: z.string().nullable().describe("L'unità dell'ingrediente quando abbinata, altrimenti quella della fattura"),
  prezzoUnitario: costo(z.number()).describe('Euro per unità (la stessa di quantita)'),
  ingredienteId: z.number().int().nullable().describe('Null: riga non abbinata, da scegliere una volta (poi ricordata)'),
  ingredienteNome: z.string().nullable(),
  fattoreConversione: z.number().nullable().describe("Unità dell'ingrediente per unità della fattura; null se non abbinata"),
  quantitaFattura: z.number(),
  unitaFattura: z.string().nullable(),
  prezzoUnitarioFattura: costo(z.number()),
  lotto: z.string().nullable(),
  scadenza: z.string().nullable(),
}).describe('Una riga della fattura nella bozza');
export type RigaBozzaView = z.output<typeof rigaBozzaSchema>;

export const bozzaRicevimentoSchema = z
  .object({
    fornitore: z.object({ id: z.number().int(), ragioneSociale: z.string(), partitaIva: z.string(), creato: z.boolean().describe('Creato da questa importazione') }),
    numeroDocumento: z.string(),
    data: z.string(),
    tipoDocumento: z.string().describe('TD01 fattura, TD04 nota di credito, …'),
    notaDiCredito: z.boolean().describe('TD04: non diventa un ricevimento (un reso è una rettifica di magazzino)'),
    nomeFile: z.string(),
    sha256: z.string().describe("Impronta SHA-256 dell'XML della fattura"),
    righe: z.array(rigaBozzaSchema),
    righeEscluse: z.array(z.object({ numeroLinea: z.number().int(), descrizione: z.string(), motivo: z.string() })).describe('Righe senza quantità o con importo negativo (servizi, spese, sconti)'),
  })
  .describe('La bozza di ricevimento di una fattura elettronica: si conferma registrando il ricevimento (registraRicevimento, POST /api/ricevimenti)');
export type BozzaRicevimentoView = z.output<typeof bozzaRicevimentoSchema>;

// ---------------------------------------------------------------------------------------------
// Price history

export const prezzoStoricoSchema = z.object({
  data: z.string(),
  fornitore: z.string(),
  fornitoreId: z.number().int(),
  ricevimentoId: z.number().int(),
  numeroDocumento: z.string(),
  lotto: z.string(),
  quantita: z.number(),
  prezzoUnitario: costo(z.number()),
  variazionePercentuale: costo(z.number()).nullable(),
  allarmePrezzo: costo(z.boolean()),
});

export const prezziIngredienteSchema = z
  .object({
    ingredienteId: z.number().int(),
    nome: z.string(),
    unitaMisura: z.string(),
    ultimoPrezzo: costo(z.number()).describe("costo_per_unita attuale dell'ingrediente"),
    prezzoMedioPonderato: costo(z.number()).nullable().describe('Prezzo medio ponderato della giacenza: i lotti ancora in giacenza pesati per la quantità rimasta al loro prezzo di ricevimento; senza lotti in giacenza, Σ quantità × prezzo / Σ quantità di tutti i ricevimenti (4 decimali); null senza ricevimenti'),
    sogliaVariazione: z.number().describe('Soglia di allarme in percentuale'),
    prezzi: z.array(prezzoStoricoSchema).describe('Dal più recente'),
  })
  .describe('Lo storico dei prezzi di un ingrediente dai ricevimenti (admin e manager)');
export type PrezziIngredienteView = z.output<typeof prezziIngredienteSchema>;

/** Value rule of the price-change threshold setting (percent, 0-100, at most 2 decimals). */
export const VALIDATORI_MAGAZZINO: Record<string, (valore: string | null) => string> = {
  [CHIAVE_SOGLIA_PREZZO]: (valore) => {
    const testo = (valore ?? '').trim();
    const n = /^\d{1,3}([.,]\d{1,2})?$/.test(testo) ? Number(testo.replace(',', '.')) : Number.NaN;
    if (!(n >= 0 && n <= 100)) throw new Error(MSG_RICEVIMENTI.sogliaNonValida);
    return String(n);
  },
};
