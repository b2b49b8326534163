import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import { initOrm, migrate, type Orm } from '../../db/orm.js';
import { seedBaseData } from '../../seed/base.js';
import { TEST_PASSWORD, createTestApp, type TestApp, grezzo } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { closedPort, startBrevoStub, startSmtpStub, type BrevoStub, type SmtpStub } from '../../../test/email-stubs.js';
import { onEmailQueued } from './email.queue.js';
import { EmailWorker, startEmailWorker } from './email.worker.js';

let t: TestApp;
let smtp: SmtpStub;
let brevo: BrevoStub;
let admin: string;
let manager: string;
let operatore: string;
const fx = { puntoVendita: 0, categoria: 0, pistacchio: 0, fiordilatte: 0, cioccolato: 0, produzione: 0, produzione2: 0 };

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

async function insertId(query: string, params: unknown[] = []): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} returning id`, params);
  return row!.id;
}

/** A production with lines, written with SQL (the production module is another engineer's). */
async function creaProduzione(data: string, note: string | null, righe: [number, number][]): Promise<number> {
  const kg = righe.reduce((s, [, q]) => s + q, 0);
  const id = await insertId(
    `insert into produzioni (data, punto_vendita_id, operatore_id, note, kg_totale, costo_totale) values (?::date, ?, ?, ?, ?, ?)`,
    [data, fx.puntoVendita, t.users.operatore.id, note, kg, kg * 3.21],
  );
  for (const [gusto, q] of righe) {
    await sql(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, ?, 3.2100)`, [id, gusto, q]);
  }
  return id;
}

const DESTINATARI = ['titolare@gelateria.it', 'Laboratorio@Gelateria.it'];

async function saveConfig(entries: Record<string, unknown>, token = admin) {
  const configs = Object.entries(entries).map(([chiave, valore]) => ({ chiave, valore }));
  return t.rest('POST', '/api/email/config', { token, body: { configs } });
}

async function configureSending(extra: Record<string, unknown> = {}) {
  const res = await saveConfig({
    email_abilitato: 'true',
    email_mittente: 'noreply@gelateria.it',
    email_nome_mittente: 'Gelateria Centro',
    email_destinatari_notifiche: JSON.stringify(DESTINATARI),
    BREVO_API_KEY: '',
    ...extra,
  });
  expect(res.status).toBe(200);
}

/** A worker on the test app's database, with the provider settings a test needs. */
const worker = (env: Partial<Config> = {}) => new EmailWorker({ orm: t.orm, config: { ...t.config, SMTP_URL: undefined, ...env } });

/** The email_log row of an answer's `email_id` (documented as optional: a queued e-mail has one). */
const emailRow = async (id: number | null | undefined) =>
  (
    await sql<{
      stato: string;
      tentativi: number;
      messaggio_errore: string | null;
      provider: string | null;
      data_invio: Date | null;
      dati_aggiuntivi: Record<string, unknown> | null;
    }>(`select stato, tentativi, messaggio_errore, provider, data_invio, dati_aggiuntivi from email_log where id = ?`, [id])
  )[0]!;

const inviatoEmail = async (id: number) => (await sql<{ inviato_email: boolean }>(`select inviato_email from produzioni where id = ?`, [id]))[0]!.inviato_email;

/** Marks everything still queued as failed so each delivery test starts with an empty queue. */
const clearQueue = () => sql(`update email_log set stato = 'fallita', messaggio_errore = 'scartata dal test' where stato = 'in_coda'`);

beforeAll(async () => {
  [smtp, brevo] = await Promise.all([startSmtpStub(), startBrevoStub()]);
  t = await createTestApp({ EMAIL_RETRY_DELAYS_MS: '10,20,40', EMAIL_SEND_TIMEOUT_MS: '3000', EMAIL_WORKER: 'false' });
  ({ admin, manager, operatore } = await t.tokens());
  fx.puntoVendita = (await sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  fx.categoria = await insertId(`insert into categorie_gusti (nome) values ('Creme')`);
  fx.pistacchio = await insertId(`insert into gusti (nome, categoria_id) values ('Pistacchio', ?)`, [fx.categoria]);
  fx.fiordilatte = await insertId(`insert into gusti (nome, categoria_id) values ('Fior di latte', ?)`, [fx.categoria]);
  fx.cioccolato = await insertId(`insert into gusti (nome, categoria_id) values ('Cioccolato <fondente> & "rum"', ?)`, [fx.categoria]);
  fx.produzione = await creaProduzione('2026-11-21', 'Pistacchio finito alle 15 <script>alert(1)</script>', [
    [fx.pistacchio, 4.5],
    [fx.fiordilatte, 6],
    [fx.cioccolato, 2],
  ]);
  fx.produzione2 = await creaProduzione('2026-11-20', null, [[fx.fiordilatte, 3]]);
});

afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), brevo?.close()]);
});

// ---------------------------------------------------------------------------------------------

describe('configuration', () => {
  it('GET /email/config lists the e-mail keys with their defaults', async () => {
    const res = await t.rest('GET', '/api/email/config', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { chiave: string }) => e.chiave)).toEqual([
      'BREVO_API_KEY',
      'email_mittente',
      'email_nome_mittente',
      'email_destinatari_notifiche',
      'email_notifica_produzione',
      'email_abilitato',
    ]);
    const byKey = Object.fromEntries(res.body.map((e: { chiave: string; valore: string }) => [e.chiave, e.valore]));
    expect(byKey).toMatchObject({ BREVO_API_KEY: '', email_abilitato: 'false', email_notifica_produzione: 'false', email_destinatari_notifiche: '[]' });
    for (const e of res.body) expect(typeof e.descrizione).toBe('string');
  });

  it('saves the entries and never returns the Brevo key in clear', async () => {
    const key = brevo.key;
    const res = await t.rest('POST', '/api/email/config', {
      token: admin,
      body: {
        configs: [
          { chiave: 'BREVO_API_KEY', valore: key, descrizione: 'Chiave API Brevo' },
          { chiave: 'email_mittente', valore: ' noreply@gelateria.it ', descrizione: 'Mittente' },
          { chiave: 'email_destinatari_notifiche', valore: JSON.stringify(['a@b.it', 'c@d.it', 'A@b.it']) },
          { chiave: 'email_abilitato', valore: true },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Configurazione email salvata con successo' });

    const [stored] = await sql<{ valore: string }>(`select valore from configurazioni where chiave = 'BREVO_API_KEY'`);
    expect(stored!.valore).toBe(key);

    const get = await t.rest('GET', '/api/email/config', { token: admin });
    const byKey = Object.fromEntries(get.body.map((e: { chiave: string; valore: string }) => [e.chiave, e.valore]));
    expect(byKey.BREVO_API_KEY).toBe('••••••••1234');
    expect(byKey.email_mittente).toBe('noreply@gelateria.it');
    expect(JSON.parse(byKey.email_destinatari_notifiche)).toEqual(['a@b.it', 'c@d.it']);
    expect(byKey.email_abilitato).toBe('true');
    expect(JSON.stringify(get.body)).not.toContain(key);

    // the masked value posted back keeps the real key
    const back = await t.rest('POST', '/api/email/config', { token: admin, body: { configs: get.body } });
    expect(back.status).toBe(200);
    const [after] = await sql<{ valore: string }>(`select valore from configurazioni where chiave = 'BREVO_API_KEY'`);
    expect(after!.valore).toBe(key);

    // no other door shows it: GraphQL, the generic configuration routes, the activity log
    const g = await t.gql('{ emailConfig { chiave valore descrizione } }', {}, admin);
    expect(g.errors).toBeUndefined();
    expect(JSON.stringify(g.data)).not.toContain(key);
    expect(g.data.emailConfig[0]).toEqual({ chiave: 'BREVO_API_KEY', valore: '••••••••1234', descrizione: 'Chiave API Brevo' });
    for (const url of ['/api/config', '/api/config/BREVO_API_KEY']) {
      const r = await t.rest('GET', url, { token: admin });
      expect(JSON.stringify(r.body)).not.toContain(key);
    }
    const activity = await sql<{ dettagli: string }>(`select dettagli from log_attivita`);
    expect(JSON.stringify(activity)).not.toContain(key);
    // the log names what changed as the settings page does, not by the database keys
    expect(activity.map((a) => a.dettagli)).toContain('Configurazione email aggiornata: chiave API Brevo, email mittente, destinatari delle notifiche, invio email abilitato');
    expect(JSON.stringify(activity)).not.toMatch(/email_abilitato|email_mittente|BREVO_API_KEY/);

    // an empty value clears it
    await saveConfig({ BREVO_API_KEY: '' });
    const [cleared] = await sql<{ valore: string }>(`select valore from configurazioni where chiave = 'BREVO_API_KEY'`);
    expect(cleared!.valore).toBe('');
  });

  it('validates recipients, sender, booleans and keys, saving nothing on error', async () => {
    const before = await sql(`select chiave, valore from configurazioni order by chiave`);
    const cases: [Record<string, unknown>, string][] = [
      [{ email_destinatari_notifiche: JSON.stringify(['ok@gelateria.it', 'senza-chiocciola']) }, 'Inserisci un indirizzo email valido'],
      [{ email_destinatari_notifiche: JSON.stringify(['mario@']) }, 'Inserisci un indirizzo email valido'],
      [{ email_destinatari_notifiche: JSON.stringify([42]) }, 'Inserisci un indirizzo email valido'],
      [{ email_destinatari_notifiche: 'mario@gelateria.it' }, 'I destinatari devono essere un array JSON di indirizzi email'],
      [{ email_destinatari_notifiche: '{"a":1}' }, 'I destinatari devono essere un array JSON di indirizzi email'],
      [{ email_mittente: 'non-una-email' }, 'Inserisci un indirizzo email valido'],
      [{ email_abilitato: 'forse' }, 'Valore non valido per email_abilitato: usa true oppure false'],
      [{ email_mittente: 'x@y.it', prezzo_vendita_kg: '30' }, 'Chiave di configurazione email non ammessa'],
    ];
    for (const [entries, message] of cases) {
      const res = await saveConfig({ email_nome_mittente: 'Cambiato', ...entries });
      expect(res.status, JSON.stringify(entries)).toBe(400);
      expect(res.body).toEqual({ error: message });
    }
    const empty = await t.rest('POST', '/api/email/config', { token: admin, body: { configs: [] } });
    expect(empty.status).toBe(400);
    expect(await sql(`select chiave, valore from configurazioni order by chiave`)).toEqual(before);

    const g = await t.gql(
      'mutation($c: [EmailConfigEntryInput!]!) { salvaEmailConfig(configs: $c) { success message } }',
      { c: [{ chiave: 'email_destinatari_notifiche', valore: '["x"]' }] },
      admin,
    );
    expect(g.errors?.[0]).toMatchObject({ message: 'Inserisci un indirizzo email valido', extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await t.gql(
      'mutation($c: [EmailConfigEntryInput!]!) { salvaEmailConfig(configs: $c) { success message } }',
      { c: [{ chiave: 'email_nome_mittente', valore: 'Gelateria Centro' }] },
      admin,
    );
    expect(ok.data).toEqual({ salvaEmailConfig: { success: true, message: 'Configurazione email salvata con successo' } });
  });
});

describe('test e-mail', () => {
  it('needs an address, a valid one, and sending enabled', async () => {
    await saveConfig({ email_abilitato: 'false' });
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: null }]) {
      const res = await t.rest('POST', '/api/email/test', { token: admin, body: grezzo(body) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Inserisci un indirizzo email per il test' });
    }
    const invalid = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'mario.rossi' } });
    expect(invalid.body).toEqual({ error: 'Inserisci un indirizzo email valido' });
    const disabled = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'mario@gelateria.it' } });
    expect(disabled.status).toBe(400);
    expect(disabled.body.error).toMatch(/disabilitato/);
  });

  it('is queued and answered at once', async () => {
    await configureSending();
    const res = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'mario@gelateria.it' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Email di test inviata con successo' });
    const [row] = await sql<{ tipo: string; stato: string; destinatari: string[]; oggetto: string }>(
      `select tipo, stato, destinatari, oggetto from email_log where id = ?`,
      [res.body.email_id],
    );
    expect(row).toEqual({ tipo: 'test', stato: 'in_coda', destinatari: ['mario@gelateria.it'], oggetto: 'Email di test — Gelatiere' });

    const g = await t.gql('mutation { inviaEmailTest(email: "") { success } }', {}, admin);
    expect(g.errors?.[0]?.message).toBe('Inserisci un indirizzo email per il test');
    const g2 = await t.gql('mutation { inviaEmailTest(email: "luca@gelateria.it") { success message emailId } }', {}, admin);
    expect(g2.data.inviaEmailTest).toMatchObject({ success: true, message: 'Email di test inviata con successo' });
    expect(g2.data.inviaEmailTest.emailId).toBeGreaterThan(0);
  });
});

describe('roles', () => {
  const adminOnly: [string, string, unknown?][] = [
    ['GET', '/api/email/config'],
    ['POST', '/api/email/config', { configs: [{ chiave: 'email_abilitato', valore: 'true' }] }],
    ['POST', '/api/email/test', { email: 'x@y.it' }],
    ['GET', '/api/email/log'],
    ['GET', '/api/email/log/1'],
  ];

  it('config, test and log are admin only on REST', async () => {
    for (const [method, url, body] of adminOnly) {
      for (const token of [manager, operatore]) {
        const res = await t.rest(method as 'GET', url, { token, body });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
      expect((await t.rest(method as 'GET', url, { body })).status).toBe(401);
    }
  });

  it('and on GraphQL', async () => {
    const ops = [
      '{ emailConfig { chiave } }',
      'mutation { salvaEmailConfig(configs: [{ chiave: "email_abilitato", valore: "true" }]) { success } }',
      'mutation { inviaEmailTest(email: "x@y.it") { success } }',
      '{ emailLog { total } }',
      '{ emailLogDettaglio(id: 1) { id } }',
    ];
    for (const op of ops) {
      for (const token of [manager, operatore]) {
        const res = await t.gql(op, {}, token);
        expect(res.errors?.[0]?.extensions?.code, op).toBe('FORBIDDEN');
      }
    }
  });
});

describe('production e-mail (manual send)', () => {
  beforeEach(async () => {
    await configureSending();
    await sql(`update produzioni set inviato_email = false`);
  });

  it('every role may send; it is queued and the production is marked as sent', async () => {
    for (const token of [operatore, manager, admin]) {
      await sql(`update produzioni set inviato_email = false`);
      const res = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Email in coda di invio' });
      expect(await inviatoEmail(fx.produzione)).toBe(true);
      const [row] = await sql<Record<string, unknown>>(`select * from email_log where id = ?`, [res.body.email_id]);
      expect(row).toMatchObject({
        tipo: 'notifica_produzione',
        stato: 'in_coda',
        destinatari: DESTINATARI,
        oggetto: 'Produzione del 21/11/2026 — Gelateria Centro',
        riferimento_tipo: 'produzione',
        riferimento_id: fx.produzione,
      });
      expect(row!.dati_aggiuntivi).toMatchObject({ produzione_id: fx.produzione, kg_totale: 12.5, gusti: 3, manuale: true });
    }
    const g = await t.gql(`mutation { inviaEmailProduzione(id: ${fx.produzione2}) { success message } }`, {}, operatore);
    expect(g.data).toEqual({ inviaEmailProduzione: { success: true, message: 'Email in coda di invio' } });
    expect(await inviatoEmail(fx.produzione2)).toBe(true);
  });

  it('answers 404 for an unknown production, 400 when disabled or without recipients', async () => {
    const missing = await t.rest('POST', '/api/email/produzione/999999', { token: operatore });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Produzione non trovata' });
    expect((await t.rest('POST', '/api/email/produzione/abc', { token: operatore })).status).toBe(400);

    await saveConfig({ email_destinatari_notifiche: '[]' });
    const none = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token: operatore });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'Nessun destinatario configurato per le notifiche di produzione' });

    await saveConfig({ email_abilitato: 'false', email_destinatari_notifiche: JSON.stringify(DESTINATARI) });
    const disabled = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token: operatore });
    expect(disabled.status).toBe(400);
    expect(await inviatoEmail(fx.produzione)).toBe(false);
    expect((await t.rest('POST', `/api/email/produzione/${fx.produzione}`)).status).toBe(401);
  });

  it('renders Italian HTML and text with the flavours, kg, total, notes escaped and no costs', async () => {
    const res = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token: operatore });
    const detail = await t.rest('GET', `/api/email/log/${res.body.email_id}`, { token: admin });
    expect(detail.status).toBe(200);
    const html = String(detail.body.contenuto);
    const text = String(detail.body.testo);
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('style="');
    expect(html).toContain('sabato 21 novembre 2026');
    expect(html).toContain('Gelateria Centro');
    expect(html).toContain('Olga Operatrice');
    expect(html).toMatch(/Pistacchio<\/td><td[^>]*>4,5 kg/);
    expect(html).toMatch(/Fior di latte<\/td><td[^>]*>6,0 kg/);
    expect(html).toContain('Cioccolato &lt;fondente&gt; &amp; &quot;rum&quot;');
    expect(html).toContain('12,5 kg');
    expect(html).toContain('Pistacchio finito alle 15 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    for (const body of [html, text]) {
      expect(body).not.toMatch(/€|costo|food/i);
      expect(body).not.toContain('3,21');
    }
    expect(text).toContain('Produzione del 21/11/2026 — Gelateria Centro');
    expect(text).toContain('- Fior di latte: 6,0 kg');
    expect(text).toContain('Totale: 12,5 kg');
    expect(text).toContain('Operatore: Olga Operatrice');
    expect(text).toContain('Note:\nPistacchio finito alle 15 <script>alert(1)</script>');
  });
});

describe('e-mail log', () => {
  it('lists newest first with total, filters and bounded pages', async () => {
    const all = await t.rest('GET', '/api/email/log', { token: admin });
    expect(all.status).toBe(200);
    const [{ n }] = (await sql<{ n: string }>(`select count(*) as n from email_log`)) as [{ n: string }];
    expect(all.body.total).toBe(Number(n));
    expect(all.body.emails.length).toBe(Math.min(20, Number(n)));
    const first = all.body.emails[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'data_creazione',
        'data_invio',
        'destinatari',
        'id',
        'messaggio_errore',
        'oggetto',
        'prossimo_tentativo',
        'provider',
        'riferimento_id',
        'riferimento_tipo',
        'stato',
        'tentativi',
        'tipo',
      ].sort(),
    );
    const ids = all.body.emails.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const tests = await t.rest('GET', '/api/email/log?tipo=test&stato=in_coda&limit=1&offset=0', { token: admin });
    expect(tests.body.emails).toHaveLength(1);
    expect(tests.body.emails[0]).toMatchObject({ tipo: 'test', stato: 'in_coda' });
    const [{ m }] = (await sql<{ m: string }>(`select count(*) as m from email_log where tipo = 'test' and stato = 'in_coda'`)) as [{ m: string }];
    expect(tests.body.total).toBe(Number(m));

    const reset = await t.rest('GET', '/api/email/log?tipo=&stato=', { token: admin });
    expect(reset.body.total).toBe(Number(n));
    const big = await t.rest('GET', '/api/email/log?limit=1000', { token: admin });
    expect(big.status).toBe(200);
    expect(big.body.emails.length).toBeLessThanOrEqual(100);
    const bad = await t.rest('GET', '/api/email/log?tipo=spam', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Tipo email non valido' });
    expect((await t.rest('GET', '/api/email/log?stato=boh', { token: admin })).body).toEqual({ error: 'Stato email non valido' });
  });

  it('detail has content and additional data; 404 when missing; GraphQL equivalents', async () => {
    const [row] = await sql<{ id: number }>(`select id from email_log where tipo = 'notifica_produzione' order by id desc limit 1`);
    const res = await t.rest('GET', `/api/email/log/${row!.id}`, { token: admin });
    expect(res.body).toMatchObject({ id: row!.id, tipo: 'notifica_produzione', riferimento_tipo: 'produzione' });
    expect(res.body.dati_aggiuntivi).toMatchObject({ produzione_id: expect.any(Number) });
    expect(res.body.contenuto).toContain('<table');
    const missing = await t.rest('GET', '/api/email/log/999999', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Email non trovata' });

    const g = await t.gql(
      `{ emailLog(limit: 2, tipo: notifica_produzione) { total emails { id tipo stato destinatari oggetto dataCreazione dataInvio } }
         emailLogDettaglio(id: ${row!.id}) { id contenuto testo datiAggiuntivi riferimentoTipo riferimentoId } }`,
      {},
      admin,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.emailLog.emails).toHaveLength(2);
    expect(g.data.emailLog.emails[0].tipo).toBe('notifica_produzione');
    expect(g.data.emailLogDettaglio).toMatchObject({ id: row!.id, riferimentoTipo: 'produzione' });
    expect(g.data.emailLogDettaglio.datiAggiuntivi.produzione_id).toEqual(expect.any(Number));
  });

  it('the list costs the same number of statements for 1 or 20 rows', async () => {
    const one = await t.rest('GET', '/api/email/log?limit=1', { token: admin });
    const many = await t.rest('GET', '/api/email/log?limit=20', { token: admin });
    expect(many.queries).toBe(one.queries);
  });
});

describe('delivery', () => {
  beforeEach(async () => {
    await clearQueue();
    await sql(`update produzioni set inviato_email = false`);
    smtp.mails.length = 0;
    smtp.refuse = null;
    brevo.requests.length = 0;
    brevo.mode = 'ok';
  });

  it('SMTP: a local server receives the production e-mail (subject, HTML and text parts)', async () => {
    await configureSending();
    const res = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token: operatore });
    const w = worker({ SMTP_URL: smtp.url });
    await w.drain();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.auth).toBe('gelato');
    expect(mail.from).toBe('noreply@gelateria.it');
    expect(mail.to.map((a) => a.toLowerCase())).toEqual(DESTINATARI.map((a) => a.toLowerCase()));
    expect(mail.subject).toBe('Produzione del 21/11/2026 — Gelateria Centro');
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.html).toContain('sabato 21 novembre 2026');
    expect(mail.html).toMatch(/Pistacchio<\/td><td[^>]*>4,5 kg/);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Totale: 12,5 kg');
    expect(mail.text).toContain('- Pistacchio: 4,5 kg');

    const row = await emailRow(res.body.email_id);
    expect(row).toMatchObject({ stato: 'inviata', tentativi: 1, provider: 'smtp', messaggio_errore: null });
    expect(row.data_invio).not.toBeNull();
    expect(await inviatoEmail(fx.produzione)).toBe(true);
    const api = await t.rest('GET', `/api/email/log/${res.body.email_id}`, { token: admin });
    expect(api.body).toMatchObject({ stato: 'inviata', provider: 'smtp', prossimo_tentativo: null });
    expect(typeof api.body.data_invio).toBe('string');
  });

  it('Brevo: the HTTP API receives it with the api-key header (preferred over SMTP when the key is set)', async () => {
    await configureSending({ BREVO_API_KEY: brevo.key });
    const res = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token: manager });
    await worker({ SMTP_URL: smtp.url, BREVO_API_URL: brevo.url }).drain();
    expect(smtp.mails).toHaveLength(0);
    expect(brevo.requests).toHaveLength(1);
    const req = brevo.requests[0]!;
    expect(req.apiKey).toBe(brevo.key);
    expect(req.body.sender).toEqual({ email: 'noreply@gelateria.it', name: 'Gelateria Centro' });
    expect(req.body.to).toEqual(DESTINATARI.map((email) => ({ email })));
    expect(req.body.subject).toBe('Produzione del 21/11/2026 — Gelateria Centro');
    expect(req.body.htmlContent).toContain('12,5 kg');
    expect(req.body.textContent).toContain('Totale: 12,5 kg');
    const row = await emailRow(res.body.email_id);
    expect(row).toMatchObject({ stato: 'inviata', provider: 'brevo', tentativi: 1 });
    expect(row.dati_aggiuntivi).toMatchObject({ message_id: '<1.stub@smtp-relay.mailin.fr>', manuale: true });
  });

  it('Brevo answering 500: retried with backoff, then fallita with its error; the production shows as unsent again', async () => {
    await configureSending({ BREVO_API_KEY: brevo.key });
    brevo.mode = 'fail';
    const produzione = await creaProduzione('2026-11-19', null, [[fx.pistacchio, 1]]);
    const res = await t.rest('POST', `/api/email/produzione/${produzione}`, { token: operatore });
    expect(await inviatoEmail(produzione)).toBe(true);
    const w = worker({ BREVO_API_URL: brevo.url });
    expect(await w.runOnce()).toBe(1);
    const afterFirst = await emailRow(res.body.email_id);
    expect(afterFirst).toMatchObject({ stato: 'in_coda', tentativi: 1, messaggio_errore: 'Brevo ha risposto 500: Errore interno simulato' });
    await w.drain();
    expect(brevo.requests).toHaveLength(4); // 1 + 3 retries (EMAIL_RETRY_DELAYS_MS=10,20,40)
    const row = await emailRow(res.body.email_id);
    expect(row).toMatchObject({ stato: 'fallita', tentativi: 4, provider: 'brevo', messaggio_errore: 'Brevo ha risposto 500: Errore interno simulato', data_invio: null });
    expect(await inviatoEmail(produzione)).toBe(false);
  });

  it('a wrong Brevo key fails at once (no pointless retries)', async () => {
    await configureSending({ BREVO_API_KEY: 'xkeysib-sbagliata-0000000000000000' });
    const res = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'mario@gelateria.it' } });
    await worker({ BREVO_API_URL: brevo.url }).drain();
    expect(await emailRow(res.body.email_id)).toMatchObject({ stato: 'fallita', tentativi: 1, messaggio_errore: 'Brevo ha risposto 401: Key not found' });
  });

  it('SMTP refusing connections: retried, then fallita with the SMTP error', async () => {
    await configureSending();
    const res = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'mario@gelateria.it' } });
    await worker({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }).drain();
    const row = await emailRow(res.body.email_id);
    expect(row).toMatchObject({ stato: 'fallita', tentativi: 4, provider: 'smtp' });
    expect(row.messaggio_errore).toMatch(/^Errore SMTP: .*ECONNREFUSED/);
  });

  it('SMTP rejecting the recipient (5xx) fails at once', async () => {
    await configureSending();
    smtp.refuse = 'Casella inesistente';
    const res = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'nessuno@gelateria.it' } });
    await worker({ SMTP_URL: smtp.url }).drain();
    const row = await emailRow(res.body.email_id);
    expect(row).toMatchObject({ stato: 'fallita', tentativi: 1 });
    expect(row.messaggio_errore).toMatch(/^Errore SMTP: .*Casella inesistente/);
  });

  it('no provider configured: fallita with a clear Italian error', async () => {
    await configureSending();
    const res = await t.rest('POST', '/api/email/test', { token: admin, body: { email: 'mario@gelateria.it' } });
    await worker({ SMTP_URL: undefined }).drain();
    expect(await emailRow(res.body.email_id)).toMatchObject({ stato: 'fallita', messaggio_errore: 'Nessun provider email configurato' });
  });

  it('two workers on the same table send every message exactly once', async () => {
    await configureSending({ BREVO_API_KEY: brevo.key });
    const ids: (number | null | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.rest('POST', '/api/email/test', { token: admin, body: { email: `cliente${i}@gelateria.it` } });
      ids.push(res.body.email_id);
    }
    const env = { BREVO_API_URL: brevo.url, EMAIL_BATCH_SIZE: 3 };
    await Promise.all([worker(env).drain(), worker(env).drain()]);
    const sent = brevo.requests.map((r) => r.body.to[0]!.email).sort();
    expect(sent).toEqual(ids.map((_, i) => `cliente${i}@gelateria.it`).sort());
    const rows = await sql<{ stato: string; tentativi: number }>(`select stato, tentativi from email_log where id in (${ids.join(',')})`);
    expect(rows.every((r) => r.stato === 'inviata' && r.tentativi === 1)).toBe(true);
  });
});

describe('automatic notification after a production is recorded', () => {
  const registra = (token: string) =>
    t.rest('POST', '/api/produzione', {
      token,
      body: { data: '2026-11-22', puntoVenditaId: fx.puntoVendita, gusti: [{ gusto_id: fx.pistacchio, quantita_kg: 3.5 }], note: 'Turno mattina' },
    });
  const notifiche = (produzioneId: number) =>
    sql<{ stato: string; destinatari: string[]; dati_aggiuntivi: Record<string, unknown> }>(
      `select stato, destinatari, dati_aggiuntivi from email_log where riferimento_tipo = 'produzione' and riferimento_id = ?`,
      [produzioneId],
    );

  it('queues the notification when sending and production notifications are enabled', async () => {
    await configureSending({ email_notifica_produzione: 'true' });
    const res = await registra(operatore);
    expect(res.status).toBe(201);
    const rows = await notifiche(res.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stato: 'in_coda', destinatari: DESTINATARI });
    expect(rows[0]!.dati_aggiuntivi).toMatchObject({ manuale: false, kg_totale: 3.5 });
    await worker({ SMTP_URL: smtp.url }).drain();
    expect(smtp.mails.at(-1)!.subject).toBe('Produzione del 22/11/2026 — Gelateria Centro');
    expect(await inviatoEmail(res.body.id)).toBe(true);
  });

  it('queues nothing when the notification or sending is disabled', async () => {
    await configureSending({ email_notifica_produzione: 'false' });
    const a = await registra(operatore);
    expect(await notifiche(a.body.id)).toHaveLength(0);
    await configureSending({ email_notifica_produzione: 'true', email_abilitato: 'false' });
    const b = await registra(manager);
    expect(b.status).toBe(201);
    expect(await notifiche(b.body.id)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('restart', () => {
  it('a message queued before a restart is sent after it; an enqueue wakes the worker at once', async () => {
    const db = await createTestDatabase({ migrated: true });
    const env = {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      ADMIN_EMAIL: 'admin@test.it',
      ADMIN_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      EMAIL_RETRY_DELAYS_MS: '10,20',
    };
    const boot = async (extra: Record<string, string>) => {
      const config = loadConfig({ ...env, ...extra });
      // the embedded database accepts one connection at a time: retry until it has seen the previous one go
      let orm: Orm | undefined;
      for (let i = 0; !orm; i++) {
        const candidate = await initOrm({ connection: db.connection, poolMax: db.poolMax });
        try {
          await candidate.em.getConnection().execute('select 1');
          orm = candidate;
        } catch (err) {
          await candidate.close().catch(() => {});
          if (i >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await migrate(orm);
      await seedBaseData(orm, config, { info: () => {}, warn: () => {} });
      const app = await buildApp({ config, orm, logger: false });
      await app.ready();
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@test.it', password: TEST_PASSWORD } });
      const token = login.json<{ token: string }>().token;
      const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
        app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload: payload as object } : {}) });
      return { app, orm, config, call };
    };
    const waitFor = async (check: () => boolean, ms: number) => {
      const until = Date.now() + ms;
      while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return check();
    };
    const before = smtp.mails.length;
    let second: Awaited<ReturnType<typeof boot>> | undefined;
    let worker2: EmailWorker | null = null;
    try {
      // first process: queues, then stops before any worker sends it
      const first = await boot({ EMAIL_WORKER: 'false' });
      expect(startEmailWorker({ orm: first.orm, config: first.config })).toBeNull();
      const cfg = await first.call('POST', '/api/email/config', {
        configs: [
          { chiave: 'email_abilitato', valore: 'true' },
          { chiave: 'email_mittente', valore: 'noreply@gelateria.it' },
        ],
      });
      expect(cfg.statusCode).toBe(200);
      const queued = await first.call('POST', '/api/email/test', { email: 'prima@gelateria.it' });
      expect(queued.statusCode).toBe(200);
      await first.app.close();
      await first.orm.close();

      // second process on the same database: its worker (started as main.ts does) sends the queued message
      second = await boot({ EMAIL_POLL_INTERVAL_MS: '60000' });
      worker2 = startEmailWorker({ orm: second.orm, config: second.config });
      expect(worker2).toBeInstanceOf(EmailWorker);
      expect(await waitFor(() => smtp.mails.some((m) => m.to.includes('prima@gelateria.it')), 10_000)).toBe(true);
      const log = await second.call('GET', '/api/email/log?tipo=test');
      expect(log.json().emails[0]).toMatchObject({ stato: 'inviata', destinatari: ['prima@gelateria.it'] });

      // with a one-minute poll interval, only the in-process wake can send this one quickly
      const started = Date.now();
      const now = await second.call('POST', '/api/email/test', { email: 'subito@gelateria.it' });
      expect(now.statusCode).toBe(200);
      expect(await waitFor(() => smtp.mails.some((m) => m.to.includes('subito@gelateria.it')), 5_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(smtp.mails.length - before).toBe(2);

      // graceful stop: nothing is sent after stop(). The enqueue's in-process hint reaches every
      // listener (a stopped worker's too, were it still subscribed) before this one resolves; then the
      // row is still untouched in the outbox, and a worker driven explicitly is the one that sends it.
      await worker2!.stop();
      const hinted = new Promise<void>((resolve) => {
        const off = onEmailQueued(() => {
          off();
          resolve();
        });
      });
      const dopo = await second.call('POST', '/api/email/test', { email: 'dopo@gelateria.it' });
      expect(dopo.statusCode).toBe(200);
      await hinted;
      const dopoId = dopo.json<{ email_id: number }>().email_id;
      const pending = await second.orm.em.fork().getConnection().execute<{ stato: string; tentativi: number }[]>(
        'select stato, tentativi from email_log where id = ?',
        [dopoId],
      );
      expect(pending).toEqual([{ stato: 'in_coda', tentativi: 0 }]);
      expect(smtp.mails.some((m) => m.to.includes('dopo@gelateria.it'))).toBe(false);
      await new EmailWorker({ orm: second.orm, config: second.config }).drain();
      expect(smtp.mails.filter((m) => m.to.includes('dopo@gelateria.it'))).toHaveLength(1);
    } finally {
      await worker2?.stop();
      if (second) {
        await second.app.close();
        await second.orm.close();
      }
      await db.drop();
    }
  });
});

describe('resending a failed message (issue 10, defect 10)', () => {
  it('a fallita message goes back in the queue and is sent; other states are refused', async () => {
    await configureSending();
    const queued = await t.rest('POST', `/api/email/produzione/${fx.produzione}`, { token: admin });
    expect(queued.body).toMatchObject({ success: true, message: 'Email in coda di invio' });
    const id = queued.body.email_id as number;
    await sql(`update email_log set stato = 'fallita', tentativi = 5, messaggio_errore = 'provider giù', prossimo_tentativo = now() + interval '1 day' where id = ?`, [id]);

    for (const token of [manager, operatore]) expect((await t.rest('POST', `/api/email/log/${id}/reinvia`, { token })).status).toBe(403);
    const res = await t.rest('POST', `/api/email/log/${id}/reinvia`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Email rimessa in coda di invio', email_id: id });
    const [row] = await sql<{ stato: string; tentativi: number; messaggio_errore: string | null; dovuta: boolean }>(
      `select stato, tentativi, messaggio_errore, prossimo_tentativo <= now() as dovuta from email_log where id = ?`,
      [id],
    );
    expect(row).toEqual({ stato: 'in_coda', tentativi: 0, messaggio_errore: null, dovuta: true });

    // in_coda (and later inviata) cannot be resent
    const again = await t.rest('POST', `/api/email/log/${id}/reinvia`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: "Solo un'email fallita può essere reinviata" });
    await worker({ SMTP_URL: smtp.url }).drain();
    const [sent] = await sql<{ stato: string }>(`select stato from email_log where id = ?`, [id]);
    expect(sent!.stato).toBe('inviata');
    expect((await t.rest('POST', `/api/email/log/${id}/reinvia`, { token: admin })).status).toBe(409);
    expect((await t.rest('POST', '/api/email/log/999999/reinvia', { token: admin })).status).toBe(404);

    await sql(`update email_log set stato = 'fallita' where id = ?`, [id]);
    const g = await t.gql(`mutation { reinviaEmail(id: ${id}) { success message } }`, {}, admin);
    expect(g.data).toEqual({ reinviaEmail: { success: true, message: 'Email rimessa in coda di invio' } });
  });
});
