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

export const DispositivoHaccpInput = inputDaZod('DispositivoHaccpInput', dispositivoInputSchema, { tuttiNullable: true });
export type DispositivoHaccpInput = InstanceType<typeof DispositivoHaccpInput>;

export const LetturaHaccpInput = inputDaZod('LetturaHaccpInput', letturaInputSchema, { tuttiNullable: true });
export type LetturaHaccpInput = InstanceType<typeof LetturaHaccpInput>;

export const LetturaSensoreInput = inputDaZod('LetturaSensoreInput', letturaSensoreSchema, { tuttiNullable: true });
export type LetturaSensoreInput = InstanceType<typeof LetturaSensoreInput>;

export const PastorizzazioneInput = inputDaZod('PastorizzazioneInput', pastorizzazioneInputSchema, { tuttiNullable: true });
export type PastorizzazioneInput = InstanceType<typeof PastorizzazioneInput>;

export const AbbattimentoInput = inputDaZod('AbbattimentoInput', abbattimentoInputSchema, { tuttiNullable: true });
export type AbbattimentoInput = InstanceType<typeof AbbattimentoInput>;

export const PuliziaInput = inputDaZod('PuliziaInput', puliziaInputSchema, { tuttiNullable: true });
export type PuliziaInput = InstanceType<typeof PuliziaInput>;

export const ControlloMerciInput = inputDaZod('ControlloMerciInput', controlloMerciInputSchema, { tuttiNullable: true });
export type ControlloMerciInput = InstanceType<typeof ControlloMerciInput>;

// ---- GraphQL object types ----

export const DispositivoHaccpType = tipoDaZod('DispositivoHaccp', dispositivoSchema);
export type DispositivoHaccpType = InstanceType<typeof DispositivoHaccpType>;

export const RegistrazioneHaccpType = tipoDaZod('RegistrazioneHaccp', registrazioneSchema, { campi: { dati: { tipo: () => GraphQLJSONObject } } });
export type RegistrazioneHaccpType = InstanceType<typeof RegistrazioneHaccpType>;

export const VerificaCatenaHaccpType = tipoDaZod('VerificaCatenaHaccp', verificaSchema);
export type VerificaCatenaHaccpType = InstanceType<typeof VerificaCatenaHaccpType>;

export const RegistroHaccpType = tipoDaZod('RegistroHaccp', registroSchema);
export type RegistroHaccpType = InstanceType<typeof RegistroHaccpType>;

export const FinestraLetturaHaccpType = tipoDaZod('FinestraLetturaHaccp', finestraSchema);
export const VoceChecklistHaccpType = tipoDaZod('VoceChecklistHaccp', voceChecklistSchema);
export const ChecklistHaccpType = tipoDaZod('ChecklistHaccp', checklistSchema);
export type ChecklistHaccpType = InstanceType<typeof ChecklistHaccpType>;

export const LetturaMancataHaccpType = tipoDaZod('LetturaMancataHaccp', letturaMancataSchema);
export type LetturaMancataHaccpType = InstanceType<typeof LetturaMancataHaccpType>;

export const DurezzaGustoVetrinaType = tipoDaZod('DurezzaGustoVetrinaMisurata', durezzaGustoSchema);
export const DurezzaVetrinaType = tipoDaZod('DurezzaVetrinaMisurata', durezzaVetrinaSchema);
export type DurezzaVetrinaType = InstanceType<typeof DurezzaVetrinaType>;
