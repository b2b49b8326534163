import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How db/prepared.ts and db/insieme.ts hand a statement to the database: the name a text is prepared
 * under, and the Kysely executor of an EntityManager (see prepared.ts for why not `em.execute`).
 */

/**
 * What `calcola` gives for a statement text, computed once per text: texts are a bounded set (the
 * clear only guards against a leak).
 */
export function perTesto(memo: Map<string, string>, testo: string, calcola: (testo: string) => string): string {
  let valore = memo.get(testo);
  if (valore === undefined) {
    valore = calcola(testo);
    if (memo.size > 5000) memo.clear();
    memo.set(testo, valore);
  }
  return valore;
}

const nomi = new Map<string, string>();
/** A statement name per text (pg keeps one prepared statement per name and connection). */
export const nomeDi = (text: string) => perTesto(nomi, text, (t) => `g13_${createHash('sha1').update(t).digest('base64url')}`);

/** The part of Kysely's executor this module uses (a Kysely instance or a controlled transaction). */
interface Esecutore {
  executeQuery(query: unknown): Promise<{ rows: unknown[]; numAffectedRows?: bigint }>;
}

/**
 * True on the embedded database (pool of 1): it serves every socket connection from its one backend
 * session, whose prepared statements outlive a reconnect that pg's new client knows nothing of
 * ('already exists'): there statements stay unnamed (still bound, parsed per call).
 */
export const statementCondiviso = (em: EntityManager) => (em.config.get('pool')?.max ?? 10) < 2;

/**
 * Hands `sql` (a pg query config, or a pg Submittable: pg's Client.query takes either as is) to the
 * Kysely executor of `em` (its transaction if any, else the pool). `testo` names the query for
 * Kysely's cancellation bookkeeping.
 */
export async function eseguiPreparata(em: EntityManager, sql: unknown, testo: string, values: readonly unknown[] = []) {
  const db = (em.getTransactionContext() ?? em.getConnection().getClient()) as unknown as Esecutore;
  return db.executeQuery({ sql, parameters: values, query: { kind: 'RawNode', sqlFragments: [testo], parameters: [] }, queryId: { queryId: nomeDi(testo) } });
}
