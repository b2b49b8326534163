import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import type { Ruolo } from '../../common/authz.js';

/**
 * The inventory count saved all-or-nothing (issue 30), by hand:
 *   Panna inventario: lot P-1 6 l, lot P-2 4 l (receipt), 1.5 l consumed with no lot (adjustment −1.5).
 *   Cacao inventario: no lot, nothing received (stock 0).
 * Count: P-1 5.5 (−0.5), P-2 4 (same), no lot 0 (+1.5), cacao 2 (+2) → three adjustments "inventario",
 * Panna 9.5 l after, Cacao 2 kg.
 */

let t: TestApp;
let tk: Record<Ruolo, string>;
const id: Record<string, number> = {};
const count = async () => (await t.sql<{ n: number }>('select count(*)::int as n from rettifiche_magazzino'))[0]!.n;
const giacenza = async (ingredienteId: number) => {
  const res = await t.rest('GET', '/api/magazzino', { token: tk.admin });
  return res.body.find((g) => g.ingrediente_id === ingredienteId)!;
};

beforeAll(async () => {
  t = await createTestApp();
  tk = await t.tokens();
  const ing = async (nome: string, unita_misura: 'kg' | 'l') => {
    const res = await t.rest('POST', '/api/ingredienti', { token: tk.admin, body: { nome, unita_misura, costo_per_unita: 3, fornitore: 'Prova', calorie: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  id.panna = await ing('Panna inventario', 'l');
  id.cacao = await ing('Cacao inventario', 'kg');
  const [f] = await t.sql<{ id: number }>(`insert into fornitori (ragione_sociale, partita_iva) values ('Caseificio Inventario', '01234567897') returning id`);
  const ric = await t.rest('POST', '/api/ricevimenti', {
    token: tk.admin,
    body: {
      fornitore_id: f!.id,
      data: '2026-11-02',
      numero_documento: 'DDT 9',
      righe: [
        { ingrediente_id: id.panna, lotto: 'P-1', scadenza: '2026-12-10', quantita: 6, prezzo_unitario: 3 },
        { ingrediente_id: id.panna, lotto: 'P-2', scadenza: '2026-12-20', quantita: 4, prezzo_unitario: 3 },
      ],
    },
  });
  expect(ric.status, JSON.stringify(ric.body)).toBe(201);
  const senzaLotto = await t.rest('POST', '/api/magazzino/rettifiche', { token: tk.admin, body: { ingrediente_id: id.panna, quantita: -1.5, motivo: 'Scarto' } });
  expect(senzaLotto.status).toBe(201);
});
afterAll(async () => t?.close());

const righeGiuste = () => [
  { ingrediente_id: id.panna!, lotto: 'P-1', contato: 5.5, giacenza_letta: 6 },
  { ingrediente_id: id.panna!, lotto: 'P-2', contato: 4, giacenza_letta: 4 },
  { ingrediente_id: id.panna!, lotto: null, contato: 0, giacenza_letta: -1.5 },
  { ingrediente_id: id.cacao!, contato: 2, giacenza_letta: 0 },
];

describe('inventory count', () => {
  it('a stock that changed during the count refuses the whole count (409, Italian), nothing written', async () => {
    const prima = await count();
    const righe = righeGiuste();
    righe[1] = { ...righe[1]!, giacenza_letta: 5 };
    const res = await t.rest('POST', '/api/magazzino/inventario', { token: tk.manager, body: { righe } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "La giacenza è cambiata durante il conteggio (Panna inventario lotto P-2: 5 → 4 l): ricarica l'inventario e ricontrolla queste righe. Nessuna rettifica registrata.",
    );
    expect(await count()).toBe(prima);
  });

  it('bad counts are 400s in Italian and write nothing', async () => {
    const prima = await count();
    const casi: unknown[] = [
      { righe: [] },
      { righe: [{ ingrediente_id: id.panna, lotto: 'P-1', contato: -1, giacenza_letta: 6 }] },
      { righe: [{ ingrediente_id: id.panna, lotto: 'P-1', contato: 1.00001, giacenza_letta: 6 }] },
      { righe: [{ ingrediente_id: id.panna, lotto: 'P-1', contato: 1 }] },
      { righe: [{ ingrediente_id: id.panna, lotto: 'ZZ', contato: 1, giacenza_letta: 0 }] },
      { righe: [righeGiuste()[0], righeGiuste()[0]] },
    ];
    for (const body of casi) {
      const res = await t.rest('POST', '/api/magazzino/inventario', { token: tk.admin, body: grezzo(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/[a-zà-ù]/);
    }
    const doppia = await t.rest('POST', '/api/magazzino/inventario', { token: tk.admin, body: { righe: [righeGiuste()[0]!, righeGiuste()[0]!] } });
    expect(doppia.body.error).toBe('Panna inventario lotto P-1 è contato due volte');
    const inesistente = await t.rest('POST', '/api/magazzino/inventario', { token: tk.admin, body: { righe: [{ ingrediente_id: 999999, contato: 1, giacenza_letta: 0 }] } });
    expect(inesistente.status).toBe(404);
    expect(await count()).toBe(prima);
  });

  it('the operatore may not save a count, on both doors', async () => {
    expect((await t.rest('POST', '/api/magazzino/inventario', { token: tk.operatore, body: { righe: righeGiuste() } })).status).toBe(403);
    const gql = await t.gql(`mutation($input: InventarioInput!) { registraInventario(input: $input) { righeContate } }`, { input: { righe: [{ ingredienteId: id.cacao, contato: 1, giacenzaLetta: 0 }] } }, tk.operatore);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('each difference becomes one adjustment "inventario"; the stock after is the count', async () => {
    const prima = await count();
    const res = await t.rest('POST', '/api/magazzino/inventario', { token: tk.manager, body: { righe: righeGiuste() } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.righe_contate).toBe(4);
    expect(res.body.invariate).toBe(1);
    expect(res.body.rettifiche.map((r) => [r.ingrediente_id, r.lotto, r.quantita, r.motivo, r.giacenza])).toEqual([
      [id.panna, 'P-1', -0.5, 'inventario', 9.5],
      [id.panna, null, 1.5, 'inventario', 9.5],
      [id.cacao, null, 2, 'inventario', 2],
    ]);
    expect(await count()).toBe(prima + 3);
    expect(await giacenza(id.panna!)).toMatchObject({ giacenza: 9.5, giacenza_negativa: false, lotti: [{ lotto: 'P-1', giacenza: 5.5 }, { lotto: 'P-2', giacenza: 4 }] });
    expect((await giacenza(id.cacao!)).giacenza).toBe(2);
  });

  it('through GraphQL with its own reason; a count with no difference writes nothing', async () => {
    const prima = await count();
    const res = await t.gql(
      `mutation($input: InventarioInput!) { registraInventario(input: $input) { righeContate invariate rettifiche { lotto quantita motivo giacenza } } }`,
      { input: { motivo: 'Inventario di fine mese', righe: [{ ingredienteId: id.cacao, contato: 1.75, giacenzaLetta: 2 }, { ingredienteId: id.panna, lotto: 'P-2', contato: 4, giacenzaLetta: 4 }] } },
      tk.admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.registraInventario).toEqual({ righeContate: 2, invariate: 1, rettifiche: [{ lotto: null, quantita: -0.25, motivo: 'Inventario di fine mese', giacenza: 1.75 }] });
    const uguale = await t.rest('POST', '/api/magazzino/inventario', { token: tk.admin, body: { righe: [{ ingrediente_id: id.cacao!, contato: 1.75, giacenza_letta: 1.75 }] } });
    expect(uguale.body).toMatchObject({ righe_contate: 1, invariate: 1, rettifiche: [] });
    expect(await count()).toBe(prima + 1);
  });
});
