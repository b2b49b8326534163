import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { registraProduzione } from '../../../test/catalogo.fixtures.js';
import { finestraConfronto } from './analytics.periodo.js';
import { oggiRoma } from './analytics.filters.js';

/**
 * The year comparison is like for like (issue 34 item 15): with the running year, both years run from
 * 1 January (or the month's 1st) to today's day and month. Today is 15 June 2026 (Europe/Rome).
 * prezzo_vendita_kg 25.00 (default). Line snapshots: Fiordilatte 2.00, Cioccolato 3.00, Fragola 2.50.
 *
 * 2026: 01-10 PV1 Fiordilatte 10; 06-15 (today) PV1 Fiordilatte 4
 * 2025: 01-20 PV1 Fiordilatte 8; 06-15 PV2 Cioccolato 2 (same day: counted);
 *       06-16 PV1 Fragola 6 and 12-01 PV1 Fiordilatte 20 (after today's day: not counted)
 *
 * 1 Jan - 15 Jun: 2026 kg 14, cost 28.00, estimate 14 × 25 − 28 = 322.00
 *                 2025 kg 10, cost 16 + 6 = 22.00, estimate 250 − 22 = 228.00
 *   kg +40 %, cost (28 − 22) / 22 = +27.27 %, margin (322 − 228) / 228 = +41.23 %
 *   (the whole 2025 has 36 kg: the old comparison said −61.11 %)
 * June 1-15: 2026 kg 4, cost 8, estimate 92; 2025 kg 2, cost 6, estimate 44: +100 %, +33.33 %, +109.09 %
 * January (complete): 10 against 8 kg, +25 %.
 */

let t: TestApp;
let admin: string;
let operatore: string;
const ids = {} as Record<'pv1' | 'pv2' | 'fi' | 'ci' | 'fr', number>;
const get = <U extends string>(url: U, token?: string) => t.rest('GET', `/api/analytics/${url}`, { token: token ?? admin });

beforeAll(async () => {
  // Date only (timers stay real), moving on from the instant set: tokens are issued at this clock too
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  t = await createTestApp();
  admin = await t.token('admin');
  operatore = await t.token('operatore');
  const one = async (text: string, params: unknown[]) => (await t.sql<{ id: number }>(text, params))[0]!.id;
  ids.pv1 = await one(`select id from punti_vendita order by id limit 1`, []);
  ids.pv2 = await one(`insert into punti_vendita (nome) values ('Chiosco Mare') returning id`, []);
  const cat = await one(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`, []);
  const gusto = (nome: string) => one(`insert into gusti (nome, categoria_id, colore) values (?, ?, '#ffffff') returning id`, [nome, cat]);
  ids.fi = await gusto('Fiordilatte');
  ids.ci = await gusto('Cioccolato');
  ids.fr = await gusto('Fragola');
  await registraProduzione(t, '2026-01-10', [{ gustoId: ids.fi, kg: 10, foodCost: 2 }]);
  await registraProduzione(t, '2026-06-15', [{ gustoId: ids.fi, kg: 4, foodCost: 2 }]);
  await registraProduzione(t, '2025-01-20', [{ gustoId: ids.fi, kg: 8, foodCost: 2 }]);
  await registraProduzione(t, '2025-06-15', [{ gustoId: ids.ci, kg: 2, foodCost: 3 }], { puntoVenditaId: ids.pv2 });
  await registraProduzione(t, '2025-06-16', [{ gustoId: ids.fr, kg: 6, foodCost: 2.5 }]);
  await registraProduzione(t, '2025-12-01', [{ gustoId: ids.fi, kg: 20, foodCost: 2 }]);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe('year comparison, like for like', () => {
  it('the window: the running year (or its month) cut at today, 29 February at the 28th', () => {
    expect(oggiRoma().data).toBe('2026-06-15');
    const oggi = { data: '2028-02-29', anno: 2028, mese: 2, giorno: 29 };
    expect(finestraConfronto([2028, 2027], null, oggi)?.(2027)).toEqual({ dal: '2027-01-01', al: '2027-02-28' });
    expect(finestraConfronto([2028, 2027], 2, oggi)?.(2028)).toEqual({ dal: '2028-02-01', al: '2028-02-29' });
    // a complete month of the running year, or two past years: whole periods
    expect(finestraConfronto([2028, 2027], 1, oggi)).toBeNull();
    expect(finestraConfronto([2026, 2025], null, oggi)).toBeNull();
    // the running year as the year compared with
    expect(finestraConfronto([2027, 2028], null, oggi)?.(2027)).toEqual({ dal: '2027-01-01', al: '2027-02-28' });
  });

  it('running year: 1 Jan - today against 1 Jan - the same day of the year before', async () => {
    const res = await get('confronto');
    expect(res.status).toBe(200);
    expect(res.body.fino_a_oggi).toBe(true);
    expect(res.body.anno_corrente).toMatchObject({ anno: 2026, data_inizio: '2026-01-01', data_fine: '2026-06-15', kg_totale: 14, costo_totale: 28, margine: 322, margine_stimato: 322, margine_fonte: 'stimato' });
    expect(res.body.anno_precedente).toMatchObject({ anno: 2025, data_inizio: '2025-01-01', data_fine: '2025-06-15', kg_totale: 10, costo_totale: 22, margine: 228, margine_stimato: 228 });
    expect(res.body.variazioni).toEqual({ kg_percentuale: 40, costo_percentuale: 27.27, margine_percentuale: 41.23, margine_fonte: 'stimato' });
    // the months of the period, the last one cut at the same day
    expect(res.body.anno_precedente.dati_mensili.map((m: { kg_totale: number }) => m.kg_totale)).toEqual([8, 0, 0, 0, 0, 2]);
    expect(res.body.anno_precedente.dati_mensili[5]).toEqual({ mese: 6, kg_totale: 2, costo_totale: 6, margine: 44, margine_fonte: 'stimato' });
    expect(res.body.anno_corrente.dati_mensili.map((m: { kg_totale: number }) => m.kg_totale)).toEqual([10, 0, 0, 0, 0, 4]);
  });

  it('the running month: its 1st to today in both years; a complete month whole', async () => {
    const giugno = await get('confronto?mese=6');
    expect(giugno.body).toMatchObject({
      fino_a_oggi: true,
      anno_corrente: { data_inizio: '2026-06-01', data_fine: '2026-06-15', kg_totale: 4, costo_totale: 8, margine_stimato: 92 },
      anno_precedente: { data_inizio: '2025-06-01', data_fine: '2025-06-15', kg_totale: 2, costo_totale: 6, margine_stimato: 44 },
      variazioni: { kg_percentuale: 100, costo_percentuale: 33.33, margine_percentuale: 109.09 },
    });
    const gennaio = await get('confronto?mese=1');
    expect(gennaio.body).toMatchObject({
      fino_a_oggi: false,
      anno_corrente: { data_inizio: '2026-01-01', data_fine: '2026-01-31', kg_totale: 10 },
      anno_precedente: { data_inizio: '2025-01-01', data_fine: '2025-01-31', kg_totale: 8 },
      variazioni: { kg_percentuale: 25 },
    });
  });

  it('past years compare whole years', async () => {
    const res = await get('confronto?anno=2025&confrontaAnno=2024');
    expect(res.body.fino_a_oggi).toBe(false);
    expect(res.body.anno_corrente).toMatchObject({ data_inizio: '2025-01-01', data_fine: '2025-12-31', kg_totale: 36, costo_totale: 77 });
    expect(res.body.anno_corrente.dati_mensili).toHaveLength(12);
  });

  it('every filter source: sales point (daily rollup), flavour (flavour rollup), both (production lines)', async () => {
    expect((await get(`confronto?puntoVenditaId=${ids.pv2}`)).body.variazioni.kg_percentuale).toBe(-100);
    const fi = await get(`confronto?gustoId=${ids.fi}`);
    expect([fi.body.anno_corrente.kg_totale, fi.body.anno_precedente.kg_totale, fi.body.variazioni.kg_percentuale]).toEqual([14, 8, 75]);
    const ciPv2 = await get(`confronto?gustoId=${ids.ci}&puntoVenditaId=${ids.pv2}`);
    expect([ciPv2.body.anno_corrente.kg_totale, ciPv2.body.anno_precedente.kg_totale, ciPv2.body.variazioni.kg_percentuale]).toEqual([0, 2, -100]);
    // Fragola's only production is the day after: nothing to compare with
    const fr = await get(`confronto?gustoId=${ids.fr}`);
    expect([fr.body.anno_precedente.kg_totale, fr.body.variazioni.kg_percentuale]).toEqual([0, null]);
  });

  it('GraphQL says the same, and the operatore gets kg only', async () => {
    const q = '{ analytics { confronto { finoAOggi annoPrecedente { dataFine kgTotale } variazioni { kgPercentuale } } } }';
    const res = await t.gql(q, {}, admin);
    expect(res.data.analytics.confronto).toEqual({ finoAOggi: true, annoPrecedente: { dataFine: '2025-06-15', kgTotale: 10 }, variazioni: { kgPercentuale: 40 } });
    const op = await get('confronto', operatore);
    expect(op.body.variazioni).toEqual({ kg_percentuale: 40 });
    expect(op.body.anno_corrente).not.toHaveProperty('costo_totale');
    expect(op.body.anno_corrente.dati_mensili[5]).toEqual({ mese: 6, kg_totale: 4 });
  });
});
