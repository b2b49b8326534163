import { Field, Float, InputType, Int } from 'type-graphql';
import type { RuoloRiga, UnitaMisura } from '@gelatiere/scienza';
import { RuoloRigaEnum, UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';

// the fields and their rules live in gusto.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_GUSTO } from './gusto.schema.js';

@InputType('RigaRicettaInput', { description: "Una riga della ricetta: unità ammesse kg/g per ingredienti in kg, l/ml per quelli in l, altrimenti l'unità dell'ingrediente" })
export class RigaRicettaInput {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => Float, { description: '>= 0' }) quantita!: number;
  @Field(() => UnitaMisuraEnum) unita!: UnitaMisura;
  @Field(() => RuoloRigaEnum, { nullable: true, description: 'Predefinito: base' }) ruolo?: RuoloRiga | null;
  @Field(() => Boolean, { nullable: true, description: 'Riga caratterizzante: percentuale in etichetta (QUID); predefinito false' }) caratterizzante?: boolean | null;
}

@InputType('GustoInput', { description: 'Dati di un gusto (solo categorie e allergeni attivi)' })
export class GustoInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Int) categoriaId!: number;
  @Field(() => String, { nullable: true, description: 'Esadecimale #rrggbb; predefinito #ffffff' }) colore?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: false' }) stagionale?: boolean | null;
  @Field(() => String, { nullable: true }) noteProduzione?: string | null;
  @Field(() => String, { nullable: true, description: 'Denominazione di vendita in etichetta (vuota = "Gelato al …" dal tipo e dal nome)' }) denominazione?: string | null;
  @Field(() => Int, { nullable: true, description: 'Profilo di bilanciamento (nullo = quello della categoria)' }) profiloId?: number | null;
  @Field(() => [RigaRicettaInput]) ingredienti!: RigaRicettaInput[];
  @Field(() => [Int], { nullable: true }) allergeniIds?: number[] | null;
}

@InputType('AggiornaGustoInput', { description: 'Campi da modificare di un gusto (quelli omessi restano invariati; ingredienti e allergeniIds, se inviati, sostituiscono i precedenti)' })
export class AggiornaGustoInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Int, { nullable: true }) categoriaId?: number | null;
  @Field(() => String, { nullable: true }) colore?: string | null;
  @Field(() => Boolean, { nullable: true }) stagionale?: boolean | null;
  @Field(() => String, { nullable: true }) noteProduzione?: string | null;
  @Field(() => String, { nullable: true, description: 'Denominazione di vendita in etichetta (vuota = "Gelato al …" dal tipo e dal nome)' }) denominazione?: string | null;
  @Field(() => Int, { nullable: true, description: 'null = quello della categoria' }) profiloId?: number | null;
  @Field(() => [RigaRicettaInput], { nullable: true }) ingredienti?: RigaRicettaInput[] | null;
  @Field(() => [Int], { nullable: true }) allergeniIds?: number[] | null;
  @Field(() => String, { nullable: true, description: 'Nota della nuova versione della ricetta (se gli ingredienti cambiano)' }) notaVersione?: string | null;
}
