import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { creaCatalogoTest, crema, registraProduzione, sorbetto, type NomeIngredienteTest, type NuovoIngrediente } from '../../../test/catalogo.fixtures.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
});
afterAll(async () => t?.close());

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);
const valido: NuovoIngrediente = { nome: 'Zucchero invertito', costo_per_unita: 2.4, unita_misura: 'kg', fornitore: 'Zuccherificio', pac: 190, pod: 130 };

describe('CRUD', () => {
  let id: number;

  it('creates with the spec fields (REST) and reads it back', async () => {
    // numbers as text ('' = none), as the spec's forms send them: the document lists numbers only
    const res = await t.rest('POST', '/api/ingredienti', { token: manager, body: grezzo({ ...valido, descrizione: 'Sciroppo', calorie: '300', sale: '' }) });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({
      nome: 'Zucchero invertito',
      descrizione: 'Sciroppo',
      costo_per_unita: 2.4,
      unita_misura: 'kg',
      fornitore: 'Zuccherificio',
      calorie: 300,
      carboidrati: null,
      sale: null,
      pac: 190,
      pod: 130,
      attivo: true,
    });
    const get = await t.rest('GET', `/api/ingredienti/${id}`, { token: admin });
    expect(get.body).toEqual(res.body);
  });

  it('updates only the fields sent; null clears an optional value', async () => {
    const res = await t.rest('PUT', `/api/ingredienti/${id}`, { token: admin, body: { costo_per_unita: 2.6, calorie: null } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nome: 'Zucchero invertito', costo_per_unita: 2.6, calorie: null, pac: 190 });
  });

  it('activate / deactivate and includi_disattivi', async () => {
    const off = await t.rest('PATCH', `/api/ingredienti/${id}/disattiva`, { token: manager });
    expect(off.body.attivo).toBe(false);
    expect((await t.rest('GET', '/api/ingredienti', { token: admin })).body.some((i: { id: number }) => i.id === id)).toBe(false);
    expect((await t.rest('GET', '/api/ingredienti?includi_disattivi=true', { token: admin })).body.some((i: { id: number }) => i.id === id)).toBe(true);
    const on = await t.rest('PATCH', `/api/ingredienti/${id}/attiva`, { token: manager });
    expect(on.body.attivo).toBe(true);
    const gql = await t.gql(`mutation($id: Int!) { disattivaIngrediente(id: $id) { attivo } }`, { id }, admin);
    expect(gql.data.disattivaIngrediente).toEqual({ attivo: false });
    const list = await t.gql('{ ingredienti(includiDisattivi: true) { id attivo costoPerUnita unitaMisura } }', {}, admin);
    expect(list.data.ingredienti.find((i: { id: number }) => i.id === id)).toEqual({ id, attivo: false, costoPerUnita: 2.6, unitaMisura: 'kg' });
    expect((await t.gql(`mutation($id: Int!) { attivaIngrediente(id: $id) { attivo } }`, { id }, admin)).data.attivaIngrediente).toEqual({ attivo: true });
  });

  it('GraphQL create / update / delete', async () => {
    const c = await t.gql(
      `mutation($i: IngredienteInput!) { creaIngrediente(input: $i) { id nome costoPerUnita unitaMisura fornitore pac pod attivo } }`,
      { i: { nome: 'Destrosio', costoPerUnita: 3.1, unitaMisura: 'g', fornitore: 'Zuccherificio', pac: 190, pod: 70 } },
      admin,
    );
    expect(c.errors).toBeUndefined();
    const nuovo = c.data.creaIngrediente;
    expect(nuovo).toMatchObject({ nome: 'Destrosio', costoPerUnita: 3.1, unitaMisura: 'g', pac: 190, pod: 70, attivo: true });
    const u = await t.gql(`mutation($id: Int!, $i: AggiornaIngredienteInput!) { aggiornaIngrediente(id: $id, input: $i) { nome pac } }`, { id: nuovo.id, i: { pac: 180 } }, manager);
    expect(u.data.aggiornaIngrediente).toEqual({ nome: 'Destrosio', pac: 180 });
    const d = await t.gql(`mutation($id: Int!) { eliminaIngrediente(id: $id) }`, { id: nuovo.id }, admin);
    expect(d.data.eliminaIngrediente).toBe(nuovo.id);
    expect((await t.rest('GET', `/api/ingredienti/${nuovo.id}`, { token: admin })).body).toEqual({ error: 'Ingrediente non trovato' });
  });

  it('writes the activity log', async () => {
    const rows = await sql<{ azione: string; dettagli: string }>(`select azione, dettagli from log_attivita where dettagli like '%ingrediente "%' order by id`);
    expect(rows.map((r) => r.azione)).toEqual(expect.arrayContaining(['creazione', 'modifica', 'attivazione', 'disattivazione', 'eliminazione']));
    expect(rows[0]!.dettagli).toBe(`Creato ingrediente "Zucchero invertito" (#${id})`);
  });
});

describe('validation (spec section 5)', () => {
  const casi: [string, Record<string, unknown>, string][] = [
    ['nome mancante', { ...valido, nome: undefined }, 'Il nome è obbligatorio'],
    ['nome vuoto', { ...valido, nome: '  ' }, 'Il nome è obbligatorio'],
    ['costo mancante', { ...valido, costo_per_unita: undefined }, 'Il costo per unità è obbligatorio'],
    ['costo negativo', { ...valido, costo_per_unita: -0.01 }, 'Il costo per unità deve essere un numero maggiore o uguale a 0'],
    ['costo non numerico', { ...valido, costo_per_unita: 'tanto' }, 'Il costo per unità deve essere un numero maggiore o uguale a 0'],
    ['unità mancante', { ...valido, unita_misura: undefined }, "L'unità di misura è obbligatoria"],
    ['unità non valida', { ...valido, unita_misura: 'tazze' }, "L'unità di misura deve essere una tra kg, l, g, ml, pz"],
    ['fornitore mancante', { ...valido, fornitore: '' }, 'Il fornitore è obbligatorio'],
    ['calorie negative', { ...valido, calorie: -1 }, 'Il valore di calorie deve essere un numero maggiore o uguale a 0'],
    ['carboidrati negativi', { ...valido, carboidrati: -1 }, 'Il valore di carboidrati deve essere un numero maggiore o uguale a 0'],
    ['zuccheri negativi', { ...valido, zuccheri: -1 }, 'Il valore di zuccheri deve essere un numero maggiore o uguale a 0'],
    ['grassi negativi', { ...valido, grassi: -1 }, 'Il valore di grassi deve essere un numero maggiore o uguale a 0'],
    ['proteine negative', { ...valido, proteine: -1 }, 'Il valore di proteine deve essere un numero maggiore o uguale a 0'],
    ['sale negativo', { ...valido, sale: -1 }, 'Il valore di sale deve essere un numero maggiore o uguale a 0'],
    ['PAC negativo', { ...valido, pac: -0.1 }, 'Il valore di PAC deve essere un numero maggiore o uguale a 0'],
    ['POD negativo', { ...valido, pod: 'x' }, 'Il valore di POD deve essere un numero maggiore o uguale a 0'],
  ];
  for (const [nome, body, messaggio] of casi) {
    it(`${nome} -> 400 "${messaggio}"`, async () => {
      const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: grezzo(body) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    });
  }

  it('update refuses blank required fields; GraphQL gets the same messages', async () => {
    const c = await t.rest('POST', '/api/ingredienti', { token: admin, body: { ...valido, nome: 'Sale fino' } });
    expect((await t.rest('PUT', `/api/ingredienti/${c.body.id}`, { token: admin, body: { fornitore: ' ' } })).body).toEqual({ error: 'Il fornitore è obbligatorio' });
    const g = await t.gql(`mutation($i: IngredienteInput!) { creaIngrediente(input: $i) { id } }`, { i: { nome: 'X', costoPerUnita: -1, unitaMisura: 'kg', fornitore: 'F' } }, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'Il costo per unità deve essere un numero maggiore o uguale a 0', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.rest('PUT', '/api/ingredienti/99999', { token: admin, body: {} })).status).toBe(404);
  });
});

describe('roles', () => {
  it('operatore gets 403 on everything (REST and GraphQL), anonymous 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/ingredienti'],
      ['GET', '/api/ingredienti/stats'],
      ['GET', '/api/ingredienti/1'],
      ['POST', '/api/ingredienti'],
      ['PUT', '/api/ingredienti/1'],
      ['DELETE', '/api/ingredienti/1'],
      ['PATCH', '/api/ingredienti/1/attiva'],
      ['PATCH', '/api/ingredienti/1/disattiva'],
    ] as const) {
      expect((await t.rest(method, url, { token: operatore, body: method === 'GET' ? undefined : valido })).status, `${method} ${url}`).toBe(403);
    }
    for (const q of ['{ ingredienti { id } }', '{ ingrediente(id: 1) { id } }', '{ statisticheIngredienti { totali { ingredientiAnalizzati } } }', 'mutation { eliminaIngrediente(id: 1) }']) {
      expect((await t.gql(q, {}, operatore)).errors?.[0]?.extensions?.code, q).toBe('FORBIDDEN');
    }
    expect((await t.rest('GET', '/api/ingredienti')).status).toBe(401);
  });
});

describe('in use by recipes', () => {
  let ids: Record<NomeIngredienteTest, number>;
  let cremaId: number;
  let sorbettoId: number;

  beforeAll(async () => {
    ({ ids } = await creaCatalogoTest(t));
    const c = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Crema', categoria: 'Creme', ingredienti: JSON.stringify(crema(ids)) }) });
    const s = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Limone', categoria: 'Sorbetti', ingredienti: sorbetto(ids) } });
    cremaId = c.body.id;
    sorbettoId = s.body.id;
  });

  it('DELETE of a used ingredient -> 409 suggesting deactivation (REST and GraphQL)', async () => {
    const res = await t.rest('DELETE', `/api/ingredienti/${ids.saccarosio}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Impossibile eliminare l\'ingrediente "Saccarosio": è usato nella ricetta di 2 gusti. Disattivalo invece di eliminarlo.' });
    const g = await t.gql(`mutation { eliminaIngrediente(id: ${ids.latte}) }`, {}, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'Impossibile eliminare l\'ingrediente "Latte intero": è usato nella ricetta di 1 gusto. Disattivalo invece di eliminarlo.', extensions: { code: 'CONFLICT' } });
    // deactivating is allowed and the recipe keeps it
    expect((await t.rest('PATCH', `/api/ingredienti/${ids.latte}/disattiva`, { token: admin })).status).toBe(200);
    const gusto = await t.gql(`query($id: Int!) { gusto(id: $id) { ricetta { nome } foodCost } }`, { id: cremaId }, admin);
    expect(gusto.data.gusto.ricetta[0]).toEqual({ nome: 'Latte intero' });
    expect(gusto.data.gusto.foodCost).toBe(6.4708);
    await t.rest('PATCH', `/api/ingredienti/${ids.latte}/attiva`, { token: admin });
  });

  it('changing the unit to one the recipes cannot use -> 409; a compatible change is fine', async () => {
    const res = await t.rest('PUT', `/api/ingredienti/${ids.latte}`, { token: admin, body: { unita_misura: 'pz' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("Impossibile cambiare l'unità di misura di \"Latte intero\"");
    const ok = await t.rest('PUT', `/api/ingredienti/${ids.acqua}`, { token: admin, body: { unita_misura: 'l', nome: 'Acqua' } });
    expect(ok.status).toBe(200);
  });

  it('statistics (spec section 3): consumption = quantita_kg × q_i / M per recipe line, in the period only', async () => {
    // in the period: crema 2.4 kg (M 1.2) and sorbetto 1.9 kg (M 0.95); outside: crema 1.2 kg
    await registraProduzione(t, '2025-06-10', [{ gustoId: cremaId, kg: 2.4 }, { gustoId: sorbettoId, kg: 1.9 }]);
    await registraProduzione(t, '2024-12-31', [{ gustoId: cremaId, kg: 1.2 }]);
    const res = await t.rest('GET', '/api/ingredienti/stats?data_inizio=2025-01-01&data_fine=2025-12-31', { token: manager });
    expect(res.status).toBe(200);
    const by = (nome: string) => res.body.statistiche.find((s: { nome: string }) => s.nome === nome);
    expect(res.body.periodo).toEqual({ data_inizio: '2025-01-01', data_fine: '2025-12-31' });
    // Saccarosio (kg): 2.4 × 0.15 / 1.2 + 1.9 × 0.25 / 0.95 = 0.3 + 0.5 = 0.8 kg ; cost 0.8 × 1.5 = 1.2 ; per kg produced 1.2 / 4.3 = 0.2791
    expect(by('Saccarosio')).toEqual({
      id: ids.saccarosio,
      nome: 'Saccarosio',
      gusti_utilizzati: 2,
      kg_prodotti_totali: 4.3,
      quantita_utilizzata_kg: 0.8,
      quantita_utilizzata: 0.8,
      costo_per_unita: 1.5,
      unita_misura: 'kg',
      costo_totale_utilizzato: 1.2,
      costo_medio_effettivo: 0.2791,
      fornitore: 'Zuccherificio',
    });
    // Latte (l): 2.4 × 0.7 / 1.2 = 1.4 l ; cost 1.68
    expect(by('Latte intero')).toMatchObject({ gusti_utilizzati: 1, kg_prodotti_totali: 2.4, quantita_utilizzata: 1.4, quantita_utilizzata_kg: 1.4, costo_totale_utilizzato: 1.68 });
    // Destrosio (g): 2.4 × 50 / 1.2 = 100 g = 0.1 kg ; cost 100 × 0.004 = 0.4
    expect(by('Destrosio')).toMatchObject({ quantita_utilizzata: 100, quantita_utilizzata_kg: 0.1, costo_totale_utilizzato: 0.4 });
    // Panna (ml): 2.4 × 300 / 1.2 = 600 ml ; cost 3
    expect(by('Panna 35%')).toMatchObject({ quantita_utilizzata: 600, quantita_utilizzata_kg: 0.6, costo_totale_utilizzato: 3 });
    // Vaniglia (pz): 2.4 × 2 / 1.2 = 4 pieces ; cost 10 (pieces reported as such)
    expect(by('Bacca di vaniglia')).toMatchObject({ quantita_utilizzata: 4, quantita_utilizzata_kg: 4, costo_totale_utilizzato: 10, unita_misura: 'pz' });
    // Limone (l): 1.9 × 0.25 / 0.95 = 0.5 l ; cost 1.5 ; Acqua 1.9 × 0.45 / 0.95 = 0.9 l ; cost 0.0009
    expect(by('Succo di limone')).toMatchObject({ quantita_utilizzata: 0.5, costo_totale_utilizzato: 1.5 });
    // totals: kg produced 4.3 ; mass used 0.8 + 1.4 + 0.1 + 0.6 + 0.5 + 0.9 = 4.3 (pz excluded) ;
    // cost 1.2 + 1.68 + 0.4 + 3 + 10 + 1.5 + 0.0009 = 17.7809 
    expect(res.body.totali).toMatchObject({ kg_totali_prodotti: 4.3, quantita_totale_utilizzata: 4.3, costo_totale: 17.7809 });
    expect(res.body.totali.ingredienti_analizzati).toBe(res.body.statistiche.length);
    // sorted by cost, highest first
    expect(res.body.statistiche[0].nome).toBe('Bacca di vaniglia');

    const g = await t.gql(
      `{ statisticheIngredienti(dataInizio: "2025-01-01", dataFine: "2025-12-31") { periodo { dataInizio dataFine } totali { kgTotaliProdotti costoTotale } statistiche { nome quantitaUtilizzataKg costoTotaleUtilizzato } } }`,
      {},
      admin,
    );
    expect(g.data.statisticheIngredienti.totali).toEqual({ kgTotaliProdotti: 4.3, costoTotale: 17.7809 });
  });

  it('statistics default to the current calendar year and validate dates', async () => {
    const anno = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date());
    const res = await t.rest('GET', '/api/ingredienti/stats', { token: admin });
    expect(res.body.periodo).toEqual({ data_inizio: `${anno}-01-01`, data_fine: `${anno}-12-31` });
    const bad = await t.rest('GET', '/api/ingredienti/stats?data_inizio=2025-13-45', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Data di inizio non valida (formato yyyy-MM-dd)' });
    const inv = await t.rest('GET', '/api/ingredienti/stats?data_inizio=2025-12-31&data_fine=2025-01-01', { token: admin });
    expect(inv.body).toEqual({ error: 'La data di inizio non può essere successiva alla data di fine' });
  });
});

