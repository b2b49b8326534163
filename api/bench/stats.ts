import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** Shared by the benchmarks: percentiles, millisecond columns and the machine's load. */

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
}

/** Milliseconds as an 8-character column. */
export const ms = (n: number) => n.toFixed(1).padStart(8);

/** The load average (1, 5, 15 min): figures taken on a busy machine are not evidence. */
export const carico = () => `load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

export interface Misura {
  richieste: number;
  alSecondo: number;
  p50: number;
  p99: number;
  errori: number;
}

const misura = (tempi: number[], errori: number, durata: number): Misura => ({
  richieste: tempi.length,
  alSecondo: tempi.length / durata,
  p50: pct(tempi, 50),
  p99: pct(tempi, 99),
  errori,
});

/** What a load thread (carico.worker.ts) runs: GETs of one path over HTTP, or one prepared statement. */
export type CaricoInThread =
  | { http: { base: string; path: string; headers: Record<string, string>; metodo?: 'POST'; corpi?: string[]; stato?: number } }
  | { sql: { url: string; nome: string; text: string; values: unknown[] } };

/**
 * `clients` loops for `secondi` seconds in a thread of their own (carico.worker.ts): the clients'
 * CPU stays off the event loop of the server under test, as it would on real clients' machines.
 */
export function aCaricoInThread(clients: number, secondi: number, carico: CaricoInThread): Promise<Misura> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./carico.worker.ts', import.meta.url), { workerData: { clients, secondi, ...carico } });
    w.once('message', (m: Misura) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => code !== 0 && reject(new Error(`thread di carico uscito con ${code}`)));
  });
}

/** `clients` loops calling fn for `secondi` seconds; latencies of successful calls (false or a throw is an error). */
export async function aCarico(clients: number, secondi: number, fn: (i: number) => Promise<boolean>): Promise<Misura> {
  const tempi: number[] = [];
  let errori = 0;
  const fine = performance.now() + secondi * 1000;
  const inizio = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; performance.now() < fine; i += clients) {
        const t0 = performance.now();
        const ok = await fn(i).catch(() => false);
        if (ok) tempi.push(performance.now() - t0);
        else errori++;
      }
    }),
  );
  return misura(tempi, errori, (performance.now() - inizio) / 1000);
}
