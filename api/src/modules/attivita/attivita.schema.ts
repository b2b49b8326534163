import { z } from 'zod';
import { v } from '../../common/validation.js';

/** The contract of the activity log (spec section 3): the page asked for and the rows shown. */

export const MSG_ATTIVITA = {
  limiteNonValido: 'Il limite deve essere un numero intero tra 1 e 100',
  offsetNonValido: "L'offset deve essere un numero intero maggiore o uguale a 0",
  nonTrovato: 'Voce del log attività non trovata',
} as const;

/**
 * Actions recorded in the activity log, in Italian like the rest of the API (issue 34, 8; until then
 * they were English codes, renamed by Migration20261129100000AzioniItaliane).
 */
export const AZIONI_ATTIVITA = [
  'accesso',
  'uscita',
  'creazione',
  'modifica',
  'eliminazione',
  'attivazione',
  'disattivazione',
  'azzeramento',
  'importazione',
  'invio_email',
  'allarme_prezzo',
] as const;
export type AzioneAttivita = (typeof AZIONI_ATTIVITA)[number];

/** The English codes of older backups and what they are now (a restored log speaks Italian too). */
export const AZIONI_PRECEDENTI: Readonly<Record<string, AzioneAttivita>> = {
  login: 'accesso',
  logout: 'uscita',
  create: 'creazione',
  update: 'modifica',
  delete: 'eliminazione',
  activate: 'attivazione',
  deactivate: 'disattivazione',
  reset: 'azzeramento',
  import: 'importazione',
  email: 'invio_email',
};

export const logPaginaSchema = z.object({
  limite: v.intero(MSG_ATTIVITA.limiteNonValido, 1, 100).optional().default(20).describe('1-100, predefinito 20'),
  offset: v.intero(MSG_ATTIVITA.offsetNonValido, 0, 1_000_000_000).optional().default(0),
});
export type LogPagina = z.output<typeof logPaginaSchema>;

/** One row of the activity log, with the user's name and e-mail (null when the user is gone). */
export const logAttivitaSchema = z.object({
  id: z.number().int(),
  utenteId: z.number().int().nullable(),
  utenteNome: z.string().nullable(),
  utenteEmail: z.string().nullable(),
  azione: z.string().describe(`Azione: ${AZIONI_ATTIVITA.join(', ')}`),
  dettagli: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
}).describe('Una voce del log attività (utente null se l\'utente non esiste più)');
export type LogAttivitaView = z.output<typeof logAttivitaSchema>;

export const logAttivitaPaginaSchema = z.object({ righe: z.array(logAttivitaSchema), totale: z.number().int() }).describe('Una pagina del log attività, dalla più recente, con il totale reale');

/** Spec quirks of the REST list: `{ logs, total }` and no user id. */
export const QUIRK_LOG_ATTIVITA = { righe: { nome: 'logs' }, totale: { nome: 'total' }, utenteId: false } as const;
