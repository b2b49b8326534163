import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { getPdf, isPdf, pdfPagePng, pdfText, testoCompatto } from '../../../test/pdf.js';
import { MSG_HACCP } from './haccp.schema.js';
import { MSG_PV } from '../punti-vendita/punto-vendita.schema.js';

/**
 * The HACCP register (issue 31, DOMAIN.md "Stock, lots and HACCP"). Fixtures:
 *   Gelateria Centro (seeded; the operatore Olga and the manager work there):
 *     Freezer 1   freezer  −25 … −18 °C, code FRZ-1, every 4 h  → 6 windows a day
 *     Vetrina 1   vetrina  −14 … −10 °C, code VTR-1, every 6 h  → 4 windows a day
 *   Laboratorio (a sales point like the shops):
 *     Pastorizzatore LT: program 65 °C held 1800 s (low pasteurisation)
 */
let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
const ids = { centro: 0, lab: 0, mare: 0, freezer: 0, vetrina: 0, pastorizzatore: 0, vetrinaMare: 0 };
const ZERO = '0'.repeat(64);

const conta = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from haccp_registrazioni`))[0]!.n;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

async function dispositivo(body: Record<string, unknown>) {
  const res = await t.rest('POST', '/api/haccp/dispositivi', { token: admin, body: body as never });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ids.centro = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  ids.lab = (await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Laboratorio') returning id`))[0]!.id;
  ids.mare = (await t.sql<{ id: number }>(`insert into punti_vendita (nome, temperatura_vetrina) values ('Chiosco Mare', -12) returning id`))[0]!.id;
  ids.freezer = await dispositivo({ nome: 'Freezer 1', tipo: 'freezer', punto_vendita_id: ids.centro, temperatura_min: -25, temperatura_max: -18, codice: 'FRZ-1' });
  ids.vetrina = await dispositivo({ nome: 'Vetrina 1', tipo: 'vetrina', punto_vendita_id: ids.centro, temperatura_min: -14, temperatura_max: -10, codice: 'VTR-1', frequenza_ore: 6 });
  ids.pastorizzatore = await dispositivo({ nome: 'Pastorizzatore LT', tipo: 'pastorizzatore', punto_vendita_id: ids.lab, temperatura_min: 65, temperatura_max: 90, mantenimento_minimo_s: 1800 });
  ids.vetrinaMare = await dispositivo({ nome: 'Vetrina Mare', tipo: 'vetrina', punto_vendita_id: ids.mare, temperatura_min: -14, temperatura_max: -9, codice: 'VTR-MARE' });
});
afterAll(async () => t?.close());

describe('devices', () => {
  it('admin and manager add devices; the operatore may not (both doors); limits and codes are checked', async () => {
    const list = await t.rest('GET', '/api/haccp/dispositivi', { token: operatore });
    expect(list.status).toBe(200);
    // the operatore sees only his sales point's devices
    expect(list.body.map((d) => d.nome)).toEqual(['Freezer 1', 'Vetrina 1']);
    expect(list.body[0]).toMatchObject({ tipo: 'freezer', temperatura_min: -25, temperatura_max: -18, codice: 'FRZ-1', frequenza_ore: 4, punto_vendita_nome: 'Gelateria Centro' });

    const body = { nome: 'Cella', tipo: 'cella' as const, punto_vendita_id: ids.centro, temperatura_min: 0, temperatura_max: 4 };
    expect((await t.rest('POST', '/api/haccp/dispositivi', { token: operatore, body })).status).toBe(403);
    const gql = await t.gql(`mutation($i: DispositivoHaccpInput!) { creaDispositivoHaccp(input: $i) { id } }`, { i: { nome: 'Cella', tipo: 'cella', puntoVenditaId: ids.centro, temperaturaMin: 0, temperaturaMax: 4 } }, operatore);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const inverted = await t.rest('POST', '/api/haccp/dispositivi', { token: manager, body: { ...body, temperatura_min: 5 } });
    expect(inverted).toMatchObject({ status: 400, body: { error: MSG_HACCP.limitiInvertiti } });
    const dup = await t.rest('POST', '/api/haccp/dispositivi', { token: manager, body: { ...body, codice: 'FRZ-1' } });
    expect(dup).toMatchObject({ status: 409, body: { error: MSG_HACCP.codiceUsato } });
    const freddo = await t.rest('POST', '/api/haccp/dispositivi', { token: manager, body: { ...body, temperatura_min: -61 } });
    expect(freddo).toMatchObject({ status: 400, body: { error: MSG_HACCP.temperaturaNonValida } });
    expect((await t.sql(`select 1 from haccp_dispositivi where nome = 'Cella'`)).length).toBe(0);
  });
});

describe('temperature readings and the corrective-action rule', () => {
  it('out of limits without an action is a 400 and nothing is written; with it, recorded and signed', async () => {
    const prima = await conta();
    // −15 °C is above the freezer's −18 °C maximum
    const senza = await t.rest('POST', '/api/haccp/letture', { token: operatore, body: { dispositivo_id: ids.freezer, temperatura: -15, misurata_il: '2026-11-20T08:10:00+01:00' } });
    expect(senza).toMatchObject({ status: 400, body: { error: "Temperatura fuori dai limiti: indica l'azione correttiva" } });
    expect(await conta()).toBe(prima);

    const con = await t.rest('POST', '/api/haccp/letture', {
      token: operatore,
      body: { dispositivo_id: ids.freezer, temperatura: -15, misurata_il: '2026-11-20T08:10:00+01:00', azione_correttiva: 'Porta chiusa, gelato spostato nel freezer 2' },
    });
    expect(con.status, JSON.stringify(con.body)).toBe(201);
    expect(con.body).toMatchObject({
      tipo: 'lettura',
      seq: 1,
      fuori_limiti: true,
      temperatura: -15,
      firmato_da: 'Olga Operatrice',
      fonte: 'manuale',
      punto_vendita_id: ids.centro,
      hash_precedente: ZERO,
      descrizione: 'Freezer 1: -15 °C (limiti -25 °C … -18 °C)',
      misurata_il: '2026-11-20T07:10:00.000Z',
    });
    // −18 °C is the limit itself: within
    const limite = await t.rest('POST', '/api/haccp/letture', { token: operatore, body: { dispositivo_id: ids.freezer, temperatura: -18, misurata_il: '2026-11-20T13:00:00+01:00' } });
    expect(limite.body).toMatchObject({ seq: 2, fuori_limiti: false, azione_correttiva: null });
  });

  it('bad input: temperature out of −60…150, a future time, another sales point (operatore): 4xx, nothing written', async () => {
    const prima = await conta();
    const post = (body: Record<string, unknown>, token = operatore) => t.rest('POST', '/api/haccp/letture', { token, body: body as never });
    expect(await post({ dispositivo_id: ids.freezer, temperatura: 151 })).toMatchObject({ status: 400, body: { error: MSG_HACCP.temperaturaNonValida } });
    expect(await post({ dispositivo_id: ids.freezer, temperatura: -60.1 })).toMatchObject({ status: 400, body: { error: MSG_HACCP.temperaturaNonValida } });
    const futuro = new Date(Date.now() + 3_600_000).toISOString();
    expect(await post({ dispositivo_id: ids.freezer, temperatura: -20, misurata_il: futuro })).toMatchObject({ status: 400, body: { error: MSG_HACCP.dataFutura } });
    expect(await post({ dispositivo_id: ids.freezer, temperatura: -20, misurata_il: 'ieri' })).toMatchObject({ status: 400, body: { error: MSG_HACCP.dataNonValida } });
    // the laboratory's pasteuriser is not the operatore's sales point
    expect(await post({ dispositivo_id: ids.pastorizzatore, temperatura: 70 })).toMatchObject({ status: 403, body: { error: MSG_HACCP.altroPuntoVendita } });
    expect(await post({ dispositivo_id: 2147483648, temperatura: 70 })).toMatchObject({ status: 400 });
    const gql = await t.gql(`mutation($i: LetturaHaccpInput!) { registraLetturaHaccp(input: $i) { id } }`, { i: { dispositivoId: ids.freezer, temperatura: -10 } }, operatore);
    expect(gql.errors?.[0]).toMatchObject({ message: "Temperatura fuori dai limiti: indica l'azione correttiva", extensions: { code: 'BAD_USER_INPUT' } });
    expect(await conta()).toBe(prima);
  });

  it('records are never edited or deleted: 405 on every door, and the database refuses an UPDATE', async () => {
    const [r] = await t.sql<{ id: number }>(`select id from haccp_registrazioni order by id limit 1`);
    for (const [metodo, url] of [
      ['PUT', `/api/haccp/letture/${r!.id}`],
      ['PATCH', `/api/haccp/registrazioni/${r!.id}`],
      ['DELETE', `/api/haccp/pulizie/${r!.id}`],
    ] as const) {
      const res = await t.app.inject({ method: metodo, url, headers: { authorization: `Bearer ${admin}` }, payload: { temperatura: -20 } });
      expect(res.statusCode, url).toBe(405);
      expect(res.json()).toEqual({ error: MSG_HACCP.nonModificabile });
    }
    await expect(t.sql(`update haccp_registrazioni set temperatura = -20 where id = ?`, [r!.id])).rejects.toThrow(/non si modifica/);
    await expect(t.sql(`delete from haccp_registrazioni where id = ?`, [r!.id])).rejects.toThrow(/non si modifica/);
  });

  it('a correction is a new record naming the corrected one (same kind and point only)', async () => {
    const [r] = await t.sql<{ id: number }>(`select id from haccp_registrazioni where fuori_limiti order by id limit 1`);
    const res = await t.rest('POST', '/api/haccp/letture', {
      token: manager,
      body: { dispositivo_id: ids.freezer, temperatura: -19, misurata_il: '2026-11-20T08:10:00+01:00', corregge_id: r!.id },
    });
    expect(res.body).toMatchObject({ corregge_id: r!.id, fuori_limiti: false, firmato_da: 'Marco Manager' });
    const sbagliata = await t.rest('POST', '/api/haccp/pulizie', { token: manager, body: { punto_vendita_id: ids.centro, area: 'Banco', prodotto: 'Sanificante', corregge_id: r!.id } });
    expect(sbagliata).toMatchObject({ status: 400, body: { error: MSG_HACCP.correzioneNonValida } });
  });
});

describe('pasteurisation', () => {
  it('under 85 °C / 15 s (or the pasteuriser program) is out of limits and needs the corrective action', async () => {
    const post = (body: Record<string, unknown>) => t.rest('POST', '/api/haccp/pastorizzazioni', { token: admin, body: { punto_vendita_id: ids.lab, misurata_il: '2026-11-20T09:00:00+01:00', ...body } as never });
    // 84 °C < 85 °C
    expect(await post({ prodotto: 'base', descrizione: 'Base bianca', temperatura_raggiunta: 84, minuti_mantenimento: 1 })).toMatchObject({
      status: 400,
      body: { error: MSG_HACCP.azioneObbligatoriaCiclo },
    });
    // 0,2 min = 12 s < 15 s
    const breve = await post({ prodotto: 'base', descrizione: 'Base bianca', temperatura_raggiunta: 85, minuti_mantenimento: 0.2, azione_correttiva: 'Ripetuto il ciclo' });
    expect(breve.body).toMatchObject({ fuori_limiti: true, azione_correttiva: 'Ripetuto il ciclo', dati: { programma_temperatura: 85, programma_secondi: 15 } });
    // 0,25 min = 15 s at 85 °C: exactly the program
    const ok = await post({ prodotto: 'base', descrizione: 'Base bianca', temperatura_raggiunta: 85, minuti_mantenimento: 0.25, lotto: 'L-2026-1120' });
    expect(ok.body).toMatchObject({ fuori_limiti: false, descrizione: 'Pastorizzazione della base "Base bianca": 85 °C per 15 s (programma 85 °C per 15 s), lotto L-2026-1120' });
    // the low-temperature program: 65 °C held 1800 s; 70 °C for 20 min = 1200 s is too short
    const lt = await post({ prodotto: 'base', descrizione: 'Base gialla', temperatura_raggiunta: 70, minuti_mantenimento: 20, dispositivo_id: ids.pastorizzatore });
    expect(lt).toMatchObject({ status: 400, body: { error: MSG_HACCP.azioneObbligatoriaCiclo } });
    const lt30 = await post({ prodotto: 'base', descrizione: 'Base gialla', temperatura_raggiunta: 65, minuti_mantenimento: 30, dispositivo_id: ids.pastorizzatore });
    expect(lt30.body).toMatchObject({ fuori_limiti: false, dispositivo_nome: 'Pastorizzatore LT', dati: { programma_temperatura: 65, programma_secondi: 1800 } });
    // a flavour needs its id
    expect(await post({ prodotto: 'gusto', temperatura_raggiunta: 85, minuti_mantenimento: 1 })).toMatchObject({ status: 400, body: { error: MSG_HACCP.gustoObbligatorio } });
  });

  it('blast chilling and cleaning', async () => {
    const abb = await t.rest('POST', '/api/haccp/abbattimenti', {
      token: admin,
      body: { punto_vendita_id: ids.lab, prodotto: 'Base bianca', temperatura_iniziale: 85, temperatura_finale: 4, minuti: 60, azione_correttiva: 'Prolungato il ciclo a +3 °C', misurata_il: '2026-11-20T10:00:00+01:00' },
    });
    // +4 °C > +3 °C: out of limits
    expect(abb.body).toMatchObject({ fuori_limiti: true, dati: { obiettivo_temperatura: 3, obiettivo_minuti: 90 } });
    const pul = await t.rest('POST', '/api/haccp/pulizie', { token: operatore, body: { punto_vendita_id: ids.centro, area: 'Vetrina', prodotto: 'Detergente alcalino', misurata_il: '2026-11-20T20:00:00+01:00' } });
    expect(pul.body).toMatchObject({ tipo: 'pulizia', descrizione: 'Pulizia di Vetrina con Detergente alcalino', firmato_da: 'Olga Operatrice' });
    const altro = await t.rest('POST', '/api/haccp/pulizie', { token: operatore, body: { punto_vendita_id: ids.lab, area: 'Banco', prodotto: 'Detergente' } });
    expect(altro.status).toBe(403);
  });
});

describe('the hash chain', () => {
  it('each record is sha256(previous hash || its canonical content); verification intact, then a row changed in SQL is reported', async () => {
    const righe = await t.sql<{ id: number; seq: number; hash: string; hash_precedente: string; contenuto: string }>(
      `select id, seq, hash, hash_precedente, haccp_contenuto(r) as contenuto from haccp_registrazioni r where punto_vendita_id = ? order by seq`,
      [ids.centro],
    );
    expect(righe.map((r) => r.seq)).toEqual(righe.map((_, i) => i + 1));
    let precedente = ZERO;
    for (const r of righe) {
      expect(r.hash_precedente).toBe(precedente);
      expect(r.hash).toBe(sha256(precedente + r.contenuto));
      precedente = r.hash;
    }
    const intatta = await t.rest('GET', '/api/haccp/verifica', { token: admin });
    expect(intatta.body.find((v) => v.punto_vendita_id === ids.centro)).toEqual({
      punto_vendita_id: ids.centro,
      punto_vendita_nome: 'Gelateria Centro',
      registrazioni: righe.length,
      integra: true,
      prima_rotta_id: null,
      prima_rotta_seq: null,
      motivo: null,
    });

    // someone with database access edits the second record behind the app's back
    const seconda = righe[1]!;
    await t.sql(`alter table haccp_registrazioni disable trigger haccp_registrazioni_immutabili`);
    await t.sql(`update haccp_registrazioni set temperatura = -22 where id = ?`, [seconda.id]);
    await t.sql(`alter table haccp_registrazioni enable trigger haccp_registrazioni_immutabili`);
    const rotta = await t.rest('GET', `/api/haccp/verifica?punto_vendita_id=${ids.centro}`, { token: operatore });
    expect(rotta.body).toEqual([
      { punto_vendita_id: ids.centro, punto_vendita_nome: 'Gelateria Centro', registrazioni: righe.length, integra: false, prima_rotta_id: seconda.id, prima_rotta_seq: 2, motivo: 'contenuto modificato dopo la registrazione' },
    ]);
    const gql = await t.gql(`{ verificaHaccp { puntoVenditaNome integra primaRottaSeq } }`, {}, operatore);
    expect(gql.data.verificaHaccp).toEqual([{ puntoVenditaNome: 'Gelateria Centro', integra: false, primaRottaSeq: 2 }]);

    // in the laboratory a record is deleted: the next one no longer links
    const lab = await t.sql<{ id: number; seq: number }>(`select id, seq from haccp_registrazioni where punto_vendita_id = ? order by seq`, [ids.lab]);
    expect(lab.length).toBeGreaterThanOrEqual(3);
    await t.sql(`alter table haccp_registrazioni disable trigger haccp_registrazioni_immutabili`);
    await t.sql(`delete from haccp_registrazioni where id = ?`, [lab[1]!.id]);
    await t.sql(`alter table haccp_registrazioni enable trigger haccp_registrazioni_immutabili`);
    const labRotto = await t.rest('GET', `/api/haccp/verifica?punto_vendita_id=${ids.lab}`, { token: admin });
    expect(labRotto.body[0]).toMatchObject({ integra: false, prima_rotta_id: lab[2]!.id, prima_rotta_seq: 3, motivo: expect.stringContaining('collegamento') });
    // the operatore may not check another sales point
    expect((await t.rest('GET', `/api/haccp/verifica?punto_vendita_id=${ids.lab}`, { token: operatore })).status).toBe(403);
  });
});

describe('sensors through an API key', () => {
  let chiave = '';
  it('a key with haccp:write pushes a batch; out-of-limit readings open alerts a person closes', async () => {
    const k = await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome: 'Gateway Centro', scopes: ['haccp:write', 'haccp:read'] } });
    expect(k.status).toBe(201);
    chiave = k.body.chiave;
    const letture = [
      { codice: 'VTR-1', temperatura: -12.04, misurata_il: '2026-11-21T09:00:00+01:00' },
      { codice: 'VTR-1', temperatura: -8, misurata_il: '2026-11-21T15:00:00+01:00' },
      { codice: 'FRZ-1', temperatura: -21, misurata_il: '2026-11-21T09:00:00+01:00' },
    ];
    const res = await t.rest('POST', '/api/haccp/letture/batch', { token: chiave, body: { letture } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // sorted by the time measured; −12.04 kept to the tenth: −12
    expect(res.body.map((r) => [r.dispositivo_nome, r.temperatura, r.fuori_limiti, r.fonte])).toEqual([
      ['Vetrina 1', -12, false, 'sensore'],
      ['Freezer 1', -21, false, 'sensore'],
      ['Vetrina 1', -8, true, 'sensore'],
    ]);
    // signed by the key (its principal is named after it)
    expect(res.body[0]!.firmato_da).toBe('API: Gateway Centro');
    const allarmi = await t.rest('GET', '/api/haccp/allarmi', { token: operatore });
    expect(allarmi.body.map((a) => [a.id, a.temperatura])).toEqual([[res.body[2]!.id, -8]]);

    // the key may not close the alert: a person does
    const url = `/api/haccp/allarmi/${res.body[2]!.id}/chiusura` as const;
    expect((await t.rest('POST', url, { token: chiave, body: { azione_correttiva: 'x' } })).status).toBe(403);
    const chiusa = await t.rest('POST', url, { token: operatore, body: { azione_correttiva: 'Sbrinata la vetrina, gusti spostati' } });
    expect(chiusa.body).toMatchObject({ tipo: 'azione_correttiva', chiude_id: res.body[2]!.id, firmato_da: 'Olga Operatrice', azione_correttiva: 'Sbrinata la vetrina, gusti spostati' });
    expect((await t.rest('POST', url, { token: operatore, body: { azione_correttiva: 'ancora' } })).status).toBe(409);
    expect((await t.rest('GET', '/api/haccp/allarmi', { token: operatore })).body).toEqual([]);
    const [lettura] = await t.sql<{ id: number }>(`select id from haccp_registrazioni where id = ?`, [res.body[2]!.id]);
    expect(lettura).toBeDefined();
  });

  it('all or nothing: an unknown code or 501 readings are refused and nothing is written; a key without haccp:write is refused', async () => {
    const prima = await conta();
    const una = { codice: 'VTR-1', temperatura: -12, misurata_il: '2026-11-21T10:00:00+01:00' };
    const ignoto = await t.rest('POST', '/api/haccp/letture/batch', { token: chiave, body: { letture: [una, { ...una, codice: 'NON-ESISTE' }] } });
    expect(ignoto).toMatchObject({ status: 400, body: { error: MSG_HACCP.codiceSconosciuto('NON-ESISTE') } });
    const troppe = await t.rest('POST', '/api/haccp/letture/batch', { token: chiave, body: { letture: Array.from({ length: 501 }, () => una) } });
    expect(troppe).toMatchObject({ status: 400, body: { error: MSG_HACCP.troppeLetture } });
    const futura = await t.rest('POST', '/api/haccp/letture/batch', { token: chiave, body: { letture: [una, { ...una, misurata_il: '2099-01-01T00:00:00Z' }] } });
    expect(futura).toMatchObject({ status: 400, body: { error: MSG_HACCP.dataFutura } });
    expect(await conta()).toBe(prima);

    const k = await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome: 'Solo vetrina', scopes: ['vetrina:write'] } });
    const senza = await t.rest('POST', '/api/haccp/letture/batch', { token: k.body.chiave, body: { letture: [una] } });
    expect(senza.status).toBe(403);
    const gql = await t.gql(`mutation($l: [LetturaSensoreInput!]!) { registraLettureSensori(letture: $l) { id } }`, { l: [{ codice: 'VTR-1', temperatura: -12, misurataIl: una.misurata_il }] }, k.body.chiave);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await conta()).toBe(prima);
  });

  it('the same Idempotency-Key resends a batch without writing it twice (offline queue)', async () => {
    const prima = await conta();
    const body = { letture: [{ codice: 'FRZ-1', temperatura: -20, misurata_il: '2026-11-21T13:30:00+01:00' }] };
    const a = await t.rest('POST', '/api/haccp/letture/batch', { token: chiave, body, headers: { 'idempotency-key': 'gw-1' } });
    const b = await t.rest('POST', '/api/haccp/letture/batch', { token: chiave, body, headers: { 'idempotency-key': 'gw-1' } });
    expect(b.body).toEqual(a.body);
    const L = `mutation($i: LetturaHaccpInput!, $k: String) { registraLetturaHaccp(input: $i, idempotencyKey: $k) { id misurataIl } }`;
    const i = { dispositivoId: ids.freezer, temperatura: -20, misurataIl: '2026-11-21T17:00:00+01:00' };
    const g1 = await t.gql(L, { i, k: 'tablet-1' }, operatore);
    const g2 = await t.gql(L, { i, k: 'tablet-1' }, operatore);
    expect(g1.errors).toBeUndefined();
    expect(g2.data).toEqual(g1.data);
    expect(await conta()).toBe(prima + 2);
  });
});

describe("the day's checklist and the missed readings", () => {
  it('20 November at Gelateria Centro: windows by frequency, done and missed', async () => {
    const res = await t.rest('GET', `/api/haccp/checklist?punto_vendita_id=${ids.centro}&data=2026-11-20`, { token: operatore });
    expect(res.status).toBe(200);
    const [freezer, vetrina] = res.body.voci;
    // freezer every 4 h: 00-04, 04-08, 08-12, 12-16, 16-20, 20-24 Rome; readings at 08:10 (twice: out, its correction) and 13:00
    expect(freezer!.dispositivo.nome).toBe('Freezer 1');
    expect(freezer!.finestre.map((f) => f.stato)).toEqual(['mancata', 'mancata', 'registrata', 'registrata', 'mancata', 'mancata']);
    expect(freezer!.finestre[0]!.inizio).toBe('2026-11-19T23:00:00.000Z');
    expect(freezer).toMatchObject({ dovute: 6, registrate: 2, mancate: 4, da_fare: false });
    // vetrina every 6 h: 4 windows, no reading on the 20th
    expect(vetrina).toMatchObject({ dovute: 4, registrate: 0, mancate: 4 });

    const mancate = await t.rest('GET', '/api/haccp/letture-mancate?data=2026-11-20', { token: manager });
    // Centro 4 + 4; Chiosco Mare's vetrina (every 4 h) 6
    expect(mancate.body.length).toBe(14);
    expect((await t.rest('GET', '/api/haccp/letture-mancate', { token: operatore })).status).toBe(403);
    const gql = await t.gql(`{ lettureMancateHaccp(data: "2026-11-20") { dispositivoNome } }`, {}, operatore);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gqlManager = await t.gql(`{ lettureMancateHaccp(data: "2026-11-20", puntoVenditaId: ${ids.centro}) { dispositivoNome } }`, {}, manager);
    expect(gqlManager.data.lettureMancateHaccp.length).toBe(8);
  });
});

describe('the monthly register', () => {
  it('JSON and PDF for the inspector: every record, corrective actions, signers, the chain check', async () => {
    const json = await t.rest('GET', `/api/haccp/registro?punto_vendita_id=${ids.centro}&mese=2026-11`, { token: operatore });
    expect(json.status).toBe(200);
    const body = json.body as { registrazioni: { tipo: string }[]; fuori_limiti: number; verifica: { integra: boolean }; dispositivi: unknown[] };
    expect(body.dispositivi.length).toBe(2);
    expect(body.verifica.integra).toBe(false); // changed in SQL above
    expect(body.fuori_limiti).toBe(2); // the freezer at −15 °C and the display case at −8 °C
    expect((await t.rest('GET', `/api/haccp/registro?punto_vendita_id=${ids.lab}&mese=2026-11`, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `/api/haccp/registro?punto_vendita_id=${ids.centro}&mese=2026-13`, { token: admin })).status).toBe(400);

    const { status, pdf, headers } = await getPdf(t, `/api/haccp/registro?punto_vendita_id=${ids.centro}&mese=2026-11&formato=pdf`, admin);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/pdf');
    expect(isPdf(pdf)).toBe(true);
    const testo = testoCompatto(await pdfText(pdf));
    for (const atteso of [
      'Registro HACCP — Gelateria Centro',
      'Mese di novembre 2026',
      'Reg. (CE) 852/2004',
      'CATENA INTERROTTA',
      'contenuto modificato dopo la registrazione',
      'Punti di controllo e limiti critici',
      '-25 °C … -18 °C',
      'ogni 4 ore',
      'FUORI LIMITI',
      'Porta chiusa, gelato spostato nel freezer 2',
      'Sbrinata la vetrina, gusti spostati',
      'API: Gateway Centro',
      'Olga Operatrice',
      'Marco Manager',
      'Pulizia di Vetrina con Detergente alcalino',
      '20/11/2026, 08:10',
    ])
      expect(testo).toContain(atteso);
    expect(testo).not.toContain('ALLARME APERTO');
    // a constant number of statements whatever the number of records (authentication included)
    const REG = `query($p: Int!) { registroHaccp(puntoVenditaId: $p, mese: "2026-11") { registrazioni { id descrizione chiusaDa } verifica { integra } } }`;
    const poche = await t.gql(REG, { p: ids.lab }, admin);
    const molte = await t.gql(REG, { p: ids.centro }, admin);
    expect(molte.data.registroHaccp.registrazioni.length).toBeGreaterThan(poche.data.registroHaccp.registrazioni.length);
    expect(molte.queries).toBe(poche.queries);
    expect(molte.queries).toBeLessThanOrEqual(6);
    if (process.env.HACCP_PNG) console.log(await pdfPagePng(pdf, { nome: 'registro-haccp', dpi: 60 }));
  });
});

describe('the display-case loop', () => {
  it("a flavour ok at the configured −12 °C becomes too soft when the case's own readings say −10 °C", async () => {
    /*
     * Fior di zucchero: 290 g sucrose (pac 100) + 710 g water per 1000 g -> per 100 g: pac 29, acqua 71, hf 0.
     * W_75 = 71 × 0.25 = 17.75; s = 29 / 17.75 × 100 = 163.38; FPD between s = 162 (12.40) and 165 (12.67):
     * 12.40 + 1.38/3 × 0.27 = 12.524 -> temperatura_servizio = −12.52 °C.
     * Profile servizio −13 … −11 °C. Configured case −12: δ = 0, −12.52 in [−13, −11] -> ok.
     * Readings −10 and −10: mean −10, δ = +2, range [−11, −9]: −12.52 < −11 -> troppo_morbido.
     */
    const prof = (await t.sql<{ id: number }>(`insert into profili_bilanciamento (nome, obiettivi, temperatura_servizio_min, temperatura_servizio_max) values ('Prova vetrina', '{}', -13, -11) returning id`))[0]!.id;
    const cat = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome) values ('Prove') returning id`))[0]!.id;
    const zucchero = (await t.sql<{ id: number }>(`insert into ingredienti (nome, fornitore, unita_misura, costo_per_unita, acqua, saccarosio, pac, pod) values ('Zucchero prova', 'x', 'kg', 1, 0, 100, 100, 100) returning id`))[0]!.id;
    const acqua = (await t.sql<{ id: number }>(`insert into ingredienti (nome, fornitore, unita_misura, costo_per_unita, acqua, pac, pod) values ('Acqua prova', 'x', 'kg', 0, 100, 0, 0) returning id`))[0]!.id;
    const gusto = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, profilo_id) values ('Fior di zucchero', ?, ?) returning id`, [cat, prof]))[0]!.id;
    await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 290, 'g'), (?, ?, 710, 'g')`, [gusto, zucchero, gusto, acqua]);
    await t.sql(`insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg) values (?, (now() at time zone 'Europe/Rome')::date, ?, 5)`, [ids.mare, gusto]);

    const url = `/api/vetrina/durezza?punto_vendita_id=${ids.mare}` as const;
    const prima = await t.rest('GET', url, { token: admin });
    expect(prima.status, JSON.stringify(prima.body)).toBe(200);
    expect(prima.body).toMatchObject({ temperatura_configurata: -12, temperatura_misurata: null, letture: 0, temperatura_usata: -12 });
    expect(prima.body.gusti).toEqual([{ gusto_id: gusto, nome: 'Fior di zucchero', temperatura_servizio: expect.closeTo(-12.52, 2), intervallo_min: -13, intervallo_max: -11, stato: 'ok' }]);

    const ora = Date.now();
    const k = await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome: 'Gateway Mare', scopes: ['haccp:write'] } });
    const batch = await t.rest('POST', '/api/haccp/letture/batch', {
      token: k.body.chiave,
      body: {
        letture: [
          { codice: 'VTR-MARE', temperatura: -10, misurata_il: new Date(ora - 3_600_000).toISOString() },
          { codice: 'VTR-MARE', temperatura: -10, misurata_il: new Date(ora - 7_200_000).toISOString() },
          // older than 72 h: outside the mean
          { codice: 'VTR-MARE', temperatura: -14, misurata_il: new Date(ora - 73 * 3_600_000).toISOString() },
        ],
      },
    });
    expect(batch.status).toBe(201);
    const dopo = await t.rest('GET', url, { token: admin });
    expect(dopo.body).toMatchObject({ temperatura_configurata: -12, temperatura_misurata: -10, letture: 2, temperatura_usata: -10 });
    expect(dopo.body.gusti[0]).toMatchObject({ intervallo_min: -11, intervallo_max: -9, stato: 'troppo_morbido' });
    const gql = await t.gql(`query($p: Int) { durezzaVetrinaMisurata(puntoVenditaId: $p) { temperaturaUsata gusti { nome stato } } }`, { p: ids.mare }, manager);
    expect(gql.data.durezzaVetrinaMisurata).toEqual({ temperaturaUsata: -10, gusti: [{ nome: 'Fior di zucchero', stato: 'troppo_morbido' }] });
  });
});

describe('a sales point with HACCP records', () => {
  it('cannot be deleted (409), and the message names the records, not productions it does not have', async () => {
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from produzioni where punto_vendita_id = ?`, [ids.mare]);
    expect(n).toBe(0);
    const prima = await conta();
    const res = await t.rest('DELETE', `/api/punti-vendita/${ids.mare}`, { token: admin });
    expect(res).toMatchObject({ status: 409, body: { error: MSG_PV.haRegistrazioni } });
    expect(await conta()).toBe(prima);
    expect(await t.sql(`select id from punti_vendita where id = ?`, [ids.mare])).toHaveLength(1);
  });
});
