import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type CorpoInviabile, grezzo, type CorpoRichiesta } from '../../../test/app.js';
import { EmailWorker } from '../email/email.worker.js';
import { MSG_SSRF, ipv4Incorporato, motivoIndirizzoVietato } from './ssrf.js';
import { WebhookWorker } from './webhook.worker.js';
import { MSG_WEBHOOK } from './webhook.service.js';

/** A local receiver: records what it gets, answers with the next queued status (200 when none). */
interface Ricevuta {
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let url = '';
const ricevute: Ricevuta[] = [];
const risposte: number[] = [];

let t: TestApp;
let admin: string;
let worker: WebhookWorker;
const ids = { pv: 0, gusto: 0 };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      ricevute.push({ headers: req.headers, body });
      res.statusCode = risposte.shift() ?? 200;
      res.end(res.statusCode >= 400 ? 'errore del ricevitore' : 'ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ WEBHOOK_CONSENTI_RETE_PRIVATA: 'true', WEBHOOK_RETRY_DELAYS_MS: '0,0', WEBHOOK_DISATTIVA_DOPO_GIORNI: '2' });
  admin = await t.token('admin');
  worker = new WebhookWorker({ orm: t.orm, config: t.config });
  ids.pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  const [cat] = await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`);
  [{ id: ids.gusto }] = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Fiordilatte', ?, '#fffdf0') returning id`, [cat!.id])) as [{ id: number }];
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await new Promise((r) => server?.close(r));
});

const registra = (body: CorpoInviabile<'POST', '/api/integrazioni/webhook'>, app = t) => app.rest('POST', '/api/integrazioni/webhook', { token: admin, body });
const produci = (data: string) =>
  t.rest('POST', '/api/produzione', { token: admin, body: { data, punto_vendita_id: ids.pv, gusti: [{ gusto_id: ids.gusto, quantita_kg: 2 }] } });

/** What a receiver does: checks the HMAC of "t.body" with the secret and the timestamp tolerance. */
function firmaValida(r: Ricevuta, segreto: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['gelatiere-signature']));
  if (!m) return false;
  const atteso = createHmac('sha256', segreto).update(`${m[1]}.${r.body}`).digest('hex');
  return atteso === m[2] && Math.abs(Date.now() / 1000 - Number(m[1])) < 300;
}

describe('delivery', () => {
  let webhookId = 0;
  let segreto = '';

  it('registers an endpoint: the secret is shown once, the list never shows it', async () => {
    const res = await registra({ url, eventi: ['produzione.creata', 'produzione.eliminata'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.segreto).toMatch(/^whsec_[0-9a-f]{64}$/);
    ({ id: webhookId, segreto } = res.body);
    const list = await t.rest('GET', '/api/integrazioni/webhook', { token: admin });
    expect(list.body).toEqual([expect.objectContaining({ id: webhookId, url, eventi: ['produzione.creata', 'produzione.eliminata'], attivo: true })]);
    expect(JSON.stringify(list.body)).not.toContain(segreto);
  });

  it('a recorded production reaches the receiver, signed, with the REST shape of the resource', async () => {
    const prod = await produci('2026-06-01');
    expect(prod.status).toBe(201);
    // queued in the production's transaction
    expect(await t.sql(`select tipo, stato from webhook_consegne where webhook_id = ?`, [webhookId])).toEqual([{ tipo: 'produzione.creata', stato: 'in_coda' }]);
    ricevute.length = 0;
    expect(await worker.runOnce()).toBe(1);
    expect(ricevute).toHaveLength(1);
    const r = ricevute[0]!;
    expect(firmaValida(r, segreto)).toBe(true);
    expect(firmaValida(r, 'whsec_altro')).toBe(false);
    const payload = JSON.parse(r.body);
    expect(payload).toMatchObject({ tipo: 'produzione.creata', dati: { id: prod.body.id, data: '2026-06-01', kg_totale: 2 } });
    expect(payload.id).toBe(r.headers['gelatiere-event-id']);
    expect(JSON.stringify(payload.dati)).not.toMatch(/costo|food_cost/);
    const log = await t.rest('GET', `/api/integrazioni/consegne?webhook_id=${webhookId}`, { token: admin });
    expect(log.body[0]).toMatchObject({ stato: 'inviata', status_code: 200, tentativi: 1, evento_id: payload.id });
    expect(log.body[0].durata_ms).toEqual(expect.any(Number));
  });

  it('retries after a 500 with the same event id (receivers deduplicate on it); manual redelivery too', async () => {
    await produci('2026-06-02');
    ricevute.length = 0;
    risposte.push(500);
    await worker.runOnce();
    const [fallito] = await t.sql<{ id: number; stato: string; status_code: number; errore: string }>(
      `select id, stato, status_code, errore from webhook_consegne where stato <> 'inviata'`,
    );
    expect(fallito).toMatchObject({ stato: 'in_coda', status_code: 500, errore: 'Risposta HTTP 500: errore del ricevitore' });
    expect((await t.sql(`select failing_since is not null as f from webhook where id = ?`, [webhookId]))[0]).toEqual({ f: true });
    await worker.runOnce();
    expect(ricevute).toHaveLength(2);
    expect(ricevute[0]!.headers['gelatiere-event-id']).toBe(ricevute[1]!.headers['gelatiere-event-id']);
    expect(ricevute[0]!.body).toBe(ricevute[1]!.body);
    expect((await t.sql(`select stato, tentativi from webhook_consegne where id = ?`, [fallito!.id]))[0]).toEqual({ stato: 'inviata', tentativi: 2 });
    expect((await t.sql(`select failing_since from webhook where id = ?`, [webhookId]))[0]).toEqual({ failing_since: null });

    // exactly-once processing on the receiver's side: the id is the dedup key
    const visti = new Set(ricevute.map((r) => r.headers['gelatiere-event-id']));
    expect(visti.size).toBe(1);

    const again = await t.rest('POST', `/api/integrazioni/consegne/${fallito!.id}/reinvia`, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ stato: 'in_coda', tentativi: 0 });
    expect((await t.rest('POST', `/api/integrazioni/consegne/${fallito!.id}/reinvia`, { token: admin })).body).toEqual({ error: MSG_WEBHOOK.consegnaInCoda });
    await worker.runOnce();
    expect(ricevute[2]!.headers['gelatiere-event-id']).toBe(ricevute[0]!.headers['gelatiere-event-id']);
    expect((await t.rest('POST', '/api/integrazioni/consegne/999999/reinvia', { token: admin })).status).toBe(404);
  });

  it('gives up after the configured retries (fallita), and disables an endpoint failing for days with an e-mail to the admins', async () => {
    await produci('2026-06-03');
    risposte.push(500, 500, 500);
    await worker.runOnce();
    await worker.runOnce();
    await worker.runOnce();
    const [row] = await t.sql<{ stato: string; tentativi: number }>(`select stato, tentativi from webhook_consegne order by id desc limit 1`);
    expect(row).toEqual({ stato: 'fallita', tentativi: 3 });
    await t.sql(`update webhook set failing_since = now() - interval '3 days' where id = ?`, [webhookId]);
    await produci('2026-06-04');
    risposte.push(500);
    await worker.runOnce();
    expect((await t.sql(`select attivo from webhook where id = ?`, [webhookId]))[0]).toEqual({ attivo: false });
    const mail = await t.sql<{ tipo: string; destinatari: string[]; oggetto: string }>(`select tipo, destinatari, oggetto from email_log where tipo = 'avviso_webhook'`);
    expect(mail).toEqual([{ tipo: 'avviso_webhook', destinatari: ['admin@test.it'], oggetto: 'Gelatiere: webhook disattivato' }]);
    // a disabled endpoint gets no new events
    const count = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from webhook_consegne where webhook_id = ?`, [webhookId]))[0]!.n;
    const prima = await count();
    await produci('2026-06-05');
    expect(await count()).toBe(prima);
  });

  it('GraphQL: webhooks, consegneWebhook, creaWebhook (secret once), reinviaConsegnaWebhook', async () => {
    const list = await t.gql(`{ webhooks { id url eventi attivo } }`, {}, admin);
    expect(list.data!.webhooks).toContainEqual({ id: webhookId, url, eventi: ['produzione.creata', 'produzione.eliminata'], attivo: false });
    const consegne = await t.gql(`query($id: Int) { consegneWebhook(webhookId: $id) { id eventoId tipo stato statusCode payload } }`, { id: webhookId }, admin);
    expect(consegne.errors).toBeUndefined();
    const inviata = consegne.data!.consegneWebhook.find((c: { stato: string }) => c.stato === 'inviata');
    expect(inviata).toMatchObject({ tipo: 'produzione.creata', statusCode: 200, payload: { id: inviata.eventoId, tipo: 'produzione.creata' } });
    const re = await t.gql(`mutation($id: Int!) { reinviaConsegnaWebhook(id: $id) { stato eventoId } }`, { id: inviata.id }, admin);
    expect(re.data!.reinviaConsegnaWebhook).toEqual({ stato: 'in_coda', eventoId: inviata.eventoId });
    const crea = await t.gql(`mutation($url: String!) { creaWebhook(url: $url, eventi: ["gusto.creato"]) { segreto webhook { id eventi } } }`, { url }, admin);
    expect(crea.data!.creaWebhook.segreto).toMatch(/^whsec_/);
    expect((await t.gql(`mutation($id: Int!) { eliminaWebhook(id: $id) }`, { id: crea.data!.creaWebhook.webhook.id }, admin)).data).toEqual({ eliminaWebhook: crea.data!.creaWebhook.webhook.id });
    const ssrf = await t.gql(`mutation { creaWebhook(url: "http://169.254.169.254/", eventi: ["gusto.creato"]) { segreto } }`, {}, admin);
    expect(ssrf.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', MSG_SSRF.vietato]]);
  });

  it('deleting an endpoint removes it and its log', async () => {
    expect((await t.rest('DELETE', `/api/integrazioni/webhook/${webhookId}`, { token: admin })).status).toBe(200);
    expect(await t.sql(`select id from webhook_consegne where webhook_id = ?`, [webhookId])).toEqual([]);
    expect((await t.rest('DELETE', `/api/integrazioni/webhook/${webhookId}`, { token: admin })).status).toBe(404);
  });
});

describe('catalogue events', () => {
  it('gusto.creato|modificato|disattivato and ingrediente.prezzo_modificato are queued with the change; a failed change queues nothing', async () => {
    const w = await registra({ url, eventi: ['gusto.creato', 'gusto.modificato', 'gusto.disattivato', 'ingrediente.prezzo_modificato'] });
    expect(w.status).toBe(201);
    const eventi = async () => (await t.sql<{ tipo: string; payload: { dati: Record<string, unknown> } }>(`select tipo, payload from webhook_consegne where webhook_id = ? order by id`, [w.body.id]));
    const [cat] = await t.sql<{ id: number }>(`select id from categorie_gusti limit 1`);
    const g = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Pistacchio', categoria: cat!.id } });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    expect((await t.rest('PUT', `/api/gusti/${g.body.id}`, { token: admin, body: { nome: 'Pistacchio di Bronte' } })).status).toBe(200);
    expect((await t.rest('PATCH', `/api/gusti/${g.body.id}/disattiva`, { token: admin })).status).toBe(200);
    // a refused change (unknown category) writes no event
    expect((await t.rest('PUT', `/api/gusti/${g.body.id}`, { token: admin, body: { categoria: 999999 } })).status).toBe(400);
    const ing = await t.rest('POST', '/api/ingredienti', { token: admin, body: { nome: 'Pistacchi', costo_per_unita: 30, unita_misura: 'kg', fornitore: 'Sicilia' } });
    expect(ing.status, JSON.stringify(ing.body)).toBe(201);
    expect((await t.rest('PUT', `/api/ingredienti/${ing.body.id}`, { token: admin, body: { fornitore: 'Bronte' } })).status).toBe(200);
    expect((await t.rest('PUT', `/api/ingredienti/${ing.body.id}`, { token: admin, body: { costo_per_unita: 32.5 } })).status).toBe(200);
    const rows = await eventi();
    expect(rows.map((r) => r.tipo)).toEqual(['gusto.creato', 'gusto.modificato', 'gusto.disattivato', 'ingrediente.prezzo_modificato']);
    expect(rows[1]!.payload.dati).toMatchObject({ id: g.body.id, nome: 'Pistacchio di Bronte', attivo: true });
    expect(rows[2]!.payload.dati).toMatchObject({ id: g.body.id, attivo: false });
    expect(rows[0]!.payload.dati).not.toHaveProperty('food_cost');
    expect(rows[3]!.payload.dati).toMatchObject({ id: ing.body.id, costo_per_unita: 32.5 });
    await t.rest('DELETE', `/api/integrazioni/webhook/${w.body.id}`, { token: admin });
  });
});

describe('display-case events', () => {
  it('every vetrina write queues its event with the REST shape (no price, cost or margin); a refused write queues nothing', async () => {
    const tipi: CorpoRichiesta<'POST', '/api/integrazioni/webhook'>['eventi'] = ['vetrina.carico_creato', 'vetrina.chiusura_registrata', 'vetrina.chiusura_modificata', 'vetrina.carico_modificato', 'vetrina.carico_eliminato', 'vetrina.scarto_registrato', 'vetrina.scarto_modificato', 'vetrina.scarto_eliminato'];
    const w = await registra({ url, eventi: tipi });
    expect(w.status, JSON.stringify(w.body)).toBe(201);
    const eventi = async () => t.sql<{ tipo: string; payload: { tipo: string; dati: Record<string, unknown> } }>(`select tipo, payload from webhook_consegne where webhook_id = ? order by id`, [w.body.id]);
    const giorno = { punto_vendita_id: ids.pv, data: '2026-07-01', gusto_id: ids.gusto };
    const carico = await t.rest('POST', '/api/vetrina/carichi', { token: admin, body: { ...giorno, kg: 5 } });
    expect(carico.status, JSON.stringify(carico.body)).toBe(201);
    const chiusura = await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: carico.body.id, kg_rimasti: 1.5 } });
    expect(chiusura.status, JSON.stringify(chiusura.body)).toBe(200);
    // refused writes: closing twice (409), more kg left than loaded (400), an unknown flavour: no new row
    const prima = (await eventi()).length;
    expect((await t.rest('POST', '/api/vetrina/chiusure', { token: admin, body: { carico_id: carico.body.id, kg_rimasti: 1 } })).status).toBe(409);
    expect((await t.rest('PUT', `/api/vetrina/carichi/${carico.body.id}`, { token: admin, body: { kg_rimasti: 9 } })).status).toBe(400);
    expect((await t.rest('POST', '/api/vetrina/scarti', { token: admin, body: { ...giorno, gusto_id: 999999, kg: 1, motivo: 'caduto' } })).status).toBe(400);
    expect((await t.rest('PUT', '/api/vetrina/chiusure', { token: admin, body: { carico_id: carico.body.id, kg_rimasti: 9 } })).status).toBe(400);
    expect(await eventi()).toHaveLength(prima);
    expect((await t.rest('PUT', '/api/vetrina/chiusure', { token: admin, body: { carico_id: carico.body.id, kg_rimasti: 1.25 } })).status).toBe(200);
    expect((await t.rest('PUT', `/api/vetrina/carichi/${carico.body.id}`, { token: admin, body: { kg: 6 } })).status).toBe(200);
    const scarto = await t.rest('POST', '/api/vetrina/scarti', { token: admin, body: { ...giorno, kg: 0.5, motivo: 'caduto' } });
    expect(scarto.status, JSON.stringify(scarto.body)).toBe(201);
    expect((await t.rest('PUT', `/api/vetrina/scarti/${scarto.body.id}`, { token: admin, body: { kg: 0.4 } })).status).toBe(200);
    expect((await t.rest('DELETE', `/api/vetrina/scarti/${scarto.body.id}`, { token: admin })).status).toBe(200);
    expect((await t.rest('DELETE', `/api/vetrina/carichi/${carico.body.id}`, { token: admin })).status).toBe(200);

    const rows = await eventi();
    expect(rows.map((r) => r.tipo)).toEqual(['vetrina.carico_creato', 'vetrina.chiusura_registrata', 'vetrina.chiusura_modificata', 'vetrina.carico_modificato', 'vetrina.scarto_registrato', 'vetrina.scarto_modificato', 'vetrina.scarto_eliminato', 'vetrina.carico_eliminato']);
    expect(rows.map((r) => r.payload.tipo)).toEqual(rows.map((r) => r.tipo));
    // the same shape the routes answered with
    expect(rows[0]!.payload.dati).toEqual({ ...carico.body, kg_rimasti: null });
    expect(rows[1]!.payload.dati).toEqual(chiusura.body);
    expect(rows[1]!.payload.dati).toMatchObject({ id: carico.body.id, kg: 5, kg_rimasti: 1.5, gusto_nome: 'Fiordilatte' });
    expect(rows[2]!.payload.dati).toMatchObject({ id: carico.body.id, kg: 5, kg_rimasti: 1.25 });
    expect(rows[3]!.payload.dati).toMatchObject({ id: carico.body.id, kg: 6, kg_rimasti: 1.25 });
    expect(rows[4]!.payload.dati).toEqual(scarto.body);
    expect(rows[5]!.payload.dati).toMatchObject({ id: scarto.body.id, kg: 0.4, motivo: 'caduto' });
    expect(rows[6]!.payload.dati).toEqual({ id: scarto.body.id, punto_vendita_id: ids.pv, data: '2026-07-01' });
    expect(rows[7]!.payload.dati).toEqual({ id: carico.body.id, punto_vendita_id: ids.pv, data: '2026-07-01' });
    for (const r of rows) expect(Object.keys(r.payload.dati).filter((k) => /prezzo|costo|ricavo|margine/.test(k))).toEqual([]);
    await t.rest('DELETE', `/api/integrazioni/webhook/${w.body.id}`, { token: admin });
  });
});

describe('email.fallita', () => {
  it('a message the e-mail worker gives up on is queued as an event in the same transaction', async () => {
    const w = await registra({ url, eventi: ['email.fallita'] });
    const [mail] = await t.sql<{ id: number }>(
      `insert into email_log (tipo, destinatari, oggetto, contenuto) values ('test', '["x@test.it"]', 'Prova', '<p>x</p>') returning id`,
    );
    // no provider configured: the message fails for good at once
    await new EmailWorker({ orm: t.orm, config: t.config }).runOnce();
    expect((await t.sql(`select stato from email_log where id = ?`, [mail!.id]))[0]).toEqual({ stato: 'fallita' });
    // (the earlier notice about the disabled webhook had no provider either: its failure is an event too)
    const rows = await t.sql<{ tipo: string; payload: { dati: Record<string, unknown> } }>(
      `select tipo, payload from webhook_consegne where webhook_id = ? and (payload->'dati'->>'id')::int = ?`,
      [w.body.id, mail!.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tipo).toBe('email.fallita');
    expect(rows[0]!.payload.dati).toMatchObject({ id: mail!.id, stato: 'fallita', oggetto: 'Prova' });
    await t.rest('DELETE', `/api/integrazioni/webhook/${w.body.id}`, { token: admin });
  });
});

describe('SSRF guard', () => {
  let chiusa: TestApp;
  beforeAll(async () => {
    chiusa = await createTestApp();
  });
  afterAll(async () => chiusa?.close());
  const registraChiusa = async (u: string) => {
    const token = await chiusa.token('admin');
    return chiusa.rest('POST', '/api/integrazioni/webhook', { token, body: { url: u, eventi: ['produzione.creata'] } });
  };

  it.each([
    ['https://127.0.0.1/hook', MSG_SSRF.privato],
    ['https://10.1.2.3/hook', MSG_SSRF.privato],
    ['https://192.168.1.10/hook', MSG_SSRF.privato],
    ['https://[::1]/hook', MSG_SSRF.privato],
    ['https://localhost/hook', MSG_SSRF.privato],
    ['https://169.254.169.254/latest/meta-data', MSG_SSRF.vietato],
    ['https://[fd00:ec2::254]/', MSG_SSRF.vietato],
    // issue 34, 6: IPv4 inside IPv6 (NAT64, 6to4) and the reserved/documentation nets
    ['https://[64:ff9b::127.0.0.1]/hook', MSG_SSRF.privato],
    ['https://[64:ff9b::a9fe:a9fe]/hook', MSG_SSRF.vietato],
    ['https://[2002:7f00:1::1]/hook', MSG_SSRF.privato],
    ['https://[2002:c0a8:10a::]/hook', MSG_SSRF.privato],
    ['https://192.0.0.170/hook', MSG_SSRF.privato],
    ['https://192.0.2.10/hook', MSG_SSRF.privato],
    ['https://198.51.100.7/hook', MSG_SSRF.privato],
    ['https://203.0.113.9/hook', MSG_SSRF.privato],
    ['http://example.com/hook', MSG_SSRF.soloHttps],
    ['ftp://example.com/hook', MSG_SSRF.urlNonValido],
    ['non un url', MSG_SSRF.urlNonValido],
  ])('with the switch off, %s is refused with 400', async (u, error) => {
    const res = await registraChiusa(u);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('the refusals the user reads name no server setting (no environment variable in the message)', async () => {
    const res = await registraChiusa('https://127.0.0.1/hook');
    expect(res.body.error).toBe("L'indirizzo del webhook è locale o di una rete privata: su questo server non è consentito");
    for (const messaggio of Object.values(MSG_SSRF)) expect(messaggio).not.toMatch(/[A-Z]+_[A-Z_]+/);
  });

  it('with the switch on, link-local and metadata stay refused; loopback is allowed', async () => {
    expect((await registra({ url: 'http://169.254.169.254/', eventi: ['produzione.creata'] })).body.error).toBe(MSG_SSRF.vietato);
    expect((await registra({ url: 'http://[fd00:ec2::254]/', eventi: ['produzione.creata'] })).body.error).toBe(MSG_SSRF.vietato);
    expect((await registra({ url: 'https://10.0.0.1/', eventi: ['email.fallita'] })).status).toBe(201);
  });

  it('checks the address again at send time: a target that became private is not contacted', async () => {
    const res = await registra({ url, eventi: ['produzione.eliminata'] });
    expect(res.status).toBe(201);
    // an endpoint stored before the rules (or pointing at a name that now resolves to loopback)
    await t.sql(`update webhook set url = ? where id = ?`, [url.replace('http://127.0.0.1', 'https://localhost'), res.body.id]);
    const closed = new WebhookWorker({ orm: t.orm, config: { ...t.config, WEBHOOK_CONSENTI_RETE_PRIVATA: false, WEBHOOK_RETRY_DELAYS_MS: [] } });
    const prod = await produci('2026-07-01');
    ricevute.length = 0;
    await t.rest('DELETE', `/api/produzione/${prod.body.id}`, { token: admin });
    await closed.runOnce();
    expect(ricevute).toEqual([]);
    const [row] = await t.sql(`select stato, errore from webhook_consegne where webhook_id = ? order by id desc limit 1`, [res.body.id]);
    expect(row).toEqual({ stato: 'fallita', errore: MSG_SSRF.privato });
  });

  it('validates the events and the URL in Italian, writing nothing', async () => {
    const before = await t.sql(`select count(*)::int as n from webhook`);
    expect((await registra({ url, eventi: [] })).body.error).toBe(MSG_WEBHOOK.eventiRichiesti);
    expect((await registra(grezzo({ url, eventi: ['gusto.mangiato'] }))).body.error).toBe(MSG_WEBHOOK.eventoNonValido);
    expect((await registra(grezzo({ eventi: ['produzione.creata'] }))).body.error).toBe(MSG_WEBHOOK.urlRichiesto);
    expect(await t.sql(`select count(*)::int as n from webhook`)).toEqual(before);
  });
});

describe('addresses that carry another address (issue 34, 6)', () => {
  it.each([
    ['64:ff9b::7f00:1', '127.0.0.1'],
    ['64:ff9b::10.0.0.1', '10.0.0.1'],
    ['2002:c000:0201::1', '192.0.2.1'],
    ['2002:808:808::', '8.8.8.8'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['::ffff:0:a00:1', '10.0.0.1'],
    ['::192.168.1.1', '192.168.1.1'],
    ['2606:4700:4700::1111', null],
    ['64:ff9b:0:0:1::1', null],
  ])('%s carries %s', (ipv6, ipv4) => {
    expect(ipv4Incorporato(ipv6)).toBe(ipv4);
  });

  it('the carried IPv4 is judged like any IPv4: private ones refused (link-local always), public ones allowed', () => {
    for (const a of ['64:ff9b::7f00:1', '64:ff9b::c0a8:101', '64:ff9b::c633:6407', '2002:7f00:1::', '2002:a00:1::5', '2002:cb00:7109::', '::ffff:0:7f00:1', '64:ff9b:1::a00:1']) {
      expect(motivoIndirizzoVietato(a, false), a).toBe(MSG_SSRF.privato);
      expect(motivoIndirizzoVietato(a, true), a).toBeNull();
    }
    for (const a of ['64:ff9b::a9fe:a9fe', '2002:a9fe:a9fe::1']) {
      expect(motivoIndirizzoVietato(a, false), a).toBe(MSG_SSRF.vietato);
      expect(motivoIndirizzoVietato(a, true), a).toBe(MSG_SSRF.vietato);
    }
    for (const a of ['64:ff9b::808:808', '2002:808:808::1', '8.8.8.8', '2606:4700:4700::1111', '192.0.3.1', '203.0.114.1']) {
      expect(motivoIndirizzoVietato(a, false), a).toBeNull();
    }
  });
});
