import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type CorpoInviabile, type TestApp, type CorpoRichiesta } from '../../../test/app.js';
import { mesiInteri } from './vetrina.service.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

/** Catalogue ids, created with direct SQL (the catalogue is another module). */
const cat = { centro: 0, chiosco: 0, lab: 0, chiuso: 0, latte: 0, fragole: 0, fiordilatte: 0, cioccolato: 0, fragola: 0 };

async function insertId(query: string, params: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} returning id`, params);
  return row!.id;
}

/** Loads a tray through the API and, when `rimasti` is given, weighs it back; returns the tray id. */
async function vaschetta(pv: number, data: string, gusto: number, kg: number, rimasti?: number, produzione?: number): Promise<number> {
  const res = await t.rest('POST', '/api/vetrina/carichi', {
    token: admin,
    body: { punto_vendita_id: pv, data, gusto_id: gusto, kg, ...(produzione ? { produzione_id: produzione } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (rimasti !== undefined) {
    const chiusura = await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: res.body.id, kg_rimasti: rimasti } });
    expect(chiusura.status, JSON.stringify(chiusura.body)).toBe(200);
  }
  return res.body.id;
}

async function scarto(pv: number, data: string, gusto: number, kg: number, motivo: CorpoRichiesta<'POST', '/api/vetrina/scarti'>['motivo']) {
  const res = await t.rest('POST', '/api/vetrina/scarti', { token: admin, body: { punto_vendita_id: pv, data, gusto_id: gusto, kg, motivo } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

let produzione = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  cat.centro = (await sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  cat.chiosco = await insertId(`insert into punti_vendita (nome) values ('Chiosco Mare')`, []);
  cat.lab = await insertId(`insert into punti_vendita (nome) values ('Laboratorio')`, []);
  cat.chiuso = await insertId(`insert into punti_vendita (nome, attivo) values ('Negozio Chiuso', false)`, []);
  const creme = await insertId(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3')`, []);
  const ingr = (nome: string, costo: number, unita = 'kg') =>
    insertId(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values (?, ?, ?, 'Fornitore')`, [nome, costo, unita]);
  cat.latte = await ingr('Latte intero', 1.2, 'l');
  const zucchero = await ingr('Zucchero', 1);
  const cacao = await ingr('Cacao', 10);
  cat.fragole = await ingr('Fragole', 4);
  const gusto = (nome: string, colore: string) => insertId(`insert into gusti (nome, categoria_id, colore) values (?, ?, ?)`, [nome, creme, colore]);
  const riga = (g: number, i: number, q: number, u: string) =>
    sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, ?, ?)`, [g, i, q, u]);
  // Fiordilatte: 0.8 l milk + 0.2 kg sugar = 1 kg -> 0.8 × 1.2 + 0.2 = 1.16 €/kg
  cat.fiordilatte = await gusto('Fiordilatte', '#fffdf0');
  await riga(cat.fiordilatte, cat.latte, 0.8, 'l');
  await riga(cat.fiordilatte, zucchero, 0.2, 'kg');
  // Cioccolato: 0.7 l milk + 0.2 kg sugar + 0.1 kg cocoa -> 0.84 + 0.2 + 1.0 = 2.04 €/kg
  cat.cioccolato = await gusto('Cioccolato', '#5c3317');
  await riga(cat.cioccolato, cat.latte, 0.7, 'l');
  await riga(cat.cioccolato, zucchero, 0.2, 'kg');
  await riga(cat.cioccolato, cacao, 0.1, 'kg');
  // Fragola: 0.5 kg strawberries + 0.5 kg sugar -> 2.0 + 0.5 = 2.5 €/kg
  cat.fragola = await gusto('Fragola', '#ff4d6d');
  await riga(cat.fragola, cat.fragole, 0.5, 'kg');
  await riga(cat.fragola, zucchero, 0.5, 'kg');

  // today's production at Centro: snapshots Fiordilatte 1.16, Fragola 2.5
  const prod = await t.rest('POST', '/api/produzione', {
    token: admin,
    body: { data: '2026-06-01', puntoVenditaId: cat.centro, gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 10 }, { gusto_id: cat.fragola, quantita_kg: 5 }] },
  });
  expect(prod.status).toBe(201);
  produzione = prod.body.id;
  // then milk gets dearer: current food cost Fiordilatte 0.8 × 1.7 + 0.2 = 1.56, Cioccolato 1.19 + 0.2 + 1.0 = 2.39
  await sql(`update ingredienti set costo_per_unita = 1.7 where id = ?`, [cat.latte]);
  // prices: configured 20 €/kg; Fiordilatte 30 everywhere and 32 at Centro; Fragola 28 everywhere; Cioccolato none
  await sql(`update configurazioni set valore = '20.00' where chiave = 'prezzo_vendita_kg'`);
});
afterAll(async () => t?.close());

describe('listino', () => {
  it('admin sets general and per-point prices (upsert), manager reads them, operatore cannot', async () => {
    const put = (body: CorpoInviabile<'PUT', '/api/listino'>, token = admin) => t.rest('PUT', '/api/listino', { token, body });
    expect((await put({ gusto_id: cat.fiordilatte, prezzo_kg: 29 })).status).toBe(200);
    const general = await put({ gusto_id: cat.fiordilatte, prezzo_kg: 30 });
    expect(general.body).toEqual({ gusto_id: cat.fiordilatte, punto_vendita_id: null, prezzo_kg: 30 });
    expect((await put({ gusto_id: cat.fiordilatte, punto_vendita_id: cat.centro, prezzo_kg: 32 })).body).toEqual({
      gusto_id: cat.fiordilatte,
      punto_vendita_id: cat.centro,
      prezzo_kg: 32,
    });
    // null reads as "no sales point" (the document lists a number or nothing)
    expect((await put(grezzo({ gusto_id: cat.fragola, punto_vendita_id: null, prezzo_kg: 28 }))).status).toBe(200);

    const list = await t.rest('GET', '/api/listino', { token: manager });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { gusto_id: cat.fiordilatte, punto_vendita_id: null, prezzo_kg: 30 },
      { gusto_id: cat.fiordilatte, punto_vendita_id: cat.centro, prezzo_kg: 32 },
      { gusto_id: cat.fragola, punto_vendita_id: null, prezzo_kg: 28 },
    ]);
    expect((await put({ gusto_id: cat.fragola, prezzo_kg: 40 }, manager)).status).toBe(403);
    expect((await t.rest('GET', '/api/listino', { token: operatore })).status).toBe(403);

    const gql = await t.gql(`{ listino { gustoId puntoVenditaId prezzoKg } }`, {}, manager);
    expect(gql.data?.listino).toHaveLength(3);
    const log = await sql<{ n: number }>(`select count(*)::int as n from log_attivita where dettagli like 'Listino:%'`);
    expect(log[0]!.n).toBe(4);
  });

  it('refuses bad prices and unknown references with Italian messages', async () => {
    const put = (body: CorpoInviabile<'PUT', '/api/listino'>) => t.rest('PUT', '/api/listino', { token: admin, body });
    for (const prezzo_kg of [0, -1, 12.345, '30', 1001]) {
      const res = await put(grezzo({ gusto_id: cat.fragola, prezzo_kg }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/prezzo al kg/);
    }
    expect((await put({ gusto_id: 999999, prezzo_kg: 10 })).body).toEqual({ error: 'Gusto non trovato' });
    expect((await put({ gusto_id: cat.fragola, punto_vendita_id: 999999, prezzo_kg: 10 })).status).toBe(400);
  });
});

describe('listino: removal and "+x %" per category', () => {
  it('raises a category by a percentage (missing general prices start from the configured one), removes a price', async () => {
    // a separate category so the figures of the display-case tests keep their prices
    const sorbetti = await insertId(`insert into categorie_gusti (nome, colore) values ('Sorbetti', '#ffe680')`, []);
    const limone = await insertId(`insert into gusti (nome, categoria_id, colore) values ('Limone', ?, '#fff44f')`, [sorbetti]);
    const mango = await insertId(`insert into gusti (nome, categoria_id, colore) values ('Mango', ?, '#ffb347')`, [sorbetti]);
    await t.rest('PUT', '/api/listino', { token: admin, body: { gusto_id: limone, prezzo_kg: 24 } });
    await t.rest('PUT', '/api/listino', { token: admin, body: { gusto_id: limone, punto_vendita_id: cat.chiosco, prezzo_kg: 26.5 } });
    const res = await t.rest('POST', '/api/listino/aumento', { token: admin, body: { categoria_id: sorbetti, percentuale: 10 } });
    expect(res.status).toBe(200);
    const mine = res.body.filter((r: { gusto_id: number }) => r.gusto_id === limone || r.gusto_id === mango);
    // Limone 24 × 1.1 = 26.40, at Chiosco 26.5 × 1.1 = 29.15; Mango had none: configured 20 × 1.1 = 22.00
    expect(mine).toEqual([
      { gusto_id: limone, punto_vendita_id: null, prezzo_kg: 26.4 },
      { gusto_id: limone, punto_vendita_id: cat.chiosco, prezzo_kg: 29.15 },
      { gusto_id: mango, punto_vendita_id: null, prezzo_kg: 22 },
    ]);
    // the other categories are untouched
    expect(res.body.find((r: { gusto_id: number; punto_vendita_id: number | null }) => r.gusto_id === cat.fragola && r.punto_vendita_id === null)?.prezzo_kg).toBe(28);
    for (const body of [{ categoria_id: sorbetti, percentuale: 0 }, { categoria_id: sorbetti, percentuale: 150 }, { categoria_id: 999999, percentuale: 5 }]) {
      expect((await t.rest('POST', '/api/listino/aumento', { token: admin, body })).status).toBe(400);
    }
    expect((await t.rest('POST', '/api/listino/aumento', { token: manager, body: { categoria_id: sorbetti, percentuale: 5 } })).status).toBe(403);

    const del = await t.rest('DELETE', `/api/listino?gusto_id=${limone}&punto_vendita_id=${cat.chiosco}`, { token: admin });
    expect(del.body).toEqual({ gusto_id: limone, punto_vendita_id: cat.chiosco, prezzo_kg: 29.15 });
    expect((await t.rest('DELETE', `/api/listino?gusto_id=${limone}&punto_vendita_id=${cat.chiosco}`, { token: admin })).status).toBe(404);
    const gql = await t.gql(`{ prezzoListinoPredefinito }`, {}, manager);
    expect(gql.data).toEqual({ prezzoListinoPredefinito: 20 });
  });
});

describe('display case: recording', () => {
  it('loads a tray from a production line, closes it once, records waste; the day lists them', async () => {
    const res = await t.rest('POST', '/api/vetrina/carichi', {
      token: operatore,
      body: { punto_vendita_id: cat.centro, data: '2026-06-01', gusto_id: cat.fiordilatte, produzione_id: produzione, kg: 5 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ punto_vendita_id: cat.centro, data: '2026-06-01', gusto_id: cat.fiordilatte, gusto_nome: 'Fiordilatte', produzione_id: produzione, kg: 5, kg_rimasti: null, operatore_nome: 'Olga Operatrice' });
    const chiusura = await t.rest('POST', '/api/vetrina/chiusure', { token: operatore, body: { carico_id: res.body.id, kg_rimasti: 1 } });
    expect(chiusura.status).toBe(200);
    expect(chiusura.body.kg_rimasti).toBe(1);
    const again = await t.rest('POST', '/api/vetrina/chiusure', { token: operatore, body: { carico_id: res.body.id, kg_rimasti: 0.5 } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Pesata di chiusura già registrata per questa vaschetta' });

    await vaschetta(cat.centro, '2026-06-01', cat.fiordilatte, 3, 0.5); // no production: current food cost
    await vaschetta(cat.centro, '2026-06-01', cat.fragola, 4, 1, produzione);
    await vaschetta(cat.centro, '2026-06-01', cat.cioccolato, 2); // never closed: not counted
    await scarto(cat.centro, '2026-06-01', cat.fiordilatte, 0.5, 'caduto');
    const q = await t.rest('POST', '/api/vetrina/scarti', {
      token: operatore,
      // the reason as written ('qualità'), stored as the enum value: the document lists the enum only
      body: grezzo({ punto_vendita_id: cat.centro, data: '2026-06-01', gusto_id: cat.fragola, kg: 0.5, motivo: 'qualità' }),
    });
    expect(q.status).toBe(201);
    expect(q.body.motivo).toBe('qualita');
    await scarto(cat.centro, '2026-06-01', cat.cioccolato, 0.2, 'scaduto');
    await vaschetta(cat.chiosco, '2026-06-01', cat.fiordilatte, 2, 0);
    await vaschetta(cat.chiosco, '2026-06-01', cat.cioccolato, 2, 1);

    const day = await t.rest('GET', `/api/vetrina?punto_vendita_id=${cat.centro}&data=2026-06-01`, { token: operatore });
    expect(day.status).toBe(200);
    expect(day.body.punto_vendita_nome).toBe('Gelateria Centro');
    expect(day.body.carichi.map((c: { gusto_nome: string; kg: number; kg_rimasti: number | null }) => [c.gusto_nome, c.kg, c.kg_rimasti])).toEqual([
      ['Fiordilatte', 5, 1],
      ['Fiordilatte', 3, 0.5],
      ['Fragola', 4, 1],
      ['Cioccolato', 2, null],
    ]);
    expect(day.body.scarti.map((s: { gusto_nome: string; kg: number; motivo: string }) => [s.gusto_nome, s.kg, s.motivo])).toEqual([
      ['Fiordilatte', 0.5, 'caduto'],
      ['Fragola', 0.5, 'qualita'],
      ['Cioccolato', 0.2, 'scaduto'],
    ]);
    // an operatore without a point in the query gets their own
    const own = await t.rest('GET', '/api/vetrina?data=2026-06-01', { token: operatore });
    expect(own.body.carichi).toHaveLength(4);
    const log = await sql<{ n: number }>(`select count(*)::int as n from log_attivita where dettagli like 'Vetrina%'`);
    expect(log[0]!.n).toBe(14); // 6 loads, 5 closings (the refused second one is not logged), 3 waste records
  });

  it('an operatore records and reads only at their own sales point; admin and manager anywhere', async () => {
    const body = { punto_vendita_id: cat.chiosco, data: '2026-06-02', gusto_id: cat.fragola, kg: 1 };
    const denied = await t.rest('POST', '/api/vetrina/carichi', { token: operatore, body });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'Puoi registrare e vedere la vetrina solo del tuo punto vendita' });
    expect((await t.rest('POST', '/api/vetrina/scarti', { token: operatore, body: { ...body, motivo: 'altro' } })).status).toBe(403);
    expect((await t.rest('GET', `/api/vetrina?punto_vendita_id=${cat.chiosco}&data=2026-06-01`, { token: operatore })).status).toBe(403);
    const chioscoTray = await t.rest('POST', '/api/vetrina/carichi', { token: manager, body });
    expect(chioscoTray.status).toBe(201);
    const close = await t.rest('POST', '/api/vetrina/chiusure', { token: operatore, body: { carico_id: chioscoTray.body.id, kg_rimasti: 0 } });
    expect(close.status).toBe(403);
    const gql = await t.gql(
      `mutation($i: CaricoVetrinaInput!) { caricaVaschetta(input: $i) { id } }`,
      { i: { puntoVenditaId: cat.chiosco, data: '2026-06-02', gustoId: cat.fragola, kg: 1 } },
      operatore,
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // an operatore with no sales point records anywhere (the rule productions follow too)
    await t.createUser({ email: 'senza@test.it', ruolo: 'operatore', puntoVenditaId: null });
    const login = await t.rest('POST', '/api/auth/login', { body: { email: 'senza@test.it', password: 'password-di-prova' } });
    const senza = await t.rest('POST', '/api/vetrina/carichi', { token: login.body.token, body });
    expect(senza.status).toBe(201);
    expect((await t.rest('DELETE', `/api/vetrina/carichi/${senza.body.id}`, { token: admin })).status).toBe(200);
    const senzaPunto = await t.rest('GET', '/api/vetrina?data=2026-06-01', { token: login.body.token });
    expect(senzaPunto.status).toBe(400);
    expect(senzaPunto.body.error).toBe('Seleziona un punto vendita');
    // edits and deletes: admin and manager
    const edit = await t.rest('PUT', `/api/vetrina/carichi/${chioscoTray.body.id}`, { token: manager, body: { kg: 1.5, kg_rimasti: 0.25 } });
    expect(edit.body).toMatchObject({ kg: 1.5, kg_rimasti: 0.25 });
    const reopen = await t.rest('PUT', `/api/vetrina/carichi/${chioscoTray.body.id}`, { token: admin, body: { kg_rimasti: null } });
    expect(reopen.body.kg_rimasti).toBeNull();
    expect((await t.rest('PUT', `/api/vetrina/carichi/${chioscoTray.body.id}`, { token: admin, body: { kg: 0.1, kg_rimasti: 0.2 } })).status).toBe(400);
    expect((await t.rest('DELETE', `/api/vetrina/carichi/${chioscoTray.body.id}`, { token: admin })).body).toEqual({ id: chioscoTray.body.id });
    expect((await t.rest('DELETE', `/api/vetrina/carichi/${chioscoTray.body.id}`, { token: admin })).status).toBe(404);
    const s = await t.rest('POST', '/api/vetrina/scarti', { token: admin, body: { ...body, motivo: 'altro' } });
    const sEdit = await t.rest('PUT', `/api/vetrina/scarti/${s.body.id}`, { token: manager, body: { motivo: 'caduto', kg: 0.75 } });
    expect(sEdit.body).toMatchObject({ kg: 0.75, motivo: 'caduto' });
    expect((await t.rest('DELETE', `/api/vetrina/scarti/${s.body.id}`, { token: manager })).status).toBe(200);
  });

  it('admin and manager correct a closing weigh (REST and GraphQL), logged with the value replaced; the operatore cannot', async () => {
    const tray = await t.rest('POST', '/api/vetrina/carichi', { token: operatore, body: { punto_vendita_id: cat.centro, data: '2026-06-05', gusto_id: cat.fragola, kg: 4 } });
    expect(tray.status).toBe(201);
    const id = tray.body.id as number;
    // still open: nothing to correct
    const aperta = await t.rest('PUT', '/api/vetrina/chiusure', { token: manager, body: { carico_id: id, kg_rimasti: 1 } });
    expect(aperta.status).toBe(409);
    expect(aperta.body).toEqual({ error: 'La vaschetta non ha ancora una pesata di chiusura da correggere' });
    expect((await t.rest('POST', '/api/vetrina/chiusure', { token: operatore, body: { carico_id: id, kg_rimasti: 2.5 } })).status).toBe(200);
    // the operatore: 403 on both doors, nothing changes
    const vietato = await t.rest('PUT', '/api/vetrina/chiusure', { token: operatore, body: { carico_id: id, kg_rimasti: 0.5 } });
    expect(vietato.status).toBe(403);
    const m = `mutation($i: ChiusuraVetrinaInput!) { correggiChiusuraVaschetta(input: $i) { id kg kgRimasti } }`;
    const gqlVietato = await t.gql(m, { i: { caricoId: id, kgRimasti: 0.5 } }, operatore);
    expect(gqlVietato.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('PUT', '/api/vetrina/chiusure', { body: { carico_id: id, kg_rimasti: 0.5 } })).status).toBe(401);
    const rimasti = async () => Number((await sql<{ k: string }>('select kg_rimasti::text as k from vetrina_carichi where id = ?', [id]))[0]!.k);
    expect(await rimasti()).toBe(2.5);
    // manager via REST, admin via GraphQL
    const rest = await t.rest('PUT', '/api/vetrina/chiusure', { token: manager, body: { carico_id: id, kg_rimasti: 1.25 } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id, kg: 4, kg_rimasti: 1.25 });
    const gql = await t.gql(m, { i: { caricoId: id, kgRimasti: 0.75 } }, admin);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.correggiChiusuraVaschetta).toEqual({ id, kg: 4, kgRimasti: 0.75 });
    // bad input: more than loaded, negative, unknown tray
    expect((await t.rest('PUT', '/api/vetrina/chiusure', { token: admin, body: { carico_id: id, kg_rimasti: 5 } })).body).toEqual({ error: 'I kg rimasti non possono superare i kg caricati' });
    expect((await t.rest('PUT', '/api/vetrina/chiusure', { token: admin, body: { carico_id: id, kg_rimasti: -1 } })).status).toBe(400);
    expect((await t.rest('PUT', '/api/vetrina/chiusure', { token: admin, body: { carico_id: 999999, kg_rimasti: 1 } })).status).toBe(404);
    expect(await rimasti()).toBe(0.75);
    const log = await sql<{ dettagli: string }>(`select dettagli from log_attivita where dettagli like '%corretta la pesata di chiusura della vaschetta #${id} %' order by id`);
    expect(log.map((l) => l.dettagli)).toEqual([
      `Vetrina del 2026-06-05: corretta la pesata di chiusura della vaschetta #${id} di Fragola, rimasti 1,25 kg (prima 2,5) su 4`,
      `Vetrina del 2026-06-05: corretta la pesata di chiusura della vaschetta #${id} di Fragola, rimasti 0,75 kg (prima 1,25) su 4`,
    ]);
    expect((await t.rest('DELETE', `/api/vetrina/carichi/${id}`, { token: admin })).status).toBe(200);
  });

  it('refuses bad input with a 4xx and an Italian message, never a 500, and writes nothing', async () => {
    const before = await sql<{ n: number }>(`select (select count(*) from vetrina_carichi) + (select count(*) from vetrina_scarti) as n`);
    const base = { punto_vendita_id: cat.centro, data: '2026-06-03', gusto_id: cat.fragola, kg: 1 };
    const cases: [unknown, number, RegExp][] = [
      [{ ...base, kg: 0 }, 400, /maggiore di 0/],
      [{ ...base, kg: -2 }, 400, /maggiore di 0/],
      [{ ...base, kg: 1.2345 }, 400, /3 decimali/],
      [{ ...base, kg: '2' }, 400, /kg/],
      [{ ...base, kg: 5000 }, 400, /massimo 1000/],
      [{ ...base, data: '2026-02-30' }, 400, /yyyy-MM-dd/],
      [{ ...base, data: '03/06/2026' }, 400, /yyyy-MM-dd/],
      [{ ...base, data: undefined }, 400, /data è obbligatoria/],
      [{ ...base, gusto_id: 999999 }, 400, /Gusto non trovato/],
      [{ ...base, punto_vendita_id: 999999 }, 400, /Punto vendita non trovato/],
      [{ ...base, punto_vendita_id: cat.chiuso }, 400, /Punto vendita non trovato o non attivo/],
      [{ ...base, gusto_id: cat.cioccolato, produzione_id: produzione }, 400, /non contiene questo gusto/],
      [{ ...base, produzione_id: 999999 }, 400, /Produzione non trovata/],
      [[], 400, /oggetto JSON/],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.rest('POST', '/api/vetrina/carichi', { token: admin, body: grezzo(body) });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toMatch(message);
    }
    const motivo = await t.rest('POST', '/api/vetrina/scarti', { token: admin, body: grezzo({ ...base, motivo: 'rotto' }) });
    expect(motivo.body).toEqual({ error: 'Motivo non valido (scaduto, caduto, qualità, altro)' });
    const tray = await vaschetta(cat.centro, '2026-06-03', cat.fragola, 2);
    const tooMuch = await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: tray, kg_rimasti: 2.5 } });
    expect(tooMuch.body).toEqual({ error: 'I kg rimasti non possono superare i kg caricati' });
    expect((await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: tray, kg_rimasti: -1 } })).status).toBe(400);
    expect((await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: 999999, kg_rimasti: 0 } })).status).toBe(404);
    expect((await t.rest('GET', `/api/vetrina?punto_vendita_id=999999&data=2026-06-03`, { token: admin })).status).toBe(404);
    expect((await t.rest('GET', `/api/vetrina?data=2026-06-03`, { token: admin })).body).toEqual({ error: 'Seleziona un punto vendita' });
    expect((await t.rest('GET', `/api/vetrina/riepilogo?dal=2026-06-05&al=2026-06-01`, { token: admin })).status).toBe(400);
    await t.rest('DELETE', `/api/vetrina/carichi/${tray}`, { token: admin });
    const after = await sql<{ n: number }>(`select (select count(*) from vetrina_carichi) + (select count(*) from vetrina_scarti) as n`);
    expect(after[0]!.n).toEqual(before[0]!.n);
  });
});

describe('display case: riepilogo', () => {
  /*
   * Centro, 2026-06-01 (prices: Fiordilatte 32 at Centro, Fragola 28 general, Cioccolato none -> 20 configured):
   *   Fiordilatte: loaded 5 (snapshot 1.16) + 3 (current 1.56) = 8, left 1 + 0.5, waste 0.5 -> sold 6
   *     sell-through 6/8 = 75 %, waste 0.5/8 = 6.25 %, revenue 6 × 32 = 192,
   *     cost 6 × (5 × 1.16 + 3 × 1.56) / 8 = 6 × 10.48 / 8 = 7.86, margin 184.14
   *   Fragola: loaded 4 (snapshot 2.5, current 2.5), left 1, waste 0.5 -> sold 2.5, 62.5 %, 12.5 %,
   *     revenue 2.5 × 28 = 70, cost 6.25, margin 63.75
   *   Cioccolato: the only tray is open (not counted), waste 0.2 -> loaded 0, sold 0, no percentages
   * Chiosco, same day: Fiordilatte 2 left 0 -> sold 2 × 30 (general) = 60, cost 2 × 1.56 = 3.12;
   *   Cioccolato 2 left 1 -> sold 1 × 20 (configured) = 20, cost 2.39
   */
  const centro = [
    { gusto_id: 0, nome: 'Cioccolato', kg_caricati: 0, kg_venduti: 0, kg_scarto: 0.2, sell_through: null, scarto_percentuale: null, ricavo: 0, costo: 0, margine: 0 },
    { gusto_id: 0, nome: 'Fiordilatte', kg_caricati: 8, kg_venduti: 6, kg_scarto: 0.5, sell_through: 75, scarto_percentuale: 6.25, ricavo: 192, costo: 7.86, margine: 184.14 },
    { gusto_id: 0, nome: 'Fragola', kg_caricati: 4, kg_venduti: 2.5, kg_scarto: 0.5, sell_through: 62.5, scarto_percentuale: 12.5, ricavo: 70, costo: 6.25, margine: 63.75 },
  ];
  const withIds = <T extends { nome: string }>(rows: T[]) =>
    rows.map((r) => ({ ...r, gusto_id: ({ Cioccolato: cat.cioccolato, Fiordilatte: cat.fiordilatte, Fragola: cat.fragola } as Record<string, number>)[r.nome] }));

  it('per flavour at one point: sold, sell-through, waste %, revenue at the point price and cost at the snapshot', async () => {
    const res = await t.rest('GET', `/api/vetrina/riepilogo?punto_vendita_id=${cat.centro}&dal=2026-06-01&al=2026-06-01`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(withIds(centro));
  });

  it('every point together (admin): the general price at Chiosco and the configured price as fallback', async () => {
    const res = await t.rest('GET', `/api/vetrina/riepilogo?dal=2026-05-01&al=2026-06-01`, { token: admin });
    expect(res.body).toEqual(
      withIds([
        { nome: 'Cioccolato', kg_caricati: 2, kg_venduti: 1, kg_scarto: 0.2, sell_through: 50, scarto_percentuale: 10, ricavo: 20, costo: 2.39, margine: 17.61 },
        { nome: 'Fiordilatte', kg_caricati: 10, kg_venduti: 8, kg_scarto: 0.5, sell_through: 80, scarto_percentuale: 5, ricavo: 252, costo: 10.98, margine: 241.02 },
        { nome: 'Fragola', kg_caricati: 4, kg_venduti: 2.5, kg_scarto: 0.5, sell_through: 62.5, scarto_percentuale: 12.5, ricavo: 70, costo: 6.25, margine: 63.75 },
      ]),
    );
  });

  it('whole months come from the margin cells, the days around them from the trays: every split gives the same figures', async () => {
    const tuttiIPunti = (await t.rest('GET', `/api/vetrina/riepilogo?dal=2026-05-01&al=2026-06-01`, { token: admin })).body;
    for (const [dal, al] of [['2026-01-01', '2026-12-31'], ['2026-06-01', '2026-06-30'], ['2026-05-15', '2026-07-20'], ['2026-06-01', '2026-06-02'], ['2025-12-31', '2026-06-30']]) {
      expect((await t.rest('GET', `/api/vetrina/riepilogo?dal=${dal}&al=${al}`, { token: admin })).body, `${dal}..${al}`).toEqual(tuttiIPunti);
      const centroRes = await t.rest('GET', `/api/vetrina/riepilogo?punto_vendita_id=${cat.centro}&dal=${dal}&al=${al}`, { token: manager });
      expect(centroRes.body, `Centro ${dal}..${al}`).toEqual(withIds(centro));
    }
  });

  it('mesiInteri: the whole calendar months inside a period', () => {
    expect(mesiInteri('2026-06-01', '2026-06-30')).toEqual({ primoGiorno: '2026-06-01', ultimoGiorno: '2026-06-30', primo: 2026 * 12 + 6, ultimo: 2026 * 12 + 6 });
    expect(mesiInteri('2026-05-15', '2026-07-20')).toEqual({ primoGiorno: '2026-06-01', ultimoGiorno: '2026-06-30', primo: 2026 * 12 + 6, ultimo: 2026 * 12 + 6 });
    expect(mesiInteri('2025-12-02', '2027-01-30')).toEqual({ primoGiorno: '2026-01-01', ultimoGiorno: '2026-12-31', primo: 2026 * 12 + 1, ultimo: 2026 * 12 + 12 });
    expect(mesiInteri('2024-02-01', '2024-02-29')).toMatchObject({ ultimoGiorno: '2024-02-29', primo: 2024 * 12 + 2, ultimo: 2024 * 12 + 2 });
    expect(mesiInteri('2026-06-02', '2026-06-30')).toBeNull();
    expect(mesiInteri('2026-06-01', '2026-06-29')).toBeNull();
    expect(mesiInteri('2026-06-15', '2026-07-14')).toBeNull();
  });

  it('an operatore sees kg and percentages of their own point, never revenue, cost or margin', async () => {
    const res = await t.rest('GET', `/api/vetrina/riepilogo?dal=2026-06-01&al=2026-06-01`, { token: operatore });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(withIds(centro).map(({ ricavo: _r, costo: _c, margine: _m, ...kg }) => kg));
    expect((await t.rest('GET', `/api/vetrina/riepilogo?punto_vendita_id=${cat.chiosco}&dal=2026-06-01&al=2026-06-01`, { token: operatore })).status).toBe(403);
    const kgOnly = await t.gql(`{ riepilogoVetrina(dal: "2026-06-01", al: "2026-06-01") { nome kgVenduti sellThrough scartoPercentuale } }`, {}, operatore);
    expect(kgOnly.errors).toBeUndefined();
    expect((kgOnly.data as { riepilogoVetrina: unknown[] }).riepilogoVetrina).toHaveLength(3);
    const margine = await t.gql(`{ riepilogoVetrina(dal: "2026-06-01", al: "2026-06-01") { nome margine } }`, {}, operatore);
    expect(margine.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    const staff = await t.gql(
      `query($pv: Int) { riepilogoVetrina(dal: "2026-06-01", al: "2026-06-01", puntoVenditaId: $pv) { nome ricavo costo margine } }`,
      { pv: cat.centro },
      manager,
    );
    expect((staff.data as { riepilogoVetrina: { nome: string; margine: number }[] }).riepilogoVetrina[1]).toEqual({ nome: 'Fiordilatte', ricavo: 192, costo: 7.86, margine: 184.14 });
  });

  it('one SQL statement whatever the number of rows and days', async () => {
    const oneDay = await t.rest('GET', `/api/vetrina/riepilogo?dal=2026-06-01&al=2026-06-01`, { token: admin });
    const allYear = await t.rest('GET', `/api/vetrina/riepilogo?dal=2026-01-01&al=2026-12-31`, { token: admin });
    const empty = await t.rest('GET', `/api/vetrina/riepilogo?dal=2020-01-01&al=2020-01-31`, { token: admin });
    expect(empty.body).toEqual([]);
    expect(allYear.queries).toBe(oneDay.queries);
    expect(empty.queries).toBe(oneDay.queries);
    const day = await t.rest('GET', `/api/vetrina?punto_vendita_id=${cat.centro}&data=2026-06-01`, { token: admin });
    // the session check plus one statement for the day
    expect(day.queries).toBeLessThanOrEqual(oneDay.queries);
    expect(oneDay.queries).toBeLessThanOrEqual(3);
  });
});

describe('display case: production suggestion', () => {
  /*
   * Laboratorio, suggestion for Wednesday 2026-07-01. Same weekdays: 06-03, 06-10, 06-17, 06-24;
   * first half of the 4 weeks 06-03 … 06-16, second half 06-17 … 06-30.
   *   Fiordilatte sold 4, 6 | 5, 6 and on Tuesday 06-30 1.75 (3 loaded, 1.25 left):
   *     mean (4 + 6 + 5 + 6) / 4 = 5.25; trend (12.75 − 10) / 10 = +27.5 % -> capped +20 %;
   *     left at the last closing (06-30) 1.25 -> 5.25 × 1.2 − 1.25 = 5.05
   *   Fragola sold 2, 2 | 1, 1 (the last: 3 loaded, 1.5 left, 0.5 waste): mean 1.5,
   *     trend (2 − 4) / 4 = −50 % -> capped −20 % -> 1.5 × 0.8 = 1.2
   *   Cioccolato sold 06-10 2 | 06-17 2.2: mean 4.2 / 4 = 1.05, trend +10 % -> 1.155
   */
  beforeAll(async () => {
    const L = cat.lab;
    await vaschetta(L, '2026-06-03', cat.fiordilatte, 10, 6);
    await vaschetta(L, '2026-06-10', cat.fiordilatte, 10, 4);
    await vaschetta(L, '2026-06-17', cat.fiordilatte, 10, 5);
    await vaschetta(L, '2026-06-24', cat.fiordilatte, 10, 4);
    await vaschetta(L, '2026-06-30', cat.fiordilatte, 3, 1.25);
    await vaschetta(L, '2026-06-03', cat.fragola, 3, 1);
    await vaschetta(L, '2026-06-10', cat.fragola, 3, 1);
    await vaschetta(L, '2026-06-17', cat.fragola, 3, 2);
    await vaschetta(L, '2026-06-24', cat.fragola, 3, 1.5);
    await scarto(L, '2026-06-24', cat.fragola, 0.5, 'scaduto');
    await vaschetta(L, '2026-06-10', cat.cioccolato, 4, 2);
    await vaschetta(L, '2026-06-17', cat.cioccolato, 4, 1.8);
    await vaschetta(L, '2026-07-01', cat.cioccolato, 4, 3); // the day itself and later days do not count
  });

  it('weekday mean × (1 + trend capped at ±20 %) − kg left, on both doors', async () => {
    const res = await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=${cat.lab}&data=2026-07-01`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { gusto_id: cat.fiordilatte, nome: 'Fiordilatte', kg_suggeriti: 5.05, media: 5.25, trend: 20, rimasti: 1.25, kg_previsti: null, fonte: 'media_4_settimane' },
      { gusto_id: cat.fragola, nome: 'Fragola', kg_suggeriti: 1.2, media: 1.5, trend: -20, rimasti: 0, kg_previsti: null, fonte: 'media_4_settimane' },
      { gusto_id: cat.cioccolato, nome: 'Cioccolato', kg_suggeriti: 1.155, media: 1.05, trend: 10, rimasti: 0, kg_previsti: null, fonte: 'media_4_settimane' },
    ]);
    const gql = await t.gql(
      `query($pv: Int, $d: String) { suggerimentoProduzione(puntoVenditaId: $pv, data: $d) { nome kgSuggeriti media trend rimasti } }`,
      { pv: cat.lab, d: '2026-07-01' },
      admin,
    );
    expect((gql.data as { suggerimentoProduzione: unknown[] }).suggerimentoProduzione[0]).toEqual({ nome: 'Fiordilatte', kgSuggeriti: 5.05, media: 5.25, trend: 20, rimasti: 1.25 });
  });

  it('never below 0: the stock left is subtracted and the result clamped', async () => {
    /*
     * Wednesday 07-08: same weekdays 07-01, 06-24, 06-17, 06-10 (all with data at Laboratorio).
     * Cioccolato sold 1 (07-01: 4 loaded, 3 left), 0, 2.2, 2 -> mean 5.2 / 4 = 1.3; first half
     * (06-10 … 06-23) 2 + 2.2 = 4.2, second (06-24 … 07-07) 1 -> −76 % capped −20 %; left at the last
     * closing (07-01) 3 -> 1.3 × 0.8 − 3 < 0 -> 0
     */
    const res = await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=${cat.lab}&data=2026-07-08`, { token: admin });
    expect(res.body.find((r: { nome: string }) => r.nome === 'Cioccolato')).toEqual({
      gusto_id: cat.cioccolato,
      nome: 'Cioccolato',
      kg_suggeriti: 0,
      media: 1.3,
      trend: -20,
      rimasti: 3,
      kg_previsti: null,
      fonte: 'media_4_settimane',
    });
    // Fiordilatte: 06-30's 1.25 kg are not "left" any more (the last closing is 07-01)
    expect(res.body.find((r: { nome: string }) => r.nome === 'Fiordilatte')?.rimasti).toBe(0);
  });

  it('an operatore gets the suggestion of their own point only; no point, unknown point', async () => {
    expect((await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=${cat.lab}&data=2026-07-01`, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `/api/vetrina/suggerimento?data=2026-07-01`, { token: operatore })).status).toBe(200);
    expect((await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=999999&data=2026-07-01`, { token: admin })).status).toBe(404);
    expect((await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=${cat.lab}&data=2026-13-01`, { token: admin })).status).toBe(400);
  });
});
