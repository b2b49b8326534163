import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type CorpoInviabile } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.token('admin'), t.token('manager')]);
});
afterAll(async () => t?.close());

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);
const put = (key: string, body: CorpoInviabile<'PUT', '/api/config/chiave'>) => t.rest('PUT', `/api/config/${encodeURIComponent(key)}`, { token: admin, body });
const BREVO = 'xkeysib-0123456789abcdef-SEGRETO-wxyz';

describe('GET /config', () => {
  it('lists the entries (chiave, valore, descrizione), admin only', async () => {
    const res = await t.rest('GET', '/api/config', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      chiave: 'prezzo_vendita_kg',
      valore: '25.00',
      descrizione: 'Prezzo di vendita stimato al kg (euro) per il calcolo del margine',
    });
    expect((await t.rest('GET', '/api/config', { token: manager })).status).toBe(403);
    expect((await t.rest('GET', '/api/config/prezzo_vendita_kg', { token: manager })).status).toBe(403);
  });

  it('GET /config/:key returns one entry, 404 when missing', async () => {
    const res = await t.rest('GET', '/api/config/email_abilitato', { token: admin });
    expect(res.body).toEqual({ chiave: 'email_abilitato', valore: 'false', descrizione: 'Invio email abilitato' });
    const missing = await t.rest('GET', '/api/config/non_esiste', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Configurazione non trovata' });
    expect((await t.rest('GET', '/api/config/chiave%20con%20spazi', { token: admin })).status).toBe(400);
  });
});

describe('PUT /config/:key', () => {
  it('prezzo_vendita_kg must be a number > 0 with at most 2 decimals and ≤ 1000 (comma accepted), stored with 2 decimals', async () => {
    for (const valore of ['abc', '-1', -0.5, '', null, true, 0, '0,00', '12.345', 12.345, '1000.01', 5000, '1e2', '1.000,00', ' ']) {
      const res = await put('prezzo_vendita_kg', { valore });
      expect(res.status, String(valore)).toBe(400);
      expect(res.body).toEqual({ error: 'Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro' });
    }
    expect((await put('prezzo_vendita_kg', { valore: '1000' })).body.valore).toBe('1000.00');
    expect((await put('prezzo_vendita_kg', { valore: 0.01 })).body.valore).toBe('0.01');
    expect((await put('prezzo_vendita_kg', { valore: '30,5' })).body).toMatchObject({ chiave: 'prezzo_vendita_kg', valore: '30.50' });
    // descrizione not sent: unchanged; the failed attempts changed nothing
    const [row] = await sql('select valore, descrizione from configurazioni where chiave = ?', ['prezzo_vendita_kg']);
    expect(row).toEqual({ valore: '30.50', descrizione: 'Prezzo di vendita stimato al kg (euro) per il calcolo del margine' });
    const [log] = await sql(`select azione, dettagli from log_attivita order by id desc limit 1`);
    expect(log).toEqual({ azione: 'modifica', dettagli: 'Configurazione "prezzo_vendita_kg" = "30.50"' });
  });

  it('upserts: creates a new key, then updates it, logging create then update', async () => {
    const c = await put('mia_chiave', { valore: 'uno', descrizione: 'Una prova' });
    expect(c.status).toBe(200);
    expect(c.body).toEqual({ chiave: 'mia_chiave', valore: 'uno', descrizione: 'Una prova' });
    const u = await put('mia_chiave', { valore: 2 });
    expect(u.body).toEqual({ chiave: 'mia_chiave', valore: '2', descrizione: 'Una prova' });
    const d = await put('mia_chiave', { descrizione: null });
    expect(d.body).toEqual({ chiave: 'mia_chiave', valore: '2', descrizione: null });
    const log = await sql(`select azione, dettagli from log_attivita where dettagli like 'Configurazione "mia_chiave"%' order by id`);
    expect(log).toEqual([
      { azione: 'creazione', dettagli: 'Configurazione "mia_chiave" = "uno"' },
      { azione: 'modifica', dettagli: 'Configurazione "mia_chiave" = "2"' },
      { azione: 'modifica', dettagli: 'Configurazione "mia_chiave" = "2"' },
    ]);
  });

  it('BREVO_API_KEY is never returned in clear; sending back the mask keeps the stored key', async () => {
    const res = await put('BREVO_API_KEY', { valore: BREVO, descrizione: 'Chiave API Brevo' });
    expect(res.body).toEqual({ chiave: 'BREVO_API_KEY', valore: '••••wxyz', descrizione: 'Chiave API Brevo' });
    const list = await t.rest('GET', '/api/config', { token: admin });
    expect(JSON.stringify(list.body)).not.toContain('SEGRETO');
    expect(list.body.find((c) => c.chiave === 'BREVO_API_KEY')?.valore).toBe('••••wxyz');
    expect((await t.rest('GET', '/api/config/BREVO_API_KEY', { token: admin })).body.valore).toBe('••••wxyz');
    const g = await t.gql('{ configurazioni { chiave valore } configurazione(chiave: "BREVO_API_KEY") { valore } }', {}, admin);
    expect(JSON.stringify(g.data)).not.toContain('SEGRETO');
    expect(g.data.configurazione.valore).toBe('••••wxyz');

    expect((await put('BREVO_API_KEY', { valore: '••••wxyz', descrizione: 'Chiave API Brevo' })).status).toBe(200);
    expect(await sql('select valore from configurazioni where chiave = ?', ['BREVO_API_KEY'])).toEqual([{ valore: BREVO }]);
    const logs = await sql<{ dettagli: string }>('select dettagli from log_attivita');
    expect(logs.some((l) => l.dettagli.includes('SEGRETO'))).toBe(false);
    // a new key replaces it
    await put('BREVO_API_KEY', { valore: 'xkeysib-nuova-chiave-1234' });
    expect(await sql('select valore from configurazioni where chiave = ?', ['BREVO_API_KEY'])).toEqual([{ valore: 'xkeysib-nuova-chiave-1234' }]);
  });
});

describe('DELETE /config/:key', () => {
  it('deletes an entry; 404 afterwards', async () => {
    await put('da_eliminare', { valore: 'x' });
    const res = await t.rest('DELETE', '/api/config/da_eliminare', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, chiave: 'da_eliminare' });
    expect((await t.rest('DELETE', '/api/config/da_eliminare', { token: admin })).status).toBe(404);
    expect((await t.rest('DELETE', '/api/config/email_abilitato', { token: manager })).status).toBe(403);
  });
});

describe('GraphQL', () => {
  it('configurazioni, configurazione, impostaConfigurazione, eliminaConfigurazione', async () => {
    const set = await t.gql('mutation { impostaConfigurazione(chiave: "gql_chiave", valore: "v", descrizione: "d") { chiave valore descrizione } }', {}, admin);
    expect(set.data).toEqual({ impostaConfigurazione: { chiave: 'gql_chiave', valore: 'v', descrizione: 'd' } });
    const bad = await t.gql('mutation { impostaConfigurazione(chiave: "prezzo_vendita_kg", valore: "-3") { valore } }', {}, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro', extensions: { code: 'BAD_USER_INPUT' } });
    const tooPrecise = await t.gql('mutation { impostaConfigurazione(chiave: "prezzo_vendita_kg", valore: "24.999") { valore } }', {}, admin);
    expect(tooPrecise.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await t.gql('mutation { impostaConfigurazione(chiave: "prezzo_vendita_kg", valore: "26,40") { valore } }', {}, admin);
    expect(ok.data).toEqual({ impostaConfigurazione: { valore: '26.40' } });
    const denied = await t.gql('mutation { impostaConfigurazione(chiave: "prezzo_vendita_kg", valore: "1") { valore } }', {}, manager);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const one = await t.gql('{ configurazione(chiave: "gql_chiave") { valore } }', {}, admin);
    expect(one.data).toEqual({ configurazione: { valore: 'v' } });
    const all = await t.gql('{ configurazioni { chiave } }', {}, admin);
    expect(all.data.configurazioni.map((c: { chiave: string }) => c.chiave)).toContain('gql_chiave');
    expect((await t.gql('mutation { eliminaConfigurazione(chiave: "gql_chiave") }', {}, admin)).data).toEqual({ eliminaConfigurazione: 'gql_chiave' });
    const gone = await t.gql('{ configurazione(chiave: "gql_chiave") { valore } }', {}, admin);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql('{ configurazioni { chiave } }', {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
