import { RUOLI_RIGA, UNITA_MISURA } from '@gelatiere/scienza';
import { enumDaValori, enumGraphql, tipoDaZod } from '../../common/from-zod.js';
import { ingredienteSchema, statisticaIngredienteSchema, statisticheIngredientiSchema } from './ingrediente.schema.js';

export const UnitaMisuraEnum = enumGraphql(enumDaValori(UNITA_MISURA), { name: 'UnitaMisura', description: 'Unità di misura: kg, l, g, ml, pz (pezzi, senza massa)' });

export const RuoloRigaEnum = enumGraphql(enumDaValori(RUOLI_RIGA), { name: 'RuoloRiga', description: 'Ruolo di una riga della ricetta: base (la miscela), variegato (salse), inclusione (scaglie, granelle, pezzi)' });

export const AdditivoType = tipoDaZod('Additivo', ingredienteSchema.shape.additivo.unwrap());

export const IngredienteType = tipoDaZod('Ingrediente', ingredienteSchema, {
  campi: { unitaMisura: { tipo: () => UnitaMisuraEnum } },
});
export type IngredienteType = InstanceType<typeof IngredienteType>;

export const PeriodoStatisticheType = tipoDaZod('PeriodoStatistiche', statisticheIngredientiSchema.shape.periodo);

export const TotaliStatisticheIngredientiType = tipoDaZod('TotaliStatisticheIngredienti', statisticheIngredientiSchema.shape.totali);

export const StatisticaIngredienteType = tipoDaZod('StatisticaIngrediente', statisticaIngredienteSchema, {
  campi: { unitaMisura: { tipo: () => UnitaMisuraEnum } },
});

export const StatisticheIngredientiType = tipoDaZod('StatisticheIngredienti', statisticheIngredientiSchema);
export type StatisticheIngredientiType = InstanceType<typeof StatisticheIngredientiType>;
