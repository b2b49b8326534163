import { Field, Int, ObjectType } from 'type-graphql';
import type { AllergeneView } from './allergene.view.js';

@ObjectType('Allergene', { description: 'Un allergene (i 14 del Reg. UE 1169/2011, Allegato II, sono precaricati)' })
export class AllergeneType implements AllergeneView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) codice!: string;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => String, { nullable: true }) regolamentazione!: string | null;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Date) createdAt!: Date;
}
