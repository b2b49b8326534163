import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { attesoDatabasePerso, numeriFuori, prontoEntro, scritturaInterrotta, servitaEntro10s, terminaConnessioni } from '../../../test/guasti.js';

/**
 * Confirming an invoice's receipt (POST /api/ricevimenti with the invoice, its article lines and
 * the prices updated) when the app's database connections are terminated ("Faults are normal"):
 * the request is answered quickly (never hangs), the receipt is written whole (the document, its two
 * lot lines, the remembered article mappings, the ingredients' new price) or nothing at all, the app
 * serves the next confirmation within seconds, and a receipt answered 201 is still there after.
 */
const suPostgres = !!process.env.DATABASE_URL;
let t: TestApp;
let admin: string;
let fornitore = 0;
const ing = { latte: 0, panna: 0 };

type Stato = Record<'ricevimenti' | 'righe' | 'articoli' | 'costo_latte' | 'costo_panna', number>;
const stato = (): Promise<Stato> =>
  numeriFuori(
    t,
    {
      ricevimenti: 'select count(*)::int from ricevimenti',
      righe: 'select count(*)::int from ricevimenti_righe',
      articoli: 'select count(*)::int from fornitori_articoli',
      costo_latte: 'select costo_per_unita::float8 from ingredienti where id = $1',
      costo_panna: 'select costo_per_unita::float8 from ingredienti where id = $2',
    },
    [ing.latte, ing.panna],
  );

/** The confirmation of invoice `n`: latte and panna at prices that change with `n` (two new article mappings the first time). */
const conferma = (n: number) =>
  t.rest('POST', '/api/ricevimenti', {
    token: admin,
    body: {
      fornitore_id: fornitore,
      data: '2026-11-20',
      numero_documento: `FT ${n}`,
      aggiorna_prezzi: true,
      fattura: { tipo_documento: 'TD01', nome_file: `IT01234567897_guasti${n}.xml`, sha256: createHash('sha256').update(`fattura ${n}`).digest('hex') },
      righe: [
        { ingrediente_id: ing.latte, lotto: `L-${n}`, scadenza: '2026-12-01', quantita: 12, prezzo_unitario: 1 + n / 100, codice_articolo: 'LAT-1', descrizione: 'Latte intero fresco', unita_fattura: 'LT', fattore_conversione: 1 },
        { ingrediente_id: ing.panna, lotto: `P-${n}`, scadenza: '2026-12-05', quantita: 6, prezzo_unitario: 4 + n / 100, codice_articolo: 'PAN-35', descrizione: 'Panna fresca 35%', unita_fattura: 'LT', fattore_conversione: 1 },
      ],
    },
  });

/** What one confirmation of invoice `n` leaves: one more receipt, two more lines, the two mappings, the prices of invoice `n`. */
function confermata(prima: Stato, dopo: Stato, n: number) {
  expect(dopo).toEqual({ ricevimenti: prima.ricevimenti + 1, righe: prima.righe + 2, articoli: 2, costo_latte: 1 + n / 100, costo_panna: 4 + n / 100 });
}

beforeAll(async () => {
  if (!suPostgres) return;
  t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '8000' });
  admin = await t.token('admin');
  const nuovo = async (nome: string) => {
    const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: { nome, unita_misura: 'l', costo_per_unita: 1, fornitore: 'Latteria Guasti', calorie: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  ing.latte = await nuovo('Latte intero guasti');
  ing.panna = await nuovo('Panna guasti');
  fornitore = (await t.sql<{ id: number }>(`insert into fornitori (ragione_sociale, partita_iva) values ('Latteria Guasti', '01234567897') returning id`))[0]!.id;
});
afterAll(async () => t?.close());

describe.skipIf(!suPostgres)('confirming a receipt with the database connections terminated', () => {
  it('terminated in the middle of the confirmation (document, lines, mappings and prices written, the activity log waiting): 503 in Italian within 5 s, nothing written; confirmed whole within seconds', async () => {
    const prima = await stato();
    const { res, ms } = await scritturaInterrotta(t, 'log_attivita', ['ricevimenti', 'ricevimenti_righe', 'fornitori_articoli', 'ingredienti'], () => conferma(1));
    attesoDatabasePerso(res);
    expect(ms).toBeLessThan(5_000);
    expect(await stato()).toEqual(prima);

    const ancora = await servitaEntro10s(t, () => conferma(1));
    expect(ancora.body.righe.map((r) => [r.lotto, r.quantita])).toEqual([
      ['L-1', 12],
      ['P-1', 6],
    ]);
    confermata(prima, await stato(), 1);
  });

  it('terminated just before the confirmation arrives: 201 or a 503 in Italian, whole or nothing, and the next confirmation written', async () => {
    const prima = await stato();
    expect(await terminaConnessioni(t)).toBeGreaterThan(0);
    const inizio = Date.now();
    const res = await conferma(2);
    expect(Date.now() - inizio).toBeLessThan(5_000);
    if (res.status === 201) confermata(prima, await stato(), 2);
    else {
      attesoDatabasePerso(res);
      expect(await stato()).toEqual(prima);
    }
    await servitaEntro10s(t, () => conferma(3));
    confermata({ ...prima, ricevimenti: prima.ricevimenti + (res.status === 201 ? 1 : 0), righe: prima.righe + (res.status === 201 ? 2 : 0) }, await stato(), 3);
  });

  it('a receipt answered 201 is kept when the connections are terminated right after: read back whole', async () => {
    const prima = await stato();
    const res = await conferma(4);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await terminaConnessioni(t)).toBeGreaterThan(0);
    expect(await prontoEntro(t, Date.now())).toBe(200);
    confermata(prima, await stato(), 4);
    const letto = await t.rest('GET', `/api/ricevimenti/${res.body.id}`, { token: admin });
    expect(letto.status).toBe(200);
    expect(letto.body.righe).toHaveLength(2);
  });
});
