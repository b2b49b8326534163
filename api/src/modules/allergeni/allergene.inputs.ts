import { Field, InputType } from 'type-graphql';

export const MSG_ALLERGENE = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  codiceObbligatorio: 'Il codice è obbligatorio',
  nonTrovato: 'Allergene non trovato',
  codiceDuplicato: (codice: string) => `Esiste già un allergene con il codice "${codice}"`,
  nomeDuplicato: (nome: string) => `Esiste già un allergene con il nome "${nome}"`,
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare l'allergene "${nome}": è associato a ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivalo invece di eliminarlo.`,
  inUsoIngredienti: (nome: string, n: number) =>
    `Impossibile eliminare l'allergene "${nome}": è dichiarato da ${n} ${n === 1 ? 'ingrediente' : 'ingredienti'}. Disattivalo invece di eliminarlo.`,
} as const;

// the fields and their rules: allergene.schema.ts (one contract for REST, GraphQL and the service)

@InputType('AllergeneInput', { description: 'Dati di un allergene' })
export class AllergeneInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { description: 'Univoco' }) codice!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true }) regolamentazione?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: true' }) attivo?: boolean | null;
}

@InputType('AggiornaAllergeneInput', { description: 'Campi da modificare di un allergene (quelli omessi restano invariati)' })
export class AggiornaAllergeneInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) codice?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true }) regolamentazione?: string | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
