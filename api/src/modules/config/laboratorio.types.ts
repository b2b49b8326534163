import { Int } from 'type-graphql';
import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { impostaLaboratorioSchema, laboratorioViewSchema, type ImpostazioniLaboratorio } from './laboratorio.schema.js';

/** The shorter GraphQL descriptions (the REST ones, DESCRIZIONI_LABORATORIO, say the rules too). */
const descrizione = (d: string) => ({ descrizione: d });
const giorni = (d: string) => ({ tipo: () => Int, descrizione: d });

export const ImpostazioniLaboratorioType = tipoDaZod('ImpostazioniLaboratorio', laboratorioViewSchema, {
  campi: {
    capacitaMinKg: descrizione('Carico minimo di miscela per ciclo (kg)'),
    capacitaMaxKg: descrizione('Carico massimo di miscela per ciclo (kg)'),
    risoluzioneG: descrizione('Risoluzione della bilancia principale (g)'),
    risoluzionePrecisioneG: descrizione('Risoluzione della bilancia di precisione (g)'),
    sogliaPrecisioneG: descrizione('Righe sotto questi grammi per ciclo: bilancia di precisione'),
    overrunGelato: descrizione('Overrun predefinito del gelato (frazione)'),
    overrunSorbetto: descrizione('Overrun predefinito dei sorbetti (frazione)'),
    shelfLifeGelatoGiorni: giorni('Giorni dalla produzione al termine minimo di conservazione: gelato'),
    shelfLifeSorbettoGiorni: giorni('Giorni dalla produzione al termine minimo di conservazione: sorbetti'),
    ragioneSociale: descrizione("Ragione sociale dell'operatore (etichetta)"),
    partitaIva: descrizione('Partita IVA (etichetta)'),
  },
});
export type ImpostazioniLaboratorioType = ImpostazioniLaboratorio;

export const ImpostaLaboratorioInput = inputDaZod('ImpostaLaboratorioInput', impostaLaboratorioSchema, {
  tuttiNullable: true,
  campi: {
    shelfLifeGelatoGiorni: { tipo: () => Int },
    shelfLifeSorbettoGiorni: { tipo: () => Int },
    ragioneSociale: { descrizione: 'Vuoto = non impostata' },
  },
});
export type ImpostaLaboratorioInput = Partial<Record<keyof ImpostazioniLaboratorio, unknown>>;
