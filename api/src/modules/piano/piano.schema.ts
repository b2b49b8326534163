import { z } from 'zod';
import { v } from '../../common/validation.js';
import { restBody } from '../../common/forma-rest.js';

/** The contract of the production plan (issue 32, DOMAIN.md "Demand forecast and the production plan"). */

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

/** Days ahead a plan may be prepared. */
export const GIORNI_AVANTI = 7;

const dataSchema = z.preprocess(
  (x) => (x === '' || x === null ? undefined : x),
  z.string({ message: MSG_PIANO.dataNonValida }).pipe(v.isoDate(MSG_PIANO.dataNonValida)),
);

export const pianoQuerySchema = z.object({ data: dataSchema.describe('yyyy-MM-dd, da oggi a oggi + 7') });
export type PianoQuery = z.output<typeof pianoQuerySchema>;

const formato = z
  .preprocess((x) => (x === '' || x == null ? 'pdf' : x), z.enum(['pdf', 'json'], { message: 'Formato non valido: pdf o json' }))
  .describe('pdf (predefinito) o json');

export const fogliQuerySchema = z.object({ data: dataSchema.describe('yyyy-MM-dd'), formato });

export const trasferimentoQuerySchema = z.object({
  data: dataSchema.describe('yyyy-MM-dd'),
  puntoVenditaId: z.preprocess((x) => (x === '' || x === null ? undefined : x), v.idDi(MSG_PIANO.puntoVenditaObbligatorio)),
  formato,
});
export type TrasferimentoQuery = z.output<typeof trasferimentoQuerySchema>;

const vaschette = z
  .number({ message: MSG_PIANO.vaschetteNonValide })
  .int(MSG_PIANO.vaschetteNonValide)
  .min(0, MSG_PIANO.vaschetteNegative)
  .max(1000, MSG_PIANO.vaschetteNonValide);

export const rigaPianoInputSchema = v.oggetto({
  puntoVenditaId: v.idDi(MSG_PIANO.puntoVenditaNonValido),
  gustoId: v.idDi(MSG_PIANO.gustoNonValido),
  vaschette: vaschette.describe('Vaschette da produrre, ≥ 0'),
});
export type RigaPianoInput = z.output<typeof rigaPianoInputSchema>;

const righePiano = (riga: z.ZodType<RigaPianoInput, unknown>) => z.array(riga, { message: MSG_PIANO.righeNonValide }).max(5000, MSG_PIANO.righeNonValide);
export const salvaPianoSchema = v.oggetto({ righe: righePiano(rigaPianoInputSchema) });
/** REST body of PUT /piano: { righe: [{ punto_vendita_id, gusto_id, vaschette }] }. */
export const salvaPianoBody = restBody(z.object({ righe: righePiano(restBody(rigaPianoInputSchema)) }));
export type SalvaPianoInput = z.output<typeof salvaPianoSchema>;

// ---- configuration ----

const orario = z.string({ message: MSG_PIANO.orarioNonValido }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG_PIANO.orarioNonValido);

export const mantecatoreSchema = v.oggetto({
  nome: v.requiredString(MSG_PIANO.mantecatoreNome, 60),
  capacitaKg: z.number({ message: MSG_PIANO.capacitaNonValida }).min(0.5, MSG_PIANO.capacitaNonValida).max(500, MSG_PIANO.capacitaNonValida),
  minutiCiclo: z.number({ message: MSG_PIANO.minutiCicloNonValidi }).int(MSG_PIANO.minutiCicloNonValidi).min(1, MSG_PIANO.minutiCicloNonValidi).max(600, MSG_PIANO.minutiCicloNonValidi),
});

export const sempreEspostoSchema = v.oggetto({
  puntoVenditaId: v.idDi(MSG_PIANO.puntoVenditaNonValido),
  gustoId: v.idDi(MSG_PIANO.gustoNonValido),
});

const giorniVetrina = z.number({ message: MSG_PIANO.giorniVetrinaNonValidi }).int(MSG_PIANO.giorniVetrinaNonValidi).min(1, MSG_PIANO.giorniVetrinaNonValidi).max(7, MSG_PIANO.giorniVetrinaNonValidi);

/** The scalar settings: configuration keys (a missing or unreadable key reads as its default). */
export const CHIAVI_PIANO = {
  orarioInizio: 'piano_orario_inizio',
  orarioFine: 'piano_orario_fine',
  kgPerVaschetta: 'piano_kg_per_vaschetta',
  minutiPulizia: 'piano_minuti_pulizia',
  giorniVetrinaGelato: 'piano_giorni_vetrina_gelato',
  giorniVetrinaSorbetto: 'piano_giorni_vetrina_sorbetto',
} as const;
export type CampoPiano = keyof typeof CHIAVI_PIANO;

const kgPerVaschetta = z.number({ message: MSG_PIANO.kgVaschettaNonValidi }).min(0.1, MSG_PIANO.kgVaschettaNonValidi).max(20, MSG_PIANO.kgVaschettaNonValidi);
const minutiPulizia = z.number({ message: MSG_PIANO.minutiPuliziaNonValidi }).int(MSG_PIANO.minutiPuliziaNonValidi).min(0, MSG_PIANO.minutiPuliziaNonValidi).max(240, MSG_PIANO.minutiPuliziaNonValidi);

/** A stored value (text) read back: a key that does not parse reads as its default. */
export const campoPianoSchema = {
  orarioInizio: orario,
  orarioFine: orario,
  kgPerVaschetta: z.coerce.number().pipe(kgPerVaschetta),
  minutiPulizia: z.coerce.number().pipe(minutiPulizia),
  giorniVetrinaGelato: z.coerce.number().pipe(giorniVetrina),
  giorniVetrinaSorbetto: z.coerce.number().pipe(giorniVetrina),
} as const;

export const DESCRIZIONI_PIANO: Record<CampoPiano, string> = {
  orarioInizio: 'Piano di produzione: inizio dell’orario di lavoro del laboratorio (HH:mm)',
  orarioFine: 'Piano di produzione: fine dell’orario di lavoro del laboratorio (HH:mm)',
  kgPerVaschetta: 'Piano di produzione: kg di gelato in una vaschetta',
  minutiPulizia: 'Piano di produzione: minuti di una pulizia del mantecatore',
  giorniVetrinaGelato: 'Piano di produzione: giorni in vetrina di un gelato (giorni di previsione coperti)',
  giorniVetrinaSorbetto: 'Piano di produzione: giorni in vetrina di un sorbetto (giorni di previsione coperti)',
};

export interface ImpostazioniPiano {
  orarioInizio: string;
  orarioFine: string;
  kgPerVaschetta: number;
  minutiPulizia: number;
  giorniVetrinaGelato: number;
  giorniVetrinaSorbetto: number;
}

export const PIANO_PREDEFINITO: ImpostazioniPiano = {
  orarioInizio: '06:00',
  orarioFine: '14:00',
  kgPerVaschetta: 5,
  minutiPulizia: 20,
  giorniVetrinaGelato: 2,
  giorniVetrinaSorbetto: 1,
};

type MantecatoreInput = z.output<typeof mantecatoreSchema>;
type SempreEspostoInput = z.output<typeof sempreEspostoSchema>;
const campiConfigurazione = (mantecatore: z.ZodType<MantecatoreInput, unknown>, esposto: z.ZodType<SempreEspostoInput, unknown>) => ({
  mantecatori: z.array(mantecatore, { message: MSG_PIANO.mantecatoriNonValidi }).min(1, MSG_PIANO.mantecatoriNonValidi).max(20, MSG_PIANO.mantecatoriNonValidi).optional().describe('Almeno uno'),
  orarioInizio: campoPianoSchema.orarioInizio.optional(),
  orarioFine: campoPianoSchema.orarioFine.optional(),
  kgPerVaschetta: kgPerVaschetta.optional(),
  minutiPulizia: minutiPulizia.optional(),
  giorniVetrinaGelato: giorniVetrina.optional().describe('1-7'),
  giorniVetrinaSorbetto: giorniVetrina.optional().describe('1-7'),
  gustiSempreEsposti: z.array(esposto, { message: MSG_PIANO.sempreEspostiNonValidi }).max(5000, MSG_PIANO.sempreEspostiNonValidi).optional(),
});
export const salvaConfigurazioneSchema = v.oggetto(campiConfigurazione(mantecatoreSchema, sempreEspostoSchema)).describe('I campi omessi restano invariati; le liste sostituiscono quelle salvate');
/** REST body of PUT /piano/configurazione: the same fields in snake_case (omitted = unchanged). */
export const salvaConfigurazioneBody = restBody(z.object(campiConfigurazione(restBody(mantecatoreSchema), restBody(sempreEspostoSchema))));
export type SalvaConfigurazioneInput = z.output<typeof salvaConfigurazioneSchema>;

// ---- views ----

export const mantecatoreViewSchema = z.object({ nome: z.string(), capacitaKg: z.number().describe('Kg di miscela per ciclo al massimo'), minutiCiclo: z.number().int().describe('Minuti di un ciclo') }).describe('Un mantecatore del laboratorio');
export const sempreEspostoViewSchema = z.object({ puntoVenditaId: z.number().int(), gustoId: z.number().int(), gustoNome: z.string() }).describe('Un gusto che un punto vendita espone sempre (almeno una vaschetta)');
export const configurazionePianoSchema = z.object({
  mantecatori: z.array(mantecatoreViewSchema),
  orarioInizio: z.string().describe('Inizio dell’orario di lavoro del laboratorio, HH:mm'),
  orarioFine: z.string().describe('Fine dell’orario di lavoro, HH:mm'),
  kgPerVaschetta: z.number().describe('Kg di gelato in una vaschetta'),
  minutiPulizia: z.number().int().describe('Minuti di una pulizia del mantecatore'),
  giorniVetrinaGelato: z.number().int().describe('Giorni in vetrina di un gelato (il piano copre il giorno e i successivi)'),
  giorniVetrinaSorbetto: z.number().int().describe('Giorni in vetrina di un sorbetto'),
  gustiSempreEsposti: z.array(sempreEspostoViewSchema),
}).describe('Impostazioni del piano di produzione');
export type ConfigurazionePianoView = z.output<typeof configurazionePianoSchema>;

export const pianoRigaSchema = z.object({
  puntoVenditaId: z.number().int(),
  puntoVenditaNome: z.string(),
  gustoId: z.number().int(),
  gustoNome: z.string(),
  kgPrevisti: z.number().describe('Kg previsti per il giorno e i successivi della durata in vetrina'),
  kgMin: z.number().nullable().describe('Estremo inferiore dell’intervallo all’80 %'),
  kgMax: z.number().nullable().describe('Estremo superiore dell’intervallo all’80 %'),
  kgInVetrina: z.number().describe('Kg rimasti in vetrina all’ultima chiusura (entro 7 giorni)'),
  kgInFreezer: z.number().describe('Kg prodotti per il punto vendita negli ultimi 7 giorni e non ancora caricati in vetrina'),
  vaschetteProposte: z.number().int().describe('Vaschette calcolate dal piano'),
  vaschette: z.number().int().describe('Vaschette da produrre (proposte o modificate)'),
  kg: z.number().describe('vaschette × kg per vaschetta'),
  modificataDa: z.string().nullable().describe('Chi ha modificato le vaschette (null = proposta)'),
  modificataIl: z.date().nullable(),
}).describe('Un gusto in un punto vendita: previsione, giacenze e vaschette da produrre');
export type PianoRigaView = z.output<typeof pianoRigaSchema>;

export const pianoCicloSchema = z.object({
  mantecatore: z.string(),
  ordine: z.number().int().describe('Posizione nell’ordine di produzione (da 1)'),
  gustoId: z.number().int(),
  gustoNome: z.string(),
  kg: z.number(),
  inizio: z.string().describe('HH:mm'),
  fine: z.string().describe('HH:mm'),
  puliziaPrima: z.boolean().describe('Pulizia del mantecatore prima del ciclo'),
  allergeni: z.array(z.string()).describe('Allergeni del gusto (dalla ricetta)'),
}).describe('Un ciclo di mantecazione nell’ordine di produzione');
export type PianoCicloView = z.output<typeof pianoCicloSchema>;

export const pianoFabbisognoSchema = z.object({
  ingredienteId: z.number().int(),
  nome: z.string(),
  unitaMisura: z.string(),
  quantita: z.number(),
  giacenza: z.number().nullable().describe('Giacenza attuale (null = magazzino non tenuto)'),
  daOrdinare: z.number().nullable().describe('Quantità mancante da ordinare (null = sufficiente o giacenza ignota)'),
}).describe('Ingrediente necessario al piano contro la giacenza');
export type PianoFabbisognoView = z.output<typeof pianoFabbisognoSchema>;

export const pianoSchema = z.object({
  data: z.string().describe('yyyy-MM-dd'),
  righe: z.array(pianoRigaSchema),
  cicli: z.array(pianoCicloSchema),
  pulizie: z.number().int().describe('Pulizie del mantecatore necessarie'),
  fabbisogno: z.array(pianoFabbisognoSchema),
  avvisi: z.array(z.string()).describe('Avvisi (cicli fuori orario, ricette mancanti…)'),
  registrato: z.boolean(),
  produzioniIds: z.array(z.number().int()).describe('Produzioni create dalla registrazione'),
}).describe('Piano di produzione di un giorno');
export type PianoView = z.output<typeof pianoSchema>;

export const pianoModificaSchema = z.object({
  puntoVenditaId: z.number().int(),
  gustoId: z.number().int(),
  gustoNome: z.string(),
  vaschettePrima: z.number().int(),
  vaschetteDopo: z.number().int(),
  utente: z.string(),
  il: z.date(),
}).describe('Una modifica delle vaschette di un gusto');
export type PianoModificaView = z.output<typeof pianoModificaSchema>;

/** The transfer note of a sales point (its JSON form; the PDF prints the same). */
export const trasferimentoSchema = z.object({
  data: z.string(),
  numero: z.string().describe('TR-yyyyMMdd-<punto vendita>'),
  puntoVenditaId: z.number().int(),
  puntoVenditaNome: z.string(),
  puntoVenditaIndirizzo: z.string().nullable(),
  kgPerVaschetta: z.number(),
  righe: z.array(
    z.object({
      gustoId: z.number().int(),
      gustoNome: z.string(),
      vaschette: z.number().int(),
      kg: z.number(),
      lotto: z.string().nullable().describe('Lotto di produzione (dopo la registrazione del piano)'),
    }),
  ),
});
export type TrasferimentoView = z.output<typeof trasferimentoSchema>;
