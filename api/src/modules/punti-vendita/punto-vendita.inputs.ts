import { Field, Float, InputType } from 'type-graphql';

// the fields and their rules: punto-vendita.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_PV } from './punto-vendita.schema.js';

@InputType('PuntoVenditaInput', { description: 'Dati di un nuovo punto vendita' })
export class PuntoVenditaInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Float, { nullable: true, description: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' }) temperaturaVetrina?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}

@InputType('AggiornaPuntoVenditaInput', { description: 'Campi da modificare di un punto vendita (quelli omessi restano invariati)' })
export class AggiornaPuntoVenditaInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Float, { nullable: true, description: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' }) temperaturaVetrina?: number | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
