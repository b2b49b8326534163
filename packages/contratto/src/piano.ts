/** The production plan's Italian messages and settings limits (issue 32), shared by the API and the plan settings form. */

export const MSG_PIANO = {
  dataNonValida: 'Data non valida (formato yyyy-MM-dd)',
  troppoAvanti: 'Il piano si prepara al massimo per 7 giorni da oggi',
  passato: 'Il piano si prepara da oggi in avanti (i piani passati solo se registrati)',
  vaschetteNonValide: 'Le vaschette devono essere un numero intero da 0 a 1000',
  vaschetteNegative: 'Le vaschette non possono essere negative',
  righeNonValide: 'Invia le righe come elenco di { punto_vendita_id, gusto_id, vaschette } (al massimo 5000)',
  puntoVenditaNonValido: 'Punto vendita non valido',
  gustoNonValido: 'Gusto non valido',
  puntoVenditaNonDisponibile: (nome: string) => `Il punto vendita ${nome} non è attivo`,
  puntoVenditaInesistente: 'Punto vendita non trovato',
  senzaVetrina: (nome: string) => `Il punto vendita ${nome} non ha una vetrina: il piano si fa solo per i punti vendita con la vetrina`,
  gustoNonDisponibile: (ids: string) => `Gusti non trovati o non attivi: ${ids}`,
  giaRegistrato: 'Il piano del giorno è già stato registrato: le produzioni esistono già',
  senzaCicli: 'Il piano del giorno non ha cicli da pesare',
  nienteDaRegistrare: 'Il piano del giorno non ha vaschette da produrre',
  nonRegistrabile: 'Il piano si registra solo da oggi in avanti',
  orarioNonValido: 'Orario non valido (formato HH:mm)',
  orarioOrdine: 'L’orario di fine deve seguire quello di inizio',
  kgVaschettaNonValidi: 'I kg per vaschetta devono essere un numero da 0,1 a 20',
  minutiPuliziaNonValidi: 'I minuti di pulizia devono essere un intero da 0 a 240',
  giorniVetrinaNonValidi: 'I giorni in vetrina devono essere un intero da 1 a 7',
  mantecatoriNonValidi: 'Indica da 1 a 20 mantecatori',
  mantecatoreNome: 'Il nome del mantecatore è obbligatorio (massimo 60 caratteri)',
  mantecatoreDoppio: (nome: string) => `Il mantecatore ${nome} è indicato due volte`,
  capacitaNonValida: 'La capacità del mantecatore deve essere un numero da 0,5 a 500 kg',
  minutiCicloNonValidi: 'I minuti per ciclo devono essere un intero da 1 a 600',
  sempreEspostiNonValidi: 'Indica al massimo 5000 gusti sempre esposti',
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  avvisoFuoriOrario: (gusto: string, kg: string, fine: string) => `${gusto}: un ciclo da ${kg} non entra nell’orario di lavoro (fine ${fine})`,
  avvisoSenzaMantecatore: (gusto: string, kg: string) => `${gusto}: ${kg} per ciclo superano la capacità di ogni mantecatore`,
  avvisoSenzaRicetta: (gusto: string) => `${gusto}: la ricetta non ha ingredienti a peso, il fabbisogno non lo conta`,
  avvisoMeteo: 'Previsione meteo non disponibile per alcuni giorni: usata la normale stagionale',
  avvisoOltre7: 'La durata in vetrina supera i 7 giorni di previsione: contati solo i giorni fino a oggi + 7',
} as const;

/** A time of day HH:mm (00:00…23:59). */
export const ORARIO_HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The plan settings' limits (each message of MSG_PIANO says its range). */
export const LIMITI_PIANO = {
  mantecatori: { min: 1, max: 20 },
  nomeMantecatoreMax: 60,
  capacitaKg: { min: 0.5, max: 500 },
  minutiCiclo: { min: 1, max: 600 },
  kgPerVaschetta: { min: 0.1, max: 20 },
  minutiPulizia: { min: 0, max: 240 },
  giorniVetrina: { min: 1, max: 7 },
} as const;
