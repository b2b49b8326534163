import { formatCount } from '../../lib/format';

/** Italian texts of the offline production queue and of the app update prompt. */
export const MSG_OFFLINE = {
  salvataLocale: 'Produzione salvata sul dispositivo: verrà inviata appena torna la connessione',
  offline: 'Offline',
  offlineSenzaCoda: 'Nessuna connessione: le produzioni registrate vengono salvate sul dispositivo',
  invioInCorso: 'Invio in corso…',
  inviaOra: 'Invia ora',
  nonInviata: 'Non inviata',
  scarta: 'Scarta',
  scartaTitolo: 'Scartare la produzione?',
  scartaConferma: 'La produzione non inviata viene eliminata da questo dispositivo e non sarà registrata.',
  nuovaVersione: 'È disponibile una nuova versione di Gelatiere',
  aggiorna: 'Aggiorna',
} as const;

/** Why a weigh-back of a tray loaded offline was not sent (its load never reached the server). */
export const MSG_DIPENDENZE = {
  caricoRifiutato: (motivo?: string) =>
    `Pesata non inviata: la vaschetta non è stata registrata${motivo ? ` (${motivo})` : ''}. Ricarica la vaschetta e ripeti la pesata.`,
  caricoAssente: 'Pesata non inviata: la vaschetta non è stata registrata (scartata da questo dispositivo). Ricarica la vaschetta e ripeti la pesata.',
} as const;

/** Productions only: as produzioniInAttesa; with display-case writes or HACCP readings: "3 operazioni in attesa di invio". */
export function elementiInAttesa(elementi: readonly object[]): string {
  const soloProduzioni = elementi.every((i) => !('vetrina' in i) && !('haccp' in i));
  return soloProduzioni ? produzioniInAttesa(elementi.length) : `${formatCount(elementi.length, 'operazione', 'operazioni')} in attesa di invio`;
}

/** "1 produzione in attesa di invio" / "2 produzioni in attesa di invio". */
export function produzioniInAttesa(n: number): string {
  return `${formatCount(n, 'produzione', 'produzioni')} in attesa di invio`;
}
