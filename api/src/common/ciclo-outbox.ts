import { misuraJob } from './misure.js';

export interface LoggerWorker {
  info(o: object, m?: string): void;
  warn(o: object, m?: string): void;
  error(o: object, m?: string): void;
}

/** After an in-process `wake`, look again this soon (the queuing transaction may commit just after the hint). */
const RICONTROLLO_DOPO_RISVEGLIO_MS = 1000;

/**
 * The loop of every outbox worker (e-mail, webhooks, weather): on start and on each wake it drains
 * batches while a batch comes back full, then sleeps `intervalloMs()`. Batches run one at a time
 * (`runOnce` is serialised through `inSerie`); `stop` waits for the pass and the batch in flight.
 * Each run is timed by /metrics (`misuraJob`). A subclass says how to run one batch and how big a
 * batch is.
 */
export abstract class CicloOutbox {
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private chain: Promise<unknown> = Promise.resolve();
  /** The pass running now (a `tick`), and whether a `wake` came during it. */
  private loop: Promise<void> | null = null;
  private risveglioChiesto = false;

  protected constructor(
    private readonly nome: string,
    private readonly batch: number,
    protected readonly logger?: LoggerWorker,
  ) {}

  /** Milliseconds between polls when the outbox is drained. */
  protected abstract intervalloMs(): number;
  /** One batch now, through `inSerie`; returns how many rows were claimed. */
  abstract runOnce(): Promise<number>;
  /** Called on start (e.g. to be woken when a row is queued); returns what undoes it. */
  protected alAvvio(): (() => void) | null {
    return null;
  }

  private annulla: (() => void) | null = null;

  start(): this {
    if (this.started) return this;
    this.started = true;
    this.annulla = this.alAvvio();
    this.schedule(0);
    return this;
  }

  async stop(): Promise<void> {
    this.started = false;
    this.annulla?.();
    this.annulla = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.loop?.catch(() => {});
    await this.chain.catch(() => {});
  }

  /**
   * Runs a pass now (a row was queued in this process); during a pass, another follows it at once.
   * After a woken pass the next look comes within RICONTROLLO_DOPO_RISVEGLIO_MS.
   */
  wake(): void {
    if (!this.started) return;
    if (this.loop) {
      this.risveglioChiesto = true;
      return;
    }
    this.schedule(0, true);
  }

  protected schedule(delayMs: number, svegliato = false) {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // tick() logs its own errors and schedules the next run; stop() awaits it
      this.loop = misuraJob(this.nome, () => this.tick(svegliato)).finally(() => {
        this.loop = null;
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(svegliato: boolean) {
    try {
      while (this.started && (await this.runOnce()) >= this.batch) {
        /* next batch */
      }
    } catch (err) {
      this.logger?.error({ err }, `${this.nome}: errore del worker`);
    }
    const ancora = this.risveglioChiesto;
    this.risveglioChiesto = false;
    const intervallo = this.intervalloMs();
    this.schedule(ancora ? 0 : svegliato ? Math.min(intervallo, RICONTROLLO_DOPO_RISVEGLIO_MS) : intervallo);
  }

  /** Runs `batch` after the one in flight (one at a time, also when a test calls runOnce directly). */
  protected inSerie(batch: () => Promise<number>): Promise<number> {
    const run = this.chain.then(batch);
    this.chain = run.catch(() => {});
    return run;
  }
}
