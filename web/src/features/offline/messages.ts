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

/** "1 produzione in attesa di invio" / "2 produzioni in attesa di invio". */
export function produzioniInAttesa(n: number): string {
  return `${formatCount(n, 'produzione', 'produzioni')} in attesa di invio`;
}
