import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { seedDemoOrganizzazione } from '../../seed/demo-organizzazione.js';
import { seedDemoProduzione } from '../../seed/demo-produzione.js';
import { OGGI_ROMA_SQL } from '../../common/dates.js';

let t: TestApp;
let seedMs = 0;
const silent = { info: () => {}, warn: () => {} };

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

beforeAll(async () => {
  t = await createTestApp();
  await t.orm.em.fork().transactional(async (em) => {
    await seedDemoOrganizzazione(em, silent);
    // a stand-in catalogue of 16 flavours with recipes
    await em.execute(`insert into categorie_gusti (nome) values ('Creme'), ('Frutta')`);
    await em.execute(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values ('Latte', 1.1, 'l', 'x'), ('Zucchero', 1, 'kg', 'x'), ('Cacao', 9, 'kg', 'x')`);
    await em.execute(`insert into gusti (nome, categoria_id) select 'Gusto ' || i, (select min(id) from categorie_gusti) from generate_series(1, 16) i`);
    await em.execute(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita)
      select g.id, i.id, 100 + (g.id * i.id) % 300, case i.unita_misura when 'l' then 'ml' else 'g' end from gusti g cross join ingredienti i`);
    const t0 = Date.now();
    await seedDemoProduzione(em, silent);
    seedMs = Date.now() - t0;
  });
});
afterAll(async () => t?.close());

describe('demo production data', () => {
  it('loads two years up to today in a few seconds', async () => {
    expect(seedMs).toBeLessThan(10_000);
    const [r] = await sql<{ n: number; min: string; max: string }>(
      `select count(*)::int as n, min(data)::text as min, max(data)::text as max from produzioni`,
    );
    expect(r!.n).toBeGreaterThan(1500);
    const [today] = await sql<{ d: string; from: string }>(`select ${OGGI_ROMA_SQL}::text as d, (${OGGI_ROMA_SQL} - interval '2 years')::date::text as from`);
    expect(r!.max).toBe(today!.d);
    expect(r!.min).toBe(today!.from);
  });

  it('its past history consumed no tracked lots (it predates stock keeping: no negative stock on a fresh demo)', async () => {
    expect(await sql('select count(*)::int as n from consumi_lotti')).toEqual([{ n: 0 }]);
  });

  it('is seasonal, closes the kiosk in winter and is higher at weekends', async () => {
    const [s] = await sql<{ luglio: number; gennaio: number }>(`
      select (select sum(kg_totale) from produzioni where extract(month from data) = 7)::float8 as luglio,
             (select sum(kg_totale) from produzioni where extract(month from data) = 1)::float8 as gennaio`);
    expect(s!.luglio / s!.gennaio).toBeGreaterThan(3);
    const [k] = await sql<{ n: number }>(`
      select count(*)::int as n from produzioni p join punti_vendita pv on pv.id = p.punto_vendita_id
       where pv.nome ilike '%chiosco%' and extract(month from p.data) in (12, 1, 2)`);
    expect(k!.n).toBe(0);
    const [w] = await sql<{ weekend: number; feriale: number }>(`
      select avg(kg) filter (where dow in (6, 7))::float8 as weekend, avg(kg) filter (where dow in (2, 3, 4))::float8 as feriale
        from (select data, extract(isodow from data) as dow, sum(kg_totale) as kg from produzioni
               where punto_vendita_id = (select id from punti_vendita where nome = 'Gelateria Centro') group by data) d`);
    expect(w!.weekend).toBeGreaterThan(w!.feriale * 1.15);
  });

  it('has 6–14 flavours per production, consistent totals, cost snapshots, notes and demo operators', async () => {
    const [l] = await sql<{ min: number; max: number }>(
      `select min(n)::int as min, max(n)::int as max from (select count(*) as n from produzione_righe group by produzione_id) x`,
    );
    expect(l!.min).toBeGreaterThanOrEqual(6);
    expect(l!.max).toBeLessThanOrEqual(14);
    const [bad] = await sql<{ n: number }>(`
      select count(*)::int as n from produzioni p
        join (select produzione_id, sum(quantita_kg) as kg, sum(quantita_kg * food_cost) as c from produzione_righe group by produzione_id) s
          on s.produzione_id = p.id
       where p.kg_totale <> s.kg or p.costo_totale <> round(s.c, 4) or s.c <= 0`);
    expect(bad!.n).toBe(0);
    const notes = await sql<{ note: string }>(`select distinct note from produzioni where note is not null`);
    expect(notes.map((n) => n.note)).toEqual(expect.arrayContaining(['Giornata di festa', 'Pioggia, vendite basse']));
    const ops = await sql<{ email: string }>(`select distinct u.email from produzioni p join utenti u on u.id = p.operatore_id`);
    expect(ops.map((o) => o.email)).toEqual(expect.arrayContaining(['manager@gelatiere.local', 'operatore@gelatiere.local']));
    // an operatore assigned to a sales point records only there (the rule the API enforces)
    const [altrove] = await sql<{ n: number }>(`
      select count(*)::int as n from produzioni p join utenti u on u.id = p.operatore_id
       where u.ruolo = 'operatore' and u.punto_vendita_id is not null and u.punto_vendita_id <> p.punto_vendita_id`);
    expect(altrove!.n).toBe(0);
  });

  it('the history reads a page of it with the usual statements', async () => {
    const res = await t.rest('GET', '/api/produzione?sort=kg_totale&limit=50', { token: await t.token('admin') });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(1500);
    expect(res.body.produzioni).toHaveLength(50);
    expect(res.queries).toBeLessThanOrEqual(3);
  });

  it('does not run twice', async () => {
    const [before] = await sql<{ n: number }>('select count(*)::int as n from produzioni');
    await t.orm.em.fork().transactional((em) => seedDemoProduzione(em, silent));
    const [after] = await sql<{ n: number }>('select count(*)::int as n from produzioni');
    expect(after!.n).toBe(before!.n);
  });
});
