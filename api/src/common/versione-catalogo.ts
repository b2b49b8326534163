import type { EntityManager } from '@mikro-orm/postgresql';
import { preparata } from '../db/prepared.js';
import type { RequestContext } from './context.js';

/**
 * The catalogue's version (migration CatalogoVersione): a number that grows with every committed
 * transaction that wrote one of TABELLE_CATALOGO and never goes back. Answers computed from the
 * catalogue only (the flavour list) are kept per version (rest/cache-risposte.ts): the version is
 * read first, the answer after, so a kept answer is never older than its version.
 */

/** Tables with the `<table>_catalogo_modificato` statement trigger (a test proves the flavour reads use no other). */
export const TABELLE_CATALOGO = ['gusti', 'categorie_gusti', 'gusti_ingredienti', 'ingredienti', 'ingredienti_allergeni', 'gusti_allergeni', 'allergeni'] as const;

/** Bookkeeping, not data: backups, reset and import leave it alone (admin.schema.ts). */
export const TABELLA_MODIFICHE_CATALOGO = 'catalogo_modifiche';

/** The version as a SQL expression (text): a few rows, since writers fold them past 64. */
export const VERSIONE_CATALOGO_SQL = '(select coalesce(sum(peso), 0)::text from catalogo_modifiche)';

/** The version in a statement of its own, for a request that did not read it with its authentication. */
export async function versioneCatalogo(em: EntityManager): Promise<string> {
  const [row] = await preparata<{ versione: string }>(em, `select ${VERSIONE_CATALOGO_SQL} as versione`, []);
  return row!.versione;
}

/** For writes made with triggers off (backup import, reset): a new version in the same transaction. */
export async function segnaCatalogoModificato(em: EntityManager): Promise<void> {
  await em.execute('select segna_catalogo_modificato()', [], 'run');
}

/** `cache` of a REST route whose answer is made of TABELLE_CATALOGO only (rest/route.ts). */
export const CACHE_CATALOGO = { versione: async (ctx: RequestContext) => ctx.versioneCatalogo ?? versioneCatalogo(ctx.em) };
