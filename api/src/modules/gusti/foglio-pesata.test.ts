import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import type { NuovoIngrediente, RigaRicetta } from '../../../test/catalogo.fixtures.js';
import { getPdf, isPdf, pdfPagePng, pdfText, testoCompatto } from '../../../test/pdf.js';
import type { Ruolo } from '../../common/authz.js';

/**
 * Weighing sheet (issue 12, DOMAIN.md "Recipe versions and the weighing sheet"), computed by hand.
 *
 * Ingredients (composition g per 100 g):
 *   Latte prova (kg, 1.00 €/kg): acqua 87.5, grassi 3.5, slng 9
 *   Panna prova (l, 4.00 €/l, densità 0.990): acqua 60, grassi 35, slng 5
 *   Zucchero prova (kg, 1.50 €/kg): acqua 0, saccarosio 100
 *   Neutro prova (g, 0.02 €/g): acqua 0, stabilizzanti 100
 *   Vaniglia prova (pz, 2.00 €/pz): no mass
 * Recipe "Fiordilatte prova": Latte 0.6 kg, Panna 200 ml (m = 0.2 × 0.990 = 0.198 kg), Zucchero 180 g,
 * Neutro 5 g, Vaniglia 1 pz.  M = 0.6 + 0.198 + 0.18 + 0.005 = 0.983 kg
 *   Σ m×acqua = 52.5 + 11.88 = 64.38 ; Σ m×grassi = 2.1 + 6.93 = 9.03 ; Σ m×solidi = 98.3 − 64.38 = 33.92
 *   1/densità × Σm×100 = 9.03 × 1.075 + (33.92 − 9.03) × 0.63 + 64.38 = 9.70725 + 15.6807 + 64.38 = 89.76795
 *   densità_mix = 98.3 / 89.76795 = 1.095046 kg/l
 *   cost = 0.6 + 0.8 + 0.27 + 0.1 + 2 = 3.77 € ; food cost = 3.77 / 0.983 = 3.8352 €/kg
 * 4 trays of 5 l at 35 % overrun: kg = 4 × 5 × 1.095046 / 1.35 = 16.2229 → 16.223 kg
 *   default freezer max 10 kg → 2 equal cycles of 8.1115 kg (8.112 shown), factor 8.1115 / 0.983 per cycle:
 *   exact grams Latte 4951.07, Panna 1633.85 (1650.4 ml), Zucchero 1485.32, Neutro 41.26; Vaniglia 8.2518 pz.
 *   Rounding once per cycle line (laboratory defaults: main scale 1 g, precision scale 0.1 g under 100 g):
 *   Neutro 41.26 < 100 g → precision scale → 41.3 g. Main lines by largest remainder: their target is
 *   8111.5 − 41.3 = 8070.2 → 8070 g; floors 4951 + 1633 + 1485 = 8069, one gram more to the largest
 *   remainder (Panna .85) → 4951, 1634, 1485 g. Vaniglia up → 9 pz.
 *   Batch = sum of the cycles: Latte 9902, Panna 3268, Zucchero 2970, Neutro 82.6 g, Vaniglia 18 pz
 *   (exact 16.50: +1.50 pz). Batch cost from the rounded quantities: 9.902 × 1 + 3268 / 0.99 ml × 4 €/l
 *   (13.20404) + 2.970 × 1.5 (4.455) + 82.6 × 0.02 (1.652) + 18 × 2 (36) = 65.21304 → 65.21 €; the
 *   pieces' rounding adds (18 − 2 × 8.25178) × 2 = 2.99 €.
 *   max 6 kg → 3 cycles of 5.40767 kg: exact Latte 3300.71, Panna 1089.23, Zucchero 990.21, Neutro 27.51,
 *   Vaniglia 5.50 → Neutro 27.5 (precision); main target 5380.17 − … = 5380.17 → 5380: floors 3300 + 1089
 *   + 990 = 5379, +1 to Latte (.71) → 3301, 1089, 990; Vaniglia 6 pz.
 * 3 kg at 5 g main resolution: exact Latte 1831.13, Panna 604.27, Zucchero 549.34, Neutro 15.26 → 15.3
 *   (precision); main target 3000 − 15.3 = 2984.7 → 597 steps of 5 g; floors 366 + 120 + 109 = 595, +1 to
 *   Zucchero (.868) and Panna (.854) → 1830, 605, 550 g; Vaniglia 3.05 → 4 pz (pieces always up).
 *   Cost: 1.83 + 605 / 0.99 / 1000 × 4 (2.44444) + 0.825 + 15.3 × 0.02 (0.306) + 4 × 2 = 13.40544 → 13.41 €
 * kg = 5: exact Latte 3051.88, Panna 1007.12, Zucchero 915.56, Neutro 25.43 → 25.4; main target 4974.6 →
 *   4975: floors 3051 + 1007 + 915 = 4973, +2 to Latte (.88) and Zucchero (.56) → 3052, 1007, 916;
 *   Vaniglia 5.0865 → 6 pz. Cost 3.052 + 1007 / 0.99 / 1000 × 4 (4.06869) + 1.374 + 0.508 + 12 = 21.00 €
 */

let t: TestApp;
let tk: Record<Ruolo, string>;
let gustoId: number;
let sorbettoId: number;
let vuotoId: number;
const ing: Record<string, number> = {};

const url = (id: number, q: string) => `/api/gusti/${id}/foglio-pesata?${q}` as const;
const get = (q: string, ruolo: Ruolo = 'admin', id = gustoId) => t.rest('GET', url(id, q), { token: tk[ruolo] });

beforeAll(async () => {
  t = await createTestApp();
  tk = await t.tokens();
  const crea = async (body: Omit<NuovoIngrediente, 'fornitore'>) => {
    const res = await t.rest('POST', '/api/ingredienti', { token: tk.admin, body: { fornitore: 'Prova', calorie: 0, ...body } });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.id;
  };
  ing.latte = await crea({ nome: 'Latte prova', unita_misura: 'kg', costo_per_unita: 1, acqua: 87.5, grassi: 3.5, slng: 9 });
  ing.panna = await crea({ nome: 'Panna prova', unita_misura: 'l', costo_per_unita: 4, densita: 0.99, acqua: 60, grassi: 35, slng: 5 });
  ing.zucchero = await crea({ nome: 'Zucchero prova', unita_misura: 'kg', costo_per_unita: 1.5, acqua: 0, saccarosio: 100 });
  ing.neutro = await crea({ nome: 'Neutro prova', unita_misura: 'g', costo_per_unita: 0.02, acqua: 0, stabilizzanti: 100 });
  ing.vaniglia = await crea({ nome: 'Vaniglia prova', unita_misura: 'pz', costo_per_unita: 2 });
  ing.acqua = await crea({ nome: 'Acqua prova', unita_misura: 'l', costo_per_unita: 0, acqua: 100 });
  const cat = await t.rest('POST', '/api/config/categorie', { token: tk.admin, body: { nome: 'Creme prova' } });
  const gusto = async (nome: string, ingredienti: RigaRicetta[], extra: { allergeni?: string; note_produzione?: string; profilo_id?: number } = {}) => {
    // allergeni as the spec's text ("Uova"): the document lists only the array form
    const res = await t.rest('POST', '/api/gusti', { token: tk.admin, body: grezzo({ nome, categoria: cat.body.id, ingredienti, ...extra }) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.id as number;
  };
  gustoId = await gusto(
    'Fiordilatte prova',
    [
      { ingrediente_id: ing.latte, quantita: 0.6, unita: 'kg' },
      { ingrediente_id: ing.panna, quantita: 200, unita: 'ml' },
      { ingrediente_id: ing.zucchero, quantita: 180, unita: 'g' },
      { ingrediente_id: ing.neutro, quantita: 5, unita: 'g' },
      { ingrediente_id: ing.vaniglia, quantita: 1, unita: 'pz' },
    ],
    { allergeni: 'Uova', note_produzione: 'Pastorizzare a 85 °C, maturare 6 ore' },
  );
  // the milk declares milk; the sugar may contain traces of nuts (ingredient allergens, issue 12)
  await t.sql(
    `insert into ingredienti_allergeni (ingrediente_id, allergene_id, tipo)
     select ?, id, 'contiene' from allergeni where nome = 'Latte'
     union all select ?, id, 'tracce' from allergeni where nome = 'Frutta a guscio'`,
    [ing.latte, ing.zucchero],
  );
  const [sorbetto] = await t.sql<{ id: number }>(`select id from profili_bilanciamento where nome = 'Sorbetto'`);
  sorbettoId = await gusto('Sorbetto prova', [{ ingrediente_id: ing.acqua, quantita: 1, unita: 'l' }], { profilo_id: sorbetto!.id });
  vuotoId = await gusto('Solo pezzi prova', [{ ingrediente_id: ing.vaniglia, quantita: 2, unita: 'pz' }]);
});
afterAll(async () => t?.close());

const righe = (r: { nome: string; grammi: number | null; quantita: number }[]) => r.map((x) => [x.nome, x.grammi, x.quantita]);

describe('GET /gusti/:id/foglio-pesata', () => {
  it('4 trays of 5 l at 35 % overrun: mix mass from the mix density, lines, 2 equal cycles, batch cost (DOMAIN.md example)', async () => {
    const res = await get('vaschette=4&volume_l=5&overrun=0.35');
    expect(res.status).toBe(200);
    const f = res.body;
    expect(f).toMatchObject({
      gusto_id: gustoId,
      nome: 'Fiordilatte prova',
      versione: 1,
      tipo: 'gelato',
      modo: 'vaschette',
      densita_mix: 1.095,
      kg_mix: 16.223,
      vaschette: 4,
      volume_l: 5,
      overrun: 0.35,
      capacita_min_kg: 2,
      capacita_max_kg: 10,
      risoluzione_g: 1,
      risoluzione_precisione_g: 0.1,
      soglia_precisione_g: 100,
      kg_ciclo: 8.112,
      food_cost_kg: 3.8352,
      costo_lotto: 65.21,
      costo_arrotondamento_pezzi: 2.99,
      grammi_totali: 16222.6,
      allergeni: ['Latte', 'Uova'],
      tracce: ['Frutta a guscio'],
      note: 'Pastorizzare a 85 °C, maturare 6 ore',
      avvisi: [],
    });
    expect(righe(f.righe)).toEqual([
      ['Latte prova', 9902, 9.9022],
      ['Panna prova', 3268, 3300.8],
      ['Zucchero prova', 2970, 2970.6],
      ['Neutro prova', 82.6, 82.6],
      ['Vaniglia prova', null, 18],
    ]);
    expect(f.righe[1]).toEqual({ ingrediente_id: ing.panna, nome: 'Panna prova', unita: 'ml', quantita: 3300.8, grammi: 3268, bilancia: 'principale', pezzi_esatti: null, ruolo: 'base' });
    expect(f.righe[3]).toMatchObject({ grammi: 82.6, bilancia: 'precisione' });
    expect(f.righe[4]).toMatchObject({ quantita: 18, pezzi_esatti: 16.5, bilancia: null });
    // every total is the sum of its cycles (2 × 4951 = 9902 …), and the cycle's grams add up to its mass
    for (const [i, r] of f.righe.entries()) expect(r.grammi ?? r.quantita).toBeCloseTo(2 * (f.cicli[0].righe[i].grammi ?? f.cicli[0].righe[i].quantita), 6);
    expect(f.cicli.map((c: { numero: number; kg: number }) => [c.numero, c.kg])).toEqual([
      [1, 8.112],
      [2, 8.112],
    ]);
    expect(righe(f.cicli[0].righe).map(([n, g, q]) => [n, g ?? q])).toEqual([
      ['Latte prova', 4951],
      ['Panna prova', 1634],
      ['Zucchero prova', 1485],
      ['Neutro prova', 41.3],
      ['Vaniglia prova', 9],
    ]);
    expect(res.queries).toBeLessThanOrEqual(8);
  });

  it('3 equal cycles when the freezer takes at most 6 kg; the settings are read as saved', async () => {
    const put = await t.rest('PUT', '/api/laboratorio', { token: tk.admin, body: { capacita_max_kg: 6 } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ capacita_min_kg: 2, capacita_max_kg: 6, risoluzione_g: 1, overrun_gelato: 0.3, overrun_sorbetto: 0.2 });
    const f = (await get('vaschette=4&volume_l=5&overrun=0,35', 'manager')).body;
    expect(f.cicli).toHaveLength(3);
    expect(f.kg_ciclo).toBe(5.408);
    for (const c of f.cicli) {
      expect(c.kg).toBe(5.408);
      expect(c.righe.map((r: { grammi: number | null; quantita: number }) => r.grammi ?? r.quantita)).toEqual([3301, 1089, 990, 27.5, 6]);
    }
    await t.rest('PUT', '/api/laboratorio', { token: tk.admin, body: { capacita_max_kg: 10 } });
  });

  it('kg mode, grams rounded to the scale resolution (5 g), pieces rounded up; a cycle under the minimum load is flagged', async () => {
    await t.rest('PUT', '/api/laboratorio', { token: tk.admin, body: { risoluzione_g: 5, capacita_min_kg: 4 } });
    const f = (await get('kg=3')).body;
    await t.rest('PUT', '/api/laboratorio', { token: tk.admin, body: { risoluzione_g: 1, capacita_min_kg: 2 } });
    expect(f).toMatchObject({ modo: 'kg', kg_mix: 3, vaschette: null, volume_l: null, overrun: null, risoluzione_g: 5, costo_lotto: 13.41 });
    expect(f.righe.map((r: { grammi: number | null; quantita: number }) => r.grammi ?? r.quantita)).toEqual([1830, 605, 550, 15.3, 4]);
    expect(f.cicli).toHaveLength(1);
    expect(f.avvisi).toEqual(['Ogni ciclo (3 kg) è sotto il carico minimo del mantecatore (4 kg)']);
  });

  it('default overrun by mix type: 0.30 for gelato, 0.20 for a flavour whose profile is Sorbetto', async () => {
    // gelato: 4 × 5 × 1.095046 / 1.3 = 16.8469 kg
    expect((await get('vaschette=4&volume_l=5')).body).toMatchObject({ tipo: 'gelato', overrun: 0.3, kg_mix: 16.847 });
    // water: density 1 → 2 × 5 × 1 / 1.2 = 8.333 kg; 1 l of water (1 kg) scaled: 8.333 l, 8333 g
    const s = (await get('vaschette=2&volume_l=5', 'operatore', sorbettoId)).body;
    expect(s).toMatchObject({ tipo: 'sorbetto', overrun: 0.2, densita_mix: 1, kg_mix: 8.333 });
    expect(s.righe).toEqual([{ ingrediente_id: ing.acqua, nome: 'Acqua prova', unita: 'l', quantita: 8.333, grammi: 8333, bilancia: 'principale', pezzi_esatti: null, ruolo: 'base' }]);
  });

  it('Italian 400s for bad input, 404 for an unknown flavour, 409 for a recipe without mass', async () => {
    const casi: [string, string][] = [
      ['', 'Indica i kg di miscela (kg) oppure il numero di vaschette con il loro volume (vaschette e volume_l), non entrambi'],
      ['kg=2&vaschette=3&volume_l=5', 'Indica i kg di miscela (kg) oppure il numero di vaschette con il loro volume (vaschette e volume_l), non entrambi'],
      ['kg=0', 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000'],
      ['kg=-1', 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000'],
      ['kg=abc', 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000'],
      ['kg=1001', 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000'],
      ['kg=5&overrun=0.3', "L'overrun si indica solo con le vaschette: con i kg di miscela non serve"],
      ['vaschette=2.5&volume_l=5', 'Il numero di vaschette deve essere un intero tra 1 e 100'],
      ['vaschette=0&volume_l=5', 'Il numero di vaschette deve essere un intero tra 1 e 100'],
      ['vaschette=4', 'Indica il volume di ogni vaschetta in litri (volume_l)'],
      ['volume_l=5', 'Il numero di vaschette deve essere un intero tra 1 e 100'],
      ['vaschette=4&volume_l=0', 'Il volume della vaschetta deve essere un numero di litri maggiore di 0 e non oltre 50'],
      ['vaschette=4&volume_l=5&overrun=3', "L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)"],
      ['vaschette=4&volume_l=5&overrun=-0.1', "L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)"],
      ['kg=5&formato=docx', 'Formato non valido: json oppure pdf'],
    ];
    for (const [q, error] of casi) {
      const res = await get(q);
      expect([q, res.status, res.body]).toEqual([q, 400, { error }]);
    }
    expect((await get('kg=5', 'admin', 999999)).status).toBe(404);
    const vuoto = await get('kg=5', 'admin', vuotoId);
    expect([vuoto.status, vuoto.body]).toEqual([409, { error: 'Il gusto non ha ingredienti a peso nella ricetta: impossibile preparare il foglio di pesata' }]);
  });

  it('every role reads it; operators never get costs and never sheets of inactive flavours; anonymous is 401', async () => {
    const op = await get('kg=5', 'operatore');
    expect(op.status).toBe(200);
    expect(op.body).not.toHaveProperty('food_cost_kg');
    expect(op.body).not.toHaveProperty('costo_lotto');
    expect(JSON.stringify(op.body)).not.toMatch(/cost/);
    expect((await get('kg=5', 'manager')).body).toMatchObject({ food_cost_kg: 3.8352, costo_lotto: 21, costo_arrotondamento_pezzi: 1.83 });
    expect((await t.rest('GET', url(gustoId, 'kg=5'))).status).toBe(401);
    await t.rest('PATCH', `/api/gusti/${sorbettoId}/disattiva`, { token: tk.admin });
    expect((await get('kg=5', 'operatore', sorbettoId)).status).toBe(404);
    expect((await get('kg=5', 'admin', sorbettoId)).status).toBe(200);
    await t.rest('PATCH', `/api/gusti/${sorbettoId}/attiva`, { token: tk.admin });
  });
});

describe('GraphQL foglioPesata', () => {
  const Q = `query($id: Int!, $kg: Float, $v: Int, $l: Float, $o: Float) { foglioPesata(gustoId: $id, kg: $kg, vaschette: $v, volumeL: $l, overrun: $o) {
    gustoId versione tipo kgMix densitaMix overrun kgCiclo cicli { numero kg righe { nome grammi quantita } } righe { ingredienteId nome unita quantita grammi } allergeni tracce avvisi } }`;
  const QC = `query($id: Int!) { foglioPesata(gustoId: $id, kg: 5) { kgMix foodCostKg costoLotto } }`;

  it('the same sheet as REST, camelCase', async () => {
    const res = await t.gql(Q, { id: gustoId, v: 4, l: 5, o: 0.35 }, tk.operatore);
    expect(res.errors).toBeUndefined();
    expect(res.data!.foglioPesata).toMatchObject({ kgMix: 16.223, densitaMix: 1.095, overrun: 0.35, kgCiclo: 8.112, allergeni: ['Latte', 'Uova'], tracce: ['Frutta a guscio'] });
    expect(res.data!.foglioPesata.cicli).toHaveLength(2);
    expect(res.data!.foglioPesata.righe[4]).toEqual({ ingredienteId: ing.vaniglia, nome: 'Vaniglia prova', unita: 'pz', quantita: 18, grammi: null });
  });

  it('costs for admin and manager only; validation errors are BAD_USER_INPUT', async () => {
    expect((await t.gql(QC, { id: gustoId }, tk.manager)).data!.foglioPesata).toEqual({ kgMix: 5, foodCostKg: 3.8352, costoLotto: 21 });
    const op = await t.gql(QC, { id: gustoId }, tk.operatore);
    expect(op.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.gql(Q, { id: gustoId, kg: 0 }, tk.admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql(Q, { id: gustoId, kg: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('PDF of the weighing sheet', () => {
  it('A4 with flavour, version, date, batch, cycles with their lines, allergens and notes; no costs; inline file name', async () => {
    const res = await getPdf(t, url(gustoId, 'vaschette=4&volume_l=5&overrun=0.35&formato=pdf'), tk.operatore);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="foglio-pesata_Fiordilatte_prova_v1_16.223kg.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(isPdf(res.pdf)).toBe(true);
    const text = testoCompatto(await pdfText(res.pdf));
    expect(text).toContain('Foglio di pesata · Fiordilatte prova');
    expect(text).toContain('Ricetta versione 1 · Gelato');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    expect(text).toContain('16,223 kg');
    expect(text).toContain('4 vaschette da 5 l · overrun 35 % · densità miscela 1,095 kg/l');
    expect(text).toContain('2 cicli uguali da 8,112 kg');
    expect(text).toContain('Ciclo 1 di 2 · 8,112 kg');
    expect(text).toContain('Ciclo 2 di 2 · 8,112 kg');
    expect(text).toMatch(/Latte prova 4951 g principale 1 g 4,951 kg/);
    expect(text).toMatch(/Panna prova 1634 g principale 1 g 1650,4 ml/);
    expect(text).toMatch(/Neutro prova 41,3 g PRECISIONE 0,1 g/);
    expect(text).toMatch(/Vaniglia prova 9 pz a pezzi 9 pz/);
    // the cycle's total and the batch's (the sum of the cycles)
    expect(text).toMatch(/Totale 8111,3 g/);
    expect(text).toContain('Totale del lotto (somma dei 2 cicli)');
    expect(text).toMatch(/Latte prova 9902 g/);
    expect(text).toMatch(/Totale 16\.?222,6 g/);
    expect(text).toContain('Vaniglia prova: 18 pz invece di 16,5 (arrotondati per eccesso in ogni ciclo, +1,5 pz)');
    expect(text).toContain('Latte, Uova');
    expect(text).toContain('Può contenere tracce di: Frutta a guscio');
    expect(text).toContain('Pastorizzare a 85 °C, maturare 6 ore');
    expect(text).not.toMatch(/€|costo/i);
    const png = await pdfPagePng(res.pdf, { nome: 'foglio-pesata' });
    if (process.env.SALVA_PNG) console.log(png);
  });

  it('printed for a recorded production: the production lot of its line (L + date + line id) in JSON, GraphQL and the PDF', async () => {
    const [pv] = await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Laboratorio foglio') returning id`);
    const prod = await t.rest('POST', '/api/produzione', { token: tk.manager, body: { data: '2026-11-20', punto_vendita_id: pv!.id, gusti: [{ gusto_id: gustoId, quantita_kg: 5 }] } });
    expect(prod.status, JSON.stringify(prod.body)).toBe(201);
    const [riga] = await t.sql<{ id: number }>('select id from produzione_righe where produzione_id = ?', [prod.body.id]);
    const lotto = `L20261120-${riga!.id}`;
    const json = await get(`kg=5&produzione_id=${prod.body.id}`, 'operatore');
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    expect(json.body).toMatchObject({ lotto_produzione: lotto, data_produzione: '2026-11-20' });
    expect((await get('kg=5')).body).toMatchObject({ lotto_produzione: null, data_produzione: null });
    const gql = await t.gql(`query($id: Int!, $p: Int) { foglioPesata(gustoId: $id, kg: 5, produzioneId: $p) { lottoProduzione } }`, { id: gustoId, p: prod.body.id }, tk.operatore);
    expect(gql.data?.foglioPesata).toEqual({ lottoProduzione: lotto });
    const res = await getPdf(t, url(gustoId, `kg=5&produzione_id=${prod.body.id}&formato=pdf`), tk.operatore);
    expect(res.status).toBe(200);
    const text = testoCompatto(await pdfText(res.pdf));
    expect(text).toContain(`Lotto di produzione: ${lotto} · prodotto il 20/11/2026`);
    expect(text).toContain(`Ricetta versione 1 · Gelato · lotto ${lotto}`);
    const altra = await get('kg=5&produzione_id=999999');
    expect([altra.status, altra.body.error]).toEqual([404, 'Produzione non trovata o senza questo gusto']);
  });

  it('errors stay JSON with Italian messages', async () => {
    const res = await getPdf(t, url(gustoId, 'kg=0&formato=pdf'), tk.admin);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000' });
  });
});

describe('Laboratory settings', () => {
  it('admin writes (min ≤ max, Italian 400s), every role reads, others are 403; single keys are validated too', async () => {
    for (const [body, error] of [
      [{ capacita_min_kg: 0 }, 'La capacità del mantecatore è un numero di kg maggiore di 0 e non oltre 500'],
      [{ capacita_max_kg: 'tanti' }, 'La capacità del mantecatore è un numero di kg maggiore di 0 e non oltre 500'],
      [{ capacita_min_kg: 12 }, 'La capacità minima del mantecatore non può superare la massima'],
      [{ risoluzione_g: 0 }, 'La risoluzione della bilancia è un numero di grammi tra 0.01 e 100'],
      [{ overrun_gelato: 2.5 }, "L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)"],
    ] as const) {
      const res = await t.rest('PUT', '/api/laboratorio', { token: tk.admin, body: grezzo(body) });
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
    expect((await t.rest('PUT', '/api/laboratorio', { token: tk.manager, body: { risoluzione_g: 2 } })).status).toBe(403);
    expect((await t.rest('GET', '/api/laboratorio', { token: tk.operatore })).body).toEqual({
      capacita_min_kg: 2,
      capacita_max_kg: 10,
      risoluzione_g: 1,
      risoluzione_precisione_g: 0.1,
      soglia_precisione_g: 100,
      overrun_gelato: 0.3,
      overrun_sorbetto: 0.2,
      shelf_life_gelato_giorni: 60,
      shelf_life_sorbetto_giorni: 60,
      ragione_sociale: null,
      indirizzo: null,
      partita_iva: null,
    });
    const key = await t.rest('PUT', '/api/config/overrun_sorbetto', { token: tk.admin, body: { valore: '0,25' } });
    expect(key.body).toMatchObject({ chiave: 'overrun_sorbetto', valore: '0.25' });
    expect((await t.rest('PUT', '/api/config/overrun_sorbetto', { token: tk.admin, body: { valore: 'x' } })).status).toBe(400);
    const g = await t.gql(`{ impostazioniLaboratorio { overrunSorbetto capacitaMaxKg } }`, {}, tk.operatore);
    expect(g.data).toEqual({ impostazioniLaboratorio: { overrunSorbetto: 0.25, capacitaMaxKg: 10 } });
    const m = await t.gql(`mutation { impostaLaboratorio(input: { overrunSorbetto: 0.2 }) { overrunSorbetto } }`, {}, tk.manager);
    expect(m.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await t.gql(`mutation { impostaLaboratorio(input: { overrunSorbetto: 0.2, capacitaMinKg: null }) { overrunSorbetto capacitaMinKg } }`, {}, tk.admin);
    expect(ok.data).toEqual({ impostaLaboratorio: { overrunSorbetto: 0.2, capacitaMinKg: 2 } });
    const [log] = await t.sql<{ dettagli: string }>(`select dettagli from log_attivita where dettagli like 'Impostazioni laboratorio%' order by id desc limit 1`);
    expect(log!.dettagli).toBe('Impostazioni laboratorio: overrun_sorbetto = 0.2');
  });
});
