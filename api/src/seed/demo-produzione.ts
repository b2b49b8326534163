import { valoriGustoLateral } from '../modules/gusti/gusto.sql.js';
import { pasqua, pasquetta } from '../common/festivi.js';
import { OGGI_ROMA_SQL } from '../common/dates.js';
import { seedDemoMeteo } from './demo-meteo.js';
import type { DemoSeeder } from './demo-seeder.js';

/**
 * Two years of daily production up to today for the demo sales points, flavours and users already in
 * the database (it runs last). Generated set-based in SQL (generate_series + a few INSERT ... SELECT),
 * reproducible thanks to setseed:
 * - season: a July day makes about 4× a January day; the kiosk ("Chiosco ...") is closed from
 *   November to March, shops close on Mondays in winter, the laboratory on Sundays;
 * - weekdays: Friday to Sunday higher; public holidays higher ('Giornata di festa': the Italian
 *   calendar with Easter Monday and the point's patron day);
 * - the weather (demo-meteo.ts, seeded first): +5 % per °C above the season's normal maximum
 *   temperature, −15 % to −45 % on a rainy day ('Pioggia, vendite basse' from 8 mm between April
 *   and September, 'Caldo record, vetrina esaurita' from 34 °C);
 * - 6–14 flavours per production (8 in winter to 13–14 in summer): the display case's assortment of
 *   the week at that point (the point's classics, a few rotating), kg in proportion to popularity;
 * - some days have a second (afternoon) production, so the daily total differs from the production's;
 * - the operator is a demo user of that sales point when there is one;
 * - each line snapshots the flavour's current food cost (modules/gusti SQL).
 */
export const seedDemoProduzione: DemoSeeder = async (em, log) => {
  const [existing] = await em.execute<{ n: number }[]>('select count(*)::int as n from produzioni');
  if ((existing?.n ?? 0) > 0) {
    log.warn('Produzioni già presenti: dati dimostrativi di produzione non generati');
    return;
  }
  const [counts] = await em.execute<{ pv: number; gusti: number; utenti: number }[]>(
    `select (select count(*) from punti_vendita where attivo)::int as pv,
            (select count(*) from gusti where attivo)::int as gusti,
            (select count(*) from utenti where attivo)::int as utenti`,
  );
  if (!counts || counts.pv === 0 || counts.gusti === 0 || counts.utenti === 0) {
    log.warn('Mancano punti vendita, gusti o utenti attivi: dati dimostrativi di produzione non generati');
    return;
  }

  await seedDemoMeteo(em);
  await em.execute('select setseed(0.4242)');
  const [anni] = await em.execute<{ a0: number; a1: number }[]>(`select extract(year from ${OGGI_ROMA_SQL})::int - 2 as a0, extract(year from ${OGGI_ROMA_SQL})::int as a1`);
  const pasque: string[] = [];
  for (let a = anni!.a0; a <= anni!.a1; a++) pasque.push(pasqua(a), pasquetta(a));

  // current food cost of every active flavour, and a fixed popularity weight
  await em.execute(`
    create temp table _demo_fc on commit drop as
    select g.id, v.food_cost::numeric(12,4) as food_cost, 0.4 + ((g.id * 37) % 10) / 9.0 as peso
      from gusti g ${valoriGustoLateral('g', 'v')}
     where g.attivo`);

  // one row per production: day, sales point, operator, target kg, number of flavours, note
  await em.execute(`
    create temp table _demo_prod on commit drop as
    with pv as (
      select id, santo_patrono, nome ilike '%chiosco%' as chiosco, nome ilike '%laborator%' as laboratorio,
             case when nome ilike '%chiosco%' then 0.8 when nome ilike '%laborator%' then 1.5 else 1.0 end as scala
        from punti_vendita where attivo
    ),
    giorni as (
      select d::date as data,
             -- 1.0 around 20 July, 0.25 around 20 January
             0.25 + 0.75 * (1 + cos(2 * pi() * (extract(doy from d) - 201) / 365.0)) / 2 as stagione,
             extract(isodow from d)::int as dow, extract(month from d)::int as mese, to_char(d, 'MM-DD') as mmdd
        from generate_series(${OGGI_ROMA_SQL} - interval '2 years', ${OGGI_ROMA_SQL}::timestamp, interval '1 day') d
    ),
    aperti as (
      select g.*, pv.id as pv_id, pv.chiosco, pv.laboratorio, pv.scala,
             g.mmdd in ('01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-26') or g.data = any(?::date[])
               or g.mmdd = pv.santo_patrono as festa,
             m.temperatura_max::float8 as tmax, coalesce(m.precipitazioni, 0)::float8 as pioggia,
             19 + 12 * cos(2 * pi() * (extract(doy from g.data) - 200) / 365.0) as tnorm,
             random() as r_tempo, random() as r_rumore, random() as r_nota, random() as r_bis
        from giorni g cross join pv
        left join meteo_giorni m on m.punto_vendita_id = pv.id and m.data = g.data
       where g.mmdd not in ('12-25', '01-01')
         and not (pv.chiosco and g.mese in (11, 12, 1, 2, 3))
         and not (pv.laboratorio and g.dow = 7)
         and not (not pv.laboratorio and not pv.chiosco and g.dow = 1 and g.mese in (11, 12, 1, 2))
    ),
    giornate as (
      select a.*,
             case
               when a.festa then 'Giornata di festa'
               when a.mese between 4 and 9 and a.pioggia >= 8 then 'Pioggia, vendite basse'
               when a.tmax >= 34 then 'Caldo record, vetrina esaurita'
               when a.r_nota < 0.015 then 'Evento in piazza, molta affluenza'
               when a.r_nota > 0.99 then 'Mantecatore in manutenzione nel pomeriggio'
             end as nota,
             case
               when a.festa then 1.4
               when a.r_nota < 0.015 then 1.3
               when a.r_nota > 0.99 then 0.7
               else 1
             end as fattore_nota,
             exp(0.05 * (coalesce(a.tmax, a.tnorm) - a.tnorm))
               * case when a.pioggia >= 1 then 0.85 - least(0.3, 0.015 * a.pioggia) else 1 end as fattore_meteo,
             case
               when a.laboratorio then (case a.dow when 5 then 1.3 when 6 then 1.2 else 1 end)
               else (case a.dow when 1 then 0.85 when 5 then 1.15 when 6 then 1.35 when 7 then 1.45 else 1 end)
             end as fattore_giorno,
             -- shops sometimes top up in the afternoon, more often in summer
             case when not a.laboratorio and a.r_bis < 0.3 * a.stagione then 2 else 1 end as turni
        from aperti a
    )
    select nextval('produzioni_id_seq')::int as id, s.* from (
    select x.data, x.pv_id, t.turno,
           case when t.turno = 1 then x.nota end as note,
           round((24 * x.scala * x.stagione * x.fattore_giorno * x.fattore_nota * x.fattore_meteo * (0.85 + x.r_rumore * 0.3)
                  * case when x.turni = 1 then 1 when t.turno = 1 then 0.65 else 0.35 end)::numeric, 3) as kg_obiettivo,
           least((select count(*) from _demo_fc)::int,
                 case when t.turno = 2 then 6 else 6 + round(7 * x.stagione)::int + case when random() < 0.25 then 1 else 0 end end) as n_gusti,
           op.id as operatore_id,
           least(now(), (x.data + (case when t.turno = 1 then time '10:30' else time '16:30' end)
                         + random() * interval '150 minutes') at time zone 'Europe/Rome') as created_at,
           x.data < ${OGGI_ROMA_SQL} - 1 and random() < 0.7 as inviato_email
      from giornate x
      cross join lateral generate_series(1, x.turni) as t(turno)
      cross join lateral (
        -- who works there: its own staff first; an operatore assigned elsewhere never records here
        select u.id from utenti u
         where u.attivo and u.id > -x.pv_id
           and not (u.ruolo = 'operatore' and u.punto_vendita_id is not null and u.punto_vendita_id <> x.pv_id)
         order by (u.punto_vendita_id is not distinct from x.pv_id) desc, random()
         limit 1
      ) op
     order by x.data, x.pv_id, t.turno) s`, [`{${pasque.join(',')}}`]);

  // lines: the point's assortment, a weighted sampling without replacement (Efraimidis–Spirakis)
  // whose draw is a hash of point and flavour (¾: the shop's classics) and of the week (¼: what
  // rotates), so the same flavours stay in the case all week (the day takes the first n_gusti, more
  // in summer); each flavour's kg by its popularity, rounded to 0.5
  await em.execute(`
    create temp table _demo_righe on commit drop as
    select d.id as produzione_id, f.id as gusto_id,
           greatest(0.5, round(d.kg_obiettivo * f.peso / f.peso_tot * (0.8 + random() * 0.4) * 2) / 2)::numeric(10,3) as quantita_kg,
           f.food_cost
      from _demo_prod d
      cross join lateral (
        select s.*, sum(s.peso) over () as peso_tot from (
          select c.id, c.food_cost, c.peso from _demo_fc c
           where c.id > -d.id
           order by -ln(1 - (3 * ('x' || substr(md5(d.pv_id || ':' || c.id), 1, 8))::bit(32)::bigint
                             + ('x' || substr(md5(d.pv_id || ':' || ((d.data - date '2000-01-03') / 7) || ':' || c.id), 1, 8))::bit(32)::bigint)
                            / 17179869184.0) / c.peso
           limit d.n_gusti) s
      ) f`);

  await em.execute(`
    insert into produzioni (id, data, punto_vendita_id, operatore_id, note, inviato_email, kg_totale, costo_totale, created_at, updated_at)
    select d.id, d.data, d.pv_id, d.operatore_id, d.note, d.inviato_email, s.kg, s.costo, d.created_at, d.created_at
      from _demo_prod d
      join (select produzione_id, sum(quantita_kg) as kg, sum(quantita_kg * food_cost) as costo
              from _demo_righe group by produzione_id) s on s.produzione_id = d.id
     order by d.id`);
  // the demo's past history predates stock keeping: it consumed no tracked lots (migration Magazzino)
  await em.execute(`select set_config('gelatiere.consumi_lotti', 'off', true)`);
  await em.execute(`
    insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost, versione_ricetta)
    select r.produzione_id, r.gusto_id, r.quantita_kg, r.food_cost, g.versione
      from _demo_righe r join gusti g on g.id = r.gusto_id order by r.produzione_id, r.gusto_id`);
  await em.execute(`select set_config('gelatiere.consumi_lotti', 'on', true)`);

  const [tot] = await em.execute<{ produzioni: number; righe: number; kg: number }[]>(
    `select (select count(*) from _demo_prod)::int as produzioni, (select count(*) from _demo_righe)::int as righe,
            (select coalesce(sum(quantita_kg), 0) from _demo_righe)::float8 as kg`,
  );
  await em.execute('drop table if exists _demo_righe, _demo_prod, _demo_fc');
  log.info(`Produzione dimostrativa: ${tot?.produzioni ?? 0} produzioni, ${tot?.righe ?? 0} righe, ${Math.round(tot?.kg ?? 0)} kg in due anni`);
};
