import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { PuntoVenditaView } from './punto-vendita.view.js';

@ObjectType('PuntoVendita', { description: 'Un punto vendita (negozio, chiosco, laboratorio)' })
export class PuntoVenditaType implements PuntoVenditaView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) indirizzo!: string | null;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Float, { description: 'Temperatura della vetrina in °C (predefinita -12)' }) temperaturaVetrina!: number;
  @Field(() => Date) createdAt!: Date;
}
