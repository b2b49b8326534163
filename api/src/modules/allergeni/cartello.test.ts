import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { creaCategoria, creaIngredientiAllergeni, ricettaNocciola } from '../../../test/allergeni.fixtures.js';
import { getPdf, pdfPagePng, pdfPagine, pdfText, testoCompatto } from '../../../test/pdf.js';

/** The allergen sign: a sales point with no recent production (issue 34 item 16), rows kept whole (issue 27). */

let t: TestApp;
let admin: string;
let operatore: string;
let pvNuovo: number;
const N = 36;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operatore } = await t.tokens());
  const ids = await creaIngredientiAllergeni(t);
  const categoria = await creaCategoria(t);
  for (let i = 1; i <= N; i++) {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: `Nocciola ${String(i).padStart(2, '0')}`, categoria, ingredienti: ricettaNocciola(ids) }) });
    expect(res.status).toBe(201);
  }
  const pv = await t.rest('POST', '/api/punti-vendita', { token: admin, body: grezzo({ nome: 'Chiosco al mare', indirizzo: 'Lungomare 3' }) });
  expect(pv.status, JSON.stringify(pv.body)).toBe(201);
  pvNuovo = pv.body.puntoVendita.id;
});
afterAll(async () => t?.close());

describe('allergen sign of a sales point', () => {
  it('nothing produced there lately: every active flavour, said in plain Italian (no empty sign)', async () => {
    const json = await t.rest('GET', `/api/punti-vendita/${pvNuovo}/cartello-allergeni?formato=json`, { token: operatore });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ giorni: null, senza_produzioni_recenti: true });
    expect(json.body.gusti).toHaveLength(N);
    expect(json.body.gusti[0]).toMatchObject({ nome: 'Nocciola 01', allergeni: ['Frutta a guscio (nocciole)', 'Latte', 'Uova'], tracce: ['Arachidi', 'Soia'] });
    const gql = await t.gql('query($id: Int!) { cartelloAllergeni(puntoVenditaId: $id) { giorni senzaProduzioniRecenti gusti { nome } } }', { id: pvNuovo }, operatore);
    expect(gql.data.cartelloAllergeni).toMatchObject({ giorni: null, senzaProduzioniRecenti: true });
    const pdf = await getPdf(t, `/api/punti-vendita/${pvNuovo}/cartello-allergeni`, operatore);
    const testo = testoCompatto(await pdfText(pdf.pdf));
    expect(testo).toContain('Tutti i gusti attivi (nessuna produzione recente in questo punto vendita)');
    expect(testo).not.toContain('Nessun gusto in vendita');
    expect(testo).toContain('Nocciola 01');
  });

  it('a flavour row never breaks across pages: on every page each flavour has its allergens beside it', async () => {
    const pdf = await getPdf(t, `/api/punti-vendita/${pvNuovo}/cartello-allergeni?tutti=true`, admin);
    expect(await pdfPagine(pdf.pdf)).toBeGreaterThan(1);
    const pagine = (await pdfText(pdf.pdf)).split('\f').filter((p) => p.trim() !== '');
    let visti = 0;
    for (const pagina of pagine) {
      const righe = pagina.split('\n');
      righe.forEach((r, i) => {
        const m = /Nocciola (\d{2})/.exec(r);
        if (!m) return;
        visti++;
        // the row: name, allergen badges and names, traces — within the next lines of the same page
        const riga = testoCompatto(righe.slice(Math.max(0, i - 2), i + 3).join(' '));
        expect(riga, `Nocciola ${m[1]}`).toContain('Frutta a guscio (nocciole), Latte, Uova');
        expect(riga, `Nocciola ${m[1]}`).toContain('Arachidi, Soia');
      });
    }
    expect(visti).toBe(N);
    if (process.env.SALVA_PNG) {
      console.log(await pdfPagePng(pdf.pdf, { nome: 'cartello-p1', dpi: 70 }));
      console.log(await pdfPagePng(pdf.pdf, { nome: 'cartello-p2', dpi: 70, pagina: 2 }));
    }
  });
});
