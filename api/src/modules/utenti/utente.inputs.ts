import { Field, InputType, Int } from 'type-graphql';
import type { Ruolo } from '../../common/authz.js';
import { PASSWORD_MIN } from './utente.schema.js';
import { RuoloEnum } from './utente.types.js';

// the fields and their rules: utente.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_UTENTI, PASSWORD_MIN } from './utente.schema.js';

@InputType('CreaUtenteInput', { description: 'Dati di un nuovo utente' })
export class CreaUtenteInput {
  @Field(() => String) nome!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: `Obbligatoria, almeno ${PASSWORD_MIN} caratteri` }) password!: string;
  @Field(() => RuoloEnum, { nullable: true, description: 'Predefinito: operatore' }) ruolo?: Ruolo | null;
  @Field(() => Int, { nullable: true, description: 'Un punto vendita attivo, oppure nessuno' }) puntoVenditaId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Predefinito: true' }) attivo?: boolean | null;
}

@InputType('AggiornaUtenteInput', {
  description: 'Campi da modificare di un utente (quelli omessi restano invariati; puntoVenditaId null lo rimuove)',
})
export class AggiornaUtenteInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Cambiata solo se non vuota' }) password?: string | null;
  @Field(() => RuoloEnum, { nullable: true }) ruolo?: Ruolo | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'false archivia l’utente' }) attivo?: boolean | null;
}
