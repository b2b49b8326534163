import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp, type CorpoInviabile } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let centro = 0;
let mare = 0;

const put = (body: CorpoInviabile<'PUT', '/api/listino/porzioni'>, token = admin) => t.rest('PUT', '/api/listino/porzioni', { token, body });
const ultimaAttivita = async () => (await t.sql<{ dettagli: string }>('select dettagli from log_attivita order by id desc limit 1'))[0]!.dettagli;

const IMPOSTA = `mutation($input: PorzioneInput!) { impostaPorzione(input: $input) { id puntoVenditaId tipo grammi prezzo prezzoKg } }`;
const ELENCO = `query($pv: Int) { porzioni(puntoVenditaId: $pv) { puntoVenditaId tipo grammi prezzo prezzoKg } }`;
const ELIMINA = `mutation($pv: Int!, $tipo: TipoPorzione!) { eliminaPorzione(puntoVenditaId: $pv, tipo: $tipo) { tipo grammi } }`;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  centro = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  mare = (await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Chiosco Mare') returning id`))[0]!.id;
});
afterAll(async () => t?.close());

describe('Portions of the price list (REST)', () => {
  it('the admin sets a portion: grams, price and the implied price per kg (price / grams × 1000, to the cent), logged', async () => {
    const res = await put({ punto_vendita_id: centro, tipo: 'cono', grammi: 120, prezzo: 2.5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2.50 € / 120 g × 1000 = 20.8333… → 20.83 €/kg
    expect(res.body).toMatchObject({ punto_vendita_id: centro, tipo: 'cono', grammi: 120, prezzo: 2.5, prezzo_kg: 20.83 });
    expect(await ultimaAttivita()).toBe('Listino: porzione Cono di Gelateria Centro: 120 g a 2,50 €');
  });

  it('setting the same kind again replaces it (one portion per kind and sales point)', async () => {
    const res = await put({ punto_vendita_id: centro, tipo: 'cono', grammi: 150, prezzo: 3 });
    expect(res.status).toBe(200);
    expect(res.body.prezzo_kg).toBe(20); // 3 / 150 × 1000
    const rows = await t.sql<{ n: number }>(`select count(*)::int as n from porzioni where punto_vendita_id = ? and tipo = 'cono'`, [centro]);
    expect(rows[0]!.n).toBe(1);
  });

  it('manager reads the portions of a point in counter order, or of every point', async () => {
    await put({ punto_vendita_id: centro, tipo: 'vaschetta_1000', grammi: 1000, prezzo: 22 });
    await put({ punto_vendita_id: centro, tipo: 'coppetta_media', grammi: 200, prezzo: 3.8 });
    await put({ punto_vendita_id: mare, tipo: 'coppetta_piccola', grammi: 100, prezzo: 2.2 });
    const res = await t.rest('GET', `/api/listino/porzioni?punto_vendita_id=${centro}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ tipo: 'cono', grammi: 150, prezzo: 3, prezzo_kg: 20 }),
      expect.objectContaining({ tipo: 'coppetta_media', grammi: 200, prezzo: 3.8, prezzo_kg: 19 }),
      expect.objectContaining({ tipo: 'vaschetta_1000', grammi: 1000, prezzo: 22, prezzo_kg: 22 }),
    ]);
    const tutti = await t.rest('GET', '/api/listino/porzioni', { token: admin });
    expect(tutti.body.map((p: { punto_vendita_id: number; tipo: string }) => `${p.punto_vendita_id === centro ? 'centro' : 'mare'}:${p.tipo}`)).toEqual([
      'centro:cono',
      'centro:coppetta_media',
      'centro:vaschetta_1000',
      'mare:coppetta_piccola',
    ]);
  });

  it('the list costs the same statements with one or many portions (no N+1)', async () => {
    const uno = await t.rest('GET', `/api/listino/porzioni?punto_vendita_id=${mare}`, { token: admin });
    const tanti = await t.rest('GET', '/api/listino/porzioni', { token: admin });
    expect(uno.body).toHaveLength(1);
    expect(tanti.body.length).toBeGreaterThan(3);
    expect(tanti.queries).toBe(uno.queries);
  });

  it.each([
    [{ tipo: 'gigante', grammi: 100, prezzo: 2 }, 'Tipo di porzione non valido (cono, coppetta piccola, media, grande, vaschetta 500 g, vaschetta 1 kg)'],
    [{ tipo: 'cono', grammi: 0, prezzo: 2 }, 'I grammi della porzione devono essere un numero intero tra 1 e 5000'],
    [{ tipo: 'cono', grammi: 12.5, prezzo: 2 }, 'I grammi della porzione devono essere un numero intero tra 1 e 5000'],
    [{ tipo: 'cono', grammi: 5001, prezzo: 2 }, 'I grammi della porzione devono essere un numero intero tra 1 e 5000'],
    [{ tipo: 'cono', grammi: '120', prezzo: 2 }, 'I grammi della porzione devono essere un numero intero tra 1 e 5000'],
    [{ tipo: 'cono', grammi: 120, prezzo: 2.555 }, 'Il prezzo della porzione deve essere un numero maggiore di 0 (massimo 1000 €, 2 decimali)'],
    [{ tipo: 'cono', grammi: 120, prezzo: 0 }, 'Il prezzo della porzione deve essere un numero maggiore di 0 (massimo 1000 €, 2 decimali)'],
    [{ tipo: 'cono', grammi: 120, prezzo: '2,50' }, 'Il prezzo della porzione deve essere un numero maggiore di 0 (massimo 1000 €, 2 decimali)'],
    [{ punto_vendita_id: null, tipo: 'cono', grammi: 120, prezzo: 2 }, 'Seleziona un punto vendita'],
    [{ punto_vendita_id: 999999, tipo: 'cono', grammi: 120, prezzo: 2 }, 'Punto vendita non trovato'],
    [[1, 2], 'Il corpo della richiesta deve essere un oggetto JSON'],
  ] as [unknown, string][])('refuses %j with a 400 and an Italian message (Gelateria Centro unless given)', async (body, messaggio) => {
    const res = await put(grezzo(Array.isArray(body) ? body : { punto_vendita_id: centro, ...(body as object) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messaggio });
  });

  it('the admin removes a portion; removing it again is a 404', async () => {
    const res = await t.rest('DELETE', `/api/listino/porzioni?punto_vendita_id=${mare}&tipo=coppetta_piccola`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ punto_vendita_id: mare, tipo: 'coppetta_piccola', grammi: 100, prezzo: 2.2, prezzo_kg: 22 });
    expect(await ultimaAttivita()).toBe('Listino: rimossa la porzione Coppetta piccola di Chiosco Mare');
    const again = await t.rest('DELETE', `/api/listino/porzioni?punto_vendita_id=${mare}&tipo=coppetta_piccola`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Porzione non presente nel listino di questo punto vendita' });
    const bad = await t.rest('DELETE', `/api/listino/porzioni?punto_vendita_id=${mare}&tipo=secchio`, { token: admin });
    expect(bad.status).toBe(400);
  });

  it('roles: the operatore never sees portion prices; only the admin writes; no token is a 401', async () => {
    const get = await t.rest('GET', '/api/listino/porzioni', { token: operatore });
    expect(get.status).toBe(403);
    expect(JSON.stringify(get.body)).not.toContain('prezzo');
    for (const token of [manager, operatore]) {
      expect((await put({ punto_vendita_id: centro, tipo: 'cono', grammi: 1, prezzo: 1 }, token)).status).toBe(403);
      expect((await t.rest('DELETE', `/api/listino/porzioni?punto_vendita_id=${centro}&tipo=cono`, { token })).status).toBe(403);
    }
    expect((await t.rest('GET', '/api/listino/porzioni')).status).toBe(401);
    const [cono] = await t.sql<{ grammi: number }>(`select grammi from porzioni where punto_vendita_id = ? and tipo = 'cono'`, [centro]);
    expect(cono!.grammi).toBe(150); // the refused writes changed nothing
  });
});

describe('Portions of the price list (GraphQL)', () => {
  it('the admin sets and removes a portion; the manager reads them', async () => {
    const set = await t.gql(IMPOSTA, { input: { puntoVenditaId: mare, tipo: 'vaschetta_500', grammi: 500, prezzo: 12.5 } }, admin);
    expect(set.errors).toBeUndefined();
    expect(set.data.impostaPorzione).toMatchObject({ puntoVenditaId: mare, tipo: 'vaschetta_500', grammi: 500, prezzo: 12.5, prezzoKg: 25 });
    const list = await t.gql(ELENCO, { pv: mare }, manager);
    expect(list.data.porzioni).toEqual([{ puntoVenditaId: mare, tipo: 'vaschetta_500', grammi: 500, prezzo: 12.5, prezzoKg: 25 }]);
    const bad = await t.gql(IMPOSTA, { input: { puntoVenditaId: mare, tipo: 'cono', grammi: -1, prezzo: 2 } }, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'I grammi della porzione devono essere un numero intero tra 1 e 5000', extensions: { code: 'BAD_USER_INPUT' } });
    const del = await t.gql(ELIMINA, { pv: mare, tipo: 'vaschetta_500' }, admin);
    expect(del.data.eliminaPorzione).toEqual({ tipo: 'vaschetta_500', grammi: 500 });
  });

  it('roles: the operatore cannot read them, the manager cannot write them', async () => {
    const read = await t.gql(ELENCO, {}, operatore);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(read.data).toBeNull();
    for (const token of [manager, operatore]) {
      const set = await t.gql(IMPOSTA, { input: { puntoVenditaId: centro, tipo: 'cono', grammi: 1, prezzo: 1 } }, token);
      expect(set.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const del = await t.gql(ELIMINA, { pv: centro, tipo: 'cono' }, token);
      expect(del.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.gql(ELENCO, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
