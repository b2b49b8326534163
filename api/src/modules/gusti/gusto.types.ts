import { tipoDaZod } from '../../common/from-zod.js';
import { CategoriaGustoType } from '../categorie/categoria.types.js';
import '../ingredienti/ingrediente.types.js'; // the UnitaMisura and RuoloRiga enums
import { gustoSchema, nutrizioneSchema, rigaRicettaSchema } from './gusto.schema.js';

export const NutrizioneType = tipoDaZod('Nutrizione', nutrizioneSchema);

export const RigaRicettaType = tipoDaZod('RigaRicetta', rigaRicettaSchema, { descrizione: 'Una riga della ricetta di un gusto' });
export type RigaRicettaType = InstanceType<typeof RigaRicettaType>;

export const GustoType = tipoDaZod('Gusto', gustoSchema, {
  descrizione: 'Un gusto; food cost, PAC, POD e valori nutrizionali sono calcolati dalla ricetta',
  campi: {
    categoria: { tipo: () => CategoriaGustoType },
    denominazione: { descrizione: 'Denominazione di vendita in etichetta (nulla = dal tipo e dal nome: "Gelato al …")' },
    profiloId: { descrizione: 'Profilo di bilanciamento del gusto (nullo = quello della categoria)' },
    foodCost: { descrizione: 'Euro per kg di miscela' },
  },
});
export type GustoType = InstanceType<typeof GustoType>;
