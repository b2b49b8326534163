import { CicloOutbox, type LoggerWorker } from '../../common/ciclo-outbox.js';
import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import { dispatchEvents } from '../domain-events.js';
import { readEmailSettings } from './email.config.js';
import type { AllegatoEmail, TipoEmail } from './email.entity.js';
import { MSG_NESSUN_PROVIDER, PermanentEmailError, chooseProvider, type EmailProvider } from './email.providers.js';
import { onEmailQueued } from './email.queue.js';

export type EmailWorkerLogger = LoggerWorker;

export interface EmailWorkerOptions {
  orm: Orm;
  config: Config;
  logger?: EmailWorkerLogger;
}

interface ClaimedRow {
  id: number;
  tipo: TipoEmail;
  destinatari: string[];
  oggetto: string;
  contenuto: string;
  testo: string | null;
  tentativi: number;
  riferimento_tipo: string | null;
  riferimento_id: number | null;
  allegati: AllegatoEmail[] | string | null;
}

const silent: EmailWorkerLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Sends the messages of the e-mail outbox (`email_log` rows `in_coda` whose `prossimo_tentativo` is due).
 *
 * Safe with several API replicas: a batch is claimed in one statement with FOR UPDATE SKIP LOCKED,
 * which also counts the attempt and pushes `prossimo_tentativo` forward by a lease, so no other
 * worker takes the row while it is being sent and no transaction stays open during the network call.
 * If a process dies mid-send the lease expires and the message is tried again (at-least-once).
 * A failure is retried after EMAIL_RETRY_DELAYS_MS[attempt - 1]; when the delays are exhausted, or
 * the error cannot improve by retrying, the message becomes `fallita` with `messaggio_errore`.
 */
export class EmailWorker extends CicloOutbox {
  private readonly orm: Orm;
  private readonly config: EmailWorkerOptions['config'];
  private readonly log: EmailWorkerLogger;

  constructor(options: EmailWorkerOptions) {
    // the loop (polling, in-process wakes, one batch at a time, graceful stop) is the outboxes' one
    super('email', options.config.EMAIL_BATCH_SIZE, options.logger);
    this.orm = options.orm;
    this.config = options.config;
    this.log = options.logger ?? silent;
  }

  private get leaseMs() {
    return Math.max(this.config.EMAIL_LEASE_MS, this.config.EMAIL_SEND_TIMEOUT_MS * 2 + 5000);
  }

  private get maxAttempts() {
    return this.config.EMAIL_RETRY_DELAYS_MS.length + 1;
  }

  protected intervalloMs() {
    return this.config.EMAIL_POLL_INTERVAL_MS;
  }

  /** Reacts to in-process enqueues (`wake`); the first pass runs at once on start. */
  protected override alAvvio() {
    return onEmailQueued(() => this.wake());
  }

  /** Claims and sends one batch of due messages; returns how many were claimed. Serialised per worker. */
  runOnce(): Promise<number> {
    return this.inSerie(() => this.processBatch());
  }

  /**
   * Runs until no message is `in_coda` any more (waiting for retry delays), or throws after timeoutMs.
   * For tests and scripts.
   */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const claimed = await this.runOnce();
      if (claimed > 0) continue;
      const [row] = await this.orm.em
        .fork()
        .getConnection()
        .execute<{ pending: string | number; wait_ms: number | string | null }[]>(
          `select count(*) as pending, greatest(0, extract(epoch from (min(prossimo_tentativo) - now())) * 1000) as wait_ms
             from email_log where stato = 'in_coda'`,
        );
      if (Number(row?.pending ?? 0) === 0) return;
      if (Date.now() >= deadline) throw new Error(`email: drain non completato entro ${timeoutMs} ms (${row?.pending} in coda)`);
      const wait = Math.min(Math.max(Number(row?.wait_ms ?? 0), 5), 200, Math.max(deadline - Date.now(), 1));
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  private async processBatch(): Promise<number> {
    const em = this.orm.em.fork();
    const conn = em.getConnection();
    const rows = await conn.execute<ClaimedRow[]>(
      `with due as (
         select id from email_log
          where stato = 'in_coda' and prossimo_tentativo <= now()
          order by prossimo_tentativo, id
          limit ?
          for update skip locked
       )
       update email_log e
          set tentativi = e.tentativi + 1,
              prossimo_tentativo = now() + (?::float8 * interval '1 millisecond')
         from due
        where e.id = due.id
       returning e.id, e.tipo, e.destinatari, e.oggetto, e.contenuto, e.testo, e.tentativi, e.riferimento_tipo, e.riferimento_id, e.allegati`,
      [this.config.EMAIL_BATCH_SIZE, this.leaseMs],
    );
    if (rows.length === 0) return 0;

    let provider: EmailProvider | null = null;
    let settingsError: string | null = null;
    let from = { email: '', name: 'Gelatiere' };
    try {
      const settings = await readEmailSettings(em);
      provider = chooseProvider(settings, this.config);
      if (!provider) settingsError = MSG_NESSUN_PROVIDER;
      else if (!settings.mittente) settingsError = 'Mittente email non configurato (email_mittente)';
      from = { email: settings.mittente ?? '', name: settings.nomeMittente };
    } catch (err) {
      this.log.error({ err }, 'email: lettura della configurazione non riuscita');
      settingsError = 'Configurazione email non leggibile';
    }

    await Promise.all(
      rows.map(async (row) => {
        const destinatari = typeof row.destinatari === 'string' ? (JSON.parse(row.destinatari) as string[]) : row.destinatari;
        if (row.tentativi > this.maxAttempts) {
          // a previous attempt was cut short (process stopped mid-send) after the last allowed one
          await this.fail(row, null, 'Invio interrotto: tentativi esauriti', true);
          return;
        }
        if (settingsError || !provider) {
          await this.fail(row, provider?.name ?? null, settingsError ?? MSG_NESSUN_PROVIDER, true);
          return;
        }
        try {
          const allegati = typeof row.allegati === 'string' ? (JSON.parse(row.allegati) as AllegatoEmail[]) : (row.allegati ?? []);
          const attachments = allegati.map((a) => ({ filename: a.nome, contentType: a.tipo, content: Buffer.from(a.base64, 'base64') }));
          const result = await provider.send({ from, to: destinatari, subject: row.oggetto, html: row.contenuto, text: row.testo, attachments });
          await this.succeed(row, provider.name, result.messageId);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await this.fail(row, provider.name, message, err instanceof PermanentEmailError);
        }
      }),
    );
    return rows.length;
  }

  private async succeed(row: ClaimedRow, provider: string, messageId: string | null) {
    const conn = this.orm.em.fork().getConnection();
    await conn.execute(
      `update email_log
          set stato = 'inviata', data_invio = now(), provider = ?, messaggio_errore = null,
              dati_aggiuntivi = case when ?::text is null then dati_aggiuntivi
                                     else coalesce(dati_aggiuntivi, '{}'::jsonb) || jsonb_build_object('message_id', ?::text) end
        where id = ? and stato = 'in_coda' and tentativi = ?`,
      [provider, messageId, messageId, row.id, row.tentativi],
      'run',
    );
    if (row.tipo === 'notifica_produzione' && row.riferimento_tipo === 'produzione' && row.riferimento_id) {
      await conn
        .execute(`update produzioni set inviato_email = true where id = ? and not inviato_email`, [row.riferimento_id], 'run')
        .catch((err: unknown) => this.log.warn({ err, id: row.id }, 'email: aggiornamento di inviato_email non riuscito'));
    }
    this.log.info({ emailId: row.id, provider }, 'email inviata');
  }

  private async fail(row: ClaimedRow, provider: string | null, message: string, permanent: boolean) {
    const conn = this.orm.em.fork().getConnection();
    const delay = this.config.EMAIL_RETRY_DELAYS_MS[row.tentativi - 1];
    const text = message.slice(0, 2000);
    if (!permanent && delay !== undefined) {
      await conn.execute(
        `update email_log set messaggio_errore = ?, provider = ?, prossimo_tentativo = now() + (?::float8 * interval '1 millisecond')
          where id = ? and stato = 'in_coda' and tentativi = ?`,
        [text, provider, delay, row.id, row.tentativi],
        'run',
      );
      this.log.warn({ emailId: row.id, tentativo: row.tentativi, retryInMs: delay, error: text }, 'email: invio non riuscito, nuovo tentativo programmato');
      return;
    }
    // the failure and its `email.fallita` event (webhook outbox) commit together
    const afterCommit = await this.orm.em.fork().transactional(async (em) => {
      const failed = await em.execute<{ id: number }[]>(
        `update email_log set stato = 'fallita', messaggio_errore = ?, provider = ? where id = ? and stato = 'in_coda' and tentativi = ? returning id`,
        [text, provider, row.id, row.tentativi],
      );
      return failed.length > 0 ? dispatchEvents(em, [{ tipo: 'email.fallita', emailId: row.id }]) : () => {};
    });
    afterCommit();
    if (row.tipo === 'notifica_produzione' && row.riferimento_tipo === 'produzione' && row.riferimento_id) {
      // the send that set inviato_email did not succeed: show the button again unless another one is on its way or sent
      await conn
        .execute(
          `update produzioni set inviato_email = false
            where id = ? and inviato_email
              and not exists (select 1 from email_log l
                               where l.riferimento_tipo = 'produzione' and l.riferimento_id = ? and l.id <> ?
                                 and l.stato in ('inviata', 'in_coda'))`,
          [row.riferimento_id, row.riferimento_id, row.id],
          'run',
        )
        .catch((err: unknown) => this.log.warn({ err, id: row.id }, 'email: aggiornamento di inviato_email non riuscito'));
    }
    this.log.warn({ emailId: row.id, tentativi: row.tentativi, error: text }, 'email: invio fallito definitivamente');
  }
}

/** Builds and starts the worker (main.ts); EMAIL_WORKER=false leaves sending to other replicas. */
export function startEmailWorker(options: EmailWorkerOptions): EmailWorker | null {
  if (!options.config.EMAIL_WORKER) return null;
  return new EmailWorker(options).start();
}
