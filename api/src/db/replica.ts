import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './orm.js';

/**
 * The read replica (issue 33, DATABASE_READ_URL): a PostgreSQL streaming replica that serves the
 * reports (analytics, exports, dashboards). A check every few seconds reads its replay lag; while
 * the replica is reachable and behind by at most REPLICA_MAX_LAG_S, reports read from it, otherwise
 * from the primary, by themselves, and the metrics say which. Writes, authentication and reads that
 * must see the caller's own last write never come here.
 */

export interface StatoReplica {
  configurata: boolean;
  raggiungibile: boolean;
  /** Seconds of replay lag at the last check; null when not configured or not reachable. */
  ritardoS: number | null;
  /** Reports read from the replica now. */
  inUso: boolean;
  /** When the last check ran (ms since the epoch), 0 before the first. */
  controllataIl: number;
}

/**
 * Lag as the replica sees it: 0 when it has replayed everything it received (an idle primary sends
 * nothing, and the last replayed transaction's age would grow for no reason), otherwise the age of
 * the last replayed transaction. On a server that is not in recovery (a primary given as replica)
 * the functions are null: 0.
 */
const RITARDO = `select case when pg_last_wal_receive_lsn() is null or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
            else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end::float8 as ritardo`;

export class Repliche {
  private ultimo: StatoReplica;
  private controllo: Promise<StatoReplica> | null = null;
  private timer: NodeJS.Timeout | null = null;

  /**
   * @param ormReplica the replica's ORM (null without DATABASE_READ_URL)
   * @param maxRitardoS lag beyond which reports go back to the primary (read at every check)
   * @param intervalloMs how often the lag is read (and how long a known state is trusted)
   */
  constructor(
    readonly ormReplica: Orm | null,
    public maxRitardoS = 10,
    private readonly intervalloMs = 2000,
  ) {
    this.ultimo = { configurata: ormReplica !== null, raggiungibile: false, ritardoS: null, inUso: false, controllataIl: 0 };
  }

  /** The state of the last check (no database round trip). */
  stato(): StatoReplica {
    return this.ultimo;
  }

  /** Reads the lag now (one check at a time; callers meanwhile share it). */
  controlla(): Promise<StatoReplica> {
    if (!this.ormReplica) return Promise.resolve(this.ultimo);
    this.controllo ??= this.leggiRitardo().finally(() => {
      this.controllo = null;
    });
    return this.controllo;
  }

  private async leggiRitardo(): Promise<StatoReplica> {
    let ritardoS: number | null;
    try {
      const [r] = await this.ormReplica!.em.fork().getConnection().execute<{ ritardo: number }[]>(RITARDO);
      ritardoS = r!.ritardo;
    } catch {
      ritardoS = null;
    }
    const raggiungibile = ritardoS !== null;
    this.ultimo = { configurata: true, raggiungibile, ritardoS, inUso: raggiungibile && ritardoS! <= this.maxRitardoS, controllataIl: Date.now() };
    return this.ultimo;
  }

  /** A failed read on the replica: reports go to the primary until the next check says otherwise. */
  segnalaGuasto(): void {
    this.ultimo = { ...this.ultimo, raggiungibile: false, ritardoS: null, inUso: false, controllataIl: Date.now() };
  }

  /** Starts the periodic check (the first one at once). */
  avvia(): this {
    if (!this.ormReplica || this.timer) return this;
    void this.controlla();
    this.timer = setInterval(() => void this.controlla(), this.intervalloMs);
    this.timer.unref();
    return this;
  }

  async ferma(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.controllo?.catch(() => {});
  }

  /** A fresh EntityManager of the replica when reports read from it now, else null. */
  emLettura(): EntityManager | null {
    return this.ormReplica && this.ultimo.inUso ? this.ormReplica.em.fork() : null;
  }
}
