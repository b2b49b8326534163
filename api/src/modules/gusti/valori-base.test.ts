/**
 * Issue 27, what the stored values missed (DOMAIN.md "Gelato science", "Recipe versions and the
 * weighing sheet", "Allergens and the EU label"), hand-computed through the real app:
 * - a sorbet with and without a variegate: PAC/POD and the curve of the base lines only, cost and
 *   nutrition of every line;
 * - a piece weighs n × peso_pezzo_g in the stored mass, cost per kg and nutrition;
 * - versions keep `caratterizzante`; a flavour's own sales name on both doors and on the label;
 * - "di cui polioli" with the Annex XIV factors on the label JSON and PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { creaCategoria } from '../../../test/allergeni.fixtures.js';
import { getPdf, pdfText, testoCompatto } from '../../../test/pdf.js';

let t: TestApp;
let admin: string;
let categoria: number;
const ids: Record<string, number> = {};

const crea = async (chiave: string, body: Record<string, unknown>) => {
  const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: grezzo({ unita_misura: 'kg', fornitore: 'Prova', allergeni_contiene: [], allergeni_tracce: [], ...body }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  ids[chiave] = res.body.id;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.tokens());
  categoria = await creaCategoria(t, 'Sorbetti di prova');
  await crea('acqua', { nome: 'Acqua T', costo_per_unita: 0, acqua: 100, calorie: 0, grassi: 0, carboidrati: 0, proteine: 0 });
  await crea('zucchero', { nome: 'Zucchero T', costo_per_unita: 1, acqua: 0, saccarosio: 100, calorie: 400, carboidrati: 100, zuccheri: 100, grassi: 0, proteine: 0 });
  // a variegate: entered PAC/POD (no spectrum), so its 150/120 would count if it were in the mix
  await crea('salsa', { nome: 'Salsa T', costo_per_unita: 5, acqua: 50, pac: 150, pod: 120, calorie: 300, carboidrati: 75, zuccheri: 70, grassi: 0, proteine: 0 });
  await crea('bacca', { nome: 'Bacca T', unita_misura: 'pz', costo_per_unita: 2, peso_pezzo_g: 4, acqua: 20, pac: 0, pod: 0, calorie: 250, carboidrati: 60, grassi: 0, proteine: 0 });
  await crea('maltitolo', { nome: 'Maltitolo T', costo_per_unita: 6, acqua: 0, maltitolo: 100, calorie: 240, carboidrati: 100, zuccheri: 0, grassi: 0, proteine: 0 });
  await crea('eritritolo', { nome: 'Eritritolo T', costo_per_unita: 7, acqua: 0, eritritolo: 100, calorie: 0, carboidrati: 100, zuccheri: 0, grassi: 0, proteine: 0 });
}, 120_000);
afterAll(async () => t?.close());

const BASE = () => [
  { ingrediente_id: ids.acqua, quantita: 700, unita: 'g' },
  { ingrediente_id: ids.zucchero, quantita: 300, unita: 'g' },
  { ingrediente_id: ids.bacca, quantita: 1, unita: 'pz' },
];
const VARIEGATO = () => ({ ingrediente_id: ids.salsa, quantita: 100, unita: 'g', ruolo: 'variegato' });

const valori = async (id: number) =>
  (await t.sql<Record<string, string>>('select massa_kg, food_cost, pac, pod, pac_kg, pod_kg, kcal, carboidrati from gusti where id = ?', [id]))[0]!;

describe('a sorbet with and without a variegate (stored values, analysis)', () => {
  it('without: the piece weighs 4 g; M = 1.004 kg; PAC 300 g, 298.80 per kg; food cost 2.2908; kcal 120.52', async () => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Sorbetto prova', categoria, ingredienti: BASE() }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;
    // m = 0.7 + 0.3 + 1 × 4 g = 1.004 kg; cost 0.3 × 1 + 1 × 2 = 2.3 €: 2.3 / 1.004 = 2.29084
    // PAC = 0.3 × 1000 × 100 / 100 = 300 g; per kg 300 / 1.004 = 298.805; kcal (0.3 × 400 + 0.004 × 250) / 1.004 = 120.518
    expect(await valori(id)).toEqual({ massa_kg: '1.0040', food_cost: '2.2908', pac: '300.00', pod: '300.00', pac_kg: '298.80', pod_kg: '298.80', kcal: '120.52', carboidrati: '30.12' });
    const g = await t.gql(`query($id: Int!) { gusto(id: $id) { massaKg pacKg kcal } }`, { id }, admin);
    expect(g.data.gusto).toEqual({ massaKg: 1.004, pacKg: 298.8, kcal: 120.52 });
    // the mix's water (0.7 × 100 + 0.004 × 20) / 1.004 = 69.8008; PAC 29.8805 per 100 g; s = 42.8082:
    // FPD 2.60 + 0.8082 / 3 × (2.78 − 2.60) = 2.6485 °C below zero
    const a = await t.rest('GET', `/api/gusti/${id}/analisi`, { token: admin });
    expect(a.body.massa_kg).toBeCloseTo(1.004, 6);
    expect(a.body.pac_totale).toBeCloseTo(29.8805, 3);
    expect(a.body.punto_congelamento).toBeCloseTo(-2.6485, 3);
  });

  it('with 100 g of sauce as a variegate: PAC, POD, per kg and the curve unchanged; cost and kcal of everything', async () => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Sorbetto prova variegato', categoria, ingredienti: [...BASE(), VARIEGATO()] }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;
    // M = 1.104; cost 2.3 + 0.1 × 5 = 2.8 → 2.53623; kcal (121 + 30) / 1.104 = 136.775; PAC of the base: 300 (not 450), per kg 300 / 1.004
    expect(await valori(id)).toEqual({ massa_kg: '1.1040', food_cost: '2.5362', pac: '300.00', pod: '300.00', pac_kg: '298.80', pod_kg: '298.80', kcal: '136.78', carboidrati: '34.18' });
    const a = await t.rest('GET', `/api/gusti/${id}/analisi`, { token: admin });
    expect(a.body.massa_kg).toBeCloseTo(1.004, 6);
    expect(a.body.punto_congelamento).toBeCloseTo(-2.6485, 3);
    // the same sauce in the base: PAC 300 + 0.1 × 10 × 150 = 450 g (what the variegate must not add)
    const inBase = await t.rest('PUT', `/api/gusti/${id}`, { token: admin, body: grezzo({ ingredienti: [...BASE(), { ...VARIEGATO(), ruolo: 'base' }] }) });
    expect(inBase.status, JSON.stringify(inBase.body)).toBe(200);
    expect(await valori(id)).toMatchObject({ pac: '450.00', pod: '420.00', pac_kg: '407.61' });
  });

  it('a change of the mass per piece recomputes the flavours that use it (6 g: M = 1.006)', async () => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Sorbetto pezzi', categoria, ingredienti: BASE() }) });
    const id = res.body.id as number;
    const up = await t.rest('PUT', `/api/ingredienti/${ids.bacca}`, { token: admin, body: grezzo({ peso_pezzo_g: 6 }) });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    // 2.3 / 1.006 = 2.28628; 300 / 1.006 = 298.211
    expect(await valori(id)).toMatchObject({ massa_kg: '1.0060', food_cost: '2.2863', pac_kg: '298.21' });
    await t.rest('PUT', `/api/ingredienti/${ids.bacca}`, { token: admin, body: grezzo({ peso_pezzo_g: 4 }) });
  });
});

describe('versions keep caratterizzante; the flavour\'s own sales name', () => {
  it('marking a line characterising makes a new version; each version shows the flag as recorded (REST and GraphQL)', async () => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Sorbetto versioni', categoria, ingredienti: BASE() }) });
    const id = res.body.id as number;
    const v1 = res.body.versione as number;
    const righe = BASE().map((r) => (r.ingrediente_id === ids.zucchero ? { ...r, caratterizzante: true } : r));
    const up = await t.rest('PUT', `/api/gusti/${id}`, { token: admin, body: grezzo({ ingredienti: righe }) });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.versione).toBe(v1 + 1);
    const prima = await t.rest('GET', `/api/gusti/${id}/versioni/${v1}`, { token: admin });
    const dopo = await t.rest('GET', `/api/gusti/${id}/versioni/${v1 + 1}`, { token: admin });
    expect(prima.body.righe.map((r: { caratterizzante: boolean }) => r.caratterizzante)).toEqual([false, false, false]);
    expect(dopo.body.righe.map((r: { caratterizzante: boolean }) => r.caratterizzante)).toEqual([false, true, false]);
    const q = await t.gql(`query($id: Int!, $n: Int!) { versioneRicetta(gustoId: $id, numero: $n) { massaKg righe { nome caratterizzante } } }`, { id, n: v1 + 1 }, admin);
    expect(q.errors).toBeUndefined();
    // the version's mass counts the piece: 1.004 kg
    expect(q.data.versioneRicetta.massaKg).toBe(1.004);
    expect(q.data.versioneRicetta.righe).toEqual([
      { nome: 'Acqua T', caratterizzante: false },
      { nome: 'Zucchero T', caratterizzante: true },
      { nome: 'Bacca T', caratterizzante: false },
    ]);
    // restoring version 1 clears the flag again (a new version)
    const rip = await t.rest('POST', `/api/gusti/${id}/versioni/${v1}/ripristina`, { token: admin, body: {} });
    expect(rip.status, JSON.stringify(rip.body)).toBe(200);
    const [r] = await t.sql<{ caratterizzante: boolean }>('select caratterizzante from gusti_ingredienti where gusto_id = ? and ingrediente_id = ?', [id, ids.zucchero]);
    expect(r!.caratterizzante).toBe(false);
  });

  it('denominazione: stored on both doors, printed on the label instead of "Gelato al …"; blank = back to the built one', async () => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Limone nero', categoria, ingredienti: BASE(), denominazione: 'Sorbetto artigianale al limone nero' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.denominazione).toBe('Sorbetto artigianale al limone nero');
    const id = res.body.id as number;
    const e = await t.rest('GET', `/api/gusti/${id}/etichetta?peso_netto_g=500`, { token: admin });
    expect(e.body.denominazione).toBe('Sorbetto artigianale al limone nero');
    const pdf = await getPdf(t, `/api/gusti/${id}/etichetta?formato=pdf&peso_netto_g=500`, admin);
    expect(testoCompatto(await pdfText(pdf.pdf))).toContain('Sorbetto artigianale al limone nero');
    const m = await t.gql(`mutation($id: Int!, $input: AggiornaGustoInput!) { aggiornaGusto(id: $id, input: $input) { denominazione } }`, { id, input: { denominazione: '' } }, admin);
    expect(m.errors).toBeUndefined();
    expect(m.data.aggiornaGusto.denominazione).toBeNull();
    const e2 = await t.rest('GET', `/api/gusti/${id}/etichetta`, { token: admin });
    expect(e2.body.denominazione).toBe('Gelato al limone nero');
    const lunga = await t.rest('PUT', `/api/gusti/${id}`, { token: admin, body: grezzo({ denominazione: 'x'.repeat(151) }) });
    expect(lunga.status).toBe(400);
    expect(lunga.body).toEqual({ error: 'La denominazione di vendita non può superare 150 caratteri' });
  });
});

describe('polyols in the nutrition declaration (Annex XV, Annex XIV)', () => {
  it('800 g water, 150 g maltitol, 50 g erythritol: carbohydrate 20 g, of which sugars 0, of which polyols 20 g; 150 kJ / 36 kcal', async () => {
    const res = await t.rest('POST', '/api/gusti', {
      token: admin,
      body: grezzo({
        nome: 'Senza zucchero prova',
        categoria,
        ingredienti: [
          { ingrediente_id: ids.acqua, quantita: 800, unita: 'g' },
          { ingrediente_id: ids.maltitolo, quantita: 150, unita: 'g' },
          { ingrediente_id: ids.eritritolo, quantita: 50, unita: 'g' },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;
    const e = await t.rest('GET', `/api/gusti/${id}/etichetta`, { token: admin });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    // energy: (20 − 20) × 17 + (20 − 5) × 10 + 5 × 0 = 150 kJ; (20 − 20) × 4 + 15 × 2.4 + 0 = 36 kcal
    expect(e.body.nutrizione).toMatchObject({ energia_kj: 150, energia_kcal: 36, carboidrati: 20, zuccheri: 0, polioli: 20 });
    expect(e.body.nutrizione_testo).toMatchObject({ energia: '150 kJ / 36 kcal', carboidrati: '20 g', zuccheri: '0 g', polioli: '20 g' });
    const pdf = testoCompatto(await pdfText((await getPdf(t, `/api/gusti/${id}/etichetta?formato=pdf`, admin)).pdf));
    expect(pdf).toMatch(/di cui polioli\s+20 g/);
    // a product without polyols has no such line
    const senza = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Sorbetto senza polioli', categoria, ingredienti: BASE() }) });
    const e2 = await t.rest('GET', `/api/gusti/${senza.body.id}/etichetta`, { token: admin });
    expect(e2.body.nutrizione.polioli).toBeNull();
    expect(testoCompatto(await pdfText((await getPdf(t, `/api/gusti/${senza.body.id}/etichetta?formato=pdf`, admin)).pdf))).not.toContain('di cui polioli');
  });
});
