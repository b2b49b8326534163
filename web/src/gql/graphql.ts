/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Un ciclo di abbattimento */
export type AbbattimentoInput = {
  /** Obbligatoria quando la registrazione è fuori dai limiti */
  azioneCorrettiva?: string | null | undefined;
  /** La registrazione (dello stesso tipo e punto vendita) che questa corregge */
  correggeId?: number | null | undefined;
  /** Abbattitore */
  dispositivoId?: number | null | undefined;
  /** Lotto di produzione, come testo */
  lotto?: string | null | undefined;
  /** Durata del ciclo in minuti */
  minuti?: number | null | undefined;
  /** ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro */
  misurataIl?: string | null | undefined;
  prodotto?: string | null | undefined;
  puntoVenditaId?: number | null | undefined;
  temperaturaFinale?: number | null | undefined;
  temperaturaIniziale?: number | null | undefined;
};

export type AdditivoInput = {
  /** Categoria (es. emulsionante, addensante) */
  categoria: string;
  /** Numero E (es. E322) */
  eNumero?: string | null | undefined;
  /** Nome specifico (es. lecitina di soia) */
  nome?: string | null | undefined;
};

/** Campi da modificare di un allergene (quelli omessi restano invariati) */
export type AggiornaAllergeneInput = {
  /** Predefinito: true */
  attivo?: boolean | null | undefined;
  /** Univoco */
  codice?: string | null | undefined;
  descrizione?: string | null | undefined;
  nome?: string | null | undefined;
  regolamentazione?: string | null | undefined;
};

/** Campi da modificare di una categoria (quelli omessi restano invariati) */
export type AggiornaCategoriaGustoInput = {
  /** Predefinito: true */
  attivo?: boolean | null | undefined;
  /** Esadecimale #rrggbb; predefinito #87CEEB */
  colore?: string | null | undefined;
  descrizione?: string | null | undefined;
  nome?: string | null | undefined;
  /** Intero >= 0; predefinito 0 */
  ordine?: number | null | undefined;
  /** null = il profilo predefinito */
  profiloId?: number | null | undefined;
};

/** Campi da modificare di un gusto (quelli omessi restano invariati; ingredienti e allergeniIds, se inviati, sostituiscono i precedenti) */
export type AggiornaGustoInput = {
  allergeniIds?: Array<number> | null | undefined;
  categoriaId?: number | null | undefined;
  /** Esadecimale #rrggbb; predefinito #ffffff */
  colore?: string | null | undefined;
  /** Denominazione di vendita in etichetta (vuota = "Gelato al …" dal tipo e dal nome) */
  denominazione?: string | null | undefined;
  descrizione?: string | null | undefined;
  ingredienti?: Array<RigaRicettaInput> | null | undefined;
  nome?: string | null | undefined;
  /** Nota della nuova versione della ricetta (se gli ingredienti cambiano) */
  notaVersione?: string | null | undefined;
  noteProduzione?: string | null | undefined;
  /** Profilo di bilanciamento (null = quello della categoria) */
  profiloId?: number | null | undefined;
  /** Predefinito: false */
  stagionale?: boolean | null | undefined;
};

/** Campi da modificare di un ingrediente (quelli omessi restano invariati; null azzera i valori facoltativi) */
export type AggiornaIngredienteInput = {
  /** g per 100 g */
  acqua?: number | null | undefined;
  /** Additivo (null lo toglie) */
  additivo?: AdditivoInput | null | undefined;
  /** Etanolo, g per 100 g */
  alcol?: number | null | undefined;
  /** Nomi degli allergeni contenuti (catalogo allergeni); inviarla dichiara gli allergeni */
  allergeniContiene?: Array<string> | null | undefined;
  /** Allergeni dichiarati (anche nessuno) */
  allergeniDichiarati?: boolean | null | undefined;
  /** Nomi degli allergeni che può contenere in tracce */
  allergeniTracce?: Array<string> | null | undefined;
  attivo?: boolean | null | undefined;
  /** g per 100 g */
  burroCacao?: number | null | undefined;
  calorie?: number | null | undefined;
  /** Caratterizzante: percentuale in etichetta (QUID) */
  caratterizzante?: boolean | null | undefined;
  carboidrati?: number | null | undefined;
  /** Euro per unità di misura */
  costoPerUnita?: number | null | undefined;
  /** Destrosio equivalente dei solidi dello sciroppo (1-99) */
  de?: number | null | undefined;
  /** kg/l (liquidi; vuoto = 1,000) */
  densita?: number | null | undefined;
  descrizione?: string | null | undefined;
  /** g per 100 g */
  eritritolo?: number | null | undefined;
  /** g per 100 g */
  fibre?: number | null | undefined;
  fornitore?: string | null | undefined;
  /** g per 100 g */
  fruttosio?: number | null | undefined;
  /** Glicosidi steviolici, g per 100 g */
  glicosidiSteviolo?: number | null | undefined;
  /** Destrosio anidro, g per 100 g */
  glucosio?: number | null | undefined;
  grassi?: number | null | undefined;
  /** g per 100 g */
  grassiFruttaSecca?: number | null | undefined;
  /** g per 100 g */
  grassiSaturi?: number | null | undefined;
  /** Ingrediente composto: il suo elenco ingredienti come in etichetta */
  ingredientiComposti?: string | null | undefined;
  /** g per 100 g */
  inulina?: number | null | undefined;
  /** g per 100 g */
  lattosio?: number | null | undefined;
  /** g per 100 g */
  maltitolo?: number | null | undefined;
  /** g per 100 g */
  maltosio?: number | null | undefined;
  nome?: string | null | undefined;
  /** Nome in etichetta (es. 'latte intero'); vuoto = il nome */
  nomeEtichetta?: string | null | undefined;
  pac?: number | null | undefined;
  /** Peso di un pezzo in grammi (ingredienti a pezzi) */
  pesoPezzoG?: number | null | undefined;
  pod?: number | null | undefined;
  /** g per 100 g */
  polidestrosio?: number | null | undefined;
  proteine?: number | null | undefined;
  /** g per 100 g */
  saccarosio?: number | null | undefined;
  sale?: number | null | undefined;
  /** Sciroppi di glucosio e maltodestrine: g di solidi per 100 g */
  sciroppoGlucosio?: number | null | undefined;
  /** Solidi magri del latte, g per 100 g */
  slng?: number | null | undefined;
  /** Solidi magri del cacao, g per 100 g */
  solidiCacao?: number | null | undefined;
  /** g per 100 g */
  sorbitolo?: number | null | undefined;
  /** Stabilizzanti ed emulsionanti, g per 100 g */
  stabilizzanti?: number | null | undefined;
  /** g per 100 g */
  sucralosio?: number | null | undefined;
  /** g per 100 g */
  trealosio?: number | null | undefined;
  unitaMisura?: UnitaMisura | null | undefined;
  zuccheri?: number | null | undefined;
};

/** Campi da modificare (gli obiettivi inviati sostituiscono i precedenti; temperaturaServizio null la toglie) */
export type AggiornaProfiloBilanciamentoInput = {
  nome?: string | null | undefined;
  obiettivi?: Array<ObiettivoProfiloInput> | null | undefined;
  /** °C */
  temperaturaServizio?: IntervalloInput | null | undefined;
};

/** Campi da modificare di un punto vendita (quelli omessi restano invariati) */
export type AggiornaPuntoVenditaInput = {
  attivo?: boolean | null | undefined;
  indirizzo?: string | null | undefined;
  /** Latitudine (-90..90) per la previsione meteo; null la toglie */
  latitudine?: number | null | undefined;
  /** Longitudine (-180..180), insieme alla latitudine */
  longitudine?: number | null | undefined;
  nome?: string | null | undefined;
  /** Giorno del santo patrono, MM-GG (es. 10-04); null lo toglie */
  santoPatrono?: string | null | undefined;
  /** Temperatura della vetrina in °C (-30..0; predefinita -12) */
  temperaturaVetrina?: number | null | undefined;
};

/** Campi da modificare di un utente (quelli omessi restano invariati; puntoVenditaId null lo rimuove) */
export type AggiornaUtenteInput = {
  /** false archivia l’utente */
  attivo?: boolean | null | undefined;
  email?: string | null | undefined;
  nome?: string | null | undefined;
  /** Cambiata solo se non vuota */
  password?: string | null | undefined;
  puntoVenditaId?: number | null | undefined;
  ruolo?: Ruolo | null | undefined;
};

/** Dati di un allergene */
export type AllergeneInput = {
  /** Predefinito: true */
  attivo?: boolean | null | undefined;
  /** Univoco */
  codice: string;
  descrizione?: string | null | undefined;
  nome: string;
  regolamentazione?: string | null | undefined;
};

/** Una ricetta non salvata da analizzare (anteprima dell’editor) */
export type AnalisiRicettaInput = {
  /** Predefinito: il profilo predefinito */
  profiloId?: number | null | undefined;
  /** Temperatura della vetrina di questo punto vendita (predefinita -12 °C) */
  puntoVenditaId?: number | null | undefined;
  righe: Array<RigaRicettaInput>;
};

/** Filtri delle analisi (tutti facoltativi; anno predefinito: anno corrente) */
export type AnalyticsFiltro = {
  anno?: number | null | undefined;
  /** Nome della categoria */
  categoriaGusto?: string | null | undefined;
  /** Anno di confronto (predefinito: l'anno precedente) */
  confrontaAnno?: number | null | undefined;
  gustoId?: number | null | undefined;
  ingredienteId?: number | null | undefined;
  /** 1-12 */
  mese?: number | null | undefined;
  operatoreId?: number | null | undefined;
  puntoVenditaId?: number | null | undefined;
};

/** Variazione percentuale dei prezzi di una categoria */
export type AumentoListinoInput = {
  categoriaId?: number | null | undefined;
  /** Percentuale, es. 5 = +5 %; tra -50 e 100 */
  percentuale?: number | null | undefined;
};

/** Base del food cost: 'ultimo_prezzo' (costo_per_unita degli ingredienti) o 'media_ponderata' (prezzo medio ponderato della giacenza; un ingrediente senza ricevimenti resta al suo ultimo prezzo). Non indicata: l'impostazione 'base_costo' della configurazione (predefinita ultimo_prezzo) */
export type BaseCosto =
  | 'media_ponderata'
  | 'ultimo_prezzo';

/** Richiesta di bilanciamento: profilo oppure obiettivi indicati */
export type BilanciaRicettaInput = {
  candidati?: Array<CandidatoBilanciamentoInput> | null | undefined;
  /** Massa della miscela in kg (predefinita: quella attuale) */
  massaKg?: number | null | undefined;
  /** Nome del gusto: le righe il cui ingrediente vi è nominato sono caratterizzanti (mai sotto la loro quota) */
  nomeGusto?: string | null | undefined;
  /** Al posto del profilo: { chiave: { min, max } } (REST) o un elenco di { chiave, min, max } (GraphQL) */
  obiettivi?: Array<ObiettivoProfiloInput> | null | undefined;
  obiettivo: ObiettivoBilanciamento;
  /** Predefinito: il profilo predefinito */
  profiloId?: number | null | undefined;
  puntoVenditaId?: number | null | undefined;
  righe: Array<RigaBilanciamentoInput>;
  /** °C; sostituisce quella del profilo */
  temperaturaServizio?: IntervalloInput | null | undefined;
};

/** Campo di ordinamento dello storico produzione (costo solo per admin e manager) */
export type CampoOrdinamentoProduzioni =
  | 'costo'
  | 'createdAt'
  | 'data'
  | 'kgTotale'
  | 'operatore'
  | 'puntoVendita';

/** Un ingrediente del catalogo che il bilanciamento può aggiungere (da 0 a max, in g o ml) */
export type CandidatoBilanciamentoInput = {
  ingredienteId: number;
  max?: number | null | undefined;
};

/** Una vaschetta caricata in vetrina */
export type CaricoVetrinaInput = {
  /** yyyy-MM-dd */
  data?: string | null | undefined;
  gustoId?: number | null | undefined;
  /** kg > 0, al massimo 3 decimali */
  kg?: number | null | undefined;
  /** La produzione da cui viene la vaschetta (facoltativa) */
  produzioneId?: number | null | undefined;
  puntoVenditaId?: number | null | undefined;
};

/** Dati di una categoria di gusti */
export type CategoriaGustoInput = {
  /** Predefinito: true */
  attivo?: boolean | null | undefined;
  /** Esadecimale #rrggbb; predefinito #87CEEB */
  colore?: string | null | undefined;
  descrizione?: string | null | undefined;
  nome: string;
  /** Intero >= 0; predefinito 0 */
  ordine?: number | null | undefined;
  /** Profilo di bilanciamento dei suoi gusti (null = il predefinito) */
  profiloId?: number | null | undefined;
};

/** Pesata di chiusura di una vaschetta */
export type ChiusuraVetrinaInput = {
  caricoId?: number | null | undefined;
  /** 0 ≤ kg rimasti ≤ kg caricati */
  kgRimasti?: number | null | undefined;
};

/** I campi omessi restano invariati; le liste sostituiscono quelle salvate */
export type ConfigurazionePianoInput = {
  /** 1-7 */
  giorniVetrinaGelato?: number | null | undefined;
  /** 1-7 */
  giorniVetrinaSorbetto?: number | null | undefined;
  gustiSempreEsposti?: Array<GustoSempreEspostoInput> | null | undefined;
  kgPerVaschetta?: number | null | undefined;
  /** Almeno uno */
  mantecatori?: Array<MantecatorePianoInput> | null | undefined;
  minutiPulizia?: number | null | undefined;
  orarioFine?: string | null | undefined;
  orarioInizio?: string | null | undefined;
};

/** Un controllo della merce in arrivo */
export type ControlloMerciInput = {
  /** Obbligatoria quando la registrazione è fuori dai limiti */
  azioneCorrettiva?: string | null | undefined;
  conforme?: boolean | null | undefined;
  /** La registrazione (dello stesso tipo e punto vendita) che questa corregge */
  correggeId?: number | null | undefined;
  fornitore?: string | null | undefined;
  /** Lotto di produzione, come testo */
  lotto?: string | null | undefined;
  /** ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro */
  misurataIl?: string | null | undefined;
  prodotto?: string | null | undefined;
  puntoVenditaId?: number | null | undefined;
  /** Temperatura alla consegna */
  temperatura?: number | null | undefined;
};

/** Dati di un nuovo utente */
export type CreaUtenteInput = {
  /** Predefinito: true */
  attivo?: boolean | null | undefined;
  email: string;
  nome: string;
  /** Obbligatoria, almeno 6 caratteri */
  password: string;
  /** Un punto vendita attivo, oppure nessuno */
  puntoVenditaId?: number | null | undefined;
  /** Predefinito: operatore */
  ruolo?: Ruolo | null | undefined;
};

/** Crescente o decrescente */
export type DirezioneOrdinamentoProduzioni =
  | 'asc'
  | 'desc';

/** Una voce da salvare; una chiave API mascherata lascia invariata quella salvata */
export type EmailConfigEntryInput = {
  chiave: string;
  descrizione?: string | null | undefined;
  valore?: string | null | undefined;
};

/** ok nel campo, basso sotto il minimo, alto sopra il massimo */
export type EsitoControllo =
  | 'alto'
  | 'basso'
  | 'ok';

export type FatturaRicevimentoInput = {
  nomeFile?: string | null | undefined;
  sha256?: string | null | undefined;
  tipoDocumento: string;
};

/** Filtri dello storico produzione (tutti facoltativi) */
export type FiltroProduzioni = {
  /** Istante ISO 8601 (es. 2026-11-22T14:00:00Z): solo le produzioni create o modificate dopo, per una sincronizzazione incrementale */
  aggiornatoDopo?: string | null | undefined;
  /** yyyy-MM-dd, incluso */
  dataFine?: string | null | undefined;
  /** yyyy-MM-dd, incluso */
  dataInizio?: string | null | undefined;
  /** Produzioni che contengono questo gusto */
  gustoId?: number | null | undefined;
  /** true / false */
  inviatoEmail?: boolean | null | undefined;
  operatoreId?: number | null | undefined;
  puntoVenditaId?: number | null | undefined;
};

/** Un fornitore (nuovo o modificato: tutti i campi) */
export type FornitoreInput = {
  /** 5 cifre */
  cap?: string | null | undefined;
  comune?: string | null | undefined;
  email?: string | null | undefined;
  /** Via e numero civico della sede */
  indirizzo?: string | null | undefined;
  /** 11 cifre, con la cifra di controllo */
  partitaIva?: string | null | undefined;
  /** Sigla di 2 lettere */
  provincia?: string | null | undefined;
  ragioneSociale?: string | null | undefined;
  telefono?: string | null | undefined;
};

/** Dati di un gusto (solo categorie e allergeni attivi) */
export type GustoInput = {
  allergeniIds?: Array<number> | null | undefined;
  categoriaId: number;
  /** Esadecimale #rrggbb; predefinito #ffffff */
  colore?: string | null | undefined;
  /** Denominazione di vendita in etichetta (vuota = "Gelato al …" dal tipo e dal nome) */
  denominazione?: string | null | undefined;
  descrizione?: string | null | undefined;
  ingredienti: Array<RigaRicettaInput>;
  nome: string;
  noteProduzione?: string | null | undefined;
  /** Profilo di bilanciamento (null = quello della categoria) */
  profiloId?: number | null | undefined;
  /** Predefinito: false */
  stagionale?: boolean | null | undefined;
};

export type GustoSempreEspostoInput = {
  gustoId: number;
  puntoVenditaId: number;
};

/** I campi omessi restano invariati */
export type ImpostaLaboratorioInput = {
  /** Mantecatore: carico massimo di miscela per ciclo (kg); oltre, il foglio di pesata divide il lotto in cicli uguali. La capacità del mantecatore è un numero di kg maggiore di 0 e non oltre 500 (predefinito 10) */
  capacitaMaxKg?: number | null | undefined;
  /** Mantecatore: carico minimo di miscela per ciclo (kg). La capacità del mantecatore è un numero di kg maggiore di 0 e non oltre 500 (predefinito 2) */
  capacitaMinKg?: number | null | undefined;
  /** Indirizzo del laboratorio (etichetta). L'indirizzo può avere al massimo 300 caratteri (vuoto = non impostato) */
  indirizzo?: string | null | undefined;
  /** Overrun predefinito del gelato (frazione: 0.30 = 30 %). L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %) (predefinito 0.3) */
  overrunGelato?: number | null | undefined;
  /** Overrun predefinito dei sorbetti (frazione: 0.20 = 20 %). L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %) (predefinito 0.2) */
  overrunSorbetto?: number | null | undefined;
  /** Partita IVA del laboratorio (etichetta). La partita IVA deve avere 11 cifre con la cifra di controllo corretta (es. 01234567897) (vuoto = non impostato) */
  partitaIva?: string | null | undefined;
  /** Ragione sociale dell'operatore del settore alimentare (etichetta). La ragione sociale può avere al massimo 200 caratteri (vuoto = non impostato) */
  ragioneSociale?: string | null | undefined;
  /** Bilancia principale: risoluzione in grammi (i grammi del foglio di pesata sono arrotondati a questo passo). La risoluzione della bilancia è un numero di grammi tra 0.01 e 100 (predefinito 1) */
  risoluzioneG?: number | null | undefined;
  /** Bilancia di precisione: risoluzione in grammi (per le righe sotto la soglia per ciclo). La risoluzione della bilancia è un numero di grammi tra 0.01 e 100 (predefinito 0.1) */
  risoluzionePrecisioneG?: number | null | undefined;
  /** Giorni dalla produzione per il termine minimo di conservazione del gelato (etichetta). La durata (shelf life) è un numero intero di giorni tra 1 e 730 (predefinito 60) */
  shelfLifeGelatoGiorni?: number | null | undefined;
  /** Giorni dalla produzione per il termine minimo di conservazione dei sorbetti (etichetta). La durata (shelf life) è un numero intero di giorni tra 1 e 730 (predefinito 60) */
  shelfLifeSorbettoGiorni?: number | null | undefined;
  /** Bilancia di precisione: le righe sotto questi grammi per ciclo si pesano sulla bilancia di precisione. La soglia della bilancia di precisione è un numero di grammi tra 0 e 10000 (predefinito 100) */
  sogliaPrecisioneG?: number | null | undefined;
};

/** Dati di un ingrediente (valori nutrizionali per 100 g; PAC/POD per 100 g, saccarosio = 100) */
export type IngredienteInput = {
  /** g per 100 g */
  acqua?: number | null | undefined;
  /** Additivo (null lo toglie) */
  additivo?: AdditivoInput | null | undefined;
  /** Etanolo, g per 100 g */
  alcol?: number | null | undefined;
  /** Nomi degli allergeni contenuti (catalogo allergeni); inviarla dichiara gli allergeni */
  allergeniContiene?: Array<string> | null | undefined;
  /** Allergeni dichiarati (anche nessuno) */
  allergeniDichiarati?: boolean | null | undefined;
  /** Nomi degli allergeni che può contenere in tracce */
  allergeniTracce?: Array<string> | null | undefined;
  /** Predefinito: true */
  attivo?: boolean | null | undefined;
  /** g per 100 g */
  burroCacao?: number | null | undefined;
  calorie?: number | null | undefined;
  /** Caratterizzante: percentuale in etichetta (QUID) */
  caratterizzante?: boolean | null | undefined;
  carboidrati?: number | null | undefined;
  /** Euro per unità di misura */
  costoPerUnita: number;
  /** Destrosio equivalente dei solidi dello sciroppo (1-99) */
  de?: number | null | undefined;
  /** kg/l (liquidi; vuoto = 1,000) */
  densita?: number | null | undefined;
  descrizione?: string | null | undefined;
  /** g per 100 g */
  eritritolo?: number | null | undefined;
  /** g per 100 g */
  fibre?: number | null | undefined;
  fornitore: string;
  /** g per 100 g */
  fruttosio?: number | null | undefined;
  /** Glicosidi steviolici, g per 100 g */
  glicosidiSteviolo?: number | null | undefined;
  /** Destrosio anidro, g per 100 g */
  glucosio?: number | null | undefined;
  grassi?: number | null | undefined;
  /** g per 100 g */
  grassiFruttaSecca?: number | null | undefined;
  /** g per 100 g */
  grassiSaturi?: number | null | undefined;
  /** Ingrediente composto: il suo elenco ingredienti come in etichetta */
  ingredientiComposti?: string | null | undefined;
  /** g per 100 g */
  inulina?: number | null | undefined;
  /** g per 100 g */
  lattosio?: number | null | undefined;
  /** g per 100 g */
  maltitolo?: number | null | undefined;
  /** g per 100 g */
  maltosio?: number | null | undefined;
  nome: string;
  /** Nome in etichetta (es. 'latte intero'); vuoto = il nome */
  nomeEtichetta?: string | null | undefined;
  pac?: number | null | undefined;
  /** Peso di un pezzo in grammi (ingredienti a pezzi) */
  pesoPezzoG?: number | null | undefined;
  pod?: number | null | undefined;
  /** g per 100 g */
  polidestrosio?: number | null | undefined;
  proteine?: number | null | undefined;
  /** g per 100 g */
  saccarosio?: number | null | undefined;
  sale?: number | null | undefined;
  /** Sciroppi di glucosio e maltodestrine: g di solidi per 100 g */
  sciroppoGlucosio?: number | null | undefined;
  /** Solidi magri del latte, g per 100 g */
  slng?: number | null | undefined;
  /** Solidi magri del cacao, g per 100 g */
  solidiCacao?: number | null | undefined;
  /** g per 100 g */
  sorbitolo?: number | null | undefined;
  /** Stabilizzanti ed emulsionanti, g per 100 g */
  stabilizzanti?: number | null | undefined;
  /** g per 100 g */
  sucralosio?: number | null | undefined;
  /** g per 100 g */
  trealosio?: number | null | undefined;
  unitaMisura: UnitaMisura;
  zuccheri?: number | null | undefined;
};

/** Un intervallo; un estremo nullo è aperto */
export type IntervalloInput = {
  max?: number | null | undefined;
  min?: number | null | undefined;
};

/** Un inventario, salvato tutto insieme (motivo predefinito: inventario) */
export type InventarioInput = {
  motivo?: string | null | undefined;
  righe?: Array<RigaInventarioInput> | null | undefined;
};

/** Una lettura di temperatura fatta da una persona */
export type LetturaHaccpInput = {
  /** Obbligatoria quando la registrazione è fuori dai limiti */
  azioneCorrettiva?: string | null | undefined;
  /** La registrazione (dello stesso tipo e punto vendita) che questa corregge */
  correggeId?: number | null | undefined;
  dispositivoId?: number | null | undefined;
  /** ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro */
  misurataIl?: string | null | undefined;
  /** °C */
  temperatura?: number | null | undefined;
};

export type MantecatorePianoInput = {
  capacitaKg: number;
  minutiCiclo: number;
  nome: string;
};

/** Modifica di una produzione: le righe inviate sostituiscono quelle esistenti; le note cambiano se inviate */
export type ModificaProduzioneInput = {
  /** Sostituiscono le righe attuali (quelle già presenti mantengono il food cost fotografato) */
  gusti?: Array<RigaProduzioneInput> | null | undefined;
  /** Massimo 500 caratteri */
  note?: string | null | undefined;
};

/** Motivo dello scarto: scaduto, caduto, qualità (qualita), altro */
export type MotivoScarto =
  | 'altro'
  | 'caduto'
  | 'qualita'
  | 'scaduto';

/** costo_minimo: il food cost più basso che rispetta gli obiettivi; modifica_minima: la ricetta più vicina a quella attuale */
export type ObiettivoBilanciamento =
  | 'costo_minimo'
  | 'modifica_minima';

/** Il campo di un valore della miscela; almeno un estremo */
export type ObiettivoProfiloInput = {
  /** Chiave dell’analisi (solidi_totali, grassi, slng, zuccheri, pod, stabilizzanti, ...) */
  chiave: string;
  max?: number | null | undefined;
  min?: number | null | undefined;
};

/** Ordinamento; predefinito: data decrescente, poi id decrescente */
export type OrdinamentoProduzioni = {
  campo?: CampoOrdinamentoProduzioni | null | undefined;
  direzione?: DirezioneOrdinamentoProduzioni | null | undefined;
};

/** Un ciclo di pastorizzazione di una base o di un gusto */
export type PastorizzazioneInput = {
  /** Obbligatoria quando la registrazione è fuori dai limiti */
  azioneCorrettiva?: string | null | undefined;
  /** La registrazione (dello stesso tipo e punto vendita) che questa corregge */
  correggeId?: number | null | undefined;
  /** Nome della base (obbligatorio per una base) */
  descrizione?: string | null | undefined;
  /** Pastorizzatore: il suo programma sostituisce 85 °C / 15 s */
  dispositivoId?: number | null | undefined;
  /** Obbligatorio per un gusto */
  gustoId?: number | null | undefined;
  /** Lotto di produzione, come testo */
  lotto?: string | null | undefined;
  /** Minuti di mantenimento alla temperatura raggiunta (0,25 = 15 s) */
  minutiMantenimento?: number | null | undefined;
  /** ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro */
  misurataIl?: string | null | undefined;
  /** base | gusto */
  prodotto?: string | null | undefined;
  puntoVenditaId?: number | null | undefined;
  temperaturaRaggiunta?: number | null | undefined;
};

export type PianoRigaInput = {
  gustoId: number;
  puntoVenditaId: number;
  /** Vaschette da produrre, ≥ 0 */
  vaschette: number;
};

/** Grammi e prezzo di una porzione di un punto vendita */
export type PorzioneInput = {
  /** Grammi interi, 1-5000 */
  grammi?: number | null | undefined;
  /** Euro, > 0, 2 decimali */
  prezzo?: number | null | undefined;
  puntoVenditaId?: number | null | undefined;
  tipo?: TipoPorzione | null | undefined;
};

/** Prezzo al kg di un gusto: generale (senza punto vendita) o di un punto vendita */
export type PrezzoListinoInput = {
  gustoId?: number | null | undefined;
  /** Euro al kg, > 0, 2 decimali */
  prezzoKg?: number | null | undefined;
  /** Vuoto = tutti i punti vendita */
  puntoVenditaId?: number | null | undefined;
};

/** Dati di un profilo di bilanciamento */
export type ProfiloBilanciamentoInput = {
  nome: string;
  obiettivi: Array<ObiettivoProfiloInput>;
  /** °C */
  temperaturaServizio?: IntervalloInput | null | undefined;
};

/** Una pulizia: area e prodotto usato */
export type PuliziaInput = {
  area?: string | null | undefined;
  /** La registrazione (dello stesso tipo e punto vendita) che questa corregge */
  correggeId?: number | null | undefined;
  /** ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro */
  misurataIl?: string | null | undefined;
  note?: string | null | undefined;
  prodotto?: string | null | undefined;
  puntoVenditaId?: number | null | undefined;
};

/** Dati di un nuovo punto vendita */
export type PuntoVenditaInput = {
  attivo?: boolean | null | undefined;
  indirizzo?: string | null | undefined;
  /** Latitudine (-90..90) per la previsione meteo; null la toglie */
  latitudine?: number | null | undefined;
  /** Longitudine (-180..180), insieme alla latitudine */
  longitudine?: number | null | undefined;
  nome: string;
  /** Giorno del santo patrono, MM-GG (es. 10-04); null lo toglie */
  santoPatrono?: string | null | undefined;
  /** Temperatura della vetrina in °C (-30..0; predefinita -12) */
  temperaturaVetrina?: number | null | undefined;
};

/** Una nuova produzione: data, punto vendita, kg per gusto, note */
export type RegistraProduzioneInput = {
  /** yyyy-MM-dd */
  data?: string | null | undefined;
  /** Le righe a 0 kg sono ignorate */
  gusti?: Array<RigaProduzioneInput> | null | undefined;
  /** Massimo 500 caratteri */
  note?: string | null | undefined;
  puntoVenditaId?: number | null | undefined;
};

/** Variazione con segno della giacenza (+ aumenta, − diminuisce) e motivo */
export type RettificaInput = {
  ingredienteId?: number | null | undefined;
  lotto?: string | null | undefined;
  motivo?: string | null | undefined;
  quantita?: number | null | undefined;
};

/** Un ricevimento merce, o la conferma della bozza di una fattura */
export type RicevimentoInput = {
  /** true: il costo per unità di ogni ingrediente diventa il prezzo di questo ricevimento (ultimo prezzo) e il food cost dei gusti si aggiorna */
  aggiornaPrezzi?: boolean | null | undefined;
  /** aaaa-mm-gg */
  data?: string | null | undefined;
  fattura?: FatturaRicevimentoInput | null | undefined;
  fornitoreId?: number | null | undefined;
  note?: string | null | undefined;
  numeroDocumento?: string | null | undefined;
  righe?: Array<RigaRicevimentoInput> | null | undefined;
};

/** Una riga da bilanciare: bloccata mantiene la quantità; min e max nella stessa unità */
export type RigaBilanciamentoInput = {
  bloccata?: boolean | null | undefined;
  /** Riga caratterizzante: percentuale in etichetta (QUID); nel bilanciamento mai sotto la quota attuale; predefinito false */
  caratterizzante?: boolean | null | undefined;
  ingredienteId: number;
  /** Libera dai limiti di identità (±30 % della quota attuale) */
  libera?: boolean | null | undefined;
  max?: number | null | undefined;
  min?: number | null | undefined;
  /** >= 0 */
  quantita: number;
  /** Predefinito: base (nel bilanciamento variegati e inclusioni restano come inviati) */
  ruolo?: RuoloRiga | null | undefined;
  unita: UnitaMisura;
};

/** Una riga contata: lotto (null = giacenza senza lotto), quantità contata e giacenza mostrata al conteggio */
export type RigaInventarioInput = {
  contato?: number | null | undefined;
  giacenzaLetta?: number | null | undefined;
  ingredienteId?: number | null | undefined;
  lotto?: string | null | undefined;
};

/** Kg prodotti di un gusto */
export type RigaProduzioneInput = {
  gustoId: number;
  quantitaKg: number;
  /** Versione della ricetta da cui è stato fatto il lotto (es. dal foglio di pesata); predefinita quella attuale */
  versioneRicetta?: number | null | undefined;
};

/** Una riga della ricetta: unità ammesse kg/g per ingredienti in kg, l/ml per quelli in l, altrimenti l'unità dell'ingrediente */
export type RigaRicettaInput = {
  /** Riga caratterizzante: percentuale in etichetta (QUID); nel bilanciamento mai sotto la quota attuale; predefinito false */
  caratterizzante?: boolean | null | undefined;
  ingredienteId: number;
  /** >= 0 */
  quantita: number;
  /** Predefinito: base (nel bilanciamento variegati e inclusioni restano come inviati) */
  ruolo?: RuoloRiga | null | undefined;
  unita: UnitaMisura;
};

export type RigaRicevimentoInput = {
  /** Dalla riga della fattura: con la descrizione, ricorda l'abbinamento articolo → ingrediente */
  codiceArticolo?: string | null | undefined;
  /** Descrizione della riga della fattura */
  descrizione?: string | null | undefined;
  /** Unità dell'ingrediente per una unità della fattura (es. cartone da 6 kg → 6) */
  fattoreConversione?: number | null | undefined;
  ingredienteId?: number | null | undefined;
  lotto?: string | null | undefined;
  /** Euro per unità dell'ingrediente */
  prezzoUnitario?: number | null | undefined;
  /** Nell'unità di misura dell'ingrediente */
  quantita?: number | null | undefined;
  /** aaaa-mm-gg; null solo per merci senza scadenza (zucchero, sale: Reg. UE 1169/2011 all. X) */
  scadenza?: string | null | undefined;
  /** Temperatura alla consegna, °C */
  temperatura?: number | null | undefined;
  /** Unità di misura della riga della fattura */
  unitaFattura?: string | null | undefined;
};

/** Ruolo di un utente */
export type Ruolo =
  | 'admin'
  | 'manager'
  | 'operatore';

/** Ruolo di una riga della ricetta: base (la miscela), variegato (salse), inclusione (scaglie, granelle, pezzi) */
export type RuoloRiga =
  | 'base'
  | 'inclusione'
  | 'variegato';

/** Gelato scartato dalla vetrina */
export type ScartoVetrinaInput = {
  /** yyyy-MM-dd */
  data?: string | null | undefined;
  gustoId?: number | null | undefined;
  kg?: number | null | undefined;
  motivo?: MotivoScarto | null | undefined;
  puntoVenditaId?: number | null | undefined;
};

/** Scorta minima e ubicazione di un ingrediente (null le toglie) */
export type ScortaInput = {
  scortaMinima?: number | null | undefined;
  ubicazione?: string | null | undefined;
};

/** Stato di invio di una email */
export type StatoEmail =
  | 'fallita'
  | 'in_coda'
  | 'inviata';

/** Tipo di email: notifica di produzione, test, avviso webhook o ordine a un fornitore */
export type TipoEmail =
  | 'avviso_webhook'
  | 'notifica_produzione'
  | 'ordine_fornitore'
  | 'test';

/** Porzione al banco: cono, coppette piccola/media/grande, vaschette da 500 g e da 1 kg */
export type TipoPorzione =
  | 'cono'
  | 'coppetta_grande'
  | 'coppetta_media'
  | 'coppetta_piccola'
  | 'vaschetta_500'
  | 'vaschetta_1000';

/** Unità di misura: kg, l, g, ml, pz (pezzi, senza massa) */
export type UnitaMisura =
  | 'g'
  | 'kg'
  | 'l'
  | 'ml'
  | 'pz';

export type SessionUserFragment = { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, user: { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type CatalogoAllergeniQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogoAllergeniQuery = { allergeni: Array<{ id: number, nome: string }> };

export type EtichettaGustoQueryVariables = Exact<{
  gustoId: number;
}>;


export type EtichettaGustoQuery = { etichetta: { denominazione: string, daConsumarsiEntro: string, conservazione: string, allergeni: Array<string>, tracce: Array<string>, testo: string, avvisi: Array<string>, ingredienti: Array<{ nome: string, percentuale: number | null, allergene: boolean, allergeni: Array<string>, quid: boolean, testo: string }>, operatore: { ragioneSociale: string | null, indirizzo: string | null, partitaIva: string | null }, nutrizioneTesto: { energia: string, grassi: string, grassiSaturi: string, carboidrati: string, zuccheri: string, fibre: string, proteine: string, sale: string } } };

export type VerificaAllergeniQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificaAllergeniQuery = { verificaAllergeni: { gustiNonSpiegati: Array<{ id: number, nome: string, attivo: boolean, allergeni: Array<string> }>, ingredientiNonDichiarati: Array<{ id: number, nome: string, attivo: boolean, gusti: Array<string> }> } };

export type BaseCostoPredefinitaQueryVariables = Exact<{ [key: string]: never; }>;


export type BaseCostoPredefinitaQuery = { baseCostoPredefinita: BaseCosto };

export type ImpostaBaseCostoMutationVariables = Exact<{
  valore: string;
}>;


export type ImpostaBaseCostoMutation = { impostaConfigurazione: { chiave: string, valore: string | null } };

export type ProduzioneDatiRegistrazioneQueryVariables = Exact<{ [key: string]: never; }>;


export type ProduzioneDatiRegistrazioneQuery = { gusti: Array<{ id: number, nome: string, colore: string, attivo: boolean, categoria: { id: number, nome: string, colore: string, ordine: number } }>, puntiVendita: Array<{ id: number, nome: string, attivo: boolean }> };

export type ProduzioneRegistraMutationVariables = Exact<{
  input: RegistraProduzioneInput;
  idempotencyKey?: string | null | undefined;
}>;


export type ProduzioneRegistraMutation = { registraProduzione: { id: number, data: string, kgTotale: number } };

export type ProduzioneSuggerimentoQueryVariables = Exact<{
  puntoVenditaId?: number | null | undefined;
  data?: string | null | undefined;
}>;


export type ProduzioneSuggerimentoQuery = { suggerimentoProduzione: Array<{ gustoId: number, kgSuggeriti: number }> };

export type AnalisiCampiFragment = { massaKg: number, pacTotale: number, pacSaliLatte: number, hf: number, pod: number, absPac: number, puntoCongelamento: number, temperaturaServizio: number, densitaMix: number, foodCost: number, composizione: { acqua: number, solidiTotali: number, grassi: number, grassiSaturi: number, slng: number, zuccheri: number, saccarosio: number, glucosio: number, fruttosio: number, lattosio: number, maltosio: number, proteine: number, fibre: number, alcol: number, sale: number, stabilizzanti: number, altriSolidi: number }, durezzaVetrina: { puntoVenditaId: number | null, temperatura: number, percentuale: number | null }, copertura: { percentuale: number, ingredientiSenzaComposizione: Array<{ id: number, nome: string }> }, curva: Array<{ x: number, temperatura: number, temperaturaDurezza: number }>, controlli: Array<{ chiave: string, valore: number, min: number | null, max: number | null, esito: EsitoControllo }>, profilo: { id: number | null, nome: string } | null };

export type OpzioniScienzaQueryVariables = Exact<{ [key: string]: never; }>;


export type OpzioniScienzaQuery = { profiliBilanciamento: Array<{ id: number, nome: string, predefinito: boolean }>, puntiVendita: Array<{ id: number, nome: string, attivo: boolean, temperaturaVetrina: number }> };

export type AnalisiRicettaQueryVariables = Exact<{
  input: AnalisiRicettaInput;
}>;


export type AnalisiRicettaQuery = { analisiRicetta: { massaKg: number, pacTotale: number, pacSaliLatte: number, hf: number, pod: number, absPac: number, puntoCongelamento: number, temperaturaServizio: number, densitaMix: number, foodCost: number, composizione: { acqua: number, solidiTotali: number, grassi: number, grassiSaturi: number, slng: number, zuccheri: number, saccarosio: number, glucosio: number, fruttosio: number, lattosio: number, maltosio: number, proteine: number, fibre: number, alcol: number, sale: number, stabilizzanti: number, altriSolidi: number }, durezzaVetrina: { puntoVenditaId: number | null, temperatura: number, percentuale: number | null }, copertura: { percentuale: number, ingredientiSenzaComposizione: Array<{ id: number, nome: string }> }, curva: Array<{ x: number, temperatura: number, temperaturaDurezza: number }>, controlli: Array<{ chiave: string, valore: number, min: number | null, max: number | null, esito: EsitoControllo }>, profilo: { id: number | null, nome: string } | null } };

export type BilanciaRicettaMutationVariables = Exact<{
  input: BilanciaRicettaInput;
}>;


export type BilanciaRicettaMutation = { bilanciaRicetta: { fattibile: boolean, foodCost: number, righe: Array<{ ingredienteId: number, quantita: number, unita: UnitaMisura }>, obiettiviMancati: Array<{ chiave: string, valore: number, min: number | null, max: number | null, scarto: number, messaggio: string }>, vincoliAttivi: Array<{ chiave: string, descrizione: string }>, analisi: { massaKg: number, pacTotale: number, pacSaliLatte: number, hf: number, pod: number, absPac: number, puntoCongelamento: number, temperaturaServizio: number, densitaMix: number, foodCost: number, composizione: { acqua: number, solidiTotali: number, grassi: number, grassiSaturi: number, slng: number, zuccheri: number, saccarosio: number, glucosio: number, fruttosio: number, lattosio: number, maltosio: number, proteine: number, fibre: number, alcol: number, sale: number, stabilizzanti: number, altriSolidi: number }, durezzaVetrina: { puntoVenditaId: number | null, temperatura: number, percentuale: number | null }, copertura: { percentuale: number, ingredientiSenzaComposizione: Array<{ id: number, nome: string }> }, curva: Array<{ x: number, temperatura: number, temperaturaDurezza: number }>, controlli: Array<{ chiave: string, valore: number, min: number | null, max: number | null, esito: EsitoControllo }>, profilo: { id: number | null, nome: string } | null } } };

export type AnalisiGustoQueryVariables = Exact<{
  id: number;
  puntoVenditaId?: number | null | undefined;
}>;


export type AnalisiGustoQuery = { gusto: { id: number, nome: string, colore: string, foodCost: number, analisi: { massaKg: number, pacTotale: number, pacSaliLatte: number, hf: number, pod: number, absPac: number, puntoCongelamento: number, temperaturaServizio: number, densitaMix: number, foodCost: number, composizione: { acqua: number, solidiTotali: number, grassi: number, grassiSaturi: number, slng: number, zuccheri: number, saccarosio: number, glucosio: number, fruttosio: number, lattosio: number, maltosio: number, proteine: number, fibre: number, alcol: number, sale: number, stabilizzanti: number, altriSolidi: number }, durezzaVetrina: { puntoVenditaId: number | null, temperatura: number, percentuale: number | null }, copertura: { percentuale: number, ingredientiSenzaComposizione: Array<{ id: number, nome: string }> }, curva: Array<{ x: number, temperatura: number, temperaturaDurezza: number }>, controlli: Array<{ chiave: string, valore: number, min: number | null, max: number | null, esito: EsitoControllo }>, profilo: { id: number | null, nome: string } | null } } };

export type AnalyticsOpzioniQueryVariables = Exact<{
  staff: boolean;
}>;


export type AnalyticsOpzioniQuery = { puntiVendita: Array<{ id: number, nome: string, attivo: boolean }>, gusti: Array<{ id: number, nome: string }>, categorieGusti?: Array<{ id: number, nome: string }>, ingredienti?: Array<{ id: number, nome: string }>, utenti?: Array<{ id: number, nome: string, attivo: boolean }> };

export type AnalyticsCardsQueryVariables = Exact<{
  filtro?: AnalyticsFiltro | null | undefined;
  conCosti: boolean;
}>;


export type AnalyticsCardsQuery = { analytics: { dashboard: { oggi: string, produzioneOggi: { kgTotale: number, produzioni: number, costoTotale?: number | null }, produzioneMese: { kgTotale: number, produzioni: number }, totali: { gustiAttivi: number } } } };

export type AnalyticsConfrontoQueryVariables = Exact<{
  filtro?: AnalyticsFiltro | null | undefined;
  conCosti: boolean;
}>;


export type AnalyticsConfrontoQuery = { analytics: { confronto: { finoAOggi: boolean, annoCorrente: { anno: number, dataInizio: string, dataFine: string, kgTotale: number, costoTotale?: number | null, margine?: number | null, margineFonte?: string | null, margineStimato?: number | null, datiMensili: Array<{ mese: number, kgTotale: number, margine?: number | null, margineFonte?: string | null }> }, annoPrecedente: { anno: number, dataInizio: string, dataFine: string, kgTotale: number, costoTotale?: number | null, margine?: number | null, margineFonte?: string | null, margineStimato?: number | null, datiMensili: Array<{ mese: number, kgTotale: number, margine?: number | null, margineFonte?: string | null }> }, variazioni: { kgPercentuale: number | null, costoPercentuale?: number | null, marginePercentuale?: number | null, margineFonte?: string | null } } } };

export type AnalyticsAnnoConfrontoCampiFragment = { anno: number, dataInizio: string, dataFine: string, kgTotale: number, costoTotale?: number | null, margine?: number | null, margineFonte?: string | null, margineStimato?: number | null, datiMensili: Array<{ mese: number, kgTotale: number, margine?: number | null, margineFonte?: string | null }> };

export type AnalyticsTopGustiQueryVariables = Exact<{
  filtro?: AnalyticsFiltro | null | undefined;
  limite?: number | null | undefined;
  conCosti: boolean;
}>;


export type AnalyticsTopGustiQuery = { analytics: { topGusti: Array<{ gustoId: number, nome: string, categoria: string | null, colore: string, totaleKg: number, percentuale: number, mediaMensile: number, trend: string, margine?: number | null, margineKg?: number | null, margineFonte?: string | null }> } };

export type AnalyticsIngredientiQueryVariables = Exact<{
  filtro?: AnalyticsFiltro | null | undefined;
  limite?: number | null | undefined;
  conCosti: boolean;
}>;


export type AnalyticsIngredientiQuery = { analytics: { ingredienti: Array<{ ingredienteId: number, nome: string, consumoTotale: number, unita: string, costoTotale?: number | null, trend: string, utilizzoGusti: Array<{ gustoId: number, gustoNome: string }> }> } };

export type AnalyticsMarginiQueryVariables = Exact<{
  filtro?: AnalyticsFiltro | null | undefined;
}>;


export type AnalyticsMarginiQuery = { analytics: { margini: { totale: { kg: number, kgVenduti: number, ricavo: number, costo: number, margine: number, margineKg: number | null, marginePercentuale: number | null, margineFonte: string }, gusti: Array<{ gustoId: number, nome: string, categoria: string | null, colore: string, kg: number, kgVenduti: number, ricavo: number, costo: number, margine: number, margineKg: number | null, marginePercentuale: number | null, margineFonte: string }> } | null } };

export type AnalyticsPrevisioneQueryVariables = Exact<{
  puntoVenditaId: number;
}>;


export type AnalyticsPrevisioneQuery = { accuratezzaPrevisioni: { puntoVenditaId: number, wmapeModello: number | null, wmapeIngenuo: number | null, wmapeRegola4Settimane: number | null, settimane: number, giorni: number } };

export type AnalyticsFoodCostQueryVariables = Exact<{
  filtro?: AnalyticsFiltro | null | undefined;
  baseCosto?: BaseCosto | null | undefined;
}>;


export type AnalyticsFoodCostQuery = { analytics: { foodCostGusti: Array<{ gustoId: number, nome: string, categoria: string | null, colore: string, foodCostAttuale: number, foodCostMedio: number | null, kgTotale: number }> | null } };

export type LottiInScadenzaQueryVariables = Exact<{ [key: string]: never; }>;


export type LottiInScadenzaQuery = { lottiInScadenza: { giorni: number, lotti: Array<{ ingredienteId: number, nome: string, unitaMisura: string, lotto: string, scadenza: string, giacenza: number, giorni: number }> } };

export type DashboardQueryVariables = Exact<{
  conCosti: boolean;
}>;


export type DashboardQuery = { analytics: { dashboard: { oggi: string, prezzoVenditaKg?: number | null, produzioneOggi: { kgTotale: number, produzioni: number, costoTotale?: number | null, margine?: number | null }, produzioneMese: { kgTotale: number, produzioni: number, costoTotale?: number | null, margine?: number | null }, totali: { produzioni: number, kgTotale: number, costoTotale?: number | null, utentiAttivi: number, gustiAttivi: number }, produzioneGiornaliera: Array<{ data: string, kgTotale: number, produzioni: number | null }> } } };

export type StoricoEmailQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  tipo?: TipoEmail | null | undefined;
  stato?: StatoEmail | null | undefined;
}>;


export type StoricoEmailQuery = { emailLog: { total: number, emails: Array<{ id: number, tipo: TipoEmail, destinatari: Array<string>, oggetto: string, stato: StatoEmail, dataCreazione: string, dataInvio: string | null, messaggioErrore: string | null, tentativi: number }> } };

export type StoricoEmailDettaglioQueryVariables = Exact<{
  id: number;
}>;


export type StoricoEmailDettaglioQuery = { emailLogDettaglio: { id: number, tipo: TipoEmail, stato: StatoEmail, oggetto: string, destinatari: Array<string>, dataCreazione: string, dataInvio: string | null, messaggioErrore: string | null, riferimentoTipo: string | null, riferimentoId: number | null, provider: string | null, tentativi: number, prossimoTentativo: string | null, contenuto: string, testo: string | null, datiAggiuntivi: unknown } };

export type GestioneFornitoreCampiFragment = { id: number, ragioneSociale: string, partitaIva: string | null, email: string | null, telefono: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null, attivo: boolean, ingredienti: number };

export type GestioneFornitoriQueryVariables = Exact<{ [key: string]: never; }>;


export type GestioneFornitoriQuery = { fornitori: Array<{ id: number, ragioneSociale: string, partitaIva: string | null, email: string | null, telefono: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null, attivo: boolean, ingredienti: number }> };

export type CreaFornitoreMutationVariables = Exact<{
  input: FornitoreInput;
}>;


export type CreaFornitoreMutation = { creaFornitore: { id: number, ragioneSociale: string, partitaIva: string | null, email: string | null, telefono: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null, attivo: boolean, ingredienti: number } };

export type ModificaFornitoreMutationVariables = Exact<{
  id: number;
  input: FornitoreInput;
}>;


export type ModificaFornitoreMutation = { modificaFornitore: { id: number, ragioneSociale: string, partitaIva: string | null, email: string | null, telefono: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null, attivo: boolean, ingredienti: number } };

export type FoglioPesataQueryVariables = Exact<{
  gustoId: number;
  kg?: number | null | undefined;
  vaschette?: number | null | undefined;
  volumeL?: number | null | undefined;
  overrun?: number | null | undefined;
}>;


export type FoglioPesataQuery = { foglioPesata: { gustoId: number, nome: string, versione: number, tipo: string, modo: string, kgMix: number, densitaMix: number, vaschette: number | null, volumeL: number | null, overrun: number | null, capacitaMinKg: number, capacitaMaxKg: number, risoluzioneG: number, kgCiclo: number, allergeni: Array<string>, tracce: Array<string>, note: string | null, avvisi: Array<string>, cicli: Array<{ numero: number, kg: number, righe: Array<{ ingredienteId: number, nome: string, unita: UnitaMisura, quantita: number, grammi: number | null }> }> } };

export type FoglioPesataCostiQueryVariables = Exact<{
  gustoId: number;
  kg?: number | null | undefined;
  vaschette?: number | null | undefined;
  volumeL?: number | null | undefined;
  overrun?: number | null | undefined;
}>;


export type FoglioPesataCostiQuery = { foglioPesata: { gustoId: number, foodCostKg: number | null, costoLotto: number | null } };

export type GestioneGustoCampiFragment = { id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> };

export type GestioneGustiQueryVariables = Exact<{
  includiDisattivi?: boolean | null | undefined;
  baseCosto?: BaseCosto | null | undefined;
}>;


export type GestioneGustiQuery = { gusti: Array<{ id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> }> };

export type DatiFormGustoQueryVariables = Exact<{ [key: string]: never; }>;


export type DatiFormGustoQuery = { categorieGusti: Array<{ id: number, nome: string, colore: string, attivo: boolean, profilo: { id: number, nome: string } | null }>, allergeni: Array<{ id: number, nome: string, codice: string, attivo: boolean }>, ingredienti: Array<{ id: number, nome: string, unitaMisura: UnitaMisura, costoPerUnita: number, calorie: number | null, densita: number | null, pac: number | null, pod: number | null, pesoPezzoG: number | null, attivo: boolean, allergeniContiene: Array<string>, allergeniTracce: Array<string> }> };

export type CreaGustoMutationVariables = Exact<{
  input: GustoInput;
}>;


export type CreaGustoMutation = { creaGusto: { id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> } };

export type AggiornaGustoMutationVariables = Exact<{
  id: number;
  input: AggiornaGustoInput;
}>;


export type AggiornaGustoMutation = { aggiornaGusto: { id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> } };

export type DuplicaGustoMutationVariables = Exact<{
  id: number;
}>;


export type DuplicaGustoMutation = { duplicaGusto: { id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> } };

export type AttivaGustoMutationVariables = Exact<{
  id: number;
}>;


export type AttivaGustoMutation = { attivaGusto: { id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> } };

export type DisattivaGustoMutationVariables = Exact<{
  id: number;
}>;


export type DisattivaGustoMutation = { disattivaGusto: { id: number, nome: string, descrizione: string | null, categoriaId: number, colore: string, stagionale: boolean, attivo: boolean, noteProduzione: string | null, denominazione: string | null, profiloId: number | null, foodCost: number, pac: number, pod: number, pacKg: number, podKg: number, massaKg: number, kcal: number, categoria: { id: number, nome: string, colore: string }, ricetta: Array<{ id: number, ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ingredienteAttivo: boolean, ruolo: RuoloRiga, caratterizzante: boolean }>, allergeni: Array<{ id: number, nome: string }> } };

export type ProfiloBilanciamentoCampiFragment = { id: number, nome: string, predefinito: boolean, obiettivi: Array<{ chiave: string, min: number | null, max: number | null }>, temperaturaServizio: { min: number | null, max: number | null } | null };

export type ProfiliBilanciamentoQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfiliBilanciamentoQuery = { profiliBilanciamento: Array<{ id: number, nome: string, predefinito: boolean, obiettivi: Array<{ chiave: string, min: number | null, max: number | null }>, temperaturaServizio: { min: number | null, max: number | null } | null }> };

export type CreaProfiloBilanciamentoMutationVariables = Exact<{
  input: ProfiloBilanciamentoInput;
}>;


export type CreaProfiloBilanciamentoMutation = { creaProfiloBilanciamento: { id: number, nome: string, predefinito: boolean, obiettivi: Array<{ chiave: string, min: number | null, max: number | null }>, temperaturaServizio: { min: number | null, max: number | null } | null } };

export type AggiornaProfiloBilanciamentoMutationVariables = Exact<{
  id: number;
  input: AggiornaProfiloBilanciamentoInput;
}>;


export type AggiornaProfiloBilanciamentoMutation = { aggiornaProfiloBilanciamento: { id: number, nome: string, predefinito: boolean, obiettivi: Array<{ chiave: string, min: number | null, max: number | null }>, temperaturaServizio: { min: number | null, max: number | null } | null } };

export type EliminaProfiloBilanciamentoMutationVariables = Exact<{
  id: number;
}>;


export type EliminaProfiloBilanciamentoMutation = { eliminaProfiloBilanciamento: number };

export type VersioniRicettaQueryVariables = Exact<{
  gustoId: number;
}>;


export type VersioniRicettaQuery = { versioniRicetta: Array<{ numero: number, data: string, autore: string | null, nota: string | null, foodCost: number | null, pacKg: number, corrente: boolean }> };

export type VersioneRicettaQueryVariables = Exact<{
  gustoId: number;
  numero: number;
}>;


export type VersioneRicettaQuery = { versioneRicetta: { numero: number, foodCost: number | null, pacKg: number, massaKg: number, righe: Array<{ ingredienteId: number, nome: string, quantita: number, unita: UnitaMisura, unitaMisura: UnitaMisura, ruolo: RuoloRiga, caratterizzante: boolean }> } };

export type RipristinaVersioneRicettaMutationVariables = Exact<{
  gustoId: number;
  numero: number;
}>;


export type RipristinaVersioneRicettaMutation = { ripristinaVersioneRicetta: { id: number, versione: number } };

export type ImpostazioniAllergeneFieldsFragment = { id: number, nome: string, codice: string, descrizione: string | null, regolamentazione: string | null, attivo: boolean };

export type ImpostazioniAllergeniQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpostazioniAllergeniQuery = { allergeni: Array<{ id: number, nome: string, codice: string, descrizione: string | null, regolamentazione: string | null, attivo: boolean }> };

export type CreaAllergeneMutationVariables = Exact<{
  input: AllergeneInput;
}>;


export type CreaAllergeneMutation = { creaAllergene: { id: number, nome: string, codice: string, descrizione: string | null, regolamentazione: string | null, attivo: boolean } };

export type AggiornaAllergeneMutationVariables = Exact<{
  id: number;
  input: AggiornaAllergeneInput;
}>;


export type AggiornaAllergeneMutation = { aggiornaAllergene: { id: number, nome: string, codice: string, descrizione: string | null, regolamentazione: string | null, attivo: boolean } };

export type EliminaAllergeneMutationVariables = Exact<{
  id: number;
}>;


export type EliminaAllergeneMutation = { eliminaAllergene: number };

export type ImpostazioniCategoriaGustoFieldsFragment = { id: number, nome: string, descrizione: string | null, colore: string, ordine: number, attivo: boolean };

export type ImpostazioniCategorieGustiQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpostazioniCategorieGustiQuery = { categorieGusti: Array<{ id: number, nome: string, descrizione: string | null, colore: string, ordine: number, attivo: boolean }> };

export type CreaCategoriaGustoMutationVariables = Exact<{
  input: CategoriaGustoInput;
}>;


export type CreaCategoriaGustoMutation = { creaCategoriaGusto: { id: number, nome: string, descrizione: string | null, colore: string, ordine: number, attivo: boolean } };

export type AggiornaCategoriaGustoMutationVariables = Exact<{
  id: number;
  input: AggiornaCategoriaGustoInput;
}>;


export type AggiornaCategoriaGustoMutation = { aggiornaCategoriaGusto: { id: number, nome: string, descrizione: string | null, colore: string, ordine: number, attivo: boolean } };

export type EliminaCategoriaGustoMutationVariables = Exact<{
  id: number;
}>;


export type EliminaCategoriaGustoMutation = { eliminaCategoriaGusto: number };

export type ConfigurazioneEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurazioneEmailQuery = { emailConfig: Array<{ chiave: string, valore: string, descrizione: string | null }> };

export type SalvaEmailConfigMutationVariables = Exact<{
  configs: Array<EmailConfigEntryInput> | EmailConfigEntryInput;
}>;


export type SalvaEmailConfigMutation = { salvaEmailConfig: { success: boolean, message: string } };

export type InviaEmailTestMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type InviaEmailTestMutation = { inviaEmailTest: { success: boolean, message: string, emailId: number | null } };

export type GestioneIngredienteCampiFragment = { id: number, nome: string, descrizione: string | null, costoPerUnita: number, unitaMisura: UnitaMisura, fornitore: string, calorie: number | null, carboidrati: number | null, zuccheri: number | null, grassi: number | null, proteine: number | null, sale: number | null, pac: number | null, pod: number | null, pacPodDerivati: boolean, acqua: number | null, grassiSaturi: number | null, fibre: number | null, slng: number | null, saccarosio: number | null, glucosio: number | null, fruttosio: number | null, lattosio: number | null, maltosio: number | null, alcol: number | null, burroCacao: number | null, solidiCacao: number | null, grassiFruttaSecca: number | null, stabilizzanti: number | null, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, allergeniContiene: Array<string>, allergeniTracce: Array<string>, allergeniDichiarati: boolean, nomeEtichetta: string | null, caratterizzante: boolean, pesoPezzoG: number | null, ingredientiComposti: string | null, attivo: boolean, additivo: { categoria: string, nome: string | null, eNumero: string | null } | null };

export type GestioneIngredientiQueryVariables = Exact<{
  includiDisattivi?: boolean | null | undefined;
}>;


export type GestioneIngredientiQuery = { ingredienti: Array<{ id: number, nome: string, descrizione: string | null, costoPerUnita: number, unitaMisura: UnitaMisura, fornitore: string, calorie: number | null, carboidrati: number | null, zuccheri: number | null, grassi: number | null, proteine: number | null, sale: number | null, pac: number | null, pod: number | null, pacPodDerivati: boolean, acqua: number | null, grassiSaturi: number | null, fibre: number | null, slng: number | null, saccarosio: number | null, glucosio: number | null, fruttosio: number | null, lattosio: number | null, maltosio: number | null, alcol: number | null, burroCacao: number | null, solidiCacao: number | null, grassiFruttaSecca: number | null, stabilizzanti: number | null, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, allergeniContiene: Array<string>, allergeniTracce: Array<string>, allergeniDichiarati: boolean, nomeEtichetta: string | null, caratterizzante: boolean, pesoPezzoG: number | null, ingredientiComposti: string | null, attivo: boolean, additivo: { categoria: string, nome: string | null, eNumero: string | null } | null }> };

export type StatisticheIngredientiQueryVariables = Exact<{
  dataInizio?: string | null | undefined;
  dataFine?: string | null | undefined;
}>;


export type StatisticheIngredientiQuery = { statisticheIngredienti: { periodo: { dataInizio: string, dataFine: string }, totali: { ingredientiAnalizzati: number, kgTotaliProdotti: number, quantitaTotaleUtilizzata: number, costoTotale: number }, statistiche: Array<{ id: number, nome: string, gustiUtilizzati: number, kgProdottiTotali: number, quantitaUtilizzataKg: number, quantitaUtilizzata: number, costoPerUnita: number, unitaMisura: UnitaMisura, costoTotaleUtilizzato: number, costoMedioEffettivo: number, fornitore: string }> } };

export type CreaIngredienteMutationVariables = Exact<{
  input: IngredienteInput;
}>;


export type CreaIngredienteMutation = { creaIngrediente: { id: number, nome: string, descrizione: string | null, costoPerUnita: number, unitaMisura: UnitaMisura, fornitore: string, calorie: number | null, carboidrati: number | null, zuccheri: number | null, grassi: number | null, proteine: number | null, sale: number | null, pac: number | null, pod: number | null, pacPodDerivati: boolean, acqua: number | null, grassiSaturi: number | null, fibre: number | null, slng: number | null, saccarosio: number | null, glucosio: number | null, fruttosio: number | null, lattosio: number | null, maltosio: number | null, alcol: number | null, burroCacao: number | null, solidiCacao: number | null, grassiFruttaSecca: number | null, stabilizzanti: number | null, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, allergeniContiene: Array<string>, allergeniTracce: Array<string>, allergeniDichiarati: boolean, nomeEtichetta: string | null, caratterizzante: boolean, pesoPezzoG: number | null, ingredientiComposti: string | null, attivo: boolean, additivo: { categoria: string, nome: string | null, eNumero: string | null } | null } };

export type AggiornaIngredienteMutationVariables = Exact<{
  id: number;
  input: AggiornaIngredienteInput;
}>;


export type AggiornaIngredienteMutation = { aggiornaIngrediente: { id: number, nome: string, descrizione: string | null, costoPerUnita: number, unitaMisura: UnitaMisura, fornitore: string, calorie: number | null, carboidrati: number | null, zuccheri: number | null, grassi: number | null, proteine: number | null, sale: number | null, pac: number | null, pod: number | null, pacPodDerivati: boolean, acqua: number | null, grassiSaturi: number | null, fibre: number | null, slng: number | null, saccarosio: number | null, glucosio: number | null, fruttosio: number | null, lattosio: number | null, maltosio: number | null, alcol: number | null, burroCacao: number | null, solidiCacao: number | null, grassiFruttaSecca: number | null, stabilizzanti: number | null, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, allergeniContiene: Array<string>, allergeniTracce: Array<string>, allergeniDichiarati: boolean, nomeEtichetta: string | null, caratterizzante: boolean, pesoPezzoG: number | null, ingredientiComposti: string | null, attivo: boolean, additivo: { categoria: string, nome: string | null, eNumero: string | null } | null } };

export type AttivaIngredienteMutationVariables = Exact<{
  id: number;
}>;


export type AttivaIngredienteMutation = { attivaIngrediente: { id: number, nome: string, descrizione: string | null, costoPerUnita: number, unitaMisura: UnitaMisura, fornitore: string, calorie: number | null, carboidrati: number | null, zuccheri: number | null, grassi: number | null, proteine: number | null, sale: number | null, pac: number | null, pod: number | null, pacPodDerivati: boolean, acqua: number | null, grassiSaturi: number | null, fibre: number | null, slng: number | null, saccarosio: number | null, glucosio: number | null, fruttosio: number | null, lattosio: number | null, maltosio: number | null, alcol: number | null, burroCacao: number | null, solidiCacao: number | null, grassiFruttaSecca: number | null, stabilizzanti: number | null, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, allergeniContiene: Array<string>, allergeniTracce: Array<string>, allergeniDichiarati: boolean, nomeEtichetta: string | null, caratterizzante: boolean, pesoPezzoG: number | null, ingredientiComposti: string | null, attivo: boolean, additivo: { categoria: string, nome: string | null, eNumero: string | null } | null } };

export type DisattivaIngredienteMutationVariables = Exact<{
  id: number;
}>;


export type DisattivaIngredienteMutation = { disattivaIngrediente: { id: number, nome: string, descrizione: string | null, costoPerUnita: number, unitaMisura: UnitaMisura, fornitore: string, calorie: number | null, carboidrati: number | null, zuccheri: number | null, grassi: number | null, proteine: number | null, sale: number | null, pac: number | null, pod: number | null, pacPodDerivati: boolean, acqua: number | null, grassiSaturi: number | null, fibre: number | null, slng: number | null, saccarosio: number | null, glucosio: number | null, fruttosio: number | null, lattosio: number | null, maltosio: number | null, alcol: number | null, burroCacao: number | null, solidiCacao: number | null, grassiFruttaSecca: number | null, stabilizzanti: number | null, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, allergeniContiene: Array<string>, allergeniTracce: Array<string>, allergeniDichiarati: boolean, nomeEtichetta: string | null, caratterizzante: boolean, pesoPezzoG: number | null, ingredientiComposti: string | null, attivo: boolean, additivo: { categoria: string, nome: string | null, eNumero: string | null } | null } };

export type LibreriaIngredientiQueryVariables = Exact<{ [key: string]: never; }>;


export type LibreriaIngredientiQuery = { libreriaIngredienti: Array<{ codice: string, nome: string, descrizione: string, unitaMisura: UnitaMisura, fonte: string, allergeni: Array<string>, calorie: number, carboidrati: number, zuccheri: number, grassi: number, proteine: number, sale: number, acqua: number, grassiSaturi: number, fibre: number, slng: number, saccarosio: number, glucosio: number, fruttosio: number, lattosio: number, maltosio: number, alcol: number, burroCacao: number, solidiCacao: number, grassiFruttaSecca: number, stabilizzanti: number, densita: number | null, sciroppoGlucosio: number | null, de: number | null, eritritolo: number | null, maltitolo: number | null, sorbitolo: number | null, trealosio: number | null, inulina: number | null, polidestrosio: number | null, sucralosio: number | null, glicosidiSteviolo: number | null, pac: number, pod: number }> };

export type PrezziIngredienteQueryVariables = Exact<{
  ingredienteId: number;
}>;


export type PrezziIngredienteQuery = { prezziIngrediente: { ingredienteId: number, nome: string, unitaMisura: string, ultimoPrezzo: number, prezzoMedioPonderato: number | null, sogliaVariazione: number, prezzi: Array<{ data: string, fornitore: string, numeroDocumento: string, lotto: string, quantita: number, prezzoUnitario: number, variazionePercentuale: number | null, allarmePrezzo: boolean }> } };

export type ChiaviApiQueryVariables = Exact<{ [key: string]: never; }>;


export type ChiaviApiQuery = { chiaviApi: Array<{ id: number, nome: string, prefisso: string, scopes: Array<string>, scadenza: string | null, ipConsentiti: Array<string>, creataIl: string, revocataIl: string | null, ultimoUsoIl: string | null, ultimoUsoIp: string | null }> };

export type CreaChiaveApiMutationVariables = Exact<{
  nome: string;
  scopes: Array<string> | string;
  scadenza?: string | null | undefined;
  ipConsentiti?: Array<string> | string | null | undefined;
}>;


export type CreaChiaveApiMutation = { creaChiaveApi: { chiave: string, chiaveApi: { id: number, nome: string, prefisso: string } } };

export type RevocaChiaveApiMutationVariables = Exact<{
  id: number;
}>;


export type RevocaChiaveApiMutation = { revocaChiaveApi: { id: number, revocataIl: string | null } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: number, url: string, eventi: Array<string>, attivo: boolean, creatoIl: string, failingSince: string | null }> };

export type CreaWebhookMutationVariables = Exact<{
  url: string;
  eventi: Array<string> | string;
}>;


export type CreaWebhookMutation = { creaWebhook: { segreto: string, webhook: { id: number, url: string } } };

export type EliminaWebhookMutationVariables = Exact<{
  id: number;
}>;


export type EliminaWebhookMutation = { eliminaWebhook: number };

export type ConsegneWebhookQueryVariables = Exact<{
  webhookId?: number | null | undefined;
}>;


export type ConsegneWebhookQuery = { consegneWebhook: Array<{ id: number, webhookId: number, tipo: string, stato: string, statusCode: number | null, durataMs: number | null, tentativi: number, errore: string | null, createdAt: string, inviataIl: string | null, prossimoTentativo: string }> };

export type ReinviaConsegnaWebhookMutationVariables = Exact<{
  id: number;
}>;


export type ReinviaConsegnaWebhookMutation = { reinviaConsegnaWebhook: { id: number, stato: string, tentativi: number, prossimoTentativo: string } };

export type ListinoQueryVariables = Exact<{ [key: string]: never; }>;


export type ListinoQuery = { prezzoListinoPredefinito: number, listino: Array<{ gustoId: number, puntoVenditaId: number | null, prezzoKg: number }> };

export type ListinoImpostaPrezzoMutationVariables = Exact<{
  input: PrezzoListinoInput;
}>;


export type ListinoImpostaPrezzoMutation = { impostaPrezzoListino: { gustoId: number, puntoVenditaId: number | null, prezzoKg: number } };

export type ListinoEliminaPrezzoMutationVariables = Exact<{
  gustoId: number;
  puntoVenditaId?: number | null | undefined;
}>;


export type ListinoEliminaPrezzoMutation = { eliminaPrezzoListino: { gustoId: number } };

export type ListinoAumentaMutationVariables = Exact<{
  input: AumentoListinoInput;
}>;


export type ListinoAumentaMutation = { aumentaListino: Array<{ gustoId: number, puntoVenditaId: number | null, prezzoKg: number }> };

export type ListinoPorzioniQueryVariables = Exact<{
  puntoVenditaId?: number | null | undefined;
}>;


export type ListinoPorzioniQuery = { porzioni: Array<{ id: number, puntoVenditaId: number, tipo: TipoPorzione, grammi: number, prezzo: number, prezzoKg: number }> };

export type ListinoImpostaPorzioneMutationVariables = Exact<{
  input: PorzioneInput;
}>;


export type ListinoImpostaPorzioneMutation = { impostaPorzione: { id: number, puntoVenditaId: number, tipo: TipoPorzione, grammi: number, prezzo: number, prezzoKg: number } };

export type ListinoEliminaPorzioneMutationVariables = Exact<{
  puntoVenditaId: number;
  tipo: TipoPorzione;
}>;


export type ListinoEliminaPorzioneMutation = { eliminaPorzione: { id: number } };

export type LogAttivitaQueryVariables = Exact<{
  limite: number;
  offset: number;
}>;


export type LogAttivitaQuery = { logAttivita: { totale: number, righe: Array<{ id: number, utenteId: number | null, utenteNome: string | null, utenteEmail: string | null, azione: string, dettagli: string | null, ipAddress: string | null, createdAt: string }> } };

export type EliminaLogAttivitaMutationVariables = Exact<{
  id: number;
}>;


export type EliminaLogAttivitaMutation = { eliminaLogAttivita: number };

export type GiacenzeQueryVariables = Exact<{
  staff: boolean;
}>;


export type GiacenzeQuery = { giacenze: Array<{ ingredienteId: number, nome: string, unitaMisura: string, giacenza: number, scortaMinima: number | null, ubicazione: string | null, sottoScorta: boolean, giacenzaNegativa: boolean, lotti: Array<{ lotto: string, scadenza: string | null, giacenza: number }> }>, lottiInScadenza?: { giorni: number } };

export type RegistraRettificaMutationVariables = Exact<{
  input: RettificaInput;
}>;


export type RegistraRettificaMutation = { registraRettifica: { id: number, giacenza: number } };

export type ImpostaScortaMutationVariables = Exact<{
  ingredienteId: number;
  input: ScortaInput;
}>;


export type ImpostaScortaMutation = { impostaScorta: { ingredienteId: number, scortaMinima: number | null, ubicazione: string | null, sottoScorta: boolean } };

export type RegistraInventarioMutationVariables = Exact<{
  input: InventarioInput;
}>;


export type RegistraInventarioMutation = { registraInventario: { righeContate: number, invariate: number, rettifiche: Array<{ id: number }> } };

export type OrdiniSuggeritiQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdiniSuggeritiQuery = { ordiniSuggeriti: Array<{ fornitoreId: number | null, ragioneSociale: string | null, email: string | null, totaleStimato: number, righe: Array<{ ingredienteId: number, nome: string, unitaMisura: string, giacenza: number, scortaMinima: number | null, fabbisognoSettimana: number, daOrdinare: number, costoPerUnita: number, costoStimato: number }> }> };

export type RichiamoLottoQueryVariables = Exact<{
  ingredienteId: number;
  lotto: string;
}>;


export type RichiamoLottoQuery = { richiamoLotto: { lotto: string, quantitaRicevuta: number, quantitaUsata: number, ingrediente: { id: number, nome: string, unitaMisura: string }, fornitore: { id: number, ragioneSociale: string, partitaIva: string | null, email: string | null, telefono: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null } | null, ricevimenti: Array<{ id: number, fornitoreId: number, data: string, numeroDocumento: string, quantita: number, scadenza: string | null, temperatura: number | null }>, produzioni: Array<{ produzioneId: number, data: string, puntoVenditaNome: string, gustoNome: string, quantitaKg: number, quantitaIngrediente: number, versioneRicetta: number, lottoProduzione: string }> } };

export type PianoCompletoFragment = { data: string, registrato: boolean, produzioniIds: Array<number>, pulizie: number, avvisi: Array<string>, righe: Array<{ puntoVenditaId: number, puntoVenditaNome: string, gustoId: number, gustoNome: string, kgPrevisti: number, kgMin: number | null, kgMax: number | null, kgInVetrina: number, kgInFreezer: number, vaschetteProposte: number, vaschette: number, kg: number, modificataDa: string | null, modificataIl: string | null }>, cicli: Array<{ mantecatore: string, ordine: number, gustoId: number, gustoNome: string, kg: number, inizio: string, fine: string, puliziaPrima: boolean, allergeni: Array<string> }>, fabbisogno: Array<{ ingredienteId: number, nome: string, unitaMisura: string, quantita: number, giacenza: number | null, daOrdinare: number | null }> };

export type PianoProduzioneQueryVariables = Exact<{
  data: string;
}>;


export type PianoProduzioneQuery = { piano: { data: string, registrato: boolean, produzioniIds: Array<number>, pulizie: number, avvisi: Array<string>, righe: Array<{ puntoVenditaId: number, puntoVenditaNome: string, gustoId: number, gustoNome: string, kgPrevisti: number, kgMin: number | null, kgMax: number | null, kgInVetrina: number, kgInFreezer: number, vaschetteProposte: number, vaschette: number, kg: number, modificataDa: string | null, modificataIl: string | null }>, cicli: Array<{ mantecatore: string, ordine: number, gustoId: number, gustoNome: string, kg: number, inizio: string, fine: string, puliziaPrima: boolean, allergeni: Array<string> }>, fabbisogno: Array<{ ingredienteId: number, nome: string, unitaMisura: string, quantita: number, giacenza: number | null, daOrdinare: number | null }> } };

export type PianoModificheQueryVariables = Exact<{
  data: string;
}>;


export type PianoModificheQuery = { pianoModifiche: Array<{ puntoVenditaId: number, gustoId: number, gustoNome: string, vaschettePrima: number, vaschetteDopo: number, utente: string, il: string }> };

export type SalvaPianoMutationVariables = Exact<{
  data: string;
  righe: Array<PianoRigaInput> | PianoRigaInput;
}>;


export type SalvaPianoMutation = { salvaPiano: { data: string, registrato: boolean, produzioniIds: Array<number>, pulizie: number, avvisi: Array<string>, righe: Array<{ puntoVenditaId: number, puntoVenditaNome: string, gustoId: number, gustoNome: string, kgPrevisti: number, kgMin: number | null, kgMax: number | null, kgInVetrina: number, kgInFreezer: number, vaschetteProposte: number, vaschette: number, kg: number, modificataDa: string | null, modificataIl: string | null }>, cicli: Array<{ mantecatore: string, ordine: number, gustoId: number, gustoNome: string, kg: number, inizio: string, fine: string, puliziaPrima: boolean, allergeni: Array<string> }>, fabbisogno: Array<{ ingredienteId: number, nome: string, unitaMisura: string, quantita: number, giacenza: number | null, daOrdinare: number | null }> } };

export type RegistraPianoMutationVariables = Exact<{
  data: string;
}>;


export type RegistraPianoMutation = { registraPiano: { data: string, registrato: boolean, produzioniIds: Array<number>, pulizie: number, avvisi: Array<string>, righe: Array<{ puntoVenditaId: number, puntoVenditaNome: string, gustoId: number, gustoNome: string, kgPrevisti: number, kgMin: number | null, kgMax: number | null, kgInVetrina: number, kgInFreezer: number, vaschetteProposte: number, vaschette: number, kg: number, modificataDa: string | null, modificataIl: string | null }>, cicli: Array<{ mantecatore: string, ordine: number, gustoId: number, gustoNome: string, kg: number, inizio: string, fine: string, puliziaPrima: boolean, allergeni: Array<string> }>, fabbisogno: Array<{ ingredienteId: number, nome: string, unitaMisura: string, quantita: number, giacenza: number | null, daOrdinare: number | null }> } };

export type ConfigurazionePianoQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurazionePianoQuery = { configurazionePiano: { orarioInizio: string, orarioFine: string, kgPerVaschetta: number, minutiPulizia: number, giorniVetrinaGelato: number, giorniVetrinaSorbetto: number, mantecatori: Array<{ nome: string, capacitaKg: number, minutiCiclo: number }>, gustiSempreEsposti: Array<{ puntoVenditaId: number, gustoId: number, gustoNome: string }> } };

export type ConfigurazionePianoCampiFragment = { orarioInizio: string, orarioFine: string, kgPerVaschetta: number, minutiPulizia: number, giorniVetrinaGelato: number, giorniVetrinaSorbetto: number, mantecatori: Array<{ nome: string, capacitaKg: number, minutiCiclo: number }>, gustiSempreEsposti: Array<{ puntoVenditaId: number, gustoId: number, gustoNome: string }> };

export type SalvaConfigurazionePianoMutationVariables = Exact<{
  input: ConfigurazionePianoInput;
}>;


export type SalvaConfigurazionePianoMutation = { salvaConfigurazionePiano: { orarioInizio: string, orarioFine: string, kgPerVaschetta: number, minutiPulizia: number, giorniVetrinaGelato: number, giorniVetrinaSorbetto: number, mantecatori: Array<{ nome: string, capacitaKg: number, minutiCiclo: number }>, gustiSempreEsposti: Array<{ puntoVenditaId: number, gustoId: number, gustoNome: string }> } };

export type GestionePuntoVenditaFieldsFragment = { id: number, nome: string, indirizzo: string | null, attivo: boolean, temperaturaVetrina: number, latitudine: number | null, longitudine: number | null, santoPatrono: string | null, createdAt: string };

export type GestionePuntiVenditaQueryVariables = Exact<{ [key: string]: never; }>;


export type GestionePuntiVenditaQuery = { puntiVendita: Array<{ id: number, nome: string, indirizzo: string | null, attivo: boolean, temperaturaVetrina: number, latitudine: number | null, longitudine: number | null, santoPatrono: string | null, createdAt: string }> };

export type CreaPuntoVenditaMutationVariables = Exact<{
  input: PuntoVenditaInput;
}>;


export type CreaPuntoVenditaMutation = { creaPuntoVendita: { id: number, nome: string, indirizzo: string | null, attivo: boolean, temperaturaVetrina: number, latitudine: number | null, longitudine: number | null, santoPatrono: string | null, createdAt: string } };

export type AggiornaPuntoVenditaMutationVariables = Exact<{
  id: number;
  input: AggiornaPuntoVenditaInput;
}>;


export type AggiornaPuntoVenditaMutation = { aggiornaPuntoVendita: { id: number, nome: string, indirizzo: string | null, attivo: boolean, temperaturaVetrina: number, latitudine: number | null, longitudine: number | null, santoPatrono: string | null, createdAt: string } };

export type EliminaPuntoVenditaMutationVariables = Exact<{
  id: number;
}>;


export type EliminaPuntoVenditaMutation = { eliminaPuntoVendita: number };

export type ChecklistHaccpQueryVariables = Exact<{
  puntoVenditaId?: number | null | undefined;
  data?: string | null | undefined;
}>;


export type ChecklistHaccpQuery = { checklistHaccp: { puntoVenditaId: number, puntoVenditaNome: string, data: string, voci: Array<{ dovute: number, registrate: number, mancate: number, daFare: boolean, dispositivo: { id: number, nome: string, tipo: string, temperaturaMin: number, temperaturaMax: number, frequenzaOre: number }, finestre: Array<{ inizio: string, fine: string, stato: string, letturaId: number | null, temperatura: number | null, fuoriLimiti: boolean }> }>, allarmi: Array<{ id: number, dispositivoNome: string | null, misurataIl: string, temperatura: number | null, descrizione: string }> } };

export type RegistroHaccpQueryVariables = Exact<{
  puntoVenditaId: number;
  mese: string;
}>;


export type RegistroHaccpQuery = { registroHaccp: { puntoVenditaId: number, mese: string, fuoriLimiti: number, allarmiAperti: number, dispositivi: Array<{ id: number, nome: string, tipo: string }>, registrazioni: Array<{ id: number, seq: number, tipo: string, fonte: string, misurataIl: string, firmatoDa: string, descrizione: string, fuoriLimiti: boolean, azioneCorrettiva: string | null }>, verifica: { integra: boolean, registrazioni: number, primaRottaSeq: number | null, motivo: string | null } } };

export type RegistraLetturaHaccpMutationVariables = Exact<{
  input: LetturaHaccpInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RegistraLetturaHaccpMutation = { registraLetturaHaccp: { id: number } };

export type ChiudiAllarmeHaccpMutationVariables = Exact<{
  id: number;
  azioneCorrettiva: string;
  idempotencyKey?: string | null | undefined;
}>;


export type ChiudiAllarmeHaccpMutation = { chiudiAllarmeHaccp: { id: number } };

export type RegistraPastorizzazioneHaccpMutationVariables = Exact<{
  input: PastorizzazioneInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RegistraPastorizzazioneHaccpMutation = { registraPastorizzazione: { id: number } };

export type RegistraAbbattimentoHaccpMutationVariables = Exact<{
  input: AbbattimentoInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RegistraAbbattimentoHaccpMutation = { registraAbbattimento: { id: number } };

export type RegistraPuliziaHaccpMutationVariables = Exact<{
  input: PuliziaInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RegistraPuliziaHaccpMutation = { registraPulizia: { id: number } };

export type RegistraControlloMerciHaccpMutationVariables = Exact<{
  input: ControlloMerciInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RegistraControlloMerciHaccpMutation = { registraControlloMerci: { id: number } };

export type LettureMancateHaccpQueryVariables = Exact<{ [key: string]: never; }>;


export type LettureMancateHaccpQuery = { lettureMancateHaccp: Array<{ puntoVenditaId: number, puntoVenditaNome: string, dispositivoId: number, dispositivoNome: string, inizio: string, fine: string }> };

export type DurezzaVetrinaMisurataQueryVariables = Exact<{
  puntoVenditaId?: number | null | undefined;
  data?: string | null | undefined;
}>;


export type DurezzaVetrinaMisurataQuery = { durezzaVetrinaMisurata: { puntoVenditaId: number, temperaturaConfigurata: number, temperaturaMisurata: number | null, letture: number, temperaturaUsata: number, gusti: Array<{ gustoId: number, nome: string, stato: string, temperaturaServizio: number, intervalloMin: number | null, intervalloMax: number | null }> } };

export type GestioneRicevimentiQueryVariables = Exact<{
  fornitoreId?: number | null | undefined;
  limite?: number | null | undefined;
}>;


export type GestioneRicevimentiQuery = { ricevimenti: Array<{ id: number, fornitoreId: number, fornitoreNome: string, data: string, numeroDocumento: string, fatturaTipoDocumento: string | null, fatturaNomeFile: string | null, createdByNome: string | null, numeroRighe: number, costoTotale: number }> };

export type DettaglioRicevimentoQueryVariables = Exact<{
  id: number;
}>;


export type DettaglioRicevimentoQuery = { ricevimento: { id: number, fornitoreNome: string, data: string, numeroDocumento: string, fatturaNomeFile: string | null, note: string | null, costoTotale: number, righe: Array<{ id: number, ingredienteNome: string, unitaMisura: string, lotto: string, scadenza: string | null, quantita: number, prezzoUnitario: number, variazionePercentuale: number | null, allarmePrezzo: boolean, temperatura: number | null, descrizione: string | null }> } };

export type DatiRicevimentoQueryVariables = Exact<{ [key: string]: never; }>;


export type DatiRicevimentoQuery = { fornitori: Array<{ id: number, ragioneSociale: string, attivo: boolean }>, ingredienti: Array<{ id: number, nome: string, unitaMisura: UnitaMisura }> };

export type RegistraRicevimentoMutationVariables = Exact<{
  input: RicevimentoInput;
}>;


export type RegistraRicevimentoMutation = { registraRicevimento: { id: number, numeroDocumento: string, fornitoreNome: string, numeroRighe: number } };

export type LaboratorioSectionCampiFragment = { capacitaMinKg: number, capacitaMaxKg: number, risoluzioneG: number, risoluzionePrecisioneG: number, sogliaPrecisioneG: number, overrunGelato: number, overrunSorbetto: number, shelfLifeGelatoGiorni: number, shelfLifeSorbettoGiorni: number, ragioneSociale: string | null, indirizzo: string | null, partitaIva: string | null };

export type ImpostazioniDatabaseStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpostazioniDatabaseStatsQuery = { adminStats: { utenti: number, gusti: number, ingredienti: number, puntiVendita: number, categorieGusti: number, allergeni: number, produzioneTotale: number, produzioneUltimoMese: number, produzioni: number } };

export type ResetDatabaseMutationVariables = Exact<{
  password: string;
}>;


export type ResetDatabaseMutation = { resetDatabase: { success: boolean, message: string } };

export type PrezzoVenditaKgQueryVariables = Exact<{ [key: string]: never; }>;


export type PrezzoVenditaKgQuery = { configurazioni: Array<{ chiave: string, valore: string | null }> };

export type ImpostaPrezzoVenditaMutationVariables = Exact<{
  valore: string;
}>;


export type ImpostaPrezzoVenditaMutation = { impostaConfigurazione: { chiave: string, valore: string | null } };

export type ImpostazioniLaboratorioQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpostazioniLaboratorioQuery = { impostazioniLaboratorio: { capacitaMinKg: number, capacitaMaxKg: number, risoluzioneG: number, risoluzionePrecisioneG: number, sogliaPrecisioneG: number, overrunGelato: number, overrunSorbetto: number, shelfLifeGelatoGiorni: number, shelfLifeSorbettoGiorni: number, ragioneSociale: string | null, indirizzo: string | null, partitaIva: string | null } };

export type ImpostaLaboratorioMutationVariables = Exact<{
  input: ImpostaLaboratorioInput;
}>;


export type ImpostaLaboratorioMutation = { impostaLaboratorio: { capacitaMinKg: number, capacitaMaxKg: number, risoluzioneG: number, risoluzionePrecisioneG: number, sogliaPrecisioneG: number, overrunGelato: number, overrunSorbetto: number, shelfLifeGelatoGiorni: number, shelfLifeSorbettoGiorni: number, ragioneSociale: string | null, indirizzo: string | null, partitaIva: string | null } };

export type StoricoProduzioneCampiFragment = { id: number, data: string, puntoVenditaId: number, puntoVenditaNome: string, operatoreId: number | null, operatoreNome: string | null, kgTotale: number, note: string | null, inviatoEmail: boolean, createdAt: string, costoTotale?: number | null, gusti: Array<{ gustoId: number, gustoNome: string, gustoCategoria: string | null, gustoColore: string, quantitaKg: number, foodCost?: number | null }> };

export type StoricoProduzioniQueryVariables = Exact<{
  filtro?: FiltroProduzioni | null | undefined;
  ordinamento?: OrdinamentoProduzioni | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  conCosti: boolean;
}>;


export type StoricoProduzioniQuery = { produzioni: { totale: number, righe: Array<{ id: number, data: string, puntoVenditaId: number, puntoVenditaNome: string, operatoreId: number | null, operatoreNome: string | null, kgTotale: number, note: string | null, inviatoEmail: boolean, createdAt: string, costoTotale?: number | null, gusti: Array<{ gustoId: number, gustoNome: string, gustoCategoria: string | null, gustoColore: string, quantitaKg: number, foodCost?: number | null }> }> } };

export type StoricoDatiFiltriQueryVariables = Exact<{
  gestione: boolean;
}>;


export type StoricoDatiFiltriQuery = { puntiVendita: Array<{ id: number, nome: string, attivo: boolean }>, gusti: Array<{ id: number, nome: string, attivo: boolean, colore: string, foodCost?: number, categoria: { id: number, nome: string } }>, utenti?: Array<{ id: number, nome: string }> };

export type StoricoModificaProduzioneMutationVariables = Exact<{
  id: number;
  input: ModificaProduzioneInput;
  conCosti: boolean;
}>;


export type StoricoModificaProduzioneMutation = { modificaProduzione: { id: number, data: string, puntoVenditaId: number, puntoVenditaNome: string, operatoreId: number | null, operatoreNome: string | null, kgTotale: number, note: string | null, inviatoEmail: boolean, createdAt: string, costoTotale?: number | null, gusti: Array<{ gustoId: number, gustoNome: string, gustoCategoria: string | null, gustoColore: string, quantitaKg: number, foodCost?: number | null }> } };

export type StoricoEliminaProduzioneMutationVariables = Exact<{
  id: number;
}>;


export type StoricoEliminaProduzioneMutation = { eliminaProduzione: number };

export type StoricoInviaEmailProduzioneMutationVariables = Exact<{
  id: number;
}>;


export type StoricoInviaEmailProduzioneMutation = { inviaEmailProduzione: { success: boolean, message: string } };

export type GestioneUtenteFieldsFragment = { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string };

export type GestioneUtentiQueryVariables = Exact<{ [key: string]: never; }>;


export type GestioneUtentiQuery = { utenti: Array<{ id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string }> };

export type GestioneUtentiPuntiVenditaQueryVariables = Exact<{ [key: string]: never; }>;


export type GestioneUtentiPuntiVenditaQuery = { puntiVendita: Array<{ id: number, nome: string, attivo: boolean }> };

export type CreaUtenteMutationVariables = Exact<{
  input: CreaUtenteInput;
}>;


export type CreaUtenteMutation = { creaUtente: { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string } };

export type AggiornaUtenteMutationVariables = Exact<{
  id: number;
  input: AggiornaUtenteInput;
}>;


export type AggiornaUtenteMutation = { aggiornaUtente: { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string } };

export type EliminaUtenteMutationVariables = Exact<{
  id: number;
}>;


export type EliminaUtenteMutation = { eliminaUtente: { id: number, nome: string, email: string, ruolo: Ruolo, puntoVenditaId: number | null, puntoVenditaNome: string | null, attivo: boolean, createdAt: string } };

export type VetrinaGiornoQueryVariables = Exact<{
  puntoVenditaId?: number | null | undefined;
  data?: string | null | undefined;
}>;


export type VetrinaGiornoQuery = { vetrina: { puntoVenditaId: number, data: string, carichi: Array<{ id: number, gustoId: number, gustoNome: string, gustoColore: string, produzioneId: number | null, kg: number, kgRimasti: number | null }>, scarti: Array<{ id: number, gustoId: number, gustoNome: string, gustoColore: string, kg: number, motivo: MotivoScarto }> } };

export type VetrinaRiepilogoQueryVariables = Exact<{
  puntoVenditaId?: number | null | undefined;
  dal?: string | null | undefined;
  al?: string | null | undefined;
  costi: boolean;
}>;


export type VetrinaRiepilogoQuery = { riepilogoVetrina: Array<{ gustoId: number, nome: string, kgCaricati: number, kgVenduti: number, kgScarto: number, sellThrough: number | null, scartoPercentuale: number | null, ricavo?: number | null, margine?: number | null }> };

export type VetrinaProduzioniGiornoQueryVariables = Exact<{
  filtro?: FiltroProduzioni | null | undefined;
}>;


export type VetrinaProduzioniGiornoQuery = { produzioni: { righe: Array<{ id: number, gusti: Array<{ gustoId: number, gustoNome: string, gustoColore: string, quantitaKg: number }> }> } };

export type VetrinaCaricaVaschettaMutationVariables = Exact<{
  input: CaricoVetrinaInput;
  idempotencyKey?: string | null | undefined;
}>;


export type VetrinaCaricaVaschettaMutation = { caricaVaschetta: { id: number } };

export type VetrinaChiudiVaschettaMutationVariables = Exact<{
  input: ChiusuraVetrinaInput;
  idempotencyKey?: string | null | undefined;
}>;


export type VetrinaChiudiVaschettaMutation = { chiudiVaschetta: { id: number, kgRimasti: number | null } };

export type VetrinaRegistraScartoMutationVariables = Exact<{
  input: ScartoVetrinaInput;
  idempotencyKey?: string | null | undefined;
}>;


export type VetrinaRegistraScartoMutation = { registraScarto: { id: number } };

export type VetrinaCorreggiChiusuraMutationVariables = Exact<{
  input: ChiusuraVetrinaInput;
}>;


export type VetrinaCorreggiChiusuraMutation = { correggiChiusuraVaschetta: { id: number, kg: number, kgRimasti: number | null } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AnalisiCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalisiCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalisiMiscela"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"composizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"solidiTotali"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"altriSolidi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pacTotale"}},{"kind":"Field","name":{"kind":"Name","value":"pacSaliLatte"}},{"kind":"Field","name":{"kind":"Name","value":"hf"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"absPac"}},{"kind":"Field","name":{"kind":"Name","value":"puntoCongelamento"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"}},{"kind":"Field","name":{"kind":"Name","value":"durezzaVetrina"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"percentuale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"densitaMix"}},{"kind":"Field","name":{"kind":"Name","value":"copertura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentuale"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiSenzaComposizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"curva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaDurezza"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controlli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"esito"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}}]}}]} as unknown as DocumentNode<AnalisiCampiFragment, unknown>;
export const AnalyticsAnnoConfrontoCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsAnnoConfrontoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsAnnoConfronto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anno"}},{"kind":"Field","name":{"kind":"Name","value":"dataInizio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFine"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineStimato"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"datiMensili"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mese"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]} as unknown as DocumentNode<AnalyticsAnnoConfrontoCampiFragment, unknown>;
export const GestioneFornitoreCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneFornitoreCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fornitore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"comune"}},{"kind":"Field","name":{"kind":"Name","value":"provincia"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"}}]}}]} as unknown as DocumentNode<GestioneFornitoreCampiFragment, unknown>;
export const GestioneGustoCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<GestioneGustoCampiFragment, unknown>;
export const ProfiloBilanciamentoCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfiloBilanciamento"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"predefinito"}},{"kind":"Field","name":{"kind":"Name","value":"obiettivi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<ProfiloBilanciamentoCampiFragment, unknown>;
export const ImpostazioniAllergeneFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Allergene"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codice"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"regolamentazione"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<ImpostazioniAllergeneFieldsFragment, unknown>;
export const ImpostazioniCategoriaGustoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaGusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<ImpostazioniCategoriaGustoFieldsFragment, unknown>;
export const GestioneIngredienteCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneIngredienteCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ingrediente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacPodDerivati"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniDichiarati"}},{"kind":"Field","name":{"kind":"Name","value":"nomeEtichetta"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiComposti"}},{"kind":"Field","name":{"kind":"Name","value":"additivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"eNumero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<GestioneIngredienteCampiFragment, unknown>;
export const PianoCompletoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PianoCompleto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Piano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"registrato"}},{"kind":"Field","name":{"kind":"Name","value":"produzioniIds"}},{"kind":"Field","name":{"kind":"Name","value":"pulizie"}},{"kind":"Field","name":{"kind":"Name","value":"avvisi"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgPrevisti"}},{"kind":"Field","name":{"kind":"Name","value":"kgMin"}},{"kind":"Field","name":{"kind":"Name","value":"kgMax"}},{"kind":"Field","name":{"kind":"Name","value":"kgInVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"kgInFreezer"}},{"kind":"Field","name":{"kind":"Name","value":"vaschetteProposte"}},{"kind":"Field","name":{"kind":"Name","value":"vaschette"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"modificataDa"}},{"kind":"Field","name":{"kind":"Name","value":"modificataIl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cicli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"inizio"}},{"kind":"Field","name":{"kind":"Name","value":"fine"}},{"kind":"Field","name":{"kind":"Name","value":"puliziaPrima"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fabbisogno"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"daOrdinare"}}]}}]}}]} as unknown as DocumentNode<PianoCompletoFragment, unknown>;
export const ConfigurazionePianoCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurazionePianoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurazionePiano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatori"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"minutiCiclo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orarioInizio"}},{"kind":"Field","name":{"kind":"Name","value":"orarioFine"}},{"kind":"Field","name":{"kind":"Name","value":"kgPerVaschetta"}},{"kind":"Field","name":{"kind":"Name","value":"minutiPulizia"}},{"kind":"Field","name":{"kind":"Name","value":"giorniVetrinaGelato"}},{"kind":"Field","name":{"kind":"Name","value":"giorniVetrinaSorbetto"}},{"kind":"Field","name":{"kind":"Name","value":"gustiSempreEsposti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}}]}}]}}]} as unknown as DocumentNode<ConfigurazionePianoCampiFragment, unknown>;
export const GestionePuntoVenditaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestionePuntoVenditaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PuntoVendita"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"latitudine"}},{"kind":"Field","name":{"kind":"Name","value":"longitudine"}},{"kind":"Field","name":{"kind":"Name","value":"santoPatrono"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GestionePuntoVenditaFieldsFragment, unknown>;
export const LaboratorioSectionCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LaboratorioSectionCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpostazioniLaboratorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacitaMinKg"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaMaxKg"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzioneG"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzionePrecisioneG"}},{"kind":"Field","name":{"kind":"Name","value":"sogliaPrecisioneG"}},{"kind":"Field","name":{"kind":"Name","value":"overrunGelato"}},{"kind":"Field","name":{"kind":"Name","value":"overrunSorbetto"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeGelatoGiorni"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeSorbettoGiorni"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}}]}}]} as unknown as DocumentNode<LaboratorioSectionCampiFragment, unknown>;
export const StoricoProduzioneCampiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoricoProduzioneCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produzione"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"operatoreId"}},{"kind":"Field","name":{"kind":"Name","value":"operatoreNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"inviatoEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoCategoria"}},{"kind":"Field","name":{"kind":"Name","value":"gustoColore"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]} as unknown as DocumentNode<StoricoProduzioneCampiFragment, unknown>;
export const GestioneUtenteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneUtenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GestioneUtenteFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CatalogoAllergeniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogoAllergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"soloAttivi"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<CatalogoAllergeniQuery, CatalogoAllergeniQueryVariables>;
export const EtichettaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EtichettaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"etichetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"percentuale"}},{"kind":"Field","name":{"kind":"Name","value":"allergene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}},{"kind":"Field","name":{"kind":"Name","value":"quid"}},{"kind":"Field","name":{"kind":"Name","value":"testo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daConsumarsiEntro"}},{"kind":"Field","name":{"kind":"Name","value":"conservazione"}},{"kind":"Field","name":{"kind":"Name","value":"operatore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}},{"kind":"Field","name":{"kind":"Name","value":"tracce"}},{"kind":"Field","name":{"kind":"Name","value":"nutrizioneTesto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energia"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testo"}},{"kind":"Field","name":{"kind":"Name","value":"avvisi"}}]}}]}}]} as unknown as DocumentNode<EtichettaGustoQuery, EtichettaGustoQueryVariables>;
export const VerificaAllergeniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificaAllergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificaAllergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustiNonSpiegati"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiNonDichiarati"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"gusti"}}]}}]}}]}}]} as unknown as DocumentNode<VerificaAllergeniQuery, VerificaAllergeniQueryVariables>;
export const BaseCostoPredefinitaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BaseCostoPredefinita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCostoPredefinita"}}]}}]} as unknown as DocumentNode<BaseCostoPredefinitaQuery, BaseCostoPredefinitaQueryVariables>;
export const ImpostaBaseCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpostaBaseCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valore"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostaConfigurazione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chiave"},"value":{"kind":"StringValue","value":"base_costo","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"valore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valore"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}}]}}]}}]} as unknown as DocumentNode<ImpostaBaseCostoMutation, ImpostaBaseCostoMutationVariables>;
export const ProduzioneDatiRegistrazioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProduzioneDatiRegistrazione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]}}]} as unknown as DocumentNode<ProduzioneDatiRegistrazioneQuery, ProduzioneDatiRegistrazioneQueryVariables>;
export const ProduzioneRegistraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProduzioneRegistra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistraProduzioneInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraProduzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}}]}}]}}]} as unknown as DocumentNode<ProduzioneRegistraMutation, ProduzioneRegistraMutationVariables>;
export const ProduzioneSuggerimentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProduzioneSuggerimento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggerimentoProduzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"kgSuggeriti"}}]}}]}}]} as unknown as DocumentNode<ProduzioneSuggerimentoQuery, ProduzioneSuggerimentoQueryVariables>;
export const OpzioniScienzaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpzioniScienza"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiliBilanciamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"predefinito"}}]}},{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaVetrina"}}]}}]}}]} as unknown as DocumentNode<OpzioniScienzaQuery, OpzioniScienzaQueryVariables>;
export const AnalisiRicettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalisiRicetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalisiRicettaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analisiRicetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalisiCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalisiCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalisiMiscela"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"composizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"solidiTotali"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"altriSolidi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pacTotale"}},{"kind":"Field","name":{"kind":"Name","value":"pacSaliLatte"}},{"kind":"Field","name":{"kind":"Name","value":"hf"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"absPac"}},{"kind":"Field","name":{"kind":"Name","value":"puntoCongelamento"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"}},{"kind":"Field","name":{"kind":"Name","value":"durezzaVetrina"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"percentuale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"densitaMix"}},{"kind":"Field","name":{"kind":"Name","value":"copertura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentuale"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiSenzaComposizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"curva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaDurezza"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controlli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"esito"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}}]}}]} as unknown as DocumentNode<AnalisiRicettaQuery, AnalisiRicettaQueryVariables>;
export const BilanciaRicettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BilanciaRicetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BilanciaRicettaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bilanciaRicetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fattibile"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"obiettiviMancati"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"scarto"}},{"kind":"Field","name":{"kind":"Name","value":"messaggio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vincoliAttivi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analisi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalisiCampi"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalisiCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalisiMiscela"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"composizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"solidiTotali"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"altriSolidi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pacTotale"}},{"kind":"Field","name":{"kind":"Name","value":"pacSaliLatte"}},{"kind":"Field","name":{"kind":"Name","value":"hf"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"absPac"}},{"kind":"Field","name":{"kind":"Name","value":"puntoCongelamento"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"}},{"kind":"Field","name":{"kind":"Name","value":"durezzaVetrina"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"percentuale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"densitaMix"}},{"kind":"Field","name":{"kind":"Name","value":"copertura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentuale"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiSenzaComposizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"curva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaDurezza"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controlli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"esito"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}}]}}]} as unknown as DocumentNode<BilanciaRicettaMutation, BilanciaRicettaMutationVariables>;
export const AnalisiGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalisiGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"analisi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalisiCampi"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalisiCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalisiMiscela"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"composizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"solidiTotali"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"altriSolidi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pacTotale"}},{"kind":"Field","name":{"kind":"Name","value":"pacSaliLatte"}},{"kind":"Field","name":{"kind":"Name","value":"hf"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"absPac"}},{"kind":"Field","name":{"kind":"Name","value":"puntoCongelamento"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"}},{"kind":"Field","name":{"kind":"Name","value":"durezzaVetrina"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"percentuale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"densitaMix"}},{"kind":"Field","name":{"kind":"Name","value":"copertura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentuale"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiSenzaComposizione"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"curva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaDurezza"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controlli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"esito"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}}]}}]} as unknown as DocumentNode<AnalisiGustoQuery, AnalisiGustoQueryVariables>;
export const AnalyticsOpzioniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsOpzioni"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categorieGusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"soloAttive"},"value":{"kind":"BooleanValue","value":true}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"BooleanValue","value":true}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utenti"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]}}]} as unknown as DocumentNode<AnalyticsOpzioniQuery, AnalyticsOpzioniQueryVariables>;
export const AnalyticsCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oggi"}},{"kind":"Field","name":{"kind":"Name","value":"produzioneOggi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}},{"kind":"Field","name":{"kind":"Name","value":"produzioneMese"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totali"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustiAttivi"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsCardsQuery, AnalyticsCardsQueryVariables>;
export const AnalyticsConfrontoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsConfronto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confronto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finoAOggi"}},{"kind":"Field","name":{"kind":"Name","value":"annoCorrente"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsAnnoConfrontoCampi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annoPrecedente"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsAnnoConfrontoCampi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variazioni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kgPercentuale"}},{"kind":"Field","name":{"kind":"Name","value":"costoPercentuale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"marginePercentuale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsAnnoConfrontoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsAnnoConfronto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anno"}},{"kind":"Field","name":{"kind":"Name","value":"dataInizio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFine"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineStimato"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"datiMensili"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mese"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]} as unknown as DocumentNode<AnalyticsConfrontoQuery, AnalyticsConfrontoQueryVariables>;
export const AnalyticsTopGustiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsTopGusti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topGusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"totaleKg"}},{"kind":"Field","name":{"kind":"Name","value":"percentuale"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensile"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineKg"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsTopGustiQuery, AnalyticsTopGustiQueryVariables>;
export const AnalyticsIngredientiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsIngredienti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"consumoTotale"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"utilizzoGusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsIngredientiQuery, AnalyticsIngredientiQueryVariables>;
export const AnalyticsMarginiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsMargini"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFiltro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"margini"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"kgVenduti"}},{"kind":"Field","name":{"kind":"Name","value":"ricavo"}},{"kind":"Field","name":{"kind":"Name","value":"costo"}},{"kind":"Field","name":{"kind":"Name","value":"margine"}},{"kind":"Field","name":{"kind":"Name","value":"margineKg"}},{"kind":"Field","name":{"kind":"Name","value":"marginePercentuale"}},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"kgVenduti"}},{"kind":"Field","name":{"kind":"Name","value":"ricavo"}},{"kind":"Field","name":{"kind":"Name","value":"costo"}},{"kind":"Field","name":{"kind":"Name","value":"margine"}},{"kind":"Field","name":{"kind":"Name","value":"margineKg"}},{"kind":"Field","name":{"kind":"Name","value":"marginePercentuale"}},{"kind":"Field","name":{"kind":"Name","value":"margineFonte"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsMarginiQuery, AnalyticsMarginiQueryVariables>;
export const AnalyticsPrevisioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsPrevisione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accuratezzaPrevisioni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"wmapeModello"}},{"kind":"Field","name":{"kind":"Name","value":"wmapeIngenuo"}},{"kind":"Field","name":{"kind":"Name","value":"wmapeRegola4Settimane"}},{"kind":"Field","name":{"kind":"Name","value":"settimane"}},{"kind":"Field","name":{"kind":"Name","value":"giorni"}}]}}]}}]} as unknown as DocumentNode<AnalyticsPrevisioneQuery, AnalyticsPrevisioneQueryVariables>;
export const AnalyticsFoodCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsFoodCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseCosto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BaseCosto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodCostGusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"baseCosto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseCosto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"foodCostAttuale"}},{"kind":"Field","name":{"kind":"Name","value":"foodCostMedio"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsFoodCostQuery, AnalyticsFoodCostQueryVariables>;
export const LottiInScadenzaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LottiInScadenza"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lottiInScadenza"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giorni"}},{"kind":"Field","name":{"kind":"Name","value":"lotti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"lotto"}},{"kind":"Field","name":{"kind":"Name","value":"scadenza"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"giorni"}}]}}]}}]}}]} as unknown as DocumentNode<LottiInScadenzaQuery, LottiInScadenzaQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oggi"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoVenditaKg"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"produzioneOggi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}},{"kind":"Field","name":{"kind":"Name","value":"produzioneMese"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totali"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produzioni"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"utentiAttivi"}},{"kind":"Field","name":{"kind":"Name","value":"gustiAttivi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"produzioneGiornaliera"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const StoricoEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoricoEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoEmail"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stato"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatoEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"stato"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stato"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"destinatari"}},{"kind":"Field","name":{"kind":"Name","value":"oggetto"}},{"kind":"Field","name":{"kind":"Name","value":"stato"}},{"kind":"Field","name":{"kind":"Name","value":"dataCreazione"}},{"kind":"Field","name":{"kind":"Name","value":"dataInvio"}},{"kind":"Field","name":{"kind":"Name","value":"messaggioErrore"}},{"kind":"Field","name":{"kind":"Name","value":"tentativi"}}]}}]}}]}}]} as unknown as DocumentNode<StoricoEmailQuery, StoricoEmailQueryVariables>;
export const StoricoEmailDettaglioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoricoEmailDettaglio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailLogDettaglio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"stato"}},{"kind":"Field","name":{"kind":"Name","value":"oggetto"}},{"kind":"Field","name":{"kind":"Name","value":"destinatari"}},{"kind":"Field","name":{"kind":"Name","value":"dataCreazione"}},{"kind":"Field","name":{"kind":"Name","value":"dataInvio"}},{"kind":"Field","name":{"kind":"Name","value":"messaggioErrore"}},{"kind":"Field","name":{"kind":"Name","value":"riferimentoTipo"}},{"kind":"Field","name":{"kind":"Name","value":"riferimentoId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"tentativi"}},{"kind":"Field","name":{"kind":"Name","value":"prossimoTentativo"}},{"kind":"Field","name":{"kind":"Name","value":"contenuto"}},{"kind":"Field","name":{"kind":"Name","value":"testo"}},{"kind":"Field","name":{"kind":"Name","value":"datiAggiuntivi"}}]}}]}}]} as unknown as DocumentNode<StoricoEmailDettaglioQuery, StoricoEmailDettaglioQueryVariables>;
export const GestioneFornitoriDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestioneFornitori"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fornitori"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneFornitoreCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneFornitoreCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fornitore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"comune"}},{"kind":"Field","name":{"kind":"Name","value":"provincia"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"}}]}}]} as unknown as DocumentNode<GestioneFornitoriQuery, GestioneFornitoriQueryVariables>;
export const CreaFornitoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaFornitore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FornitoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaFornitore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneFornitoreCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneFornitoreCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fornitore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"comune"}},{"kind":"Field","name":{"kind":"Name","value":"provincia"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"}}]}}]} as unknown as DocumentNode<CreaFornitoreMutation, CreaFornitoreMutationVariables>;
export const ModificaFornitoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModificaFornitore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FornitoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modificaFornitore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneFornitoreCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneFornitoreCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fornitore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"comune"}},{"kind":"Field","name":{"kind":"Name","value":"provincia"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"}}]}}]} as unknown as DocumentNode<ModificaFornitoreMutation, ModificaFornitoreMutationVariables>;
export const FoglioPesataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoglioPesata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kg"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vaschette"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volumeL"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foglioPesata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kg"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kg"}}},{"kind":"Argument","name":{"kind":"Name","value":"vaschette"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vaschette"}}},{"kind":"Argument","name":{"kind":"Name","value":"volumeL"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volumeL"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"versione"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"modo"}},{"kind":"Field","name":{"kind":"Name","value":"kgMix"}},{"kind":"Field","name":{"kind":"Name","value":"densitaMix"}},{"kind":"Field","name":{"kind":"Name","value":"vaschette"}},{"kind":"Field","name":{"kind":"Name","value":"volumeL"}},{"kind":"Field","name":{"kind":"Name","value":"overrun"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaMinKg"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaMaxKg"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzioneG"}},{"kind":"Field","name":{"kind":"Name","value":"kgCiclo"}},{"kind":"Field","name":{"kind":"Name","value":"cicli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"grammi"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}},{"kind":"Field","name":{"kind":"Name","value":"tracce"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"avvisi"}}]}}]}}]} as unknown as DocumentNode<FoglioPesataQuery, FoglioPesataQueryVariables>;
export const FoglioPesataCostiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoglioPesataCosti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kg"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vaschette"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volumeL"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foglioPesata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kg"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kg"}}},{"kind":"Argument","name":{"kind":"Name","value":"vaschette"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vaschette"}}},{"kind":"Argument","name":{"kind":"Name","value":"volumeL"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volumeL"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCostKg"}},{"kind":"Field","name":{"kind":"Name","value":"costoLotto"}}]}}]}}]} as unknown as DocumentNode<FoglioPesataCostiQuery, FoglioPesataCostiQueryVariables>;
export const GestioneGustiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestioneGusti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includiDisattivi"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseCosto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BaseCosto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includiDisattivi"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseCosto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseCosto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneGustoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<GestioneGustiQuery, GestioneGustiQueryVariables>;
export const DatiFormGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatiFormGusto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categorieGusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"soloAttive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"profilo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"soloAttivi"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codice"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}}]}}]}}]} as unknown as DocumentNode<DatiFormGustoQuery, DatiFormGustoQueryVariables>;
export const CreaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GustoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneGustoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<CreaGustoMutation, CreaGustoMutationVariables>;
export const AggiornaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaGustoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneGustoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<AggiornaGustoMutation, AggiornaGustoMutationVariables>;
export const DuplicaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneGustoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<DuplicaGustoMutation, DuplicaGustoMutationVariables>;
export const AttivaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttivaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attivaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneGustoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<AttivaGustoMutation, AttivaGustoMutationVariables>;
export const DisattivaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisattivaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disattivaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneGustoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneGustoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"stagionale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"noteProduzione"}},{"kind":"Field","name":{"kind":"Name","value":"denominazione"}},{"kind":"Field","name":{"kind":"Name","value":"profiloId"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"podKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"kcal"}},{"kind":"Field","name":{"kind":"Name","value":"ricetta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteAttivo"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<DisattivaGustoMutation, DisattivaGustoMutationVariables>;
export const ProfiliBilanciamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfiliBilanciamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiliBilanciamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfiloBilanciamento"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"predefinito"}},{"kind":"Field","name":{"kind":"Name","value":"obiettivi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<ProfiliBilanciamentoQuery, ProfiliBilanciamentoQueryVariables>;
export const CreaProfiloBilanciamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaProfiloBilanciamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfiloBilanciamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaProfiloBilanciamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfiloBilanciamento"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"predefinito"}},{"kind":"Field","name":{"kind":"Name","value":"obiettivi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<CreaProfiloBilanciamentoMutation, CreaProfiloBilanciamentoMutationVariables>;
export const AggiornaProfiloBilanciamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaProfiloBilanciamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaProfiloBilanciamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaProfiloBilanciamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfiloBilanciamentoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfiloBilanciamento"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"predefinito"}},{"kind":"Field","name":{"kind":"Name","value":"obiettivi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<AggiornaProfiloBilanciamentoMutation, AggiornaProfiloBilanciamentoMutationVariables>;
export const EliminaProfiloBilanciamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaProfiloBilanciamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaProfiloBilanciamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EliminaProfiloBilanciamentoMutation, EliminaProfiloBilanciamentoMutationVariables>;
export const VersioniRicettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersioniRicetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versioniRicetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"autore"}},{"kind":"Field","name":{"kind":"Name","value":"nota"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"corrente"}}]}}]}}]} as unknown as DocumentNode<VersioniRicettaQuery, VersioniRicettaQueryVariables>;
export const VersioneRicettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersioneRicetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numero"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versioneRicetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"numero"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numero"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"}},{"kind":"Field","name":{"kind":"Name","value":"pacKg"}},{"kind":"Field","name":{"kind":"Name","value":"massaKg"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"unita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}}]}}]}}]}}]} as unknown as DocumentNode<VersioneRicettaQuery, VersioneRicettaQueryVariables>;
export const RipristinaVersioneRicettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RipristinaVersioneRicetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numero"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ripristinaVersioneRicetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"numero"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numero"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versione"}}]}}]}}]} as unknown as DocumentNode<RipristinaVersioneRicettaMutation, RipristinaVersioneRicettaMutationVariables>;
export const ImpostazioniAllergeniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpostazioniAllergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allergeni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Allergene"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codice"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"regolamentazione"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<ImpostazioniAllergeniQuery, ImpostazioniAllergeniQueryVariables>;
export const CreaAllergeneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaAllergene"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AllergeneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaAllergene"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Allergene"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codice"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"regolamentazione"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<CreaAllergeneMutation, CreaAllergeneMutationVariables>;
export const AggiornaAllergeneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaAllergene"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaAllergeneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaAllergene"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniAllergeneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Allergene"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codice"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"regolamentazione"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<AggiornaAllergeneMutation, AggiornaAllergeneMutationVariables>;
export const EliminaAllergeneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaAllergene"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaAllergene"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EliminaAllergeneMutation, EliminaAllergeneMutationVariables>;
export const ImpostazioniCategorieGustiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpostazioniCategorieGusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categorieGusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaGusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<ImpostazioniCategorieGustiQuery, ImpostazioniCategorieGustiQueryVariables>;
export const CreaCategoriaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaCategoriaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaGustoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaCategoriaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaGusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<CreaCategoriaGustoMutation, CreaCategoriaGustoMutationVariables>;
export const AggiornaCategoriaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaCategoriaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaCategoriaGustoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaCategoriaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpostazioniCategoriaGustoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaGusto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<AggiornaCategoriaGustoMutation, AggiornaCategoriaGustoMutationVariables>;
export const EliminaCategoriaGustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaCategoriaGusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaCategoriaGusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EliminaCategoriaGustoMutation, EliminaCategoriaGustoMutationVariables>;
export const ConfigurazioneEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigurazioneEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}}]}}]}}]} as unknown as DocumentNode<ConfigurazioneEmailQuery, ConfigurazioneEmailQueryVariables>;
export const SalvaEmailConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalvaEmailConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailConfigEntryInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salvaEmailConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"configs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SalvaEmailConfigMutation, SalvaEmailConfigMutationVariables>;
export const InviaEmailTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviaEmailTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviaEmailTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"emailId"}}]}}]}}]} as unknown as DocumentNode<InviaEmailTestMutation, InviaEmailTestMutationVariables>;
export const GestioneIngredientiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestioneIngredienti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includiDisattivi"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includiDisattivi"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneIngredienteCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneIngredienteCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ingrediente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacPodDerivati"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniDichiarati"}},{"kind":"Field","name":{"kind":"Name","value":"nomeEtichetta"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiComposti"}},{"kind":"Field","name":{"kind":"Name","value":"additivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"eNumero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<GestioneIngredientiQuery, GestioneIngredientiQueryVariables>;
export const StatisticheIngredientiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatisticheIngredienti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataInizio"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataFine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statisticheIngredienti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataInizio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataInizio"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataFine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataFine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataInizio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totali"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredientiAnalizzati"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotaliProdotti"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaTotaleUtilizzata"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistiche"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"gustiUtilizzati"}},{"kind":"Field","name":{"kind":"Name","value":"kgProdottiTotali"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaUtilizzataKg"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaUtilizzata"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotaleUtilizzato"}},{"kind":"Field","name":{"kind":"Name","value":"costoMedioEffettivo"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}}]}}]}}]}}]} as unknown as DocumentNode<StatisticheIngredientiQuery, StatisticheIngredientiQueryVariables>;
export const CreaIngredienteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaIngrediente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IngredienteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaIngrediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneIngredienteCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneIngredienteCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ingrediente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacPodDerivati"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniDichiarati"}},{"kind":"Field","name":{"kind":"Name","value":"nomeEtichetta"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiComposti"}},{"kind":"Field","name":{"kind":"Name","value":"additivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"eNumero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<CreaIngredienteMutation, CreaIngredienteMutationVariables>;
export const AggiornaIngredienteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaIngrediente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaIngredienteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaIngrediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneIngredienteCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneIngredienteCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ingrediente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacPodDerivati"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniDichiarati"}},{"kind":"Field","name":{"kind":"Name","value":"nomeEtichetta"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiComposti"}},{"kind":"Field","name":{"kind":"Name","value":"additivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"eNumero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<AggiornaIngredienteMutation, AggiornaIngredienteMutationVariables>;
export const AttivaIngredienteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttivaIngrediente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attivaIngrediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneIngredienteCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneIngredienteCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ingrediente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacPodDerivati"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniDichiarati"}},{"kind":"Field","name":{"kind":"Name","value":"nomeEtichetta"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiComposti"}},{"kind":"Field","name":{"kind":"Name","value":"additivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"eNumero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<AttivaIngredienteMutation, AttivaIngredienteMutationVariables>;
export const DisattivaIngredienteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisattivaIngrediente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disattivaIngrediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneIngredienteCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneIngredienteCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ingrediente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}},{"kind":"Field","name":{"kind":"Name","value":"pacPodDerivati"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniContiene"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniTracce"}},{"kind":"Field","name":{"kind":"Name","value":"allergeniDichiarati"}},{"kind":"Field","name":{"kind":"Name","value":"nomeEtichetta"}},{"kind":"Field","name":{"kind":"Name","value":"caratterizzante"}},{"kind":"Field","name":{"kind":"Name","value":"pesoPezzoG"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientiComposti"}},{"kind":"Field","name":{"kind":"Name","value":"additivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"eNumero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]} as unknown as DocumentNode<DisattivaIngredienteMutation, DisattivaIngredienteMutationVariables>;
export const LibreriaIngredientiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibreriaIngredienti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libreriaIngredienti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codice"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}},{"kind":"Field","name":{"kind":"Name","value":"calorie"}},{"kind":"Field","name":{"kind":"Name","value":"carboidrati"}},{"kind":"Field","name":{"kind":"Name","value":"zuccheri"}},{"kind":"Field","name":{"kind":"Name","value":"grassi"}},{"kind":"Field","name":{"kind":"Name","value":"proteine"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"acqua"}},{"kind":"Field","name":{"kind":"Name","value":"grassiSaturi"}},{"kind":"Field","name":{"kind":"Name","value":"fibre"}},{"kind":"Field","name":{"kind":"Name","value":"slng"}},{"kind":"Field","name":{"kind":"Name","value":"saccarosio"}},{"kind":"Field","name":{"kind":"Name","value":"glucosio"}},{"kind":"Field","name":{"kind":"Name","value":"fruttosio"}},{"kind":"Field","name":{"kind":"Name","value":"lattosio"}},{"kind":"Field","name":{"kind":"Name","value":"maltosio"}},{"kind":"Field","name":{"kind":"Name","value":"alcol"}},{"kind":"Field","name":{"kind":"Name","value":"burroCacao"}},{"kind":"Field","name":{"kind":"Name","value":"solidiCacao"}},{"kind":"Field","name":{"kind":"Name","value":"grassiFruttaSecca"}},{"kind":"Field","name":{"kind":"Name","value":"stabilizzanti"}},{"kind":"Field","name":{"kind":"Name","value":"densita"}},{"kind":"Field","name":{"kind":"Name","value":"sciroppoGlucosio"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"eritritolo"}},{"kind":"Field","name":{"kind":"Name","value":"maltitolo"}},{"kind":"Field","name":{"kind":"Name","value":"sorbitolo"}},{"kind":"Field","name":{"kind":"Name","value":"trealosio"}},{"kind":"Field","name":{"kind":"Name","value":"inulina"}},{"kind":"Field","name":{"kind":"Name","value":"polidestrosio"}},{"kind":"Field","name":{"kind":"Name","value":"sucralosio"}},{"kind":"Field","name":{"kind":"Name","value":"glicosidiSteviolo"}},{"kind":"Field","name":{"kind":"Name","value":"pac"}},{"kind":"Field","name":{"kind":"Name","value":"pod"}}]}}]}}]} as unknown as DocumentNode<LibreriaIngredientiQuery, LibreriaIngredientiQueryVariables>;
export const PrezziIngredienteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrezziIngrediente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ingredienteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prezziIngrediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ingredienteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ingredienteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoPrezzo"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoMedioPonderato"}},{"kind":"Field","name":{"kind":"Name","value":"sogliaVariazione"}},{"kind":"Field","name":{"kind":"Name","value":"prezzi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"}},{"kind":"Field","name":{"kind":"Name","value":"numeroDocumento"}},{"kind":"Field","name":{"kind":"Name","value":"lotto"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"variazionePercentuale"}},{"kind":"Field","name":{"kind":"Name","value":"allarmePrezzo"}}]}}]}}]}}]} as unknown as DocumentNode<PrezziIngredienteQuery, PrezziIngredienteQueryVariables>;
export const ChiaviApiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChiaviApi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiaviApi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"prefisso"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"scadenza"}},{"kind":"Field","name":{"kind":"Name","value":"ipConsentiti"}},{"kind":"Field","name":{"kind":"Name","value":"creataIl"}},{"kind":"Field","name":{"kind":"Name","value":"revocataIl"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoUsoIl"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoUsoIp"}}]}}]}}]} as unknown as DocumentNode<ChiaviApiQuery, ChiaviApiQueryVariables>;
export const CreaChiaveApiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaChiaveApi"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scopes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scadenza"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ipConsentiti"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaChiaveApi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nome"}}},{"kind":"Argument","name":{"kind":"Name","value":"scopes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scopes"}}},{"kind":"Argument","name":{"kind":"Name","value":"scadenza"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scadenza"}}},{"kind":"Argument","name":{"kind":"Name","value":"ipConsentiti"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ipConsentiti"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"chiaveApi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"prefisso"}}]}}]}}]}}]} as unknown as DocumentNode<CreaChiaveApiMutation, CreaChiaveApiMutationVariables>;
export const RevocaChiaveApiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevocaChiaveApi"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revocaChiaveApi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revocataIl"}}]}}]}}]} as unknown as DocumentNode<RevocaChiaveApiMutation, RevocaChiaveApiMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventi"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"creatoIl"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreaWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventi"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventi"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segreto"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CreaWebhookMutation, CreaWebhookMutationVariables>;
export const EliminaWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EliminaWebhookMutation, EliminaWebhookMutationVariables>;
export const ConsegneWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsegneWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consegneWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"stato"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"durataMs"}},{"kind":"Field","name":{"kind":"Name","value":"tentativi"}},{"kind":"Field","name":{"kind":"Name","value":"errore"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inviataIl"}},{"kind":"Field","name":{"kind":"Name","value":"prossimoTentativo"}}]}}]}}]} as unknown as DocumentNode<ConsegneWebhookQuery, ConsegneWebhookQueryVariables>;
export const ReinviaConsegnaWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReinviaConsegnaWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reinviaConsegnaWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stato"}},{"kind":"Field","name":{"kind":"Name","value":"tentativi"}},{"kind":"Field","name":{"kind":"Name","value":"prossimoTentativo"}}]}}]}}]} as unknown as DocumentNode<ReinviaConsegnaWebhookMutation, ReinviaConsegnaWebhookMutationVariables>;
export const ListinoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Listino"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listino"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prezzoListinoPredefinito"}}]}}]} as unknown as DocumentNode<ListinoQuery, ListinoQueryVariables>;
export const ListinoImpostaPrezzoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListinoImpostaPrezzo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrezzoListinoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostaPrezzoListino"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoKg"}}]}}]}}]} as unknown as DocumentNode<ListinoImpostaPrezzoMutation, ListinoImpostaPrezzoMutationVariables>;
export const ListinoEliminaPrezzoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListinoEliminaPrezzo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaPrezzoListino"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gustoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gustoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}}]}}]}}]} as unknown as DocumentNode<ListinoEliminaPrezzoMutation, ListinoEliminaPrezzoMutationVariables>;
export const ListinoAumentaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListinoAumenta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AumentoListinoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aumentaListino"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoKg"}}]}}]}}]} as unknown as DocumentNode<ListinoAumentaMutation, ListinoAumentaMutationVariables>;
export const ListinoPorzioniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListinoPorzioni"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"porzioni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"grammi"}},{"kind":"Field","name":{"kind":"Name","value":"prezzo"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoKg"}}]}}]}}]} as unknown as DocumentNode<ListinoPorzioniQuery, ListinoPorzioniQueryVariables>;
export const ListinoImpostaPorzioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListinoImpostaPorzione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PorzioneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostaPorzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"grammi"}},{"kind":"Field","name":{"kind":"Name","value":"prezzo"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoKg"}}]}}]}}]} as unknown as DocumentNode<ListinoImpostaPorzioneMutation, ListinoImpostaPorzioneMutationVariables>;
export const ListinoEliminaPorzioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListinoEliminaPorzione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoPorzione"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaPorzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ListinoEliminaPorzioneMutation, ListinoEliminaPorzioneMutationVariables>;
export const LogAttivitaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogAttivita"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logAttivita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totale"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"utenteId"}},{"kind":"Field","name":{"kind":"Name","value":"utenteNome"}},{"kind":"Field","name":{"kind":"Name","value":"utenteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"azione"}},{"kind":"Field","name":{"kind":"Name","value":"dettagli"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<LogAttivitaQuery, LogAttivitaQueryVariables>;
export const EliminaLogAttivitaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaLogAttivita"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaLogAttivita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EliminaLogAttivitaMutation, EliminaLogAttivitaMutationVariables>;
export const GiacenzeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Giacenze"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giacenze"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"scortaMinima"}},{"kind":"Field","name":{"kind":"Name","value":"ubicazione"}},{"kind":"Field","name":{"kind":"Name","value":"sottoScorta"}},{"kind":"Field","name":{"kind":"Name","value":"giacenzaNegativa"}},{"kind":"Field","name":{"kind":"Name","value":"lotti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotto"}},{"kind":"Field","name":{"kind":"Name","value":"scadenza"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lottiInScadenza"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giorni"}}]}}]}}]} as unknown as DocumentNode<GiacenzeQuery, GiacenzeQueryVariables>;
export const RegistraRettificaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraRettifica"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RettificaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraRettifica"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}}]}}]}}]} as unknown as DocumentNode<RegistraRettificaMutation, RegistraRettificaMutationVariables>;
export const ImpostaScortaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpostaScorta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ingredienteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScortaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostaScorta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ingredienteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ingredienteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"scortaMinima"}},{"kind":"Field","name":{"kind":"Name","value":"ubicazione"}},{"kind":"Field","name":{"kind":"Name","value":"sottoScorta"}}]}}]}}]} as unknown as DocumentNode<ImpostaScortaMutation, ImpostaScortaMutationVariables>;
export const RegistraInventarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraInventario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InventarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraInventario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"righeContate"}},{"kind":"Field","name":{"kind":"Name","value":"invariate"}},{"kind":"Field","name":{"kind":"Name","value":"rettifiche"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RegistraInventarioMutation, RegistraInventarioMutationVariables>;
export const OrdiniSuggeritiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdiniSuggeriti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordiniSuggeriti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fornitoreId"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"totaleStimato"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"scortaMinima"}},{"kind":"Field","name":{"kind":"Name","value":"fabbisognoSettimana"}},{"kind":"Field","name":{"kind":"Name","value":"daOrdinare"}},{"kind":"Field","name":{"kind":"Name","value":"costoPerUnita"}},{"kind":"Field","name":{"kind":"Name","value":"costoStimato"}}]}}]}}]}}]} as unknown as DocumentNode<OrdiniSuggeritiQuery, OrdiniSuggeritiQueryVariables>;
export const RichiamoLottoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RichiamoLotto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ingredienteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lotto"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richiamoLotto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ingredienteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ingredienteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lotto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lotto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingrediente"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lotto"}},{"kind":"Field","name":{"kind":"Name","value":"fornitore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"comune"}},{"kind":"Field","name":{"kind":"Name","value":"provincia"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ricevimenti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fornitoreId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numeroDocumento"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"scadenza"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantitaRicevuta"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaUsata"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produzioneId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaIngrediente"}},{"kind":"Field","name":{"kind":"Name","value":"versioneRicetta"}},{"kind":"Field","name":{"kind":"Name","value":"lottoProduzione"}}]}}]}}]}}]} as unknown as DocumentNode<RichiamoLottoQuery, RichiamoLottoQueryVariables>;
export const PianoProduzioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PianoProduzione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"piano"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PianoCompleto"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PianoCompleto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Piano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"registrato"}},{"kind":"Field","name":{"kind":"Name","value":"produzioniIds"}},{"kind":"Field","name":{"kind":"Name","value":"pulizie"}},{"kind":"Field","name":{"kind":"Name","value":"avvisi"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgPrevisti"}},{"kind":"Field","name":{"kind":"Name","value":"kgMin"}},{"kind":"Field","name":{"kind":"Name","value":"kgMax"}},{"kind":"Field","name":{"kind":"Name","value":"kgInVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"kgInFreezer"}},{"kind":"Field","name":{"kind":"Name","value":"vaschetteProposte"}},{"kind":"Field","name":{"kind":"Name","value":"vaschette"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"modificataDa"}},{"kind":"Field","name":{"kind":"Name","value":"modificataIl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cicli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"inizio"}},{"kind":"Field","name":{"kind":"Name","value":"fine"}},{"kind":"Field","name":{"kind":"Name","value":"puliziaPrima"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fabbisogno"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"daOrdinare"}}]}}]}}]} as unknown as DocumentNode<PianoProduzioneQuery, PianoProduzioneQueryVariables>;
export const PianoModificheDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PianoModifiche"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pianoModifiche"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"vaschettePrima"}},{"kind":"Field","name":{"kind":"Name","value":"vaschetteDopo"}},{"kind":"Field","name":{"kind":"Name","value":"utente"}},{"kind":"Field","name":{"kind":"Name","value":"il"}}]}}]}}]} as unknown as DocumentNode<PianoModificheQuery, PianoModificheQueryVariables>;
export const SalvaPianoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalvaPiano"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"righe"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PianoRigaInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salvaPiano"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"righe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"righe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PianoCompleto"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PianoCompleto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Piano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"registrato"}},{"kind":"Field","name":{"kind":"Name","value":"produzioniIds"}},{"kind":"Field","name":{"kind":"Name","value":"pulizie"}},{"kind":"Field","name":{"kind":"Name","value":"avvisi"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgPrevisti"}},{"kind":"Field","name":{"kind":"Name","value":"kgMin"}},{"kind":"Field","name":{"kind":"Name","value":"kgMax"}},{"kind":"Field","name":{"kind":"Name","value":"kgInVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"kgInFreezer"}},{"kind":"Field","name":{"kind":"Name","value":"vaschetteProposte"}},{"kind":"Field","name":{"kind":"Name","value":"vaschette"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"modificataDa"}},{"kind":"Field","name":{"kind":"Name","value":"modificataIl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cicli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"inizio"}},{"kind":"Field","name":{"kind":"Name","value":"fine"}},{"kind":"Field","name":{"kind":"Name","value":"puliziaPrima"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fabbisogno"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"daOrdinare"}}]}}]}}]} as unknown as DocumentNode<SalvaPianoMutation, SalvaPianoMutationVariables>;
export const RegistraPianoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraPiano"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraPiano"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PianoCompleto"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PianoCompleto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Piano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"registrato"}},{"kind":"Field","name":{"kind":"Name","value":"produzioniIds"}},{"kind":"Field","name":{"kind":"Name","value":"pulizie"}},{"kind":"Field","name":{"kind":"Name","value":"avvisi"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgPrevisti"}},{"kind":"Field","name":{"kind":"Name","value":"kgMin"}},{"kind":"Field","name":{"kind":"Name","value":"kgMax"}},{"kind":"Field","name":{"kind":"Name","value":"kgInVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"kgInFreezer"}},{"kind":"Field","name":{"kind":"Name","value":"vaschetteProposte"}},{"kind":"Field","name":{"kind":"Name","value":"vaschette"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"modificataDa"}},{"kind":"Field","name":{"kind":"Name","value":"modificataIl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cicli"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatore"}},{"kind":"Field","name":{"kind":"Name","value":"ordine"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"inizio"}},{"kind":"Field","name":{"kind":"Name","value":"fine"}},{"kind":"Field","name":{"kind":"Name","value":"puliziaPrima"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fabbisogno"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingredienteId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"giacenza"}},{"kind":"Field","name":{"kind":"Name","value":"daOrdinare"}}]}}]}}]} as unknown as DocumentNode<RegistraPianoMutation, RegistraPianoMutationVariables>;
export const ConfigurazionePianoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigurazionePiano"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurazionePiano"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurazionePianoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurazionePianoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurazionePiano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatori"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"minutiCiclo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orarioInizio"}},{"kind":"Field","name":{"kind":"Name","value":"orarioFine"}},{"kind":"Field","name":{"kind":"Name","value":"kgPerVaschetta"}},{"kind":"Field","name":{"kind":"Name","value":"minutiPulizia"}},{"kind":"Field","name":{"kind":"Name","value":"giorniVetrinaGelato"}},{"kind":"Field","name":{"kind":"Name","value":"giorniVetrinaSorbetto"}},{"kind":"Field","name":{"kind":"Name","value":"gustiSempreEsposti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}}]}}]}}]} as unknown as DocumentNode<ConfigurazionePianoQuery, ConfigurazionePianoQueryVariables>;
export const SalvaConfigurazionePianoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalvaConfigurazionePiano"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurazionePianoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salvaConfigurazionePiano"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurazionePianoCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurazionePianoCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurazionePiano"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mantecatori"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"minutiCiclo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orarioInizio"}},{"kind":"Field","name":{"kind":"Name","value":"orarioFine"}},{"kind":"Field","name":{"kind":"Name","value":"kgPerVaschetta"}},{"kind":"Field","name":{"kind":"Name","value":"minutiPulizia"}},{"kind":"Field","name":{"kind":"Name","value":"giorniVetrinaGelato"}},{"kind":"Field","name":{"kind":"Name","value":"giorniVetrinaSorbetto"}},{"kind":"Field","name":{"kind":"Name","value":"gustiSempreEsposti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}}]}}]}}]} as unknown as DocumentNode<SalvaConfigurazionePianoMutation, SalvaConfigurazionePianoMutationVariables>;
export const GestionePuntiVenditaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestionePuntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestionePuntoVenditaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestionePuntoVenditaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PuntoVendita"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"latitudine"}},{"kind":"Field","name":{"kind":"Name","value":"longitudine"}},{"kind":"Field","name":{"kind":"Name","value":"santoPatrono"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GestionePuntiVenditaQuery, GestionePuntiVenditaQueryVariables>;
export const CreaPuntoVenditaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaPuntoVendita"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PuntoVenditaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaPuntoVendita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestionePuntoVenditaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestionePuntoVenditaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PuntoVendita"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"latitudine"}},{"kind":"Field","name":{"kind":"Name","value":"longitudine"}},{"kind":"Field","name":{"kind":"Name","value":"santoPatrono"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreaPuntoVenditaMutation, CreaPuntoVenditaMutationVariables>;
export const AggiornaPuntoVenditaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaPuntoVendita"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaPuntoVenditaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaPuntoVendita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestionePuntoVenditaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestionePuntoVenditaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PuntoVendita"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaVetrina"}},{"kind":"Field","name":{"kind":"Name","value":"latitudine"}},{"kind":"Field","name":{"kind":"Name","value":"longitudine"}},{"kind":"Field","name":{"kind":"Name","value":"santoPatrono"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AggiornaPuntoVenditaMutation, AggiornaPuntoVenditaMutationVariables>;
export const EliminaPuntoVenditaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaPuntoVendita"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaPuntoVendita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EliminaPuntoVenditaMutation, EliminaPuntoVenditaMutationVariables>;
export const ChecklistHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChecklistHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checklistHaccp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"voci"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispositivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaMin"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaMax"}},{"kind":"Field","name":{"kind":"Name","value":"frequenzaOre"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finestre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inizio"}},{"kind":"Field","name":{"kind":"Name","value":"fine"}},{"kind":"Field","name":{"kind":"Name","value":"stato"}},{"kind":"Field","name":{"kind":"Name","value":"letturaId"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"fuoriLimiti"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dovute"}},{"kind":"Field","name":{"kind":"Name","value":"registrate"}},{"kind":"Field","name":{"kind":"Name","value":"mancate"}},{"kind":"Field","name":{"kind":"Name","value":"daFare"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allarmi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispositivoNome"}},{"kind":"Field","name":{"kind":"Name","value":"misurataIl"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}}]}}]}}]}}]} as unknown as DocumentNode<ChecklistHaccpQuery, ChecklistHaccpQueryVariables>;
export const RegistroHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistroHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mese"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registroHaccp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mese"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mese"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"mese"}},{"kind":"Field","name":{"kind":"Name","value":"fuoriLimiti"}},{"kind":"Field","name":{"kind":"Name","value":"allarmiAperti"}},{"kind":"Field","name":{"kind":"Name","value":"dispositivi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrazioni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"misurataIl"}},{"kind":"Field","name":{"kind":"Name","value":"firmatoDa"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}},{"kind":"Field","name":{"kind":"Name","value":"fuoriLimiti"}},{"kind":"Field","name":{"kind":"Name","value":"azioneCorrettiva"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integra"}},{"kind":"Field","name":{"kind":"Name","value":"registrazioni"}},{"kind":"Field","name":{"kind":"Name","value":"primaRottaSeq"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}}]}}]}}]}}]} as unknown as DocumentNode<RegistroHaccpQuery, RegistroHaccpQueryVariables>;
export const RegistraLetturaHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraLetturaHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LetturaHaccpInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraLetturaHaccp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistraLetturaHaccpMutation, RegistraLetturaHaccpMutationVariables>;
export const ChiudiAllarmeHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChiudiAllarmeHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"azioneCorrettiva"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiudiAllarmeHaccp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"azioneCorrettiva"},"value":{"kind":"Variable","name":{"kind":"Name","value":"azioneCorrettiva"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChiudiAllarmeHaccpMutation, ChiudiAllarmeHaccpMutationVariables>;
export const RegistraPastorizzazioneHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraPastorizzazioneHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PastorizzazioneInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraPastorizzazione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistraPastorizzazioneHaccpMutation, RegistraPastorizzazioneHaccpMutationVariables>;
export const RegistraAbbattimentoHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraAbbattimentoHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AbbattimentoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraAbbattimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistraAbbattimentoHaccpMutation, RegistraAbbattimentoHaccpMutationVariables>;
export const RegistraPuliziaHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraPuliziaHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PuliziaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraPulizia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistraPuliziaHaccpMutation, RegistraPuliziaHaccpMutationVariables>;
export const RegistraControlloMerciHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraControlloMerciHaccp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ControlloMerciInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraControlloMerci"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistraControlloMerciHaccpMutation, RegistraControlloMerciHaccpMutationVariables>;
export const LettureMancateHaccpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LettureMancateHaccp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lettureMancateHaccp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"dispositivoId"}},{"kind":"Field","name":{"kind":"Name","value":"dispositivoNome"}},{"kind":"Field","name":{"kind":"Name","value":"inizio"}},{"kind":"Field","name":{"kind":"Name","value":"fine"}}]}}]}}]} as unknown as DocumentNode<LettureMancateHaccpQuery, LettureMancateHaccpQueryVariables>;
export const DurezzaVetrinaMisurataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DurezzaVetrinaMisurata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durezzaVetrinaMisurata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaConfigurata"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaMisurata"}},{"kind":"Field","name":{"kind":"Name","value":"letture"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaUsata"}},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"stato"}},{"kind":"Field","name":{"kind":"Name","value":"temperaturaServizio"}},{"kind":"Field","name":{"kind":"Name","value":"intervalloMin"}},{"kind":"Field","name":{"kind":"Name","value":"intervalloMax"}}]}}]}}]}}]} as unknown as DocumentNode<DurezzaVetrinaMisurataQuery, DurezzaVetrinaMisurataQueryVariables>;
export const GestioneRicevimentiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestioneRicevimenti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fornitoreId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ricevimenti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fornitoreId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fornitoreId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fornitoreId"}},{"kind":"Field","name":{"kind":"Name","value":"fornitoreNome"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numeroDocumento"}},{"kind":"Field","name":{"kind":"Name","value":"fatturaTipoDocumento"}},{"kind":"Field","name":{"kind":"Name","value":"fatturaNomeFile"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNome"}},{"kind":"Field","name":{"kind":"Name","value":"numeroRighe"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"}}]}}]}}]} as unknown as DocumentNode<GestioneRicevimentiQuery, GestioneRicevimentiQueryVariables>;
export const DettaglioRicevimentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DettaglioRicevimento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ricevimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fornitoreNome"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numeroDocumento"}},{"kind":"Field","name":{"kind":"Name","value":"fatturaNomeFile"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienteNome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}},{"kind":"Field","name":{"kind":"Name","value":"lotto"}},{"kind":"Field","name":{"kind":"Name","value":"scadenza"}},{"kind":"Field","name":{"kind":"Name","value":"quantita"}},{"kind":"Field","name":{"kind":"Name","value":"prezzoUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"variazionePercentuale"}},{"kind":"Field","name":{"kind":"Name","value":"allarmePrezzo"}},{"kind":"Field","name":{"kind":"Name","value":"temperatura"}},{"kind":"Field","name":{"kind":"Name","value":"descrizione"}}]}}]}}]}}]} as unknown as DocumentNode<DettaglioRicevimentoQuery, DettaglioRicevimentoQueryVariables>;
export const DatiRicevimentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatiRicevimento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fornitori"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"unitaMisura"}}]}}]}}]} as unknown as DocumentNode<DatiRicevimentoQuery, DatiRicevimentoQueryVariables>;
export const RegistraRicevimentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistraRicevimento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RicevimentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraRicevimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numeroDocumento"}},{"kind":"Field","name":{"kind":"Name","value":"fornitoreNome"}},{"kind":"Field","name":{"kind":"Name","value":"numeroRighe"}}]}}]}}]} as unknown as DocumentNode<RegistraRicevimentoMutation, RegistraRicevimentoMutationVariables>;
export const ImpostazioniDatabaseStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpostazioniDatabaseStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"utenti"}},{"kind":"Field","name":{"kind":"Name","value":"gusti"}},{"kind":"Field","name":{"kind":"Name","value":"ingredienti"}},{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"}},{"kind":"Field","name":{"kind":"Name","value":"categorieGusti"}},{"kind":"Field","name":{"kind":"Name","value":"allergeni"}},{"kind":"Field","name":{"kind":"Name","value":"produzioneTotale"}},{"kind":"Field","name":{"kind":"Name","value":"produzioneUltimoMese"}},{"kind":"Field","name":{"kind":"Name","value":"produzioni"}}]}}]}}]} as unknown as DocumentNode<ImpostazioniDatabaseStatsQuery, ImpostazioniDatabaseStatsQueryVariables>;
export const ResetDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetDatabaseMutation, ResetDatabaseMutationVariables>;
export const PrezzoVenditaKgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrezzoVenditaKg"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurazioni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}}]}}]}}]} as unknown as DocumentNode<PrezzoVenditaKgQuery, PrezzoVenditaKgQueryVariables>;
export const ImpostaPrezzoVenditaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpostaPrezzoVendita"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valore"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostaConfigurazione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chiave"},"value":{"kind":"StringValue","value":"prezzo_vendita_kg","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"valore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valore"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiave"}},{"kind":"Field","name":{"kind":"Name","value":"valore"}}]}}]}}]} as unknown as DocumentNode<ImpostaPrezzoVenditaMutation, ImpostaPrezzoVenditaMutationVariables>;
export const ImpostazioniLaboratorioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpostazioniLaboratorio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostazioniLaboratorio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LaboratorioSectionCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LaboratorioSectionCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpostazioniLaboratorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacitaMinKg"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaMaxKg"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzioneG"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzionePrecisioneG"}},{"kind":"Field","name":{"kind":"Name","value":"sogliaPrecisioneG"}},{"kind":"Field","name":{"kind":"Name","value":"overrunGelato"}},{"kind":"Field","name":{"kind":"Name","value":"overrunSorbetto"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeGelatoGiorni"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeSorbettoGiorni"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}}]}}]} as unknown as DocumentNode<ImpostazioniLaboratorioQuery, ImpostazioniLaboratorioQueryVariables>;
export const ImpostaLaboratorioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpostaLaboratorio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImpostaLaboratorioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impostaLaboratorio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LaboratorioSectionCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LaboratorioSectionCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpostazioniLaboratorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacitaMinKg"}},{"kind":"Field","name":{"kind":"Name","value":"capacitaMaxKg"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzioneG"}},{"kind":"Field","name":{"kind":"Name","value":"risoluzionePrecisioneG"}},{"kind":"Field","name":{"kind":"Name","value":"sogliaPrecisioneG"}},{"kind":"Field","name":{"kind":"Name","value":"overrunGelato"}},{"kind":"Field","name":{"kind":"Name","value":"overrunSorbetto"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeGelatoGiorni"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeSorbettoGiorni"}},{"kind":"Field","name":{"kind":"Name","value":"ragioneSociale"}},{"kind":"Field","name":{"kind":"Name","value":"indirizzo"}},{"kind":"Field","name":{"kind":"Name","value":"partitaIva"}}]}}]} as unknown as DocumentNode<ImpostaLaboratorioMutation, ImpostaLaboratorioMutationVariables>;
export const StoricoProduzioniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoricoProduzioni"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltroProduzioni"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ordinamento"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrdinamentoProduzioni"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produzioni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"ordinamento"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ordinamento"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totale"}},{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoricoProduzioneCampi"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoricoProduzioneCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produzione"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"operatoreId"}},{"kind":"Field","name":{"kind":"Name","value":"operatoreNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"inviatoEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoCategoria"}},{"kind":"Field","name":{"kind":"Name","value":"gustoColore"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]} as unknown as DocumentNode<StoricoProduzioniQuery, StoricoProduzioniQueryVariables>;
export const StoricoDatiFiltriDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoricoDatiFiltri"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gestione"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includiDisattivi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gestione"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"colore"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gestione"}}}]}]}]}},{"kind":"Field","name":{"kind":"Name","value":"utenti"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gestione"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<StoricoDatiFiltriQuery, StoricoDatiFiltriQueryVariables>;
export const StoricoModificaProduzioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoricoModificaProduzione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModificaProduzioneInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modificaProduzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoricoProduzioneCampi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoricoProduzioneCampi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produzione"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"operatoreId"}},{"kind":"Field","name":{"kind":"Name","value":"operatoreNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotale"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"inviatoEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"costoTotale"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoCategoria"}},{"kind":"Field","name":{"kind":"Name","value":"gustoColore"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaKg"}},{"kind":"Field","name":{"kind":"Name","value":"foodCost"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conCosti"}}}]}]}]}}]}}]} as unknown as DocumentNode<StoricoModificaProduzioneMutation, StoricoModificaProduzioneMutationVariables>;
export const StoricoEliminaProduzioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoricoEliminaProduzione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaProduzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<StoricoEliminaProduzioneMutation, StoricoEliminaProduzioneMutationVariables>;
export const StoricoInviaEmailProduzioneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoricoInviaEmailProduzione"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviaEmailProduzione"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StoricoInviaEmailProduzioneMutation, StoricoInviaEmailProduzioneMutationVariables>;
export const GestioneUtentiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestioneUtenti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"utenti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneUtenteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneUtenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GestioneUtentiQuery, GestioneUtentiQueryVariables>;
export const GestioneUtentiPuntiVenditaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestioneUtentiPuntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntiVendita"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}}]}}]}}]} as unknown as DocumentNode<GestioneUtentiPuntiVenditaQuery, GestioneUtentiPuntiVenditaQueryVariables>;
export const CreaUtenteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreaUtente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreaUtenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creaUtente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneUtenteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneUtenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreaUtenteMutation, CreaUtenteMutationVariables>;
export const AggiornaUtenteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AggiornaUtente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggiornaUtenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggiornaUtente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneUtenteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneUtenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AggiornaUtenteMutation, AggiornaUtenteMutationVariables>;
export const EliminaUtenteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EliminaUtente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eliminaUtente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GestioneUtenteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GestioneUtenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ruolo"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaNome"}},{"kind":"Field","name":{"kind":"Name","value":"attivo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EliminaUtenteMutation, EliminaUtenteMutationVariables>;
export const VetrinaGiornoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VetrinaGiorno"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vetrina"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puntoVenditaId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"carichi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoColore"}},{"kind":"Field","name":{"kind":"Name","value":"produzioneId"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"kgRimasti"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scarti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoColore"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}}]}}]}}]}}]} as unknown as DocumentNode<VetrinaGiornoQuery, VetrinaGiornoQueryVariables>;
export const VetrinaRiepilogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VetrinaRiepilogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"al"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"costi"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riepilogoVetrina"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puntoVenditaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puntoVenditaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dal"}}},{"kind":"Argument","name":{"kind":"Name","value":"al"},"value":{"kind":"Variable","name":{"kind":"Name","value":"al"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"kgCaricati"}},{"kind":"Field","name":{"kind":"Name","value":"kgVenduti"}},{"kind":"Field","name":{"kind":"Name","value":"kgScarto"}},{"kind":"Field","name":{"kind":"Name","value":"sellThrough"}},{"kind":"Field","name":{"kind":"Name","value":"scartoPercentuale"}},{"kind":"Field","name":{"kind":"Name","value":"ricavo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"costi"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"margine"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"costi"}}}]}]}]}}]}}]} as unknown as DocumentNode<VetrinaRiepilogoQuery, VetrinaRiepilogoQueryVariables>;
export const VetrinaProduzioniGiornoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VetrinaProduzioniGiorno"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltroProduzioni"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produzioni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"righe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gusti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gustoId"}},{"kind":"Field","name":{"kind":"Name","value":"gustoNome"}},{"kind":"Field","name":{"kind":"Name","value":"gustoColore"}},{"kind":"Field","name":{"kind":"Name","value":"quantitaKg"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VetrinaProduzioniGiornoQuery, VetrinaProduzioniGiornoQueryVariables>;
export const VetrinaCaricaVaschettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VetrinaCaricaVaschetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaricoVetrinaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caricaVaschetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<VetrinaCaricaVaschettaMutation, VetrinaCaricaVaschettaMutationVariables>;
export const VetrinaChiudiVaschettaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VetrinaChiudiVaschetta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChiusuraVetrinaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiudiVaschetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kgRimasti"}}]}}]}}]} as unknown as DocumentNode<VetrinaChiudiVaschettaMutation, VetrinaChiudiVaschettaMutationVariables>;
export const VetrinaRegistraScartoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VetrinaRegistraScarto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScartoVetrinaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registraScarto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<VetrinaRegistraScartoMutation, VetrinaRegistraScartoMutationVariables>;
export const VetrinaCorreggiChiusuraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VetrinaCorreggiChiusura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChiusuraVetrinaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correggiChiusuraVaschetta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"kgRimasti"}}]}}]}}]} as unknown as DocumentNode<VetrinaCorreggiChiusuraMutation, VetrinaCorreggiChiusuraMutationVariables>;