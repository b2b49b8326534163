import { z } from 'zod';
import { NOME_OBBLIGATORIO } from './messaggi.js';
import { v } from './validazione.js';

export const MSG_ALLERGENE = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  codiceObbligatorio: 'Il codice è obbligatorio',
  nonTrovato: 'Allergene non trovato',
  codiceDuplicato: (codice: string) => `Esiste già un allergene con il codice "${codice}"`,
  nomeDuplicato: (nome: string) => `Esiste già un allergene con il nome "${nome}"`,
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare l'allergene "${nome}": è associato a ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivalo invece di eliminarlo.`,
  inUsoIngredienti: (nome: string, n: number) =>
    `Impossibile eliminare l'allergene "${nome}": è dichiarato da ${n} ${n === 1 ? 'ingrediente' : 'ingredienti'}. Disattivalo invece di eliminarlo.`,
} as const;

/** The input contract of the allergen catalogue (spec sections 3 and 5). */

const campi = {
  nome: v.requiredString(MSG_ALLERGENE.nomeObbligatorio, 100),
  codice: v.requiredString(MSG_ALLERGENE.codiceObbligatorio, 50).describe('Univoco'),
  descrizione: v.optionalString(2000),
  regolamentazione: v.optionalString(2000),
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish().describe('Predefinito: true'),
};

/** Create (spec section 5): nome and codice required; codice unique. */
export const creaAllergeneSchema = z.object(campi).describe('Dati di un allergene');
export type CreaAllergene = z.output<typeof creaAllergeneSchema>;

/** Update: only the fields sent change; nome and codice, when sent, cannot be blank. */
export const aggiornaAllergeneSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  codice: campi.codice.optional(),
  descrizione: campi.descrizione.optional(),
  regolamentazione: campi.regolamentazione.optional(),
}).describe('Campi da modificare di un allergene (quelli omessi restano invariati)');
export type AggiornaAllergene = z.output<typeof aggiornaAllergeneSchema>;

export const filtroAllergeniSchema = z.object({ soloAttivi: v.boolish.optional().describe('true: solo gli allergeni attivi') });
