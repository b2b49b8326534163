import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MESSAGGI } from '../common/errors.js';
import { ascoltaJob, contatori } from '../common/misure.js';
import type { Orm } from '../db/orm.js';
import type { Repliche } from '../db/replica.js';

/**
 * GET /metrics in Prometheus' text format (issue 33): requests by route and status, their duration,
 * the pools (in use, idle, waiting), statement timeouts, the outbox queues (depth, age of the oldest,
 * failed deliveries), the read replica (lag, in use) and job durations. With METRICS_TOKEN it needs
 * `Authorization: Bearer <token>` (401 otherwise); without it only loopback callers get an answer
 * (404 to the others, as if there were no such page). One registry per app: tests build several.
 */

export interface OpzioniMetriche {
  orm: Orm;
  repliche: Repliche;
  token: string | undefined;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The loopback test uses the socket's address, never X-Forwarded-For (a proxy on this host is loopback too). */
function autorizzato(request: FastifyRequest, token: string | undefined): 'ok' | 401 | 404 {
  if (!token) return LOOPBACK.test(request.socket.remoteAddress ?? '') ? 'ok' : 404;
  const header = request.headers.authorization;
  const atteso = Buffer.from(`Bearer ${token}`);
  const dato = Buffer.from(typeof header === 'string' ? header : '');
  return dato.length === atteso.length && timingSafeEqual(dato, atteso) ? 'ok' : 401;
}

/** Queue depth, age of the oldest queued row and failed rows of each outbox: one statement per scrape. */
const OUTBOX = `select 'email' as coda,
       (select count(*) from email_log where stato = 'in_coda')::float8 as in_coda,
       coalesce((select extract(epoch from now() - min(data_creazione)) from email_log where stato = 'in_coda'), 0)::float8 as eta,
       (select count(*) from email_log where stato = 'fallita')::float8 as fallite
union all
select 'webhook',
       (select count(*) from webhook_consegne where stato = 'in_coda')::float8,
       coalesce((select extract(epoch from now() - min(created_at)) from webhook_consegne where stato = 'in_coda'), 0)::float8,
       (select count(*) from webhook_consegne where stato = 'fallita')::float8`;

async function poolDi(orm: Orm): Promise<pg.Pool> {
  return (await orm.em.getConnection().getNativeClient()) as pg.Pool;
}

export function registerMetrics(app: FastifyInstance, { orm, repliche, token }: OpzioniMetriche): void {
  const registry = new Registry();
  const richieste = new Counter({ name: 'gelatiere_http_richieste_totali', help: 'Richieste HTTP per metodo, rotta e stato', labelNames: ['metodo', 'rotta', 'stato'], registers: [registry] });
  const durata = new Histogram({
    name: 'gelatiere_http_durata_secondi',
    help: 'Durata delle richieste HTTP per metodo, rotta e stato',
    labelNames: ['metodo', 'rotta', 'stato'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'gelatiere_db_connessioni',
    help: 'Connessioni dei pool del database: in uso, inattive, richieste in attesa',
    labelNames: ['database', 'stato'],
    registers: [registry],
    async collect() {
      this.reset();
      const pools: [string, Orm][] = [['primario', orm]];
      if (repliche.ormReplica) pools.push(['replica', repliche.ormReplica]);
      for (const [nome, o] of pools) {
        const p = await poolDi(o);
        this.set({ database: nome, stato: 'in_uso' }, p.totalCount - p.idleCount);
        this.set({ database: nome, stato: 'inattive' }, p.idleCount);
        this.set({ database: nome, stato: 'in_attesa' }, p.waitingCount);
      }
    },
  });
  new Counter({
    name: 'gelatiere_db_timeout_statement_totali',
    help: 'Istruzioni annullate da statement_timeout (da quando il processo è partito)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(contatori.timeoutStatement);
    },
  });
  const inCoda = new Gauge({ name: 'gelatiere_outbox_in_coda', help: 'Messaggi in coda da consegnare (email, webhook)', labelNames: ['coda'], registers: [registry] });
  const eta = new Gauge({ name: 'gelatiere_outbox_eta_piu_vecchio_secondi', help: 'Età del messaggio in coda più vecchio', labelNames: ['coda'], registers: [registry] });
  const fallite = new Gauge({ name: 'gelatiere_outbox_consegne_fallite', help: 'Consegne fallite definitivamente (email, webhook)', labelNames: ['coda'], registers: [registry] });
  new Gauge({
    name: 'gelatiere_db_replica_ritardo_secondi',
    help: 'Ritardo della replica di lettura (-1: non configurata o non raggiungibile)',
    registers: [registry],
    async collect() {
      const s = await repliche.controlla();
      this.set(s.ritardoS ?? -1);
    },
  });
  new Gauge({
    name: 'gelatiere_db_replica_in_uso',
    help: '1 quando le letture vanno alla replica, 0 quando ricadono sul primario',
    registers: [registry],
    collect() {
      this.set(repliche.stato().inUso ? 1 : 0);
    },
  });
  const job = new Histogram({
    name: 'gelatiere_job_durata_secondi',
    help: 'Durata dei job (lotti della coda email e webhook, previsioni, piani) per job ed esito',
    labelNames: ['job', 'esito'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const smetti = ascoltaJob((nome, secondi, esito) => job.observe({ job: nome, esito }, secondi));
  app.addHook('onClose', (_app, done) => {
    smetti();
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const rotta = request.routeOptions.url ?? 'non_trovata';
    if (rotta !== '/metrics') {
      const etichette = { metodo: request.method, rotta, stato: String(reply.statusCode) };
      richieste.inc(etichette);
      durata.observe(etichette, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const esito = autorizzato(request, token);
    if (esito === 401) return reply.status(401).header('www-authenticate', 'Bearer').send({ error: MESSAGGI.nonAutenticato });
    if (esito === 404) return reply.status(404).send({ error: MESSAGGI.nonTrovato });
    try {
      const righe = await orm.em.getConnection().execute<{ coda: string; in_coda: number; eta: number; fallite: number }[]>(OUTBOX);
      for (const r of righe) {
        inCoda.set({ coda: r.coda }, r.in_coda);
        eta.set({ coda: r.coda }, r.eta);
        fallite.set({ coda: r.coda }, r.fallite);
      }
    } catch (err) {
      // the database down: the other metrics still answer (the pools say why)
      request.log.warn({ err }, 'metriche delle code non lette');
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
