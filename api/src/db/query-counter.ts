import { AsyncLocalStorage } from 'node:async_hooks';

interface Counter {
  count: number;
  statements: string[];
}

const storage = new AsyncLocalStorage<Counter>();

/** Called by the ORM for every SQL statement; counts it for the request being measured, if any. */
export function recordQuery(sql: string): string {
  const counter = storage.getStore();
  if (counter) {
    counter.count += 1;
    counter.statements.push(sql);
  }
  return sql;
}

/** Runs fn and returns how many SQL statements it issued (test helper; also usable in benchmarks). */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
  const counter: Counter = { count: 0, statements: [] };
  const result = await storage.run(counter, fn);
  return { result, count: counter.count, statements: counter.statements };
}
