import { Field, InputType, Int } from 'type-graphql';
import { inputDaZod } from '../../common/from-zod.js';
import '../ingredienti/ingrediente.types.js'; // the UnitaMisura and RuoloRiga enums, before RigaRicettaInput
import { rigaRicetta } from './gusto.schema.js';

// the fields and their rules live in gusto.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_GUSTO } from './gusto.schema.js';

export const RigaRicettaInput = inputDaZod('RigaRicettaInput', rigaRicetta, { campi: { unita: { nullable: false } } });
type RigaRicettaInput = InstanceType<typeof RigaRicettaInput>;

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
