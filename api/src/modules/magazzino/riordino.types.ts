import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { OrdineSuggeritoView } from './riordino.schema.js';

@ObjectType('RigaOrdineSuggerito')
export class RigaOrdineSuggeritoType {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unitaMisura!: string;
  @Field(() => Float) giacenza!: number;
  @Field(() => Float, { nullable: true }) scortaMinima!: number | null;
  @Field(() => Float, { description: 'Fabbisogno della produzione suggerita dei prossimi 7 giorni' }) fabbisognoSettimana!: number;
  @Field(() => Float, { description: 'max(0, scorta minima + fabbisogno − giacenza)' }) daOrdinare!: number;
  @Field(() => Float, { description: 'Ultimo prezzo, euro per unità' }) costoPerUnita!: number;
  @Field(() => Float) costoStimato!: number;
}

@ObjectType('OrdineSuggerito', { description: 'Ordine suggerito a un fornitore (admin e manager)' })
export class OrdineSuggeritoType implements OrdineSuggeritoView {
  @Field(() => Int, { nullable: true }) fornitoreId!: number | null;
  @Field(() => String, { nullable: true }) ragioneSociale!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => [RigaOrdineSuggeritoType]) righe!: RigaOrdineSuggeritoType[];
  @Field(() => Float) totaleStimato!: number;
}
