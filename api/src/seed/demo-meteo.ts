import type { EntityManager } from '@mikro-orm/postgresql';
import { OGGI_ROMA_SQL } from '../common/dates.js';

/**
 * The demo's weather (issue 32): two years up to today (source 'archivio') and the next 7 days
 * ('previsione') for every active sales point with coordinates and no weather yet. Reproducible,
 * set-based, no random(): pseudo-random values are hashes of the point and the day.
 * - maximum temperature: a seasonal normal (coast milder than inland: 7 °C in January to 31 °C in
 *   July in Bologna) plus an anomaly that lasts days (three waves of 5, 11 and 27 days with phases
 *   per point and year) plus a daily noise of ±1.5 °C;
 * - precipitation: rain on about 1 day in 4 (more in autumn and spring), 1–25 mm, 3 °C cooler.
 * The demo production (demo-produzione.ts) sells more on hot days and less on rainy ones.
 */
export const DEMO_METEO_SQL = `
  insert into meteo_giorni (punto_vendita_id, data, temperatura_max, precipitazioni, fonte)
  select x.pv_id, x.data,
         round((x.normale + x.anomalia + 3 * (x.u1 - 0.5) - case when x.pioggia then 3 else 0 end)::numeric, 1),
         case when x.pioggia then round((1 + 24 * x.u3 * x.u3)::numeric, 1) else 0 end,
         case when x.data > ${OGGI_ROMA_SQL} then 'previsione' else 'archivio' end
    from (
      select pv.id as pv_id, d::date as data,
             (case when pv.longitudine > 12.3 then 18.5 else 19 end)
               + (case when pv.longitudine > 12.3 then 10.5 else 12 end) * cos(2 * pi() * (extract(doy from d) - 200) / 365.0) as normale,
             3.2 * sin(2 * pi() * (d::date - date '2000-01-01') / 5.0 + pv.id)
               + 2.4 * sin(2 * pi() * (d::date - date '2000-01-01') / 11.0 + 2 * pv.id + 1)
               + 1.6 * sin(2 * pi() * (d::date - date '2000-01-01') / 27.0 + extract(year from d)) as anomalia,
             h.u1, h.u3,
             h.u2 < 0.2 + 0.1 * cos(2 * pi() * (extract(doy from d) - 300) / 182.5) as pioggia
        from punti_vendita pv
        cross join generate_series(${OGGI_ROMA_SQL} - interval '2 years', ${OGGI_ROMA_SQL} + interval '7 days', interval '1 day') d
        cross join lateral (
          select ('x' || substr(m, 1, 8))::bit(32)::bigint / 4294967296.0 as u1,
                 ('x' || substr(m, 9, 8))::bit(32)::bigint / 4294967296.0 as u2,
                 ('x' || substr(m, 17, 8))::bit(32)::bigint / 4294967296.0 as u3
            from md5(pv.id || ':' || d::date) m) h
       where pv.attivo and pv.latitudine is not null
         and not exists (select 1 from meteo_giorni m where m.punto_vendita_id = pv.id)) x
  on conflict do nothing`;

export async function seedDemoMeteo(em: EntityManager): Promise<void> {
  await em.execute(DEMO_METEO_SQL);
}
