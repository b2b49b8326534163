import { GraphQLJSONObject } from 'graphql-scalars';
import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  abbattimentoInputSchema,
  checklistSchema,
  controlloMerciInputSchema,
  dispositivoInputSchema,
  dispositivoSchema,
  durezzaGustoSchema,
  durezzaVetrinaSchema,
  finestraSchema,
  letturaInputSchema,
  letturaMancataSchema,
  letturaSensoreSchema,
  pastorizzazioneInputSchema,
  puliziaInputSchema,
  registrazioneSchema,
  registroSchema,
  verificaSchema,
  voceChecklistSchema,
} from './haccp.schema.js';

// ---- GraphQL inputs (validated with the zod schemas of haccp.schema.ts) ----

const ISTANTE = 'ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro';
const CORREGGE = 'La registrazione (dello stesso tipo e punto vendita) che questa corregge';

export const DispositivoHaccpInput = inputDaZod('DispositivoHaccpInput', dispositivoInputSchema, {
  descrizione: 'Un punto di controllo di un punto vendita',
  tuttiNullable: true,
  campi: {
    tipo: { descrizione: 'freezer | vetrina | abbattitore | pastorizzatore | cella' },
    temperaturaMin: { descrizione: '°C, -60..150' },
    temperaturaMax: { descrizione: '°C, -60..150' },
    codice: { descrizione: 'Codice del sensore (unico)' },
    mantenimentoMinimoS: { descrizione: 'Solo pastorizzatore: secondi di mantenimento del programma (predefinito 15)' },
  },
});
export type DispositivoHaccpInput = InstanceType<typeof DispositivoHaccpInput>;

export const LetturaHaccpInput = inputDaZod('LetturaHaccpInput', letturaInputSchema, {
  descrizione: 'Una lettura di temperatura fatta da una persona',
  tuttiNullable: true,
  campi: {
    temperatura: { descrizione: '°C' },
    azioneCorrettiva: { descrizione: 'Obbligatoria fuori dai limiti' },
    misurataIl: { descrizione: ISTANTE },
    correggeId: { descrizione: CORREGGE },
  },
});
export type LetturaHaccpInput = InstanceType<typeof LetturaHaccpInput>;

export const LetturaSensoreInput = inputDaZod('LetturaSensoreInput', letturaSensoreSchema, {
  descrizione: 'Una lettura di un sensore',
  tuttiNullable: true,
  campi: { misurataIl: { descrizione: 'ISO 8601 con fuso' } },
});
export type LetturaSensoreInput = InstanceType<typeof LetturaSensoreInput>;

export const PastorizzazioneInput = inputDaZod('PastorizzazioneInput', pastorizzazioneInputSchema, {
  descrizione: 'Un ciclo di pastorizzazione di una base o di un gusto',
  tuttiNullable: true,
  campi: {
    prodotto: { descrizione: 'base | gusto' },
    gustoId: { descrizione: null },
    descrizione: { descrizione: 'Nome della base' },
    minutiMantenimento: { descrizione: 'Minuti (0,25 = 15 s)' },
    dispositivoId: { descrizione: null },
    lotto: { descrizione: null },
    azioneCorrettiva: { descrizione: null },
    misurataIl: { descrizione: ISTANTE },
    correggeId: { descrizione: CORREGGE },
  },
});
export type PastorizzazioneInput = InstanceType<typeof PastorizzazioneInput>;

export const AbbattimentoInput = inputDaZod('AbbattimentoInput', abbattimentoInputSchema, {
  descrizione: 'Un ciclo di abbattimento',
  tuttiNullable: true,
  campi: {
    minuti: { descrizione: null },
    dispositivoId: { descrizione: null },
    lotto: { descrizione: null },
    azioneCorrettiva: { descrizione: null },
    misurataIl: { descrizione: ISTANTE },
    correggeId: { descrizione: CORREGGE },
  },
});
export type AbbattimentoInput = InstanceType<typeof AbbattimentoInput>;

export const PuliziaInput = inputDaZod('PuliziaInput', puliziaInputSchema, {
  descrizione: 'Una pulizia: area e prodotto usato',
  tuttiNullable: true,
  campi: {
    misurataIl: { descrizione: ISTANTE },
    correggeId: { descrizione: CORREGGE },
  },
});
export type PuliziaInput = InstanceType<typeof PuliziaInput>;

export const ControlloMerciInput = inputDaZod('ControlloMerciInput', controlloMerciInputSchema, {
  descrizione: 'Un controllo della merce in arrivo',
  tuttiNullable: true,
  campi: {
    lotto: { descrizione: null },
    temperatura: { descrizione: null },
    azioneCorrettiva: { descrizione: null },
    misurataIl: { descrizione: ISTANTE },
    correggeId: { descrizione: CORREGGE },
  },
});
export type ControlloMerciInput = InstanceType<typeof ControlloMerciInput>;

// ---- GraphQL object types ----

export const DispositivoHaccpType = tipoDaZod('DispositivoHaccp', dispositivoSchema, {
  campi: { tipo: { descrizione: 'freezer | vetrina | abbattitore | pastorizzatore | cella' } },
});
export type DispositivoHaccpType = InstanceType<typeof DispositivoHaccpType>;

export const RegistrazioneHaccpType = tipoDaZod('RegistrazioneHaccp', registrazioneSchema, {
  campi: {
    tipo: { descrizione: 'lettura | pastorizzazione | abbattimento | pulizia | controllo_merci | azione_correttiva' },
    fonte: { descrizione: 'manuale | sensore' },
    descrizione: { descrizione: null },
    dati: { tipo: () => GraphQLJSONObject },
  },
});
export type RegistrazioneHaccpType = InstanceType<typeof RegistrazioneHaccpType>;

export const VerificaCatenaHaccpType = tipoDaZod('VerificaCatenaHaccp', verificaSchema, { campi: { primaRottaId: { descrizione: null } } });
export type VerificaCatenaHaccpType = InstanceType<typeof VerificaCatenaHaccpType>;

export const RegistroHaccpType = tipoDaZod('RegistroHaccp', registroSchema, {
  descrizione: 'Il registro mensile di un punto vendita',
  campi: { mese: { descrizione: 'yyyy-MM' } },
});
export type RegistroHaccpType = InstanceType<typeof RegistroHaccpType>;

export const FinestraLetturaHaccpType = tipoDaZod('FinestraLetturaHaccp', finestraSchema, {
  descrizione: 'Una finestra della frequenza di un dispositivo nel giorno',
  campi: { stato: { descrizione: 'registrata | mancata | da_fare | futura' } },
});

export const VoceChecklistHaccpType = tipoDaZod('VoceChecklistHaccp', voceChecklistSchema, {
  descrizione: 'Le letture del giorno di un dispositivo',
});

export const ChecklistHaccpType = tipoDaZod('ChecklistHaccp', checklistSchema, {
  descrizione: 'Le letture del giorno di un punto vendita e gli allarmi aperti',
});
export type ChecklistHaccpType = InstanceType<typeof ChecklistHaccpType>;

export const LetturaMancataHaccpType = tipoDaZod('LetturaMancataHaccp', letturaMancataSchema, {
  descrizione: 'Una lettura non fatta nella sua finestra',
});
export type LetturaMancataHaccpType = InstanceType<typeof LetturaMancataHaccpType>;

export const DurezzaGustoVetrinaType = tipoDaZod('DurezzaGustoVetrinaMisurata', durezzaGustoSchema, {
  descrizione: 'Un gusto in vetrina alla temperatura misurata',
  campi: {
    temperaturaServizio: { descrizione: null },
    intervalloMin: { descrizione: null },
    stato: { descrizione: 'ok | troppo_morbido | troppo_duro | senza_profilo' },
  },
});

export const DurezzaVetrinaType = tipoDaZod('DurezzaVetrinaMisurata', durezzaVetrinaSchema, {
  descrizione: 'La temperatura misurata della vetrina e la durezza dei gusti caricati',
});
export type DurezzaVetrinaType = InstanceType<typeof DurezzaVetrinaType>;
