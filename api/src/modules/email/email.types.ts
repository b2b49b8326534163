import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { STATI_EMAIL, TIPI_EMAIL } from './email.entity.js';
import { enumDaValori, enumGraphql, inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { entrySchema } from './email.config.js';
import { emailConfigEntrySchema, emailEsitoSchema, emailLogDettaglioSchema, emailLogPaginaSchema, emailLogSchema } from './email.schema.js';
import type { EmailConfigEntry, EmailEsito, EmailLogDettaglio, EmailLogPage } from './email.view.js';

export const TipoEmailEnum = enumGraphql(enumDaValori(TIPI_EMAIL), { name: 'TipoEmail', description: 'Tipo di email: notifica di produzione, test, avviso webhook o ordine a un fornitore' });

export const StatoEmailEnum = enumGraphql(enumDaValori(STATI_EMAIL), { name: 'StatoEmail', description: 'Stato di invio di una email' });

export const EmailConfigEntryType = tipoDaZod('EmailConfigEntry', emailConfigEntrySchema);
export type EmailConfigEntryType = EmailConfigEntry;

export const EmailConfigEntryInput = inputDaZod('EmailConfigEntryInput', entrySchema, {
  campi: { valore: { tipo: () => String, nullable: true } },
});
export type EmailConfigEntryInput = { chiave: string; valore?: string | null; descrizione?: string | null };

export const EmailEsitoType = tipoDaZod('EmailEsito', emailEsitoSchema);
export type EmailEsitoType = EmailEsito;

export const EmailLogEntryType = tipoDaZod('EmailLogEntry', emailLogSchema);

export const EmailLogDettaglioType = tipoDaZod('EmailLogDettaglio', emailLogDettaglioSchema, {
  campi: { datiAggiuntivi: { tipo: () => GraphQLJSONObject } },
});
export type EmailLogDettaglioType = EmailLogDettaglio;

export const EmailLogPageType = tipoDaZod('EmailLogPage', emailLogPaginaSchema);
export type EmailLogPageType = EmailLogPage;
