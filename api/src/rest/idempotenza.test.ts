import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { routes as appRoutes } from '../modules/index.js';
import { isIdempotent } from './gateway.js';

/**
 * Idempotency-Key on every creating POST (handled once in the gateway; POST /api/produzione by its
 * service): the same key twice creates one record and returns the same answer.
 */
let t: TestApp;
let admin: string;
const ids = { pv: 0, categoria: 0, gusto: 0, carico: 0, dispositivo: 0, allarme: 0, ingrediente: 0, fornitore: 0 };

const one = async (query: string, params: unknown[] = []) => (await t.sql<{ id: number }>(query, params))[0]!.id;
const count = async (table: string) => (await t.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_CONSENTI_RETE_PRIVATA: 'true' });
  ({ admin } = await t.tokens());
  ids.pv = await one(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  ids.categoria = await one(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`);
  ids.gusto = await one(`insert into gusti (nome, categoria_id) values ('Fiordilatte', ?) returning id`, [ids.categoria]);
  ids.carico = await one(`insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg) values (?, '2026-07-01', ?, 5) returning id`, [ids.pv, ids.gusto]);
  // the HACCP register and the stock (issues 30, 31): a display case, a sensor's open alert, an ingredient, a supplier
  const dispositivo = await t.rest('POST', '/api/haccp/dispositivi', { token: admin, body: { nome: 'Vetrina banco', tipo: 'vetrina', punto_vendita_id: ids.pv, temperatura_min: -14, temperatura_max: -10, codice: 'IDEM-VTR' } });
  ids.dispositivo = (dispositivo.body as { id: number }).id;
  const fuori = { codice: 'IDEM-VTR', temperatura: -6, misurata_il: new Date(Date.now() - 60_000).toISOString() };
  expect((await t.rest('POST', '/api/haccp/letture/batch', { token: admin, body: { letture: [fuori] } })).status).toBe(201);
  ids.allarme = (await t.rest('GET', '/api/haccp/allarmi', { token: admin })).body[0]!.id;
  const ingrediente = await t.rest('POST', '/api/ingredienti', { token: admin, body: { nome: 'Latte intero', costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Latteria' } });
  ids.ingrediente = (ingrediente.body as { id: number }).id;
  ids.fornitore = await one(`insert into fornitori (ragione_sociale, partita_iva) values ('Latteria Sociale', '01234567897') returning id`);
});

afterAll(async () => {
  await t.close();
});

/** A sensor's reading time: one instant, so that the request sent twice is the same request. */
const MEZZ_ORA_FA = new Date(Date.now() - 30 * 60_000).toISOString();

/** [url, table counted, body]; bodies built lazily (ids come from beforeAll). */
const CASES: [string, string, () => unknown][] = [
  ['/api/punti-vendita', 'punti_vendita', () => ({ nome: 'Gelateria Mare', indirizzo: 'Via del Porto 1' })],
  ['/api/config/categorie', 'categorie_gusti', () => ({ nome: 'Sorbetti' })],
  ['/api/config/allergeni', 'allergeni', () => ({ nome: 'Kiwi', codice: 'kiwi' })],
  ['/api/ingredienti', 'ingredienti', () => ({ nome: 'Pistacchi', costo_per_unita: 30, unita_misura: 'kg', fornitore: 'Sicilia' })],
  ['/api/gusti', 'gusti', () => ({ nome: 'Pistacchio', categoria: ids.categoria })],
  ['/api/gusti/:gusto/duplica', 'gusti', () => ({})],
  ['/api/users', 'utenti', () => ({ nome: 'Nuova Operatrice', email: 'nuova@test.it', password: 'password-di-prova-123', ruolo: 'operatore' })],
  ['/api/profili-bilanciamento', 'profili_bilanciamento', () => ({ nome: 'Gastronomico', obiettivi: { sale: { max: 1.5 } } })],
  ['/api/vetrina/carichi', 'vetrina_carichi', () => ({ punto_vendita_id: ids.pv, data: '2026-07-02', gusto_id: ids.gusto, kg: 4 })],
  ['/api/vetrina/chiusure', 'vetrina_carichi where kg_rimasti is not null', () => ({ carico_id: ids.carico, kg_rimasti: 1 })],
  ['/api/vetrina/scarti', 'vetrina_scarti', () => ({ punto_vendita_id: ids.pv, data: '2026-07-02', gusto_id: ids.gusto, kg: 0.5, motivo: 'caduto' })],
  ['/api/integrazioni/webhook', 'webhook', () => ({ url: 'http://127.0.0.1:9/ricevi', eventi: ['produzione.creata'] })],
  ['/api/produzione', 'produzioni', () => ({ data: '2026-07-03', punto_vendita_id: ids.pv, gusti: [{ gusto_id: ids.gusto, quantita_kg: 2 }] })],
  ['/api/haccp/dispositivi', 'haccp_dispositivi', () => ({ nome: 'Freezer retro', tipo: 'freezer', punto_vendita_id: ids.pv, temperatura_min: -25, temperatura_max: -18 })],
  ['/api/haccp/letture', 'haccp_registrazioni', () => ({ dispositivo_id: ids.dispositivo, temperatura: -12 })],
  ['/api/haccp/letture/batch', 'haccp_registrazioni', () => ({ letture: [{ codice: 'IDEM-VTR', temperatura: -12, misurata_il: MEZZ_ORA_FA }] })],
  ['/api/haccp/allarmi/:allarme/chiusura', 'haccp_registrazioni', () => ({ azione_correttiva: 'Gelato spostato nel freezer di riserva, tecnico chiamato' })],
  ['/api/haccp/pastorizzazioni', 'haccp_registrazioni', () => ({ punto_vendita_id: ids.pv, prodotto: 'base', descrizione: 'Base bianca', temperatura_raggiunta: 85, minuti_mantenimento: 1 })],
  ['/api/haccp/abbattimenti', 'haccp_registrazioni', () => ({ punto_vendita_id: ids.pv, prodotto: 'Base bianca', temperatura_iniziale: 80, temperatura_finale: 3, minuti: 60 })],
  ['/api/haccp/pulizie', 'haccp_registrazioni', () => ({ punto_vendita_id: ids.pv, area: 'Banco', prodotto: 'Detergente alcalino' })],
  ['/api/haccp/controlli-merci', 'haccp_registrazioni', () => ({ punto_vendita_id: ids.pv, fornitore: 'Latteria', prodotto: 'Latte intero', temperatura: 3, conforme: true })],
  ['/api/fornitori', 'fornitori', () => ({ ragione_sociale: 'Zuccheri del Nord', partita_iva: '12345678903' })],
  ['/api/ricevimenti', 'ricevimenti', () => ({ fornitore_id: ids.fornitore, data: '2026-07-01', numero_documento: 'DDT 12', righe: [{ ingrediente_id: ids.ingrediente, lotto: 'L0701', scadenza: '2026-07-08', quantita: 20, prezzo_unitario: 1.2 }] })],
  ['/api/magazzino/rettifiche', 'rettifiche_magazzino', () => ({ ingrediente_id: ids.ingrediente, quantita: -1.5, motivo: 'Inventario' })],
  ['/api/magazzino/inventario', 'rettifiche_magazzino', () => ({ righe: [{ ingrediente_id: ids.ingrediente, lotto: 'L0701', contato: 19, giacenza_letta: 20 }] })],
];

describe('Idempotency-Key on every creating POST', () => {
  it.each(CASES)('POST %s: the same key twice creates one record and answers the same', async (url, table, body) => {
    const path = url.replace(':gusto', String(ids.gusto)).replace(':allarme', String(ids.allarme));
    const key = `chiave-${url}`;
    const post = () => t.rest('POST', path, { token: admin, body: body(), headers: { 'idempotency-key': key } });
    const before = await count(table);
    const first = await post();
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    const second = await post();
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await count(table)).toBe(before + 1);
    expect(await t.sql(`select 1 from idempotenza where chiave = ?`, [key])).toHaveLength(1);
  });

  it('every creating POST of the route table is covered above (a new one must be added here)', () => {
    const creating = appRoutes.filter((r) => r.method === 'POST' && r.status === 201).map((r) => `/api${r.url}`.replace(':id', ':gusto'));
    // the plan's recording needs a day's plan: its replay is asserted in piano.test.ts
    const covered = new Set([...CASES.map(([url]) => url.replace(':allarme', ':gusto')), '/api/integrazioni/chiavi', '/api/piano/registra']);
    expect(creating.filter((u) => !covered.has(u))).toEqual([]);
  });

  it('an API key creation is never stored for a replay (its secret is kept only as a hash)', async () => {
    const route = appRoutes.find((r) => r.method === 'POST' && r.url === '/integrazioni/chiavi')!;
    expect(isIdempotent(route)).toBe(false);
    const res = await t.rest('POST', '/api/integrazioni/chiavi', {
      token: admin,
      body: { nome: 'ERP', scopes: ['produzione:read'] },
      headers: { 'idempotency-key': 'chiave-api-1' },
    });
    expect(res.status).toBe(201);
    expect(await t.sql(`select 1 from idempotenza where chiave = 'chiave-api-1'`)).toEqual([]);
  });

  it('a malformed key is a 400 in Italian and creates nothing', async () => {
    const before = await count('punti_vendita');
    const res = await t.rest('POST', '/api/punti-vendita', { token: admin, body: { nome: 'Spazi' }, headers: { 'idempotency-key': 'con spazi' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringContaining('Chiave di idempotenza non valida') });
    expect(await count('punti_vendita')).toBe(before);
  });
});
