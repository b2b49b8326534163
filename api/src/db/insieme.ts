import type { EntityManager } from '@mikro-orm/postgresql';
import { createRequire } from 'node:module';
import type { FieldDef } from 'pg';
import { eseguiPreparata, nomeDi, statementCondiviso } from './esegui.js';
import { recordQuery } from './query-counter.js';

/**
 * Prepared statements sent together (issue 13): one socket write and one round trip for several
 * statements, as PostgreSQL's extended protocol allows (Parse/Bind/Describe/Execute for each, one
 * Sync at the end: one implicit transaction, so they also read the same snapshot).
 *
 * It is a `pg` Submittable (the interface pg-cursor uses): `pg.Client.query(submittable)` makes it the
 * connection's active query until ReadyForQuery, so no other statement interleaves, and it goes
 * through the same Kysely executor as `preparata` (the EntityManager's transaction or the pool: same
 * connections, same type parsers). Named statements are parsed once per connection, like pg's own:
 * a name not yet known to pg is closed then parsed (closing an unknown name is no error), so a batch
 * that failed after a Parse cannot leave a name pg believes unparsed but the server has.
 */

export interface Istruzione {
  text: string;
  values: readonly unknown[];
}

/** The rows of each statement; with an error, those of the statements completed before it. */
export class ErroreInsieme extends Error {
  constructor(
    readonly causa: Error,
    readonly completate: unknown[][],
  ) {
    super(causa.message);
  }
}

/** The part of pg's Connection a submittable writes to. */
interface Connessione {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  close(msg: { type: 'S'; name: string }): void;
  parse(msg: { text: string; name: string; types: never[] }): void;
  bind(msg: { statement: string; values: readonly unknown[]; valueMapper: unknown }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(msg: string): void;
}

interface Risultato {
  rows: unknown[];
  _types?: unknown;
  addFields(fields: FieldDef[]): void;
  parseRow(fields: unknown[]): unknown;
  addCommandComplete(msg: unknown): void;
}

// pg's own row builder and value mapper (the ones its Query uses), from its public `lib/*` exports
const richiedi = createRequire(import.meta.url);
const Result = richiedi('pg/lib/result.js') as new (rowMode?: string, types?: unknown) => Risultato;
const { prepareValue } = richiedi('pg/lib/utils.js') as { prepareValue: (v: unknown) => unknown };

class StatementInsieme implements PromiseLike<{ rows: unknown[] }> {
  /** pg sets the client's type parsers on `_result` (Client.query): every statement's rows use them. */
  readonly _result: Risultato = new Result();
  private readonly risultati: Risultato[] = [];
  private corrente = 0;
  private chiusa = false;
  private readonly fine: Promise<{ rows: unknown[] }>;
  private risolvi!: (r: { rows: unknown[] }) => void;
  private rifiuta!: (e: Error) => void;

  constructor(private readonly istruzioni: readonly (Istruzione & { name: string })[]) {
    this.fine = new Promise((res, rej) => {
      this.risolvi = res;
      this.rifiuta = rej;
    });
  }

  then<A = { rows: unknown[] }, B = never>(ok?: ((v: { rows: unknown[] }) => A | PromiseLike<A>) | null, ko?: ((e: unknown) => B | PromiseLike<B>) | null) {
    return this.fine.then(ok, ko);
  }

  submit(connection: Connessione): null {
    connection.stream.cork?.();
    try {
      for (const s of this.istruzioni) {
        if (!s.name || connection.parsedStatements[s.name] !== s.text) {
          if (s.name) connection.close({ type: 'S', name: s.name });
          connection.parse({ text: s.text, name: s.name, types: [] });
        }
        connection.bind({ statement: s.name, values: s.values, valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  private risultato(): Risultato {
    let r = this.risultati[this.corrente];
    if (!r) this.risultati[this.corrente] = r = new Result(undefined, this._result._types);
    return r;
  }

  handleRowDescription(msg: { fields: FieldDef[] }) {
    this.risultato().addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown[] }) {
    const r = this.risultato();
    r.rows.push(r.parseRow(msg.fields));
  }

  handleCommandComplete(msg: unknown) {
    this.risultato().addCommandComplete(msg);
    this.corrente++;
  }

  handleEmptyQuery() {
    this.corrente++;
  }

  handlePortalSuspended() {}

  handleCopyInResponse(connection: Connessione) {
    connection.sendCopyFail('No source stream defined');
  }

  /** A statement's error (the server skips the rest until Sync) or the connection's (no ReadyForQuery follows). */
  handleError(err: Error) {
    if (this.chiusa) return;
    this.chiusa = true;
    this.rifiuta(new ErroreInsieme(err, this.risultati.slice(0, this.corrente).map((r) => r.rows)));
  }

  handleReadyForQuery(connection: Connessione) {
    if (this.chiusa) return;
    this.chiusa = true;
    for (const s of this.istruzioni) if (s.name) connection.parsedStatements[s.name] = s.text;
    this.risolvi({ rows: [] });
  }

  /** The rows of each statement, in order (after a successful end). */
  righe(): unknown[][] {
    return this.istruzioni.map((_, i) => this.risultati[i]?.rows ?? []);
  }
}

/**
 * Runs `istruzioni` (`$n` parameters, named prepared statements as `preparata` does) in one round
 * trip on `em`'s connection and returns each one's rows. Counted as that many statements. On a
 * database error, throws an ErroreInsieme carrying the rows of the statements completed before it
 * (the error itself converted as MikroORM converts it).
 */
export async function preparateInsieme(em: EntityManager, istruzioni: readonly Istruzione[]): Promise<unknown[][]> {
  const condivisa = statementCondiviso(em);
  istruzioni.forEach((s, i) => recordQuery(s.text, true, i === 0));
  const insieme = new StatementInsieme(istruzioni.map((s) => ({ ...s, name: condivisa ? '' : nomeDi(s.text) })));
  try {
    // Kysely's query id (its cancellation bookkeeping) names the batch by its last statement
    await eseguiPreparata(em, insieme, istruzioni[istruzioni.length - 1]!.text);
  } catch (err) {
    if (err instanceof ErroreInsieme) throw new ErroreInsieme(em.getDriver().convertException(err.causa), err.completate);
    throw em.getDriver().convertException(err as Error);
  }
  return insieme.righe();
}

async function soloInsieme(em: EntityManager, istruzioni: readonly Istruzione[]): Promise<unknown[][]> {
  try {
    return await preparateInsieme(em, istruzioni);
  } catch (err) {
    throw err instanceof ErroreInsieme ? err.causa : err;
  }
}

/**
 * A statement waiting to travel with the next read on an EntityManager: the authentication of a
 * `soloLettura` route (rest/route.ts). `conferma` judges its rows and throws to refuse them. The
 * verdict is kept with the EntityManager: every later read on it, and the gateway before it answers
 * (verdettoInAttesa), get the same refusal, so a handler that caught it cannot answer anyway.
 */
export interface InAttesa {
  istruzione: Istruzione;
  conferma: (righe: unknown[]) => void;
}

interface Stato {
  attesa: InAttesa;
  /** Set once the statement has left: settles with its verdict. */
  verdetto?: Promise<void>;
}

const stati = new WeakMap<EntityManager, Stato>();

export function mettiInAttesa(em: EntityManager, attesa: InAttesa): void {
  stati.set(em, { attesa });
}

/** Whether a statement waits (or waited) on `em`: without one, reads need not go through leggiConInAttesa. */
export const haInAttesa = (em: EntityManager) => stati.has(em);

/** A statement that surely only reads: a select without data-modifying CTEs or row locks. */
const LEGGE = /^\s*(select|with)\b/i;
const SCRIVE = /\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval)\b/i;
export const soloLetturaSql = (text: string) => LEGGE.test(text) && !SCRIVE.test(text);

/** The verdict of `righe` (the waiting statement's rows), as a settled promise kept on `stato`. */
function giudica(stato: Stato, righe: unknown[]): Promise<void> {
  try {
    stato.attesa.conferma(righe);
    return Promise.resolve();
  } catch (err) {
    return Promise.reject(err);
  }
}

/**
 * Resolves when the statement waiting on `em` (if any) has confirmed, rejects with its refusal (or
 * its database error). Runs it alone when it has not left yet.
 */
export async function verdettoInAttesa(em: EntityManager): Promise<void> {
  const stato = stati.get(em);
  if (!stato) return;
  stato.verdetto ??= soloInsieme(em, [stato.attesa.istruzione]).then(([righe]) => giudica(stato, righe!));
  await stato.verdetto;
}

/**
 * With a statement waiting on `em` and an `istruzione` that only reads: both in one round trip, the
 * waiting one judged first, and `istruzione`'s rows returned. A statement that writes never travels
 * before the verdict, nor does any statement once the waiting one has left: they wait for the verdict,
 * then `undefined` says "run it yourself"; so does nothing waiting.
 */
export async function leggiConInAttesa(em: EntityManager, istruzione: Istruzione): Promise<unknown[] | undefined> {
  const stato = stati.get(em);
  if (!stato) return undefined;
  if (stato.verdetto || !soloLetturaSql(istruzione.text)) {
    await verdettoInAttesa(em);
    return undefined;
  }
  let letto: { righe: unknown[] } | { errore: unknown } = { righe: [] };
  stato.verdetto = preparateInsieme(em, [stato.attesa.istruzione, istruzione]).then(
    (righe) => {
      letto = { righe: righe[1]! };
      return giudica(stato, righe[0]!);
    },
    (err: unknown) => {
      const causa = err instanceof ErroreInsieme ? err.causa : err;
      if (!(err instanceof ErroreInsieme) || err.completate.length === 0) return Promise.reject(causa);
      // the read failed after the waiting statement completed: its verdict first, then the read's error
      letto = { errore: causa };
      return giudica(stato, err.completate[0]!);
    },
  );
  await stato.verdetto;
  if ('errore' in letto) throw letto.errore;
  return letto.righe;
}
