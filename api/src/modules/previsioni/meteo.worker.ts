import { CicloOutbox, type LoggerWorker } from '../../common/ciclo-outbox.js';
import { dataRomaIso } from '../../common/dates.js';
import { piuGiorni } from '../../common/festivi.js';
import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import { archivio, previsione, type GiornoMeteo } from './meteo.client.js';

export interface MeteoWorkerOptions {
  orm: Orm;
  config: Config;
  logger?: LoggerWorker;
}

interface ClaimedRow {
  punto_vendita_id: number;
  latitudine: string | number;
  longitudine: string | number;
  archivio_dal: string | null;
  archivio_al: string | null;
}

const BATCH = 5;
/** Days of history the archive fills (the forecast's training window). */
const STORIA_GIORNI = 730;
/** The archive lags a few days behind: the forecast's analysis covers the last 7. */
const RITARDO_ARCHIVIO = 8;

/**
 * Fills the weather cache (meteo_giorni) from the configured service, like the e-mail and webhook
 * workers: the weather outbox (meteo_aggiornamenti, one row per sales point with coordinates) is
 * claimed in one statement with FOR UPDATE SKIP LOCKED that pushes the next attempt out by a lease
 * (several replicas, no open transaction during the calls). Per point: the forecast of the next
 * 8 days with the analysis of the past 7, then the archive of the history days still missing. Success:
 * again after METEO_AGGIORNA_OGNI_MS; failure (no answer within METEO_TIMEOUT_MS, an HTTP error, an
 * answer not in the format): the error is kept, nothing is written, again after METEO_RIPROVA_DOPO_MS.
 * Setting a point's coordinates makes its row due at once (punti-vendita service, same transaction).
 */
export class MeteoWorker extends CicloOutbox {
  constructor(private readonly options: MeteoWorkerOptions) {
    super('meteo', BATCH, options.logger);
  }

  private get config() {
    return this.options.config;
  }

  protected intervalloMs() {
    return this.config.METEO_POLL_INTERVAL_MS;
  }

  /** Claims and processes one batch; returns how many were claimed. Serialised. */
  runOnce(oggi = dataRomaIso()): Promise<number> {
    return this.inSerie(() => this.processBatch(oggi));
  }

  private async processBatch(oggi: string): Promise<number> {
    const conn = this.options.orm.em.fork().getConnection();
    // points with coordinates that have no outbox row yet (seeded, or from before the weather)
    await conn.execute(
      `insert into meteo_aggiornamenti (punto_vendita_id)
       select id from punti_vendita where attivo and latitudine is not null on conflict do nothing`,
      [],
      'run',
    );
    const lease = this.config.METEO_TIMEOUT_MS * 2 + 5000;
    const dal = piuGiorni(oggi, -STORIA_GIORNI);
    const al = piuGiorni(oggi, -RITARDO_ARCHIVIO);
    const rows = await conn.execute<ClaimedRow[]>(
      `with due as (
         select a.punto_vendita_id from meteo_aggiornamenti a join punti_vendita pv on pv.id = a.punto_vendita_id
          where a.prossimo_tentativo <= now() and pv.attivo and pv.latitudine is not null
          order by a.prossimo_tentativo, a.punto_vendita_id limit ? for update of a skip locked
       )
       update meteo_aggiornamenti a
          set tentativi = a.tentativi + 1, prossimo_tentativo = now() + (?::float8 * interval '1 millisecond')
         from due, punti_vendita pv
        where a.punto_vendita_id = due.punto_vendita_id and pv.id = a.punto_vendita_id
       returning a.punto_vendita_id, pv.latitudine, pv.longitudine,
         (select to_char(min(d), 'YYYY-MM-DD') from generate_series(?::date, ?::date, interval '1 day') d
           where not exists (select 1 from meteo_giorni m where m.punto_vendita_id = a.punto_vendita_id and m.data = d::date)) as archivio_dal,
         (select to_char(max(d), 'YYYY-MM-DD') from generate_series(?::date, ?::date, interval '1 day') d
           where not exists (select 1 from meteo_giorni m where m.punto_vendita_id = a.punto_vendita_id and m.data = d::date)) as archivio_al`,
      [BATCH, lease, dal, al, dal, al],
    );
    for (const row of rows) await this.aggiorna(row, oggi);
    return rows.length;
  }

  private async aggiorna(row: ClaimedRow, oggi: string) {
    const base = this.config.METEO_URL;
    const conn = this.options.orm.em.fork().getConnection();
    const lat = Number(row.latitudine);
    const lon = Number(row.longitudine);
    const t = this.config.METEO_TIMEOUT_MS;
    try {
      if (!base) throw new Error('METEO_URL non configurato');
      const giorni = await previsione(base, lat, lon, t);
      const passati = giorni.filter((g) => g.data < oggi);
      const futuri = giorni.filter((g) => g.data >= oggi);
      const storici = row.archivio_dal && row.archivio_al ? await archivio(this.config.METEO_ARCHIVIO_URL ?? base, lat, lon, row.archivio_dal, row.archivio_al, t) : [];
      await this.options.orm.em.fork().transactional(async (em) => {
        const tx = em.getConnection();
        await salva(tx, row.punto_vendita_id, storici, 'archivio', true);
        await salva(tx, row.punto_vendita_id, passati, 'osservato', false);
        await salva(tx, row.punto_vendita_id, futuri, 'previsione', true);
        await tx.execute(
          `update meteo_aggiornamenti set ultimo_successo = now(), ultimo_errore = null, tentativi = 0,
                  prossimo_tentativo = now() + (?::float8 * interval '1 millisecond') where punto_vendita_id = ?`,
          [this.config.METEO_AGGIORNA_OGNI_MS, row.punto_vendita_id],
          'run',
        );
      });
    } catch (err) {
      const messaggio = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await conn.execute(
        `update meteo_aggiornamenti set ultimo_errore = ?, prossimo_tentativo = now() + (?::float8 * interval '1 millisecond') where punto_vendita_id = ?`,
        [messaggio, this.config.METEO_RIPROVA_DOPO_MS, row.punto_vendita_id],
        'run',
      );
      this.options.logger?.warn({ puntoVenditaId: row.punto_vendita_id, error: messaggio }, 'meteo: aggiornamento non riuscito, si usa la normale stagionale');
    }
  }
}

type Conn = ReturnType<ReturnType<Orm['em']['fork']>['getConnection']>;

/** Upserts days of one source; `sovrascriviArchivio` false keeps an archive day as it is. */
async function salva(conn: Conn, puntoVenditaId: number, giorni: GiornoMeteo[], fonte: string, sovrascriviArchivio: boolean) {
  if (giorni.length === 0) return;
  const arr = (xs: (string | number | null)[]) => `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;
  await conn.execute(
    `insert into meteo_giorni (punto_vendita_id, data, temperatura_max, precipitazioni, fonte, aggiornato_il)
     select ?, d, t, p, ?, now() from unnest(?::date[], ?::numeric[], ?::numeric[]) as x(d, t, p)
     on conflict (punto_vendita_id, data) do update
        set temperatura_max = excluded.temperatura_max, precipitazioni = excluded.precipitazioni, fonte = excluded.fonte, aggiornato_il = now()
      where ${sovrascriviArchivio ? 'true' : "meteo_giorni.fonte <> 'archivio'"}`,
    [puntoVenditaId, fonte, arr(giorni.map((g) => g.data)), arr(giorni.map((g) => g.temperaturaMax)), arr(giorni.map((g) => g.precipitazioni))],
    'run',
  );
}

/** Builds and starts the worker (main.ts) when a weather service is configured; METEO_WORKER=false leaves it to other replicas. */
export function startMeteoWorker(options: MeteoWorkerOptions): MeteoWorker | null {
  if (!options.config.METEO_WORKER || !options.config.METEO_URL) return null;
  return new MeteoWorker(options).start();
}
