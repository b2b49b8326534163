import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from './context.js';
import { requireUser } from './context.js';
import { badInput, conflict } from './errors.js';
import { preparata } from '../db/prepared.js';

/**
 * Idempotent creation (header `Idempotency-Key` on REST, argument `idempotencyKey` on GraphQL).
 *
 * The key row is inserted first, in the same transaction as the change it protects:
 * - a concurrent request with the same key blocks on the primary key until the first commits, then
 *   finds its row alive (the claim takes over expired keys only) and replays the stored answer;
 * - if the first fails, its transaction rolls back with the key, and the next attempt runs anew;
 * - the same key with another request (scope or fingerprint of the parsed input) is refused.
 * Keys live 24 hours; expired ones are purged by the next idempotent request.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_HOURS = 24;

export const MSG_IDEMPOTENZA = {
  chiaveNonValida: 'Chiave di idempotenza non valida: da 1 a 255 caratteri stampabili, senza spazi',
  chiaveRiusata: "Chiave di idempotenza già usata per un'altra richiesta: genera una nuova chiave",
  chiaveInScadenza: 'Chiave di idempotenza in rinnovo: riprova tra un istante',
} as const;

/** OpenAPI documentation of the header on the routes that honour it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Chiave di idempotenza (1-255 caratteri stampabili, es. un UUID): la stessa chiave entro 24 ore restituisce la prima risposta senza creare di nuovo'),
});

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** Validates a key from a header or an argument; absent (undefined, null) means "not idempotent". */
export function parseIdempotencyKey(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || !KEY_FORMAT.test(raw)) throw badInput(MSG_IDEMPOTENZA.chiaveNonValida);
  return raw;
}

/** JSON with object keys sorted, so the fingerprint does not depend on key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, val: unknown) => {
    if (val && typeof val === 'object' && !Array.isArray(val) && !(val instanceof Date)) {
      const src = val as Record<string, unknown>;
      return Object.fromEntries(Object.keys(src).sort().map((k) => [k, src[k]]));
    }
    return val;
  });
}

/**
 * Keyed with the server secret (HMAC-SHA256): inputs may hold passwords (POST /users), and a plain
 * hash stored for 24 h could be brute-forced offline from the rest of the request.
 */
export const requestFingerprint = (segreto: string, ambito: string, input: unknown) =>
  createHmac('sha256', segreto).update(ambito).update('\n').update(canonicalJson(input) ?? '').digest('hex');

export interface IdempotentRequest<T> {
  /** Raw key (header or argument); validated here. */
  chiave: unknown;
  /** What the key protects, e.g. `produzione.registra`: a key is bound to one scope. */
  ambito: string;
  /** The parsed input: the same key with another input is refused. */
  input: unknown;
  /** Turns the stored JSON answer back into T (e.g. dates); identity by default. */
  revive?: (stored: unknown) => T;
}

/**
 * Claims a key for this request: inserts it, or takes over the same user's key once expired (a fresh
 * row: new scope, fingerprint and expiry, no answer); returns it when claimed, nothing when the key is
 * alive (a repeat, or another request's: the caller reads it). A concurrent claim of the same key
 * waits on the primary key until the first commits. The CTE purges up to 100 other expired keys that
 * no transaction holds ($1, $2 excluded: a row is written once per statement).
 */
const RIVENDICA_CHIAVE_SQL = `
  with scadute as (
    delete from idempotenza
     where ctid in (select ctid from idempotenza
                     where scade_il < now() and not (utente_id = $1 and chiave = $2)
                     limit 100 for update skip locked))
  insert into idempotenza as i (utente_id, chiave, ambito, impronta, scade_il)
  values ($1, $2, $3, $4, now() + make_interval(hours => $5))
  on conflict (utente_id, chiave) do update
     set ambito = excluded.ambito, impronta = excluded.impronta, risposta = null, created_at = now(), scade_il = excluded.scade_il
   where i.scade_il < now()
  returning chiave`;

/**
 * Runs `run` in one transaction. With a key, the answer is stored with the key in that transaction,
 * and a repeat of the same request (same user, key, scope and input) within 24 h returns the stored
 * answer without running `run` again. `run` must return JSON-serialisable data.
 */
export async function idempotente<T>(ctx: RequestContext, req: IdempotentRequest<T>, run: (em: EntityManager) => Promise<T>): Promise<T> {
  const chiave = parseIdempotencyKey(req.chiave);
  if (chiave === undefined) return ctx.em.transactional(run);
  const utenteId = requireUser(ctx).id;
  const impronta = requestFingerprint(ctx.config.JWT_SECRET, req.ambito, req.input);
  return ctx.em.transactional(async (em) => {
    // the key, claimed: new, or taken over when expired; and a bounded batch of other expired keys
    // nobody is touching, purged on the way (one statement: issue 13, statements per write)
    const inserted = await preparata<{ chiave: string }>(em, RIVENDICA_CHIAVE_SQL, [utenteId, chiave, req.ambito, impronta, IDEMPOTENCY_TTL_HOURS]);
    if (inserted.length === 0) {
      const [stored] = await preparata<{ ambito: string; impronta: string; risposta: unknown }>(
        em,
        'select ambito, impronta, risposta from idempotenza where utente_id = $1 and chiave = $2',
        [utenteId, chiave],
      );
      if (!stored) throw conflict(MSG_IDEMPOTENZA.chiaveInScadenza);
      if (stored.ambito !== req.ambito || stored.impronta !== impronta) throw conflict(MSG_IDEMPOTENZA.chiaveRiusata);
      const risposta = typeof stored.risposta === 'string' ? (JSON.parse(stored.risposta) as unknown) : stored.risposta;
      return req.revive ? req.revive(risposta) : (risposta as T);
    }
    const result = await run(em);
    await preparata(em, 'update idempotenza set risposta = $1::jsonb where utente_id = $2 and chiave = $3', [JSON.stringify(result), utenteId, chiave]);
    return result;
  });
}
