import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import type { Ruolo } from '../../common/authz.js';
import { MSG_BASE_COSTO } from './base-costo.js';

/**
 * Food cost at the last price or at the stock's weighted average price (issue 30; DOMAIN.md "Stock,
 * lots and HACCP"), computed by hand.
 *
 * Flavour "Panna base costo": Panna 0.6 kg + Zucchero 400 g (M = 1.0 kg). Last prices (costo_per_unita):
 * Panna 4.00 €/kg, Zucchero 1.00 €/kg. Receipts of Panna: P-1 10 kg at 3.00 (expires 2026-12-01, first
 * out), P-2 10 kg at 4.00 (expires 2026-12-10); Zucchero has no receipt (its average falls back to 1.00).
 * A production of 10 kg on 2026-11-20 consumes 6 kg of Panna from P-1 (FEFO): P-1 4 kg and P-2 10 kg left.
 *   ultimo_prezzo:   (0.6 × 4.00 + 0.4 × 1.00) / 1.0 = 2.4 + 0.4 = 2.8
 *   average Panna:   (4 × 3.00 + 10 × 4.00) / (4 + 10) = 52 / 14 = 3.714285… → 3.7143
 *   media_ponderata: (0.6 × 3.7143 + 0.4 × 1.00) / 1.0 = 2.22858 + 0.4 = 2.62858 → 2.6286
 * Then a receipt P-3 6 kg at 5.00: (12 + 40 + 30) / 20 = 4.1 → 0.6 × 4.1 + 0.4 = 2.86.
 */

let t: TestApp;
let tk: Record<Ruolo, string>;
const id: Record<string, number> = {};

const gustoRest = async (query = '', ruolo: Ruolo = 'admin') => {
  const res = await t.rest('GET', `/api/gusti/${id.gusto}${query}`, { token: tk[ruolo] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; food_cost?: number };
};
const dallElenco = async (query = '') => {
  const res = await t.rest('GET', `/api/gusti${query}`, { token: tk.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: number; food_cost: number }[]).find((g) => g.id === id.gusto)!.food_cost;
};
const analitica = async (query = '') => {
  const res = await t.rest('GET', `/api/analytics/food-cost-gusti?anno=2026${query}`, { token: tk.manager });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { gusto_id: number; food_cost_attuale: number }[]).find((g) => g.gusto_id === id.gusto)!.food_cost_attuale;
};
const imposta = (valore: string) => t.rest('PUT', '/api/config/base_costo', { token: tk.admin, body: { valore } });

beforeAll(async () => {
  t = await createTestApp();
  tk = await t.tokens();
  const ing = async (nome: string, costo: number) => {
    const res = await t.rest('POST', '/api/ingredienti', { token: tk.admin, body: { nome, unita_misura: 'kg', costo_per_unita: costo, fornitore: 'Prova', calorie: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  id.panna = await ing('Panna base costo', 4);
  id.zucchero = await ing('Zucchero base costo', 1);
  const cat = await t.rest('POST', '/api/config/categorie', { token: tk.admin, body: { nome: 'Creme base costo' } });
  const gusto = await t.rest('POST', '/api/gusti', {
    token: tk.admin,
    body: grezzo({
      nome: 'Panna base costo',
      categoria: cat.body.id,
      ingredienti: [
        { ingrediente_id: id.panna, quantita: 0.6, unita: 'kg' },
        { ingrediente_id: id.zucchero, quantita: 400, unita: 'g' },
      ],
    }),
  });
  expect(gusto.status, JSON.stringify(gusto.body)).toBe(201);
  id.gusto = gusto.body.id;
  const [pv] = await t.sql<{ id: number }>(`insert into punti_vendita (nome, indirizzo) values ('Centro base costo', 'Via A 1') returning id`);
  const [f] = await t.sql<{ id: number }>(`insert into fornitori (ragione_sociale, partita_iva) values ('Latteria Base srl', '01234567890') returning id`);
  const [r] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-11-02', 'DDT 1') returning id`, [f!.id]);
  id.fornitore = f!.id;
  await t.sql(
    `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario)
     values (?, ?, 'P-1', '2026-12-01', 10, 3), (?, ?, 'P-2', '2026-12-10', 10, 4)`,
    [r!.id, id.panna, r!.id, id.panna],
  );
  const prod = await t.rest('POST', '/api/produzione', {
    token: tk.manager,
    body: { data: '2026-11-20', punto_vendita_id: pv!.id, gusti: [{ gusto_id: id.gusto, quantita_kg: 10 }] },
  });
  expect(prod.status, JSON.stringify(prod.body)).toBe(201);
  const consumo = await t.sql<{ lotto: string; quantita: number }>(`select lotto, quantita::float8 as quantita from consumi_lotti where ingrediente_id = ?`, [id.panna]);
  expect(consumo).toEqual([{ lotto: 'P-1', quantita: 6 }]);
});
afterAll(async () => t?.close());

describe('food cost by cost basis', () => {
  it('REST and GraphQL: last price by default, the weighted average of the stock on request', async () => {
    expect((await gustoRest()).food_cost).toBe(2.8);
    expect((await gustoRest('?base_costo=ultimo_prezzo')).food_cost).toBe(2.8);
    expect((await gustoRest('?base_costo=media_ponderata')).food_cost).toBe(2.6286);
    expect(await dallElenco('?base_costo=media_ponderata')).toBe(2.6286);
    expect(await dallElenco()).toBe(2.8);
    expect(await analitica()).toBe(2.8);
    expect(await analitica('&base_costo=media_ponderata')).toBe(2.6286);
    const dettaglio = await t.rest('GET', `/api/analytics/gusto/${id.gusto}?anno=2026&base_costo=media_ponderata`, { token: tk.admin });
    expect(dettaglio.body.food_cost_attuale).toBe(2.6286);
    expect((await t.rest('GET', `/api/analytics/gusto/${id.gusto}?anno=2026`, { token: tk.admin })).body.food_cost_attuale).toBe(2.8);
    const gql = await t.gql(
      `query($id: Int!) { gusto(id: $id, baseCosto: media_ponderata) { foodCost } ultimo: gusto(id: $id) { foodCost }
         gusti(baseCosto: media_ponderata) { id foodCost } analytics(filtro: { anno: 2026 }) { foodCostGusti(baseCosto: media_ponderata) { gustoId foodCostAttuale } gusto(id: $id, baseCosto: media_ponderata) { foodCostAttuale } } }`,
      { id: id.gusto },
      tk.admin,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.gusto.foodCost).toBe(2.6286);
    expect(gql.data.ultimo.foodCost).toBe(2.8);
    expect(gql.data.gusti.find((g: { id: number }) => g.id === id.gusto).foodCost).toBe(2.6286);
    expect(gql.data.analytics.gusto.foodCostAttuale).toBe(2.6286);
    expect(gql.data.analytics.foodCostGusti.find((g: { gustoId: number }) => g.gustoId === id.gusto).foodCostAttuale).toBe(2.6286);
  });

  it('no N+1: the list at the average price costs the statements of the list at the last price', async () => {
    const conta = async (base: string) => (await t.rest('GET', `/api/gusti?includi_disattivi=true&base_costo=${base}`, { token: tk.admin })).queries;
    const ultimo = await conta('ultimo_prezzo');
    const media = await conta('media_ponderata');
    // auth + flavours (with values, recipes and allergens) in one statement; the average is a CTE of it
    expect(media).toBe(ultimo);
    expect(media).toBeLessThanOrEqual(4);
    // an answer at the average price is not kept: the repeat reads again (the one at the last price is kept)
    expect(await conta('media_ponderata')).toBe(media);
    expect(await conta('ultimo_prezzo')).toBeLessThan(ultimo);
  });

  it('the setting changes the default (the kept flavour answers follow it), a request still chooses', async () => {
    expect((await gustoRest()).food_cost).toBe(2.8); // kept at this catalogue version
    const res = await imposta('media_ponderata');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await gustoRest()).food_cost).toBe(2.6286);
    expect(await dallElenco()).toBe(2.6286);
    expect(await analitica()).toBe(2.6286);
    expect((await t.gql(`query($id: Int!) { gusto(id: $id) { foodCost } }`, { id: id.gusto }, tk.admin)).data.gusto.foodCost).toBe(2.6286);
    expect((await gustoRest('?base_costo=ultimo_prezzo')).food_cost).toBe(2.8);
    expect((await t.gql('{ baseCostoPredefinita }', {}, tk.manager)).data.baseCostoPredefinita).toBe('media_ponderata');
    // a receipt is not a catalogue change: an answer at the average price is never kept, so it shows at once
    const [r] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-11-21', 'DDT 2') returning id`, [id.fornitore]);
    await t.sql(`insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario) values (?, ?, 'P-3', '2026-12-20', 6, 5)`, [r!.id, id.panna]);
    expect((await gustoRest()).food_cost).toBe(2.86);
    expect(await dallElenco()).toBe(2.86);
    expect((await imposta('ultimo_prezzo')).status).toBe(200);
    expect((await gustoRest()).food_cost).toBe(2.8);
  });

  it('an invalid basis → 400 with an Italian message (query parameter, setting, GraphQL enum)', async () => {
    for (const url of [`/api/gusti?base_costo=media`, `/api/gusti/${id.gusto}?base_costo=ultimo`, '/api/analytics/food-cost-gusti?base_costo=medio', `/api/analytics/gusto/${id.gusto}?base_costo=1`]) {
      const res = await t.rest('GET', url, { token: tk.admin });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toContain(MSG_BASE_COSTO.nonValida);
    }
    const res = await imposta('fifo');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MSG_BASE_COSTO.nonValida);
    expect((await t.gql(`{ gusti(baseCosto: fifo) { id } }`, {}, tk.admin)).errors).toBeDefined();
  });

  it('operatore: no cost on either door, whatever the basis', async () => {
    expect((await gustoRest('?base_costo=media_ponderata', 'operatore')).food_cost).toBeUndefined();
    expect((await t.rest('GET', '/api/analytics/food-cost-gusti?base_costo=media_ponderata', { token: tk.operatore })).status).toBe(403);
    const dettaglio = await t.rest('GET', `/api/analytics/gusto/${id.gusto}?anno=2026&base_costo=media_ponderata`, { token: tk.operatore });
    expect(dettaglio.status).toBe(200);
    expect(dettaglio.body).not.toHaveProperty('food_cost_attuale');
    expect((await imposta('media_ponderata')).status).toBe(200);
    expect((await t.rest('PUT', '/api/config/base_costo', { token: tk.operatore, body: { valore: 'ultimo_prezzo' } })).status).toBe(403);
    const codice = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
    expect(codice(await t.gql(`query($id: Int!) { gusto(id: $id, baseCosto: media_ponderata) { foodCost } }`, { id: id.gusto }, tk.operatore))).toBe('FORBIDDEN');
    expect(codice(await t.gql('{ baseCostoPredefinita }', {}, tk.operatore))).toBe('FORBIDDEN');
    expect(codice(await t.gql(`{ analytics(filtro: { anno: 2026 }) { foodCostGusti(baseCosto: media_ponderata) { foodCostAttuale } } }`, {}, tk.operatore))).toBe('FORBIDDEN');
    expect((await imposta('ultimo_prezzo')).status).toBe(200);
  });
});
