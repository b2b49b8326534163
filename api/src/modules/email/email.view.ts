import { serializeRest } from '../../common/forma-rest.js';
import type { EmailLog, StatoEmail, TipoEmail } from './email.entity.js';

export interface EmailConfigEntry {
  chiave: string;
  valore: string;
  descrizione: string | null;
}

export interface EmailEsito {
  success: boolean;
  message: string;
  /** The e-mail log entry queued, when one was. */
  emailId: number | null;
}

/** An e-mail log entry as the list shows it (without the bodies). */
export interface EmailLogView {
  id: number;
  tipo: TipoEmail;
  destinatari: string[];
  oggetto: string;
  stato: StatoEmail;
  tentativi: number;
  prossimoTentativo: Date | null;
  messaggioErrore: string | null;
  riferimentoTipo: string | null;
  riferimentoId: number | null;
  provider: string | null;
  dataCreazione: Date;
  dataInvio: Date | null;
}

export interface EmailLogDettaglio extends EmailLogView {
  contenuto: string;
  testo: string | null;
  datiAggiuntivi: Record<string, unknown> | null;
}

export interface EmailLogPage {
  emails: EmailLogView[];
  total: number;
}

type EmailLogSummary = Pick<
  EmailLog,
  'id' | 'tipo' | 'destinatari' | 'oggetto' | 'stato' | 'tentativi' | 'prossimoTentativo' | 'messaggioErrore' | 'riferimentoTipo' | 'riferimentoId' | 'provider' | 'dataCreazione' | 'dataInvio'
>;

export function toEmailLogView(e: EmailLogSummary): EmailLogView {
  return {
    id: e.id,
    tipo: e.tipo,
    destinatari: Array.isArray(e.destinatari) ? e.destinatari : [],
    oggetto: e.oggetto,
    stato: e.stato,
    tentativi: e.tentativi,
    prossimoTentativo: e.stato === 'in_coda' ? e.prossimoTentativo : null,
    messaggioErrore: e.messaggioErrore ?? null,
    riferimentoTipo: e.riferimentoTipo ?? null,
    riferimentoId: e.riferimentoId ?? null,
    provider: e.provider ?? null,
    dataCreazione: e.dataCreazione,
    dataInvio: e.dataInvio ?? null,
  };
}

export function toEmailLogDettaglio(e: EmailLog): EmailLogDettaglio {
  return { ...toEmailLogView(e), contenuto: e.contenuto, testo: e.testo ?? null, datiAggiuntivi: e.datiAggiuntivi ?? null };
}

/** REST form of a log entry, for the webhook payloads (the REST routes serialize through the gateway). */
export const emailLogToRest = (e: EmailLogView) => serializeRest(e, null) as Record<string, unknown>;
