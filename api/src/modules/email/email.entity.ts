import { defineEntity, p } from '@mikro-orm/core';

export const TIPI_EMAIL = ['notifica_produzione', 'test', 'avviso_webhook', 'ordine_fornitore'] as const;
export type TipoEmail = (typeof TIPI_EMAIL)[number];

export const STATI_EMAIL = ['in_coda', 'inviata', 'fallita'] as const;
/** A file sent with the message (the purchase order PDF), its bytes in base64. */
export interface AllegatoEmail {
  nome: string;
  tipo: string;
  base64: string;
}

export type StatoEmail = (typeof STATI_EMAIL)[number];

/**
 * The e-mail log, which is also the outbox: a request inserts a row `in_coda` in its own transaction,
 * the worker (email.worker.ts) claims due rows with FOR UPDATE SKIP LOCKED and sends them.
 */
const EmailLogSchema = defineEntity({
  name: 'EmailLog',
  tableName: 'email_log',
  indexes: [
    { name: 'email_log_stato_prossimo_tentativo_index', properties: ['stato', 'prossimoTentativo'] },
    { name: 'email_log_data_creazione_index', properties: ['dataCreazione'] },
    { name: 'email_log_riferimento_index', properties: ['riferimentoTipo', 'riferimentoId'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    tipo: p.enum([...TIPI_EMAIL]),
    destinatari: p.json<string[]>(),
    oggetto: p.string().length(255),
    contenuto: p.text(),
    testo: p.text().nullable(),
    stato: p.enum([...STATI_EMAIL]).default('in_coda'),
    tentativi: p.integer().default(0),
    // set by the database (now()), the clock the worker compares it with
    prossimoTentativo: p.datetime().defaultRaw('now()'),
    messaggioErrore: p.text().nullable(),
    riferimentoTipo: p.string().length(50).nullable(),
    riferimentoId: p.integer().nullable(),
    datiAggiuntivi: p.json<Record<string, unknown>>().nullable(),
    allegati: p.json<AllegatoEmail[]>().nullable(),
    provider: p.string().length(20).nullable(),
    dataCreazione: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    dataInvio: p.datetime().nullable(),
  },
});
export class EmailLog extends EmailLogSchema.class {}
EmailLogSchema.setClass(EmailLog);
