import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { getPdf, isPdf, pdfPagePng, pdfText, testoCompatto } from '../../../test/pdf.js';
import type { Ruolo } from '../../common/authz.js';
import { QUERY_COUNTER_HEADER, countQueries } from '../../db/query-counter.js';
import { scriviProduzioni, type Registrazione } from '../produzione/produzione.service.js';

/**
 * Stock, FEFO consumption and the recall report (issue 30; DOMAIN.md "Stock, lots and HACCP"),
 * computed by hand.
 *
 * Flavour "Fiordilatte magazzino", recipe v1: Latte 0.8 kg + Zucchero 200 g (M = 1.0 kg): a kg of it
 * consumes 0.8 kg of milk and 0.2 kg of sugar. Receipts (2026-11-01 / 02):
 *   Latte  L-A 10 kg, expires 2026-12-05;  Latte L-B 5 kg, expires 2026-12-03 (first out);
 *   Zucchero Z-1 20 kg, expires 2027-06-30.
 * P1 11-10 Centro 4 kg: milk 3.2 ← L-B (L-B 1.8 left); sugar 0.8 ← Z-1
 * P2 11-11 Mare   5 kg: milk 4.0 ← L-B 1.8 + L-A 2.2 (across two lots); sugar 1.0
 * P3 11-12 Centro 5 kg: milk 4.0 ← L-A (L-A 3.8 left); sugar 1.0
 * P4 11-13 Mare   6 kg: milk 4.8 ← L-A 3.8 + 1.0 with no lot (negative stock); sugar 1.2
 *   milk: 15 − 16 = −1.0 (flagged), both lots at 0; sugar 20 − 4.0 = 16.0 in Z-1.
 *   recall of L-A: P2 2.2 (Mare), P3 4.0 (Centro), P4 3.8 (Mare): three productions, two sales points.
 */

let t: TestApp;
let tk: Record<Ruolo, string>;
const id: Record<string, number> = {};
const righe: Record<string, number> = {};

const produci = async (data: string, pv: number, kg: number, chiave?: string) => {
  const res = await t.rest('POST', '/api/produzione', {
    token: tk.manager,
    body: { data, punto_vendita_id: pv, gusti: [{ gusto_id: id.gusto!, quantita_kg: kg }] },
    ...(chiave ? { headers: { 'idempotency-key': chiave } } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [r] = await t.sql<{ id: number }>('select id from produzione_righe where produzione_id = ?', [res.body.id]);
  return { produzioneId: res.body.id as number, rigaId: r!.id };
};

/** The consumption of a production line: [ingredient, lot, quantity] sorted. */
const consumi = async (rigaId: number) =>
  (
    await t.sql<{ nome: string; lotto: string | null; quantita: number }>(
      `select i.nome, c.lotto, c.quantita::float8 as quantita from consumi_lotti c join ingredienti i on i.id = c.ingrediente_id
        where c.produzione_riga_id = ? order by i.nome, c.lotto nulls last`,
      [rigaId],
    )
  ).map((c) => [c.nome, c.lotto, c.quantita]);

const magazzino = async (ruolo: Ruolo = 'admin') => {
  const res = await t.rest('GET', '/api/magazzino', { token: tk[ruolo] });
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.filter((g) => g.nome.endsWith('magazzino')).map((g) => [g.nome, g]));
};

beforeAll(async () => {
  t = await createTestApp();
  tk = await t.tokens();
  const ing = async (nome: string) => {
    const res = await t.rest('POST', '/api/ingredienti', { token: tk.admin, body: { nome, unita_misura: 'kg', costo_per_unita: 1, fornitore: 'Prova', calorie: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  id.latte = await ing('Latte magazzino');
  id.zucchero = await ing('Zucchero magazzino');
  const cat = await t.rest('POST', '/api/config/categorie', { token: tk.admin, body: { nome: 'Creme magazzino' } });
  const gusto = await t.rest('POST', '/api/gusti', {
    token: tk.admin,
    body: grezzo({
      nome: 'Fiordilatte magazzino',
      categoria: cat.body.id,
      ingredienti: [
        { ingrediente_id: id.latte, quantita: 0.8, unita: 'kg' },
        { ingrediente_id: id.zucchero, quantita: 200, unita: 'g' },
      ],
    }),
  });
  expect(gusto.status, JSON.stringify(gusto.body)).toBe(201);
  id.gusto = gusto.body.id;
  const [centro, mare] = await t.sql<{ id: number }>(`insert into punti_vendita (nome, indirizzo) values ('Centro magazzino', 'Via A 1'), ('Mare magazzino', 'Lungomare 2') returning id`);
  id.centro = centro!.id;
  id.mare = mare!.id;
  const [alpina, sud] = await t.sql<{ id: number }>(
    `insert into fornitori (ragione_sociale, partita_iva, email, telefono, indirizzo, cap, comune, provincia)
     values ('Latteria Alpina srl', '01234567890', 'ordini@alpina.example', '0461 000000', 'Via dei Prati 4', '38121', 'Trento', 'TN'),
            ('Dolciaria Sud spa', '09876543210', null, null, null, null, null, null) returning id`,
  );
  const [r1] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-11-01', 'DDT 101') returning id`, [alpina!.id]);
  const [r2] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-11-02', 'FT 7/2026') returning id`, [sud!.id]);
  await t.sql(
    `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario, temperatura)
     values (?, ?, 'L-A', '2026-12-05', 10, 1.1, 3.5), (?, ?, 'L-B', '2026-12-03', 5, 1.05, 3.8), (?, ?, 'Z-1', '2027-06-30', 20, 0.9, null)`,
    [r1!.id, id.latte, r1!.id, id.latte, r2!.id, id.zucchero],
  );
});
afterAll(async () => t?.close());

describe('consumption first-expiring-first, by the recorded recipe version', () => {
  it('four productions consume the lots FEFO, across two lots, then with no lot (negative stock flagged)', async () => {
    // P1 with an idempotency key (the offline queue's path): a replay consumes nothing more
    const p1 = await produci('2026-11-10', id.centro!, 4, 'magazzino-p1');
    await produci('2026-11-10', id.centro!, 4, 'magazzino-p1');
    righe.p1 = p1.rigaId;
    id.p1 = p1.produzioneId;
    expect(await consumi(p1.rigaId)).toEqual([
      ['Latte magazzino', 'L-B', 3.2],
      ['Zucchero magazzino', 'Z-1', 0.8],
    ]);
    // P2 and P3 go together through the group commit path (no key): each its own FEFO, in order
    const [p2, p3] = await Promise.all([produci('2026-11-11', id.mare!, 5), produci('2026-11-12', id.centro!, 5)]);
    righe.p2 = p2!.rigaId;
    righe.p3 = p3!.rigaId;
    id.p3 = p3!.produzioneId;
    expect(await consumi(p2!.rigaId)).toEqual([
      ['Latte magazzino', 'L-A', 2.2],
      ['Latte magazzino', 'L-B', 1.8],
      ['Zucchero magazzino', 'Z-1', 1],
    ]);
    expect(await consumi(p3!.rigaId)).toEqual([
      ['Latte magazzino', 'L-A', 4],
      ['Zucchero magazzino', 'Z-1', 1],
    ]);
    const p4 = await produci('2026-11-13', id.mare!, 6);
    righe.p4 = p4.rigaId;
    id.p4 = p4.produzioneId;
    expect(await consumi(p4.rigaId)).toEqual([
      ['Latte magazzino', 'L-A', 3.8],
      ['Latte magazzino', null, 1],
      ['Zucchero magazzino', 'Z-1', 1.2],
    ]);

    const m = await magazzino();
    expect(m['Latte magazzino']).toMatchObject({ ingrediente_id: id.latte, unita_misura: 'kg', giacenza: -1, giacenza_negativa: true, sotto_scorta: false, lotti: [] });
    expect(m['Zucchero magazzino']).toMatchObject({ giacenza: 16, giacenza_negativa: false, lotti: [{ lotto: 'Z-1', scadenza: '2027-06-30', giacenza: 16 }] });
  });

  it('the recall report of L-A: supplier and receipt back, three productions at two sales points forward (JSON and PDF)', async () => {
    const res = await t.rest('GET', `/api/lotti/richiamo?ingrediente_id=${id.latte}&lotto=L-A` as '/api/lotti/richiamo', { token: tk.operatore });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      ingrediente: { id: id.latte, nome: 'Latte magazzino', unita_misura: 'kg' },
      lotto: 'L-A',
      fornitore: { ragione_sociale: 'Latteria Alpina srl', partita_iva: '01234567890', indirizzo: 'Via dei Prati 4', cap: '38121', comune: 'Trento', provincia: 'TN' },
      fornitori: [{ ragione_sociale: 'Latteria Alpina srl', partita_iva: '01234567890', indirizzo: 'Via dei Prati 4', cap: '38121', comune: 'Trento', provincia: 'TN' }],
      ricevimento: { data: '2026-11-01', numero_documento: 'DDT 101', quantita: 10, scadenza: '2026-12-05', temperatura: 3.5 },
      quantita_ricevuta: 10,
      quantita_usata: 10,
    });
    expect(res.body.produzioni.map((p: Record<string, unknown>) => [p.data, p.punto_vendita_nome, p.gusto_nome, p.quantita_kg, p.quantita_ingrediente, p.lotto_produzione])).toEqual([
      ['2026-11-11', 'Mare magazzino', 'Fiordilatte magazzino', 5, 2.2, `L20261111-${righe.p2}`],
      ['2026-11-12', 'Centro magazzino', 'Fiordilatte magazzino', 5, 4, `L20261112-${righe.p3}`],
      ['2026-11-13', 'Mare magazzino', 'Fiordilatte magazzino', 6, 3.8, `L20261113-${righe.p4}`],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/prezzo|costo/);

    const { status, headers, pdf } = await getPdf(t, `/api/lotti/richiamo?ingrediente_id=${id.latte}&lotto=L-A&formato=pdf`, tk.manager);
    expect([status, headers['content-type'], isPdf(pdf)]).toEqual([200, 'application/pdf', true]);
    if (process.env.RICHIAMO_PNG) console.log(await pdfPagePng(pdf, { nome: 'richiamo' }));
    const testo = testoCompatto(await pdfText(pdf));
    for (const atteso of [
      'Rapporto di rintracciabilità — lotto L-A',
      'Reg. (CE) 178/2002, art. 18-19',
      'Operatore del settore alimentare',
      'Un passo indietro: fornitore e ricevimento (art. 18.2)',
      'Fornitore: Latteria Alpina srl',
      'Partita IVA: 01234567890',
      'Sede: Via dei Prati 4, 38121 Trento (TN)',
      'Contatti: 0461 000000 · ordini@alpina.example',
      'DDT 101',
      '05/12/2026',
      'Un passo avanti: produzioni e punti vendita (art. 18.3)',
      `L20261111-${righe.p2}`,
      `L20261112-${righe.p3}`,
      `L20261113-${righe.p4}`,
      'Punti vendita coinvolti: Mare magazzino (Lungomare 2), Centro magazzino (Via A 1)',
      'Ritiro, richiamo e comunicazione all’autorità (art. 19)',
    ])
      expect(testo).toContain(atteso);
    expect(testo).toContain(`11/11/2026 Mare magazzino Fiordilatte magazzino 5 kg 2,2 kg L20261111-${righe.p2}`);
    expect(testo).toContain('01/11/2026 DDT 101 10 kg 05/12/2026 3,5 °C');
  });

  it('an unknown lot is a 404, a missing lot a 400 (Italian)', async () => {
    const nessuno = await t.rest('GET', `/api/lotti/richiamo?ingrediente_id=${id.latte}&lotto=XX` as '/api/lotti/richiamo', { token: tk.admin });
    expect([nessuno.status, nessuno.body.error]).toEqual([404, 'Il lotto XX non risulta né ricevuto né usato per questo ingrediente']);
    const senza = await t.rest('GET', `/api/lotti/richiamo?ingrediente_id=${id.latte}` as '/api/lotti/richiamo', { token: tk.admin });
    expect(senza.status).toBe(400);
  });

  it('adjustments: a waste on a lot and an inventory count with no lot change the stock by their signed quantity', async () => {
    const scarto = await t.rest('POST', '/api/magazzino/rettifiche', { token: tk.manager, body: { ingrediente_id: id.zucchero!, lotto: 'Z-1', quantita: -0.5, motivo: 'Sacco rotto' } });
    expect(scarto.status, JSON.stringify(scarto.body)).toBe(201);
    expect(scarto.body).toMatchObject({ lotto: 'Z-1', quantita: -0.5, motivo: 'Sacco rotto', giacenza: 15.5 });
    // counted 0 kg of milk where the book says −1.0: the difference +1.0, through GraphQL
    const conta = await t.gql(`mutation { registraRettifica(input: { ingredienteId: ${id.latte}, quantita: 1, motivo: "Inventario" }) { lotto quantita giacenza } }`, {}, tk.admin);
    expect(conta.data?.registraRettifica).toEqual({ lotto: null, quantita: 1, giacenza: 0 });
    const m = await magazzino();
    expect(m['Zucchero magazzino']).toMatchObject({ giacenza: 15.5, lotti: [{ lotto: 'Z-1', giacenza: 15.5 }] });
    expect(m['Latte magazzino']).toMatchObject({ giacenza: 0, giacenza_negativa: false });
  });

  it('bad adjustments are 400s in Italian and write nothing', async () => {
    const prima = await t.sql<{ n: number }>('select count(*)::int as n from rettifiche_magazzino');
    const casi = [
      { ingrediente_id: id.latte, quantita: 0, motivo: 'Zero' },
      { ingrediente_id: id.latte, quantita: 1.00001, motivo: 'Troppi decimali' },
      { ingrediente_id: id.latte, quantita: 1, motivo: '  ' },
      { ingrediente_id: id.latte, lotto: 'Z-1', quantita: 1, motivo: 'Lotto di un altro ingrediente' },
      { ingrediente_id: 2147483648, quantita: 1, motivo: 'Id fuori intervallo' },
    ];
    for (const body of casi) {
      const res = await t.rest('POST', '/api/magazzino/rettifiche', { token: tk.admin, body: grezzo(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/[a-zà-ù]/);
    }
    const lotto = await t.rest('POST', '/api/magazzino/rettifiche', { token: tk.admin, body: { ingrediente_id: id.latte!, lotto: 'Z-1', quantita: 1, motivo: 'x' } });
    expect(lotto.body.error).toBe('Il lotto Z-1 di Latte magazzino non risulta ricevuto');
    const inesistente = await t.rest('POST', '/api/magazzino/rettifiche', { token: tk.admin, body: { ingrediente_id: 999999, quantita: 1, motivo: 'x' } });
    expect(inesistente.status).toBe(404);
    expect(await t.sql<{ n: number }>('select count(*)::int as n from rettifiche_magazzino')).toEqual(prima);
  });

  it('an edit re-computes the changed line, a delete gives its lots back', async () => {
    // P3 5 → 2.5 kg: its 4.0 of L-A go back (L-A 4.0 free), 2.0 taken again; sugar 1.0 back, 0.5 taken
    const put = await t.rest('PUT', `/api/produzione/${id.p3}`, { token: tk.manager, body: { gusti: [{ gusto_id: id.gusto!, quantita_kg: 2.5 }] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await consumi(righe.p3!)).toEqual([
      ['Latte magazzino', 'L-A', 2],
      ['Zucchero magazzino', 'Z-1', 0.5],
    ]);
    // milk 15 − 3.2 − 4 − 2 − 4.8 + 1 = 2.0, of which L-A 10 − 2.2 − 2 − 3.8 = 2.0
    let m = await magazzino();
    expect(m['Latte magazzino']).toMatchObject({ giacenza: 2, lotti: [{ lotto: 'L-A', giacenza: 2 }] });
    // delete P1: L-B gets its 3.2 back and comes first (it expires first)
    expect((await t.rest('DELETE', `/api/produzione/${id.p1}`, { token: tk.admin })).status).toBe(200);
    expect(await t.sql('select * from consumi_lotti where produzione_riga_id = ?', [righe.p1])).toEqual([]);
    m = await magazzino();
    expect(m['Latte magazzino']).toMatchObject({
      giacenza: 5.2,
      lotti: [
        { lotto: 'L-B', scadenza: '2026-12-03', giacenza: 3.2 },
        { lotto: 'L-A', scadenza: '2026-12-05', giacenza: 2 },
      ],
    });
    // sugar 20 − 1 − 0.5 − 1.2 − 0.5 = 16.8
    expect(m['Zucchero magazzino']).toMatchObject({ giacenza: 16.8 });
  });

  it('consumption follows the version each line recorded: a new line by v2, an edited old line by v1', async () => {
    const v2 = await t.rest('PUT', `/api/gusti/${id.gusto}`, {
      token: tk.admin,
      body: { ingredienti: [{ ingrediente_id: id.latte!, quantita: 0.5, unita: 'kg' }, { ingrediente_id: id.zucchero!, quantita: 500, unita: 'g' }], nota_versione: 'Più dolce' },
    });
    expect(v2.body.versione).toBe(2);
    // P5 2 kg by v2: milk 1.0 ← L-B (3.2 → 2.2), sugar 1.0
    const p5 = await produci('2026-11-14', id.centro!, 2);
    expect(await consumi(p5.rigaId)).toEqual([
      ['Latte magazzino', 'L-B', 1],
      ['Zucchero magazzino', 'Z-1', 1],
    ]);
    // P4 (v1) 6 → 5 kg: milk 4.0 by v1 (2.5 by v2), its old 3.8 of L-A and 1.0 with no lot given back:
    // L-B 2.2 first, then L-A 10 − 2.2 − 2 = 5.8 → 1.8; sugar 1.0
    const put = await t.rest('PUT', `/api/produzione/${id.p4}`, { token: tk.admin, body: { gusti: [{ gusto_id: id.gusto!, quantita_kg: 5 }] } });
    expect(put.status).toBe(200);
    expect(await consumi(righe.p4!)).toEqual([
      ['Latte magazzino', 'L-A', 1.8],
      ['Latte magazzino', 'L-B', 2.2],
      ['Zucchero magazzino', 'Z-1', 1],
    ]);
    // milk 15 − 4 − 2 − 1 − 4 + 1 = 5.0: L-A 10 − 2.2 − 2 − 1.8 = 4.0, L-B 0, +1.0 counted with no lot
    const m = await magazzino();
    expect(m['Latte magazzino']).toMatchObject({ giacenza: 5, lotti: [{ lotto: 'L-A', giacenza: 4 }] });
  });

  it('a production dated before a lot was received does not take from it', async () => {
    const prima = await produci('2026-10-01', id.centro!, 1);
    expect(await consumi(prima.rigaId)).toEqual([
      ['Latte magazzino', null, 0.5],
      ['Zucchero magazzino', null, 0.5],
    ]);
    expect((await t.rest('DELETE', `/api/produzione/${prima.produzioneId}`, { token: tk.admin })).status).toBe(200);
  });
});

describe('reorder point, expiry warnings', () => {
  it('sotto scorta below the reorder point; ubicazione orders the count list', async () => {
    const res = await t.rest('PUT', `/api/magazzino/scorte/${id.latte}`, { token: tk.manager, body: { scorta_minima: 6, ubicazione: 'Cella frigo' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ giacenza: 5, scorta_minima: 6, ubicazione: 'Cella frigo', sotto_scorta: true });
    const solo = await t.rest('PUT', `/api/magazzino/scorte/${id.latte}`, { token: tk.manager, body: { scorta_minima: 5 } });
    expect(solo.body).toMatchObject({ scorta_minima: 5, ubicazione: 'Cella frigo', sotto_scorta: false });
    const bad = await t.rest('PUT', `/api/magazzino/scorte/${id.latte}`, { token: tk.manager, body: grezzo({ scorta_minima: -1 }) });
    expect(bad.status).toBe(400);
  });

  it('lots expiring within N days (days to expiry from today)', async () => {
    // L-A (4.0 left) expires 2026-12-05, Z-1 2027-06-30 (sugar: 20 − 1 − 0.5 − 0.5 − 1 (P5, v2) − 1 (P4 again, v1) = 16.0);
    // the days are counted from today in Rome
    const [oggi] = await t.sql<{ a: number; z: number }>(
      `select ('2026-12-05'::date - (now() at time zone 'Europe/Rome')::date) as a, ('2027-06-30'::date - (now() at time zone 'Europe/Rome')::date) as z`,
    );
    const res = await t.rest('GET', `/api/magazzino/scadenze?giorni=${Math.max(0, oggi!.a)}` as '/api/magazzino/scadenze', { token: tk.manager });
    expect(res.status).toBe(200);
    const nostri = res.body.lotti.filter((l: { nome: string }) => l.nome.endsWith('magazzino'));
    expect(nostri).toEqual([{ ingrediente_id: id.latte, nome: 'Latte magazzino', unita_misura: 'kg', lotto: 'L-A', scadenza: '2026-12-05', giacenza: 4, giorni: oggi!.a }]);
    const gql = await t.gql(`{ lottiInScadenza(giorni: ${oggi!.z}) { giorni lotti { lotto giacenza } } }`, {}, tk.admin);
    expect(gql.data?.lottiInScadenza.lotti.filter((l: { lotto: string }) => ['L-A', 'Z-1'].includes(l.lotto))).toEqual([
      { lotto: 'L-A', giacenza: 4 },
      { lotto: 'Z-1', giacenza: 16 },
    ]);
  });
});

describe('roles and API keys, both doors', () => {
  it('operatore reads stock and recall (no prices), cannot adjust nor read the expiry warnings', async () => {
    const m = await t.rest('GET', '/api/magazzino', { token: tk.operatore });
    expect(m.status).toBe(200);
    expect(JSON.stringify(m.body)).not.toMatch(/prezzo|costo/);
    expect((await t.rest('POST', '/api/magazzino/rettifiche', { token: tk.operatore, body: { ingrediente_id: id.latte!, quantita: 1, motivo: 'x' } })).status).toBe(403);
    expect((await t.rest('PUT', `/api/magazzino/scorte/${id.latte}`, { token: tk.operatore, body: { scorta_minima: 1 } })).status).toBe(403);
    expect((await t.rest('GET', '/api/magazzino/scadenze', { token: tk.operatore })).status).toBe(403);
    const gql = await t.gql(`{ giacenze { nome giacenza lotti { lotto } } richiamoLotto(ingredienteId: ${id.latte}, lotto: "L-A") { produzioni { lottoProduzione } } }`, {}, tk.operatore);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.richiamoLotto.produzioni).toHaveLength(3);
    for (const q of [
      `mutation { registraRettifica(input: { ingredienteId: ${id.latte}, quantita: 1, motivo: "x" }) { id } }`,
      `mutation { impostaScorta(ingredienteId: ${id.latte}, input: { scortaMinima: 1 }) { giacenza } }`,
      `{ lottiInScadenza { giorni } }`,
    ]) {
      const res = await t.gql(q, {}, tk.operatore);
      expect(res.errors?.[0]?.extensions?.code, q).toBe('FORBIDDEN');
    }
    expect(await t.sql(`select * from rettifiche_magazzino where motivo = 'x'`)).toEqual([]);
  });

  it('without a token: 401 on both doors', async () => {
    expect((await t.rest('GET', '/api/magazzino')).status).toBe(401);
    expect((await t.rest('GET', `/api/lotti/richiamo?ingrediente_id=${id.latte}&lotto=L-A` as '/api/lotti/richiamo')).status).toBe(401);
    expect((await t.gql('{ giacenze { nome } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an API key reads with magazzino:read, adjusts only with magazzino:write', async () => {
    const crea = async (scopes: string[]) => (await t.rest('POST', '/api/integrazioni/chiavi', { token: tk.admin, body: grezzo({ nome: `Magazzino ${scopes.join(' ')}`, scopes }) })).body.chiave as string;
    const lettura = await crea(['magazzino:read']);
    const scrittura = await crea(['magazzino:write']);
    const altro = await crea(['produzione:read']);
    expect((await t.rest('GET', '/api/magazzino', { token: lettura })).status).toBe(200);
    expect((await t.rest('GET', '/api/magazzino/scadenze', { token: lettura })).status).toBe(200);
    expect((await t.rest('GET', '/api/magazzino', { token: altro })).status).toBe(403);
    expect((await t.gql('{ giacenze { nome } }', {}, altro)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const body = { ingrediente_id: id.zucchero!, quantita: 0.2, motivo: 'Chiave' };
    expect((await t.rest('POST', '/api/magazzino/rettifiche', { token: lettura, body })).status).toBe(403);
    expect((await t.rest('POST', '/api/magazzino/rettifiche', { token: scrittura, body })).status).toBe(201);
  });
});

describe('statements per request', () => {
  const misura = async (url: string) => {
    const { result, count } = await countQueries((cid) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tk.admin}`, [QUERY_COUNTER_HEADER]: cid } }));
    expect(result.statusCode).toBe(200);
    return count;
  };

  it('the stock list and the recall report are one statement each after authentication, whatever the rows', async () => {
    const url = `/api/lotti/richiamo?ingrediente_id=${id.latte}&lotto=L-A`;
    const prima = [await misura('/api/magazzino'), await misura(url)];
    expect(prima[0]).toBeLessThanOrEqual(2);
    expect(prima[1]).toBeLessThanOrEqual(2);
    // more lots and productions on them
    await t.sql(`insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario)
                 select (select min(id) from ricevimenti), ?, 'L-A', '2026-12-05'::date, 5, 1 union all
                 select (select min(id) from ricevimenti), ?, 'L-' || g, '2026-12-20', 1, 1 from generate_series(1, 5) g`, [id.latte, id.latte]);
    await produci('2026-11-20', id.mare!, 3);
    await produci('2026-11-21', id.centro!, 3);
    expect([await misura('/api/magazzino'), await misura(url)]).toEqual(prima);
  });
});

describe('suggested purchase orders', () => {
  it('reorder point + the next 7 days of suggested production − stock, per supplier', async () => {
    // The flavour is now v2 (Latte 0.5 kg + Zucchero 500 g, M = 1 kg). Display case at Centro, days
    // counted from tomorrow (d): d−7 (tomorrow's weekday) loaded 10, left 4 → sold 6; d−14 loaded 10,
    // left 6 → sold 4: tomorrow's weekday mean 5. d−3 loaded 8, left 5 → sold 3: that weekday's mean 3.
    // Trend: nothing sold before d−14 → 0. Left in the case at the last closing (d−3): 5 kg.
    // 7 days = tomorrow max(0, 5 − 5) = 0 + the other six weekdays 3 → 3 kg of flavour:
    // milk 3 × 0.5 = 1.5 kg, sugar 1.5 kg.
    await t.sql(
      `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti)
       select ?, (now() at time zone 'Europe/Rome')::date + 1 - x.giorni, ?, x.kg, x.rimasti
         from (values (7, 10, 4), (14, 10, 6), (3, 8, 5)) x(giorni, kg, rimasti)`,
      [id.centro, id.gusto],
    );
    const [alpina] = await t.sql<{ id: number }>(`select id from fornitori where ragione_sociale = 'Latteria Alpina srl'`);
    await t.sql('update ingredienti set fornitore_id = ? where id = ?', [alpina!.id, id.latte]);
    const m = await magazzino();
    const latte = m['Latte magazzino']!.giacenza as number;
    const zucchero = m['Zucchero magazzino']!.giacenza as number;
    expect(zucchero).toBeGreaterThan(1.5); // no reorder point and more than the need: nothing to order
    // reorder point 10 kg above the stock: to order 10 + 1.5 = 11.5 kg at 1 €/kg
    await t.rest('PUT', `/api/magazzino/scorte/${id.latte}`, { token: tk.admin, body: { scorta_minima: Math.round((latte + 10) * 10000) / 10000 } });
    const res = await t.rest('GET', '/api/magazzino/riordino', { token: tk.manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ordine = res.body.find((o: { fornitore_id: number | null }) => o.fornitore_id === alpina!.id)!;
    expect(ordine).toMatchObject({ ragione_sociale: 'Latteria Alpina srl', email: 'ordini@alpina.example', totale_stimato: 11.5 });
    expect(ordine.righe).toEqual([
      expect.objectContaining({ ingrediente_id: id.latte, nome: 'Latte magazzino', fabbisogno_settimana: 1.5, da_ordinare: 11.5, costo_per_unita: 1, costo_stimato: 11.5 }),
    ]);
    const tutte = res.body.flatMap((o: { righe: { nome: string }[] }) => o.righe.map((r) => r.nome));
    expect(tutte).not.toContain('Zucchero magazzino');
    // prices: staff only, on both doors
    expect((await t.rest('GET', '/api/magazzino/riordino', { token: tk.operatore })).status).toBe(403);
    expect((await t.gql('{ ordiniSuggeriti { righe { costoStimato } } }', {}, tk.operatore)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gql = await t.gql('{ ordiniSuggeriti { fornitoreId righe { nome fabbisognoSettimana daOrdinare } } }', {}, tk.admin);
    expect(gql.data?.ordiniSuggeriti.find((o: { fornitoreId: number }) => o.fornitoreId === alpina!.id).righe).toEqual([{ nome: 'Latte magazzino', fabbisognoSettimana: 1.5, daOrdinare: 11.5 }]);
  });
});

describe('one statement, many registrations (the group commit)', () => {
  it('the lines of one statement take the lots one after the other, in order', async () => {
    // Panna 1 kg per kg of "Panna cotta magazzino"; lots P-1 3 kg (expires first) and P-2 3 kg.
    // Registrations of 2, 3 and 2 kg in one statement: P-1 2 | P-1 1 + P-2 2 | P-2 1 + 1 with no lot
    const res = await t.rest('POST', '/api/ingredienti', { token: tk.admin, body: { nome: 'Panna magazzino', unita_misura: 'kg', costo_per_unita: 4, fornitore: 'Prova', calorie: 0 } });
    const panna = res.body.id as number;
    const g = await t.rest('POST', '/api/gusti', { token: tk.admin, body: grezzo({ nome: 'Panna cotta magazzino', categoria: 'Creme magazzino', ingredienti: [{ ingrediente_id: panna, quantita: 1, unita: 'kg' }] }) });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    await t.sql(
      `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario)
       select (select min(id) from ricevimenti), ?, x.lotto, x.scadenza::date, 3, 4 from (values ('P-2', '2026-12-02'), ('P-1', '2026-12-01')) x(lotto, scadenza)`,
      [panna],
    );
    const user = { id: t.users.manager.id, nome: 'Manager', email: t.users.manager.email, ruolo: 'manager' as const, puntoVenditaId: null, jti: 'test', tokenExp: 0 };
    const reg = (kg: number): Registrazione => ({ user, ip: '127.0.0.1', input: { data: '2026-11-15', puntoVenditaId: id.centro!, gusti: [{ gustoId: g.body.id, quantitaKg: kg }] } });
    const scritte = await t.orm.em.fork().transactional((em) => scriviProduzioni(em, [reg(2), reg(3), reg(2)]));
    const consumiPanna = await t.sql<{ produzione_id: number; lotto: string | null; quantita: number }>(
      `select r.produzione_id, c.lotto, c.quantita::float8 as quantita from consumi_lotti c join produzione_righe r on r.id = c.produzione_riga_id
        where c.ingrediente_id = ? order by r.produzione_id, c.lotto nulls last`,
      [panna],
    );
    const ids = scritte.map((s) => (s instanceof Error ? 0 : s.vista.id));
    expect(consumiPanna.map((c) => [ids.indexOf(c.produzione_id), c.lotto, c.quantita])).toEqual([
      [0, 'P-1', 2],
      [1, 'P-1', 1],
      [1, 'P-2', 2],
      [2, 'P-2', 1],
      [2, null, 1],
    ]);
  });
});

describe('the stock balance per lot (giacenze_lotti) kept by the database', () => {
  /** The balance as stored, and as summed from every movement: they must be the same rows. */
  const saldo = () =>
    t.sql<{ k: string }>(
      `select concat_ws('|', ingrediente_id, nullif(lotto, ''), scadenza, prima_ricezione, giacenza::float8, movimenti) as k from giacenze_lotti order by 1`,
    );
  const daiMovimenti = () =>
    t.sql<{ k: string }>(
      `select concat_ws('|', ingrediente_id, lotto, min(scadenza), min(ricevuto_il), sum(quantita)::float8, count(*)) as k
         from (select rr.ingrediente_id, rr.lotto, rr.scadenza, rc.data as ricevuto_il, rr.quantita
                 from ricevimenti_righe rr join ricevimenti rc on rc.id = rr.ricevimento_id
               union all select ingrediente_id, lotto, null, null, -quantita from consumi_lotti
               union all select ingrediente_id, lotto, null, null, quantita from rettifiche_magazzino) m
        group by ingrediente_id, lotto order by 1`,
    );

  it('equals the sum of the movements after the receipts, productions, edits, deletions and adjustments above', async () => {
    const s = await saldo();
    expect(s.length).toBeGreaterThan(3);
    expect(s).toEqual(await daiMovimenti());
  });

  it('follows a receipt line changed, a receipt redated and a receipt deleted (expiry and first receipt recomputed)', async () => {
    const [rc] = await t.sql<{ id: number }>(
      `insert into ricevimenti (fornitore_id, data, numero_documento) select fornitore_id, '2026-11-20', 'SALDO-1' from ricevimenti order by id limit 1 returning id`,
    );
    await t.sql(
      `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario)
       values (?, ?, 'S-1', '2027-01-10', 4, 2), (?, ?, 'L-A', '2026-11-30', 1, 2)`,
      [rc!.id, id.zucchero, rc!.id, id.latte],
    );
    expect(await saldo()).toEqual(await daiMovimenti());
    // L-A received again with an earlier expiry: the lot's expiry is the earliest; then that line goes
    const [la] = await t.sql<{ scadenza: string }>(`select to_char(scadenza, 'YYYY-MM-DD') as scadenza from giacenze_lotti where lotto = 'L-A'`);
    expect(la!.scadenza).toBe('2026-11-30');
    await t.sql(`update ricevimenti_righe set quantita = 6, lotto = 'S-2' where ricevimento_id = ? and lotto = 'S-1'`, [rc!.id]);
    await t.sql(`update ricevimenti set data = '2026-11-21' where id = ?`, [rc!.id]);
    expect(await saldo()).toEqual(await daiMovimenti());
    await t.sql(`delete from ricevimenti where id = ?`, [rc!.id]);
    expect(await saldo()).toEqual(await daiMovimenti());
    const [laDopo] = await t.sql<{ scadenza: string }>(`select to_char(scadenza, 'YYYY-MM-DD') as scadenza from giacenze_lotti where lotto = 'L-A'`);
    expect(laDopo!.scadenza).toBe('2026-12-05');
    expect(await t.sql(`select 1 from giacenze_lotti where lotto in ('S-1', 'S-2')`)).toEqual([]);
  });

  it('ricostruisci_giacenze_lotti() (a restored backup) rebuilds the same balance', async () => {
    const prima = await saldo();
    await t.sql('select ricostruisci_giacenze_lotti()');
    expect(await saldo()).toEqual(prima);
  });
});

describe('the recall report of a lot code two suppliers used', () => {
  it('names every supplier with its VAT number and office, and each receipt its supplier (JSON and PDF)', async () => {
    // a lot code is the supplier's own: "C-7" came from Latteria Alpina (address) and from Dolciaria Sud (none)
    const [panna] = await t.sql<{ id: number }>(`insert into ingredienti (nome, unita_misura, costo_per_unita, fornitore) values ('Panna richiamo', 'kg', 3, 'Prova') returning id`);
    const fornitori = await t.sql<{ id: number }>(`select id from fornitori where ragione_sociale in ('Latteria Alpina srl', 'Dolciaria Sud spa') order by ragione_sociale desc`);
    const ricevimenti = [];
    for (const [i, f] of fornitori.entries()) {
      const [rc] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, ?, ?) returning id`, [f.id, `2026-11-0${i + 3}`, `DDT C7-${i + 1}`]);
      ricevimenti.push(rc!.id);
    }
    await t.sql(
      `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario) values (?, ?, 'C-7', '2026-11-20', 2, 3), (?, ?, 'C-7', '2026-11-22', 3, 3)`,
      [ricevimenti[0], panna!.id, ricevimenti[1], panna!.id],
    );
    const res = await t.rest('GET', `/api/lotti/richiamo?ingrediente_id=${panna!.id}&lotto=C-7` as '/api/lotti/richiamo', { token: tk.manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fornitori.map((f: Record<string, unknown>) => [f.ragione_sociale, f.comune])).toEqual([
      ['Latteria Alpina srl', 'Trento'],
      ['Dolciaria Sud spa', null],
    ]);
    expect(res.body.quantita_ricevuta).toBe(5);

    const { pdf } = await getPdf(t, `/api/lotti/richiamo?ingrediente_id=${panna!.id}&lotto=C-7&formato=pdf`, tk.manager);
    const testo = testoCompatto(await pdfText(pdf));
    for (const atteso of ['Fornitore: Latteria Alpina srl', 'Sede: Via dei Prati 4, 38121 Trento (TN)', 'Fornitore: Dolciaria Sud spa', 'Partita IVA: 09876543210', 'Sede: —'])
      expect(testo).toContain(atteso);
    expect(testo).toContain('03/11/2026 Latteria Alpina srl DDT C7-1 2 kg 20/11/2026');
    expect(testo).toContain('04/11/2026 Dolciaria Sud spa DDT C7-2 3 kg 22/11/2026');
  });
});
