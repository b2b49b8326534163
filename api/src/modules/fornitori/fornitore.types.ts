import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { FornitoreView } from './fornitore.schema.js';

@ObjectType('Fornitore', { description: 'Un fornitore: ragione sociale, partita IVA, contatti' })
export class FornitoreType implements FornitoreView {
  @Field(() => Int) id!: number;
  @Field(() => String) ragioneSociale!: string;
  @Field(() => String, { nullable: true, description: '11 cifre; null per i fornitori migrati dal vecchio campo di testo, finché non viene inserita' })
  partitaIva!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) telefono!: string | null;
  @Field(() => String, { nullable: true, description: 'Via e numero civico della sede' }) indirizzo!: string | null;
  @Field(() => String, { nullable: true }) cap!: string | null;
  @Field(() => String, { nullable: true }) comune!: string | null;
  @Field(() => String, { nullable: true, description: 'Sigla della provincia (2 lettere)' }) provincia!: string | null;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Int, { description: 'Numero di ingredienti collegati' }) ingredienti!: number;
}

@InputType('FornitoreInput', { description: 'Un fornitore (nuovo o modificato: tutti i campi)' })
export class FornitoreInput {
  @Field(() => String, { nullable: true }) ragioneSociale?: string | null;
  @Field(() => String, { nullable: true, description: '11 cifre, con la cifra di controllo' }) partitaIva?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) telefono?: string | null;
  @Field(() => String, { nullable: true, description: 'Via e numero civico della sede' }) indirizzo?: string | null;
  @Field(() => String, { nullable: true, description: '5 cifre' }) cap?: string | null;
  @Field(() => String, { nullable: true }) comune?: string | null;
  @Field(() => String, { nullable: true, description: 'Sigla di 2 lettere' }) provincia?: string | null;
}
