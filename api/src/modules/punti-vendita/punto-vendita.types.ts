import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { PuntoVenditaView } from './punto-vendita.view.js';

@ObjectType('PuntoVendita', { description: 'Un punto vendita (negozio, chiosco, laboratorio)' })
export class PuntoVenditaType implements PuntoVenditaView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) indirizzo!: string | null;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Float, { description: 'Temperatura della vetrina in °C (predefinita -12)' }) temperaturaVetrina!: number;
  @Field(() => Float, { nullable: true, description: 'Latitudine (previsione meteo)' }) latitudine!: number | null;
  @Field(() => Float, { nullable: true, description: 'Longitudine (previsione meteo)' }) longitudine!: number | null;
  @Field(() => String, { nullable: true, description: 'Giorno del santo patrono, MM-GG' }) santoPatrono!: string | null;
  @Field(() => Date) createdAt!: Date;
}
