import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addGiorni, oggiRoma, periodoDi, trendDa, trendRelativo, variazionePercentuale } from './analytics.filters.js';
import { rebuildRollups } from './analytics.service.js';

/**
 * A small hand-computed dataset (DOMAIN.md, Analytics):
 *
 * Ingredients: Latte (l, 1.20), Zucchero (kg, 1.00), Fragole (kg, 4.00), Cacao (kg, 8.00), Cialda (pz, 0.10).
 * Recipes (M = batch mass):
 *   Fiordilatte (Creme):  800 ml latte, 200 g zucchero                            M = 1.0
 *   Cioccolato  (Creme):  1 l latte, 0.25 kg zucchero, 250 g cacao, 2 pz cialda   M = 1.5 (pz has no mass)
 *   Fragola     (Frutta): 600 g fragole, 400 g zucchero                           M = 1.0
 *   Menta       (Frutta): inactive, never produced
 * Line snapshots (food_cost): Fiordilatte 2.00, Cioccolato 3.00, Fragola 2.50.
 *
 * 2024: P1 01-10 PV1 operatore: Fiordilatte 10, Cioccolato 5
 *       P2 03-20 PV2 manager:   Fiordilatte 4,  Fragola 6
 *       P3 07-05 PV1 operatore: Fiordilatte 6,  Fragola 12
 *       P4 11-16 PV1 admin:     Cioccolato 5.5, Fragola 6
 * 2023: P5 05-10 PV1 operatore: Fiordilatte 8
 *       P6 09-25 PV2 manager:   Cioccolato 2
 * today: P7 PV1 admin: Fiordilatte 2
 *
 * 2024 kg: Fiordilatte 20 (h1 14, h2 6), Cioccolato 10.5 (h1 5, h2 5.5: exactly +10 % = stabile),
 * Fragola 24 (h1 6, h2 18); total 54.5, cost 40 + 31.5 + 60 = 131.5.
 */

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
const ids = {} as Record<'pv1' | 'pv2' | 'creme' | 'frutta' | 'latte' | 'zucchero' | 'fragole' | 'cacao' | 'cialda' | 'fiordilatte' | 'cioccolato' | 'fragola' | 'menta', number>;
const oggi = oggiRoma();

type Row = Record<string, unknown>;
const sql = async <T = Row>(text: string, params: unknown[] = []) => (await t.orm.em.fork().getConnection().execute(text, params)) as T[];
const one = async (text: string, params: unknown[] = []) => (await sql<{ id: number }>(text, params))[0]!.id;

async function produzione(data: string, pv: number, operatore: number, righe: [number, number, number][]) {
  const id = await one(`insert into produzioni (data, punto_vendita_id, operatore_id, kg_totale, costo_totale) values (?::date, ?, ?, 0, 0) returning id`, [data, pv, operatore]);
  await sql(
    `insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) select ?, x.g, x.q, x.c from unnest(array[?]::int[], array[?]::numeric[], array[?]::numeric[]) x(g, q, c)`,
    [id, righe.map((r) => r[0]), righe.map((r) => r[1]), righe.map((r) => r[2])],
  );
  await sql(
    `update produzioni p set kg_totale = t.kg, costo_totale = t.costo from (select sum(quantita_kg) kg, sum(quantita_kg * food_cost) costo from produzione_righe where produzione_id = ?) t where p.id = ?`,
    [id, id],
  );
  return id;
}

const get = <U extends string>(url: U, token?: string) => t.rest('GET', `/api/analytics/${url}`, { token: token ?? admin });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ids.pv1 = await one(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  ids.pv2 = await one(`insert into punti_vendita (nome) values ('Chiosco Mare') returning id`);
  ids.creme = await one(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`);
  ids.frutta = await one(`insert into categorie_gusti (nome, colore) values ('Frutta', '#ff6347') returning id`);
  const ingr = async (nome: string, unita: string, costo: number) =>
    one(`insert into ingredienti (nome, unita_misura, costo_per_unita, fornitore) values (?, ?, ?, 'Fornitore') returning id`, [nome, unita, costo]);
  ids.latte = await ingr('Latte', 'l', 1.2);
  ids.zucchero = await ingr('Zucchero', 'kg', 1);
  ids.fragole = await ingr('Fragole', 'kg', 4);
  ids.cacao = await ingr('Cacao', 'kg', 8);
  ids.cialda = await ingr('Cialda', 'pz', 0.1);
  const gusto = async (nome: string, cat: number, colore: string, righe: [number, number, string][], attivo = true) => {
    const id = await one(`insert into gusti (nome, categoria_id, colore, attivo) values (?, ?, ?, ?) returning id`, [nome, cat, colore, attivo]);
    for (const [i, q, u] of righe) await sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, ?, ?)`, [id, i, q, u]);
    return id;
  };
  ids.fiordilatte = await gusto('Fiordilatte', ids.creme, '#fffdf0', [[ids.latte, 800, 'ml'], [ids.zucchero, 200, 'g']]);
  ids.cioccolato = await gusto('Cioccolato', ids.creme, '#5c3317', [[ids.latte, 1, 'l'], [ids.zucchero, 0.25, 'kg'], [ids.cacao, 250, 'g'], [ids.cialda, 2, 'pz']]);
  ids.fragola = await gusto('Fragola', ids.frutta, '#fc5a8d', [[ids.fragole, 600, 'g'], [ids.zucchero, 400, 'g']]);
  ids.menta = await gusto('Menta', ids.frutta, '#98ff98', [[ids.zucchero, 100, 'g']], false);

  const { fiordilatte: FI, cioccolato: CI, fragola: FR } = ids;
  const u = t.users;
  await produzione('2024-01-10', ids.pv1, u.operatore.id, [[FI, 10, 2], [CI, 5, 3]]);
  await produzione('2024-03-20', ids.pv2, u.manager.id, [[FI, 4, 2], [FR, 6, 2.5]]);
  await produzione('2024-07-05', ids.pv1, u.operatore.id, [[FI, 6, 2], [FR, 12, 2.5]]);
  await produzione('2024-11-16', ids.pv1, u.admin.id, [[CI, 5.5, 3], [FR, 6, 2.5]]);
  await produzione('2023-05-10', ids.pv1, u.operatore.id, [[FI, 8, 2]]);
  await produzione('2023-09-25', ids.pv2, u.manager.id, [[CI, 2, 3]]);
  await produzione(oggi.data, ids.pv1, u.admin.id, [[FI, 2, 2]]);
});
afterAll(async () => t?.close());

/** The rollups equal a GROUP BY over the raw lines (rows left at zero by deletions ignored). */
async function expectRollupsMatchRaw() {
  const compare = async (rollup: string, raw: string) => {
    const [a, b] = await Promise.all([sql(rollup), sql(raw)]);
    expect(a).toEqual(b);
  };
  await compare(
    `select anno::int as anno, mese::int as mese, meta::int as meta, punto_vendita_id, gusto_id, operatore_id, kg::text as kg, costo::numeric(20,4)::text as costo, righe
       from analytics_gusti_mese where righe <> 0 or kg <> 0 order by 1, 2, 3, 4, 5, 6`,
    `select extract(year from p.data)::int as anno, extract(month from p.data)::int as mese, (case when extract(day from p.data) <= 15 then 1 else 2 end)::int as meta,
            p.punto_vendita_id, r.gusto_id, coalesce(p.operatore_id, 0) as operatore_id, sum(r.quantita_kg)::numeric(16,3)::text as kg,
            sum(r.quantita_kg * r.food_cost)::numeric(20,4)::text as costo, count(*)::int as righe
       from produzione_righe r join produzioni p on p.id = r.produzione_id group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  );
  await compare(
    `select anno::int as anno, mese::int as mese, meta::int as meta, gusto_id, kg::text as kg, righe from analytics_gusti_mese_tot where righe <> 0 or kg <> 0 order by 1, 2, 3, 4`,
    `select anno::int as anno, mese::int as mese, meta::int as meta, gusto_id, sum(kg)::text as kg, sum(righe)::int as righe from analytics_gusti_mese group by 1, 2, 3, 4 having sum(righe) <> 0 order by 1, 2, 3, 4`,
  );
  await compare(
    `select gusto_id, data::text as data, kg::text as kg, costo::numeric(20,4)::text as costo, righe from analytics_gusti_giorno where righe <> 0 or kg <> 0 order by 1, 2`,
    `select r.gusto_id, p.data::text as data, sum(r.quantita_kg)::numeric(16,3)::text as kg, sum(r.quantita_kg * r.food_cost)::numeric(20,4)::text as costo, count(*)::int as righe
       from produzione_righe r join produzioni p on p.id = r.produzione_id group by 1, 2 order by 1, 2`,
  );
  await compare(
    `select data::text as data, punto_vendita_id, operatore_id, kg::text as kg, costo::numeric(20,4)::text as costo, produzioni from analytics_giorno where produzioni <> 0 or righe <> 0 order by 1, 2, 3`,
    `select p.data::text as data, p.punto_vendita_id, coalesce(p.operatore_id, 0) as operatore_id, coalesce(sum(r.quantita_kg), 0)::numeric(16,3)::text as kg,
            coalesce(sum(r.quantita_kg * r.food_cost), 0)::numeric(20,4)::text as costo, count(distinct p.id)::int as produzioni
       from produzioni p left join produzione_righe r on r.produzione_id = p.id group by 1, 2, 3 order by 1, 2, 3`,
  );
}

describe('rules', () => {
  it('trend: second half against first half, ±10 % is stable', () => {
    expect(trendDa(10, 11)).toBe('stabile');
    expect(trendDa(10, 9)).toBe('stabile');
    expect(trendDa(5, 5.5)).toBe('stabile');
    expect(trendDa(10, 11.01)).toBe('crescita');
    expect(trendDa(10, 8.99)).toBe('decrescita');
    expect(trendDa(0, 1)).toBe('crescita');
    expect(trendDa(0, 0)).toBe('stabile');
    expect(trendDa(3, 0)).toBe('decrescita');
  });

  it('trend of a flavour or ingredient: its share of the period\'s kg, second half against first (issue 34)', () => {
    // the shop doubles in summer (30 -> 63 kg): 10 -> 30 kg gains share, 10 -> 12 loses it, 10 -> 21 keeps it
    expect(trendRelativo(10, 30, 30, 63)).toBe('crescita');
    expect(trendRelativo(10, 12, 30, 63)).toBe('decrescita');
    expect(trendRelativo(10, 21, 30, 63)).toBe('stabile');
    // no production in a half: the absolute change
    expect(trendRelativo(0, 5, 0, 5)).toBe('crescita');
    expect(trendRelativo(5, 0, 5, 0)).toBe('decrescita');
  });

  it('percent change is null when the previous value is 0', () => {
    expect(variazionePercentuale(10, 0)).toBeNull();
    expect(variazionePercentuale(15, 10)).toBe(50);
    expect(variazionePercentuale(0, 10)).toBe(-100);
  });

  it('periods: a past year has 12 months, the running year counts up to the current month', () => {
    expect(periodoDi({ anno: 2024 }, { data: '2026-11-21', anno: 2026, mese: 11, giorno: 21 })).toMatchObject({ mesi: 12, split: 12, dataInizio: '2024-01-01', dataFine: '2024-12-31' });
    expect(periodoDi({ anno: 2026 }, { data: '2026-11-21', anno: 2026, mese: 11, giorno: 21 })).toMatchObject({ mesi: 11, split: 11 });
    expect(periodoDi({ anno: 2024, mese: 2 }, { data: '2026-11-21', anno: 2026, mese: 11, giorno: 21 })).toMatchObject({ mesi: 1, split: 3, dataFine: '2024-02-29' });
  });
});

describe('flavours', () => {
  it('gusti: kg, percentuale, media_mensile, trend and cost for 2024', async () => {
    const res = await get('gusti?anno=2024');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { gusto_id: ids.fragola, nome: 'Fragola', categoria: 'Frutta', colore: '#fc5a8d', totale_kg: 24, percentuale: 44.04, media_mensile: 2, trend: 'crescita', costo_totale: 60, margine: 540, margine_kg: 22.5, margine_fonte: 'stimato' },
      { gusto_id: ids.fiordilatte, nome: 'Fiordilatte', categoria: 'Creme', colore: '#fffdf0', totale_kg: 20, percentuale: 36.7, media_mensile: 1.667, trend: 'decrescita', costo_totale: 40, margine: 460, margine_kg: 23, margine_fonte: 'stimato' },
      { gusto_id: ids.cioccolato, nome: 'Cioccolato', categoria: 'Creme', colore: '#5c3317', totale_kg: 10.5, percentuale: 19.27, media_mensile: 0.875, trend: 'stabile', costo_totale: 31.5, margine: 231, margine_kg: 22, margine_fonte: 'stimato' },
    ]);
  });

  it('a seasonal year (2021, the shop doubles in summer): flavours and ingredients are classified against the total, not all crescita', async () => {
    // 2021-03-10: Fiordilatte 10, Cioccolato 10, Fragola 10 (first half: 30 kg);
    // 2021-08-10: Fiordilatte 30, Cioccolato 12, Fragola 21 (second half: 63 kg, +110 %).
    // Shares 1/3 each -> Fiordilatte 30/63 = 47.6 % (+42.9 %), Cioccolato 12/63 = 19.0 % (−42.9 %), Fragola 21/63 = 1/3 (0 %).
    // Each grew in kg (+200 %, +20 %, +110 %): the absolute rule called all three 'crescita'.
    const op = t.users.operatore.id;
    const marzo = await produzione('2021-03-10', ids.pv1, op, [[ids.fiordilatte, 10, 2], [ids.cioccolato, 10, 3], [ids.fragola, 10, 2.5]]);
    const agosto = await produzione('2021-08-10', ids.pv1, op, [[ids.fiordilatte, 30, 2], [ids.cioccolato, 12, 3], [ids.fragola, 21, 2.5]]);
    // the other tests count every production: these two go when this test ends
    onTestFinished(async () => {
      await sql(`delete from produzioni where id in (?, ?)`, [marzo, agosto]);
    });
    const gusti = (await get('top-gusti?anno=2021')).body as Row[];
    expect(gusti.map((g) => [g.nome, g.totale_kg, g.trend])).toEqual([
      ['Fiordilatte', 40, 'crescita'],
      ['Fragola', 31, 'stabile'],
      ['Cioccolato', 22, 'decrescita'],
    ]);
    expect((await get(`gusto/${ids.cioccolato}?anno=2021`)).body.trend).toBe('decrescita');
    // ingredients against the kg produced (×2.1): Cacao (Cioccolato only) 10/6 -> 12/6 kg is ×1.2 = ×0.57 of the shop's: decrescita;
    // Fragole (Fragola only) ×2.1: stabile; Latte 14.667 -> 32 l (×2.18, ×1.04 of the shop's): stabile
    const ingredienti = (await get('ingredienti-avanzate?anno=2021')).body as Row[];
    const trendDi = (nome: string) => ingredienti.find((i) => i.nome === nome)?.trend;
    expect([trendDi('Cacao'), trendDi('Fragole'), trendDi('Latte')]).toEqual(['decrescita', 'stabile', 'stabile']);
  });

  it('top-gusti: limite, default 10, max 100', async () => {
    const res = await get('top-gusti?anno=2024&limite=2');
    expect(res.body.map((g: Row) => g.nome)).toEqual(['Fragola', 'Fiordilatte']);
    // the share stays against all flavours, not only the ones listed
    expect(res.body[0].percentuale).toBe(44.04);
    expect((await get('top-gusti?anno=2024')).body).toHaveLength(3);
    for (const bad of ['0', '101', 'abc', '2.5']) {
      const r = await get(`top-gusti?anno=2024&limite=${bad}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'Il limite deve essere un numero intero tra 1 e 100' });
    }
  });

  it('filters: sales point, operator, category, flavour, ingredient, month', async () => {
    const kg = async (q: string) => Object.fromEntries((await get(`gusti?anno=2024&${q}`)).body.map((g: Row) => [g.nome, [g.totale_kg, g.percentuale, g.trend]]));
    expect(await kg(`puntoVenditaId=${ids.pv2}`)).toEqual({ Fragola: [6, 60, 'decrescita'], Fiordilatte: [4, 40, 'decrescita'] });
    expect(await kg(`operatoreId=${t.users.operatore.id}`)).toEqual({ Fiordilatte: [16, 48.48, 'decrescita'], Fragola: [12, 36.36, 'crescita'], Cioccolato: [5, 15.15, 'decrescita'] });
    expect(await kg('categoriaGusto=Creme')).toEqual({ Fiordilatte: [20, 65.57, 'decrescita'], Cioccolato: [10.5, 34.43, 'stabile'] });
    expect(await kg('categoriaGusto=creme')).toEqual({ Fiordilatte: [20, 65.57, 'decrescita'], Cioccolato: [10.5, 34.43, 'stabile'] });
    expect(await kg(`gustoId=${ids.fragola}`)).toEqual({ Fragola: [24, 100, 'crescita'] });
    expect(await kg(`ingredienteId=${ids.cacao}`)).toEqual({ Cioccolato: [10.5, 100, 'stabile'] });
    // July: one month (media = total), the 5th is in the first half
    const luglio = (await get('gusti?anno=2024&mese=7')).body;
    expect(luglio.map((g: Row) => [g.nome, g.totale_kg, g.media_mensile, g.trend])).toEqual([
      ['Fragola', 12, 12, 'decrescita'],
      ['Fiordilatte', 6, 6, 'decrescita'],
    ]);
    // November: the 16th is in the second half
    expect((await get('gusti?anno=2024&mese=11')).body.map((g: Row) => g.trend)).toEqual(['crescita', 'crescita']);
    expect((await get(`gusti?anno=2024&puntoVenditaId=${ids.pv2}&operatoreId=${t.users.operatore.id}`)).body).toEqual([]);
    // empty strings mean "all"
    expect((await get('gusti?anno=2024&mese=&puntoVenditaId=&categoriaGusto=')).body).toHaveLength(3);
  });

  it('validates the filters with Italian messages', async () => {
    const cases: [string, string][] = [
      ['anno=abc', 'Anno non valido (2000-2100)'],
      ['anno=1999', 'Anno non valido (2000-2100)'],
      ['mese=13', 'Mese non valido (1-12)'],
      ['mese=0', 'Mese non valido (1-12)'],
      ['puntoVenditaId=-1', 'Punto vendita non valido'],
      ['gustoId=x', 'Gusto non valido'],
      ['ingredienteId=0', 'Ingrediente non valido'],
      ['operatoreId=1.5', 'Operatore non valido'],
      ['confrontaAnno=20', 'Anno di confronto non valido (2000-2100)'],
    ];
    for (const [q, error] of cases) {
      const res = await get(`gusti?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toEqual({ error });
    }
    const g = await t.gql('{ analytics(filtro: { mese: 13 }) { gusti { nome } } }', {}, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'Mese non valido (1-12)', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('gusto/:id: one flavour with its months and sales points', async () => {
    const res = await get(`gusto/${ids.fiordilatte}?anno=2024`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      gusto_id: ids.fiordilatte,
      nome: 'Fiordilatte',
      categoria: 'Creme',
      totale_kg: 20,
      percentuale: 36.7,
      media_mensile: 1.667,
      trend: 'decrescita',
      costo_totale: 40,
      // current recipe: (0.8 × 1.20 + 0.2 × 1.00) / 1.0
      food_cost_attuale: 1.16,
      periodo: { anno: 2024, mese: null, data_inizio: '2024-01-01', data_fine: '2024-12-31', mesi: 12 },
    });
    expect(res.body.dati_mensili).toHaveLength(12);
    expect(res.body.dati_mensili[0]).toEqual({ mese: 1, kg_totale: 10, costo_totale: 20, margine: 230 });
    expect(res.body.dati_mensili[2]).toEqual({ mese: 3, kg_totale: 4, costo_totale: 8, margine: 92 });
    expect(res.body.per_punto_vendita).toEqual([
      { id: ids.pv1, nome: 'Gelateria Centro', kg_totale: 16, percentuale: 80, costo_totale: 32 },
      { id: ids.pv2, nome: 'Chiosco Mare', kg_totale: 4, percentuale: 20, costo_totale: 8 },
    ]);
    expect((await get('gusto/99999?anno=2024')).status).toBe(404);
    expect((await get('gusto/99999?anno=2024')).body).toEqual({ error: 'Gusto non trovato' });
    expect((await get('gusto/abc')).status).toBe(400);
  });
});

describe('ingredients', () => {
  it('consumption = kg × q / M per recipe line, in the ingredient unit, with current cost and trend', async () => {
    const res = await get('ingredienti-avanzate?anno=2024');
    expect(res.status).toBe(200);
    const compact = res.body.map((i: Row) => [i.nome, i.consumo_totale, i.unita, i.costo_totale, i.trend, (i.utilizzo_gusti as Row[]).map((u) => u.gusto_nome)]);
    expect(compact).toEqual([
      ['Fragole', 14.4, 'kg', 57.6, 'crescita', ['Fragola']],
      ['Latte', 23, 'l', 27.6, 'decrescita', ['Fiordilatte', 'Cioccolato']],
      ['Zucchero', 15.35, 'kg', 15.35, 'crescita', ['Fragola', 'Fiordilatte', 'Cioccolato']],
      ['Cacao', 1.75, 'kg', 14, 'stabile', ['Cioccolato']],
      ['Cialda', 14, 'pz', 1.4, 'stabile', ['Cioccolato']],
    ]);
    expect(res.body[2].utilizzo_gusti).toEqual([
      { gusto_id: ids.fragola, gusto_nome: 'Fragola', consumo: 9.6 },
      { gusto_id: ids.fiordilatte, gusto_nome: 'Fiordilatte', consumo: 4 },
      { gusto_id: ids.cioccolato, gusto_nome: 'Cioccolato', consumo: 1.75 },
    ]);
    expect(res.body[0]).toMatchObject({ ingrediente_id: ids.fragole, costo_per_unita: 4 });
  });

  it('ingredient filter keeps that ingredient; limite; sales point filter', async () => {
    const only = await get(`ingredienti-avanzate?anno=2024&ingredienteId=${ids.zucchero}`);
    expect(only.body.map((i: Row) => [i.nome, i.consumo_totale])).toEqual([['Zucchero', 15.35]]);
    expect((await get('ingredienti-avanzate?anno=2024&limite=2')).body).toHaveLength(2);
    // PV2 in 2024: Fiordilatte 4, Fragola 6 -> Zucchero 0.8 + 2.4
    const pv2 = await get(`ingredienti-avanzate?anno=2024&puntoVenditaId=${ids.pv2}`);
    expect(pv2.body.find((i: Row) => i.nome === 'Zucchero')?.consumo_totale).toBe(3.2);
  });
});

describe('periods, months, comparison', () => {
  it('periodo: summary of 2024', async () => {
    const res = await get('periodo?anno=2024');
    expect(res.body).toEqual({
      periodo: { anno: 2024, mese: null, data_inizio: '2024-01-01', data_fine: '2024-12-31', mesi: 12 },
      kg_totale: 54.5,
      produzioni: 4,
      giorni_produzione: 4,
      gusti_prodotti: 3,
      media_mensile: 4.542,
      media_giornaliera: 13.625,
      // h1 25 kg, h2 29.5 kg: +18 %
      trend: 'crescita',
      costo_totale: 131.5,
      costo_medio_kg: 2.4128,
      ricavo_stimato: 1362.5,
      margine: 1231,
    });
  });

  it('trend-mensile: 12 months with kg, cost, margin and productions', async () => {
    const res = await get('trend-mensile?anno=2024');
    expect(res.body.anno).toBe(2024);
    expect(res.body.mesi).toHaveLength(12);
    expect(res.body.mesi[0]).toEqual({ mese: 1, kg_totale: 15, costo_totale: 35, margine: 340, produzioni: 1 });
    expect(res.body.mesi[1]).toEqual({ mese: 2, kg_totale: 0, costo_totale: 0, margine: 0, produzioni: 0 });
    expect(res.body.mesi[6]).toEqual({ mese: 7, kg_totale: 18, costo_totale: 42, margine: 408, produzioni: 1 });
    expect(res.body.mesi[10]).toEqual({ mese: 11, kg_totale: 11.5, costo_totale: 31.5, margine: 256, produzioni: 1 });
    // with a flavour filter the productions are not counted
    const fr = await get(`trend-mensile?anno=2024&gustoId=${ids.fragola}`);
    expect(fr.body.mesi[2]).toEqual({ mese: 3, kg_totale: 6, costo_totale: 15, margine: 135, produzioni: null });
  });

  it('confronto: years, months, variations (null when the previous is 0)', async () => {
    const res = await get('confronto?anno=2024&confrontaAnno=2023');
    expect(res.body.anno_corrente).toMatchObject({ anno: 2024, kg_totale: 54.5, costo_totale: 131.5, margine: 1231, margine_stimato: 1231 });
    expect(res.body.anno_precedente).toMatchObject({ anno: 2023, kg_totale: 10, costo_totale: 22, margine: 228, margine_stimato: 228 });
    expect(res.body.anno_precedente.dati_mensili[4]).toEqual({ mese: 5, kg_totale: 8, costo_totale: 16, margine: 184, margine_fonte: 'stimato' });
    expect(res.body.anno_corrente.dati_mensili).toHaveLength(12);
    expect(res.body.variazioni).toEqual({ kg_percentuale: 445, costo_percentuale: 497.73, margine_percentuale: 439.91, margine_fonte: 'stimato' });
    // default: the year before
    expect((await get('confronto?anno=2024')).body.anno_precedente.anno).toBe(2023);
    const vuoto = await get('confronto?anno=2024&confrontaAnno=2022');
    expect(vuoto.body.variazioni).toEqual({ kg_percentuale: null, costo_percentuale: null, margine_percentuale: null, margine_fonte: 'stimato' });
    expect(vuoto.body.anno_precedente).toMatchObject({ anno: 2022, kg_totale: 0, costo_totale: 0, margine: 0 });
  });

  it('margin follows the configured selling price (prezzo_vendita_kg)', async () => {
    await sql(`update configurazioni set valore = '30' where chiave = 'prezzo_vendita_kg'`);
    try {
      expect((await get('periodo?anno=2024')).body.margine).toBe(1503.5);
      expect((await get('costo-totale?anno=2024')).body).toMatchObject({ prezzo_vendita_kg: 30, ricavo_stimato: 1635, margine: 1503.5 });
    } finally {
      await sql(`update configurazioni set valore = '25.00' where chiave = 'prezzo_vendita_kg'`);
    }
  });

  it('periodo-dettagli: by sales point, category, operator, and one point per day', async () => {
    const res = await get('periodo-dettagli?anno=2024&mese=3');
    expect(res.body.per_punto_vendita).toEqual([{ id: ids.pv2, nome: 'Chiosco Mare', kg_totale: 10, percentuale: 100, costo_totale: 23 }]);
    expect(res.body.per_categoria).toEqual([
      { id: ids.frutta, nome: 'Frutta', colore: '#ff6347', kg_totale: 6, percentuale: 60, costo_totale: 15 },
      { id: ids.creme, nome: 'Creme', colore: '#f5deb3', kg_totale: 4, percentuale: 40, costo_totale: 8 },
    ]);
    expect(res.body.per_operatore).toEqual([{ id: t.users.manager.id, nome: 'Marco Manager', kg_totale: 10, percentuale: 100, costo_totale: 23 }]);
    expect(res.body.giornaliero).toHaveLength(31);
    expect(res.body.giornaliero[19]).toEqual({ data: '2024-03-20', kg_totale: 10, produzioni: 1, costo_totale: 23 });
    expect(res.body.giornaliero[0]).toEqual({ data: '2024-03-01', kg_totale: 0, produzioni: 0, costo_totale: 0 });
    // flavour filter: the daily series comes from the lines of that flavour
    const fr = await get(`periodo-dettagli?anno=2024&mese=3&gustoId=${ids.fragola}`);
    expect(fr.body.giornaliero[19]).toEqual({ data: '2024-03-20', kg_totale: 6, produzioni: null, costo_totale: 15 });
    expect(fr.body.giornaliero[0]).toEqual({ data: '2024-03-01', kg_totale: 0, produzioni: null, costo_totale: 0 });
    // flavour and sales point: from the lines of that sales point's productions
    const frPv = await get(`periodo-dettagli?anno=2024&gustoId=${ids.fragola}&puntoVenditaId=${ids.pv1}`);
    expect(frPv.body.giornaliero.filter((g: Row) => Number(g.kg_totale) > 0)).toEqual([
      { data: '2024-07-05', kg_totale: 12, produzioni: null, costo_totale: 30 },
      { data: '2024-11-16', kg_totale: 6, produzioni: null, costo_totale: 15 },
    ]);
    expect(fr.body.per_punto_vendita).toEqual([{ id: ids.pv2, nome: 'Chiosco Mare', kg_totale: 6, percentuale: 100, costo_totale: 15 }]);
  });
});

describe('costs', () => {
  it('costo-totale, costi, food-cost-gusti', async () => {
    expect((await get('costo-totale?anno=2024')).body).toEqual({
      periodo: { anno: 2024, mese: null, data_inizio: '2024-01-01', data_fine: '2024-12-31', mesi: 12 },
      kg_totale: 54.5,
      costo_totale: 131.5,
      costo_medio_kg: 2.4128,
      produzioni: 4,
      prezzo_vendita_kg: 25,
      ricavo_stimato: 1362.5,
      margine: 1231,
    });
    const costi = (await get('costi?anno=2024')).body;
    expect(costi).toMatchObject({ costo_totale: 131.5, margine: 1231, margine_percentuale: 90.35 });
    expect(costi.per_categoria.map((c: Row) => [c.nome, c.costo_totale])).toEqual([['Frutta', 60], ['Creme', 71.5]].sort((a, b) => Number(b[1]) - Number(a[1])));
    expect(costi.per_punto_vendita.map((c: Row) => [c.nome, c.costo_totale])).toEqual([['Gelateria Centro', 108.5], ['Chiosco Mare', 23]]);
    expect(costi.mensile).toHaveLength(12);
    const fc = (await get('food-cost-gusti?anno=2024')).body;
    expect(fc).toEqual([
      // Fragola: (0.6 × 4 + 0.4 × 1) / 1.0 = 2.8; Cioccolato: (1.2 + 0.25 + 2 + 0.2) / 1.5 = 2.4333
      { gusto_id: ids.fragola, nome: 'Fragola', categoria: 'Frutta', colore: '#fc5a8d', attivo: true, food_cost_attuale: 2.8, food_cost_medio: 2.5, kg_totale: 24, costo_totale: 60 },
      { gusto_id: ids.cioccolato, nome: 'Cioccolato', categoria: 'Creme', colore: '#5c3317', attivo: true, food_cost_attuale: 2.4333, food_cost_medio: 3, kg_totale: 10.5, costo_totale: 31.5 },
      { gusto_id: ids.fiordilatte, nome: 'Fiordilatte', categoria: 'Creme', colore: '#fffdf0', attivo: true, food_cost_attuale: 1.16, food_cost_medio: 2, kg_totale: 20, costo_totale: 40 },
    ]);
  });

  it('costo-produzioni (paginated) and dettaglio-costo-produzione/:id', async () => {
    const res = await get('costo-produzioni?anno=2024&limite=2');
    expect(res.body).toMatchObject({ totale: 4, limite: 2, offset: 0, kg_totale: 54.5, costo_totale: 131.5 });
    expect(res.body.produzioni.map((p: Row) => [p.data, p.kg_totale, p.costo_totale])).toEqual([
      ['2024-11-16', 11.5, 31.5],
      ['2024-07-05', 18, 42],
    ]);
    const page2 = await get('costo-produzioni?anno=2024&limite=2&offset=2');
    expect(page2.body.produzioni.map((p: Row) => p.data)).toEqual(['2024-03-20', '2024-01-10']);
    const id = page2.body.produzioni[1].id;
    const det = await get(`dettaglio-costo-produzione/${id}`);
    expect(det.body).toMatchObject({
      id,
      data: '2024-01-10',
      punto_vendita_nome: 'Gelateria Centro',
      operatore_nome: 'Olga Operatrice',
      kg_totale: 15,
      costo_totale: 35,
      costo_medio_kg: 2.3333,
      ricavo_stimato: 375,
      margine: 340,
    });
    expect(det.body.righe).toEqual([
      { gusto_id: ids.fiordilatte, gusto_nome: 'Fiordilatte', categoria: 'Creme', colore: '#fffdf0', quantita_kg: 10, food_cost: 2, costo: 20, percentuale_costo: 57.14 },
      { gusto_id: ids.cioccolato, gusto_nome: 'Cioccolato', categoria: 'Creme', colore: '#5c3317', quantita_kg: 5, food_cost: 3, costo: 15, percentuale_costo: 42.86 },
    ]);
    // Latte 10 × 0.8 + 5 × 1 / 1.5; Cacao 5 × 0.25 / 1.5; Cialda 5 × 2 / 1.5
    expect(det.body.ingredienti.map((i: Row) => [i.nome, i.quantita, i.unita, i.costo])).toEqual([
      ['Latte', 11.333, 'l', 13.6],
      ['Cacao', 0.833, 'kg', 6.67],
      ['Zucchero', 2.833, 'kg', 2.83],
      ['Cialda', 6.667, 'pz', 0.67],
    ]);
    expect((await get('dettaglio-costo-produzione/999999')).body).toEqual({ error: 'Produzione non trovata' });
  });
});

describe('dashboard', () => {
  it('real figures: today, month, 30 days with zeros, totals and counts', async () => {
    const res = await get('dashboard');
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.oggi).toBe(oggi.data);
    // estimated margin at the configured selling price (25.00 €/kg): 2 kg × 25 − 4
    expect(d.prezzo_vendita_kg).toBe(25);
    const periodo = { kg_totale: 2, produzioni: 1, costo_totale: 4, ricavo_stimato: 50, margine: 46 };
    expect(d.produzioneOggi).toEqual(periodo);
    expect(d.produzioneSettimana).toEqual(periodo);
    expect(d.produzioneMese).toEqual(periodo);
    expect(d.gustiPiuProdotti).toEqual([
      { gusto_id: ids.fiordilatte, nome: 'Fiordilatte', categoria: 'Creme', colore: '#fffdf0', totale_kg: 2, percentuale: 100, media_mensile: 2, trend: oggi.giorno <= 15 ? 'stabile' : 'crescita', costo_totale: 4 },
    ]);
    expect(d.produzioneGiornaliera).toHaveLength(30);
    expect(d.produzioneGiornaliera[0]).toEqual({ data: addGiorni(oggi.data, -29), kg_totale: 0, produzioni: 0, costo_totale: 0 });
    expect(d.produzioneGiornaliera[29]).toEqual({ data: oggi.data, kg_totale: 2, produzioni: 1, costo_totale: 4 });
    expect(d.totali).toEqual({
      produzioni: 7,
      kg_totale: 66.5,
      costo_totale: 157.5,
      utenti_attivi: 3,
      gusti_attivi: 3,
      ingredienti_attivi: 5,
      punti_vendita_attivi: 2,
      categorie_attive: 2,
    });
    const pv2 = await get(`dashboard?puntoVenditaId=${ids.pv2}`);
    expect(pv2.body.produzioneOggi).toEqual({ kg_totale: 0, produzioni: 0, costo_totale: 0, ricavo_stimato: 0, margine: 0 });
    expect(pv2.body.totali).toMatchObject({ produzioni: 2, kg_totale: 12 });
  });

  it('the estimated margin follows prezzo_vendita_kg, on both doors', async () => {
    await sql(`update configurazioni set valore = '30.00' where chiave = 'prezzo_vendita_kg'`);
    try {
      const d = (await get('dashboard')).body;
      expect(d.prezzo_vendita_kg).toBe(30);
      expect(d.produzioneMese).toMatchObject({ ricavo_stimato: 60, margine: 56 });
      const g = await t.gql('{ analytics { dashboard { prezzoVenditaKg produzioneOggi { ricavoStimato margine } } } }', {}, admin);
      expect(g.data.analytics.dashboard).toEqual({ prezzoVenditaKg: 30, produzioneOggi: { ricavoStimato: 60, margine: 56 } });
    } finally {
      await sql(`update configurazioni set valore = '25.00' where chiave = 'prezzo_vendita_kg'`);
    }
  });
});

describe('roles', () => {
  it('no token: 401 on every route and on GraphQL', async () => {
    for (const url of ['dashboard', 'gusti', 'top-gusti', 'costi', 'export', 'confronto', `gusto/${ids.fragola}`]) {
      const res = await t.rest('GET', `/api/analytics/${url}`);
      expect(res.status, url).toBe(401);
    }
    expect((await t.gql('{ analytics { gusti { nome } } }')).status).toBe(401);
  });

  it('operatore: reads analytics without cost and margin figures; cost routes are 403', async () => {
    const g = await get('gusti?anno=2024', operatore);
    expect(g.status).toBe(200);
    expect(g.body[0]).toEqual({ gusto_id: ids.fragola, nome: 'Fragola', categoria: 'Frutta', colore: '#fc5a8d', totale_kg: 24, percentuale: 44.04, media_mensile: 2, trend: 'crescita' });
    const c = await get('confronto?anno=2024', operatore);
    expect(c.body.anno_corrente).not.toHaveProperty('costo_totale');
    expect(c.body.anno_corrente).not.toHaveProperty('margine');
    expect(c.body.anno_corrente.dati_mensili[0]).toEqual({ mese: 1, kg_totale: 15 });
    expect(c.body.variazioni).toEqual({ kg_percentuale: 445 });
    const d = await get('dashboard', operatore);
    expect(d.body.produzioneOggi).toEqual({ kg_totale: 2, produzioni: 1 });
    expect(d.body).not.toHaveProperty('prezzo_vendita_kg');
    expect(d.body.totali).not.toHaveProperty('costo_totale');
    for (const q of ['{ analytics { dashboard { prezzoVenditaKg } } }', '{ analytics { dashboard { produzioneMese { margine ricavoStimato } } } }']) {
      const denied = await t.gql(q, {}, operatore);
      expect(denied.errors?.[0]?.extensions?.code, q).toBe('FORBIDDEN');
    }
    const i = await get('ingredienti-avanzate?anno=2024', operatore);
    expect(i.body[0]).not.toHaveProperty('costo_totale');
    // the order must not reveal the cost ranking either: by consumption for operatore
    const consumi = i.body.map((r: { consumo_totale: number }) => r.consumo_totale);
    expect(consumi).toEqual([...consumi].sort((a: number, b: number) => b - a));
    const p = await get('periodo?anno=2024', operatore);
    expect(JSON.stringify(p.body)).not.toMatch(/costo|margine|ricavo/);
    const json = await get('export?anno=2024&formato=json', operatore);
    expect(JSON.stringify(json.body)).not.toMatch(/costo|margine|ricavo/);
    for (const url of ['costi', 'costo-totale', 'food-cost-gusti', 'costo-produzioni', 'dettaglio-costo-produzione/1']) {
      const res = await get(url, operatore);
      expect(res.status, url).toBe(403);
    }
  });

  it('manager sees costs', async () => {
    expect((await get('costi?anno=2024', manager)).status).toBe(200);
    expect((await get('gusti?anno=2024', manager)).body[0].costo_totale).toBe(60);
  });
});

describe('GraphQL', () => {
  const Q = `query($f: AnalyticsFiltro) {
    analytics(filtro: $f) {
      topGusti(limite: 2) { nome totaleKg percentuale mediaMensile trend costoTotale }
      confronto { annoCorrente { anno kgTotale margine } annoPrecedente { anno kgTotale } variazioni { kgPercentuale costoPercentuale } }
      ingredienti(limite: 1) { nome consumoTotale unita utilizzoGusti { gustoNome } }
      trendMensile { mesi { mese kgTotale } }
      periodo { kgTotale trend }
      dashboard { produzioneOggi { kgTotale } totali { gustiAttivi } }
    }
  }`;

  it('one request, exactly the fields asked for', async () => {
    const res = await t.gql(Q, { f: { anno: 2024, confrontaAnno: 2023 } }, manager);
    expect(res.errors).toBeUndefined();
    const a = res.data.analytics;
    expect(a.topGusti).toEqual([
      { nome: 'Fragola', totaleKg: 24, percentuale: 44.04, mediaMensile: 2, trend: 'crescita', costoTotale: 60 },
      { nome: 'Fiordilatte', totaleKg: 20, percentuale: 36.7, mediaMensile: 1.667, trend: 'decrescita', costoTotale: 40 },
    ]);
    expect(a.confronto).toEqual({
      annoCorrente: { anno: 2024, kgTotale: 54.5, margine: 1231 },
      annoPrecedente: { anno: 2023, kgTotale: 10 },
      variazioni: { kgPercentuale: 445, costoPercentuale: 497.73 },
    });
    expect(a.ingredienti).toEqual([{ nome: 'Fragole', consumoTotale: 14.4, unita: 'kg', utilizzoGusti: [{ gustoNome: 'Fragola' }] }]);
    expect(a.trendMensile.mesi[10]).toEqual({ mese: 11, kgTotale: 11.5 });
    expect(a.periodo).toEqual({ kgTotale: 54.5, trend: 'crescita' });
    expect(a.dashboard).toEqual({ produzioneOggi: { kgTotale: 2 }, totali: { gustiAttivi: 3 } });
  });

  it('fields are resolved lazily: a cost field not asked for is never checked', async () => {
    const res = await t.gql('{ analytics(filtro: { anno: 2024 }) { topGusti(limite: 1) { nome } confronto { variazioni { kgPercentuale } } } }', {}, operatore);
    expect(res.errors).toBeUndefined();
    expect(res.data.analytics).toEqual({ topGusti: [{ nome: 'Fragola' }], confronto: { variazioni: { kgPercentuale: 445 } } });
  });

  it('operatore: cost fields are forbidden, the rest is served', async () => {
    const res = await t.gql('{ analytics(filtro: { anno: 2024 }) { topGusti(limite: 1) { nome costoTotale } } }', {}, operatore);
    expect(res.data.analytics.topGusti).toEqual([{ nome: 'Fragola', costoTotale: null }]);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const costi = await t.gql('{ analytics { costi { costoTotale } } }', {}, operatore);
    expect(costi.data.analytics.costi).toBeNull();
    expect(costi.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await t.gql('{ analytics(filtro: { anno: 2024 }) { topGusti(limite: 1) { nome totaleKg } } }', {}, operatore);
    expect(ok.errors).toBeUndefined();
  });

  it('cost fields for admin', async () => {
    const res = await t.gql(
      `{ analytics(filtro: { anno: 2024 }) { costoTotale { costoTotale margine } costi { marginePercentuale } foodCostGusti { nome foodCostAttuale }
         costoProduzioni(limite: 1) { totale produzioni { data } } gusto(id: ${ids.cioccolato}) { nome foodCostAttuale totaleKg } } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.analytics).toEqual({
      costoTotale: { costoTotale: 131.5, margine: 1231 },
      costi: { marginePercentuale: 90.35 },
      foodCostGusti: [
        { nome: 'Fragola', foodCostAttuale: 2.8 },
        { nome: 'Cioccolato', foodCostAttuale: 2.4333 },
        { nome: 'Fiordilatte', foodCostAttuale: 1.16 },
      ],
      costoProduzioni: { totale: 4, produzioni: [{ data: '2024-11-16' }] },
      gusto: { nome: 'Cioccolato', foodCostAttuale: 2.4333, totaleKg: 10.5 },
    });
  });
});

describe('export', () => {
  it('formato=excel: a real .xlsx with one sheet per section, Italian headers, formats and dates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analytics/export?anno=2024&formato=excel', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics_2024.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Riepilogo',
      'Gusti',
      'Ingredienti',
      'Andamento mensile',
      'Confronto',
      'Produzione giornaliera',
      'Punti vendita',
      'Categorie',
      'Operatori',
      'Margini',
    ]);
    const headers = (name: string) => (wb.getWorksheet(name)!.getRow(1).values as unknown[]).slice(1);
    expect(headers('Gusti')).toEqual(['Gusto', 'Categoria', 'Totale', 'Percentuale', 'Media mensile', 'Andamento', 'Costo totale', 'Margine', 'Fonte margine']);
    expect(headers('Ingredienti')).toEqual(['Ingrediente', 'Consumo totale', 'Unità', 'Costo totale', 'Andamento', 'Usato nei gusti']);
    expect(headers('Confronto')).toEqual(['Mese', 'Produzione 2024', 'Produzione 2023', 'Costo 2024', 'Costo 2023', 'Margine 2024', 'Margine 2023']);
    const gusti = wb.getWorksheet('Gusti')!;
    expect(gusti.getRow(2).getCell(1).value).toBe('Fragola');
    expect(gusti.getRow(2).getCell(3).value).toBe(24);
    expect(gusti.getRow(2).getCell(3).numFmt).toBe('#,##0.0 "kg"');
    expect(gusti.getRow(2).getCell(7).numFmt).toBe('€ #,##0.00');
    expect(gusti.getRow(2).getCell(6).value).toBe('Crescita');
    const giorni = wb.getWorksheet('Produzione giornaliera')!;
    expect(giorni.rowCount).toBe(367);
    const d = giorni.getRow(11).getCell(1).value;
    expect(d).toBeInstanceOf(Date);
    expect((d as Date).toISOString().slice(0, 10)).toBe('2024-01-10');
    expect(giorni.getRow(11).getCell(2).value).toBe(15);
    const riepilogo = wb.getWorksheet('Riepilogo')!;
    expect(riepilogo.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    const conf = wb.getWorksheet('Confronto')!;
    expect(conf.getRow(14).values).toEqual([undefined, 'Totale', 54.5, 10, 131.5, 22, 1231, 228]);
  });

  it('operatore: the workbook has no cost column', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analytics/export?anno=2024', headers: { authorization: `Bearer ${operatore}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.getWorksheet('Gusti')!.getRow(1).values as unknown[]).slice(1)).toEqual(['Gusto', 'Categoria', 'Totale', 'Percentuale', 'Media mensile', 'Andamento']);
    expect(wb.getWorksheet('Margini')).toBeUndefined();
  });

  it('formato=json and an invalid formato', async () => {
    const res = await get('export?anno=2024&formato=json');
    expect(Object.keys(res.body)).toEqual(['periodo', 'gusti', 'ingredienti', 'trend_mensile', 'confronto', 'periodo_dettagli', 'margini']);
    expect((await get('export?formato=pdf')).body).toEqual({ error: 'Formato di esportazione non supportato: usa excel oppure json' });
  });
});

describe('rollups', () => {
  it('match the raw lines after the dataset load', async () => {
    await expectRollupsMatchRaw();
  });

  it('stay consistent through create, update and delete of productions via the API', async () => {
    const body = { data: '2022-02-10', puntoVenditaId: ids.pv1, gusti: [{ gusto_id: ids.fiordilatte, quantita_kg: 3 }, { gusto_id: ids.fragola, quantita_kg: 2 }] };
    const created = await t.rest('POST', '/api/produzione', { token: manager, body });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const id = created.body.id;
    await expectRollupsMatchRaw();
    let g = (await get('gusti?anno=2022')).body;
    expect(g.map((r: Row) => [r.nome, r.totale_kg])).toEqual([['Fiordilatte', 3], ['Fragola', 2]]);
    // food cost snapshot = current recipe cost: 3 × 1.16 + 2 × 2.8
    expect((await get('costo-totale?anno=2022')).body.costo_totale).toBe(9.08);

    const updated = await t.rest('PUT', `/api/produzione/${id}`, { token: manager, body: { gusti: [{ gusto_id: ids.fragola, quantita_kg: 5 }, { gusto_id: ids.cioccolato, quantita_kg: 1 }] } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await expectRollupsMatchRaw();
    g = (await get('gusti?anno=2022')).body;
    expect(g.map((r: Row) => [r.nome, r.totale_kg])).toEqual([['Fragola', 5], ['Cioccolato', 1]]);
    expect((await get('periodo?anno=2022')).body).toMatchObject({ kg_totale: 6, produzioni: 1 });

    const deleted = await t.rest('DELETE', `/api/produzione/${id}`, { token: manager });
    expect(deleted.status).toBe(200);
    await expectRollupsMatchRaw();
    expect((await get('gusti?anno=2022')).body).toEqual([]);
    expect((await get('periodo?anno=2022')).body).toMatchObject({ kg_totale: 0, produzioni: 0 });
  });

  it('follow changes of date, sales point and operator, line deletes and the cascade', async () => {
    const id = await produzione('2022-06-20', ids.pv1, t.users.operatore.id, [[ids.fiordilatte, 4, 2], [ids.cioccolato, 1, 3]]);
    await sql(`update produzioni set data = '2021-12-31', punto_vendita_id = ?, operatore_id = null where id = ?`, [ids.pv2, id]);
    await expectRollupsMatchRaw();
    expect((await get('periodo?anno=2021')).body).toMatchObject({ kg_totale: 5, produzioni: 1 });
    expect((await get('periodo?anno=2022')).body).toMatchObject({ kg_totale: 0, produzioni: 0 });
    await sql(`update produzione_righe set quantita_kg = 6, gusto_id = ? where produzione_id = ? and gusto_id = ?`, [ids.fragola, id, ids.cioccolato]);
    await expectRollupsMatchRaw();
    await sql(`delete from produzione_righe where produzione_id = ? and gusto_id = ?`, [id, ids.fiordilatte]);
    await expectRollupsMatchRaw();
    expect((await get('gusti?anno=2021')).body.map((r: Row) => [r.nome, r.totale_kg])).toEqual([['Fragola', 6]]);
    // deleting the production subtracts its lines once (BEFORE DELETE), the cascade adds nothing
    await sql(`delete from produzioni where id = ?`, [id]);
    await expectRollupsMatchRaw();
    expect((await get('periodo?anno=2021')).body).toMatchObject({ kg_totale: 0, produzioni: 0 });
  });

  it('rebuildRollups gives the same figures; a switched-off bulk load is fixed by a rebuild', async () => {
    const before = (await get('gusti?anno=2024')).body;
    const em = t.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.execute(`set local gelatiere.analytics_rollup = 'off'`);
      await tx.execute(
        `insert into produzioni (data, punto_vendita_id, operatore_id) values ('2020-04-01', ${ids.pv1}, null)`,
      );
      await tx.execute(
        `insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) select max(id), ${ids.fragola}, 7, 2 from produzioni`,
      );
    });
    expect((await get('gusti?anno=2020')).body).toEqual([]);
    await rebuildRollups(t.orm.em.fork());
    await expectRollupsMatchRaw();
    expect((await get('gusti?anno=2020')).body.map((r: Row) => [r.nome, r.totale_kg])).toEqual([['Fragola', 7]]);
    expect((await get('gusti?anno=2024')).body).toEqual(before);
  });
});
