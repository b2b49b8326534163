import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_PASSWORD, type TestApp } from './app.js';
import { CONVERTED, createAjv2020, openapiPath, type OpenApiDocument } from './contract.fixtures.js';

/**
 * The OpenAPI document is generated from the zod schemas that run (issue 10): it is a valid OpenAPI
 * 3.1 document, every converted route documents its inputs and answers, and every answer these
 * requests receive (success and errors) matches the document's schema for its status.
 */

let t: TestApp;
let doc: OpenApiDocument;
let tokens: Awaited<ReturnType<TestApp['tokens']>>;

interface Received {
  method: string;
  url: string;
  status: number;
  body: unknown;
}
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp({ EMAIL_WORKER: 'false', WEBHOOK_CONSENTI_RETE_PRIVATA: 'true' });
  tokens = await t.tokens();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t?.close());

/** One request to a route template (`/config/categorie/:id`), recorded for the document check. */
async function call<T = any>(
  method: string,
  url: string,
  opts: { params?: Record<string, string | number>; query?: string; token?: string | null; body?: unknown; headers?: Record<string, string>; payload?: string | Buffer } = {},
) {
  const path = url.replace(/:([A-Za-z_]+)/g, (_m, k: string) => encodeURIComponent(String(opts.params?.[k])));
  const token = opts.token === undefined ? tokens.admin : opts.token;
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api${path}${opts.query ? `?${opts.query}` : ''}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload } : opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  const body = json ? res.json() : res.body;
  received.push({ method, url, status: res.statusCode, body: json ? body : undefined });
  return { status: res.statusCode, body: body as T };
}

function multipart(content: string | Buffer, campo = 'backupFile', nomeFile = 'backup.json') {
  const boundary = '----gelatiere-contratto';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nomeFile}"\r\nContent-Type: application/json\r\n\r\n`),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document whose schemas are valid JSON Schema 2020-12', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Gelatiere API', version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    const ajv = createAjv2020();
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        const schemas = [
          ...(op.parameters ?? []).map((p) => p.schema),
          ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
          ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
        ].filter(Boolean) as object[];
        for (const s of schemas) expect(ajv.validateSchema(s), `${method} ${path}: ${JSON.stringify(ajv.errors)}`).toBe(true);
      }
    }
  });

  it('documents params, query, body and every answer of each converted route', () => {
    for (const r of CONVERTED) {
      const op = doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()];
      const key = `${r.method} ${r.url}`;
      expect(op, key).toBeDefined();
      expect(r.response, `${key} is on the contract`).toBeDefined();
      const success = op!.responses[String(r.status ?? 200)];
      expect(success?.content?.['application/json']?.schema, `${key} success schema`).toBeDefined();
      expect(op!.responses['4XX'] ?? op!.responses['400'], `${key} error schema`).toBeDefined();
      const pathParams = [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      for (const p of pathParams) expect(op!.parameters?.some((x) => x.in === 'path' && x.name === p), `${key} param ${p}`).toBe(true);
      if (r.query) expect(op!.parameters?.some((x) => x.in === 'query'), `${key} query`).toBe(true);
      if (r.body) expect(op!.requestBody?.content['application/json']?.schema, `${key} body`).toBeDefined();
      // uploads and file answers, which zod cannot describe, are documented too
      if (r.multipart) {
        const upload = op!.requestBody?.content['multipart/form-data']?.schema as { required?: string[]; properties?: Record<string, { format?: string }> } | undefined;
        expect(upload?.required, `${key} upload`).toEqual([r.multipart.campo]);
        expect(upload?.properties?.[r.multipart.campo]?.format).toBe('binary');
      }
      for (const tipo of Object.keys(r.file ?? {})) expect(success?.content?.[tipo]?.schema, `${key} ${tipo}`).toMatchObject({ type: 'string', format: 'binary' });
    }
    // the routes that answer files or take an upload
    const conFile = CONVERTED.filter((r) => r.file).map((r) => `${r.method} ${r.url}`);
    expect(conFile.sort()).toEqual([
      'GET /analytics/export',
      'GET /gusti/:id/etichetta',
      'GET /gusti/:id/foglio-pesata',
      'GET /haccp/registro',
      'GET /lotti/richiamo',
      'GET /magazzino/riordino/:id/pdf',
      'GET /piano/fogli',
      'GET /piano/trasferimenti',
      'GET /punti-vendita/:id/cartello-allergeni',
    ]);
    expect(CONVERTED.filter((r) => r.multipart).map((r) => `${r.method} ${r.url}`).sort()).toEqual(['POST /admin/import-backup', 'POST /ricevimenti/fattura']);
  });
});

describe('the answers of every converted route match the document', () => {
  it('catalogue: categorie and allergeni', async () => {
    const c = await call('POST', '/config/categorie', { body: { nome: 'Creme', ordine: 1 } });
    expect(c.status).toBe(201);
    await call('GET', '/config/categorie', { query: 'solo_attive=true' });
    await call('GET', '/config/categorie/:id', { params: { id: c.body.id } });
    await call('PUT', '/config/categorie/:id', { params: { id: c.body.id }, body: { colore: '#aabbcc' } });
    await call('POST', '/config/categorie', { body: {} });
    await call('GET', '/config/categorie/:id', { params: { id: 999999 } });
    await call('GET', '/config/categorie', { token: tokens.operatore });
    await call('GET', '/config/categorie', { token: null });
    expect((await call('DELETE', '/config/categorie/:id', { params: { id: c.body.id } })).status).toBe(200);

    const a = await call('POST', '/config/allergeni', { body: { nome: 'Lupino', codice: 'LUPINO_X' } });
    expect(a.status).toBe(201);
    await call('POST', '/config/allergeni', { body: { nome: 'Lupino', codice: 'LUPINO_X' } });
    await call('GET', '/config/allergeni', { query: 'solo_attivi=true' });
    await call('GET', '/config/allergeni/:id', { params: { id: a.body.id } });
    await call('PUT', '/config/allergeni/:id', { params: { id: a.body.id }, body: { descrizione: 'Legume' } });
    expect((await call('DELETE', '/config/allergeni/:id', { params: { id: a.body.id } })).status).toBe(200);
  });

  it('recipes: ingredienti, gusti, versioni, foglio di pesata, scienza', async () => {
    const latte = await call('POST', '/ingredienti', { body: { nome: 'Latte', costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Latteria', acqua: 87.5, grassi: 3.6, lattosio: 4.8, allergeni_contiene: ['Latte'] } });
    expect(latte.status).toBe(201);
    const zucchero = await call('POST', '/ingredienti', { body: { nome: 'Zucchero', costo_per_unita: 1, unita_misura: 'kg', fornitore: 'Zuccheri', saccarosio: 100, acqua: 0 } });
    await call('POST', '/ingredienti', { body: { nome: 'X', costo_per_unita: -1 } });
    await call('GET', '/ingredienti', { query: 'includi_disattivi=true&aggiornato_dopo=2000-01-01T00:00:00Z' });
    await call('GET', '/ingredienti', { query: 'aggiornato_dopo=ieri' });
    await call('GET', '/ingredienti/:id', { params: { id: latte.body.id } });
    await call('PUT', '/ingredienti/:id', { params: { id: latte.body.id }, body: { costo_per_unita: 1.3, nome_etichetta: 'latte intero' } });
    await call('PATCH', '/ingredienti/:id/disattiva', { params: { id: zucchero.body.id } });
    await call('PATCH', '/ingredienti/:id/attiva', { params: { id: zucchero.body.id } });
    await call('GET', '/ingredienti/stats', { query: 'data_inizio=2026-01-01&data_fine=2026-12-31' });
    await call('GET', '/ingredienti/stats', { query: 'data_inizio=2026-12-31&data_fine=2026-01-01' });
    await call('GET', '/ingredienti', { token: tokens.operatore });

    const cat = await call('POST', '/config/categorie', { body: { nome: 'Creme contratto' } });
    const righe = [
      { ingrediente_id: latte.body.id, nome: 'Latte', quantita: 1, unita: 'l' },
      { ingrediente_id: zucchero.body.id, quantita: 180, unita: 'g' },
    ];
    const g = await call('POST', '/gusti', { body: { nome: 'Fiordilatte', categoria: 'Creme contratto', ingredienti: JSON.stringify(righe), allergeni: 'Latte', nota_versione: 'x' } });
    expect(g.status).toBe(201);
    expect(typeof g.body.ingredienti).toBe('string');
    await call('POST', '/gusti', { body: { nome: 'Senza categoria' } });
    await call('POST', '/gusti', { body: { nome: 'X', categoria_id: cat.body.id, ingredienti: '[{' } });
    await call('GET', '/gusti', { query: 'includi_disattivi=true' });
    await call('GET', '/gusti', { token: tokens.operatore });
    await call('GET', '/gusti/:id', { params: { id: g.body.id }, token: tokens.operatore });
    await call('GET', '/gusti/:id', { params: { id: g.body.id } });
    await call('PUT', '/gusti/:id', { params: { id: g.body.id }, body: { ingredienti: righe.slice(0, 1), nota_versione: 'Solo latte' } });
    const copia = await call('POST', '/gusti/:id/duplica', { params: { id: g.body.id } });
    expect(copia.status).toBe(201);
    await call('PATCH', '/gusti/:id/disattiva', { params: { id: copia.body.id } });
    await call('PATCH', '/gusti/:id/attiva', { params: { id: copia.body.id } });
    expect((await call('DELETE', '/gusti/:id', { params: { id: copia.body.id } })).status).toBe(200);

    await call('GET', '/gusti/:id/versioni', { params: { id: g.body.id } });
    await call('GET', '/gusti/:id/versioni', { params: { id: g.body.id }, token: tokens.operatore });
    await call('GET', '/gusti/:id/versioni/:n', { params: { id: g.body.id, n: 1 } });
    await call('GET', '/gusti/:id/versioni/:n', { params: { id: g.body.id, n: 99 } });
    expect((await call('POST', '/gusti/:id/versioni/:n/ripristina', { params: { id: g.body.id, n: 1 }, body: { nota: 'Di nuovo' } })).status).toBe(200);
    await call('POST', '/gusti/:id/versioni/:n/ripristina', { params: { id: g.body.id, n: 1 } });

    await call('GET', '/gusti/:id/foglio-pesata', { params: { id: g.body.id }, query: 'kg=12' });
    await call('GET', '/gusti/:id/foglio-pesata', { params: { id: g.body.id }, query: 'vaschette=4&volume_l=5', token: tokens.operatore });
    await call('GET', '/gusti/:id/foglio-pesata', { params: { id: g.body.id }, query: 'kg=12&vaschette=2' });

    const p = await call('POST', '/profili-bilanciamento', { body: { nome: 'Contratto', obiettivi: { grassi: { min: 6, max: 12 } }, temperatura_servizio: { min: -14, max: -11 } } });
    expect(p.status).toBe(201);
    await call('POST', '/profili-bilanciamento', { body: { nome: 'Y', obiettivi: { sconosciuto: { min: 1 } } } });
    await call('GET', '/profili-bilanciamento');
    await call('GET', '/profili-bilanciamento/:id', { params: { id: p.body.id } });
    await call('PUT', '/profili-bilanciamento/:id', { params: { id: p.body.id }, body: { temperatura_servizio: null } });
    await call('GET', '/scienza/libreria');
    await call('POST', '/scienza/analisi', { body: { righe, profilo_id: p.body.id } });
    await call('POST', '/scienza/analisi', { body: { righe: [] } });
    await call('POST', '/scienza/analisi', { body: { righe: [{ ingrediente_id: 'x' }] } });
    await call('POST', '/scienza/bilancia', { body: { righe: righe.map((r, i) => ({ ...r, bloccata: i === 0 })), obiettivo: 'costo_minimo', profilo_id: p.body.id } });
    await call('POST', '/scienza/bilancia', { body: { righe, obiettivo: 'modifica_minima', obiettivi: { grassi: { min: 30 } }, candidati: [{ ingrediente_id: zucchero.body.id, max: 50 }] } });
    await call('POST', '/scienza/bilancia', { body: { righe, obiettivo: 'altro' } });
    await call('GET', '/gusti/:id/analisi', { params: { id: g.body.id }, query: 'punto_vendita_id=999999' });
    await call('GET', '/gusti/:id/analisi', { params: { id: g.body.id } });
    expect((await call('DELETE', '/gusti/:id', { params: { id: g.body.id } })).status).toBe(200);
    expect((await call('DELETE', '/profili-bilanciamento/:id', { params: { id: p.body.id } })).status).toBe(200);
    expect((await call('DELETE', '/ingredienti/:id', { params: { id: zucchero.body.id } })).status).toBe(200);
  });

  it('configuration, sales points, users, activity log', async () => {
    await call('GET', '/config');
    await call('PUT', '/config/:key', { params: { key: 'mia_chiave' }, body: { valore: 2, descrizione: 'Prova' } });
    await call('GET', '/config/:key', { params: { key: 'mia_chiave' } });
    await call('GET', '/config/:key', { params: { key: 'chiave con spazi' } });
    expect((await call('DELETE', '/config/:key', { params: { key: 'mia_chiave' } })).status).toBe(200);

    const pv = await call('POST', '/punti-vendita', { body: { nome: 'Chiosco', temperatura_vetrina: -14 } });
    expect(pv.status).toBe(201);
    const pvId = pv.body.puntoVendita.id;
    await call('GET', '/punti-vendita', { token: tokens.operatore });
    await call('PUT', '/punti-vendita/:id', { params: { id: pvId }, body: { indirizzo: 'Via Roma 1' } });
    expect((await call('DELETE', '/punti-vendita/:id', { params: { id: pvId } })).status).toBe(200);

    const u = await call('POST', '/users', { body: { nome: 'Ugo', email: 'ugo@test.it', password: 'segreta1', ruolo: 'operatore' } });
    expect(u.status).toBe(201);
    await call('GET', '/users', { token: tokens.manager });
    await call('PUT', '/users/:id', { params: { id: u.body.user.id }, body: { nome: 'Ugo Bassi' } });
    const login = await call('POST', '/auth/login', { token: null, body: { email: 'ugo@test.it', password: 'segreta1' } });
    expect(login.status).toBe(200);
    await call('PUT', '/users/me/password', { token: login.body.token, body: { currentPassword: 'sbagliata', newPassword: 'nuova-password' } });
    expect((await call('PUT', '/users/me/password', { token: login.body.token, body: { currentPassword: 'segreta1', newPassword: 'nuova-password' } })).status).toBe(200);
    expect((await call('DELETE', '/users/:id', { params: { id: u.body.user.id } })).status).toBe(200);

    const logs = await call('GET', '/config/logs/attivita', { query: 'limite=5' });
    expect(logs.body.logs.length).toBe(5);
    await call('GET', '/config/logs/attivita', { query: 'limite=0x5' });
    expect((await call('DELETE', '/config/logs/attivita/:id', { params: { id: logs.body.logs[4].id } })).status).toBe(200);
  });

  it('derived allergens (check, label, sign) and the laboratory settings', async () => {
    const [{ id: pv }] = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`)) as [{ id: number }];
    const [{ id: cat }] = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Etichette', '#aabbcc') returning id`)) as [{ id: number }];
    const [{ id: gusto }] = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Pistacchio del contratto', ?, '#93c572') returning id`, [cat])) as [{ id: number }];

    expect((await call('GET', '/gusti/verifica-allergeni')).status).toBe(200);
    expect((await call('GET', '/gusti/verifica-allergeni', { token: tokens.operatore })).status).toBe(403);

    for (const token of [tokens.admin, tokens.operatore]) {
      const e = await call('GET', '/gusti/:id/etichetta', { token, params: { id: gusto } });
      expect(e.status).toBe(200);
      expect(e.body.denominazione).toBe('Gelato al pistacchio del contratto');
    }
    expect((await call('GET', '/gusti/:id/etichetta', { params: { id: gusto }, query: 'formato=json&misura=a4' })).status).toBe(200);
    expect((await call('GET', '/gusti/:id/etichetta', { params: { id: gusto }, query: 'formato=json&misura=a6' })).status).toBe(400);
    expect((await call('GET', '/gusti/:id/etichetta', { params: { id: gusto }, query: 'formato=pdf' })).status).toBe(200);
    expect((await call('GET', '/gusti/:id/etichetta', { params: { id: gusto }, query: 'formato=xml' })).status).toBe(400);
    expect((await call('GET', '/gusti/:id/etichetta', { params: { id: 999999 } })).status).toBe(404);

    for (const token of [tokens.admin, tokens.operatore]) {
      const c = await call('GET', '/punti-vendita/:id/cartello-allergeni', { token, params: { id: pv }, query: 'formato=json&tutti=true' });
      expect(c.status).toBe(200);
      expect(c.body.gusti.map((g: { gusto_id: number }) => g.gusto_id)).toContain(gusto);
    }
    expect((await call('GET', '/punti-vendita/:id/cartello-allergeni', { params: { id: pv }, query: 'formato=json&giorni=30' })).body).toMatchObject({ giorni: null, senza_produzioni_recenti: true }); // nothing made there lately: every active flavour
    expect((await call('GET', '/punti-vendita/:id/cartello-allergeni', { params: { id: pv } })).status).toBe(200);
    expect((await call('GET', '/punti-vendita/:id/cartello-allergeni', { params: { id: pv }, query: 'formato=json&giorni=0' })).status).toBe(400);
    expect((await call('GET', '/punti-vendita/:id/cartello-allergeni', { params: { id: 999999 }, query: 'formato=json' })).status).toBe(404);

    const lab = await call('GET', '/laboratorio', { token: tokens.operatore });
    expect(lab.status).toBe(200);
    const put = await call('PUT', '/laboratorio', { body: { capacita_max_kg: 12, overrun_gelato: '0,35' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ capacita_max_kg: 12, overrun_gelato: 0.35 });
    expect((await call('PUT', '/laboratorio', { body: { capacita_min_kg: 20 } })).status).toBe(400);
    expect((await call('PUT', '/laboratorio', { body: { risoluzione_g: 'abc' } })).status).toBe(400);
    expect((await call('PUT', '/laboratorio', { token: tokens.operatore, body: { capacita_max_kg: 8 } })).status).toBe(403);
    expect((await call('PUT', '/laboratorio', { body: lab.body })).body).toEqual(lab.body);
    expect((await call('GET', '/laboratorio')).body).toEqual(lab.body);
  });

  it('auth and health', async () => {
    await call('GET', '/health', { token: null });
    await call('GET', '/ready', { token: null });
    await call('POST', '/auth/login', { token: null, body: { email: 'admin@test.it' } });
    await call('POST', '/auth/login', { token: null, body: { email: 'admin@test.it', password: 'sbagliata' } });
    const login = await call('POST', '/auth/login', { token: null, body: { email: 'admin@test.it', password: TEST_PASSWORD } });
    await call('GET', '/auth/verify', { token: login.body.token });
    expect((await call('POST', '/auth/logout', { token: login.body.token })).status).toBe(200);
    await call('GET', '/auth/verify', { token: login.body.token });
  });

  it('e-mail: settings, test send, production send, log, resend', async () => {
    await call('GET', '/email/config');
    await call('POST', '/email/test', { body: { email: 'x@test.it' } });
    expect((await call('POST', '/email/config', { body: { configs: [{ chiave: 'email_abilitato', valore: 'true' }] } })).status).toBe(200);
    await call('POST', '/email/config', { body: { configs: [] } });
    const test = await call('POST', '/email/test', { body: { email: 'destinatario@test.it' } });
    expect(test.status).toBe(200);
    await call('POST', '/email/produzione/:id', { params: { id: 999999 }, token: tokens.operatore });
    await call('GET', '/email/log', { query: 'limit=5&tipo=test' });
    await call('GET', '/email/log/:id', { params: { id: test.body.email_id } });
    await call('POST', '/email/log/:id/reinvia', { params: { id: test.body.email_id } });
    await t.sql(`update email_log set stato = 'fallita' where id = ?`, [test.body.email_id]);
    expect((await call('POST', '/email/log/:id/reinvia', { params: { id: test.body.email_id } })).status).toBe(200);
  });

  it('integrations: API keys, webhooks, deliveries', async () => {
    const k = await call('POST', '/integrazioni/chiavi', { body: { nome: 'Gestionale', scopes: ['produzione:read'], ip_consentiti: ['203.0.113.0/24'] } });
    expect(k.status).toBe(201);
    await call('POST', '/integrazioni/chiavi', { body: { nome: 'X', scopes: ['tutto'] } });
    await call('GET', '/integrazioni/chiavi');
    expect((await call('DELETE', '/integrazioni/chiavi/:id', { params: { id: k.body.id } })).status).toBe(200);
    const w = await call('POST', '/integrazioni/webhook', { body: { url: 'https://127.0.0.1:9/hook', eventi: ['gusto.creato'] } });
    expect(w.status).toBe(201);
    await call('GET', '/integrazioni/webhook');
    const [consegna] = await t.sql<{ id: number }>(
      `insert into webhook_consegne (webhook_id, evento_id, tipo, payload, stato) values (?, gen_random_uuid(), 'gusto.creato', '{"id": 1, "nomeGusto": "Fiordilatte"}', 'fallita') returning id`,
      [w.body.id],
    );
    await call('GET', '/integrazioni/consegne', { query: `webhook_id=${w.body.id}` });
    expect((await call('POST', '/integrazioni/consegne/:id/reinvia', { params: { id: consegna!.id } })).status).toBe(200);
    await call('POST', '/integrazioni/consegne/:id/reinvia', { params: { id: consegna!.id } });
    expect((await call('DELETE', '/integrazioni/webhook/:id', { params: { id: w.body.id } })).status).toBe(200);
  });

  it('production, display case, price list and portions', async () => {
    const [{ id: pv }] = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`)) as [{ id: number }];
    const [{ id: cat }] = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Contratto', '#aabbcc') returning id`)) as [{ id: number }];
    const [{ id: gusto }] = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Fiordilatte del contratto', ?, '#fffdf0') returning id`, [cat])) as [{ id: number }];

    const p = await call('POST', '/produzione', { token: tokens.operatore, body: { data: '2026-06-01', puntoVenditaId: pv, gusti: [{ gusto_id: gusto, quantita_kg: 2.5 }] } });
    expect(p.status).toBe(201);
    expect(p.body).not.toHaveProperty('costo_totale');
    const body = { data: '2026-06-02', punto_vendita_id: pv, gusti: [{ gusto_id: gusto, quantita_kg: 1, versione_ricetta: 1 }], note: 'Nota' };
    const q = await call('POST', '/produzione', { body, headers: { 'idempotency-key': 'contratto-produzione' } });
    expect(q.status).toBe(201);
    expect((await call('POST', '/produzione', { body, headers: { 'idempotency-key': 'contratto-produzione' } })).body).toEqual(q.body);
    await call('POST', '/produzione', { body: { data: '2026-06-01', puntoVenditaId: pv, gusti: [] } });
    await call('POST', '/produzione', { payload: '[]', headers: { 'content-type': 'application/json' } });
    await call('GET', '/produzione', { query: 'limit=5&sort=kg_totale&order=asc&data_inizio=2026-06-01' });
    await call('GET', '/produzione', { token: tokens.operatore, query: 'inviato_email=false' });
    await call('GET', '/produzione', { token: tokens.operatore, query: 'sort=costo' });
    await call('GET', '/produzione/:id', { params: { id: p.body.id }, token: tokens.operatore });
    await call('GET', '/produzione/:id', { params: { id: p.body.id }, token: tokens.manager });
    await call('GET', '/produzione/:id', { params: { id: 999999 } });
    await call('PUT', '/produzione/:id', { params: { id: p.body.id }, body: { gusti: [{ gusto_id: gusto, quantita_kg: 3 }], note: 'Corretta' } });
    await call('PUT', '/produzione/:id', { params: { id: p.body.id }, token: tokens.operatore, body: { note: 'x' } });

    await call('PUT', '/listino', { body: { gusto_id: gusto, prezzo_kg: 30 } });
    await call('PUT', '/listino', { body: { gusto_id: gusto, punto_vendita_id: pv, prezzo_kg: 32 } });
    await call('PUT', '/listino', { body: { gusto_id: gusto, prezzo_kg: '30' } });
    await call('GET', '/listino', { token: tokens.manager });
    await call('POST', '/listino/aumento', { body: { categoria_id: cat, percentuale: 10 } });
    expect((await call('DELETE', '/listino', { query: `gusto_id=${gusto}&punto_vendita_id=${pv}` })).status).toBe(200);
    await call('DELETE', '/listino', { query: `gusto_id=${gusto}&punto_vendita_id=${pv}` });
    await call('PUT', '/listino/porzioni', { body: { punto_vendita_id: pv, tipo: 'cono', grammi: 120, prezzo: 3 } });
    await call('GET', '/listino/porzioni', { query: `punto_vendita_id=${pv}` });
    expect((await call('DELETE', '/listino/porzioni', { query: `punto_vendita_id=${pv}&tipo=cono` })).status).toBe(200);

    const c = await call('POST', '/vetrina/carichi', { token: tokens.operatore, body: { punto_vendita_id: pv, data: '2026-06-01', gusto_id: gusto, produzione_id: p.body.id, kg: 2 } });
    expect(c.status).toBe(201);
    await call('POST', '/vetrina/chiusure', { token: tokens.operatore, body: { carico_id: c.body.id, kg_rimasti: 0.5 } });
    await call('POST', '/vetrina/chiusure', { body: { carico_id: c.body.id, kg_rimasti: 0.5 } });
    await call('PUT', '/vetrina/chiusure', { body: { carico_id: c.body.id, kg_rimasti: 0.4 } });
    await call('PUT', '/vetrina/carichi/:id', { params: { id: c.body.id }, body: { kg: 2.5 } });
    await call('PUT', '/vetrina/carichi/:id', { params: { id: c.body.id }, body: {} });
    const s = await call('POST', '/vetrina/scarti', { body: { punto_vendita_id: pv, data: '2026-06-01', gusto_id: gusto, kg: 0.25, motivo: 'qualità' } });
    expect(s.status).toBe(201);
    await call('PUT', '/vetrina/scarti/:id', { params: { id: s.body.id }, body: { motivo: 'caduto' } });
    await call('GET', '/vetrina', { query: `punto_vendita_id=${pv}&data=2026-06-01` });
    await call('GET', '/vetrina', { token: tokens.operatore, query: 'data=2026-06-01' });
    await call('GET', '/vetrina', { query: 'data=2026-06-01' });
    await call('GET', '/vetrina/riepilogo', { query: 'dal=2026-06-01&al=2026-06-30' });
    await call('GET', '/vetrina/riepilogo', { token: tokens.operatore, query: 'dal=2026-06-01&al=2026-06-30' });
    await call('GET', '/vetrina/riepilogo', { query: 'dal=2026-06-30&al=2026-06-01' });
    await call('GET', '/vetrina/suggerimento', { query: `punto_vendita_id=${pv}&data=2026-06-08` });
    // the demand forecast (issue 32): the days ahead, a day too far, the backtest
    await call('GET', '/previsioni', { query: `punto_vendita_id=${pv}` });
    await call('GET', '/previsioni', { query: `punto_vendita_id=${pv}&dal=2099-01-01` });
    await call('GET', '/previsioni/accuratezza', { query: `punto_vendita_id=${pv}` });
    // the production plan (issue 32): settings, tomorrow's plan, a change of trays, its history, the PDFs and JSON, recording
    const domani = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    await call('GET', '/piano/configurazione', { token: tokens.operatore });
    await call('PUT', '/piano/configurazione', { body: { mantecatori: [{ nome: 'M1', capacita_kg: 10, minuti_ciclo: 15 }], kg_per_vaschetta: 5 } });
    await call('PUT', '/piano/configurazione', { body: { orario_inizio: 'mezzogiorno' } });
    await call('GET', '/piano', { query: `data=${domani}` });
    await call('GET', '/piano', { query: 'data=2099-01-01' });
    await call('PUT', '/piano', { query: `data=${domani}`, body: { righe: [{ punto_vendita_id: pv, gusto_id: gusto, vaschette: 1 }] } });
    await call('PUT', '/piano', { query: `data=${domani}`, body: { righe: [{ punto_vendita_id: pv, gusto_id: gusto, vaschette: -1 }] } });
    await call('GET', '/piano/modifiche', { query: `data=${domani}` });
    await call('GET', '/piano/fogli', { query: `data=${domani}&formato=json` });
    await call('GET', '/piano/fogli', { query: `data=${domani}` });
    await call('GET', '/piano/trasferimenti', { query: `data=${domani}&punto_vendita_id=${pv}&formato=json` });
    await call('GET', '/piano/trasferimenti', { query: `data=${domani}&punto_vendita_id=${pv}` });
    expect((await call('POST', '/piano/registra', { query: `data=${domani}` })).status).toBe(201);
    await call('POST', '/piano/registra', { query: `data=${domani}` });
    // analytics over these productions: admin and manager see costs, an operator does not
    for (const token of [tokens.admin, tokens.operatore]) {
      for (const url of ['/analytics/dashboard', '/analytics/periodo', '/analytics/periodo-dettagli', '/analytics/trend-mensile', '/analytics/gusti', '/analytics/top-gusti', '/analytics/ingredienti-avanzate', '/analytics/confronto']) {
        expect((await call('GET', url, { token, query: 'anno=2026' })).status, url).toBe(200);
      }
      expect((await call('GET', '/analytics/gusto/:id', { token, params: { id: gusto }, query: 'anno=2026&mese=6' })).status).toBe(200);
      expect((await call('GET', '/analytics/export', { token, query: 'anno=2026&formato=json' })).status).toBe(200);
    }
    for (const url of ['/analytics/costo-totale', '/analytics/food-cost-gusti', '/analytics/margini', '/analytics/costi']) {
      expect((await call('GET', url, { token: tokens.manager, query: `anno=2026&puntoVenditaId=${pv}` })).status, url).toBe(200);
    }
    await call('GET', '/analytics/costo-produzioni', { query: 'anno=2026&limite=5' });
    expect((await call('GET', '/analytics/dettaglio-costo-produzione/:id', { params: { id: p.body.id } })).status).toBe(200);
    await call('GET', '/analytics/dettaglio-costo-produzione/:id', { params: { id: 999999 } });
    await call('GET', '/analytics/costi', { token: tokens.operatore });
    await call('GET', '/analytics/periodo', { query: 'mese=13' });
    await call('GET', '/analytics/export', { query: 'formato=pdf' });
    await call('GET', '/analytics/gusto/:id', { params: { id: 999999 } });

    expect((await call('DELETE', '/vetrina/scarti/:id', { params: { id: s.body.id } })).status).toBe(200);
    expect((await call('DELETE', '/vetrina/carichi/:id', { params: { id: c.body.id } })).status).toBe(200);
    await call('DELETE', '/vetrina/carichi/:id', { params: { id: c.body.id } });
    expect((await call('DELETE', '/produzione/:id', { params: { id: p.body.id }, token: tokens.manager })).status).toBe(200);
    expect((await call('DELETE', '/produzione/:id', { params: { id: q.body.id } })).status).toBe(200);
  });

  it('stock: giacenze, rettifiche, scorte, scadenze, richiamo', async () => {
    const [{ id: ing }] = (await t.sql<{ id: number }>(`insert into ingredienti (nome, unita_misura, costo_per_unita, fornitore) values ('Panna del contratto', 'l', 4, 'Caseificio') returning id`)) as [{ id: number }];
    const [{ id: f }] = (await t.sql<{ id: number }>(`insert into fornitori (ragione_sociale, partita_iva) values ('Caseificio del contratto', '12345678901') returning id`)) as [{ id: number }];
    const [{ id: r }] = (await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-06-01', 'DDT 1') returning id`, [f])) as [{ id: number }];
    await t.sql(`insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario) values (?, ?, 'P-1', '2026-06-10', 5, 4)`, [r, ing]);
    expect((await call('GET', '/magazzino', { token: tokens.operatore })).status).toBe(200);
    expect((await call('POST', '/magazzino/rettifiche', { body: { ingrediente_id: ing, lotto: 'P-1', quantita: -0.25, motivo: 'Inventario' } })).status).toBe(201);
    await call('POST', '/magazzino/rettifiche', { body: { ingrediente_id: ing, quantita: 0, motivo: 'Zero' } });
    await call('POST', '/magazzino/rettifiche', { body: { ingrediente_id: ing, quantita: 1, motivo: 'x' }, token: tokens.operatore });
    // an inventory count: P-1 read at 4.75 (5 − 0.25), counted 4.5 → one adjustment; a negative count is a 400
    expect((await call('POST', '/magazzino/inventario', { body: { righe: [{ ingrediente_id: ing, lotto: 'P-1', contato: 4.5, giacenza_letta: 4.75 }] } })).status).toBe(201);
    await call('POST', '/magazzino/inventario', { body: { righe: [{ ingrediente_id: ing, lotto: 'P-1', contato: -1, giacenza_letta: 4.5 }] } });
    expect((await call('PUT', '/magazzino/scorte/:id', { params: { id: ing }, body: { scorta_minima: 2, ubicazione: 'Cella' } })).status).toBe(200);
    await call('PUT', '/magazzino/scorte/:id', { params: { id: 999999 }, body: { scorta_minima: 2 } });
    expect((await call('GET', '/magazzino/scadenze', { query: 'giorni=30' })).status).toBe(200);
    await call('GET', '/magazzino/scadenze', { query: 'giorni=-1' });
    expect((await call('GET', '/magazzino/riordino')).status).toBe(200);
    await call('GET', '/magazzino/riordino', { token: tokens.operatore });
    // the purchase order to the supplier, as PDF, JSON and e-mail (the supplier's address and e-mail edited first)
    const modifica = { ragione_sociale: 'Caseificio del contratto', partita_iva: '12345678903', email: 'ordini@caseificio.example', indirizzo: 'Via Roma 1', cap: '38100', comune: 'Trento', provincia: 'tn' };
    expect((await call('PUT', '/fornitori/:id', { params: { id: f }, body: modifica })).body).toMatchObject({ provincia: 'TN', cap: '38100' });
    await call('PUT', '/fornitori/:id', { params: { id: f }, body: { ...modifica, cap: '381' } });
    await call('PUT', '/fornitori/:id', { params: { id: 999999 }, body: modifica });
    await t.sql(`update ingredienti set fornitore_id = ? where id = ?`, [f, ing]);
    await t.sql(`update scorte_ingredienti set scorta_minima = 10 where ingrediente_id = ?`, [ing]);
    expect((await call('GET', '/magazzino/riordino/:id/pdf', { params: { id: f } })).status).toBe(200);
    expect((await call('GET', '/magazzino/riordino/:id/pdf', { params: { id: f }, query: 'formato=json' })).status).toBe(200);
    await call('GET', '/magazzino/riordino/:id/pdf', { params: { id: f }, query: 'formato=xml' });
    await call('GET', '/magazzino/riordino/:id/pdf', { params: { id: 999999 } });
    await t.sql(`insert into configurazioni (chiave, valore) values ('email_abilitato', 'true') on conflict (chiave) do update set valore = 'true'`);
    expect((await call('POST', '/magazzino/riordino/:id/invio', { params: { id: f } })).status).toBe(200);
    await call('POST', '/magazzino/riordino/:id/invio', { params: { id: f }, token: tokens.operatore });
    expect((await call('GET', '/lotti/richiamo', { query: `ingrediente_id=${ing}&lotto=P-1`, token: tokens.operatore })).status).toBe(200);
    expect((await call('GET', '/lotti/richiamo', { query: `ingrediente_id=${ing}&lotto=P-1&formato=pdf` })).status).toBe(200);
    await call('GET', '/lotti/richiamo', { query: `ingrediente_id=${ing}&lotto=NO` });
    await call('GET', '/lotti/richiamo', { query: `ingrediente_id=${ing}` });
  });

  it('suppliers, goods receipts, invoice import, price history', async () => {
    const f = await call('POST', '/fornitori', { body: { ragione_sociale: 'Frutta Secca Mediterranea S.p.A.', partita_iva: '04723810216' } });
    expect(f.status).toBe(201);
    await call('POST', '/fornitori', { body: { ragione_sociale: 'X', partita_iva: '04723810217' } });
    await call('GET', '/fornitori', { token: tokens.operatore });
    const ing = await call('POST', '/ingredienti', { body: { nome: 'Nocciole contratto', costo_per_unita: 14, unita_misura: 'kg', fornitore: 'Frutta Secca Mediterranea S.p.A.' } });
    const fattura = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'fatture/IT04723810216_00042.xml'));
    const bozza = await call('POST', '/ricevimenti/fattura', multipart(fattura, 'fattura', 'IT04723810216_00042.xml'));
    expect(bozza.status).toBe(200);
    await call('POST', '/ricevimenti/fattura', multipart('non una fattura', 'fattura', 'a.txt'));
    const zip = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'fatture/fatture-frutta-secca-novembre.zip'));
    expect((await call('POST', '/ricevimenti/fattura', multipart(zip, 'fattura', 'fatture.zip'))).status).toBe(200);
    const r = await call('POST', '/ricevimenti', {
      body: { fornitore_id: f.body.id, data: '2026-11-18', numero_documento: '442/A', aggiorna_prezzi: true, fattura: { tipo_documento: 'TD01', nome_file: 'x.xml', sha256: bozza.body.sha256 },
        righe: [{ ingrediente_id: ing.body.id, lotto: 'NP2610', scadenza: '2027-04-30', quantita: 10, prezzo_unitario: 14.9, codice_articolo: 'NOC-IGP', descrizione: 'Nocciole', unita_fattura: 'KG', fattore_conversione: 1 }] },
    });
    expect(r.status).toBe(201);
    await call('POST', '/ricevimenti', { body: { fornitore_id: f.body.id, data: '2026-11-18', numero_documento: '442/A', righe: [{ ingrediente_id: ing.body.id, lotto: 'L', quantita: 1, prezzo_unitario: 1 }] } });
    await call('POST', '/ricevimenti', { body: { fornitore_id: f.body.id, data: '2026-11-18', numero_documento: 'Z', righe: [{ ingrediente_id: ing.body.id, lotto: 'L', scadenza: '2026-01-01', quantita: 1, prezzo_unitario: 1 }] } });
    await call('GET', '/ricevimenti', { query: `fornitore_id=${f.body.id}&dal=2026-01-01&al=2026-12-31` });
    await call('GET', '/ricevimenti', { token: tokens.operatore });
    await call('GET', '/ricevimenti/:id', { params: { id: r.body.id } });
    await call('GET', '/ricevimenti/:id', { params: { id: r.body.id }, token: tokens.operatore });
    await call('GET', '/ricevimenti/:id', { params: { id: 999999 } });
    expect((await call('GET', '/ingredienti/:id/prezzi', { params: { id: ing.body.id } })).status).toBe(200);
    await call('GET', '/ingredienti/:id/prezzi', { params: { id: 999999 } });
  });

  it('administration: stats, backup, import, reset', async () => {
    await call('GET', '/admin/stats');
    const backup = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(backup.statusCode).toBe(200);
    await call('POST', '/admin/import-backup', multipart('{ non è json'));
    const imported = await call('POST', '/admin/import-backup', multipart(backup.body));
    expect(imported.status).toBe(200);
    const admin = (await call('POST', '/auth/login', { token: null, body: { email: 'admin@test.it', password: TEST_PASSWORD } })).body.token as string;
    await call('POST', '/admin/reset-database', { token: admin, body: { password: 'sbagliata' } });
    expect((await call('POST', '/admin/reset-database', { token: admin, body: { password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('HACCP register: devices, records, alerts, register, checklist, display-case hardness', async () => {
    // after the reset above: a new sales point, the admin only
    const [pv] = await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Chiosco contratto') returning id`);
    const admin = (await call('POST', '/auth/login', { token: null, body: { email: 'admin@test.it', password: TEST_PASSWORD } })).body.token as string;
    tokens.admin = admin;
    const d = await call('POST', '/haccp/dispositivi', { body: { nome: 'Freezer contratto', tipo: 'freezer', punto_vendita_id: pv!.id, temperatura_min: -25, temperatura_max: -18, codice: 'FRZ-CONTRATTO' } });
    expect(d.status).toBe(201);
    await call('POST', '/haccp/dispositivi', { body: { nome: '' } });
    await call('GET', '/haccp/dispositivi');
    const l = await call('POST', '/haccp/letture', { body: { dispositivo_id: d.body.id, temperatura: -20 } });
    expect(l.status).toBe(201);
    await call('POST', '/haccp/letture', { body: { dispositivo_id: d.body.id, temperatura: -10 } });
    const b = await call('POST', '/haccp/letture/batch', { body: { letture: [{ codice: 'FRZ-CONTRATTO', temperatura: -5, misurata_il: '2026-06-01T10:00:00+02:00' }] } });
    expect(b.status).toBe(201);
    await call('GET', '/haccp/allarmi');
    expect((await call('POST', '/haccp/allarmi/:id/chiusura', { params: { id: b.body[0].id }, body: { azione_correttiva: 'Riparato' } })).status).toBe(201);
    await call('POST', '/haccp/allarmi/:id/chiusura', { params: { id: b.body[0].id }, body: { azione_correttiva: 'Riparato' } });
    expect((await call('POST', '/haccp/pastorizzazioni', { body: { punto_vendita_id: pv!.id, prodotto: 'base', descrizione: 'Base bianca', temperatura_raggiunta: 85, minuti_mantenimento: 1 } })).status).toBe(201);
    expect((await call('POST', '/haccp/abbattimenti', { body: { punto_vendita_id: pv!.id, prodotto: 'Base bianca', temperatura_iniziale: 85, temperatura_finale: 3, minuti: 80 } })).status).toBe(201);
    expect((await call('POST', '/haccp/pulizie', { body: { punto_vendita_id: pv!.id, area: 'Banco', prodotto: 'Sanificante' } })).status).toBe(201);
    expect((await call('POST', '/haccp/controlli-merci', { body: { punto_vendita_id: pv!.id, fornitore: 'Latteria', prodotto: 'Latte', conforme: true, temperatura: 3 } })).status).toBe(201);
    await call('GET', '/haccp/registro', { query: `punto_vendita_id=${pv!.id}&mese=2026-06` });
    await call('GET', '/haccp/registro', { query: `punto_vendita_id=${pv!.id}&mese=giugno` });
    await call('GET', '/haccp/verifica');
    await call('GET', '/haccp/checklist', { query: `punto_vendita_id=${pv!.id}` });
    await call('GET', '/haccp/letture-mancate', { query: 'data=2026-06-01' });
    await call('GET', '/vetrina/durezza', { query: `punto_vendita_id=${pv!.id}` });
    for (const r of CONVERTED.filter((x) => x.response instanceof z.ZodNever)) {
      expect((await call(r.method, r.url, { params: { id: l.body.id }, body: {} })).status).toBe(405);
    }
  });

  it('every received answer matches its documented schema; every route was seen answering with success', () => {
    const ajv = createAjv2020();
    const ok = new Set<string>();
    for (const r of received) {
      const op = doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()];
      const key = `${r.method} ${r.url} -> ${r.status}`;
      expect(op, key).toBeDefined();
      const documented = op!.responses[String(r.status)] ?? op!.responses[`${String(r.status)[0]}XX`] ?? op!.responses.default;
      expect(documented, `${key} is documented`).toBeDefined();
      const schema = documented!.content?.['application/json']?.schema;
      if (r.body === undefined) continue; // a download (backup) is documented only
      expect(schema, key).toBeDefined();
      const validate = ajv.compile({ ...schema, components: doc.components });
      expect(validate(r.body), `${key}: ${JSON.stringify(validate.errors)} ${JSON.stringify(r.body).slice(0, 300)}`).toBe(true);
      if (r.status < 300) ok.add(`${r.method} ${r.url}`);
    }
    const missing = CONVERTED.filter((r) => !ok.has(`${r.method} ${r.url}`) && !(r.method === 'GET' && r.url === '/admin/backup'))
      .filter((r) => !(r.url === '/email/produzione/:id'))
      // routes that never succeed by design (an edit or delete of a HACCP record: always 405)
      .filter((r) => !(r.response instanceof z.ZodNever))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(received.filter((r) => r.status >= 500)).toEqual([]);
  });
});
