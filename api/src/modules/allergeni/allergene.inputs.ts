import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { v } from '../../common/validation.js';

export const MSG_ALLERGENE = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  codiceObbligatorio: 'Il codice è obbligatorio',
  nonTrovato: 'Allergene non trovato',
  codiceDuplicato: (codice: string) => `Esiste già un allergene con il codice "${codice}"`,
  nomeDuplicato: (nome: string) => `Esiste già un allergene con il nome "${nome}"`,
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare l'allergene "${nome}": è associato a ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivalo invece di eliminarlo.`,
} as const;

const campi = {
  nome: v.requiredString(MSG_ALLERGENE.nomeObbligatorio, 100),
  codice: v.requiredString(MSG_ALLERGENE.codiceObbligatorio, 50),
  descrizione: v.optionalString(2000),
  regolamentazione: v.optionalString(2000),
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish(),
};

/** Create (spec section 5): nome and codice required; codice unique. */
export const creaAllergeneSchema = z.object(campi);

/** Update: only the fields sent change; nome and codice, when sent, cannot be blank. */
export const aggiornaAllergeneSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  codice: campi.codice.optional(),
  descrizione: campi.descrizione.optional(),
  regolamentazione: campi.regolamentazione.optional(),
});

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
