/**
 * Chain-sized history for benchmarks (`npm run seed:large -w api`, DATABASE_URL required):
 * 20 sales points, 40 operators, 60 ingredients, 12 categories, 120 flavours with recipes and five
 * years of daily production at every sales point (~110 of the 120 flavours a day: ~4 million lines).
 * Display-case events from every production line (a tray each, weigh-back, seasonal waste on ~60 %:
 * ~4 million trays and ~2.4 million waste rows). Stock (large-magazzino.ts): 8 suppliers, a weekly receipt
 * from each over the last year (a lot per ingredient), the lots consumed by the last 30 days of production,
 * reorder points. Set-based INSERT ... SELECT generate_series, one
 * transaction per year with the rollup triggers switched off, then one rollup rebuild.
 *
 * Refuses to run on a database that already has productions unless `--reset` is given, which empties
 * productions and the catalogue (flavours, recipes, categories, ingredients) first. `--anni N` seeds
 * the last N years only (1 to 5; a year is enough to measure the analytics of one period).
 */
import 'reflect-metadata'; // the analytics barrel reaches GraphQL types
import { loadConfig } from '../config.js';
import { ROLLUP_TABLES } from '../modules/analytics/analytics.rollup-sql.js';
import { rebuildRollups } from '../modules/analytics/analytics.service.js';
import { valoriGustoLateral } from '../modules/gusti/gusto.sql.js';
import { initOrm, migrate } from '../db/orm.js';
import { seedBaseData } from './base.js';
import { vetrinaDaProduzioniSql } from './demo-vetrina.js';
import { magazzinoLargeSql } from './large-magazzino.js';

const PUNTI_VENDITA = 20;
const INGREDIENTI = 60;
const CATEGORIE = 12;
const GUSTI = 120;
const ANNI_MAX = 5;

const log = (msg: string) => console.log(`[seed:large] ${msg}`);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('[seed:large] DATABASE_URL è obbligatorio (es. postgresql://postgres@127.0.0.1:5432/postgres)');
    process.exit(1);
  }
  const reset = process.argv.includes('--reset');
  const anniArg = process.argv.indexOf('--anni');
  const ANNI = anniArg > 0 ? Number(process.argv[anniArg + 1]) : ANNI_MAX;
  if (!Number.isInteger(ANNI) || ANNI < 1 || ANNI > ANNI_MAX) {
    console.error(`[seed:large] --anni vuole un numero intero da 1 a ${ANNI_MAX}`);
    process.exit(1);
  }
  const started = Date.now();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  // bulk statements over millions of rows: no statement timeout
  const orm = await initOrm({ connection: url, poolMax: 2, timeouts: { statementMs: 0 } });
  try {
    await migrate(orm);
    await seedBaseData(orm, config, { info: log, warn: log });
    const em = orm.em.fork();
    const exec = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params, 'run');

    const [{ n }] = await em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from produzioni');
    if (n > 0 && !reset) {
      console.error(`[seed:large] il database contiene già ${n} produzioni: usa --reset per svuotarlo (produzioni e catalogo)`);
      process.exit(1);
    }
    if (reset) {
      log('svuoto produzioni e catalogo');
      await exec('truncate vetrina_scarti, vetrina_carichi, listino');
      await exec('truncate consumi_lotti, ricevimenti_righe, ricevimenti, fornitori_articoli, fornitori restart identity cascade');
      await exec('truncate produzione_righe, produzioni, gusti_ingredienti, gusti_allergeni, gusti, categorie_gusti, ingredienti restart identity cascade');
      await exec(`delete from utenti where email like '%@large.gelatiere.local'`);
      await exec(`delete from punti_vendita where nome like 'Gelateria % (large)' and not exists (select 1 from utenti u where u.punto_vendita_id = punti_vendita.id)`);
    }

    log('catalogo: punti vendita, operatori, ingredienti, categorie, gusti e ricette');
    await em.transactional(async (tx) => {
      const run = (sql: string) => tx.getConnection().execute(sql, [], 'run', tx.getTransactionContext());
      await run(`insert into punti_vendita (nome, indirizzo)
                 select format('Gelateria %s (large)', lpad(i::text, 2, '0')), format('Via Roma %s', i) from generate_series(1, ${PUNTI_VENDITA}) i`);
      // two operators per sales point; a password hash that matches nothing (they never log in)
      await run(`insert into utenti (nome, email, password_hash, ruolo, punto_vendita_id)
                 select format('Operatore %s', lpad(i::text, 2, '0')), format('operatore.%s@large.gelatiere.local', lpad(i::text, 2, '0')),
                        '!seed-large', 'operatore', pv.id
                   from generate_series(1, ${PUNTI_VENDITA * 2}) i
                   join (select id, row_number() over (order by id) rn from punti_vendita where nome like 'Gelateria % (large)') pv
                     on pv.rn = (i - 1) / 2 + 1`);
      await run(`insert into ingredienti (nome, unita_misura, costo_per_unita, fornitore, calorie, zuccheri, grassi, proteine, pac, pod)
                 select format('Ingrediente %s', lpad(i::text, 2, '0')),
                        (array['kg', 'kg', 'l', 'g', 'ml', 'pz'])[1 + i % 6],
                        round((case i % 6 when 3 then 0.004 + (i % 7) * 0.002 when 4 then 0.003 + (i % 5) * 0.001 when 5 then 0.05 + (i % 4) * 0.05 else 0.8 + (i % 13) * 0.9 end)::numeric, 4),
                        format('Fornitore %s', 1 + i % 8), 50 + i * 7 % 400, i * 3 % 60, i * 5 % 40, i * 2 % 20, 50 + i * 11 % 150, 20 + i * 13 % 130
                   from generate_series(1, ${INGREDIENTI}) i`);
      await run(`insert into categorie_gusti (nome, colore, ordine)
                 select format('Categoria %s', lpad(i::text, 2, '0')), format('#%s', lpad(to_hex((i * 1234567) % 16777216), 6, '0')), i
                   from generate_series(1, ${CATEGORIE}) i`);
      await run(`insert into gusti (nome, categoria_id, colore, attivo)
                 select format('Gusto %s', lpad(i::text, 3, '0')), c.id, format('#%s', lpad(to_hex((i * 7654321) % 16777216), 6, '0')), i % 17 <> 0
                   from generate_series(1, ${GUSTI}) i
                   join (select id, row_number() over (order by id) rn from categorie_gusti) c on c.rn = 1 + i % ${CATEGORIE}`);
      // 4 to 8 recipe lines per flavour, in a unit allowed for the ingredient (DOMAIN.md)
      await run(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita)
                 select g.id, ing.id,
                        case ing.unita_misura when 'kg' then 0.1 + (k * 37 + g.rn) % 9 * 0.1 when 'l' then 0.2 + (k + g.rn) % 5 * 0.2
                             when 'g' then 20 + (k * 13 + g.rn) % 10 * 15 when 'ml' then 50 + (k * 7 + g.rn) % 6 * 50 else 1 + (k + g.rn) % 3 end,
                        ing.unita_misura
                   from (select id, row_number() over (order by id) rn from gusti) g
                   cross join lateral generate_series(1, 4 + g.rn::int % 5) k
                   join (select id, unita_misura, row_number() over (order by id) rn from ingredienti) ing
                     on ing.rn = 1 + (g.rn * 7 + k * 11) % ${INGREDIENTI}
                 on conflict do nothing`);
    });

    const oggi = new Date();
    const annoFine = oggi.getUTCFullYear();
    for (let anno = annoFine - ANNI + 1; anno <= annoFine; anno++) {
      const t0 = Date.now();
      const fine = anno === annoFine ? oggi.toISOString().slice(0, 10) : `${anno}-12-31`;
      await em.transactional(async (tx) => {
        const run = (sql: string) => tx.getConnection().execute(sql, [], 'run', tx.getTransactionContext());
        await run(`set local gelatiere.analytics_rollup = 'off'`);
        // past history predates stock keeping: it consumed no tracked lots (migration Magazzino)
        await run(`set local gelatiere.consumi_lotti = 'off'`);
        await run(`create temporary table seed_pv on commit drop as
                   select pv.id, pv.rn, array_agg(u.id order by u.id) ops
                     from (select id, row_number() over (order by id) rn from punti_vendita where nome like 'Gelateria % (large)') pv
                     join utenti u on u.punto_vendita_id = pv.id and u.email like '%@large.gelatiere.local'
                    group by pv.id, pv.rn`);
        await run(`insert into produzioni (data, punto_vendita_id, operatore_id)
                   select d::date, pv.id, pv.ops[1 + extract(doy from d)::int % 2]
                     from generate_series('${anno}-01-01'::date, '${fine}'::date, interval '1 day') d cross join seed_pv pv
                    order by 1, 2`);
        // food cost snapshot: the flavour's current cost, drifting ~3 % a year back in time
        await run(`create temporary table seed_gusti on commit drop as
                   select g.id, row_number() over (order by g.id) rn, v.food_cost, g.versione from gusti g ${valoriGustoLateral('g', 'v')}`);
        // ~92 % of the flavours a day; seasonal quantity (summer peak), popularity per flavour, noise
        await run(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost, versione_ricetta)
                   select p.id, g.id,
                          round((0.5 + (1 + 0.7 * sin(2 * pi() * (extract(doy from p.data) - 100) / 365.0)) * (1 + g.rn % 7) * 0.6
                                 * (0.6 + ((p.id * 31 + g.rn * 17) % 97) / 97.0 * 0.8))::numeric, 1),
                          round(g.food_cost * (1 - 0.03 * (${annoFine} - extract(year from p.data))), 4),
                          g.versione
                     from produzioni p cross join seed_gusti g
                    where p.data between '${anno}-01-01' and '${fine}'
                      and (p.id * 7 + g.rn * 13 + g.rn * p.id) % 100 < 92`);
        await run(`update produzioni p set kg_totale = t.kg, costo_totale = t.costo
                     from (select r.produzione_id, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo
                             from produzione_righe r join produzioni p2 on p2.id = r.produzione_id
                            where p2.data between '${anno}-01-01' and '${fine}' group by r.produzione_id) t
                    where p.id = t.produzione_id`);
        // display case: a tray per production line, weigh-back and seasonal waste (demo-vetrina.ts)
        for (const sql of vetrinaDaProduzioniSql(`${anno}-01-01`, fine)) await run(sql);
      });
      const [{ righe }] = await em.getConnection().execute<{ righe: number }[]>(
        `select count(*)::int as righe from produzione_righe r join produzioni p on p.id = r.produzione_id where p.data between '${anno}-01-01' and '${fine}'`,
      );
      log(`${anno}: ${righe.toLocaleString('it-IT')} righe di produzione in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }

    log('magazzino: fornitori, ricevimenti settimanali con i lotti, consumi degli ultimi 30 giorni, scorte minime');
    const t2 = Date.now();
    await em.transactional(async (tx) => {
      for (const sql of magazzinoLargeSql(oggi.toISOString().slice(0, 10))) await tx.getConnection().execute(sql, [], 'run', tx.getTransactionContext());
    });
    const [m] = await em.getConnection().execute<{ f: number; r: number; l: number; c: number }[]>(
      `select (select count(*) from fornitori)::int as f, (select count(*) from ricevimenti)::int as r,
              (select count(*) from ricevimenti_righe)::int as l, (select count(*) from consumi_lotti)::int as c`,
    );
    log(`magazzino: ${m!.f} fornitori, ${m!.r.toLocaleString('it-IT')} ricevimenti, ${m!.l.toLocaleString('it-IT')} lotti ricevuti, ${m!.c.toLocaleString('it-IT')} consumi in ${((Date.now() - t2) / 1000).toFixed(1)} s`);

    log('ricostruzione dei rollup analytics');
    const t1 = Date.now();
    await rebuildRollups(orm.em.fork());
    log(`rollup ricostruiti in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    // the rebuild rewrites rollup rows (the margin cells twice): reclaim them before the first reads
    await exec(`vacuum (analyze) ${ROLLUP_TABLES.join(', ')}`);
    await exec('analyze');
    const [tot] = await em.getConnection().execute<{ p: number; r: number }[]>(
      'select (select count(*) from produzioni)::int as p, (select count(*) from produzione_righe)::int as r',
    );
    const [v] = await em.getConnection().execute<{ c: number; s: number }[]>(
      'select (select count(*) from vetrina_carichi)::int as c, (select count(*) from vetrina_scarti)::int as s',
    );
    log(`vetrina: ${v!.c.toLocaleString('it-IT')} vaschette, ${v!.s.toLocaleString('it-IT')} scarti`);
    log(`fatto: ${tot!.p.toLocaleString('it-IT')} produzioni, ${tot!.r.toLocaleString('it-IT')} righe in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await orm.close();
  }
}

await main();
