import { formatNumber } from '../../lib/format';
import type { StatoEmail, TipoEmail } from '../../gql/graphql';

export const EMAIL_PAGE_SIZE = 20;
export const SUBJECT_MAX = 30;

export const EMAIL_LOG_MSG = {
  caricamento: 'Errore nel caricamento delle email',
  dettaglio: "Errore nel caricamento dei dettagli dell'email",
} as const;

export const TIPO_LABELS: Record<TipoEmail, string> = {
  notifica_produzione: 'Notifica produzione',
  test: 'Test',
  avviso_webhook: 'Avviso webhook',
  ordine_fornitore: 'Ordine a fornitore',
};

export const STATO_LABELS: Record<StatoEmail, string> = {
  inviata: 'Inviata',
  fallita: 'Fallita',
  in_coda: 'In coda',
};

/** Badge palette per state: sent green, failed red, queued amber. */
export const STATO_COLORS: Record<StatoEmail, string> = {
  inviata: 'green',
  fallita: 'red',
  in_coda: 'orange',
};

/** The subject cut at 30 characters with an ellipsis. */
export function truncateSubject(oggetto: string, max = SUBJECT_MAX): string {
  return oggetto.length > max ? `${oggetto.slice(0, max)}...` : oggetto;
}

/** First recipient plus '+n' for the others: { first: 'a@x.it', more: 2 }. */
export function recipientsSummary(destinatari: readonly string[]): { first: string; more: number } {
  return { first: destinatari[0] ?? '-', more: Math.max(0, destinatari.length - 1) };
}

export function emailPaginationText(page: number, total: number, pageSize = EMAIL_PAGE_SIZE): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `Pagina ${formatNumber(Math.min(page, pages))} di ${formatNumber(pages)} (${formatNumber(total)} email totali)`;
}

/** Additional data as indented JSON (the JSONObject scalar arrives parsed). */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}
