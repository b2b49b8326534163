import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import type { RequestContext } from '../../common/context.js';
import { TABELLA_MODIFICHE_CATALOGO } from '../../common/versione-catalogo.js';
import { TABELLA_LIMITI } from '../../common/limiti.entity.js';
import { latestMigration } from '../../db/orm.js';
import { CONFIG_DEFAULTS } from '../config/configurazione.predefinite.js';
import { openBackupStream } from './admin.backup.js';
import { isDerived } from './admin.import.js';
import { OGGI_ROMA_SQL } from '../../common/dates.js';

const UPLOAD_LIMIT = 2 * 1024 * 1024;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT: String(UPLOAD_LIMIT), LOGIN_MAX_TENTATIVI_ACCOUNT: '3' });
  adminToken = await t.token('admin');
});
afterAll(async () => t?.close());

// ---------------------------------------------------------------------------------------------
// helpers (independent of the module under test)

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

/** Application tables, straight from information_schema. */
/** Every table with application data: not the migrations' nor the catalogue version's bookkeeping. */
async function appTables(): Promise<string[]> {
  const rows = await sql<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not in ('mikro_orm_migrations', '${TABELLA_MODIFICHE_CATALOGO}', '${TABELLA_LIMITI}') order by 1`,
  );
  return rows.map((r) => r.table_name);
}

type Snapshot = Record<string, string[]>;

/** Every row of every table, as PostgreSQL's own JSON text, sorted: compares ids, types and values exactly. */
async function snapshotTables(): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const table of await appTables()) {
    const rows = await sql<{ j: string }>(`select row_to_json(x)::text as j from "${table}" x order by 1`);
    out[table] = rows.map((r) => r.j);
  }
  return out;
}

async function snapshotSequences(): Promise<Record<string, string | null>> {
  const rows = await sql<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = current_schema() order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.last_value]));
}

async function snapshot() {
  return { tables: await snapshotTables(), sequences: await snapshotSequences() };
}

function multipart(content: string | Buffer, { field = 'backupFile', filename = 'backup.json' } = {}) {
  const boundary = `----gelatiere${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/json\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Imports as the admin unless another token (or null: no token) is given. */
const importBackup = (content: string | Buffer, token: string | null = adminToken, opts?: { field?: string; filename?: string }) => {
  const { body, headers } = multipart(content, opts);
  // multipart/form-data: the document does not describe the upload's body
  return t.rest('POST', '/api/admin/import-backup', { token: token ?? undefined, body: grezzo(body), headers });
};

/** The backup as sent (raw text: numbers keep their exact digits, which a JSON round trip in JS would not). */
const downloadBackup = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.statusCode).toBe(200);
  return { headers: res.headers, text: res.body };
};

const MSG_SESSIONI_CHIUSE = "Tutte le sessioni sono state chiuse: effettua di nuovo l'accesso";

/** A new admin token (an import ends every session issued before it). */
async function relogin(): Promise<void> {
  const res = await t.rest('POST', '/api/auth/login', { body: { email: 'admin@test.it', password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  adminToken = res.body.token;
}

const reset = (password: unknown, token: string | null = adminToken) =>
  t.rest('POST', '/api/admin/reset-database', { token: token ?? undefined, body: grezzo(password === undefined ? {} : { password }) });

const romeToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A small deterministic PRNG: the data differ per seed, the seed is printed on failure. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const SEED = Number(process.env.ADMIN_TEST_SEED ?? Date.now() % 1_000_000);
const TRICKY = ["Crema all'uovo", 'Fior di latte "speciale"', 'Pistacchio \\ Bronte', 'Gianduja — 🍫', 'Limone; DROP TABLE gusti; --', 'Stracciatella\nriga 2', 'Caffè ?'];

interface Built {
  kgTotale: number;
  kgUltimoMese: number;
  produzioni: number;
}

/** Random data in every table, with gaps in the ids (deleted rows), quotes, unicode, numerics with scale. */
async function buildRandomData(): Promise<Built> {
  const r = prng(SEED);
  // through the REST door: sales points (one deleted: a sequence gap) and users with argon2 hashes
  const pvIds: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await t.rest('POST', '/api/punti-vendita', { token: adminToken, body: { nome: `${r.pick(TRICKY)} ${i}`, indirizzo: `Via ${i}` } });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const id = res.body.puntoVendita.id;
    pvIds.push(id);
  }
  expect((await t.rest('DELETE', `/api/punti-vendita/${pvIds.pop()}`, { token: adminToken })).status).toBe(200);
  const [{ id: pvCentro }] = await sql<{ id: number }>(`select id from punti_vendita order by id limit 1`);
  pvIds.push(pvCentro!);
  for (let i = 0; i < 3; i++) {
    const res = await t.rest('POST', '/api/users', {
      token: adminToken,
      body: { nome: `Utente ${r.pick(TRICKY)}`, email: `utente${i}.${SEED}@test.it`, password: `password-${i}-segreta`, ruolo: r.pick(['manager', 'operatore'] as const), punto_vendita_id: r.pick(pvIds) },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
  await sql(`insert into utenti (nome, email, password_hash, ruolo, attivo) values ('Da cancellare', 'via@test.it', '$argon2id$v=19$m=19456,t=2,p=1$eA$eA', 'operatore', false)`);
  await sql(`delete from utenti where email = 'via@test.it'`);
  const userIds = (await sql<{ id: number }>(`select id from utenti order by id`)).map((u) => u.id);

  // catalogue
  const catIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const [c] = await sql<{ id: number }>(`insert into categorie_gusti (nome, descrizione, colore, ordine, attivo) values (?, ?, ?, ?, ?) returning id`, [
      `Categoria ${i} ${r.pick(TRICKY)}`,
      r.next() < 0.5 ? null : r.pick(TRICKY),
      '#A1B2C3',
      r.int(0, 9),
      r.next() < 0.8,
    ]);
    catIds.push(c!.id);
  }
  const ingIds: number[] = [];
  for (let i = 0; i < 6; i++) {
    const [ing] = await sql<{ id: number }>(
      `insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore, calorie, zuccheri, pac, pod, attivo) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [`Ingrediente ${i} ${r.pick(TRICKY)}`, (r.int(1, 99_999_999) / 10_000).toFixed(4), r.pick(['kg', 'l', 'g', 'ml', 'pz']), `Fornitore ${i}`, r.next() < 0.3 ? null : (r.int(0, 90_000) / 100).toFixed(2), '1.50', '100.00', '0.10', r.next() < 0.9],
    );
    ingIds.push(ing!.id);
  }
  await sql(`insert into allergeni (nome, codice, descrizione) values ('Allergene extra', 'extra_${SEED}', 'non di base')`);
  const allergeni = (await sql<{ id: number }>(`select id from allergeni order by id`)).map((a) => a.id);
  const gustoIds: number[] = [];
  for (let i = 0; i < 6; i++) {
    const [g] = await sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore, stagionale, attivo, note_produzione) values (?, ?, '#ffffff', ?, ?, ?) returning id`, [
      `Gusto ${i} ${r.pick(TRICKY)}`,
      r.pick(catIds),
      r.next() < 0.3,
      r.next() < 0.9,
      r.next() < 0.5 ? null : r.pick(TRICKY),
    ]);
    gustoIds.push(g!.id);
    const used = new Set<number>();
    for (let k = 0; k < r.int(1, 4); k++) {
      const ing = r.pick(ingIds);
      if (used.has(ing)) continue;
      used.add(ing);
      await sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, ?, (select unita_misura from ingredienti where id = ?))`, [g!.id, ing, (r.int(1, 5000) / 10).toFixed(1), ing]);
    }
    for (const a of new Set([r.pick(allergeni), r.pick(allergeni)])) await sql(`insert into gusti_allergeni (gusto_id, allergene_id) values (?, ?)`, [g!.id, a]);
  }
  const deletedGusto = gustoIds.pop()!;
  await sql(`delete from gusti where id = ?`, [deletedGusto]);

  // productions (the analytics triggers fill the rollups), two deleted afterwards
  const today = new Date(`${romeToday()}T12:00:00Z`);
  const prodIds: { id: number; kg: number; data: string }[] = [];
  for (let i = 0; i < 25; i++) {
    const d = new Date(today.getTime() - r.int(0, 120) * 86_400_000).toISOString().slice(0, 10);
    const gusti = [...new Set([r.pick(gustoIds), r.pick(gustoIds), r.pick(gustoIds)])];
    const righe = gusti.map((g) => ({ g, kg: r.int(1, 400) / 20, fc: (r.int(100, 99_999) / 10_000).toFixed(4) }));
    const kg = righe.reduce((s, x) => s + x.kg, 0);
    const costo = righe.reduce((s, x) => s + x.kg * Number(x.fc), 0);
    const [p] = await sql<{ id: number }>(
      `insert into produzioni (data, punto_vendita_id, operatore_id, note, inviato_email, kg_totale, costo_totale) values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [d, r.pick(pvIds), r.next() < 0.1 ? null : r.pick(userIds), r.next() < 0.5 ? null : r.pick(TRICKY), r.next() < 0.3, kg.toFixed(3), costo.toFixed(4)],
    );
    for (const x of righe) {
      await sql(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, ?, ?)`, [p!.id, x.g, x.kg.toFixed(3), x.fc]);
    }
    prodIds.push({ id: p!.id, kg, data: d });
  }
  for (const gone of [prodIds.splice(3, 1)[0]!, prodIds.pop()!]) await sql(`delete from produzioni where id = ?`, [gone.id]);

  // e-mail log with jsonb (nested numbers keep their exact text), configuration, activity log, sessions
  for (let i = 0; i < 3; i++) {
    await sql(
      `insert into email_log (tipo, destinatari, oggetto, contenuto, stato, riferimento_tipo, riferimento_id, dati_aggiuntivi, data_invio)
       values ('notifica_produzione', ?::jsonb, ?, ?, ?, 'produzione', ?, ?::jsonb, ?)`,
      [JSON.stringify([`a${i}@test.it`, 'b@test.it']), `Produzione ${i} ${r.pick(TRICKY)}`, `<p>${r.pick(TRICKY)}</p>`, r.pick(['inviata', 'fallita']), prodIds[i]!.id, `{"kg": 1.50, "n": [1, 2.0], "big": 12345678901234567890}`, '2026-01-02T03:04:05.678901Z'],
    );
  }
  await sql(`update configurazioni set valore = '27.50' where chiave = 'prezzo_vendita_kg'`);
  await sql(`insert into configurazioni (chiave, valore, descrizione) values ('chiave_extra', ?, null)`, [r.pick(TRICKY)]);
  await sql(`delete from log_attivita where id = (select min(id) from log_attivita)`);
  // more rows than one cursor fetch (2000) and one insert chunk (1000) of the backup code
  await sql(`insert into log_attivita (azione, dettagli, ip_address, created_at)
             select 'modifica', 'voce ' || g || ' ' || ?, '10.0.0.' || (g % 250), now() - g * interval '1 minute' from generate_series(1, 4500) g`, [r.pick(TRICKY)]);
  const login = await t.rest('POST', '/api/auth/login', { body: { email: 'manager@test.it', password: TEST_PASSWORD } });
  await t.rest('POST', '/api/auth/logout', { token: login.body.token });
  await t.rest('POST', '/api/auth/login', { body: { email: 'manager@test.it', password: 'sbagliata' } });

  const cutoff = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    kgTotale: round3(prodIds.reduce((s, p) => s + p.kg, 0)),
    kgUltimoMese: round3(prodIds.filter((p) => p.data > cutoff).reduce((s, p) => s + p.kg, 0)),
    produzioni: prodIds.length,
  };
}

/** Counts by plain SQL, to check the endpoint against. */
async function countOf(table: string): Promise<number> {
  const [row] = await sql<{ n: number }>(`select count(*)::int as n from "${table}"`);
  return row!.n;
}

// ---------------------------------------------------------------------------------------------

describe('admin database tools', () => {
  let built: Built;
  let original: Awaited<ReturnType<typeof snapshot>>;
  let backupText: string;

  beforeAll(async () => {
    try {
      built = await buildRandomData();
    } catch (err) {
      console.error(`admin.test seed ${SEED}`);
      throw err;
    }
  });

  it('stats: one SQL statement, same figures on REST and GraphQL', async () => {
    const res = await t.rest('GET', '/api/admin/stats', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      utenti: await countOf('utenti'),
      gusti: await countOf('gusti'),
      ingredienti: await countOf('ingredienti'),
      punti_vendita: await countOf('punti_vendita'),
      categorie_gusti: await countOf('categorie_gusti'),
      allergeni: 15,
      produzione_totale: built.kgTotale,
      produzione_ultimo_mese: built.kgUltimoMese,
      produzioni: built.produzioni,
    });
    expect(res.body).toMatchObject({ utenti: 6, gusti: 5, ingredienti: 6, punti_vendita: 4, categorie_gusti: 3 });
    // auth lookup + the statistics statement
    expect(res.queries).toBeLessThanOrEqual(2);
    const g = await t.gql('{ adminStats { utenti gusti ingredienti puntiVendita categorieGusti allergeni produzioneTotale produzioneUltimoMese produzioni } }', {}, adminToken);
    expect(g.errors).toBeUndefined();
    const b = res.body;
    expect(g.data).toEqual({
      adminStats: {
        utenti: b.utenti,
        gusti: b.gusti,
        ingredienti: b.ingredienti,
        puntiVendita: b.punti_vendita,
        categorieGusti: b.categorie_gusti,
        allergeni: b.allergeni,
        produzioneTotale: b.produzione_totale,
        produzioneUltimoMese: b.produzione_ultimo_mese,
        produzioni: b.produzioni,
      },
    });
  });

  it('backup: every table, password hashes, attachment named with today, no-store', async () => {
    original = await snapshot();
    const res = await downloadBackup();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="backup_${romeToday()}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    backupText = res.text;
    const doc = JSON.parse(backupText);
    expect(doc.version).toBe('1.0');
    expect(doc.schema).toBe(latestMigration());
    expect(Date.parse(doc.timestamp)).not.toBeNaN();
    expect(Object.keys(doc.data).sort()).toEqual(await appTables());
    for (const table of await appTables()) expect(doc.data[table], table).toHaveLength(original.tables[table]!.length);
    expect(doc.data.utenti.every((u: { password_hash: string }) => u.password_hash.startsWith('$argon2id$'))).toBe(true);
    // rows in primary-key order
    const ids = doc.data.produzioni.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // taking a backup changes nothing
    expect(await snapshot()).toEqual(original);
  });

  // needs a second connection while the backup holds its own: real PostgreSQL only (PGlite has one)
  it.skipIf(!process.env.DATABASE_URL)('backup reads one snapshot: rows committed while it streams are not in it', async () => {
    // the transaction has read the catalogue (snapshot taken) but no table yet
    const { stream } = await openBackupStream({ em: t.orm.em.fork() } as unknown as RequestContext);
    const [pv] = await sql<{ id: number }>(`insert into punti_vendita (nome) values ('Durante il backup') returning id`);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(String(chunk));
    const doc = JSON.parse(chunks.join(''));
    expect(doc.data.punti_vendita.map((p: { id: number }) => p.id)).not.toContain(pv!.id);
    expect(doc.data.punti_vendita).toHaveLength((await countOf('punti_vendita')) - 1);
    await sql(`delete from punti_vendita where id = ?`, [pv!.id]);
    await sql(`select setval('punti_vendita_id_seq', ?, true)`, [pv!.id - 1]);
  });

  it('round trip: backup, reset, import gives back every row, id and sequence; the next insert gets the next id', async () => {
    const res = await reset(TEST_PASSWORD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Database resettato con successo' });

    // after the reset: the admin, the 14 base allergens, default configuration, the reset entry
    const afterReset = await snapshotTables();
    expect(afterReset.utenti!.map((u) => JSON.parse(u).email)).toEqual(['admin@test.it']);
    expect(JSON.parse(afterReset.utenti![0]!).punto_vendita_id).toBeNull();
    expect(afterReset.allergeni).toHaveLength(14);
    expect(afterReset.allergeni).toEqual(original.tables.allergeni!.filter((a) => !JSON.parse(a).codice.startsWith('extra_')));
    expect(afterReset.configurazioni!.map((c) => JSON.parse(c).chiave).sort()).toEqual(CONFIG_DEFAULTS.map((c) => c.chiave).sort());
    expect(afterReset.configurazioni!.map((c) => JSON.parse(c).valore).sort()).toEqual(CONFIG_DEFAULTS.map((c) => c.valore).sort());
    expect(afterReset.log_attivita!.map((l) => JSON.parse(l).azione)).toEqual(['azzeramento']);
    expect(afterReset.token_revocati).toEqual(original.tables.token_revocati);
    expect(afterReset.profili_bilanciamento!.map((p) => JSON.parse(p).nome).sort()).toEqual(['Cioccolato e frutta secca', 'Gelato al latte e creme', 'Senza zuccheri aggiunti', 'Sorbetto', 'Vegano']);
    for (const table of ['punti_vendita', 'gusti', 'ingredienti', 'categorie_gusti', 'gusti_ingredienti', 'gusti_allergeni', 'produzioni', 'produzione_righe', 'email_log', 'analytics_giorno', 'analytics_gusti_mese', 'analytics_gusti_mese_tot']) {
      expect(afterReset[table], table).toEqual([]);
    }
    const stats = await t.rest('GET', '/api/admin/stats', { token: adminToken });
    expect(stats.body).toEqual({ utenti: 1, gusti: 0, ingredienti: 0, punti_vendita: 0, categorie_gusti: 0, allergeni: 14, produzione_totale: 0, produzione_ultimo_mese: 0, produzioni: 0 });
    // emptied tables restart their ids
    const [pv] = await sql<{ id: number }>(`insert into punti_vendita (nome) values ('Nuovo dopo reset') returning id`);
    expect(pv!.id).toBe(1);

    const imported = await importBackup(backupText, adminToken, { filename: 'backup_prova.json' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const body = imported.body;
    expect(body).toMatchObject({ success: true, message: 'Backup importato con successo', type: 'success', warnings: [MSG_SESSIONI_CHIUSE] });
    expect(body.backupInfo).toEqual({ filename: 'backup_prova.json', version: '1.0', timestamp: JSON.parse(backupText).timestamp });
    // rollups and stock balances are recomputed from the imported rows, not read from the file
    expect(body.importCounts).toEqual(Object.fromEntries(Object.entries(original.tables).filter(([k]) => !isDerived(k)).map(([k, v]) => [k, v.length])));
    // every session issued before the import has ended: the admin signs in again
    expect((await t.rest('GET', '/api/admin/stats', { token: adminToken })).status).toBe(401);
    expect(body.actualDbStats).toEqual({ utenti: 6, gusti: 5, ingredienti: 6, punti_vendita: 4, produzioni: built.produzioni });

    const after = await snapshot();
    for (const table of Object.keys(original.tables)) {
      if (table === 'log_attivita') continue;
      if (table === 'utenti') {
        const withoutSessions = (rows: string[]) => rows.map((r) => ({ ...JSON.parse(r), sessioni_valide_da: null }));
        expect(withoutSessions(after.tables.utenti!)).toEqual(withoutSessions(original.tables.utenti!));
        expect(after.tables.utenti!.every((u) => JSON.parse(u).sessioni_valide_da !== null)).toBe(true);
        continue;
      }
      if (isDerived(table)) {
        // recomputed from the rows: the same figures, without the emptied rows triggers leave behind
        // (no lines, productions or display-case data; in the margin cells' sums: no cells counted;
        // in the display case's sold kg: no tray weighed back nor waste, a day without such cells)
        const vuota = (r: Record<string, unknown>) =>
          'celle_reali' in r
            ? Number(r.celle_stimate) + Number(r.celle_reali) === 0
            : 'vaschette' in r
              ? Number(r.vaschette) + Number(r.scarti) === 0
              : 'kg_venduti' in r && 'celle' in r
                ? Number(r.celle) === 0
                : Number(r.righe) === 0 && Number(r.produzioni ?? 0) === 0 && !r.reale;
        const live = (rows: string[]) => rows.filter((r) => !vuota(JSON.parse(r)));
        expect(after.tables[table], table).toEqual(live(original.tables[table]!));
        continue;
      }
      expect(after.tables[table], table).toEqual(original.tables[table]);
    }
    // the activity log is the original one plus the import entry, whose id follows the restored sequence
    const logSeq = Object.keys(original.sequences).find((s) => s.startsWith('log_attivita'))!;
    const importEntry = after.tables.log_attivita!.map((l) => JSON.parse(l)).find((l) => l.azione === 'importazione');
    expect(importEntry).toMatchObject({ id: Number(original.sequences[logSeq]) + 1, utente_id: t.users.admin.id });
    expect(after.tables.log_attivita!.filter((l) => JSON.parse(l).azione !== 'importazione')).toEqual(original.tables.log_attivita);
    expect({ ...after.sequences, [logSeq]: null }).toEqual({ ...original.sequences, [logSeq]: null });
    expect(Number(after.sequences[logSeq])).toBe(Number(original.sequences[logSeq]) + 1);

    // the next insert gets the next id (never one of a deleted row), through SQL and through REST
    const pvSeq = original.sequences.punti_vendita_id_seq!;
    const [next] = await sql<{ id: number }>(`insert into punti_vendita (nome) values ('Dopo import') returning id`);
    expect(next!.id).toBe(Number(pvSeq) + 1);
    await relogin();
    const viaRest = await t.rest('POST', '/api/punti-vendita', { token: adminToken, body: { nome: 'Dopo import REST' } });
    expect(viaRest.status).toBeLessThan(300);
    const [maxPv] = await sql<{ m: number }>(`select max(id)::int as m from punti_vendita`);
    expect(maxPv!.m).toBe(Number(pvSeq) + 2);
    const prodSeq = Number(original.sequences.produzioni_id_seq);
    const [np] = await sql<{ id: number }>(`insert into produzioni (data, punto_vendita_id) values (${OGGI_ROMA_SQL}, ?) returning id`, [next!.id]);
    expect(np!.id).toBe(prodSeq + 1);
    await sql(`delete from produzioni where id = ?`, [np!.id]);
    // restored users keep their passwords
    const login = await t.rest('POST', '/api/auth/login', { body: { email: 'utente0.' + SEED + '@test.it', password: 'password-0-segreta' } });
    expect(login.status).toBe(200);
  });

  describe('a refused import changes nothing', () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    let doc: any;
    let docText: string;

    beforeAll(async () => {
      const res = await downloadBackup();
      docText = res.text;
      doc = JSON.parse(res.text);
      before = await snapshot();
    });

    const expectUnchanged = async () => expect(await snapshot()).toEqual(before);
    const expectPanel = (body: any, type: string) => {
      expect(body).toMatchObject({ success: false, type });
      expect(typeof body.error).toBe('string');
      expect(Array.isArray(body.details)).toBe(true);
      expect(Object.keys(body.actualDbStats).sort()).toEqual(['gusti', 'ingredienti', 'produzioni', 'punti_vendita', 'utenti']);
    };

    it('a bad row at the end of a valid file (duplicate key) rolls everything back', async () => {
      const bad = structuredClone(doc);
      const tables = Object.keys(bad.data).filter((k) => bad.data[k].length > 0);
      const victim = tables.includes('produzione_righe') ? 'produzione_righe' : tables.at(-1)!;
      bad.data[victim].push({ ...bad.data[victim][0] });
      // also make it the very last row of the file
      const reordered = { ...bad, data: { ...Object.fromEntries(Object.entries(bad.data).filter(([k]) => k !== victim)), [victim]: bad.data[victim] } };
      const res = await importBackup(JSON.stringify(reordered));
      expect(res.status).toBe(409);
      expectPanel(res.body, 'database');
      expect(res.body.details.join(' ')).toContain(victim);
      await expectUnchanged();
    });

    it('a foreign key to a missing row at the end rolls everything back', async () => {
      const bad = structuredClone(doc);
      const riga = { ...bad.data.produzione_righe[0], id: 999_999, gusto_id: 888_888 };
      bad.data.produzione_righe.push(riga);
      const res = await importBackup(JSON.stringify(bad));
      expect(res.status).toBe(409);
      expectPanel(res.body, 'database');
      expect(res.body.error).toBe('Il backup non è coerente con i vincoli del database: nessuna modifica è stata applicata');
      await expectUnchanged();
    });

    it('malformed JSON, wrong shape, unknown table/column, bad types are 400 validation', async () => {
      const cases: [string, string][] = [
        ['{"version": "1.0", "data": {', 'Il file non contiene un JSON valido'],
        ['[]', 'Il file non è un backup di Gelatiere valido'],
        [JSON.stringify({ ...doc, data: undefined }), 'Il file non è un backup di Gelatiere valido'],
        [JSON.stringify({ ...doc, timestamp: 'ieri' }), 'Il file non è un backup di Gelatiere valido'],
        [JSON.stringify({ ...doc, data: { ...doc.data, tabella_inventata: [] } }), 'Il backup contiene dati non validi'],
        [JSON.stringify({ ...doc, data: { ...doc.data, utenti: [...doc.data.utenti, { ...doc.data.utenti[0], id: 77_777, colonna_inventata: 1 }] } }), 'Il backup contiene dati non validi'],
        [JSON.stringify({ ...doc, data: { ...doc.data, utenti: [...doc.data.utenti, { ...doc.data.utenti[0], id: 'sette' }] } }), 'Il backup contiene dati non validi'],
        [JSON.stringify({ ...doc, data: { ...doc.data, utenti: [...doc.data.utenti, { ...doc.data.utenti[0], id: 77_778, email: null }] } }), 'Il backup contiene dati non validi'],
        [JSON.stringify({ ...doc, data: { ...doc.data, punti_vendita: {} } }), 'Il backup contiene dati non validi'],
      ];
      for (const [content, message] of cases) {
        const res = await importBackup(content);
        expect(res.status, content.slice(0, 80)).toBe(400);
        expect(res.body.error).toBe(message);
        expectPanel(res.body, 'validation');
      }
      const typed = await importBackup(cases[6]![0]);
      expect(typed.body.details[0]).toMatch(/Tabella utenti, riga \d+, colonna id: tipo non valido/);
      await expectUnchanged();
    });

    it('a user whose password hash is not argon2id is refused, nothing imported (issue 34, 5)', async () => {
      const utente = doc.data.utenti.at(-1);
      for (const hash of ['x', '', '$2b$10$abcdefghijklmnopqrstuuOqYvN4HRhV6Kx5Qm1b2c3d4e5f6g7h8i', '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', 'password-in-chiaro']) {
        const bad = { ...doc, data: { ...doc.data, utenti: doc.data.utenti.map((u: { id: number }) => (u.id === utente.id ? { ...u, password_hash: hash } : u)) } };
        const res = await importBackup(JSON.stringify(bad));
        expect(res.status, hash).toBe(400);
        expectPanel(res.body, 'validation');
        expect(res.body.error).toBe('Il backup contiene dati non validi');
        expect(res.body.details).toEqual([`Tabella utenti, riga ${doc.data.utenti.length}, colonna password_hash: non è un hash argon2id`]);
      }
      await expectUnchanged();
    });

    it('every text of an error body is Italian, in the spec panel shape (JSON syntax, constraints, multipart, size)', async () => {
      const inglese = /\b(unexpected|token|position|is not valid|key \(|already exists|not present|failing row|expected|request|boundary|body|input|end of|after|property|string|character)\b/i;
      const dup = structuredClone(doc);
      dup.data.produzione_righe.push({ ...dup.data.produzione_righe[0] });
      const fk = structuredClone(doc);
      fk.data.produzione_righe.push({ ...fk.data.produzione_righe[0], id: 999_999, gusto_id: 888_888 });
      const cases: { content: string; dettaglio: RegExp }[] = [
        { content: 'hello', dettaglio: /^Errore di sintassi JSON: carattere inatteso «h»/ },
        { content: '{"version": "1.0", "data": {', dettaglio: /^Errore di sintassi JSON: il file finisce prima della chiusura/ },
        { content: '{"a": 1} x', dettaglio: /^Errore di sintassi JSON alla riga 1, colonna 10: testo in più dopo la fine del JSON/ },
        { content: '{\n  "a": 1,\n  b: 2}', dettaglio: /^Errore di sintassi JSON alla riga 3, colonna 3: atteso il nome di una proprietà tra virgolette doppie/ },
        { content: '{"a": 1 "b": 2}', dettaglio: /^Errore di sintassi JSON alla riga 1, colonna 9: attesa una virgola/ },
        { content: '', dettaglio: /^Il file è vuoto$/ },
        { content: JSON.stringify(dup), dettaglio: /^Tabella produzione_righe/ },
        { content: JSON.stringify(fk), dettaglio: /^Tabella produzione_righe/ },
      ];
      for (const { content, dettaglio } of cases) {
        const res = await importBackup(content);
        expect([400, 409], content.slice(0, 40)).toContain(res.status);
        expect(Object.keys(res.body).sort()).toEqual(['actualDbStats', 'details', 'error', 'message', 'success', 'type']);
        expect(res.body.message).toBe(res.body.error);
        expect(res.body.details[0], content.slice(0, 40)).toMatch(dettaglio);
        for (const text of [res.body.error, ...res.body.details]) expect(text, content.slice(0, 40)).not.toMatch(inglese);
      }
      const dupBody = (await importBackup(JSON.stringify(dup))).body;
      expect(dupBody.details.join(' ')).toMatch(/Dettaglio: chiave \(id\)=\(\d+\) già presente/);
      const fkBody = (await importBackup(JSON.stringify(fk))).body;
      expect(fkBody.details.join(' ')).toMatch(/Dettaglio: chiave \(gusto_id\)=\(888888\) non presente nella tabella "gusti"/);
      const notMultipart = await t.rest('POST', '/api/admin/import-backup', { token: adminToken, body: doc });
      expect(notMultipart.body.error).not.toMatch(inglese);
      for (const text of notMultipart.body.details ?? []) expect(text).not.toMatch(inglese);
      for (const payload of ['--xyz\r\nbroken', '--xyz\r\nContent-Disposition: form-data; name="backupFile"; filename="b.json"\r\n\r\n{"version"']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/import-backup',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'multipart/form-data; boundary=xyz' },
          payload,
        });
        for (const text of [res.json().error, ...res.json().details]) expect(text, payload).not.toMatch(inglese);
      }
      await expectUnchanged();
    });

    it('a newer schema or an unsupported version is refused (type version)', async () => {
      const newer = await importBackup(JSON.stringify({ ...doc, schema: 'Migration29991231000000Futuro' }));
      expect(newer.status).toBe(400);
      expectPanel(newer.body, 'version');
      expect(newer.body.error).toMatch(/più recente/);
      const unknown = await importBackup(JSON.stringify({ ...doc, schema: 'qualcosa' }));
      expect(unknown.status).toBe(400);
      expectPanel(unknown.body, 'version');
      const version = await importBackup(JSON.stringify({ ...doc, version: '9.0' }));
      expect(version.status).toBe(400);
      expectPanel(version.body, 'version');
      await expectUnchanged();
    });

    it('oversize files are 413, a missing file is 400 "Seleziona un file di backup"', async () => {
      const big = JSON.stringify({ ...doc, padding: 'x'.repeat(UPLOAD_LIMIT + 10) });
      const res = await importBackup(big);
      expect(res.status).toBe(413);
      expectPanel(res.body, 'size');
      const wrongField = await importBackup(JSON.stringify(doc), adminToken, { field: 'altro' });
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.error).toBe('Seleziona un file di backup');
      const notMultipart = await t.rest('POST', '/api/admin/import-backup', { token: adminToken, body: doc });
      expect(notMultipart.status).toBe(400);
      await expectUnchanged();
    });

    it('an older backup without the derived rollups is imported and the rollups are recomputed', async () => {
      const older = structuredClone(doc);
      delete older.data.analytics_giorno;
      delete older.data.analytics_gusti_mese;
      delete older.data.analytics_gusti_mese_tot;
      const res = await importBackup(JSON.stringify(older));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await relogin();
      const [{ kg }] = await sql<{ kg: string }>(`select coalesce(sum(kg), 0)::text as kg from analytics_giorno`);
      const [{ kg: expected }] = await sql<{ kg: string }>(`select coalesce(sum(kg_totale), 0)::text as kg from produzioni`);
      expect(Number(kg)).toBeCloseTo(Number(expected), 6);
      // put the full snapshot back for the next tests
      expect((await importBackup(docText)).status).toBe(200);
      await relogin();
      before = await snapshot();
    });

    it('a backup older than recipe versions (no versione_ricetta, no versions) is imported: its lines get version 1 of their flavour', async () => {
      const older = structuredClone(doc);
      delete older.data.gusti_versioni;
      delete older.data.gusti_versioni_righe;
      for (const g of older.data.gusti ?? []) delete g.versione;
      for (const r of older.data.produzione_righe ?? []) delete r.versione_ricetta;
      const res = await importBackup(JSON.stringify(older));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await relogin();
      const [{ senza }] = await sql<{ senza: number }>(`select count(*)::int as senza from gusti g where g.versione <> 1 or not exists (select 1 from gusti_versioni v where v.gusto_id = g.id and v.numero = 1)`);
      expect(senza).toBe(0);
      const [{ righe, v1 }] = await sql<{ righe: number; v1: number }>(`select count(*)::int as righe, count(*) filter (where versione_ricetta = 1)::int as v1 from produzione_righe`);
      expect(righe).toBe((older.data.produzione_righe ?? []).length);
      expect(v1).toBe(righe);
      expect((await importBackup(docText)).status).toBe(200);
      await relogin();
      // a backup from before the Italian action codes (issue 34, 8): its log is restored in Italian
      const inglese = structuredClone(doc);
      const codici = ['login', 'create', 'update', 'delete', 'deactivate', 'email'];
      inglese.data.log_attivita = codici.map((azione, i) => ({ ...inglese.data.log_attivita[0], id: 900_000 + i, azione }));
      expect((await importBackup(JSON.stringify(inglese))).status).toBe(200);
      await relogin();
      const azioni = await sql<{ azione: string }>(`select azione from log_attivita where id between 900000 and 900005 order by id`);
      expect(azioni.map((r) => r.azione)).toEqual(['accesso', 'creazione', 'modifica', 'eliminazione', 'disattivazione', 'invio_email']);
      expect((await importBackup(docText)).status).toBe(200);
      await relogin();
      before = await snapshot();
    });
  });

  describe('reset', () => {
    it('requires the password; a wrong one changes nothing (400, the session stays)', async () => {
      const before = await snapshot();
      for (const body of [undefined, '']) {
        const res = await reset(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'Inserisci la password di sicurezza' });
      }
      const wrong = await reset('sbagliata');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ error: 'Password non corretta' });
      const g = await t.gql('mutation { resetDatabase(password: "sbagliata-anche") { success } }', {}, adminToken);
      expect(g.errors?.[0]).toMatchObject({ message: 'Password non corretta', extensions: { code: 'BAD_USER_INPUT' } });
      const after = await snapshot();
      // only the throttling counter moved
      expect({ ...after.tables, tentativi_login: [] }).toEqual({ ...before.tables, tentativi_login: [] });
      expect(after.tables.tentativi_login!.length).toBe(before.tables.tentativi_login!.length + 2);
      expect((await t.rest('GET', '/api/auth/verify', { token: adminToken })).status).toBe(200);
    });

    it('GraphQL resetDatabase with the right password resets and clears the failure counter', async () => {
      const g = await t.gql(`mutation { resetDatabase(password: "${TEST_PASSWORD}") { success message } }`, {}, adminToken);
      expect(g.errors).toBeUndefined();
      expect(g.data).toEqual({ resetDatabase: { success: true, message: 'Database resettato con successo' } });
      expect(await countOf('utenti')).toBe(1);
      expect(await countOf('produzioni')).toBe(0);
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from tentativi_login where chiave = ?`, [`reset:${t.users.admin.id}`]);
      expect(n).toBe(0);
      const [log] = await sql<{ azione: string; utente_id: number }>(`select azione, utente_id from log_attivita`);
      expect(log).toEqual({ azione: 'azzeramento', utente_id: t.users.admin.id });
    });
  });
});

describe('access: admin only, on both doors', () => {
  const restRoutes: [string, string][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/backup'],
    ['POST', '/api/admin/reset-database'],
    ['POST', '/api/admin/import-backup'],
  ];

  it('manager and operatore get 403, no token 401, and nothing changes', async () => {
    for (const ruolo of ['manager', 'operatore'] as const) await t.createUser({ email: `${ruolo}.accesso@test.it`, ruolo });
    const tokens: [string, string | null, number][] = [];
    for (const ruolo of ['manager', 'operatore'] as const) {
      const res = await t.rest('POST', '/api/auth/login', { body: { email: `${ruolo}.accesso@test.it`, password: TEST_PASSWORD } });
      tokens.push([ruolo, res.body.token, 403]);
    }
    tokens.push(['anonimo', null, 401]);
    const snap = await snapshot();
    for (const [who, token, status] of tokens) {
      for (const [method, url] of restRoutes) {
        const res =
          url.endsWith('import-backup')
            ? await importBackup('{}', token)
            : await t.rest(method as 'GET', url, { token: token ?? undefined, body: method === 'POST' ? { password: TEST_PASSWORD } : undefined });
        expect(res.status, `${who} ${method} ${url}`).toBe(status);
      }
      const q = await t.gql('{ adminStats { utenti } }', {}, token ?? undefined);
      expect(q.errors?.[0]?.extensions?.code, who).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      const m = await t.gql(`mutation { resetDatabase(password: "${TEST_PASSWORD}") { success } }`, {}, token ?? undefined);
      expect(m.errors?.[0]?.extensions?.code, who).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      if (status === 401) expect(m.status).toBe(401);
    }
    expect(await snapshot()).toEqual(snap);
  });
});

describe('reset throttling', () => {
  it('after repeated wrong passwords even the right one gets 429 (REST and GraphQL); nothing changes', async () => {
    const id = await t.createUser({ email: 'admin2@test.it', ruolo: 'admin' });
    const login = await t.rest('POST', '/api/auth/login', { body: { email: 'admin2@test.it', password: TEST_PASSWORD } });
    const token = login.body.token;
    for (let i = 0; i < 3; i++) expect((await reset(`sbagliata-${i}`, token)).status).toBe(400);
    const before = await snapshot();
    const blocked = await reset(TEST_PASSWORD, token);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Troppi tentativi con password errata. Riprova tra qualche minuto.' });
    const g = await t.gql(`mutation { resetDatabase(password: "${TEST_PASSWORD}") { success } }`, {}, token);
    expect(g.status).toBe(429);
    expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await snapshot()).toEqual(before);
    // the other admin is not affected by admin2's failures
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from tentativi_login where chiave = ?`, [`reset:${id}`]);
    expect(n).toBe(3);
    expect((await reset('sbagliata', adminToken)).status).toBe(400);
  });
});

describe('backup import defects (issue 10, defects 4, 6, 7) and parallel reset attempts (defect 2)', () => {
  let docText = '';
  let managerToken = '';

  beforeAll(async () => {
    await relogin();
    const [{ id: pv }] = (await sql<{ id: number }>(`insert into punti_vendita (nome) values ('Negozio Backup') returning id`)) as [{ id: number }];
    const [{ id: cat }] = (await sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Creme Backup', '#f5deb3') returning id`)) as [{ id: number }];
    const [{ id: g }] = (await sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Crema Backup', ?, '#ffffff') returning id`, [cat])) as [{ id: number }];
    for (const [data, kg] of [['2026-03-01', 2.5], ['2026-03-02', 4]] as const) {
      const res = await t.rest('POST', '/api/produzione', { token: adminToken, body: { data, punto_vendita_id: pv, gusti: [{ gusto_id: g, quantita_kg: kg }] } });
      expect(res.status).toBe(201);
    }
    await t.createUser({ email: 'sessione@test.it', ruolo: 'manager' });
    await t.createUser({ email: 'altro@test.it', ruolo: 'operatore' });
    managerToken = (await t.rest('POST', '/api/auth/login', { body: { email: 'sessione@test.it', password: TEST_PASSWORD } })).body.token;
    docText = (await downloadBackup()).text;
  });

  it('malformed multipart gives 400 with an Italian message and changes nothing', async () => {
    const before = await snapshot();
    const bodies = ['--xyz\r\nbroken', '--xyz\r\nContent-Disposition: form-data; name="backupFile"; filename="b.json"\r\n\r\n{"version"', 'nessun confine'];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/import-backup',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ success: false, type: 'validation' });
      expect(typeof res.json().error).toBe('string');
      expect(res.json().error, payload).toMatch(/^(Caricamento non valido|Seleziona un file di backup)/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('numeric columns refuse "NaN" and "Infinity"; totals must match their lines', async () => {
    const before = await snapshot();
    for (const bad of ['NaN', 'Infinity', '-Infinity']) {
      const doc = JSON.parse(docText);
      doc.data.produzione_righe[0].quantita_kg = bad;
      const res = await importBackup(JSON.stringify(doc));
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ success: false, type: 'validation', error: 'Il backup contiene dati non validi' });
      expect(res.body.details.join(' ')).toContain('quantita_kg');
    }
    const doc = JSON.parse(docText);
    const p = doc.data.produzioni[0];
    p.kg_totale = Number(p.kg_totale) + 1;
    const res = await importBackup(JSON.stringify(doc));
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatch(new RegExp(`^Produzione ${p.id}: kg_totale`));
    expect(await snapshot()).toEqual(before);
  });

  it('rollups in the file are not trusted: they are rebuilt from the imported rows', async () => {
    const doc = JSON.parse(docText);
    for (const r of doc.data.analytics_giorno) r.kg = 9999;
    doc.data.analytics_gusti_mese_tot = [];
    const res = await importBackup(JSON.stringify(doc));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await relogin();
    const [{ rollup, righe }] = (await sql<{ rollup: string; righe: string }>(
      `select (select coalesce(sum(kg), 0) from analytics_giorno)::text as rollup,
              (select coalesce(sum(kg), 0) from analytics_gusti_mese_tot)::text as righe`,
    )) as [{ rollup: string; righe: string }];
    const [{ kg }] = (await sql<{ kg: string }>(`select sum(kg_totale)::text as kg from produzioni`)) as [{ kg: string }];
    expect([Number(rollup), Number(righe)]).toEqual([Number(kg), Number(kg)]);
    expect(Number(kg)).toBe(6.5);
  });

  it('an older backup does not revive sessions: every session issued before the import stops working', async () => {
    // a password change after the backup ended the manager's session
    const [{ id }] = (await sql<{ id: number }>(`select id from utenti where email = 'sessione@test.it'`)) as [{ id: number }];
    expect((await t.rest('PUT', `/api/users/${id}`, { token: adminToken, body: { password: 'nuova-password-9' } })).status).toBe(200);
    expect((await t.rest('GET', '/api/auth/verify', { token: managerToken })).status).toBe(401);
    const operatore = (await t.rest('POST', '/api/auth/login', { body: { email: 'altro@test.it', password: TEST_PASSWORD } })).body.token;
    expect((await t.rest('GET', '/api/auth/verify', { token: operatore })).status).toBe(200);

    const res = await importBackup(docText); // taken before the password change
    expect(res.status).toBe(200);
    expect(res.body.warnings).toContain(MSG_SESSIONI_CHIUSE);
    for (const token of [managerToken, operatore, adminToken]) expect((await t.rest('GET', '/api/auth/verify', { token })).status).toBe(401);
    // signing in again works (with the restored password)
    const again = await t.rest('POST', '/api/auth/login', { body: { email: 'sessione@test.it', password: TEST_PASSWORD } });
    expect(again.status).toBe(200);
    expect((await t.rest('GET', '/api/auth/verify', { token: again.body.token })).status).toBe(200);
    await relogin();
  });

  it('20 parallel reset attempts with a wrong password: at most 3 passwords are checked', async () => {
    await t.createUser({ email: 'admin3@test.it', ruolo: 'admin' });
    const token = (await t.rest('POST', '/api/auth/login', { body: { email: 'admin3@test.it', password: TEST_PASSWORD } })).body.token;
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(`sbagliata-${i}`, token)));
    const count = (s: number) => all.filter((r) => r.status === s).length;
    expect([count(400), count(429)]).toEqual([3, 17]);
  });
});
