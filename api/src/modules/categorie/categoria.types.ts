import { Field, Int, ObjectType } from 'type-graphql';
import type { CategoriaGustoView } from './categoria.view.js';

@ObjectType('CategoriaGusto', { description: 'Una categoria di gusti' })
export class CategoriaGustoType implements CategoriaGustoView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => String, { description: 'Esadecimale #rrggbb' }) colore!: string;
  @Field(() => Int) ordine!: number;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Int, { nullable: true, description: 'Profilo di bilanciamento predefinito dei suoi gusti (nullo = il profilo predefinito)' })
  profiloId!: number | null;
  @Field(() => Date) createdAt!: Date;
}
