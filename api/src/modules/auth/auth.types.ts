import { Field, ObjectType } from 'type-graphql';
import { UserType } from '../utenti/utente.types.js';

@ObjectType('AuthPayload')
export class AuthPayloadType {
  @Field(() => String) token!: string;
  @Field(() => UserType) user!: UserType;
}
