import { z } from 'zod';

/**
 * The display case's Italian messages and kg rules (DOMAIN.md, issue 14), shared by the API's
 * vetrina.schema.ts and the display case's dialogs (load, weigh-back, waste, correction).
 */

export const MSG_VETRINA = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  puntoVenditaNonDisponibile: 'Punto vendita non trovato o non attivo',
  gustoObbligatorio: 'Seleziona un gusto',
  gustoNonTrovato: 'Gusto non trovato',
  produzioneNonValida: 'Produzione non valida',
  produzioneNonTrovata: 'Produzione non trovata',
  produzioneSenzaGusto: 'La produzione scelta non contiene questo gusto',
  dataObbligatoria: 'La data è obbligatoria',
  dataNonValida: 'Data non valida (formato yyyy-MM-dd)',
  periodoObbligatorio: 'Indica le date di inizio e di fine (dal, al)',
  periodoNonValido: 'La data di inizio non può essere successiva alla data di fine',
  periodoTroppoLungo: 'Il periodo non può superare 5 anni',
  kgObbligatori: 'Indica i kg',
  kgNonValidi: 'I kg devono essere un numero maggiore di 0',
  kgDecimali: 'I kg possono avere al massimo 3 decimali (grammi)',
  kgTroppi: 'Quantità troppo elevata (massimo 1000 kg)',
  kgRimastiNonValidi: 'I kg rimasti devono essere un numero tra 0 e i kg caricati',
  kgRimastiTroppi: 'I kg rimasti non possono superare i kg caricati',
  caricoObbligatorio: 'Indica la vaschetta da chiudere',
  caricoNonTrovato: 'Vaschetta non trovata',
  giaChiusa: 'Pesata di chiusura già registrata per questa vaschetta',
  nonChiusa: 'La vaschetta non ha ancora una pesata di chiusura da correggere',
  motivoNonValido: 'Motivo non valido (scaduto, caduto, qualità, altro)',
  scartoNonTrovato: 'Scarto non trovato',
  altroPuntoVendita: 'Puoi registrare e vedere la vetrina solo del tuo punto vendita',
  prezzoNonValido: 'Il prezzo al kg deve essere un numero maggiore di 0 (massimo 1000 €, 2 decimali)',
  nienteDaModificare: 'Nessun campo da modificare',
  // The dialogs' own, on what is typed before it is sent.
  kgMaggioriDiZero: 'I kg devono essere maggiori di 0',
  motivoObbligatorio: 'Scegli il motivo dello scarto',
  pesateDaCorreggere: 'Correggi le pesate segnate in rosso',
  pesataObbligatoria: 'Inserisci almeno una pesata',
} as const;

/** The most kg of a tray or of waste (a larger number is a typing error). */
export const KG_VETRINA_MAX = 1000;
/** At most `d` decimals (within float error). */
export const alPiuDecimali = (n: number, d: number) => Math.abs(n * 10 ** d - Math.round(n * 10 ** d)) < 1e-6;

/** kg of a tray or of waste: a number > 0, ≤ 1000 kg, grams at most (≤ 3 decimals). */
export const kgVetrina = z
  .number({ message: MSG_VETRINA.kgObbligatori })
  .refine((n) => Number.isFinite(n) && n > 0, MSG_VETRINA.kgNonValidi)
  .refine((n) => n <= KG_VETRINA_MAX, MSG_VETRINA.kgTroppi)
  .refine((n) => alPiuDecimali(n, 3), MSG_VETRINA.kgDecimali);

/** kg left at closing: 0 (an empty tray) to 1000, ≤ 3 decimals; ≤ the loaded kg is checked against the tray. */
export const kgRimastiVetrina = z
  .number({ message: MSG_VETRINA.kgRimastiNonValidi })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= KG_VETRINA_MAX, MSG_VETRINA.kgRimastiNonValidi)
  .refine((n) => alPiuDecimali(n, 3), MSG_VETRINA.kgDecimali);
