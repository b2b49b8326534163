import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { QUERY_COUNTER_HEADER, countQueries } from '../../db/query-counter.js';
import { rebuildRollups } from './analytics.service.js';

/**
 * Real margins (DOMAIN.md "Display case"), hand-computed. prezzo_vendita_kg = 25.00 (default).
 *
 * Recipes: Fiordilatte (Creme) 800 ml latte (1.20 €/l) + 200 g zucchero (1.00 €/kg): M 1.0, food cost 1.16
 *          Fragola (Frutta) 600 g fragole (4.00) + 400 g zucchero: food cost 2.80
 *          Pistacchio (Creme) 1000 g zucchero: food cost 1.00
 * Listino: Fiordilatte 30.00 everywhere, 36.00 at PV2; Fragola and Pistacchio none (25.00).
 * Productions (line snapshots): P1 2025-06-10 PV1 FI 10 @2.00, FR 8 @3.00; P2 2025-06-12 PV2 FI 6 @2.00;
 *   P3 2025-07-05 PV1 PI 5 @1.50, FI 4 @2.20; P4 2024-06-10 PV1 FI 5 @2.00.
 * Display case (June 2025):
 *   PV1 06-10 FI: tray 5 kg from P1 (left 1), tray 3 kg without production (left 0.5), waste 0.5
 *       -> sold 6; cost 6 × 10 / 8 = 7.50 at the snapshot + 6 × 3 / 8 = 2.25 kg × 1.16 = 2.61 -> 10.11;
 *          revenue 6 × 30 = 180
 *   PV1 06-11 FR: tray 4 from P1 (left 1), waste 0.2 -> sold 2.8, cost 8.40, revenue 70.00;
 *       FI: an open tray of 2 kg (not counted until weighed back)
 *   PV2 06-12 FI: tray 4 from P2 (left 1) -> sold 3, cost 6.00, revenue 3 × 36 = 108
 * Cells of 2025: (6, PV1, FI) reale 180 − 10.11; (6, PV1, FR) reale 70 − 8.40; (6, PV2, FI) reale 108 − 6;
 *   (7, PV1, FI) stimato 4 × 25 − 8.80; (7, PV1, PI) stimato 5 × 25 − 7.50.
 * Year 2025: kg 20.8 (11.8 sold), revenue 583, cost 40.81, margin 542.19, stimato.
 *   FI kg 13, 388 − 24.91 = 363.09 (27.93/kg, stimato); PI 117.50 (23.50/kg, stimato); FR 61.60 (22.00/kg, reale).
 *   June 333.49 reale, July 208.70 stimato. PV1 475 − 34.81 = 440.19 stimato; PV2 102.00 reale.
 *   Creme 513 − 32.41 = 480.59 stimato; Frutta 61.60 reale.
 * Year 2024: FI 5 × 25 − 10 = 115.00 stimato.
 */

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
const ids = {} as Record<'pv1' | 'pv2' | 'creme' | 'frutta' | 'fi' | 'fr' | 'pi' | 'p1' | 'p2' | 'aperto', number>;
type Row = Record<string, any>;

const one = async (text: string, params: unknown[] = []) => (await t.sql<{ id: number }>(text, params))[0]!.id;
const get = <U extends string>(url: U, token?: string) => t.rest('GET', `/api/analytics/${url}`, { token: token ?? admin });

async function produzione(data: string, pv: number, righe: [number, number, number][]) {
  const id = await one(`insert into produzioni (data, punto_vendita_id, kg_totale, costo_totale) values (?::date, ?, 0, 0) returning id`, [data, pv]);
  for (const [g, q, c] of righe) await t.sql(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, ?, ?)`, [id, g, q, c]);
  await t.sql(
    `update produzioni p set kg_totale = x.kg, costo_totale = x.costo from (select sum(quantita_kg) kg, sum(quantita_kg * food_cost) costo from produzione_righe where produzione_id = ?) x where p.id = ?`,
    [id, id],
  );
  return id;
}

async function carico(pv: number, data: string, gusto: number, kg: number, rimasti: number | null, produzione: number | null = null) {
  return one(
    `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, produzione_id, produzione_riga_id, kg, kg_rimasti)
     values (?, ?::date, ?, ?, (select id from produzione_righe where produzione_id = ? and gusto_id = ?), ?, ?) returning id`,
    [pv, data, gusto, produzione, produzione ?? 0, gusto, kg, rimasti],
  );
}
const scarto = (pv: number, data: string, gusto: number, kg: number) =>
  one(`insert into vetrina_scarti (punto_vendita_id, data, gusto_id, kg, motivo) values (?, ?::date, ?, ?, 'scaduto') returning id`, [pv, data, gusto, kg]);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ids.pv1 = await one(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  ids.pv2 = await one(`insert into punti_vendita (nome) values ('Chiosco Mare') returning id`);
  ids.creme = await one(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`);
  ids.frutta = await one(`insert into categorie_gusti (nome, colore) values ('Frutta', '#ff6347') returning id`);
  const ingr = (nome: string, unita: string, costo: number) =>
    one(`insert into ingredienti (nome, unita_misura, costo_per_unita, fornitore) values (?, ?, ?, 'Fornitore') returning id`, [nome, unita, costo]);
  const latte = await ingr('Latte', 'l', 1.2);
  const zucchero = await ingr('Zucchero', 'kg', 1);
  const fragole = await ingr('Fragole', 'kg', 4);
  const gusto = async (nome: string, cat: number, colore: string, righe: [number, number, string][]) => {
    const id = await one(`insert into gusti (nome, categoria_id, colore) values (?, ?, ?) returning id`, [nome, cat, colore]);
    for (const [i, q, u] of righe) await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, ?, ?)`, [id, i, q, u]);
    return id;
  };
  ids.fi = await gusto('Fiordilatte', ids.creme, '#fffdf0', [[latte, 800, 'ml'], [zucchero, 200, 'g']]);
  ids.fr = await gusto('Fragola', ids.frutta, '#fc5a8d', [[fragole, 600, 'g'], [zucchero, 400, 'g']]);
  ids.pi = await gusto('Pistacchio', ids.creme, '#93c572', [[zucchero, 1000, 'g']]);
  await t.sql(`insert into listino (gusto_id, punto_vendita_id, prezzo_kg) values (?, null, 30), (?, ?, 36)`, [ids.fi, ids.fi, ids.pv2]);

  ids.p1 = await produzione('2025-06-10', ids.pv1, [[ids.fi, 10, 2], [ids.fr, 8, 3]]);
  ids.p2 = await produzione('2025-06-12', ids.pv2, [[ids.fi, 6, 2]]);
  await produzione('2025-07-05', ids.pv1, [[ids.pi, 5, 1.5], [ids.fi, 4, 2.2]]);
  await produzione('2024-06-10', ids.pv1, [[ids.fi, 5, 2]]);

  await carico(ids.pv1, '2025-06-10', ids.fi, 5, 1, ids.p1);
  await carico(ids.pv1, '2025-06-10', ids.fi, 3, 0.5);
  await scarto(ids.pv1, '2025-06-10', ids.fi, 0.5);
  await carico(ids.pv1, '2025-06-11', ids.fr, 4, 1, ids.p1);
  await scarto(ids.pv1, '2025-06-11', ids.fr, 0.2);
  ids.aperto = await carico(ids.pv1, '2025-06-11', ids.fi, 2, null);
  await carico(ids.pv2, '2025-06-12', ids.fi, 4, 1, ids.p2);
});
afterAll(async () => t?.close());

const pick = (v: Row) => ({ kg: v.kg, kg_venduti: v.kg_venduti, ricavo: v.ricavo, costo: v.costo, margine: v.margine, margine_kg: v.margine_kg, margine_fonte: v.margine_fonte });

describe('GET /api/analytics/margini', () => {
  it('year: real cells at listino prices per point and production snapshots, estimated cells elsewhere', async () => {
    const res = await get('margini?anno=2025');
    expect(res.status).toBe(200);
    const m = res.body;
    expect(m.prezzo_vendita_kg).toBe(25);
    expect(m.totale).toEqual({ kg: 20.8, kg_venduti: 11.8, ricavo: 583, costo: 40.81, margine: 542.19, margine_kg: 26.07, margine_percentuale: 93, margine_fonte: 'stimato' });
    expect(m.gusti.map((g: Row) => [g.nome, g.categoria, pick(g)])).toEqual([
      ['Fiordilatte', 'Creme', { kg: 13, kg_venduti: 9, ricavo: 388, costo: 24.91, margine: 363.09, margine_kg: 27.93, margine_fonte: 'stimato' }],
      ['Pistacchio', 'Creme', { kg: 5, kg_venduti: 0, ricavo: 125, costo: 7.5, margine: 117.5, margine_kg: 23.5, margine_fonte: 'stimato' }],
      ['Fragola', 'Frutta', { kg: 2.8, kg_venduti: 2.8, ricavo: 70, costo: 8.4, margine: 61.6, margine_kg: 22, margine_fonte: 'reale' }],
    ]);
    expect(m.per_punto_vendita.map((r: Row) => [r.nome, r.margine, r.margine_fonte])).toEqual([
      ['Gelateria Centro', 440.19, 'stimato'],
      ['Chiosco Mare', 102, 'reale'],
    ]);
    expect(m.per_categoria.map((r: Row) => [r.nome, r.margine, r.margine_fonte])).toEqual([
      ['Creme', 480.59, 'stimato'],
      ['Frutta', 61.6, 'reale'],
    ]);
    expect(m.mensile).toHaveLength(12);
    expect(m.mensile[5]).toMatchObject({ mese: 6, ricavo: 358, costo: 24.51, margine: 333.49, margine_fonte: 'reale' });
    expect(m.mensile[6]).toMatchObject({ mese: 7, ricavo: 225, costo: 16.3, margine: 208.7, margine_fonte: 'stimato' });
    expect(m.mensile[0]).toMatchObject({ mese: 1, kg: 0, margine: 0, margine_kg: null, margine_fonte: 'stimato' });
  });

  it('a month with display-case data is all real; filters by point, flavour and category', async () => {
    const giugno = (await get('margini?anno=2025&mese=6')).body;
    expect(giugno.totale).toMatchObject({ kg: 11.8, ricavo: 358, costo: 24.51, margine: 333.49, margine_fonte: 'reale' });
    expect(giugno.gusti.map((g: Row) => [g.nome, g.margine, g.margine_kg])).toEqual([
      ['Fiordilatte', 271.89, 30.21],
      ['Fragola', 61.6, 22],
    ]);
    expect(giugno.mensile).toEqual([expect.objectContaining({ mese: 6, margine: 333.49 })]);
    // PV2 only: 3 kg sold at its own price 36
    expect((await get(`margini?anno=2025&puntoVenditaId=${ids.pv2}`)).body.totale).toMatchObject({ kg: 3, ricavo: 108, costo: 6, margine: 102, margine_fonte: 'reale' });
    expect((await get(`margini?anno=2025&gustoId=${ids.fr}`)).body.gusti.map((g: Row) => g.nome)).toEqual(['Fragola']);
    expect((await get('margini?anno=2025&categoriaGusto=frutta')).body.totale.margine).toBe(61.6);
    // an operator filter: display-case data have no operator, everything is estimated (no production of theirs: 0)
    const op = (await get(`margini?anno=2025&operatoreId=${t.users.operatore.id}`)).body;
    expect(op.totale).toMatchObject({ kg: 0, margine: 0, margine_fonte: 'stimato' });
    // a year without display-case data keeps the estimate of DOMAIN.md Analytics
    expect((await get('margini?anno=2024')).body.totale).toMatchObject({ kg: 5, kg_venduti: 0, ricavo: 125, costo: 10, margine: 115, margine_fonte: 'stimato' });
  });

  it('bad filters are a 400 in Italian', async () => {
    const res = await get('margini?mese=13');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/mese/i);
  });
});

describe('Top Gusti and the year comparison use real margins', () => {
  it('top-gusti and gusti: margine, margine_kg and margine_fonte per flavour (admin, manager)', async () => {
    const top = (await get('top-gusti?anno=2025', manager)).body;
    expect(top.map((g) => [g.nome, g.totale_kg, g.margine, g.margine_kg, g.margine_fonte])).toEqual([
      ['Fiordilatte', 20, 363.09, 27.93, 'stimato'],
      ['Fragola', 8, 61.6, 22, 'reale'],
      ['Pistacchio', 5, 117.5, 23.5, 'stimato'],
    ]);
    const giugno = (await get('gusti?anno=2025&mese=6')).body;
    expect(giugno.map((g) => [g.nome, g.margine, g.margine_fonte])).toEqual([
      ['Fiordilatte', 271.89, 'reale'],
      ['Fragola', 61.6, 'reale'],
    ]);
  });

  it('confronto: months and years carry the real margin where it exists, with its source', async () => {
    const c = (await get('confronto?anno=2025&confrontaAnno=2024')).body;
    expect(c.anno_corrente).toMatchObject({ anno: 2025, kg_totale: 33, costo_totale: 72.3, margine: 542.19, margine_fonte: 'stimato' });
    expect(c.anno_corrente.dati_mensili[5]).toMatchObject({ mese: 6, kg_totale: 24, costo_totale: 56, margine: 333.49, margine_fonte: 'reale' });
    expect(c.anno_corrente.dati_mensili[6]).toMatchObject({ mese: 7, margine: 208.7, margine_fonte: 'stimato' });
    expect(c.anno_precedente).toMatchObject({ anno: 2024, margine: 115, margine_fonte: 'stimato' });
    // like for like (issue 34): 2025 is partly real, so the change compares the two years' estimates,
    // 33 × 25 − 72.30 = 752.70 against 5 × 25 − 10 = 115.00: +554.52 % (not the mixed 542.19 against 115)
    expect(c.anno_corrente.margine_stimato).toBe(752.7);
    expect(c.anno_precedente.margine_stimato).toBe(115);
    expect(c.variazioni).toMatchObject({ margine_percentuale: 554.52, margine_fonte: 'stimato' });
  });

  it('revenue follows today\'s price list: a price change applies at once', async () => {
    const put = await t.rest('PUT', '/api/listino', { token: admin, body: { gusto_id: ids.fr, prezzo_kg: 30 } });
    expect(put.status).toBe(200);
    const fr = (await get('margini?anno=2025&mese=6')).body.gusti.find((g: Row) => g.nome === 'Fragola');
    expect(fr).toMatchObject({ ricavo: 84, margine: 75.6, margine_kg: 27 });
    await t.sql('delete from listino where gusto_id = ? and punto_vendita_id is null', [ids.fr]);
  });
});

describe('display-case rollup', () => {
  const snapshot = () => t.sql(`select anno, mese, punto_vendita_id, gusto_id, kg_caricati::text, kg_scarto::text, kg_venduti::text, round(costo_foto, 4)::text as cf, round(kg_senza_foto, 4)::text as ksf from analytics_margini_mese where reale order by 1, 2, 3, 4`);

  it('kept by triggers: a weigh-back through the API counts the tray; the rebuild gives the same rows', async () => {
    const res = await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: ids.aperto, kg_rimasti: 0.5 } });
    expect(res.status).toBeLessThan(300);
    // 06-11 FI at PV1: sold 1.5 without production line (1.5 × 1.16 = 1.74), revenue 1.5 × 30 = 45
    expect((await get('margini?anno=2025')).body.totale).toMatchObject({ ricavo: 628, costo: 42.55, margine: 585.45 });
    const before = await snapshot();
    expect(before).toHaveLength(3);
    await rebuildRollups(t.orm.em.fork());
    expect(await snapshot()).toEqual(before);
    // deleting the tray: back to the figures above
    await t.sql('delete from vetrina_carichi where id = ?', [ids.aperto]);
    expect((await get('margini?anno=2025')).body.totale.margine).toBe(542.19);
  });
});

describe('roles and exports', () => {
  it('operatore: the margin route is 403 on both doors; other rows have no margin fields', async () => {
    expect((await get('margini?anno=2025', operatore)).status).toBe(403);
    const g = await t.gql('{ analytics(filtro: { anno: 2025 }) { margini { totale { margine } } } }', {}, operatore);
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const top = (await get('top-gusti?anno=2025', operatore)).body;
    expect(Object.keys(top[0]!)).not.toEqual(expect.arrayContaining(['margine']));
    expect(top.some((r) => 'margine' in r || 'margine_fonte' in r || 'margine_kg' in r)).toBe(false);
    const c = (await get('confronto?anno=2025', operatore)).body;
    expect('margine_fonte' in c.anno_corrente || 'margine_fonte' in c.anno_corrente.dati_mensili[5]).toBe(false);
    const f = await t.gql('{ analytics(filtro: { anno: 2025 }) { topGusti { nome margineFonte } } }', {}, operatore);
    expect(f.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('GraphQL: margini on the lazy analytics object (manager)', async () => {
    const g = await t.gql(
      '{ analytics(filtro: { anno: 2025 }) { margini { totale { margine margineFonte } gusti { nome margineKg margineFonte } } topGusti(limite: 1) { nome margine margineFonte } confronto { annoCorrente { margineFonte datiMensili { margine margineFonte } } } } }',
      {},
      manager,
    );
    expect(g.errors).toBeUndefined();
    const a = g.data.analytics;
    expect(a.margini.totale).toEqual({ margine: 542.19, margineFonte: 'stimato' });
    expect(a.margini.gusti[2]).toEqual({ nome: 'Fragola', margineKg: 22, margineFonte: 'reale' });
    expect(a.topGusti).toEqual([{ nome: 'Fiordilatte', margine: 363.09, margineFonte: 'stimato' }]);
    expect(a.confronto.annoCorrente.datiMensili[5]).toEqual({ margine: 333.49, margineFonte: 'reale' });
  });

  it('the Excel export has a Margini sheet for admin and manager, none for the operatore', async () => {
    const xlsx = async (token: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/analytics/export?anno=2025', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb;
    };
    const ws = (await xlsx(admin)).getWorksheet('Margini')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Gusto', 'Categoria', 'kg', 'kg venduti (vetrina)', 'Ricavo', 'Costo', 'Margine', 'Margine al kg', 'Margine %', 'Fonte']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Fiordilatte', 'Creme', 13, 9, 388, 24.91, 363.09, 27.93, 93.58, 'Stimato']);
    expect(ws.getRow(4).getCell(10).value).toBe('Reale');
    expect(ws.getRow(5).getCell(1).value).toBe('Totale');
    expect(ws.getRow(5).getCell(7).value).toBe(542.19);
    expect((await xlsx(operatore)).getWorksheet('Margini')).toBeUndefined();
  });

  it('constant statement count: auth, the selling price and one aggregate, whatever the rows', async () => {
    const misura = async (url: string) => {
      const { result, count } = await countQueries((id) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, [QUERY_COUNTER_HEADER]: id } }));
      expect(result.statusCode).toBe(200);
      return count;
    };
    const anno = await misura('/api/analytics/margini?anno=2025');
    expect(anno).toBeLessThanOrEqual(3);
    expect(await misura('/api/analytics/margini?anno=2025&mese=6')).toBe(anno);
    expect(await misura('/api/analytics/margini?anno=2024')).toBe(anno);
    const top = await misura('/api/analytics/top-gusti?anno=2025');
    expect(await misura('/api/analytics/top-gusti?anno=2024')).toBe(top);
  });
});
