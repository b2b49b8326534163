import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { UnitaMisura } from '@gelatiere/scienza';
import { Costo } from '../../common/field-policy.js';
import { UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import type { Bilancia, CicloFoglio, RigaFoglio, RuoloRiga } from './foglio-pesata.calcolo.js';
import type { FoglioPesataView, TipoMiscela } from './foglio-pesata.service.js';

@ObjectType('RigaFoglioPesata', { description: 'Una riga del foglio di pesata' })
export class RigaFoglioPesataType implements RigaFoglio {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => UnitaMisuraEnum, { description: 'Unità della riga di ricetta' }) unita!: UnitaMisura;
  @Field(() => Float, { description: "Quantità scalata nell'unità della ricetta (pezzi arrotondati per eccesso)" }) quantita!: number;
  @Field(() => Float, { nullable: true, description: 'Grammi da pesare, arrotondati alla risoluzione della sua bilancia (nullo per i pezzi)' }) grammi!: number | null;
  @Field(() => String, { nullable: true, description: 'principale o precisione (sotto la soglia per ciclo); nullo per i pezzi' }) bilancia!: Bilancia | null;
  @Field(() => Float, { nullable: true, description: 'Pezzi: la quota esatta prima di arrotondare per eccesso' }) pezziEsatti!: number | null;
  @Field(() => String, { description: 'base, variegato o inclusione (a fine mantecazione)' }) ruolo!: RuoloRiga;
}

@ObjectType('CicloFoglioPesata', { description: 'Un ciclo del mantecatore' })
export class CicloFoglioPesataType implements CicloFoglio {
  @Field(() => Int) numero!: number;
  @Field(() => Float) kg!: number;
  @Field(() => [RigaFoglioPesataType]) righe!: RigaFoglioPesataType[];
}

@ObjectType('FoglioPesata', { description: 'Foglio di pesata di un gusto (DOMAIN.md: versioni della ricetta e foglio di pesata)' })
export class FoglioPesataType implements FoglioPesataView {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => Int, { description: 'Versione della ricetta da cui è fatto il foglio' }) versione!: number;
  @Field(() => String, { description: 'gelato o sorbetto (dal profilo di bilanciamento del gusto)' }) tipo!: TipoMiscela;
  @Field(() => String, { description: 'kg o vaschette' }) modo!: 'kg' | 'vaschette';
  @Field(() => Float, { description: 'kg di miscela' }) kgMix!: number;
  @Field(() => Float, { description: 'Densità della miscela (kg/l)' }) densitaMix!: number;
  @Field(() => Int, { nullable: true }) vaschette!: number | null;
  @Field(() => Float, { nullable: true }) volumeL!: number | null;
  @Field(() => Float, { nullable: true, description: 'Frazione (0.30 = 30 %); nullo nel modo kg' }) overrun!: number | null;
  @Field(() => Float) capacitaMinKg!: number;
  @Field(() => Float) capacitaMaxKg!: number;
  @Field(() => Float, { description: 'Risoluzione della bilancia principale (g)' }) risoluzioneG!: number;
  @Field(() => Float, { description: 'Risoluzione della bilancia di precisione (g)' }) risoluzionePrecisioneG!: number;
  @Field(() => Float, { description: 'Righe sotto questi grammi per ciclo: bilancia di precisione' }) sogliaPrecisioneG!: number;
  @Field(() => Float, { description: 'kg di ogni ciclo (cicli uguali)' }) kgCiclo!: number;
  @Field(() => [CicloFoglioPesataType]) cicli!: CicloFoglioPesataType[];
  @Field(() => [RigaFoglioPesataType], { description: "Righe dell'intero lotto: ognuna la somma delle righe arrotondate dei cicli" }) righe!: RigaFoglioPesataType[];
  @Field(() => Float, { description: 'Grammi da pesare in tutto (somma delle righe a peso)' }) grammiTotali!: number;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Euro per kg di miscela' })
  foodCostKg!: number | null;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Costo del lotto dalle quantità arrotondate, pezzi compresi (euro)' })
  costoLotto!: number | null;
  @Costo()
  @Field(() => Float, { nullable: true, description: "Euro che l'arrotondamento per eccesso dei pezzi aggiunge al lotto" })
  costoArrotondamentoPezzi!: number | null;
  @Field(() => [String]) allergeni!: string[];
  @Field(() => [String]) tracce!: string[];
  @Field(() => String, { nullable: true, description: 'Note di produzione del gusto' }) note!: string | null;
  @Field(() => String, { nullable: true, description: 'Lotto di produzione della riga del gusto (stampato per una produzione), es. L20261128-153' }) lottoProduzione!: string | null;
  @Field(() => String, { nullable: true, description: 'Data della produzione (stampato per una produzione)' }) dataProduzione!: string | null;
  @Field(() => [String]) avvisi!: string[];
  @Field(() => Date) generatoIl!: Date;
}
