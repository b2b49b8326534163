/**
 * A load generator in its own thread (bench/stats.ts aCaricoInThread): the bench's clients are not
 * the server, so their CPU (building requests, parsing answers, their socket writes) must not run
 * on the server's event loop. `clients` loops for `secondi` seconds, either HTTP requests to `path`
 * (undici, keep-alive, accepting br/gzip like a browser; a GET, or `metodo` with the body
 * `corpi[i % corpi.length]` for the client's i-th call i = client + k × clients, answered `stato`)
 * or one prepared statement over `pg`.
 * Posts back the latencies of the successful calls, the errors and the duration.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { clients, secondi, http, sql } = workerData;

let chiama;
let chiudi;
if (http) {
  const { Pool } = await import('undici');
  const pool = new Pool(http.base, { connections: clients });
  const { metodo = 'GET', corpi, stato = 200 } = http;
  chiama = async (i) => {
    const res = await pool.request({
      path: http.path,
      method: metodo,
      headers: { ...http.headers, 'accept-encoding': 'br, gzip' },
      ...(corpi ? { body: corpi[i % corpi.length] } : {}),
    });
    await res.body.arrayBuffer();
    return res.statusCode === stato;
  };
  chiudi = () => pool.close();
} else {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: sql.url, max: clients });
  chiama = async () => {
    await pool.query({ name: sql.nome, text: sql.text, values: sql.values });
    return true;
  };
  chiudi = () => pool.end();
}

const tempi = [];
let errori = 0;
const inizio = performance.now();
const fine = inizio + secondi * 1000;
await Promise.all(
  Array.from({ length: clients }, async (_, c) => {
    for (let i = c; performance.now() < fine; i += clients) {
      const t0 = performance.now();
      const ok = await chiama(i).catch(() => false);
      if (ok) tempi.push(performance.now() - t0);
      else errori++;
    }
  }),
);
const durata = (performance.now() - inizio) / 1000;
await chiudi();
parentPort.postMessage({ tempi, errori, durata });
