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

const URL = '/api/config/allergeni';

describe('allergeni', () => {
  it('the 14 allergens of Reg. UE 1169/2011, Allegato II, are present after the migration', async () => {
    const res = await t.rest('GET', URL, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
    expect(res.body.map((a: { codice: string }) => a.codice).sort()).toEqual(
      ['arachidi', 'crostacei', 'frutta_a_guscio', 'glutine', 'latte', 'lupini', 'molluschi', 'pesce', 'sedano', 'senape', 'sesamo', 'soia', 'solfiti', 'uova'],
    );
    for (const a of res.body) {
      expect(a).toMatchObject({ attivo: true, regolamentazione: 'Reg. UE 1169/2011, Allegato II' });
      expect(a.descrizione?.length).toBeGreaterThan(10);
    }
    expect(res.body.find((a) => a.codice === 'solfiti')?.nome).toBe('Anidride solforosa e solfiti');
    const gql = await t.gql('{ allergeni(soloAttivi: true) { nome } }', {}, admin);
    expect(gql.data.allergeni).toHaveLength(14);
  });

  let id: number;
  it('creates, reads, updates (base data editable too)', async () => {
    const res = await t.rest('POST', URL, { token: admin, body: { nome: 'Kiwi', codice: 'KIWI', descrizione: 'Frutto' } });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({ nome: 'Kiwi', codice: 'KIWI', descrizione: 'Frutto', regolamentazione: null, attivo: true });
    expect((await t.rest('GET', `${URL}/${id}`, { token: manager })).body).toEqual(res.body);
    const upd = await t.rest('PUT', `${URL}/${id}`, { token: admin, body: { attivo: false, regolamentazione: 'Interno' } });
    expect(upd.body).toMatchObject({ nome: 'Kiwi', attivo: false, regolamentazione: 'Interno' });
    const latte = (await t.rest('GET', URL, { token: admin })).body.find((a) => a.codice === 'latte')!;
    const g = await t.gql(`mutation($id: Int!) { aggiornaAllergene(id: $id, input: { descrizione: "Latte e derivati" }) { nome descrizione } }`, { id: latte.id }, admin);
    expect(g.data.aggiornaAllergene).toEqual({ nome: 'Latte', descrizione: 'Latte e derivati' });
    const attivi = await t.rest('GET', `${URL}?solo_attivi=true`, { token: admin });
    expect(attivi.body).toHaveLength(14);
  });

  const casi: [string, Record<string, unknown>, string][] = [
    ['nome mancante', { codice: 'x' }, 'Il nome è obbligatorio'],
    ['codice mancante', { nome: 'X' }, 'Il codice è obbligatorio'],
    ['codice vuoto', { nome: 'X', codice: '  ' }, 'Il codice è obbligatorio'],
  ];
  for (const [nome, body, messaggio] of casi) {
    it(`${nome} -> 400 "${messaggio}"`, async () => {
      const res = await t.rest('POST', URL, { token: admin, body: grezzo(body) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    });
  }

  it('duplicate codice (any case) -> 409, also on update and through GraphQL', async () => {
    const res = await t.rest('POST', URL, { token: admin, body: { nome: 'Latte vaccino', codice: 'LATTE' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Esiste già un allergene con il codice "LATTE"' });
    const upd = await t.rest('PUT', `${URL}/${id}`, { token: admin, body: { codice: 'uova' } });
    expect(upd.status).toBe(409);
    const g = await t.gql('mutation { creaAllergene(input: { nome: "Altro", codice: "glutine" }) { id } }', {}, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'Esiste già un allergene con il codice "glutine"', extensions: { code: 'CONFLICT' } });
    const nome = await t.rest('POST', URL, { token: admin, body: { nome: 'soia', codice: 'soia2' } });
    expect(nome.body).toEqual({ error: 'Esiste già un allergene con il nome "soia"' });
  });

  it('delete: 409 while linked to flavours, then deleted', async () => {
    await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome: 'Creme' } });
    await t.rest('PUT', `${URL}/${id}`, { token: admin, body: { attivo: true } });
    const gusto = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Kiwi e latte', categoria: 'Creme', allergeni: 'Kiwi, Latte' }) });
    expect(gusto.status).toBe(201);
    expect(gusto.body.allergeni).toBe('Kiwi, Latte');
    const res = await t.rest('DELETE', `${URL}/${id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Impossibile eliminare l\'allergene "Kiwi": è associato a 1 gusto. Disattivalo invece di eliminarlo.' });
    await t.rest('PUT', `/api/gusti/${gusto.body.id}`, { token: admin, body: grezzo({ allergeni: 'Latte' }) });
    const ok = await t.gql(`mutation { eliminaAllergene(id: ${id}) }`, {}, admin);
    expect(ok.data).toEqual({ eliminaAllergene: id });
    expect((await t.rest('GET', `${URL}/${id}`, { token: admin })).body).toEqual({ error: 'Allergene non trovato' });
  });

  it('writes are admin only; reads admin and manager; operatore 403', async () => {
    for (const [method, url] of [['POST', URL], ['PUT', `${URL}/1`], ['DELETE', `${URL}/1`]] as const) {
      expect((await t.rest(method, url, { token: manager, body: { nome: 'Y', codice: 'y' } })).status, `manager ${method}`).toBe(403);
      expect((await t.rest(method, url, { token: operatore, body: { nome: 'Y', codice: 'y' } })).status, `operatore ${method}`).toBe(403);
    }
    expect((await t.rest('GET', URL, { token: operatore })).status).toBe(403);
    expect((await t.gql('mutation { creaAllergene(input: { nome: "Y", codice: "y" }) { id } }', {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('{ allergeni { id } }', {}, operatore)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('writes the activity log', async () => {
    const rows = await t.orm.em.fork().getConnection().execute<{ azione: string; dettagli: string }[]>(
      `select azione, dettagli from log_attivita where dettagli like '%allergene "%' order by id`,
    );
    expect(rows[0]).toEqual({ azione: 'creazione', dettagli: `Creato allergene "Kiwi" (#${id})` });
    expect(rows.map((r) => r.azione)).toEqual(expect.arrayContaining(['creazione', 'modifica', 'disattivazione', 'attivazione', 'eliminazione']));
  });
});
