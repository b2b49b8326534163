import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { STATI_EMAIL, TIPI_EMAIL, type StatoEmail, type TipoEmail } from './email.entity.js';
import type { EmailConfigEntry, EmailEsito, EmailLogDettaglio, EmailLogPage, EmailLogView } from './email.view.js';

export const TipoEmailEnum = Object.fromEntries(TIPI_EMAIL.map((t) => [t, t])) as { [K in TipoEmail]: K };
registerEnumType(TipoEmailEnum, { name: 'TipoEmail', description: 'Tipo di email: notifica di produzione, test, avviso webhook o ordine a un fornitore' });

export const StatoEmailEnum = Object.fromEntries(STATI_EMAIL.map((s) => [s, s])) as { [K in StatoEmail]: K };
registerEnumType(StatoEmailEnum, { name: 'StatoEmail', description: 'Stato di invio di una email' });

@ObjectType('EmailConfigEntry', { description: 'Una voce della configurazione email (la chiave API è sempre mascherata)' })
export class EmailConfigEntryType implements EmailConfigEntry {
  @Field(() => String) chiave!: string;
  @Field(() => String) valore!: string;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
}

@InputType('EmailConfigEntryInput', { description: 'Una voce da salvare; una chiave API mascherata lascia invariata quella salvata' })
export class EmailConfigEntryInput {
  @Field(() => String) chiave!: string;
  @Field(() => String, { nullable: true }) valore?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
}

@ObjectType('EmailEsito', { description: 'Esito di un salvataggio o di un invio (le email sono accodate e inviate dal worker)' })
export class EmailEsitoType implements EmailEsito {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => Int, { nullable: true, description: 'Id della voce del log email accodata' }) emailId!: number | null;
}

@ObjectType('EmailLogEntry', { description: 'Una email del log (senza contenuto)' })
export class EmailLogEntryType implements EmailLogView {
  @Field(() => Int) id!: number;
  @Field(() => TipoEmailEnum) tipo!: TipoEmail;
  @Field(() => [String]) destinatari!: string[];
  @Field(() => String) oggetto!: string;
  @Field(() => StatoEmailEnum) stato!: StatoEmail;
  @Field(() => Int) tentativi!: number;
  @Field(() => Date, { nullable: true, description: 'Prossimo tentativo (solo per le email in coda)' }) prossimoTentativo!: Date | null;
  @Field(() => String, { nullable: true }) messaggioErrore!: string | null;
  @Field(() => String, { nullable: true }) riferimentoTipo!: string | null;
  @Field(() => Int, { nullable: true }) riferimentoId!: number | null;
  @Field(() => String, { nullable: true, description: 'brevo oppure smtp' }) provider!: string | null;
  @Field(() => Date) dataCreazione!: Date;
  @Field(() => Date, { nullable: true }) dataInvio!: Date | null;
}

@ObjectType('EmailLogDettaglio', { description: 'Una email del log con contenuto HTML, testo e dati aggiuntivi' })
export class EmailLogDettaglioType extends EmailLogEntryType implements EmailLogDettaglio {
  @Field(() => String, { description: 'Contenuto HTML' }) contenuto!: string;
  @Field(() => String, { nullable: true, description: 'Versione in solo testo' }) testo!: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) datiAggiuntivi!: Record<string, unknown> | null;
}

@ObjectType('EmailLogPage')
export class EmailLogPageType implements EmailLogPage {
  @Field(() => [EmailLogEntryType]) emails!: EmailLogEntryType[];
  @Field(() => Int) total!: number;
}
