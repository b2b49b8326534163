import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABELLE_CATALOGO } from '../src/common/versione-catalogo.js';
import { QUERY_COUNTER_HEADER, countQueries } from '../src/db/query-counter.js';
import { numera } from '../src/db/prepared.js';
import { COMPRESS_THRESHOLD } from '../src/http/web-delivery.js';
import { selectGustiConDettagli } from '../src/modules/gusti/gusto.service.js';
import { TABELLE_BASE_COSTO } from '../src/modules/magazzino/base-costo.js';
import { TEST_PASSWORD, createTestApp, grezzo, type TestApp } from './app.js';
import { INGREDIENTI_TEST, creaCatalogoTest, crema, sorbetto, type NomeIngredienteTest } from './catalogo.fixtures.js';

/**
 * Issue 13: the flavour list and detail are kept per catalogue version (rest/cache-risposte.ts,
 * common/versione-catalogo.ts). A repeat costs the authentication's statement only; any committed
 * change to a catalogue table, by the API or by hand in SQL, by import or reset, shows at once; the
 * caller's cost visibility and the URL are part of the key; encodings are those of a fresh answer.
 */
let t: TestApp;
let admin: string;
let operatore: string;
let ids: Record<NomeIngredienteTest, number>;
let cremaId = 0;
let sorbettoId = 0;

interface GustoRest {
  id: number;
  nome: string;
  descrizione: string | null;
  categoria: string;
  food_cost?: number;
  attivo: boolean;
  allergeni: string;
  allergeni_manuali: string[];
  /** The spec's form: the recipe as JSON text. */
  ingredienti: string;
}
const riga = (g: GustoRest, ingredienteId: number) =>
  (JSON.parse(g.ingredienti) as { ingrediente_id: number; nome: string; quantita: number }[]).find((r) => r.ingrediente_id === ingredienteId)!;

/** A GET through the real app with the statements it sent. */
async function leggi(url: string, token = admin, headers: Record<string, string> = {}) {
  const { result, count } = await countQueries((id) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, [QUERY_COUNTER_HEADER]: id, ...headers } }),
  );
  return { res: result, count };
}
const elenco = async (token = admin) => {
  const { res } = await leggi('/api/gusti', token);
  expect(res.statusCode).toBe(200);
  return res.json() as GustoRest[];
};
const gustoDi = async (id: number, token = admin) => (await elenco(token)).find((g) => g.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operatore } = await t.tokens());
  ({ ids } = await creaCatalogoTest(t));
  const post = async (body: unknown) => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo(body) });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  cremaId = await post({ nome: 'Crema', categoria: 'Creme', ingredienti: crema(ids) });
  sorbettoId = await post({ nome: 'Limone', categoria: 'Sorbetti', ingredienti: sorbetto(ids) });
});
afterAll(async () => t?.close());

describe('a repeat is served from the kept answer', () => {
  it('the same bytes, with the authentication as the only statement', async () => {
    const primo = await leggi('/api/gusti');
    const secondo = await leggi('/api/gusti');
    expect(primo.count).toBe(2);
    expect(secondo.count).toBe(1);
    expect(secondo.res.body).toBe(primo.res.body);
    expect(secondo.res.headers['content-type']).toBe(primo.res.headers['content-type']);
    const dettaglio = await leggi(`/api/gusti/${cremaId}`);
    expect((await leggi(`/api/gusti/${cremaId}`)).count).toBe(1);
    expect(dettaglio.res.json()).toEqual(secondo.res.json().find((g: GustoRest) => g.id === cremaId));
  });

  it('errors are not kept: an unknown flavour is a 404 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const { res, count } = await leggi('/api/gusti/999999');
      expect(res.statusCode).toBe(404);
      expect(count).toBe(2);
    }
  });
});

describe('every committed change to the catalogue shows at once', () => {
  const allergene = async (nome: string) => (await t.sql<{ id: number }>('select id from allergeni where nome = ?', [nome]))[0]!.id;

  /** What one case changes: a flavour of its own, in a category of its own, with its own milk and vanilla. */
  interface Proprio {
    gusto: number;
    categoria: string;
    latte: number;
    vaniglia: number;
  }
  async function gustoProprio(tabella: string): Promise<Proprio> {
    const nuovo = async (chiave: 'latte' | 'vaniglia') => {
      const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: { ...INGREDIENTI_TEST[chiave], nome: `${INGREDIENTI_TEST[chiave].nome} (${tabella})` } });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const categoria = `Creme (${tabella})`;
    expect((await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome: categoria, attivo: true } })).status).toBe(201);
    const latte = await nuovo('latte');
    const vaniglia = await nuovo('vaniglia');
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: `Crema (${tabella})`, categoria, ingredienti: crema({ ...ids, latte, vaniglia }) }) });
    expect(res.status).toBe(201);
    return { gusto: res.body.id as number, categoria, latte, vaniglia };
  }

  // one change per catalogue table, made by hand in SQL (as an administrator or a script would), each on data of its own
  const modifiche: [string, (p: Proprio) => Promise<unknown>, (g: GustoRest, p: Proprio) => void, ((p: Proprio) => Promise<unknown>)?][] = [
    ['gusti', (p) => t.sql(`update gusti set descrizione = 'Fatta a mano' where id = ?`, [p.gusto]), (g) => expect(g.descrizione).toBe('Fatta a mano')],
    [
      'categorie_gusti',
      (p) => t.sql(`update categorie_gusti set nome = ? where nome = ?`, [`${p.categoria} classiche`, p.categoria]),
      (g, p) => expect(g.categoria).toBe(`${p.categoria} classiche`),
    ],
    [
      'gusti_ingredienti',
      (p) => t.sql(`update gusti_ingredienti set quantita = 200 where gusto_id = ? and ingrediente_id = ?`, [p.gusto, ids.saccarosio]),
      (g) => expect(riga(g, ids.saccarosio).quantita).toBe(200),
    ],
    [
      'ingredienti',
      (p) => t.sql(`update ingredienti set nome = 'Latte fresco' where id = ?`, [p.latte]),
      (g, p) => expect(riga(g, p.latte).nome).toBe('Latte fresco'),
    ],
    [
      'ingredienti_allergeni',
      async (p) => t.sql(`insert into ingredienti_allergeni (ingrediente_id, allergene_id, tipo) values (?, ?, 'contiene')`, [p.vaniglia, await allergene('Sedano')]),
      (g) => expect(g.allergeni).toContain('Sedano'),
    ],
    [
      'gusti_allergeni',
      async (p) => t.sql(`insert into gusti_allergeni (gusto_id, allergene_id) values (?, ?)`, [p.gusto, await allergene('Senape')]),
      (g) => expect(g.allergeni_manuali).toContain('Senape'),
    ],
    [
      'allergeni',
      () => t.sql(`update allergeni set nome = 'Semi di senape' where nome = 'Senape'`),
      (g) => expect(g.allergeni).toContain('Semi di senape'),
      // its flavour declares Senape before the answer is kept
      async (p) => t.sql(`insert into gusti_allergeni (gusto_id, allergene_id) values (?, ?)`, [p.gusto, await allergene('Senape')]),
    ],
  ];

  it.each(modifiche)('%s', async (tabella, modifica, verifica, prepara) => {
    const proprio = await gustoProprio(tabella);
    await prepara?.(proprio);
    await elenco(); // kept at the current version
    const prima = (await leggi('/api/gusti')).count;
    expect(prima).toBe(1);
    await modifica(proprio);
    const { res, count } = await leggi('/api/gusti');
    expect(count, tabella).toBe(2);
    verifica((res.json() as GustoRest[]).find((g) => g.id === proprio.gusto)!, proprio);
  });

  it('the list covers every catalogue table the flavour reads use, each with its trigger', async () => {
    const righe = await t.sql<{ 'QUERY PLAN': unknown }>(`explain (format json) ${numera(selectGustiConDettagli('')).replace('$1', 'null')}`);
    const relazioni = new Set<string>();
    const visita = (n: unknown): void => {
      if (Array.isArray(n)) n.forEach(visita);
      else if (n && typeof n === 'object') {
        const o = n as Record<string, unknown>;
        if (typeof o['Relation Name'] === 'string') relazioni.add(o['Relation Name']);
        Object.values(o).forEach(visita);
      }
    };
    visita(righe[0]!['QUERY PLAN']);
    // besides the catalogue: the cost basis's setting (it bumps the version) and the stock (answers at the average price are never kept)
    const lette = [...TABELLE_CATALOGO, ...TABELLE_BASE_COSTO] as readonly string[];
    expect([...relazioni].filter((r) => !lette.includes(r))).toEqual([]);
    const trigger = await t.sql<{ tabella: string }>(
      `select c.relname as tabella from pg_trigger tr join pg_class c on c.oid = tr.tgrelid where tr.tgname = c.relname || '_catalogo_modificato' order by 1`,
    );
    expect(trigger.map((r) => r.tabella)).toEqual([...TABELLE_CATALOGO].sort());
  });

  it('a change through the API: a new ingredient price is the new food cost', async () => {
    const prima = (await gustoDi(sorbettoId)).food_cost!;
    const res = await t.rest('PUT', `/api/ingredienti/${ids.limone}`, { token: admin, body: { costo_per_unita: 9 } });
    expect(res.status).toBe(200);
    expect((await gustoDi(sorbettoId)).food_cost).not.toBe(prima);
  });

  it('a rolled-back change changes neither the data nor the version', async () => {
    await elenco();
    const client = await t.sql<{ v: string }>('select coalesce(sum(peso), 0)::text as v from catalogo_modifiche');
    await expect(
      t.sql(`do $$ begin update gusti set nome = 'Mai' where id = ${cremaId}; raise exception 'annulla'; end $$`),
    ).rejects.toThrow();
    expect(await t.sql<{ v: string }>('select coalesce(sum(peso), 0)::text as v from catalogo_modifiche')).toEqual(client);
    expect((await leggi('/api/gusti')).count).toBe(1);
  });

  it('the version rows stay few: past 64 a writer folds them, and the version still grows by one', async () => {
    const versione = async () => BigInt((await t.sql<{ v: string }>('select coalesce(sum(peso), 0)::text as v from catalogo_modifiche'))[0]!.v);
    const inizio = await versione();
    for (let i = 0; i < 80; i++) await t.sql(`update gusti set descrizione = ? where id = ?`, [`Giro ${i}`, sorbettoId]);
    expect(await versione()).toBe(inizio + 80n);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from catalogo_modifiche');
    expect(n).toBeLessThanOrEqual(65);
    expect((await gustoDi(sorbettoId)).descrizione).toBe('Giro 79');
  });
});

describe('the key: who sees costs, and the URL', () => {
  it('an operator never gets the admin’s kept answer, nor the admin the operator’s', async () => {
    // an inactive flavour of its own
    const spento = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Limone spento', categoria: 'Sorbetti', ingredienti: sorbetto(ids) }) });
    expect(spento.status).toBe(201);
    const spentoId = spento.body.id as number;
    await t.sql(`update gusti set attivo = false where id = ?`, [spentoId]);
    const conCosti = await elenco(admin);
    const senza = await elenco(operatore);
    const conCostiAncora = await elenco(admin);
    expect(conCosti.every((g) => typeof g.food_cost === 'number')).toBe(true);
    expect(senza.every((g) => !('food_cost' in g))).toBe(true);
    expect(conCostiAncora).toEqual(conCosti);
    // inactive flavours: never for operators, for staff only when asked
    const { res } = await leggi('/api/gusti?includi_disattivi=true', operatore);
    expect((res.json() as GustoRest[]).map((g) => g.id)).not.toContain(spentoId);
    expect(((await leggi('/api/gusti?includi_disattivi=true')).res.json() as GustoRest[]).map((g) => g.id)).toContain(spentoId);
    expect((await elenco(admin)).map((g) => g.id)).not.toContain(spentoId);
    expect((await leggi(`/api/gusti/${spentoId}`, operatore)).res.statusCode).toBe(404);
    expect((await leggi(`/api/gusti/${spentoId}`)).res.statusCode).toBe(200);
  });
});

describe('GraphQL: an operation made of the catalogue only is answered from the kept answers (issue 29)', () => {
  const LISTA = '{ gusti { id nome descrizione foodCost categoria { id nome } ricetta { ingredienteId nome quantita } allergeni { nome } } }';
  const gql = (query: string, token = admin, variables?: Record<string, unknown>) => t.gql(query, variables, token);

  // a caller this process knows: its authentication travels with the version's read (lettura-in-attesa.test.ts)
  it('a repeat: the same answer, with nothing read but the authentication and the version, in one round trip', async () => {
    const primo = await gql(LISTA);
    expect(primo.errors).toBeUndefined();
    expect(primo.queries).toBe(3);
    const secondo = await gql(LISTA);
    expect(secondo.queries).toBe(2);
    expect(secondo.data).toEqual(primo.data);
    // the variables are part of the key
    const Q = 'query G($id: Int!) { gusto(id: $id) { id nome } }';
    expect((await gql(Q, admin, { id: cremaId })).data).toEqual({ gusto: { id: cremaId, nome: 'Crema' } });
    expect((await gql(Q, admin, { id: sorbettoId })).data).toEqual({ gusto: { id: sorbettoId, nome: 'Limone' } });
    expect((await gql(Q, admin, { id: sorbettoId })).queries).toBe(2);
  });

  it('a change to the catalogue shows at once', async () => {
    await gql(LISTA);
    await t.sql(`update gusti set descrizione = 'Da GraphQL' where id = ?`, [cremaId]);
    const { data, queries } = await gql(LISTA);
    expect(queries).toBe(3);
    expect((data as { gusti: { id: number; descrizione: string }[] }).gusti.find((g) => g.id === cremaId)!.descrizione).toBe('Da GraphQL');
  });

  it('the role is part of the key: an operator never gets the admin’s costs, and its refusal is not kept', async () => {
    const q = '{ gusti { id foodCost } }';
    expect((await gql(q)).errors).toBeUndefined();
    expect((await gql(q)).queries).toBe(2);
    for (let i = 0; i < 2; i++) {
      const r = await gql(q, operatore);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const senzaCosti = await gql('{ gusti { id nome } }', operatore);
    expect(senzaCosti.errors).toBeUndefined();
    expect((await gql('{ gusti { id nome } }', operatore)).queries).toBe(2);
    expect((await gql(q)).data).toEqual((await gql(q)).data);
  });

  it('errors are not kept; a field that reads more than the catalogue keeps the operation out', async () => {
    for (let i = 0; i < 2; i++) expect((await gql('{ gusto(id: 999999) { id } }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const conProfilo = '{ gusti { id profilo { id } } }';
    const primo = await gql(conProfilo);
    expect(primo.errors).toBeUndefined();
    expect((await gql(conProfilo)).queries).toBe(primo.queries);
    expect(primo.queries).toBeGreaterThan(1);
  });

  it('an anonymous caller gets its 401 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ gusti { id } }' }, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('encodings, as @fastify/compress gives a fresh answer', () => {
  beforeAll(async () => {
    // enough flavours for an answer above the compression threshold
    const dimensione = async () => (await leggi('/api/gusti', admin, { 'x-no-compression': '1' })).res.rawPayload.length;
    for (let i = 0; (await dimensione()) <= COMPRESS_THRESHOLD; i++) {
      expect(i, 'flavours added for the threshold').toBeLessThan(100);
      const res = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: `Extra ${i}`, categoria: 'Creme', ingredienti: sorbetto(ids) }) });
      expect(res.status).toBe(201);
    }
  });

  it('br, gzip, none: the same JSON each time, kept or not', async () => {
    const json = (await leggi('/api/gusti', admin, { 'x-no-compression': '1' })).res.json();
    const casi: [Record<string, string>, string | undefined, (b: Buffer) => Buffer][] = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br', brotliDecompressSync],
      [{ 'accept-encoding': 'gzip' }, 'gzip', gunzipSync],
      [{ 'accept-encoding': 'x-gzip' }, 'gzip', gunzipSync],
      [{ 'accept-encoding': 'identity' }, undefined, (b) => b],
      [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, undefined, (b) => b],
      [{}, undefined, (b) => b],
    ];
    for (const [headers, codifica, decodifica] of casi) {
      for (let volta = 0; volta < 2; volta++) {
        const { res } = await leggi('/api/gusti', admin, headers);
        expect(res.headers['content-encoding'], JSON.stringify(headers)).toBe(codifica);
        if (codifica) expect(res.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(decodifica(res.rawPayload).toString('utf8'))).toEqual(json);
      }
    }
  });
});

describe('import and reset load with triggers off, and still end the kept answers', () => {
  it('after a reset the list is empty', async () => {
    expect((await elenco()).length).toBeGreaterThan(0);
    const res = await t.rest('POST', '/api/admin/reset-database', { token: admin, body: { password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const nuovo = await t.token('admin');
    expect(await elenco(nuovo)).toEqual([]);
  });
});
