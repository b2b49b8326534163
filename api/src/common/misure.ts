/**
 * Process-wide measurement points with no dependency (the bottom floor): code that runs jobs or meets
 * timeouts reports here, and http/metrics.ts turns the reports into Prometheus metrics for each app
 * built in the process.
 */

type Ascoltatore = (job: string, secondi: number, esito: 'ok' | 'errore') => void;
const ascoltatori = new Set<Ascoltatore>();

export const contatori = {
  /** Statements cancelled by statement_timeout (SQLSTATE 57014) that reached an answer. */
  timeoutStatement: 0,
};

/** Listens to job durations; returns the function that stops listening. */
export function ascoltaJob(a: Ascoltatore): () => void {
  ascoltatori.add(a);
  return () => ascoltatori.delete(a);
}

/** Runs `fn` as the job `nome` (an outbox batch, a forecast, a plan) and reports how long it took. */
export async function misuraJob<T>(nome: string, fn: () => Promise<T>): Promise<T> {
  const inizio = process.hrtime.bigint();
  let esito: 'ok' | 'errore' = 'errore';
  try {
    const r = await fn();
    esito = 'ok';
    return r;
  } finally {
    const secondi = Number(process.hrtime.bigint() - inizio) / 1e9;
    for (const a of ascoltatori) a(nome, secondi, esito);
  }
}
