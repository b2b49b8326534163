import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { QUERY_COUNTER_HEADER, countQueries } from '../src/db/query-counter.js';
import { VALORI_GUSTO_COLUMNS, valoriGustoCalcolatiLateral } from '../src/modules/gusti/gusto.sql.js';
import { createTestApp, type TestApp, grezzo } from './app.js';
import { creaCatalogoTest, crema, sorbetto, type NomeIngredienteTest } from './catalogo.fixtures.js';

/**
 * Issue 13: statements per request, authentication included (one statement checks the token's
 * session and loads the user). Every list and detail route of the catalogue and of production, on
 * both doors, stays within 2 statements whatever the number of rows; a production POST of 8 lines
 * within 4. Counted with db/query-counter.ts through the real app.
 */
let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let ids: Record<NomeIngredienteTest, number>;
const gusti: number[] = [];
let pv = 0;
let produzioneId = 0;
let categoriaId = 0;
let allergeneId = 0;

/** One request through the real app: status, body and the statements it sent (for the failure message). */
async function misura(method: InjectOptions['method'], url: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const { result, count, preparate, statements } = await countQueries((id) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, [QUERY_COUNTER_HEADER]: id, 'apollo-require-preflight': 'true', ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    }),
  );
  return { status: result.statusCode, body: result.json(), count, preparate, statements: statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 160)) };
}

const LETTURA = 2;
const SCRITTURA = 4;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ({ ids } = await creaCatalogoTest(t));
  pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  categoriaId = (await t.sql<{ id: number }>(`select id from categorie_gusti where nome = 'Creme'`))[0]!.id;
  allergeneId = (await t.sql<{ id: number }>(`select id from allergeni order by id limit 1`))[0]!.id;
  // 8 flavours (several rows with recipe lines and allergens: counts must not grow with them)
  for (let i = 0; i < 8; i++) {
    const res = await t.rest('POST', '/api/gusti', {
      token: admin,
      // the spec's text forms of ingredienti and allergeni: not in the document's schema
      body: grezzo({ nome: `Gusto ${i + 1}`, categoria: i % 2 ? 'Sorbetti' : 'Creme', ingredienti: JSON.stringify(i % 2 ? sorbetto(ids) : crema(ids)), allergeni: 'Latte' }),
    });
    expect(res.status).toBe(201);
    gusti.push(res.body.id);
  }
  const res = await t.rest('POST', '/api/produzione', {
    token: admin,
    body: { data: '2026-06-01', puntoVenditaId: pv, gusti: gusti.map((g, i) => ({ gusto_id: g, quantita_kg: i + 1 })), note: null },
  });
  expect(res.status).toBe(201);
  produzioneId = res.body.id;
});
afterAll(async () => t?.close());

describe('REST reads: ≤ 2 statements per request, authentication included, all prepared', () => {
  const routes = (): [string, string][] => [
    ['ingredienti', '/api/ingredienti'],
    ['ingredienti anche disattivi', '/api/ingredienti?includi_disattivi=true'],
    ['ingrediente', `/api/ingredienti/${ids.latte}`],
    ['gusti (con ricetta e allergeni)', '/api/gusti'],
    ['gusti anche disattivi', '/api/gusti?includi_disattivi=true'],
    ['gusto (con ricetta e allergeni)', `/api/gusti/${gusti[0]}`],
    ['categorie', '/api/config/categorie'],
    ['categoria', `/api/config/categorie/${categoriaId}`],
    ['allergeni', '/api/config/allergeni'],
    ['allergene', `/api/config/allergeni/${allergeneId}`],
    ['punti vendita', '/api/punti-vendita'],
    ['produzioni', '/api/produzione'],
    ['produzioni filtrate e ordinate per costo', `/api/produzione?punto_vendita_id=${pv}&sort=costo&order=asc&limit=5`],
    ['produzioni oltre l’ultima pagina', '/api/produzione?offset=500'],
    ['produzione', `/api/produzione/${produzioneId}`],
  ];
  it.each(['admin', 'manager'] as const)('%s', async (ruolo) => {
    const token = ruolo === 'admin' ? admin : manager;
    for (const [name, url] of routes()) {
      const res = await misura('GET', url, token);
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      expect(res.count, `${name}:\n${res.statements.join('\n')}`).toBeLessThanOrEqual(LETTURA);
      expect(res.preparate, `${name}: prepared statements only\n${res.statements.join('\n')}`).toBe(res.count);
    }
  });

  it('the production list past its last page still says the total (one statement)', async () => {
    const res = await misura('GET', '/api/produzione?offset=500', admin);
    expect(res.body).toMatchObject({ produzioni: [], total: 1 });
  });
});

/** Every field of a flavour that comes from the database, recipe and allergens included. */
const GUSTO_GQL = `id nome categoriaId categoria { id nome colore } colore attivo versione foodCost pac pod pacKg podKg massaKg kcal
  nutrizione { kcal zuccheri } ricetta { id ingredienteId nome quantita unita unitaMisura ingredienteAttivo }
  allergeni { id nome codice } allergeniDerivati allergeniManuali tracce origineAllergeni { allergene tipo ingredienti }`;

describe('GraphQL reads: ≤ 2 statements per request, authentication included, all prepared', () => {
  const queries = (): [string, string][] => [
    ['ingredienti', `{ ingredienti(includiDisattivi: true) { id nome unitaMisura costoPerUnita calorie pac pod attivo } }`],
    ['ingrediente', `{ ingrediente(id: ${ids.latte}) { id nome unitaMisura costoPerUnita calorie pac pod } }`],
    ['gusti', `{ gusti(includiDisattivi: true) { ${GUSTO_GQL} } }`],
    ['gusto', `{ gusto(id: ${gusti[0]}) { ${GUSTO_GQL} } }`],
    ['categorie', `{ categorieGusti { id nome colore attivo } }`],
    ['categoria', `{ categoriaGusto(id: ${categoriaId}) { id nome } }`],
    ['allergeni', `{ allergeni { id nome codice } }`],
    ['allergene', `{ allergene(id: ${allergeneId}) { id nome } }`],
    ['punti vendita', `{ puntiVendita { id nome attivo temperaturaVetrina } }`],
    ['produzioni', `{ produzioni(limit: 20) { totale righe { id data kgTotale costoTotale kgTotaleGiornaliero puntoVenditaNome operatoreNome gusti { gustoId gustoNome gustoColore gustoCategoria quantitaKg foodCost } } } }`],
    ['produzione', `{ produzione(id: ${produzioneId}) { id data kgTotale costoTotale kgTotaleGiornaliero puntoVenditaNome gusti { gustoId gustoNome quantitaKg foodCost } } }`],
  ];
  it('admin', async () => {
    for (const [name, q] of queries()) {
      const res = await misura('POST', '/graphql', admin, { query: q });
      expect(res.body.errors, name).toBeUndefined();
      expect(res.count, `${name}:\n${res.statements.join('\n')}`).toBeLessThanOrEqual(LETTURA);
      expect(res.preparate, `${name}: prepared statements only\n${res.statements.join('\n')}`).toBe(res.count);
    }
  });
});

describe('writes', () => {
  const otto = (data: string) => ({ data, puntoVenditaId: pv, gusti: gusti.map((g, i) => ({ gusto_id: g, quantita_kg: i + 0.5 })), note: 'otto righe' });

  it('POST /api/produzione with 8 lines: ≤ 4 statements (authentication, one write statement, outbox rows)', async () => {
    const res = await misura('POST', '/api/produzione', operatore, otto('2026-06-02'));
    expect(res.status).toBe(201);
    expect(res.count, res.statements.join('\n')).toBeLessThanOrEqual(SCRITTURA);
    expect(res.preparate, `prepared statements only\n${res.statements.join('\n')}`).toBe(res.count);
  });

  it('with an Idempotency-Key (as the web app sends): ≤ 4 statements, and a repeat replays in ≤ 4', async () => {
    const chiave = `conta-${randomBytes(6).toString('hex')}`;
    const conChiave = () => misura('POST', '/api/produzione', operatore, otto('2026-06-04'), { 'idempotency-key': chiave });
    // authentication, the key claimed (expired keys purged on the way), the write, the answer stored
    const prima = await conChiave();
    expect(prima.status).toBe(201);
    expect(prima.count, prima.statements.join('\n')).toBeLessThanOrEqual(SCRITTURA);
    expect(prima.preparate, `prepared statements only\n${prima.statements.join('\n')}`).toBe(prima.count);
    // authentication, the claim that finds the key alive, the stored answer read
    const ripetuta = await conChiave();
    expect([ripetuta.status, ripetuta.body.id]).toEqual([201, prima.body.id]);
    expect(ripetuta.count, ripetuta.statements.join('\n')).toBeLessThanOrEqual(SCRITTURA);
  });

  it('with e-mail notifications on and a webhook listening: still ≤ 4', async () => {
    await t.sql(`insert into configurazioni (chiave, valore) values ('email_abilitato', 'true'), ('email_notifica_produzione', 'true'),
                   ('email_destinatari_notifiche', '["lab@test.it"]'), ('email_mittente', 'gelateria@test.it')
                 on conflict (chiave) do update set valore = excluded.valore`);
    await t.sql(`insert into webhook (url, segreto, eventi) values ('https://example.com/hook', 'segreto-di-prova-123', '{produzione.creata}')`);
    try {
      const res = await misura('POST', '/api/produzione', operatore, otto('2026-06-03'));
      expect(res.status).toBe(201);
      expect(res.count, res.statements.join('\n')).toBeLessThanOrEqual(SCRITTURA);
      const [email] = await t.sql<{ n: number }>(`select count(*)::int as n from email_log where riferimento_id = ?`, [res.body.id]);
      const [hook] = await t.sql<{ n: number }>(`select count(*)::int as n from webhook_consegne where tipo = 'produzione.creata' and payload->'dati'->>'id' = ?`, [String(res.body.id)]);
      expect([email!.n, hook!.n]).toEqual([1, 1]);
    } finally {
      await t.sql(`delete from webhook_consegne`);
      await t.sql(`delete from webhook`);
      await t.sql(`update configurazioni set valore = 'false' where chiave = 'email_abilitato'`);
    }
  });
});

describe('flavour values stored on gusti equal a fresh computation (DOMAIN.md)', () => {
  const cols = VALORI_GUSTO_COLUMNS.join(', ');
  /** Flavours whose stored values differ from the values computed now from recipe and ingredients. */
  const diversi = () =>
    t.sql<{ id: number }>(
      `select g.id, ${VALORI_GUSTO_COLUMNS.map((c) => `g.${c}::text as ${c}, f.${c}::numeric::text as ${c}_calcolato`).join(', ')}
         from gusti g ${valoriGustoCalcolatiLateral('g', 'f')}
        where (${VALORI_GUSTO_COLUMNS.map((c) => `g.${c}`).join(', ')}) is distinct from (${VALORI_GUSTO_COLUMNS.map((c) => `f.${c}`).join(', ')})`,
    );
  const stored = async (id: number) => (await t.sql<Record<string, string>>(`select ${cols} from gusti where id = ?`, [id]))[0]!;

  it('after creation: the hand-computed crema values (catalogo.fixtures.ts) are stored', async () => {
    expect(await stored(gusti[0]!)).toMatchObject({ food_cost: '6.4708', pac: '287.60', pod: '192.10', pac_kg: '239.67', kcal: '187.42', massa_kg: '1.2000', sale: '0.083' });
    expect(await diversi()).toEqual([]);
  });

  it('after recipe edits (REST and GraphQL) and direct SQL on recipe lines', async () => {
    const res = await t.rest('PUT', `/api/gusti/${gusti[0]}`, { token: admin, body: grezzo({ nome: 'Gusto 1', categoria: 'Creme', ingredienti: JSON.stringify(sorbetto(ids)) }) });
    expect(res.status).toBe(200);
    // sorbetto: food_cost 1.1847, pac 256.25, pac_kg 269.74, kcal 111.05 (catalogo.fixtures.ts)
    expect(await stored(gusti[0]!)).toMatchObject({ food_cost: '1.1847', pac: '256.25', pac_kg: '269.74', kcal: '111.05' });
    expect(res.body).toMatchObject({ food_cost: 1.1847, pac: 256.25, pac_kg: 269.74, kcal: 111.05 });
    const gql = await t.gql(`mutation($id: Int!, $input: AggiornaGustoInput!) { aggiornaGusto(id: $id, input: $input) { foodCost } }`, {
      id: gusti[1],
      input: { ingredienti: crema(ids).map(({ ingrediente_id, quantita, unita }) => ({ ingredienteId: ingrediente_id, quantita, unita })) },
    }, admin);
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ aggiornaGusto: { foodCost: 6.4708 } });
    await t.sql(`update gusti_ingredienti set quantita = quantita * 2 where gusto_id = ? and ingrediente_id = ?`, [gusti[2], ids.latte]);
    await t.sql(`delete from gusti_ingredienti where gusto_id = ? and ingrediente_id = ?`, [gusti[3], ids.acqua]);
    await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 100, 'g')`, [gusti[4], ids.destrosio]);
    expect(await diversi()).toEqual([]);
  });

  it('after ingredient cost, nutrition, density and composition changes (one statement for many flavours)', async () => {
    const put = async (id: number, body: Record<string, unknown>) => {
      const [row] = await t.rest('GET', `/api/ingredienti/${id}`, { token: admin }).then((r) => [r.body]);
      const res = await t.rest('PUT', `/api/ingredienti/${id}`, { token: admin, body: { ...row, ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await put(ids.saccarosio, { costo_per_unita: 2 });
    expect(await diversi()).toEqual([]);
    await put(ids.latte, { calorie: 70, densita: 1.032 });
    expect(await diversi()).toEqual([]);
    // composition: the sugar spectrum derives PAC/POD on write (ingrediente.scienza.ts)
    await put(ids.destrosio, { glucosio: 91, acqua: 9 });
    expect(await diversi()).toEqual([]);
    await t.sql(`update ingredienti set costo_per_unita = costo_per_unita + 1, sale = 0.2`);
    expect(await diversi()).toEqual([]);
    // stored values are what the API answers
    const list = await t.rest('GET', '/api/gusti', { token: admin });
    const fresh = await t.sql<{ id: number; food_cost: string; kcal: string }>(`select g.id, f.food_cost::text, f.kcal::text from gusti g ${valoriGustoCalcolatiLateral('g', 'f')}`);
    for (const g of list.body) {
      const f = fresh.find((x) => x.id === g.id)!;
      expect([g.food_cost, g.kcal]).toEqual([Number(f.food_cost), Number(f.kcal)]);
    }
  });

  it('after a backup import (loaded with triggers off, stale values in the file)', async () => {
    const backup = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: `Bearer ${admin}` } });
    expect(backup.statusCode).toBe(200);
    const doc = JSON.parse(backup.body) as { data: { gusti: Record<string, unknown>[] } };
    for (const g of doc.data.gusti) Object.assign(g, { food_cost: 999, kcal: 0, pac: 1 });
    const boundary = `----gelatiere${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\npassword-di-prova\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="backupFile"; filename="backup.json"\r\nContent-Type: application/json\r\n\r\n`),
      Buffer.from(JSON.stringify(doc)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // multipart/form-data: the document does not describe the upload's body
    const res = await t.rest('POST', '/api/admin/import-backup', { token: admin, body: grezzo(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await diversi()).toEqual([]);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from gusti where food_cost = 999`))[0]!.n).toBe(0);
  });
});
