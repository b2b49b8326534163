import { tipoDaZod } from '../../common/from-zod.js';
import { UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import { foglioPesataViewSchema } from './foglio-pesata.schema.js';

export const RigaFoglioPesataType = tipoDaZod('RigaFoglioPesata', foglioPesataViewSchema.shape.righe.element, {
  descrizione: 'Una riga del foglio di pesata',
  campi: {
    unita: { tipo: () => UnitaMisuraEnum },
    grammi: { descrizione: 'Grammi da pesare, arrotondati alla risoluzione della sua bilancia (nullo per i pezzi)' },
    bilancia: { descrizione: 'principale o precisione (sotto la soglia per ciclo); nullo per i pezzi' },
    pezziEsatti: { descrizione: 'Pezzi: la quota esatta prima di arrotondare per eccesso' },
    ruolo: { tipo: () => String, descrizione: 'base, variegato o inclusione (a fine mantecazione)' },
  },
});

export const CicloFoglioPesataType = tipoDaZod('CicloFoglioPesata', foglioPesataViewSchema.shape.cicli.element, {
  descrizione: 'Un ciclo del mantecatore',
});

export const FoglioPesataType = tipoDaZod('FoglioPesata', foglioPesataViewSchema, {
  descrizione: 'Foglio di pesata di un gusto (DOMAIN.md: versioni della ricetta e foglio di pesata)',
  campi: {
    tipo: { descrizione: 'gelato o sorbetto (dal profilo di bilanciamento del gusto)' },
    modo: { descrizione: 'kg o vaschette' },
    kgMix: { descrizione: 'kg di miscela' },
    densitaMix: { descrizione: 'Densità della miscela (kg/l)' },
    overrun: { descrizione: 'Frazione (0.30 = 30 %); nullo nel modo kg' },
    kgCiclo: { descrizione: 'kg di ogni ciclo (cicli uguali)' },
    cicli: { descrizione: null },
    grammiTotali: { descrizione: 'Grammi da pesare in tutto (somma delle righe a peso)' },
    foodCostKg: { descrizione: 'Euro per kg di miscela' },
    costoLotto: { descrizione: 'Costo del lotto dalle quantità arrotondate, pezzi compresi (euro)' },
    costoArrotondamentoPezzi: { descrizione: "Euro che l'arrotondamento per eccesso dei pezzi aggiunge al lotto" },
    note: { descrizione: 'Note di produzione del gusto' },
    lottoProduzione: { descrizione: 'Lotto di produzione della riga del gusto (stampato per una produzione), es. L20261128-153' },
    dataProduzione: { descrizione: 'Data della produzione (stampato per una produzione)' },
  },
});
export type FoglioPesataType = InstanceType<typeof FoglioPesataType>;
