/**
 * A load generator in its own thread (bench/stats.ts aCaricoInThread): the bench's clients are not
 * the server, so their CPU (building requests, parsing answers, their socket writes) must not run
 * on the server's event loop. `clients` loops for `secondi` seconds, either HTTP requests to `path`
 * (undici, keep-alive, accepting br/gzip like a browser unless `compressione` is false; a GET, or `metodo` with the body
 * `corpi[i % corpi.length]` for the client's i-th call i = client + k × clients, answered `stato`)
 * or one prepared statement over `pg`.
 * Posts back the measure (stats.ts aCarico: the same loop as in-process loads).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { aCarico, type CaricoInThread } from './stats.js';

const { clients, secondi, http, sql } = workerData as { clients: number; secondi: number } & Partial<Extract<CaricoInThread, { http: unknown }>> &
  Partial<Extract<CaricoInThread, { sql: unknown }>>;

let chiama: (i: number) => Promise<boolean>;
let chiudi: () => Promise<void>;
if (http) {
  const { Pool } = await import('undici');
  const pool = new Pool(http.base, { connections: clients });
  const { metodo = 'GET', corpi, stato = 200, compressione = true } = http;
  chiama = async (i: number) => {
    const res = await pool.request({
      path: http.path,
      method: metodo,
      headers: compressione ? { ...http.headers, 'accept-encoding': 'br, gzip' } : http.headers,
      ...(corpi ? { body: corpi[i % corpi.length]! } : {}),
    });
    await res.body.arrayBuffer();
    return res.statusCode === stato;
  };
  chiudi = () => pool.close();
} else {
  const pg = (await import('pg')).default;
  const q = sql!;
  const pool = new pg.Pool({ connectionString: q.url, max: clients });
  chiama = async () => {
    await pool.query({ name: q.nome, text: q.text, values: q.values });
    return true;
  };
  chiudi = () => pool.end();
}

parentPort!.postMessage(await aCarico(clients, secondi, chiama));
await chiudi();
