import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  configurazionePianoSchema,
  mantecatoreSchema,
  mantecatoreViewSchema,
  pianoCicloSchema,
  pianoFabbisognoSchema,
  pianoModificaSchema,
  pianoRigaSchema,
  pianoSchema,
  rigaPianoInputSchema,
  salvaConfigurazioneSchema,
  sempreEspostoSchema,
  sempreEspostoViewSchema,
} from './piano.schema.js';

export const PianoRigaType = tipoDaZod('PianoRiga', pianoRigaSchema, {
  descrizione: 'Un gusto in un punto vendita: previsione, giacenze e vaschette da produrre',
  campi: {
    kgMin: { descrizione: 'Estremo inferiore dell’intervallo all’80 %' },
    kgMax: { descrizione: 'Estremo superiore dell’intervallo all’80 %' },
    kgInVetrina: { descrizione: 'Kg rimasti in vetrina all’ultima chiusura' },
    kgInFreezer: { descrizione: 'Kg prodotti e non ancora caricati in vetrina (freezer)' },
    vaschetteProposte: { descrizione: 'Vaschette calcolate dal piano' },
    vaschette: { descrizione: 'Vaschette da produrre (proposte o modificate)' },
    kg: { descrizione: 'vaschette × kg per vaschetta' },
    modificataDa: { descrizione: 'Chi ha modificato le vaschette (null = proposta)' },
  },
});

export const PianoCicloType = tipoDaZod('PianoCiclo', pianoCicloSchema, {
  descrizione: 'Un ciclo di mantecazione nell’ordine di produzione',
  campi: {
    ordine: { descrizione: 'Posizione nell’ordine di produzione (da 1)' },
    puliziaPrima: { descrizione: 'Pulizia del mantecatore prima del ciclo' },
    allergeni: { descrizione: 'Allergeni del gusto (dalla ricetta)' },
  },
});

export const PianoFabbisognoType = tipoDaZod('PianoFabbisogno', pianoFabbisognoSchema, {
  descrizione: 'Ingrediente necessario al piano contro la giacenza',
  campi: {
    giacenza: { descrizione: 'Giacenza attuale (null = magazzino non tenuto)' },
    daOrdinare: { descrizione: 'Quantità mancante da ordinare (null = sufficiente o giacenza ignota)' },
  },
});

export const PianoType = tipoDaZod('Piano', pianoSchema, {
  descrizione: 'Piano di produzione di un giorno',
  campi: {
    data: { descrizione: 'yyyy-MM-dd' },
    pulizie: { descrizione: 'Pulizie del mantecatore necessarie' },
    avvisi: { descrizione: 'Avvisi (cicli fuori orario, ricette mancanti…)' },
    produzioniIds: { descrizione: 'Produzioni create dalla registrazione' },
  },
});
export type PianoType = InstanceType<typeof PianoType>;

export const PianoModificaType = tipoDaZod('PianoModifica', pianoModificaSchema, { descrizione: 'Una modifica delle vaschette di un gusto' });
export type PianoModificaType = InstanceType<typeof PianoModificaType>;

export const PianoRigaInput = inputDaZod('PianoRigaInput', rigaPianoInputSchema, { campi: { vaschette: { descrizione: '≥ 0' } } });
export type PianoRigaInput = InstanceType<typeof PianoRigaInput>;

export const MantecatorePianoType = tipoDaZod('MantecatorePiano', mantecatoreViewSchema, {
  descrizione: 'Un mantecatore del laboratorio',
  campi: {
    capacitaKg: { descrizione: 'Kg di miscela per ciclo al massimo' },
    minutiCiclo: { descrizione: 'Minuti di un ciclo' },
  },
});

export const GustoSempreEspostoType = tipoDaZod('GustoSempreEsposto', sempreEspostoViewSchema, {
  descrizione: 'Un gusto che un punto vendita espone sempre (almeno una vaschetta)',
});

export const ConfigurazionePianoType = tipoDaZod('ConfigurazionePiano', configurazionePianoSchema, {
  descrizione: 'Impostazioni del piano di produzione',
  campi: {
    orarioInizio: { descrizione: 'Inizio dell’orario di lavoro del laboratorio, HH:mm' },
    orarioFine: { descrizione: 'Fine dell’orario di lavoro, HH:mm' },
    kgPerVaschetta: { descrizione: 'Kg di gelato in una vaschetta' },
    minutiPulizia: { descrizione: 'Minuti di una pulizia del mantecatore' },
    giorniVetrinaGelato: { descrizione: 'Giorni in vetrina di un gelato (il piano copre il giorno e i successivi)' },
    giorniVetrinaSorbetto: { descrizione: 'Giorni in vetrina di un sorbetto' },
  },
});
export type ConfigurazionePianoType = InstanceType<typeof ConfigurazionePianoType>;

export const MantecatorePianoInput = inputDaZod('MantecatorePianoInput', mantecatoreSchema);

export const GustoSempreEspostoInput = inputDaZod('GustoSempreEspostoInput', sempreEspostoSchema);

export const ConfigurazionePianoInput = inputDaZod('ConfigurazionePianoInput', salvaConfigurazioneSchema, {
  descrizione: 'I campi omessi restano invariati; le liste sostituiscono quelle salvate',
  tuttiNullable: true,
  campi: {
    mantecatori: { descrizione: 'Almeno uno' },
    giorniVetrinaGelato: { descrizione: '1-7' },
    giorniVetrinaSorbetto: { descrizione: '1-7' },
  },
});
export type ConfigurazionePianoInput = InstanceType<typeof ConfigurazionePianoInput>;
