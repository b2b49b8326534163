import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createServer } from 'node:net';
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
  | { http: { base: string; path: string; headers: Record<string, string>; metodo?: 'POST'; corpi?: string[]; stato?: number; compressione?: boolean } }
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

/** The machine's busy and total CPU time in ms since boot (/proc/stat, all cores); null off Linux. */
function cpuMacchina(): { occupata: number; totale: number } | null {
  try {
    const campi = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = campi as [number, number, number, number, number, number, number, number];
    const occupata = user + nice + system + irq + softirq + steal;
    return { occupata: occupata * 10, totale: (occupata + idle + iowait) * 10 }; // USER_HZ = 100
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) another process has used so far, from /proc; null where there is none. */
export function cpuDiProcesso(pid: number | undefined): number | null {
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const campi = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(campi[11]) + Number(campi[12])) * 10; // USER_HZ = 100
  } catch {
    return null;
  }
}

/** CPU spent per request while a load ran: the whole machine's (server, database, clients) and this process's. */
export interface CpuPerRichiesta {
  macchinaMs: number | null;
  occupazione: number | null;
  processoMs: number;
}

/**
 * Runs a load and accounts the CPU it cost per request. On a saturated machine throughput is CPU per
 * request upside down, and CPU per request moves far less between runs than requests per second:
 * what one side adds over the other is read here.
 */
export async function conCpu(carica: () => Promise<Misura>): Promise<Misura & { cpu: CpuPerRichiesta }> {
  const m0 = cpuMacchina();
  const p0 = process.cpuUsage();
  const m = await carica();
  const m1 = cpuMacchina();
  const p = process.cpuUsage(p0);
  const n = Math.max(1, m.richieste);
  return {
    ...m,
    cpu: {
      macchinaMs: m0 && m1 ? (m1.occupata - m0.occupata) / n : null,
      occupazione: m0 && m1 ? (m1.occupata - m0.occupata) / Math.max(1, m1.totale - m0.totale) : null,
      processoMs: (p.user + p.system) / 1000 / n,
    },
  };
}

/** "CPU/richiesta 3.10 ms (macchina occupata 98 %), processo 0.84 ms" */
export const cpuTesto = ({ cpu }: { cpu: CpuPerRichiesta }) =>
  `CPU/richiesta ${cpu.macchinaMs === null ? 'n/d' : `${cpu.macchinaMs.toFixed(2)} ms (macchina occupata ${((cpu.occupazione ?? 0) * 100).toFixed(0)} %)`}, processo node ${cpu.processoMs.toFixed(2)} ms`;

/** A free TCP port on 127.0.0.1. */
export const portaLibera = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
