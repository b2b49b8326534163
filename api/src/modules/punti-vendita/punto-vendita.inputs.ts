import { Field, Float, InputType } from 'type-graphql';

// the fields and their rules: punto-vendita.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_PV } from './punto-vendita.schema.js';

@InputType('PuntoVenditaInput', { description: 'Dati di un nuovo punto vendita' })
export class PuntoVenditaInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Float, { nullable: true, description: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' }) temperaturaVetrina?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Latitudine (-90..90) per la previsione meteo; null la toglie' }) latitudine?: number | null;
  @Field(() => Float, { nullable: true, description: 'Longitudine (-180..180), insieme alla latitudine' }) longitudine?: number | null;
  @Field(() => String, { nullable: true, description: 'Giorno del santo patrono, MM-GG (es. 10-04); null lo toglie' }) santoPatrono?: string | null;
}

@InputType('AggiornaPuntoVenditaInput', { description: 'Campi da modificare di un punto vendita (quelli omessi restano invariati)' })
export class AggiornaPuntoVenditaInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Float, { nullable: true, description: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' }) temperaturaVetrina?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Latitudine (-90..90) per la previsione meteo; null la toglie' }) latitudine?: number | null;
  @Field(() => Float, { nullable: true, description: 'Longitudine (-180..180), insieme alla latitudine' }) longitudine?: number | null;
  @Field(() => String, { nullable: true, description: 'Giorno del santo patrono, MM-GG (es. 10-04); null lo toglie' }) santoPatrono?: string | null;
}
