import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
});
afterAll(async () => t?.close());

const URL = '/api/config/categorie';

describe('categorie gusti', () => {
  let id: number;

  it('a fresh install has no categories (they come from demo data or the admin)', async () => {
    expect((await t.rest('GET', URL, { token: admin })).body).toEqual([]);
  });

  it('creates with defaults: colore #87CEEB, ordine 0, attivo', async () => {
    const res = await t.rest('POST', URL, { token: admin, body: { nome: 'Creme', descrizione: 'Gelati a base latte' } });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({ nome: 'Creme', descrizione: 'Gelati a base latte', colore: '#87CEEB', ordine: 0, attivo: true });
    expect((await t.rest('GET', `${URL}/${id}`, { token: manager })).body).toEqual(res.body);
  });

  it('lists by ordine then nome; solo_attive filters', async () => {
    await t.rest('POST', URL, { token: admin, body: { nome: 'Sorbetti', ordine: 2, colore: '#FFD700' } });
    await t.rest('POST', URL, { token: admin, body: { nome: 'Antiche', ordine: 2, attivo: false } });
    const list = await t.rest('GET', URL, { token: manager });
    expect(list.body.map((c: { nome: string }) => c.nome)).toEqual(['Creme', 'Antiche', 'Sorbetti']);
    const attive = await t.rest('GET', `${URL}?solo_attive=true`, { token: manager });
    expect(attive.body.map((c: { nome: string }) => c.nome)).toEqual(['Creme', 'Sorbetti']);
    const gql = await t.gql('{ categorieGusti(soloAttive: true) { nome colore ordine attivo } }', {}, manager);
    expect(gql.data.categorieGusti).toEqual([
      { nome: 'Creme', colore: '#87CEEB', ordine: 0, attivo: true },
      { nome: 'Sorbetti', colore: '#FFD700', ordine: 2, attivo: true },
    ]);
  });

  it('updates only the fields sent', async () => {
    const res = await t.rest('PUT', `${URL}/${id}`, { token: admin, body: { ordine: 5, attivo: false } });
    expect(res.body).toMatchObject({ nome: 'Creme', ordine: 5, attivo: false, descrizione: 'Gelati a base latte' });
    const g = await t.gql(`mutation($id: Int!) { aggiornaCategoriaGusto(id: $id, input: { attivo: true, colore: "#aabbcc" }) { attivo colore } }`, { id }, admin);
    expect(g.data.aggiornaCategoriaGusto).toEqual({ attivo: true, colore: '#aabbcc' });
    const d = await t.rest('PUT', `${URL}/${id}`, { token: admin, body: { descrizione: 'Creme classiche' } });
    expect(d.body).toMatchObject({ descrizione: 'Creme classiche', colore: '#aabbcc', ordine: 5, attivo: true });
  });

  const casi: [string, Record<string, unknown>, string][] = [
    ['nome mancante', {}, 'Il nome è obbligatorio'],
    ['nome vuoto', { nome: ' ' }, 'Il nome è obbligatorio'],
    ['ordine negativo', { nome: 'X', ordine: -1 }, "L'ordine deve essere un numero intero maggiore o uguale a 0"],
    ['ordine decimale', { nome: 'X', ordine: 1.5 }, "L'ordine deve essere un numero intero maggiore o uguale a 0"],
    ['colore non valido', { nome: 'X', colore: 'blu' }, 'Il colore deve essere un codice esadecimale (es. #87CEEB)'],
  ];
  for (const [nome, body, messaggio] of casi) {
    it(`${nome} -> 400 "${messaggio}"`, async () => {
      const res = await t.rest('POST', URL, { token: admin, body: grezzo(body) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    });
  }

  it('duplicate name (any case) -> 409', async () => {
    const res = await t.rest('POST', URL, { token: admin, body: { nome: 'creme' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Esiste già una categoria con il nome "creme"' });
  });

  it('delete: 409 while flavours use it, then deleted', async () => {
    const gusto = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Fiordilatte', categoria: 'Creme' } });
    expect(gusto.status).toBe(201);
    const res = await t.rest('DELETE', `${URL}/${id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Impossibile eliminare la categoria "Creme": è usata da 1 gusto. Disattivala invece di eliminarla.' });
    await t.rest('DELETE', `/api/gusti/${gusto.body.id}`, { token: admin });
    const ok = await t.rest('DELETE', `${URL}/${id}`, { token: admin });
    expect(ok.body).toMatchObject({ success: true, id });
    expect((await t.rest('GET', `${URL}/${id}`, { token: admin })).body).toEqual({ error: 'Categoria non trovata' });
  });

  it('writes are admin only; reads admin and manager; operatore 403', async () => {
    const first = (await t.rest('GET', URL, { token: admin })).body[0].id;
    for (const [method, url] of [['POST', URL], ['PUT', `${URL}/${first}`], ['DELETE', `${URL}/${first}`]] as const) {
      expect((await t.rest(method, url, { token: manager, body: { nome: 'Y' } })).status, `manager ${method}`).toBe(403);
      expect((await t.rest(method, url, { token: operatore, body: { nome: 'Y' } })).status, `operatore ${method}`).toBe(403);
    }
    expect((await t.rest('GET', URL, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `${URL}/${first}`, { token: operatore })).status).toBe(403);
    expect((await t.gql('mutation { creaCategoriaGusto(input: { nome: "Y" }) { id } }', {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(`mutation { eliminaCategoriaGusto(id: ${first}) }`, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('{ categorieGusti { id } }', {}, operatore)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('writes the activity log', async () => {
    const rows = await t.orm.em.fork().getConnection().execute<{ azione: string; dettagli: string }[]>(
      `select azione, dettagli from log_attivita where dettagli like '%categoria "%' order by id`,
    );
    expect(rows[0]).toEqual({ azione: 'creazione', dettagli: `Creata categoria "Creme" (#${id})` });
    expect(rows.map((r) => r.azione)).toEqual(expect.arrayContaining(['creazione', 'modifica', 'disattivazione', 'attivazione', 'eliminazione']));
  });
});
