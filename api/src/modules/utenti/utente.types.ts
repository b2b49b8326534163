import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RUOLI, type Ruolo } from '../../common/authz.js';
import type { UserView } from './utente.view.js';

export const RuoloEnum = Object.fromEntries(RUOLI.map((r) => [r, r])) as { [K in Ruolo]: K };
registerEnumType(RuoloEnum, { name: 'Ruolo', description: 'Ruolo di un utente' });

@ObjectType('User', { description: 'Un utente dello staff' })
export class UserType implements UserView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) email!: string;
  @Field(() => RuoloEnum) ruolo!: Ruolo;
  @Field(() => Int, { nullable: true }) puntoVenditaId!: number | null;
  @Field(() => String, { nullable: true }) puntoVenditaNome!: string | null;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Date) createdAt!: Date;
}
