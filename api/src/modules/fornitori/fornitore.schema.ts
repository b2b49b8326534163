import { z } from 'zod';
import { creaFornitoreSchema } from '@gelatiere/contratto';
import { restBody } from '../../common/forma-rest.js';

/**
 * The contract of the suppliers (issue 30): the input shapes and messages are in @gelatiere/contratto
 * (shared with the web form), re-exported here; the REST body and the output shape are the server's.
 */
export {
  creaFornitoreSchema,
  indirizzoFornitoreShape,
  MSG_FORNITORI,
  partitaIvaSchema,
  type CreaFornitore,
  type IndirizzoFornitore,
} from '@gelatiere/contratto';

export const creaFornitoreBody = restBody(creaFornitoreSchema);

/** A supplier as every door shows it (no prices: operators may read it). */
export const fornitoreSchema = z
  .object({
    id: z.number().int(),
    ragioneSociale: z.string(),
    partitaIva: z.string().nullable().describe('11 cifre; null per i fornitori migrati dal vecchio campo di testo degli ingredienti, finché non viene inserita'),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
    indirizzo: z.string().nullable().describe('Via e numero civico della sede'),
    cap: z.string().nullable(),
    comune: z.string().nullable(),
    provincia: z.string().nullable().describe('Sigla della provincia (2 lettere)'),
    attivo: z.boolean(),
    ingredienti: z.number().int().describe('Numero di ingredienti collegati al fornitore'),
  })
  .describe('Un fornitore: ragione sociale, partita IVA, contatti');
export type FornitoreView = z.output<typeof fornitoreSchema>;

