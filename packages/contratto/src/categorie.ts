import { z } from 'zod';
import { NOME_OBBLIGATORIO } from './messaggi.js';
import { colore, toNumber, v } from './validazione.js';

/** The input contract of flavour categories (spec sections 3 and 5) and its Italian messages. */

export const MSG_CATEGORIA = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  ordineNonValido: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  coloreNonValido: 'Il colore deve essere un codice esadecimale (es. #87CEEB)',
  nonTrovata: 'Categoria non trovata',
  duplicata: (nome: string) => `Esiste già una categoria con il nome "${nome}"`,
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare la categoria "${nome}": è usata da ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivala invece di eliminarla.`,
} as const;

/** A balancing profile id; null = none (the default profile). */
export const profiloId = z
  .preprocess(toNumber, v.idDi('Profilo di bilanciamento non valido').nullish())
  .transform((n) => n ?? null);

const campi = {
  nome: v.requiredString(MSG_CATEGORIA.nomeObbligatorio, 100),
  descrizione: v.optionalString(2000),
  colore: colore(MSG_CATEGORIA.coloreNonValido).describe('Esadecimale #rrggbb; predefinito #87CEEB'),
  ordine: z
    .preprocess(toNumber, z.number({ error: MSG_CATEGORIA.ordineNonValido }).int(MSG_CATEGORIA.ordineNonValido).min(0, MSG_CATEGORIA.ordineNonValido).max(1_000_000, MSG_CATEGORIA.ordineNonValido).nullish())
    .transform((n) => n ?? null)
    .describe('Intero >= 0; predefinito 0'),
  profiloId: profiloId.describe('Profilo di bilanciamento dei suoi gusti (null = il predefinito)'),
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish().describe('Predefinito: true'),
};

/** Create (spec section 5): nome required; ordine integer >= 0 (default 0); colore default #87CEEB. */
export const creaCategoriaSchema = z.object(campi).describe('Dati di una categoria di gusti');
export type CreaCategoria = z.output<typeof creaCategoriaSchema>;

/** Update: only the fields sent change; nome, when sent, cannot be blank. */
export const aggiornaCategoriaSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  descrizione: campi.descrizione.optional(),
  colore: campi.colore.optional(),
  ordine: campi.ordine.optional(),
  profiloId: campi.profiloId.optional().describe('null = il profilo predefinito'),
}).describe('Campi da modificare di una categoria (quelli omessi restano invariati)');
export type AggiornaCategoria = z.output<typeof aggiornaCategoriaSchema>;

export const filtroCategorieSchema = z.object({ soloAttive: v.boolish.optional().describe('true: solo le categorie attive') });
