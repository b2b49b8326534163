import { Field, Float, InputType } from 'type-graphql';
import type { UnitaMisura } from '@gelatiere/scienza';
import { UnitaMisuraEnum } from './ingrediente.types.js';

/** An additive: category and specific name or E number. */
@InputType('AdditivoInput')
export class AdditivoInput {
  @Field(() => String, { description: 'Categoria (es. emulsionante, addensante)' }) categoria!: string;
  @Field(() => String, { nullable: true, description: 'Nome specifico (es. lecitina di soia)' }) nome?: string | null;
  @Field(() => String, { nullable: true, description: 'Numero E (es. E322)' }) eNumero?: string | null;
}

// the fields and their rules live in ingrediente.schema.ts (one contract for REST, GraphQL and the service)

/** The composition fields shared by both ingredient inputs (g per 100 g; densita kg/l). */
@InputType()
abstract class ComposizioneIngredienteInput {
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) acqua?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) grassiSaturi?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) fibre?: number | null;
  @Field(() => Float, { nullable: true, description: 'Solidi magri del latte, g per 100 g' }) slng?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) saccarosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'Destrosio anidro, g per 100 g' }) glucosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) fruttosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) lattosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) maltosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'Etanolo, g per 100 g' }) alcol?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) burroCacao?: number | null;
  @Field(() => Float, { nullable: true, description: 'Solidi magri del cacao, g per 100 g' }) solidiCacao?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) grassiFruttaSecca?: number | null;
  @Field(() => Float, { nullable: true, description: 'Stabilizzanti ed emulsionanti, g per 100 g' }) stabilizzanti?: number | null;
  @Field(() => Float, { nullable: true, description: 'kg/l (liquidi; vuoto = 1,000)' }) densita?: number | null;
  @Field(() => Float, { nullable: true, description: 'Sciroppi di glucosio e maltodestrine: g di solidi per 100 g' }) sciroppoGlucosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'Destrosio equivalente dei solidi dello sciroppo (1-99)' }) de?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) eritritolo?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) maltitolo?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) sorbitolo?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) trealosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) inulina?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) polidestrosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'g per 100 g' }) sucralosio?: number | null;
  @Field(() => Float, { nullable: true, description: 'Glicosidi steviolici, g per 100 g' }) glicosidiSteviolo?: number | null;
  @Field(() => [String], { nullable: true, description: 'Nomi degli allergeni contenuti (catalogo allergeni); inviarla dichiara gli allergeni' })
  allergeniContiene?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Nomi degli allergeni che può contenere in tracce' }) allergeniTracce?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Allergeni dichiarati (anche nessuno)' }) allergeniDichiarati?: boolean | null;
  @Field(() => String, { nullable: true, description: "Nome in etichetta (es. 'latte intero'); vuoto = il nome" }) nomeEtichetta?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Caratterizzante: percentuale in etichetta (QUID)' }) caratterizzante?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Peso di un pezzo in grammi (ingredienti a pezzi)' }) pesoPezzoG?: number | null;
  @Field(() => String, { nullable: true, description: 'Ingrediente composto: il suo elenco ingredienti come in etichetta' }) ingredientiComposti?: string | null;
  @Field(() => AdditivoInput, { nullable: true, description: 'Additivo (null lo toglie)' }) additivo?: AdditivoInput | null;
}

@InputType('IngredienteInput', { description: 'Dati di un ingrediente (valori nutrizionali per 100 g; PAC/POD per 100 g, saccarosio = 100)' })
export class IngredienteInput extends ComposizioneIngredienteInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Float, { description: 'Euro per unità di misura' }) costoPerUnita!: number;
  @Field(() => UnitaMisuraEnum) unitaMisura!: UnitaMisura;
  @Field(() => String) fornitore!: string;
  @Field(() => Float, { nullable: true }) calorie?: number | null;
  @Field(() => Float, { nullable: true }) carboidrati?: number | null;
  @Field(() => Float, { nullable: true }) zuccheri?: number | null;
  @Field(() => Float, { nullable: true }) grassi?: number | null;
  @Field(() => Float, { nullable: true }) proteine?: number | null;
  @Field(() => Float, { nullable: true }) sale?: number | null;
  @Field(() => Float, { nullable: true }) pac?: number | null;
  @Field(() => Float, { nullable: true }) pod?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: true' }) attivo?: boolean | null;
}

@InputType('AggiornaIngredienteInput', { description: 'Campi da modificare di un ingrediente (quelli omessi restano invariati; null azzera i valori facoltativi)' })
export class AggiornaIngredienteInput extends ComposizioneIngredienteInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Float, { nullable: true }) costoPerUnita?: number | null;
  @Field(() => UnitaMisuraEnum, { nullable: true }) unitaMisura?: UnitaMisura | null;
  @Field(() => String, { nullable: true }) fornitore?: string | null;
  @Field(() => Float, { nullable: true }) calorie?: number | null;
  @Field(() => Float, { nullable: true }) carboidrati?: number | null;
  @Field(() => Float, { nullable: true }) zuccheri?: number | null;
  @Field(() => Float, { nullable: true }) grassi?: number | null;
  @Field(() => Float, { nullable: true }) proteine?: number | null;
  @Field(() => Float, { nullable: true }) sale?: number | null;
  @Field(() => Float, { nullable: true }) pac?: number | null;
  @Field(() => Float, { nullable: true }) pod?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
