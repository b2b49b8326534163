import type { EntityManager } from '@mikro-orm/postgresql';
import { piuGiorni } from '../../common/festivi.js';
import { pgArray } from '../piano/piano.sql.js';
import type { GiornoVendite, Meteo } from './previsioni.model.js';

/** A point's forecasting inputs: its patron day, its sold kg per day (and per flavour on the last days), its weather. */
export interface DatiPunto {
  nome: string | null;
  attivo: boolean;
  patrono: string | null;
  giorni: GiornoVendite[];
  meteo: Map<string, Meteo>;
  gusti: Map<number, string>;
}

const STORIA_GIORNI = 730;

const nessuno = (): DatiPunto => ({ nome: null, attivo: false, patrono: null, giorni: [], meteo: new Map(), gusti: new Map() });

/**
 * One statement for any number of points: each point, its display-case history of the 730 days
 * before `al` (the vetrina rule, from the rollups of vetrina.venduti-sql.ts: the sold kg of every day
 * with data, and per flavour for the days from `perGustoDal` only, the model's windows), the weather
 * cache of the same days up to `fineMeteo`, the flavours' names. The series travel as arrays (days
 * as offsets from the window's first day): ~125k flavour-days for 20 points at chain scale, in no
 * particular order (the model sums a day's flavours per flavour and its days in date order: the
 * order of a day's flavours changes no number). Points that do not exist are missing from the map.
 */
export async function datiPunti(em: EntityManager, punti: readonly number[], al: string, fineMeteo: string, perGustoDal: string): Promise<Map<number, DatiPunto>> {
  if (punti.length === 0) return new Map();
  const dal = piuGiorni(al, -STORIA_GIORNI);
  const rows = await em.execute<{ id: number; nome: string; attivo: boolean; patrono: string | null; giorni: unknown; per_gusto: unknown; meteo: unknown; gusti: unknown }[]>(
    `with celle as (
       select c.punto_vendita_id, c.data - ?::date as giorno, c.gusto_id, (c.kg_caricati - c.kg_rimasti - c.kg_scarto)::float8 as kg
         from vetrina_venduti_gusto c
        where c.punto_vendita_id = any (?::int[]) and c.data between ?::date and ?::date and c.kg_caricati - c.kg_rimasti - c.kg_scarto > 0),
     per_punto as (
       select punto_vendita_id, json_build_array(array_agg(giorno), array_agg(gusto_id), array_agg(kg)) as per_gusto from celle group by 1)
     select p.id, p.nome, p.attivo, p.santo_patrono as patrono, x.per_gusto,
            (select json_build_array(array_agg(g.data - ?::date order by g.data), array_agg(g.kg_venduti::float8 order by g.data))
               from vetrina_venduti_giorno g where g.punto_vendita_id = p.id and g.data between ?::date and ?::date and g.celle > 0) as giorni,
            (select coalesce(json_agg(json_build_array(to_char(m.data, 'YYYY-MM-DD'), m.temperatura_max::float8, m.precipitazioni::float8)), '[]')
               from meteo_giorni m where m.punto_vendita_id = p.id and m.data between ?::date and ?::date
                and m.temperatura_max is not null and m.precipitazioni is not null) as meteo,
            (select coalesce(json_agg(json_build_array(g.id, g.nome)), '[]') from gusti g) as gusti
       from punti_vendita p left join per_punto x on x.punto_vendita_id = p.id
      where p.id = any (?::int[])`,
    [perGustoDal, pgArray(punti), perGustoDal, al, dal, dal, al, dal, fineMeteo, pgArray(punti)],
  );
  const json = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  // the day strings of the offsets, computed once per window
  const giornoDa = (inizio: string) => {
    const giorni: string[] = [];
    return (n: number) => (giorni[n] ??= piuGiorni(inizio, n));
  };
  const storia = giornoDa(dal);
  const recenti = giornoDa(perGustoDal);
  // the flavours' names (the forecast names only the flavours it gives)
  const gusti = new Map(json<[number, string][]>(rows[0]?.gusti ?? '[]'));
  const out = new Map<number, DatiPunto>();
  for (const row of rows) {
    const perData = new Map<string, GiornoVendite>();
    const [offset, totali] = json<[number[] | null, number[] | null] | null>(row.giorni) ?? [null, null];
    (offset ?? []).forEach((n, i) => {
      const data = storia(n);
      perData.set(data, { data, totale: totali![i]!, perGusto: new Map() });
    });
    const [giorno, gusto, kg] = json<[number[], number[], number[]] | null>(row.per_gusto) ?? [[], [], []];
    giorno.forEach((n, i) => perData.get(recenti(n))?.perGusto.set(gusto[i]!, kg[i]!));
    out.set(row.id, {
      nome: row.nome,
      attivo: row.attivo,
      patrono: row.patrono,
      giorni: [...perData.values()],
      meteo: new Map(json<[string, number, number][]>(row.meteo ?? '[]').map(([d, t, p]) => [d, { temperaturaMax: t, precipitazioni: p }])),
      gusti,
    });
  }
  return out;
}

/**
 * The version of what datiPunti reads for these points (one cheap statement: ~15k day rows at chain
 * scale): the count and the sum of the row versions' transaction ids (xmin, PostgreSQL's own row
 * version, as optimistic-concurrency tokens use it) of their days of sold kg, of their weather and
 * of the points themselves. Every write of a tray or waste updates its day's row (the rollup's
 * trigger, vetrina.venduti-sql.ts), the weather worker rewrites its rows, a point's change rewrites
 * it: any change of the inputs changes the version, and nothing else does.
 */
export async function versioneDati(em: EntityManager, punti: readonly number[], al: string, fineMeteo: string): Promise<string> {
  if (punti.length === 0) return '';
  const dal = piuGiorni(al, -STORIA_GIORNI);
  const somma = (tabella: string) =>
    `(select count(*) || '/' || coalesce(sum(x.xmin::text::bigint), 0) from ${tabella} x
       where x.punto_vendita_id = any (?::int[]) and x.data between ?::date and ?::date)`;
  const [row] = await em.execute<{ versione: string }[]>(
    `select concat_ws(':', ${somma('vetrina_venduti_giorno')}, ${somma('meteo_giorni')},
            (select string_agg(p.id || '.' || p.xmin::text, ',' order by p.id) from punti_vendita p where p.id = any (?::int[]))) as versione`,
    [pgArray(punti), dal, al, pgArray(punti), dal, fineMeteo, pgArray(punti)],
  );
  return row?.versione ?? '';
}

/** datiPunti of one point (an empty, inactive one when it does not exist). */
export async function datiPunto(em: EntityManager, puntoVenditaId: number, al: string, fineMeteo: string, perGustoDal: string): Promise<DatiPunto> {
  return (await datiPunti(em, [puntoVenditaId], al, fineMeteo, perGustoDal)).get(puntoVenditaId) ?? nessuno();
}
