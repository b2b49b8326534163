import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { creaCategoria, creaIngredientiAllergeni, ricettaLimone, ricettaNocciola, type NomeIngredienteAllergeni } from '../../../test/allergeni.fixtures.js';
import type { RigaRicetta } from '../../../test/catalogo.fixtures.js';
import { getPdf, isPdf, pdfFormatoMm, pdfPagePng, pdfPagine, pdfText, testoCompatto } from '../../../test/pdf.js';
import { SQL_RIGHE_A_ZERO } from '../../db/migrations/Migration20261129110000RigheAZero.js';
import { arrotondaMacro, arrotondaSale, arrotondaSaturi } from './etichetta.js';

let t: TestApp;
let admin: string;
let operatore: string;
let ids: Record<NomeIngredienteAllergeni, number>;
let nocciolaId: number;
let limoneId: number;
let categoria: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operatore } = await t.tokens());
  ids = await creaIngredientiAllergeni(t);
  categoria = await creaCategoria(t);
  const crea = async (nome: string, ingredienti: RigaRicetta[]) => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: { nome, categoria, ingredienti } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  nocciolaId = await crea('Nocciola', ricettaNocciola(ids));
  limoneId = await crea('Sorbetto al limone', ricettaLimone(ids));
});
afterAll(async () => t?.close());

describe('rounding (Commission guidance, December 2012)', () => {
  it('fat, carbohydrate, sugars, protein, fibre: whole above 10 g, 1 decimal below, "< 0,5 g" at 0.5 g and under', () => {
    expect(arrotondaMacro(15.529)).toEqual({ valore: 16, testo: '16 g' });
    expect(arrotondaMacro(10)).toEqual({ valore: 10, testo: '10 g' });
    expect(arrotondaMacro(9.94)).toEqual({ valore: 9.9, testo: '9,9 g' });
    expect(arrotondaMacro(0.51)).toEqual({ valore: 0.5, testo: '0,5 g' });
    expect(arrotondaMacro(0.5)).toEqual({ valore: 0, testo: '< 0,5 g' });
    expect(arrotondaMacro(0)).toEqual({ valore: 0, testo: '0 g' });
  });
  it('saturates "< 0,1 g" at 0.1 g and under; salt 2 decimals below 1 g, 1 above, "< 0,01 g" at 0.0125 g and under', () => {
    expect(arrotondaSaturi(6.272)).toEqual({ valore: 6.3, testo: '6,3 g' });
    expect(arrotondaSaturi(0.1)).toEqual({ valore: 0, testo: '< 0,1 g' });
    expect(arrotondaSale(0.0745)).toEqual({ valore: 0.07, testo: '0,07 g' });
    expect(arrotondaSale(1.26)).toEqual({ valore: 1.3, testo: '1,3 g' });
    expect(arrotondaSale(0.0125)).toEqual({ valore: 0, testo: '< 0,01 g' });
  });
});

describe('GET /api/gusti/:id/etichetta', () => {
  /**
   * Nocciola, M = 1.000 kg (masses in kg): latte 0.5 l × 1.03 = 0.515, panna 0.200, zucchero 0.160,
   * pasta di nocciole 0.100, tuorlo 0.025 -> 51.5 %, 20 %, 16 %, 10 %, 2.5 % (descending mass, not
   * recipe order). QUID: "pasta di nocciole" is named by "Nocciola" (nocciol-), the tuorlo is marked
   * characterising.
   * Per 100 g = Σ m_i × x_i / M:
   *   grassi   = 0.515×3.6 + 0.2×35 + 0.1×60 + 0.025×27      = 1.854 + 7 + 6 + 0.675 = 15.529 -> 16 g
   *   saturi   = 0.515×2.3 + 0.2×22 + 0.1×4.5 + 0.025×9.5    = 6.272 -> 6,3 g
   *   carboid. = 0.515×4.8 + 0.2×3 + 0.16×100 + 0.1×6 + 0.025×0.5 = 19.6845 -> 20 g
   *   zuccheri = 2.472 + 0.6 + 16 + 0.4 + 0.0125             = 19.4845 -> 19 g
   *   fibre    = 0.1×10 = 1.0 -> 1,0 g ; proteine = 1.6995 + 0.4 + 1.4 + 0.4 = 3.8995 -> 3,9 g
   *   sale     = 0.0515 + 0.02 + 0.003 = 0.0745 -> 0,07 g
   *   kJ   = 37×15.529 + 17×19.6845 + 17×3.8995 + 8×1.0 = 574.573 + 334.6365 + 66.2915 + 8 = 983.501 -> 984
   *   kcal = 9×15.529 + 4×19.6845 + 4×3.8995 + 2×1.0   = 139.761 + 78.738 + 15.598 + 2 = 236.097 -> 236
   */
  it('5 ingredients: order by mass (density for liquids), QUID, allergens, traces, Annex XIV energy and rounding', async () => {
    const res = await t.rest('GET', `/api/gusti/${nocciolaId}/etichetta`, { token: admin });
    expect(res.status).toBe(200);
    // sales name (Art. 17): the flavour type and its name
    expect(res.body.denominazione).toBe('Gelato alla nocciola');
    // allergens named specifically and emphasised: the word that names them, or the allergen after a name that does not
    expect(res.body.ingredienti).toEqual([
      { nome: 'latte intero', percentuale: 51.5, allergene: true, allergeni: ['Latte'], quid: false, testo: 'LATTE intero' },
      { nome: 'panna', percentuale: 20, allergene: true, allergeni: ['Latte'], quid: false, testo: 'panna (LATTE)' },
      { nome: 'zucchero', percentuale: 16, allergene: false, allergeni: [], quid: false, testo: 'zucchero' },
      { nome: 'pasta di nocciole', percentuale: 10, allergene: true, allergeni: ['Frutta a guscio'], quid: true, testo: 'pasta di NOCCIOLE 10%' },
      { nome: "tuorlo d'uovo", percentuale: 2.5, allergene: true, allergeni: ['Uova'], quid: true, testo: "TUORLO d'UOVO 2,5%" },
    ]);
    // the nut named specifically (Annex II point 8), from the ingredient that contains it
    expect(res.body.allergeni).toEqual(['Frutta a guscio (nocciole)', 'Latte', 'Uova']);
    // Latte is a trace of the hazelnut paste but the flavour contains it: not a trace
    expect(res.body.tracce).toEqual(['Arachidi', 'Soia']);
    expect(res.body.nutrizione).toEqual({
      energia_kj: 984,
      energia_kcal: 236,
      grassi: 16,
      grassi_saturi: 6.3,
      carboidrati: 20,
      zuccheri: 19,
      fibre: 1,
      proteine: 3.9,
      sale: 0.07,
      polioli: null, // none in this product: no "di cui polioli" line
    });
    expect(res.body.nutrizione_testo).toEqual({
      energia: '984 kJ / 236 kcal',
      grassi: '16 g',
      grassi_saturi: '6,3 g',
      carboidrati: '20 g',
      zuccheri: '19 g',
      fibre: '1,0 g',
      proteine: '3,9 g',
      sale: '0,07 g',
      polioli: null,
    });
    expect(res.body.testo).toBe("Ingredienti: LATTE intero, panna (LATTE), zucchero, pasta di NOCCIOLE 10%, TUORLO d'UOVO 2,5%. Può contenere: ARACHIDI, SOIA.");
    expect(res.body.ingredienti_testo).toBe(res.body.testo);
    // not printed from a production: no lot, no net quantity, the business not yet set
    expect(res.body).toMatchObject({ peso_netto_g: null, lotto: null, conservazione: 'Conservare a −18 °C. Una volta scongelato, non ricongelare' });
    expect(res.body.operatore).toEqual({ ragione_sociale: null, indirizzo: null, partita_iva: null });
    expect(res.body.avvisi).toEqual([
      'Ragione sociale e indirizzo del laboratorio non impostati (Impostazioni › Laboratorio): obbligatori in etichetta',
      'Quantità netta non indicata: si scrive a mano sulla confezione',
    ]);
  });

  /**
   * Sorbetto al limone, M = 0.55 + 0.25 + 0.2 = 1.000 kg (vaniglia: 1 pz, no mass, listed last without %):
   *   grassi 0.2×0.4 = 0.08 -> "< 0,5 g"; saturi 0.2×0.2 = 0.04 -> "< 0,1 g"; carboidrati 25 + 0.2×6.9 = 26.38 -> 26 g
   *   zuccheri 25 + 0.5 = 25.5 -> 26 g (25.5 rounds half up); fibre 0 -> "0 g"; proteine 0.08 -> "< 0,5 g"; sale 0.002 -> "< 0,01 g"
   *   kJ = 37×0.08 + 17×26.38 + 17×0.08 = 2.96 + 448.46 + 1.36 = 452.78 -> 453; kcal = 0.72 + 105.52 + 0.32 = 106.56 -> 107
   */
  it('"< 0,5 g" cases, pieces last without a percentage, QUID named in the sales name, warnings', async () => {
    const res = await t.rest('GET', `/api/gusti/${limoneId}/etichetta`, { token: operatore });
    expect(res.status).toBe(200);
    expect(res.body.ingredienti.map((i: { nome: string; percentuale: number | null; quid: boolean }) => [i.nome, i.percentuale, i.quid])).toEqual([
      ['Acqua', 55, false],
      ['zucchero', 25, false],
      ['Succo di limone', 20, true],
      ['Bacca di vaniglia', null, false],
    ]);
    expect(res.body.nutrizione).toEqual({ energia_kj: 453, energia_kcal: 107, grassi: 0, grassi_saturi: 0, carboidrati: 26, zuccheri: 26, fibre: 0, proteine: 0, sale: 0, polioli: null });
    expect(res.body.nutrizione_testo).toMatchObject({ grassi: '< 0,5 g', grassi_saturi: '< 0,1 g', fibre: '0 g', proteine: '< 0,5 g', sale: '< 0,01 g' });
    expect(res.body.testo).toBe('Ingredienti: Acqua, zucchero, Succo di limone 20%, Bacca di vaniglia.');
    expect(res.body.allergeni).toEqual([]);
    expect(res.body.avvisi.slice(0, 2)).toEqual([
      'Allergeni non dichiarati per: Bacca di vaniglia',
      "Peso del pezzo mancante per: Bacca di vaniglia (in fondo all'elenco, fuori dai valori nutrizionali)",
    ]);
  });

  it('GraphQL etichetta(gustoId) in camelCase, for every role', async () => {
    const q = `query($id: Int!) { etichetta(gustoId: $id) { denominazione testo tracce ingredienti { nome percentuale quid allergene }
      nutrizione { energiaKj energiaKcal grassiSaturi sale } nutrizioneTesto { energia sale } } }`;
    for (const token of [admin, operatore]) {
      const res = await t.gql(q, { id: nocciolaId }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.etichetta.nutrizione).toEqual({ energiaKj: 984, energiaKcal: 236, grassiSaturi: 6.3, sale: 0.07 });
      expect(res.data.etichetta.nutrizioneTesto.energia).toBe('984 kJ / 236 kcal');
      expect(res.data.etichetta.ingredienti[3]).toEqual({ nome: 'pasta di nocciole', percentuale: 10, quid: true, allergene: true });
    }
  });

  it('400 for a bad format or size, 404 for an unknown flavour, 401 without a token; operators do not see inactive flavours', async () => {
    expect((await t.rest('GET', `/api/gusti/${nocciolaId}/etichetta?formato=docx`, { token: admin })).body).toEqual({ error: 'Formato non valido: usa json o pdf' });
    const misura = await t.rest('GET', `/api/gusti/${nocciolaId}/etichetta?formato=pdf&misura=a6`, { token: admin });
    expect(misura.status).toBe(400);
    expect(misura.body.error).toBe('Misura non valida: usa 100x70 o a4');
    for (const q of ['peso_netto_g=0', 'peso_netto_g=-5', 'peso_netto_g=abc']) {
      const r = await t.rest('GET', `/api/gusti/${nocciolaId}/etichetta?${q}`, { token: admin });
      expect([q, r.status, r.body]).toEqual([q, 400, { error: 'La quantità netta (peso_netto_g) deve essere un numero di grammi maggiore di 0 e non oltre 100000' }]);
    }
    const gqlPeso = await t.gql('query($id: Int!) { etichetta(gustoId: $id, pesoNettoG: 0) { testo } }', { id: nocciolaId }, admin);
    expect(gqlPeso.errors?.[0]?.message).toBe('La quantità netta (peso_netto_g) deve essere un numero di grammi maggiore di 0 e non oltre 100000');
    expect((await t.rest('GET', `/api/gusti/${nocciolaId}/etichetta?produzione_id=999999`, { token: admin })).body).toEqual({ error: 'Produzione non trovata o senza questo gusto' });
    expect((await t.rest('GET', '/api/gusti/999999/etichetta', { token: admin })).status).toBe(404);
    expect((await t.rest('GET', `/api/gusti/${nocciolaId}/etichetta`)).status).toBe(401);
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Archiviato', categoria: 'Creme', ingredienti: [] } });
    await t.rest('PATCH', `/api/gusti/${res.body.id}/disattiva`, { token: admin });
    expect((await t.rest('GET', `/api/gusti/${res.body.id}/etichetta`, { token: operatore })).status).toBe(404);
    const gql = await t.gql('query($id: Int!) { etichetta(gustoId: $id) { testo } }', { id: res.body.id }, operatore);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.rest('GET', `/api/gusti/${res.body.id}/etichetta`, { token: admin })).status).toBe(200);
  });

  it('PDF 100×70 mm and A4 sheet of 8: the label text with the allergens, the nutrition table; page rendered to PNG', async () => {
    const res = await getPdf(t, `/api/gusti/${nocciolaId}/etichetta?formato=pdf&peso_netto_g=500`, operatore);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(isPdf(res.pdf)).toBe(true);
    expect(await pdfFormatoMm(res.pdf)).toEqual({ larghezza: 100, altezza: 70 });
    // 100×70: ingredients and nutrition side by side (the layout interleaves the two columns' lines)
    const testo = testoCompatto(await pdfText(res.pdf)).replace(/\s+/g, ' ');
    for (const atteso of ['Gelato alla nocciola', 'Ingredienti:', 'panna (latte)', 'zucchero', 'pasta di nocciole 10%', 'Può', 'arachidi, soia', '984 kJ / 236', '6,3 g', '0,07 g', '500 g']) {
      expect(testo).toContain(atteso);
    }
    // A4: 8 labels on one page, each whole
    const a4 = await getPdf(t, `/api/gusti/${nocciolaId}/etichetta?formato=pdf&misura=a4&peso_netto_g=500`, admin);
    expect(a4.status).toBe(200);
    expect(await pdfFormatoMm(a4.pdf)).toEqual({ larghezza: 210, altezza: 297 });
    expect(await pdfPagine(a4.pdf)).toBe(1);
    const testoA4 = testoCompatto(await pdfText(a4.pdf));
    expect(testoA4.match(/Gelato alla nocciola/g)).toHaveLength(8);
    expect(testoA4.match(/Energia 984 kJ \/ 236/g)).toHaveLength(8);
    const limone = testoCompatto(await pdfText((await getPdf(t, `/api/gusti/${limoneId}/etichetta?formato=pdf`, admin)).pdf));
    expect(limone).toContain('Sorbetto al limone');
    expect(limone).toMatch(/Grassi\s+< 0,5 g/);
    expect(limone).toMatch(/Sale\s+< 0,01 g/);
    if (process.env.SALVA_PNG) {
      console.log(await pdfPagePng(res.pdf, { nome: 'etichetta-100x70', dpi: 200 }));
      console.log(await pdfPagePng(a4.pdf, { nome: 'etichetta-a4', dpi: 100 }));
    }
  });
});

describe('recipe lines at 0 (issue 34)', () => {
  const conZero = () => ricettaNocciola(ids).map((r) => (r.ingrediente_id === ids.nocciole ? { ...r, quantita: 0 } : r));
  const ingredientiRest = async (id: number) =>
    (JSON.parse((await t.rest('GET', `/api/gusti/${id}`, { token: admin })).body.ingredienti) as { ingrediente_id: number; quantita: number }[]).map((r) => r.ingrediente_id);
  const stampati = async (id: number) => {
    const etichetta = (await t.rest('GET', `/api/gusti/${id}/etichetta`, { token: admin })).body;
    const foglio = (await t.rest('GET', `/api/gusti/${id}/foglio-pesata?kg=5`, { token: admin })).body;
    return { etichetta: etichetta.ingredienti.map((r: { nome: string }) => r.nome), testo: etichetta.testo as string, allergeni: etichetta.allergeni, foglio: foglio.righe.map((r: { nome: string }) => r.nome) };
  };

  it('a line at 0 is dropped on save on both doors and in the recipe versions; the label and the weighing sheet never show it', async () => {
    const creato = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Fiordilatte a zero', categoria, ingredienti: conZero() } });
    expect(creato.status).toBe(201);
    const id = creato.body.id as number;
    expect(await ingredientiRest(id)).not.toContain(ids.nocciole);
    expect(await ingredientiRest(id)).toHaveLength(4);
    // GraphQL: an update with a line at 0 drops it too; the hazelnut line at 100 g comes back in version 2
    const m = `mutation($id: Int!, $input: AggiornaGustoInput!) { aggiornaGusto(id: $id, input: $input) { versione ricetta { ingredienteId quantita } } }`;
    const righe = (q: number) => ricettaNocciola(ids).map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.ingrediente_id === ids.nocciole ? q : r.quantita, unita: r.unita }));
    const su = await t.gql(m, { id, input: { ingredienti: righe(100) } }, admin);
    expect(su.errors).toBeUndefined();
    expect(su.data.aggiornaGusto.ricetta.map((r: { ingredienteId: number }) => r.ingredienteId)).toContain(ids.nocciole);
    const giu = await t.gql(m, { id, input: { ingredienti: righe(0) } }, admin);
    expect(giu.errors).toBeUndefined();
    expect(giu.data.aggiornaGusto.versione).toBe(3);
    expect(giu.data.aggiornaGusto.ricetta.map((r: { ingredienteId: number }) => r.ingredienteId)).not.toContain(ids.nocciole);
    for (const n of [1, 3]) {
      const v = await t.rest('GET', `/api/gusti/${id}/versioni/${n}`, { token: admin });
      expect(v.body.righe.map((r: { ingrediente_id: number }) => r.ingrediente_id), `versione ${n}`).not.toContain(ids.nocciole);
    }
    const p = await stampati(id);
    expect(p.etichetta).not.toContain('pasta di nocciole');
    expect(p.testo).not.toMatch(/NOCCIOLE/);
    expect(p.foglio).toHaveLength(4);
  });

  it('lines at 0 stored before: never printed; the migration drops them (recipe and versions) and keeps the allergens they declared', async () => {
    const creato = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Nocciola vecchia', categoria, ingredienti: ricettaNocciola(ids) } });
    const id = creato.body.id as number;
    // as an earlier release stored it: the hazelnut paste at 0 in the recipe and in its version
    await t.sql(`update gusti_ingredienti set quantita = 0 where gusto_id = ? and ingrediente_id = ?`, [id, ids.nocciole]);
    await t.sql(`update gusti_versioni_righe set quantita = 0 where ingrediente_id = ? and versione_id in (select id from gusti_versioni where gusto_id = ?)`, [ids.nocciole, id]);
    const prima = await stampati(id);
    expect(prima.etichetta).not.toContain('pasta di nocciole');
    expect(prima.foglio).not.toContain('Pasta di nocciole');
    expect(prima.foglio).toHaveLength(4);
    expect(prima.allergeni).toContain('Frutta a guscio'); // derivation unchanged
    const versioni = async () => (await t.sql<{ n: number }>('select count(*)::int as n from gusti_versioni where gusto_id = ?', [id]))[0]!.n;
    const versioniPrima = await versioni();
    for (const sql of SQL_RIGHE_A_ZERO) await t.sql(sql);
    const zeri = await t.sql<{ n: number }>(
      `select (select count(*) from gusti_ingredienti where quantita = 0) + (select count(*) from gusti_versioni_righe where quantita = 0) as n`,
    );
    expect(Number(zeri[0]!.n)).toBe(0);
    expect(await versioni()).toBe(versioniPrima);
    const dopo = await stampati(id);
    expect(dopo.etichetta).toEqual(prima.etichetta);
    expect(dopo.allergeni).toEqual(prima.allergeni); // Frutta a guscio kept, now as a manual allergen
  });
});
