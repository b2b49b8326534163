import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  bozzaRicevimentoSchema,
  creaRicevimentoSchema,
  fatturaRicevimentoSchema,
  prezziIngredienteSchema,
  prezzoStoricoSchema,
  ricevimentoSchema,
  rigaBozzaSchema,
  rigaRicevimentoSchema,
  rigaRicevimentoViewSchema,
} from './ricevimento.schema.js';

export const RigaRicevimentoType = tipoDaZod('RigaRicevimento', rigaRicevimentoViewSchema);

export const RicevimentoType = tipoDaZod('Ricevimento', ricevimentoSchema);
export type RicevimentoType = InstanceType<typeof RicevimentoType>;

export const RigaBozzaType = tipoDaZod('RigaBozzaRicevimento', rigaBozzaSchema);

export const FornitoreBozzaType = tipoDaZod('FornitoreBozza', bozzaRicevimentoSchema.shape.fornitore);

export const RigaEsclusaType = tipoDaZod('RigaEsclusaBozza', bozzaRicevimentoSchema.shape.righeEscluse.element);

export const BozzaRicevimentoType = tipoDaZod('BozzaRicevimento', bozzaRicevimentoSchema);
export type BozzaRicevimentoType = InstanceType<typeof BozzaRicevimentoType>;

export const PrezzoStoricoType = tipoDaZod('PrezzoStorico', prezzoStoricoSchema);

export const PrezziIngredienteType = tipoDaZod('PrezziIngrediente', prezziIngredienteSchema);
export type PrezziIngredienteType = InstanceType<typeof PrezziIngredienteType>;

export const FatturaRicevimentoInput = inputDaZod('FatturaRicevimentoInput', fatturaRicevimentoSchema);

export const RigaRicevimentoInput = inputDaZod('RigaRicevimentoInput', rigaRicevimentoSchema, { tuttiNullable: true });
export type RigaRicevimentoInput = InstanceType<typeof RigaRicevimentoInput>;

export const RicevimentoInput = inputDaZod('RicevimentoInput', creaRicevimentoSchema, { tuttiNullable: true });
export type RicevimentoInput = InstanceType<typeof RicevimentoInput>;
