import { Int } from 'type-graphql';
import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { impostaLaboratorioSchema, laboratorioViewSchema, type ImpostazioniLaboratorio } from './laboratorio.schema.js';

/** The shelf lives are whole days (zod: a number). */
const giorni = { shelfLifeGelatoGiorni: { tipo: () => Int }, shelfLifeSorbettoGiorni: { tipo: () => Int } };

export const ImpostazioniLaboratorioType = tipoDaZod('ImpostazioniLaboratorio', laboratorioViewSchema, { campi: giorni });
export type ImpostazioniLaboratorioType = ImpostazioniLaboratorio;

export const ImpostaLaboratorioInput = inputDaZod('ImpostaLaboratorioInput', impostaLaboratorioSchema, { tuttiNullable: true, campi: giorni });
export type ImpostaLaboratorioInput = Partial<Record<keyof ImpostazioniLaboratorio, unknown>>;
