import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { v } from '../../common/validation.js';

export const MSG_PV = {
  nomeObbligatorio: 'Il nome del punto vendita è obbligatorio',
  nonTrovato: 'Punto vendita non trovato',
  haProduzioni:
    'Impossibile eliminare il punto vendita: ha produzioni registrate. Disattivalo invece di eliminarlo.',
} as const;

const nome = v.requiredString(MSG_PV.nomeObbligatorio, 150);
const indirizzo = z
  .string({ message: 'Indirizzo non valido' })
  .trim()
  .max(500, 'Testo troppo lungo (massimo 500 caratteri)')
  .nullable()
  .transform((s) => (s ? s : null));

/** Create: nome required (spec section 5); attivo defaults to true. */
export const creaPuntoVenditaSchema = z.object({
  nome,
  indirizzo: indirizzo.optional(),
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish(),
});

/** Update: only the fields sent change; nome, when sent, cannot be blank. */
export const aggiornaPuntoVenditaSchema = z.object({
  nome: nome.optional(),
  indirizzo: indirizzo.optional(),
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish(),
});

@InputType('PuntoVenditaInput', { description: 'Dati di un nuovo punto vendita' })
export class PuntoVenditaInput {
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}

@InputType('AggiornaPuntoVenditaInput', { description: 'Campi da modificare di un punto vendita (quelli omessi restano invariati)' })
export class AggiornaPuntoVenditaInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => Boolean, { nullable: true }) attivo?: boolean | null;
}
