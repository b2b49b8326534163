/** The HACCP register's Italian messages and rules (issue 31), shared by the API and the register's forms. */

export const MSG_HACCP = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  puntoVenditaNonTrovato: 'Punto vendita non trovato',
  altroPuntoVendita: 'Puoi registrare e vedere il registro HACCP solo del tuo punto vendita',
  nomeObbligatorio: 'Il nome del dispositivo è obbligatorio',
  tipoNonValido: 'Tipo di dispositivo non valido (freezer, vetrina, abbattitore, pastorizzatore, cella)',
  temperaturaNonValida: 'La temperatura deve essere un numero tra -60 e 150 °C',
  limitiInvertiti: 'La temperatura minima non può superare la massima',
  codiceNonValido: 'Il codice del dispositivo va da 1 a 64 caratteri (lettere, cifre, - _ . :)',
  codiceUsato: 'Codice del dispositivo già usato da un altro dispositivo',
  frequenzaNonValida: 'La frequenza delle letture è un numero intero di ore tra 1 e 168',
  mantenimentoNonValido: 'Il mantenimento minimo del programma è un numero intero di secondi tra 1 e 86400',
  dispositivoObbligatorio: 'Seleziona un dispositivo',
  dispositivoNonTrovato: 'Dispositivo non trovato',
  dispositivoNonAdatto: 'Il dispositivo scelto non è di questo punto vendita o non è del tipo giusto',
  codiceSconosciuto: (codice: string) => `Nessun dispositivo con codice "${codice}": nessuna lettura registrata`,
  azioneObbligatoria: "Temperatura fuori dai limiti: indica l'azione correttiva",
  azioneObbligatoriaCiclo: "Ciclo fuori dai limiti: indica l'azione correttiva",
  azioneObbligatoriaMerce: "Merce non conforme: indica l'azione correttiva",
  azioneVuota: "Descrivi l'azione correttiva",
  dataNonValida: 'Data e ora non valide (formato ISO 8601 con fuso, es. 2026-06-01T08:00:00+02:00)',
  dataFutura: 'Data e ora nel futuro: una registrazione HACCP riguarda un fatto già avvenuto',
  meseNonValido: 'Mese non valido (formato yyyy-MM)',
  lettureVuote: 'Invia almeno una lettura',
  troppeLetture: 'Al massimo 500 letture per invio',
  prodottoNonValido: 'Indica se hai pastorizzato una base o un gusto',
  gustoObbligatorio: 'Seleziona il gusto pastorizzato',
  gustoNonTrovato: 'Gusto non trovato',
  descrizioneObbligatoria: 'Indica la base pastorizzata',
  minutiNonValidi: 'I minuti devono essere un numero tra 0 e 1440',
  testoObbligatorio: (campo: string) => `Il campo ${campo} è obbligatorio`,
  correzioneNonValida: 'La registrazione da correggere non esiste, è di un altro punto vendita o di un altro tipo',
  allarmeNonTrovato: 'Allarme non trovato: nessuna lettura fuori dai limiti aperta con questo numero',
  allarmeChiuso: 'Allarme già chiuso con la sua azione correttiva',
  nonModificabile: 'Le registrazioni HACCP non si modificano né si cancellano: registra una correzione (una nuova registrazione che indica quella corretta)',
} as const;

/** The ranges of a record's numbers: temperatures in °C (readings, device limits, records) and minutes (holding, chilling). */
export const LIMITI_HACCP = { temperatura: { min: -60, max: 150 }, minuti: { min: 0, max: 1440 } } as const;
/** A temperature in °C between −60 and 150. */
export const temperaturaHaccpValida = (n: number) => Number.isFinite(n) && n >= LIMITI_HACCP.temperatura.min && n <= LIMITI_HACCP.temperatura.max;
/** Minutes of a record between 0 and 1440. */
export const minutiHaccpValidi = (n: number) => Number.isFinite(n) && n >= LIMITI_HACCP.minuti.min && n <= LIMITI_HACCP.minuti.max;
/** The longest text of each field of the records (pastorizzazione, abbattimento, pulizia, controllo merci). */
export const TESTI_HACCP_MAX = { descrizione: 200, prodotto: 200, area: 200, fornitore: 200, lotto: 100, note: 500, azioneCorrettiva: 2000 } as const;
