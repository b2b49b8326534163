import { LIMITI_PIANO, MSG_PIANO, ORARIO_HHMM } from '@gelatiere/contratto';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { restBody } from '../../common/forma-rest.js';

/** The contract of the production plan (issue 32, DOMAIN.md "Demand forecast and the production plan"). */

/** The plan's Italian texts and the settings' limits: in @gelatiere/contratto (shared with the settings form), re-exported here. */
export { MSG_PIANO } from '@gelatiere/contratto';

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

const orario = z.string({ message: MSG_PIANO.orarioNonValido }).regex(ORARIO_HHMM, MSG_PIANO.orarioNonValido);

export const mantecatoreSchema = v.oggetto({
  nome: v.requiredString(MSG_PIANO.mantecatoreNome, LIMITI_PIANO.nomeMantecatoreMax),
  capacitaKg: z.number({ message: MSG_PIANO.capacitaNonValida }).min(LIMITI_PIANO.capacitaKg.min, MSG_PIANO.capacitaNonValida).max(LIMITI_PIANO.capacitaKg.max, MSG_PIANO.capacitaNonValida),
  minutiCiclo: z.number({ message: MSG_PIANO.minutiCicloNonValidi }).int(MSG_PIANO.minutiCicloNonValidi).min(LIMITI_PIANO.minutiCiclo.min, MSG_PIANO.minutiCicloNonValidi).max(LIMITI_PIANO.minutiCiclo.max, MSG_PIANO.minutiCicloNonValidi),
});

export const sempreEspostoSchema = v.oggetto({
  puntoVenditaId: v.idDi(MSG_PIANO.puntoVenditaNonValido),
  gustoId: v.idDi(MSG_PIANO.gustoNonValido),
});

const giorniVetrina = z.number({ message: MSG_PIANO.giorniVetrinaNonValidi }).int(MSG_PIANO.giorniVetrinaNonValidi).min(LIMITI_PIANO.giorniVetrina.min, MSG_PIANO.giorniVetrinaNonValidi).max(LIMITI_PIANO.giorniVetrina.max, MSG_PIANO.giorniVetrinaNonValidi);

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

const kgPerVaschetta = z.number({ message: MSG_PIANO.kgVaschettaNonValidi }).min(LIMITI_PIANO.kgPerVaschetta.min, MSG_PIANO.kgVaschettaNonValidi).max(LIMITI_PIANO.kgPerVaschetta.max, MSG_PIANO.kgVaschettaNonValidi);
const minutiPulizia = z.number({ message: MSG_PIANO.minutiPuliziaNonValidi }).int(MSG_PIANO.minutiPuliziaNonValidi).min(LIMITI_PIANO.minutiPulizia.min, MSG_PIANO.minutiPuliziaNonValidi).max(LIMITI_PIANO.minutiPulizia.max, MSG_PIANO.minutiPuliziaNonValidi);

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
  mantecatori: z.array(mantecatore, { message: MSG_PIANO.mantecatoriNonValidi }).min(LIMITI_PIANO.mantecatori.min, MSG_PIANO.mantecatoriNonValidi).max(LIMITI_PIANO.mantecatori.max, MSG_PIANO.mantecatoriNonValidi).optional().describe('Almeno uno'),
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
