import { OGGI_ROMA_SQL } from '../common/dates.js';
import { MARGINI_REBUILD_STATEMENTS } from '../modules/analytics/analytics.margini-sql.js';
import { VENDUTI_REBUILD_STATEMENTS } from '../modules/vetrina/vetrina.venduti-sql.js';
import type { DemoSeeder } from './demo-seeder.js';

/**
 * Display-case events generated from the productions already in the database (demo and large
 * seeds), set-based and reproducible (pseudo-random values are hashes of the row ids, no random()):
 * - every production line of a day becomes a tray loaded that day at that sales point, linked to
 *   its line (so the sold kg are costed at the line's food-cost snapshot), with all its kg;
 * - trays of past days are weighed back at closing: 5–20 % left in the case (more in winter);
 *   today's trays stay open, so the Vetrina page has something to close;
 * - seasonal waste on about 60 % of the past trays, 3 % of the loaded kg in January up to 8 % in
 *   July on average (reasons: mostly scaduto, then qualità, caduto, altro).
 * `dal` / `al` are yyyy-MM-dd literals written by our code (never user input).
 */
export function vetrinaDaProduzioniSql(dal: string, al: string): string[] {
  // 1 around 20 July, 0 around 20 January
  const stagione = `(0.5 + 0.5 * cos(2 * pi() * (extract(doy from p.data) - 201) / 365.0))::numeric`;
  const caso = (seme: number) => `(((r.id::bigint * ${seme}) % 1000) / 1000.0)`;
  return [
    `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, produzione_id, produzione_riga_id, kg, kg_rimasti, operatore_id, created_at, updated_at)
     select p.punto_vendita_id, p.data, r.gusto_id, p.id, r.id, r.quantita_kg,
            case when p.data < ${OGGI_ROMA_SQL}
                 then round(r.quantita_kg * (0.05 + 0.15 * (0.4 + 0.6 * (1 - ${stagione})) * ${caso(7919)}) , 3) end,
            p.operatore_id, p.created_at, p.created_at
       from produzione_righe r join produzioni p on p.id = r.produzione_id
      where p.data between '${dal}'::date and '${al}'::date`,
    `insert into vetrina_scarti (punto_vendita_id, data, gusto_id, kg, motivo, operatore_id, created_at, updated_at)
     select p.punto_vendita_id, p.data, r.gusto_id,
            round(r.quantita_kg * (0.03 + 0.05 * ${stagione}) / 0.6 * (0.7 + 0.6 * ${caso(104729)}), 3),
            case when ${caso(31)} < 0.5 then 'scaduto' when ${caso(31)} < 0.7 then 'qualita' when ${caso(31)} < 0.9 then 'caduto' else 'altro' end,
            p.operatore_id, p.created_at, p.created_at
       from produzione_righe r join produzioni p on p.id = r.produzione_id
      where p.data between '${dal}'::date and '${al}'::date and p.data < ${OGGI_ROMA_SQL}
        and ${caso(6007)} < 0.6
        and round(r.quantita_kg * (0.03 + 0.05 * ${stagione}) / 0.6 * (0.7 + 0.6 * ${caso(104729)}), 3) > 0`,
  ];
}

/**
 * The demo's portion price list: every active sales point sells cones, cups and tubs at an Italian
 * shop's prices (cone 120 g 2,80 €, cups 100/160/230 g 2,50/3,50/4,50 €, tubs 500 g 12 € and 1 kg
 * 22 €); the kiosk asks 0,50 € more for cones and cups. A portion already set is left as it is.
 */
export const DEMO_PORZIONI_SQL = `
  insert into porzioni (punto_vendita_id, tipo, grammi, prezzo)
  select pv.id, p.tipo, p.grammi, p.prezzo + case when pv.nome ilike '%chiosco%' and p.grammi < 500 then 0.5 else 0 end
    from punti_vendita pv
   cross join (values ('cono', 120, 2.80), ('coppetta_piccola', 100, 2.50), ('coppetta_media', 160, 3.50),
                      ('coppetta_grande', 230, 4.50), ('vaschetta_500', 500, 12.00), ('vaschetta_1000', 1000, 22.00)) as p(tipo, grammi, prezzo)
   where pv.attivo
  on conflict (punto_vendita_id, tipo) do nothing`;

/**
 * A year of display-case events for the demo (it runs after the production seeder), plus a price
 * list: a general price per active flavour (24–32 €/kg) and 2 €/kg more at the kiosk. The rollup
 * triggers are switched off for the bulk insert and the margin rollup is rebuilt once.
 */
export const seedDemoVetrina: DemoSeeder = async (em, log) => {
  await em.execute(DEMO_PORZIONI_SQL); // also on a demo database seeded before portions existed
  const [existing] = await em.execute<{ n: number }[]>('select count(*)::int as n from vetrina_carichi');
  if ((existing?.n ?? 0) > 0) {
    log.warn('Vetrina già presente: dati dimostrativi della vetrina non generati');
    return;
  }
  await em.execute(`
    insert into listino (gusto_id, punto_vendita_id, prezzo_kg)
    select g.id, null, 24 + (g.id * 37) % 9 from gusti g where g.attivo
    on conflict do nothing`);
  await em.execute(`
    insert into listino (gusto_id, punto_vendita_id, prezzo_kg)
    select g.id, pv.id, 26 + (g.id * 37) % 9 from gusti g cross join punti_vendita pv
     where g.attivo and pv.attivo and pv.nome ilike '%chiosco%'
    on conflict do nothing`);
  const [r] = await em.execute<{ dal: string; al: string }[]>(`select to_char(${OGGI_ROMA_SQL} - 364, 'YYYY-MM-DD') as dal, to_char(${OGGI_ROMA_SQL}, 'YYYY-MM-DD') as al`);
  await em.execute(`select set_config('gelatiere.analytics_rollup', 'off', true)`);
  for (const sql of vetrinaDaProduzioniSql(r!.dal, r!.al)) await em.execute(sql);
  await em.execute(`select set_config('gelatiere.analytics_rollup', 'on', true)`);
  for (const sql of [...MARGINI_REBUILD_STATEMENTS, ...VENDUTI_REBUILD_STATEMENTS]) await em.execute(sql);
  const [tot] = await em.execute<{ carichi: number; scarti: number }[]>(
    'select (select count(*) from vetrina_carichi)::int as carichi, (select count(*) from vetrina_scarti)::int as scarti',
  );
  log.info(`Vetrina dimostrativa: ${tot?.carichi ?? 0} vaschette caricate, ${tot?.scarti ?? 0} scarti in un anno`);
};
