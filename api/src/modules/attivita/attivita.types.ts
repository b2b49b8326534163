import { Field, Int, ObjectType } from 'type-graphql';
import type { LogAttivitaView } from './attivita.service.js';

@ObjectType('LogAttivita', { description: "Una voce del log attività (utente null se l'utente non esiste più)" })
export class LogAttivitaType implements LogAttivitaView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) utenteId!: number | null;
  @Field(() => String, { nullable: true }) utenteNome!: string | null;
  @Field(() => String, { nullable: true }) utenteEmail!: string | null;
  @Field(() => String, { description: 'accesso, uscita, creazione, modifica, eliminazione, attivazione, disattivazione, azzeramento, importazione, invio_email, allarme_prezzo' }) azione!: string;
  @Field(() => String, { nullable: true }) dettagli!: string | null;
  @Field(() => String, { nullable: true }) ipAddress!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('LogAttivitaPagina', { description: 'Una pagina del log attività, dalla più recente, con il totale reale' })
export class LogAttivitaPaginaType {
  @Field(() => [LogAttivitaType]) righe!: LogAttivitaType[];
  @Field(() => Int) totale!: number;
}
