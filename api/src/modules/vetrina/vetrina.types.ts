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

/** Inputs: every field nullable (zod says what is required, in Italian), GraphQL's own descriptions. */
const input = { tuttiNullable: true, descrizioniZod: false } as const;
const giorno = { descrizione: 'yyyy-MM-dd' };

export const CaricoVetrinaInput = inputDaZod('CaricoVetrinaInput', caricoSchema, {
  ...input,
  descrizione: 'Una vaschetta caricata in vetrina',
  campi: { data: giorno, produzioneId: { descrizione: 'La produzione da cui viene la vaschetta (facoltativa)' }, kg: { descrizione: 'kg > 0, al massimo 3 decimali' } },
});

export const ChiusuraVetrinaInput = inputDaZod('ChiusuraVetrinaInput', chiusuraSchema, {
  ...input,
  descrizione: 'Pesata di chiusura di una vaschetta',
  campi: { kgRimasti: { descrizione: '0 ≤ kg rimasti ≤ kg caricati' } },
});

export const ModificaCaricoVetrinaInput = inputDaZod('ModificaCaricoVetrinaInput', modificaCaricoSchema, {
  ...input,
  descrizione: 'Modifica di una vaschetta (kg, kg rimasti; kgRimasti null riapre)',
});

export const ScartoVetrinaInput = inputDaZod('ScartoVetrinaInput', scartoSchema, { ...input, descrizione: 'Gelato scartato dalla vetrina', campi: { data: giorno } });

export const ModificaScartoVetrinaInput = inputDaZod('ModificaScartoVetrinaInput', modificaScartoSchema, { ...input, descrizione: 'Modifica di uno scarto (kg, motivo)' });

export const AumentoListinoInput = inputDaZod('AumentoListinoInput', aumentoSchema, {
  ...input,
  descrizione: 'Variazione percentuale dei prezzi di una categoria',
  campi: { percentuale: { descrizione: 'Percentuale, es. 5 = +5 %; tra -50 e 100' } },
});

export const PrezzoListinoInput = inputDaZod('PrezzoListinoInput', prezzoSchema, {
  ...input,
  descrizione: 'Prezzo al kg di un gusto: generale (senza punto vendita) o di un punto vendita',
  campi: { puntoVenditaId: { descrizione: 'Vuoto = tutti i punti vendita' }, prezzoKg: { descrizione: 'Euro al kg, > 0, 2 decimali' } },
});

// ---- GraphQL objects ----

export const VoceListinoType = tipoDaZod('VoceListino', voceListinoSchema, { descrizione: 'Prezzo al kg di un gusto, generale (puntoVenditaId vuoto) o di un punto vendita' });
export type VoceListinoType = VoceListinoView;

export const CaricoVetrinaType = tipoDaZod('CaricoVetrina', caricoVetrinaSchema);
export type CaricoVetrinaType = CaricoView;

export const ScartoVetrinaType = tipoDaZod('ScartoVetrina', scartoVetrinaSchema);
export type ScartoVetrinaType = ScartoView;

export const VetrinaGiornoType = tipoDaZod('VetrinaGiorno', vetrinaGiornoSchema, {
  descrizione: 'La vetrina di un punto vendita in un giorno: vaschette e scarti',
  campi: { data: { descrizione: null } },
});
export type VetrinaGiornoType = VetrinaGiornoView;

/** The cost figures are nullable in GraphQL: denied to an operator, they do not void the row. */
export const RiepilogoVetrinaGustoType = tipoDaZod('RiepilogoVetrinaGusto', riepilogoGustoSchema, {
  descrizione: 'Venduto, scarto, sell-through (%) e margine di un gusto nel periodo',
  campi: { ricavo: { nullable: true }, costo: { nullable: true }, margine: { nullable: true } },
});
export type RiepilogoVetrinaGustoType = RiepilogoGustoView;

export const SuggerimentoProduzioneType = tipoDaZod('SuggerimentoProduzione', suggerimentoSchema, {
  descrizione: 'Kg suggeriti di un gusto per un giorno e le loro ragioni',
  campi: {
    fonte: { tipo: () => String, descrizione: 'previsione | media_4_settimane: da cosa vengono i kg suggeriti' },
    kgSuggeriti: { descrizione: 'max(0, previsione − rimasti) con una previsione del giorno, altrimenti max(0, media × (1 + trend / 100) − rimasti)' },
  },
});
export type SuggerimentoProduzioneType = SuggerimentoView;
