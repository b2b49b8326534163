import { CicloOutbox, type LoggerWorker } from '../../common/ciclo-outbox.js';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import { queueEmail, signalEmailQueued } from '../email/email.queue.js';
import { lookupSicuro, motivoUrlVietato } from './ssrf.js';
import { onWebhookQueued } from './webhook.queue.js';

export interface WebhookWorkerOptions {
  orm: Orm;
  config: Config;
  logger?: LoggerWorker;
}

interface ClaimedRow {
  id: number;
  webhook_id: number;
  evento_id: string;
  payload: unknown;
  tentativi: number;
  url: string;
  segreto: string;
  attivo: boolean;
}

const BATCH = 10;
/** Bytes of the receiver's answer kept in the delivery log. */
const ERRORE_MAX = 500;

/** `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, as receivers check it. */
export function firma(segreto: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', segreto).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * Delivers the webhook outbox (`webhook_consegne` rows `in_coda` and due), like the e-mail worker: a
 * batch is claimed in one statement with FOR UPDATE SKIP LOCKED that counts the attempt and pushes the
 * next attempt out by a lease (several replicas, no open transaction during the call, at-least-once).
 * 2xx = `inviata`; otherwise retried after WEBHOOK_RETRY_DELAYS_MS, then `fallita`. An endpoint failing
 * for WEBHOOK_DISATTIVA_DOPO_GIORNI days is disabled and the admins get an e-mail (e-mail outbox).
 */
export class WebhookWorker extends CicloOutbox {
  constructor(private readonly options: WebhookWorkerOptions) {
    super('webhook', BATCH, options.logger);
  }

  private get config() {
    return this.options.config;
  }

  protected intervalloMs() {
    return this.config.WEBHOOK_POLL_INTERVAL_MS;
  }

  protected override alAvvio() {
    return onWebhookQueued(() => this.schedule(0));
  }

  /** Claims and processes one batch; returns how many were claimed. Serialised. */
  runOnce(): Promise<number> {
    return this.inSerie(() => this.processBatch());
  }

  private async processBatch(): Promise<number> {
    const conn = this.options.orm.em.fork().getConnection();
    const lease = this.config.WEBHOOK_TIMEOUT_MS * 2 + 5000;
    const rows = await conn.execute<ClaimedRow[]>(
      `with due as (
         select id from webhook_consegne
          where stato = 'in_coda' and prossimo_tentativo <= now()
          order by prossimo_tentativo, id limit ? for update skip locked
       )
       update webhook_consegne c
          set tentativi = c.tentativi + 1, prossimo_tentativo = now() + (?::float8 * interval '1 millisecond'), updated_at = now()
         from due, webhook w
        where c.id = due.id and w.id = c.webhook_id
       returning c.id, c.webhook_id, c.evento_id, c.payload, c.tentativi, w.url, w.segreto, w.attivo`,
      [BATCH, lease],
    );
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: ClaimedRow) {
    const conn = this.options.orm.em.fork().getConnection();
    if (!row.attivo) {
      await conn.execute(`update webhook_consegne set stato = 'fallita', errore = 'Webhook disattivato', updated_at = now() where id = ? and tentativi = ?`, [row.id, row.tentativi], 'run');
      return;
    }
    const body = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
    const started = performance.now();
    let status: number | null = null;
    let errore: string | null = null;
    try {
      const motivo = await motivoUrlVietato(row.url, this.config.WEBHOOK_CONSENTI_RETE_PRIVATA);
      if (motivo) throw new Error(motivo);
      const res = await this.post(row.url, body, { 'Gelatiere-Signature': firma(row.segreto, body, Math.floor(Date.now() / 1000)), 'Gelatiere-Event-Id': row.evento_id });
      status = res.status;
      if (status < 200 || status >= 300) errore = `Risposta HTTP ${status}: ${res.body}`.slice(0, ERRORE_MAX);
    } catch (err) {
      errore = (err instanceof Error ? err.message : String(err)).slice(0, ERRORE_MAX);
    }
    const durata = Math.round(performance.now() - started);
    if (!errore) {
      await conn.execute(
        `update webhook_consegne set stato = 'inviata', status_code = ?, durata_ms = ?, errore = null, inviata_il = now(), updated_at = now() where id = ? and tentativi = ?`,
        [status, durata, row.id, row.tentativi],
        'run',
      );
      await conn.execute(`update webhook set failing_since = null where id = ? and failing_since is not null`, [row.webhook_id], 'run');
      return;
    }
    const delay = this.config.WEBHOOK_RETRY_DELAYS_MS[row.tentativi - 1];
    await conn.execute(
      `update webhook_consegne
          set stato = case when ?::float8 is null then 'fallita' else 'in_coda' end,
              prossimo_tentativo = case when ?::float8 is null then prossimo_tentativo else now() + (?::float8 * interval '1 millisecond') end,
              status_code = ?, durata_ms = ?, errore = ?, updated_at = now()
        where id = ? and tentativi = ?`,
      [delay ?? null, delay ?? null, delay ?? null, status, durata, errore, row.id, row.tentativi],
      'run',
    );
    await this.registraFallimento(row.webhook_id);
  }

  /** Marks the endpoint failing; past the configured days it is disabled and the admins are told. */
  private async registraFallimento(webhookId: number) {
    const em = this.options.orm.em.fork();
    await em.transactional(async (tx) => {
      const [w] = await tx.execute<{ url: string; attivo: boolean }[]>(
        `update webhook set failing_since = coalesce(failing_since, now()),
                attivo = coalesce(failing_since, now()) > now() - (?::float8 * interval '1 day')
          where id = ? and attivo
        returning url, attivo`,
        [this.config.WEBHOOK_DISATTIVA_DOPO_GIORNI, webhookId],
      );
      if (!w || w.attivo) return;
      const admin = await tx.execute<{ email: string }[]>(`select email from utenti where ruolo = 'admin' and attivo order by id`);
      if (admin.length === 0) return;
      const testo = `Il webhook ${w.url} non riceve consegne da ${this.config.WEBHOOK_DISATTIVA_DOPO_GIORNI} giorni ed è stato disattivato. Gli eventi successivi non vengono più inviati: registralo di nuovo quando il ricevitore funziona.`;
      queueEmail(tx, {
        tipo: 'avviso_webhook',
        destinatari: admin.map((a) => a.email),
        email: { oggetto: 'Gelatiere: webhook disattivato', html: `<p>${escapeHtml(testo)}</p>`, testo },
        riferimentoTipo: 'webhook',
        riferimentoId: webhookId,
      });
      await tx.flush();
      this.options.logger?.warn({ webhookId }, 'webhook disattivato dopo troppi giorni di errori');
    });
    signalEmailQueued();
  }

  private post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Gelatiere-Webhook/1', ...headers },
          timeout: this.config.WEBHOOK_TIMEOUT_MS,
          lookup: lookupSicuro(this.config.WEBHOOK_CONSENTI_RETE_PRIVATA) as never,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (text.length < ERRORE_MAX) text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text.slice(0, ERRORE_MAX) }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`Nessuna risposta entro ${this.config.WEBHOOK_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Builds and starts the worker (main.ts); WEBHOOK_WORKER=false leaves delivery to other replicas. */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker | null {
  if (!options.config.WEBHOOK_WORKER) return null;
  return new WebhookWorker(options).start();
}
