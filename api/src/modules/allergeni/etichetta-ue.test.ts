import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { creaCategoria } from '../../../test/allergeni.fixtures.js';
import { getPdf, pdfFormatoMm, pdfPagePng, pdfTextRaw, testoCompatto } from '../../../test/pdf.js';
import { calcolaEtichetta, type IngredienteEtichettaInput } from './etichetta.js';

/**
 * The EU label with every particular of Reg. (EU) 1169/2011 Art. 9 (issue 27), for the demo's
 * Pistacchio and Stracciatella recipes, read back from the PDF (pdftotext) as a customer would.
 *
 * Pistacchio (masses in kg): latte 0.6 l × 1.03 = 0.618, panna 0.060, latte scremato in polvere 0.035,
 * zucchero 0.135, destrosio 0.040, stabilizzante 0.005, pasta di pistacchi 0.100; M = 0.993.
 *   Order by mass: latte, zucchero, pistacchi, panna, destrosio, polvere, stabilizzante.
 *   QUID: "pasta di pistacchi" is named by "Gelato al pistacchio": 0.100 / 0.993 = 10.07 % → 10,1%.
 * Stracciatella: latte 0.618, panna 0.150, polvere 0.040, zucchero 0.130, destrosio 0.030,
 *   stabilizzante 0.005, cioccolato 0.080 (line marked characterising); M = 1.053.
 *   Order: latte, panna, zucchero, cioccolato, polvere, destrosio, stabilizzante.
 *   QUID cioccolato: 0.080 / 1.053 = 7.597 % → 7,6%; its cocoa: burro 38 + solidi 22 = 60 % minimo.
 *   The chocolate (7.6 % ≥ 2 %) is followed by its own ingredients, soya named in them.
 * Vaniglia: latte 1 l × 1.03 = 1.03, zucchero 0.2, bacca di vaniglia 2 pz × 3 g = 0.006, stabilizzante
 *   0.005; M = 1.241: the bean (0.006 / 1.241 = 0.48 % → 0,5%) comes before the stabiliser.
 * Production of 2026-06-01: durability 60 days (gelato) → 2026-07-31; lot L20260601-<line id>.
 */

let t: TestApp;
let admin: string;
let operatore: string;
const ing: Record<string, number> = {};
const gusti: Record<string, number> = {};
let produzioneId: number;
let rigaPistacchio: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operatore } = await t.tokens());
  const crea = async (k: string, body: Record<string, unknown>) => {
    const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: grezzo({ fornitore: 'Prova', costo_per_unita: 1, allergeni_contiene: [], allergeni_tracce: [], ...body }) });
    if (res.status !== 201) throw new Error(`${k}: ${JSON.stringify(res.body)}`);
    ing[k] = res.body.id;
  };
  await crea('latte', { nome: 'Latte intero', nome_etichetta: 'latte intero', unita_misura: 'l', densita: 1.03, allergeni_contiene: ['Latte'] });
  await crea('panna', { nome: 'Panna 35%', nome_etichetta: 'panna', unita_misura: 'l', allergeni_contiene: ['Latte'] });
  await crea('polvere', { nome: 'Latte magro in polvere', nome_etichetta: 'latte scremato in polvere', unita_misura: 'kg', allergeni_contiene: ['Latte'] });
  await crea('zucchero', { nome: 'Saccarosio', nome_etichetta: 'zucchero', unita_misura: 'kg' });
  await crea('destrosio', { nome: 'Destrosio', nome_etichetta: 'destrosio', unita_misura: 'kg' });
  await crea('stabilizzante', {
    nome: 'Stabilizzante neutro',
    unita_misura: 'kg',
    additivo: { categoria: 'addensanti', nome: 'farina di semi di carrube, gomma di guar', e_numero: null },
  });
  await crea('pistacchio', { nome: 'Pasta di pistacchio pura', nome_etichetta: 'pasta di pistacchi', unita_misura: 'kg', allergeni_contiene: ['Frutta a guscio'], allergeni_tracce: ['Arachidi'] });
  await crea('cioccolato', {
    nome: 'Cioccolato per stracciatella',
    nome_etichetta: 'cioccolato fondente',
    unita_misura: 'kg',
    burro_cacao: 38,
    solidi_cacao: 22,
    ingredienti_composti: 'pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di soia, aroma naturale di vaniglia',
    allergeni_contiene: ['Soia'],
    allergeni_tracce: ['Latte'],
  });
  await crea('vaniglia', { nome: 'Bacca di vaniglia Bourbon', nome_etichetta: 'bacca di vaniglia', unita_misura: 'pz', peso_pezzo_g: 3 });
  const categoria = await creaCategoria(t);
  const gusto = async (nome: string, ingredienti: Record<string, unknown>[]) => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome, categoria, ingredienti }) });
    if (res.status !== 201) throw new Error(`${nome}: ${JSON.stringify(res.body)}`);
    gusti[nome] = res.body.id;
  };
  await gusto('Pistacchio', [
    { ingrediente_id: ing.latte, quantita: 600, unita: 'ml' },
    { ingrediente_id: ing.panna, quantita: 60, unita: 'ml' },
    { ingrediente_id: ing.polvere, quantita: 35, unita: 'g' },
    { ingrediente_id: ing.zucchero, quantita: 135, unita: 'g' },
    { ingrediente_id: ing.destrosio, quantita: 40, unita: 'g' },
    { ingrediente_id: ing.stabilizzante, quantita: 5, unita: 'g' },
    { ingrediente_id: ing.pistacchio, quantita: 100, unita: 'g' },
  ]);
  await gusto('Stracciatella', [
    { ingrediente_id: ing.latte, quantita: 600, unita: 'ml' },
    { ingrediente_id: ing.panna, quantita: 150, unita: 'ml' },
    { ingrediente_id: ing.polvere, quantita: 40, unita: 'g' },
    { ingrediente_id: ing.zucchero, quantita: 130, unita: 'g' },
    { ingrediente_id: ing.destrosio, quantita: 30, unita: 'g' },
    { ingrediente_id: ing.stabilizzante, quantita: 5, unita: 'g' },
    { ingrediente_id: ing.cioccolato, quantita: 80, unita: 'g', caratterizzante: true },
  ]);
  await gusto('Vaniglia', [
    { ingrediente_id: ing.latte, quantita: 1, unita: 'l' },
    { ingrediente_id: ing.zucchero, quantita: 200, unita: 'g' },
    { ingrediente_id: ing.vaniglia, quantita: 2, unita: 'pz' },
    { ingrediente_id: ing.stabilizzante, quantita: 5, unita: 'g' },
  ]);
  const lab = await t.rest('PUT', '/api/laboratorio', {
    token: admin,
    body: { ragione_sociale: 'Gelateria Rossi S.r.l.', indirizzo: 'Via Roma 1, 40121 Bologna (BO)', partita_iva: 'IT 01234567897' },
  });
  expect(lab.status, JSON.stringify(lab.body)).toBe(200);
  const [pv] = await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  const prod = await t.rest('POST', '/api/produzione', {
    token: admin,
    body: { data: '2026-06-01', punto_vendita_id: pv!.id, gusti: [{ gusto_id: gusti.Pistacchio, quantita_kg: 5 }] },
  });
  expect(prod.status, JSON.stringify(prod.body)).toBe(201);
  produzioneId = prod.body.id;
  rigaPistacchio = (await t.sql<{ id: number }>('select id from produzione_righe where produzione_id = ?', [produzioneId]))[0]!.id;
});
afterAll(async () => t?.close());

/** The text as read: pdftotext puts a space at each change of weight (bold allergens) before punctuation. */
const letto = (pdf: string) =>
  testoCompatto(pdf)
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;)])/g, '$1')
    .replace(/\( /g, '(');

const OPERATORE = 'Prodotto da: Gelateria Rossi S.r.l. · Via Roma 1, 40121 Bologna (BO) · P.IVA 01234567897';

describe('EU label of Pistacchio and Stracciatella (Reg. 1169/2011 Art. 9)', () => {
  it('Pistacchio from a production line: sales name, specific nut, QUID, additive, net quantity, date, storage, operator, lot (JSON)', async () => {
    const res = await t.rest('GET', `/api/gusti/${gusti.Pistacchio}/etichetta?peso_netto_g=500&produzione_id=${produzioneId}`, { token: operatore });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      denominazione: 'Gelato al pistacchio',
      ingredienti_testo:
        'Ingredienti: LATTE intero, zucchero, pasta di PISTACCHI 10,1%, panna (LATTE), destrosio, LATTE scremato in polvere, addensanti: farina di semi di carrube, gomma di guar. Può contenere: ARACHIDI.',
      peso_netto_g: 500,
      da_consumarsi_entro: '2026-07-31',
      conservazione: 'Conservare a −18 °C. Una volta scongelato, non ricongelare',
      operatore: { ragione_sociale: 'Gelateria Rossi S.r.l.', indirizzo: 'Via Roma 1, 40121 Bologna (BO)', partita_iva: '01234567897' },
      lotto: `L20260601-${rigaPistacchio}`,
    });
    // every particular is there: the only warning is the test ingredients' missing nutrition
    expect(res.body.avvisi).toEqual([expect.stringMatching(/^Valori nutrizionali mancanti per: /)]);
    expect(res.body.ingredienti_testo).not.toMatch(/glutine|frutta a guscio/i);
  });

  it('Pistacchio read back from the 100×70 PDF', async () => {
    const pdf = await getPdf(t, `/api/gusti/${gusti.Pistacchio}/etichetta?formato=pdf&misura=100x70&peso_netto_g=500&produzione_id=${produzioneId}`, operatore);
    expect(pdf.status).toBe(200);
    expect(await pdfFormatoMm(pdf.pdf)).toEqual({ larghezza: 100, altezza: 70 });
    const testo = letto(await pdfTextRaw(pdf.pdf));
    for (const atteso of [
      'Gelato al pistacchio',
      'Ingredienti: latte intero, zucchero, pasta di pistacchi 10,1%',
      'addensanti: farina di semi di carrube, gomma di guar',
      'Peso netto',
      '500 g',
      'Da consumarsi preferibilmente entro il: 31/07/2026',
      `Lotto: L20260601-${rigaPistacchio}`,
      'Conservare a −18 °C. Una volta scongelato, non ricongelare.',
      OPERATORE,
    ]) {
      expect(testo).toContain(atteso);
    }
    expect(testo).not.toMatch(/glutine|frutta a guscio/i);
    if (process.env.SALVA_PNG) console.log(await pdfPagePng(pdf.pdf, { nome: 'etichetta-pistacchio-100x70', dpi: 250 }));
  });

  it('Stracciatella read back from the A4 PDF: compound chocolate with its list and cocoa, QUID of a characterising line, no lot out of production', async () => {
    const json = await t.rest('GET', `/api/gusti/${gusti.Stracciatella}/etichetta?peso_netto_g=750`, { token: admin });
    expect(json.body.denominazione).toBe('Gelato alla stracciatella');
    expect(json.body.ingredienti_testo).toBe(
      'Ingredienti: LATTE intero, panna (LATTE), zucchero, cioccolato fondente 7,6% (pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di SOIA, aroma naturale di vaniglia; cacao: 60% minimo), LATTE scremato in polvere, destrosio, addensanti: farina di semi di carrube, gomma di guar.',
    );
    expect(json.body.lotto).toBeNull();
    // today (Europe/Rome) + 60 days
    const [oggi] = await t.sql<{ d: string }>(`select to_char((now() at time zone 'Europe/Rome')::date + 60, 'YYYY-MM-DD') as d`);
    expect(json.body.da_consumarsi_entro).toBe(oggi!.d);
    const pdf = await getPdf(t, `/api/gusti/${gusti.Stracciatella}/etichetta?formato=pdf&misura=a4&peso_netto_g=750`, operatore);
    expect(await pdfFormatoMm(pdf.pdf)).toEqual({ larghezza: 210, altezza: 297 });
    const testo = letto(await pdfTextRaw(pdf.pdf));
    expect(testo.match(/Gelato alla stracciatella/g)).toHaveLength(8);
    for (const atteso of ['cioccolato fondente 7,6% (pasta di cacao', 'lecitina di soia', 'cacao: 60% minimo)', '750 g', 'Da consumarsi preferibilmente entro il:', OPERATORE]) {
      expect(testo).toContain(atteso);
    }
    expect(testo).not.toContain('Lotto');
    if (process.env.SALVA_PNG) console.log(await pdfPagePng(pdf.pdf, { nome: 'etichetta-stracciatella-a4', dpi: 110 }));
  });

  it('a piece with its mass counts in the order, the percentage and the nutrition; GraphQL answers the same particulars', async () => {
    const res = await t.gql(
      `query($id: Int!) { etichetta(gustoId: $id, pesoNettoG: 500) { denominazione ingredientiTesto pesoNettoG daConsumarsiEntro lotto operatore { ragioneSociale partitaIva } } }`,
      { id: gusti.Vaniglia },
      operatore,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.etichetta).toMatchObject({
      denominazione: 'Gelato alla vaniglia',
      ingredientiTesto: 'Ingredienti: LATTE intero, zucchero, bacca di vaniglia 0,5%, addensanti: farina di semi di carrube, gomma di guar.',
      pesoNettoG: 500,
      lotto: null,
      operatore: { ragioneSociale: 'Gelateria Rossi S.r.l.', partitaIva: '01234567897' },
    });
  });
});

describe('label rules (pure)', () => {
  const base = (x: Partial<IngredienteEtichettaInput> & { nome: string; massaKg: number }): IngredienteEtichettaInput => ({
    nomeEtichetta: null,
    caratterizzante: false,
    aPezzi: false,
    contiene: [],
    grassi: 0,
    grassiSaturi: 0,
    carboidrati: 0,
    zuccheri: 0,
    fibre: 0,
    proteine: 0,
    sale: 0,
    alcol: 0,
    ...x,
  });
  it('a compound ingredient under 2 % keeps only its allergens; "glutine" alone is named and flagged', () => {
    // biscotti 0.015 / 1.000 = 1.5 % < 2 %: their list is left out, the wheat in it still shown
    const e = calcolaEtichetta({
      denominazione: 'Gelato al fior di latte',
      ingredienti: [
        base({ nome: 'latte', massaKg: 0.985, contiene: ['Latte'] }),
        base({ nome: 'biscotti', massaKg: 0.015, contiene: ['Glutine', 'Uova'], ingredientiComposti: 'farina di frumento, zucchero, uova, burro' }),
      ],
      allergeni: ['Glutine', 'Latte', 'Uova'],
      manuali: [],
      tracce: [],
      nonDichiarati: [],
    });
    // "latte" is named in the sales name: its QUID too
    expect(e.testo).toBe('Ingredienti: LATTE 98,5%, biscotti (GLUTINE, UOVA).');
    expect(e.avvisi).toEqual(['Indicare il cereale o la frutta a guscio specifici nel nome o negli ingredienti composti di: biscotti (glutine)']);
    // at 2 % or more the list is printed and names the cereal: no warning
    const f = calcolaEtichetta({
      denominazione: 'Gelato al fior di latte',
      ingredienti: [
        base({ nome: 'latte', massaKg: 0.95, contiene: ['Latte'] }),
        base({ nome: 'biscotti', massaKg: 0.05, contiene: ['Glutine', 'Uova'], ingredientiComposti: 'farina di frumento, zucchero, uova, burro' }),
      ],
      allergeni: ['Glutine', 'Latte', 'Uova'],
      manuali: [],
      tracce: [],
      nonDichiarati: [],
    });
    expect(f.testo).toBe('Ingredienti: LATTE 95%, biscotti (farina di FRUMENTO, zucchero, UOVA, burro).');
    expect(f.avvisi).toEqual([]);
  });
});
