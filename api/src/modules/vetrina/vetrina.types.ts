import { enumGraphql, inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  aumentoSchema,
  caricoSchema,
  caricoVetrinaSchema,
  chiusuraSchema,
  modificaCaricoSchema,
  modificaScartoSchema,
  MotivoScarto,
  prezzoSchema,
  riepilogoGustoSchema,
  scartoSchema,
  scartoVetrinaSchema,
  suggerimentoSchema,
  vetrinaGiornoSchema,
  voceListinoSchema,
  type CaricoView,
  type RiepilogoGustoView,
  type ScartoView,
  type SuggerimentoView,
  type VetrinaGiornoView,
  type VoceListinoView,
} from './vetrina.schema.js';

// ---- GraphQL inputs (validated with the zod schemas of vetrina.schema.ts) ----

export { MotivoScarto };
enumGraphql(MotivoScarto, { name: 'MotivoScarto', description: 'Motivo dello scarto: scaduto, caduto, qualità (qualita), altro' });

/** Inputs: every field nullable (zod says what is required, in Italian). */
const input = { tuttiNullable: true } as const;

export const CaricoVetrinaInput = inputDaZod('CaricoVetrinaInput', caricoSchema, input);

export const ChiusuraVetrinaInput = inputDaZod('ChiusuraVetrinaInput', chiusuraSchema, input);

export const ModificaCaricoVetrinaInput = inputDaZod('ModificaCaricoVetrinaInput', modificaCaricoSchema, input);

export const ScartoVetrinaInput = inputDaZod('ScartoVetrinaInput', scartoSchema, input);

export const ModificaScartoVetrinaInput = inputDaZod('ModificaScartoVetrinaInput', modificaScartoSchema, input);

export const AumentoListinoInput = inputDaZod('AumentoListinoInput', aumentoSchema, input);

export const PrezzoListinoInput = inputDaZod('PrezzoListinoInput', prezzoSchema, input);

// ---- GraphQL objects ----

export const VoceListinoType = tipoDaZod('VoceListino', voceListinoSchema);
export type VoceListinoType = VoceListinoView;

export const CaricoVetrinaType = tipoDaZod('CaricoVetrina', caricoVetrinaSchema);
export type CaricoVetrinaType = CaricoView;

export const ScartoVetrinaType = tipoDaZod('ScartoVetrina', scartoVetrinaSchema);
export type ScartoVetrinaType = ScartoView;

export const VetrinaGiornoType = tipoDaZod('VetrinaGiorno', vetrinaGiornoSchema);
export type VetrinaGiornoType = VetrinaGiornoView;

/** The cost figures are nullable in GraphQL: denied to an operator, they do not void the row. */
export const RiepilogoVetrinaGustoType = tipoDaZod('RiepilogoVetrinaGusto', riepilogoGustoSchema, {
  campi: { ricavo: { nullable: true }, costo: { nullable: true }, margine: { nullable: true } },
});
export type RiepilogoVetrinaGustoType = RiepilogoGustoView;

export const SuggerimentoProduzioneType = tipoDaZod('SuggerimentoProduzione', suggerimentoSchema, { campi: { fonte: { tipo: () => String } } });
export type SuggerimentoProduzioneType = SuggerimentoView;
