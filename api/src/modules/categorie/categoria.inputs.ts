import { Field, InputType, Int } from 'type-graphql';

// the fields and their rules live in categoria.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_CATEGORIA, profiloId } from './categoria.schema.js';

@InputType('CategoriaGustoInput', { description: 'Dati di una categoria di gusti' })
export class CategoriaGustoInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true, description: 'Esadecimale #rrggbb; predefinito #87CEEB' }) colore?: string | null;
  @Field(() => Int, { nullable: true, description: 'Intero >= 0; predefinito 0' }) ordine?: number | null;
  @Field(() => Int, { nullable: true, description: 'Profilo di bilanciamento dei suoi gusti (nullo = il profilo predefinito)' }) profiloId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: true' }) attivo?: boolean | null;
}

@InputType('AggiornaCategoriaGustoInput', { description: 'Campi da modificare di una categoria (quelli omessi restano invariati)' })
export class AggiornaCategoriaGustoInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true }) colore?: string | null;
  @Field(() => Int, { nullable: true }) ordine?: number | null;
  @Field(() => Int, { nullable: true, description: 'null = il profilo predefinito' }) profiloId?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
