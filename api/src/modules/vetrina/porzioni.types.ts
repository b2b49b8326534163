import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Costo } from '../../common/field-policy.js';
import { TipoPorzione, type PorzioneView } from './porzioni.schema.js';

export { TipoPorzione };
registerEnumType(TipoPorzione, { name: 'TipoPorzione', description: 'Porzione al banco: cono, coppette piccola/media/grande, vaschette da 500 g e da 1 kg' });

@ObjectType('Porzione', { description: 'Una porzione di un punto vendita: grammi e prezzo (solo admin e manager)' })
export class PorzioneType implements PorzioneView {
  @Field(() => Int) id!: number;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => TipoPorzione) tipo!: TipoPorzione;
  @Field(() => Int) grammi!: number;
  @Field(() => Float, { description: 'Euro' }) prezzo!: number;
  @Costo()
  @Field(() => Float, { description: 'Prezzo al kg implicito: prezzo / grammi × 1000, al centesimo' })
  prezzoKg!: number;
}

@InputType('PorzioneInput', { description: 'Grammi e prezzo di una porzione di un punto vendita' })
export class PorzioneInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => TipoPorzione, { nullable: true }) tipo?: TipoPorzione | null;
  @Field(() => Int, { nullable: true, description: 'Grammi interi, 1-5000' }) grammi?: number | null;
  @Field(() => Float, { nullable: true, description: 'Euro, > 0, 2 decimali' }) prezzo?: number | null;
}
