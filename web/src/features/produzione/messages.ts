/** Italian texts of the production-recording screens (spec sections 2, 5 and 8). */
export const MSG_REGISTRAZIONE = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  almenoUnGusto: 'Aggiungi almeno un gusto alla produzione',
  dataObbligatoria: 'La data è obbligatoria',
  caricamento: 'Errore durante il caricamento dei dati',
  invio: "Errore durante l'invio della produzione",
} as const;

/** 'Produzione registrata con successo! Totale: {kg} kg' with kg already formatted it-IT. */
export function messaggioSuccesso(kgFormattati: string): string {
  return `Produzione registrata con successo! Totale: ${kgFormattati} kg`;
}
