import { MOTIVO_MAX, MSG_GIACENZE, QUANTITA_GIACENZA_MAX, rettificaValida, scortaValida, UBICAZIONE_MAX } from '@gelatiere/contratto';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { restBody, restQuery } from '../../common/forma-rest.js';

/** The contract of stock and adjustments (issue 30): every input and output shape, once. */

/** Italian texts of the stock and its number rules: in @gelatiere/contratto (shared with the stock forms), re-exported here. */
export { MSG_GIACENZE } from '@gelatiere/contratto';
const QUANTITA_MAX = QUANTITA_GIACENZA_MAX;
const vuotoANull = (val: unknown) => (typeof val === 'string' && val.trim() === '' ? null : val);
const lotto = z.preprocess(vuotoANull, z.string({ message: MSG_GIACENZE.lottoNonValido }).trim().min(1, MSG_GIACENZE.lottoNonValido).max(50, MSG_GIACENZE.lottoNonValido).nullable());

/** A lot of an ingredient in stock. */
export const lottoGiacenzaSchema = z.object({
  lotto: z.string(),
  scadenza: z.string().nullable().describe('yyyy-MM-dd; null = senza scadenza'),
  giacenza: z.number().describe("Nell'unità dell'ingrediente; negativa se consumata più del ricevuto"),
}).describe('Un lotto in giacenza');

/** An ingredient's stock: receipts − consumption + adjustments, with its lots (first expiring first). */
export const giacenzaSchema = z
  .object({
    ingredienteId: z.number().int(),
    nome: z.string(),
    unitaMisura: z.string(),
    giacenza: z.number().describe("Ricevuto − consumato + rettifiche, nell'unità dell'ingrediente"),
    scortaMinima: z.number().nullable().describe('Punto di riordino; null = non impostato'),
    ubicazione: z.string().nullable().describe("Dove si conserva (per l'inventario)"),
    sottoScorta: z.boolean().describe('Giacenza sotto la scorta minima'),
    giacenzaNegativa: z.boolean().describe('Consumato più del ricevuto (produzioni registrate senza lotti in giacenza, o un lotto consumato oltre il ricevuto)'),
    lotti: z.array(lottoGiacenzaSchema).describe('Lotti con giacenza diversa da 0, prima quelli che scadono prima'),
  })
  .describe('Giacenza di un ingrediente (ricevuto − consumato + rettifiche) e dei suoi lotti');
export type GiacenzaView = z.output<typeof giacenzaSchema>;

/** A stock adjustment: the signed change of the stock (an inventory count's difference, a waste). */
export const rettificaSchema = v.oggetto({
  ingredienteId: v.idDi(MSG_GIACENZE.ingredienteObbligatorio),
  lotto: lotto.optional(),
  quantita: z
    .number({ message: MSG_GIACENZE.quantitaNonValida })
    .refine(rettificaValida, MSG_GIACENZE.quantitaNonValida),
  motivo: v.requiredString(MSG_GIACENZE.motivoObbligatorio, MOTIVO_MAX),
}).describe('Variazione con segno della giacenza (+ aumenta, − diminuisce) e motivo');
export type RettificaInput = z.output<typeof rettificaSchema>;
export const rettificaBody = restBody(rettificaSchema);

/** An adjustment recorded, with the ingredient's stock after it. */
export const rettificaViewSchema = z.object({
  id: z.number().int(),
  ingredienteId: z.number().int(),
  lotto: z.string().nullable(),
  quantita: z.number(),
  motivo: z.string(),
  utenteId: z.number().int().nullable(),
  createdAt: z.date(),
  giacenza: z.number().describe("Giacenza dell'ingrediente dopo la rettifica"),
}).describe('Una rettifica di magazzino, con la giacenza dopo');
export type RettificaView = z.output<typeof rettificaViewSchema>;

/** Reorder point and storage place of an ingredient (null clears). */
export const scortaSchema = v.oggetto({
  scortaMinima: z
    .number({ message: MSG_GIACENZE.scortaNonValida })
    .refine(scortaValida, MSG_GIACENZE.scortaNonValida)
    .nullable()
    .optional(),
  ubicazione: z.preprocess(vuotoANull, z.string().trim().max(UBICAZIONE_MAX, MSG_GIACENZE.ubicazioneTroppoLunga).nullable()).optional(),
}).describe('Scorta minima e ubicazione di un ingrediente (null le toglie)');
export type ScortaInput = z.output<typeof scortaSchema>;
export const scortaBody = restBody(scortaSchema);

/** Lots expiring within `giorni` days (default: the setting giorni_preavviso_scadenza, else 7). */
export const scadenzeQuerySchema = z.object({
  giorni: z.preprocess((val) => (val === '' ? undefined : val), v.intero(MSG_GIACENZE.giorniNonValidi, 0, 365).optional()),
});
export type ScadenzeQuery = z.output<typeof scadenzeQuerySchema>;
export const scadenzeQuery = restQuery(scadenzeQuerySchema);

export const lottoInScadenzaSchema = z.object({
  ingredienteId: z.number().int(),
  nome: z.string(),
  unitaMisura: z.string(),
  lotto: z.string(),
  scadenza: z.string(),
  giacenza: z.number(),
  giorni: z.number().int().describe('Giorni alla scadenza (negativi: già scaduto)'),
}).describe('');
export const scadenzeSchema = z.object({ giorni: z.number().int(), lotti: z.array(lottoInScadenzaSchema) }).describe('Lotti in giacenza che scadono entro N giorni');
export type ScadenzeView = z.output<typeof scadenzeSchema>;

/** Italian texts of the inventory count. */
export const MSG_INVENTARIO = {
  righeObbligatorie: 'Il conteggio deve avere da 1 a 5000 righe',
  contatoNonValido: 'La quantità contata deve essere un numero maggiore o uguale a 0 (al massimo 4 decimali)',
  giacenzaLettaNonValida: 'Indica la giacenza letta al momento del conteggio',
  rigaDoppia: (nome: string, lotto: string | null) => `${nome}${lotto ? ` lotto ${lotto}` : ' senza lotto'} è contato due volte`,
  giacenzaCambiata: (righe: string[]) =>
    `La giacenza è cambiata durante il conteggio (${righe.join('; ')}): ricarica l'inventario e ricontrolla queste righe. Nessuna rettifica registrata.`,
} as const;

/**
 * An inventory count, saved all-or-nothing: per counted line (an ingredient's lot, or its stock with no
 * lot) the quantity counted and the stock the counter was shown; each difference becomes an adjustment
 * with the reason (default "inventario"). A stock that changed meanwhile refuses the whole count.
 */
export const rigaInventarioSchema = v.oggetto({
  ingredienteId: v.idDi(MSG_GIACENZE.ingredienteObbligatorio),
  lotto: lotto.optional().transform((l) => l ?? null),
  contato: z
    .number({ message: MSG_INVENTARIO.contatoNonValido })
    .refine(scortaValida, MSG_INVENTARIO.contatoNonValido),
  giacenzaLetta: z.number({ message: MSG_INVENTARIO.giacenzaLettaNonValida }).refine((n) => Number.isFinite(n) && Math.abs(n) < QUANTITA_MAX, MSG_INVENTARIO.giacenzaLettaNonValida),
}).describe('Una riga contata: lotto (null = giacenza senza lotto), quantità contata e giacenza mostrata al conteggio');
const righeInventario = <T extends z.ZodType>(riga: T) => z.array(riga, { message: MSG_INVENTARIO.righeObbligatorie }).min(1, MSG_INVENTARIO.righeObbligatorie).max(5000, MSG_INVENTARIO.righeObbligatorie);
const motivoInventario = z.preprocess(vuotoANull, v.requiredString(MSG_GIACENZE.motivoObbligatorio, 200).nullable()).optional().transform((m) => m ?? 'inventario');
export const inventarioSchema = v.oggetto({ motivo: motivoInventario, righe: righeInventario(rigaInventarioSchema) }).describe('Un inventario, salvato tutto insieme (motivo predefinito: inventario)');
export type InventarioInput = z.output<typeof inventarioSchema>;
export const inventarioBody = restBody(v.oggetto({ motivo: motivoInventario, righe: righeInventario(restBody(rigaInventarioSchema, MSG_INVENTARIO.righeObbligatorie)) }));

/** A count saved: the lines counted, the adjustments it recorded (the differences) and the lines that matched. */
export const inventarioViewSchema = z.object({
  righeContate: z.number().int(),
  invariate: z.number().int().describe('Righe in cui il contato era uguale alla giacenza'),
  rettifiche: z.array(rettificaViewSchema).describe("Una rettifica per differenza (contato − giacenza), con la giacenza dell'ingrediente dopo il conteggio"),
}).describe('Un inventario salvato: le rettifiche delle differenze');
export type InventarioView = z.output<typeof inventarioViewSchema>;
