import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RUOLI_RIGA, UNITA_MISURA, type RuoloRiga, type UnitaMisura } from '@gelatiere/scienza';
import { Costo } from '../../common/field-policy.js';
import type { IngredienteView, StatisticaIngredienteView, StatisticheIngredientiView } from './ingrediente.view.js';

export const UnitaMisuraEnum = Object.fromEntries(UNITA_MISURA.map((u) => [u, u])) as { [K in UnitaMisura]: K };
registerEnumType(UnitaMisuraEnum, { name: 'UnitaMisura', description: 'Unità di misura: kg, l, g, ml, pz (pezzi, senza massa)' });

export const RuoloRigaEnum = Object.fromEntries(RUOLI_RIGA.map((u) => [u, u])) as { [K in RuoloRiga]: K };
registerEnumType(RuoloRigaEnum, { name: 'RuoloRiga', description: 'Ruolo di una riga della ricetta: base (la miscela), variegato (salse), inclusione (scaglie, granelle, pezzi)' });

@ObjectType('Additivo', { description: 'Additivo (Reg. UE 1169/2011, allegato VII parte C): categoria e nome specifico o numero E' })
export class AdditivoType {
  @Field(() => String, { description: 'Categoria (es. emulsionante, addensante)' }) categoria!: string;
  @Field(() => String, { nullable: true, description: 'Nome specifico (es. lecitina di soia)' }) nome!: string | null;
  @Field(() => String, { nullable: true, description: 'Numero E (es. E322)' }) eNumero!: string | null;
}

@ObjectType('Ingrediente', { description: 'Un ingrediente; valori nutrizionali per 100 g, PAC/POD per 100 g (saccarosio = 100)' })
export class IngredienteType implements IngredienteView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Costo()
  @Field(() => Float, { description: 'Euro per unità di misura' })
  costoPerUnita!: number;
  @Field(() => UnitaMisuraEnum) unitaMisura!: UnitaMisura;
  @Field(() => String) fornitore!: string;
  @Field(() => Float, { nullable: true }) calorie!: number | null;
  @Field(() => Float, { nullable: true }) carboidrati!: number | null;
  @Field(() => Float, { nullable: true }) zuccheri!: number | null;
  @Field(() => Float, { nullable: true }) grassi!: number | null;
  @Field(() => Float, { nullable: true }) proteine!: number | null;
  @Field(() => Float, { nullable: true }) sale!: number | null;
  @Field(() => Float, { nullable: true }) pac!: number | null;
  @Field(() => Float, { nullable: true }) pod!: number | null;
  @Field(() => Boolean, { description: 'PAC e POD calcolati dallo spettro degli zuccheri (non inseriti)' }) pacPodDerivati!: boolean;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) acqua!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) grassiSaturi!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) fibre!: number | null;
  @Field(() => Float, { nullable: true, description: 'Solidi magri del latte, g per 100 g' }) slng!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) saccarosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'Destrosio anidro, g per 100 g' }) glucosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) fruttosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) lattosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) maltosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'Etanolo, g per 100 g' }) alcol!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) burroCacao!: number | null;
  @Field(() => Float, { nullable: true, description: 'Solidi magri del cacao, g per 100 g' }) solidiCacao!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) grassiFruttaSecca!: number | null;
  @Field(() => Float, { nullable: true, description: 'Stabilizzanti ed emulsionanti, g per 100 g' }) stabilizzanti!: number | null;
  @Field(() => Float, { nullable: true, description: 'kg/l (liquidi; vuoto = 1,000)' }) densita!: number | null;
  @Field(() => Float, { nullable: true, description: 'Sciroppi di glucosio e maltodestrine: g di solidi per 100 g' }) sciroppoGlucosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'Destrosio equivalente dei solidi dello sciroppo (1-99)' }) de!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) eritritolo!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) maltitolo!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) sorbitolo!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) trealosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) inulina!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) polidestrosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) sucralosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'Glicosidi steviolici, g per 100 g' }) glicosidiSteviolo!: number | null;
  @Field(() => [String], { description: 'Allergeni contenuti (nomi del catalogo)' }) allergeniContiene!: string[];
  @Field(() => [String], { description: 'Allergeni che può contenere in tracce' }) allergeniTracce!: string[];
  @Field(() => Boolean, { description: 'Allergeni dichiarati (falso = sconosciuti)' }) allergeniDichiarati!: boolean;
  @Field(() => String, { nullable: true, description: "Nome in etichetta (es. 'latte intero'); nullo = il nome" }) nomeEtichetta!: string | null;
  @Field(() => Boolean, { description: 'Caratterizzante: percentuale in etichetta (QUID)' }) caratterizzante!: boolean;
  @Field(() => Float, { nullable: true, description: "Peso di un pezzo in grammi (ingredienti a pezzi): conta nella massa, nell'ordine in etichetta e nei valori nutrizionali" })
  pesoPezzoG!: number | null;
  @Field(() => String, { nullable: true, description: 'Ingrediente composto: il suo elenco ingredienti come in etichetta (es. cioccolato)' }) ingredientiComposti!: string | null;
  @Field(() => AdditivoType, { nullable: true, description: 'Additivo: categoria, nome specifico e/o numero E' }) additivo!: AdditivoType | null;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('PeriodoStatistiche')
export class PeriodoStatisticheType {
  @Field(() => String, { description: 'yyyy-MM-dd' }) dataInizio!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dataFine!: string;
}

@ObjectType('TotaliStatisticheIngredienti')
export class TotaliStatisticheIngredientiType {
  @Field(() => Int) ingredientiAnalizzati!: number;
  @Field(() => Float, { description: 'kg di gelato prodotti nel periodo (tutti i gusti)' }) kgTotaliProdotti!: number;
  @Field(() => Float, { description: 'Somma di quantitaUtilizzataKg degli ingredienti con massa (esclusi i pz)' })
  quantitaTotaleUtilizzata!: number;
  @Costo()
  @Field(() => Float)
  costoTotale!: number;
}

@ObjectType('StatisticaIngrediente')
export class StatisticaIngredienteType implements StatisticaIngredienteView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => Int, { description: 'Gusti la cui ricetta contiene l’ingrediente' }) gustiUtilizzati!: number;
  @Field(() => Float, { description: 'kg prodotti nel periodo dei gusti che lo contengono' }) kgProdottiTotali!: number;
  @Field(() => Float, { description: 'Consumo in kg (i liquidi secondo la loro densità); per gli ingredienti a pezzi, il numero di pezzi' })
  quantitaUtilizzataKg!: number;
  @Field(() => Float, { description: 'Consumo nell’unità di misura dell’ingrediente' }) quantitaUtilizzata!: number;
  @Costo()
  @Field(() => Float)
  costoPerUnita!: number;
  @Field(() => UnitaMisuraEnum) unitaMisura!: UnitaMisura;
  @Costo()
  @Field(() => Float)
  costoTotaleUtilizzato!: number;
  @Costo()
  @Field(() => Float, { description: 'Costo dell’ingrediente per kg di gelato prodotto (costoTotaleUtilizzato / kgProdottiTotali)' })
  costoMedioEffettivo!: number;
  @Field(() => String) fornitore!: string;
}

@ObjectType('StatisticheIngredienti')
export class StatisticheIngredientiType implements StatisticheIngredientiView {
  @Field(() => PeriodoStatisticheType) periodo!: PeriodoStatisticheType;
  @Field(() => TotaliStatisticheIngredientiType) totali!: TotaliStatisticheIngredientiType;
  @Field(() => [StatisticaIngredienteType]) statistiche!: StatisticaIngredienteType[];
}
