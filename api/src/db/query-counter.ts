import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface Counter {
  count: number;
  /** Of which named prepared statements with bound parameters (db/prepared.ts). */
  preparate: number;
  /** Round trips to the database: statements sent together (db/insieme.ts) make one. */
  viaggi: number;
  statements: string[];
}

const storage = new AsyncLocalStorage<Counter>();

/**
 * Called by the ORM for every SQL statement (and by db/prepared.ts, `preparata` true); counts it for
 * the request being measured, if any. `viaggio` false: it travels with the previous one (db/insieme.ts).
 */
export function recordQuery(sql: string, preparata = false, viaggio = true): string {
  const counter = storage.getStore();
  if (counter) {
    counter.count += 1;
    if (preparata) counter.preparate += 1;
    if (viaggio) counter.viaggi += 1;
    counter.statements.push(sql);
  }
  return sql;
}

/**
 * Header that carries a counter's id into a request: Fastify's request path does not keep the
 * caller's async context (app.inject included), so the app re-enters it in its first onRequest hook
 * (bindQueryCounter). Only ids of counters running in this process mean anything.
 */
export const QUERY_COUNTER_HEADER = 'x-gelatiere-query-counter';
const running = new Map<string, Counter>();

/**
 * Runs fn and returns how many SQL statements it issued (test helper; also usable in benchmarks).
 * fn receives the counter's id: send it as QUERY_COUNTER_HEADER to count inside a request.
 */
export async function countQueries<T>(fn: (counterId: string) => Promise<T>): Promise<{ result: T; count: number; preparate: number; viaggi: number; statements: string[] }> {
  const counter: Counter = { count: 0, preparate: 0, viaggi: 0, statements: [] };
  const id = randomUUID();
  running.set(id, counter);
  try {
    const result = await storage.run(counter, () => fn(id));
    return { result, count: counter.count, preparate: counter.preparate, viaggi: counter.viaggi, statements: counter.statements };
  } finally {
    running.delete(id);
  }
}

/**
 * Called synchronously by the app's first onRequest hook: the rest of the request runs in the
 * counter's async context when the header names a running counter. A no-op otherwise.
 */
export function bindQueryCounter(header: string | string[] | undefined): void {
  if (running.size === 0 || typeof header !== 'string') return;
  const counter = running.get(header);
  if (counter) storage.enterWith(counter);
}
