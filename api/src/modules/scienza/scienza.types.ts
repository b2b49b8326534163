import type { z } from 'zod';
import { camelDi, enumGraphql, tipoDaZod, type CamelCase } from '../../common/from-zod.js';
import { UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import { intervalloSchema, obiettivoSchema, profiloSchema, type ProfiloView } from './profilo.schema.js';
import * as s from './scienza.schema.js';

// GraphQL types of the science module from its zod contract: the REST shapes (snake_case keys, the
// science package's) under camelCase names; a map of targets is a list of ObiettivoProfilo here.

export const EsitoControlloEnum = enumGraphql({ ok: 'ok', basso: 'basso', alto: 'alto' } as const, {
  name: 'EsitoControllo',
  description: 'ok nel campo, basso sotto il minimo, alto sopra il massimo',
});

export const ObiettivoBilanciamentoEnum = enumGraphql({ costo_minimo: 'costo_minimo', modifica_minima: 'modifica_minima' } as const, {
  name: 'ObiettivoBilanciamento',
  description: 'costo_minimo: il food cost più basso che rispetta gli obiettivi; modifica_minima: la ricetta più vicina a quella attuale',
});

tipoDaZod('Intervallo', intervalloSchema);
const ObiettivoProfiloType = tipoDaZod('ObiettivoProfilo', obiettivoSchema);
export type ObiettivoProfiloType = InstanceType<typeof ObiettivoProfiloType>;
const obiettiviLista = { obiettivi: { tipo: () => [ObiettivoProfiloType], descrizione: null } };
type ConLista<T> = Omit<T, 'obiettivi'> & { obiettivi: ObiettivoProfiloType[] };
export type ProfiloBilanciamentoType = ConLista<ProfiloView>;
export type ProfiloAnalisiType = ConLista<CamelCase<z.output<typeof s.profiloAnalisi>>>;
export type AnalisiMiscelaType = Omit<CamelCase<z.output<typeof s.analisiSchema>>, 'profilo'> & { profilo: ProfiloAnalisiType | null };
export type ObiettivoMancatoType = z.output<typeof s.obiettivoMancato>;
export type RisultatoBilanciamentoType = Omit<CamelCase<z.output<typeof s.risultatoBilanciamentoSchema>>, 'analisi'> & { analisi: AnalisiMiscelaType };
export type IngredienteLibreriaType = Omit<CamelCase<z.output<typeof s.voceLibreriaSchema>>, 'tracce'>;

export const ProfiloBilanciamentoType = tipoDaZod('ProfiloBilanciamento', profiloSchema, { campi: obiettiviLista });
tipoDaZod('ProfiloAnalisi', s.profiloAnalisi, { camelCase: true, campi: obiettiviLista });
tipoDaZod('ComposizioneMiscela', s.composizioneMix, { camelCase: true });
tipoDaZod('DurezzaVetrina', s.durezzaVetrina, { camelCase: true });
tipoDaZod('IngredienteSenzaComposizione', s.ingredienteSenzaComposizione);
tipoDaZod('CoperturaAnalisi', s.copertura, { camelCase: true });
tipoDaZod('PuntoCurva', s.puntoCurva, { camelCase: true });
tipoDaZod('ControlloAnalisi', s.controllo);
export const AnalisiMiscelaType = tipoDaZod('AnalisiMiscela', s.analisiSchema, { camelCase: true });
tipoDaZod('RigaProposta', s.rigaProposta, { camelCase: true });
tipoDaZod('VincoloAttivo', s.vincoloAttivo);
tipoDaZod('ObiettivoMancato', s.obiettivoMancato);
export const RisultatoBilanciamentoType = tipoDaZod('RisultatoBilanciamento', s.risultatoBilanciamentoSchema, { camelCase: true, descrizione: '' });

/** The composition of a library ingredient: 0 where the library has no value, except the optional ones. */
const sempreNumeri = s.CHIAVI_COMPOSIZIONE_INGREDIENTE.slice(0, s.CHIAVI_COMPOSIZIONE_INGREDIENTE.indexOf('densita'));
export const IngredienteLibreriaType = tipoDaZod('IngredienteLibreria', s.voceLibreriaSchema, {
  camelCase: true,
  campi: { unitaMisura: { tipo: () => UnitaMisuraEnum }, tracce: false, ...Object.fromEntries(sempreNumeri.map((k) => [camelDi(k), { nullable: false }])) },
});
