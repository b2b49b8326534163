import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { creaCategoria, creaIngredientiAllergeni, ricettaLimone, ricettaNocciola, type NomeIngredienteAllergeni } from '../../../test/allergeni.fixtures.js';
import type { RigaRicetta } from '../../../test/catalogo.fixtures.js';
import { getPdf, isPdf, pdfText, testoCompatto } from '../../../test/pdf.js';
import { configuraPianoDiProva } from '../../../test/piano.fixtures.js';
import { dataRomaIso, OGGI_ROMA_SQL } from '../../common/dates.js';
import { piuGiorni } from '../../common/festivi.js';

/**
 * Issue 32, the production plan through the real app: the rows hand-checked on a steady history
 * (forecast − case − freezers in trays), the cycles in run order, the ingredients against stock, the
 * 400s, the roles on both doors and the API key scopes, the change history, recording once, the PDFs.
 */
let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let pv = 0;
let chiosco = 0;
let ids: Record<NomeIngredienteAllergeni, number>;
const g: Record<'fiordilatte' | 'limone' | 'nocciola' | 'menta', number> = { fiordilatte: 0, limone: 0, nocciola: 0, menta: 0 };
const oggi = dataRomaIso();
const domani = piuGiorni(oggi, 1);
const ieri = piuGiorni(oggi, -1);
type Row = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ids = await creaIngredientiAllergeni(t);
  const categoria = await creaCategoria(t, 'Piano');
  const crea = async (nome: string, ingredienti: RigaRicetta[]) => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: { nome, categoria, ingredienti } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  // Fiordilatte: latte 0.8 l × 1.03 = 0.824 kg + zucchero 0.176 kg = 1 kg; Menta: latte 0.515 + panna 0.2 + zucchero 0.285 = 1 kg
  g.fiordilatte = await crea('Fiordilatte', [{ ingrediente_id: ids.latte, quantita: 0.8, unita: 'l' }, { ingrediente_id: ids.zucchero, quantita: 176, unita: 'g' }]);
  g.limone = await crea('Limone', ricettaLimone(ids));
  g.nocciola = await crea('Nocciola', ricettaNocciola(ids));
  g.menta = await crea('Menta', [{ ingrediente_id: ids.latte, quantita: 0.5, unita: 'l' }, { ingrediente_id: ids.panna, quantita: 200, unita: 'ml' }, { ingrediente_id: ids.zucchero, quantita: 285, unita: 'g' }]);
  pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  chiosco = (await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Chiosco senza vetrina') returning id`))[0]!.id;
  // 90 days sold out: 6 kg of Fiordilatte, 4 of Limone, 1 of Nocciola a day
  await t.sql(
    `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti)
     select ?, ${OGGI_ROMA_SQL} - k, x.id, x.kg, 0 from generate_series(1, 90) k
      cross join (values (?::int, 6), (?::int, 4), (?::int, 1)) as x(id, kg)`,
    [pv, g.fiordilatte, g.limone, g.nocciola],
  );
  // yesterday's closing: one more tray of Fiordilatte came back whole (2 kg in the case, the sales unchanged)
  await t.sql(`insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti) values (?, ${OGGI_ROMA_SQL} - 1, ?, 2, 2)`, [pv, g.fiordilatte]);
  // yesterday's production of 3 kg of Limone for the point, not loaded into the case yet: in the freezer
  const p = await t.rest('POST', '/api/produzione', { token: admin, body: { puntoVenditaId: pv, data: ieri, gusti: [{ gusto_id: g.limone, quantita_kg: 3 }] } });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  // one 10 kg freezer of 15-minute cycles, 06:00–07:00, 5 kg trays, Menta always shown at the point
  await configuraPianoDiProva(t, manager, [{ punto_vendita_id: pv, gusto_id: g.menta }]);
}, 180_000);
afterAll(async () => t?.close());

const riga = (body: Row, gusto: number) => body.righe.find((r: Row) => r.gusto_id === gusto);

describe('the plan of tomorrow', () => {
  it('trays = forecast of the day and the next − case − freezers, rounded up; at least one of an always-shown flavour', async () => {
    const res = await t.rest('GET', `/api/piano?data=${domani}`, { token: manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.righe.every((r: Row) => r.punto_vendita_id === pv)).toBe(true); // the point without a case has no rows
    // Fiordilatte: 2 days × 6 = 12 − 2 in the case = 10 kg → exactly 2 trays
    expect(riga(res.body, g.fiordilatte)).toMatchObject({ kg_previsti: 12, kg_in_vetrina: 2, kg_in_freezer: 0, vaschette_proposte: 2, vaschette: 2, kg: 10, modificata_da: null });
    // Limone: 2 × 4 = 8 − 3 in the freezer = 5 kg → 1 tray
    expect(riga(res.body, g.limone)).toMatchObject({ kg_previsti: 8, kg_in_vetrina: 0, kg_in_freezer: 3, vaschette_proposte: 1, kg: 5 });
    // Nocciola: 2 × 1 = 2 kg → 1 tray (rounded up)
    expect(riga(res.body, g.nocciola)).toMatchObject({ kg_previsti: 2, vaschette_proposte: 1, kg: 5 });
    // Menta: never sold, always shown → 1 tray
    expect(riga(res.body, g.menta)).toMatchObject({ kg_previsti: 0, kg_min: null, kg_max: null, vaschette_proposte: 1, kg: 5 });
    // run order: allergen-free Limone first, the milk flavours, Nocciola (nuts) last; no cleaning needed
    expect(res.body.cicli.map((c: Row) => [c.ordine, c.gusto_id, c.kg, c.inizio, c.fine, c.pulizia_prima])).toEqual([
      [1, g.limone, 5, '06:00', '06:15', false],
      [2, g.fiordilatte, 10, '06:15', '06:30', false],
      [3, g.menta, 5, '06:30', '06:45', false],
      [4, g.nocciola, 5, '06:45', '07:00', false],
    ]);
    expect(res.body.cicli[3].allergeni).toEqual(['Frutta a guscio', 'Latte', 'Uova']);
    expect(res.body.pulizie).toBe(0);
    // ingredients by the recipes: sugar 10 × 0.176 + 5 × 0.25 + 5 × 0.16 + 5 × 0.285 = 5.235 kg; milk 10 × 0.8 + 5 × 0.5 + 5 × 0.5 = 13 l; no stock received
    const zucchero = res.body.fabbisogno.find((f: Row) => f.ingrediente_id === ids.zucchero);
    expect(zucchero).toMatchObject({ nome: 'Saccarosio', unita_misura: 'kg', quantita: 5.235, da_ordinare: 5.235 });
    expect(res.body.fabbisogno.find((f: Row) => f.ingrediente_id === ids.latte)).toMatchObject({ unita_misura: 'l', quantita: 13 });
    expect(res.body).toMatchObject({ data: domani, registrato: false, produzioni_ids: [] });
    // GraphQL: the same plan
    const gql = await t.gql(`query($d: String!) { piano(data: $d) { data righe { gustoId vaschette kg kgInFreezer } cicli { ordine gustoNome inizio } pulizie registrato } }`, { d: domani }, operatore);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.piano.cicli.map((c: Row) => c.gustoNome)).toEqual(['Limone', 'Fiordilatte', 'Menta', 'Nocciola']);
    expect(gql.data.piano.righe.find((r: Row) => r.gustoId === g.limone)).toEqual({ gustoId: g.limone, vaschette: 1, kg: 5, kgInFreezer: 3 });
  });

  it('the forecast follows a change of the history at once: cached only while its inputs keep their version', async () => {
    const menta = async () => riga((await t.rest('GET', `/api/piano?data=${domani}`, { token: manager })).body, g.menta).kg_previsti;
    expect(await menta()).toBe(0);
    // yesterday Menta sold 1 kg (a tray weighed back empty): it has a share now
    await t.sql(`insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti) values (?, ${OGGI_ROMA_SQL} - 1, ?, 1, 0)`, [pv, g.menta]);
    expect(await menta()).toBeGreaterThan(0);
    await t.sql(`delete from vetrina_carichi where punto_vendita_id = ? and gusto_id = ?`, [pv, g.menta]);
    expect(await menta()).toBe(0);
  });

  it('400 in Italian: beyond 7 days, a past day, a negative tray, a point without a display case, a bad date', async () => {
    const oltre = await t.rest('GET', `/api/piano?data=${piuGiorni(oggi, 8)}`, { token: manager });
    expect(oltre.status).toBe(400);
    expect(oltre.body.error).toBe('Il piano si prepara al massimo per 7 giorni da oggi');
    expect((await t.rest('GET', `/api/piano?data=${piuGiorni(oggi, 7)}`, { token: manager })).status).toBe(200);
    expect((await t.rest('GET', `/api/piano?data=${ieri}`, { token: manager })).body.error).toBe('Il piano si prepara da oggi in avanti (i piani passati solo se registrati)');
    expect((await t.rest('GET', '/api/piano?data=2026-02-30', { token: manager })).body.error).toBe('Data non valida (formato yyyy-MM-dd)');
    const put = (righe: unknown) => t.rest('PUT', `/api/piano?data=${domani}`, { token: manager, body: grezzo({ righe }) });
    const negativa = await put([{ punto_vendita_id: pv, gusto_id: g.limone, vaschette: -1 }]);
    expect(negativa.status).toBe(400);
    expect(negativa.body.error).toBe('Le vaschette non possono essere negative');
    expect((await put([{ punto_vendita_id: pv, gusto_id: g.limone, vaschette: 1.5 }])).status).toBe(400);
    const senza = await put([{ punto_vendita_id: chiosco, gusto_id: g.limone, vaschette: 2 }]);
    expect(senza.status).toBe(400);
    expect(senza.body.error).toBe('Il punto vendita Chiosco senza vetrina non ha una vetrina: il piano si fa solo per i punti vendita con la vetrina');
    expect((await put([{ punto_vendita_id: pv, gusto_id: 999999, vaschette: 2 }])).status).toBe(400);
    expect((await put('tante')).status).toBe(400);
    const gql = await t.gql(`mutation($d: String!) { salvaPiano(data: $d, righe: [{ puntoVenditaId: ${pv}, gustoId: ${g.limone}, vaschette: -2 }]) { data } }`, { d: domani }, manager);
    expect(gql.errors?.[0]?.message).toBe('Le vaschette non possono essere negative');
    const cfg = await t.rest('PUT', '/api/piano/configurazione', { token: manager, body: grezzo({ orario_inizio: '25:00' }) });
    expect(cfg.body.error).toBe('Orario non valido (formato HH:mm)');
    expect((await t.rest('PUT', '/api/piano/configurazione', { token: manager, body: { orario_inizio: '08:00', orario_fine: '07:00' } })).body.error).toBe('L’orario di fine deve seguire quello di inizio');
  });

  it('roles: operatore reads the plan and the settings, never writes; the history is for admin and manager; API keys by scope', async () => {
    expect((await t.rest('GET', `/api/piano?data=${domani}`, { token: operatore })).status).toBe(200);
    expect((await t.rest('GET', '/api/piano/configurazione', { token: operatore })).status).toBe(200);
    expect((await t.rest('PUT', `/api/piano?data=${domani}`, { token: operatore, body: { righe: [] } })).status).toBe(403);
    expect((await t.rest('POST', `/api/piano/registra?data=${domani}`, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `/api/piano/modifiche?data=${domani}`, { token: operatore })).status).toBe(403);
    expect((await t.rest('PUT', '/api/piano/configurazione', { token: operatore, body: { minuti_pulizia: 10 } })).status).toBe(403);
    expect((await t.rest('GET', `/api/piano?data=${domani}`)).status).toBe(401);
    for (const q of [
      `mutation { salvaPiano(data: "${domani}", righe: []) { data } }`,
      `mutation { registraPiano(data: "${domani}") { data } }`,
      `mutation { salvaConfigurazionePiano(input: { minutiPulizia: 10 }) { minutiPulizia } }`,
      `query { pianoModifiche(data: "${domani}") { gustoId } }`,
    ]) {
      expect((await t.gql(q, {}, operatore)).errors?.[0]?.extensions?.code, q).toBe('FORBIDDEN');
    }
    const lettura = (await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome: 'Piano lettura', scopes: ['piano:read'] } })).body.chiave as string;
    const scrittura = (await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome: 'Piano scrittura', scopes: ['piano:read', 'piano:write'] } })).body.chiave as string;
    const altro = (await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome: 'Vetrina', scopes: ['vetrina:read'] } })).body.chiave as string;
    expect((await t.rest('GET', `/api/piano?data=${domani}`, { token: lettura })).status).toBe(200);
    expect((await t.rest('GET', `/api/piano/modifiche?data=${domani}`, { token: lettura })).status).toBe(200);
    expect((await t.rest('GET', `/api/piano?data=${domani}`, { token: altro })).status).toBe(403);
    expect((await t.rest('PUT', `/api/piano?data=${domani}`, { token: lettura, body: { righe: [] } })).status).toBe(403);
    expect((await t.rest('PUT', `/api/piano?data=${domani}`, { token: scrittura, body: { righe: [] } })).status).toBe(200);
    expect((await t.gql(`query { piano(data: "${domani}") { data } }`, {}, lettura)).errors).toBeUndefined();
    expect((await t.gql(`mutation { salvaPiano(data: "${domani}", righe: []) { data } }`, {}, lettura)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(`query { piano(data: "${domani}") { data } }`, {}, altro)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a change of trays is kept with who and when; the cycles follow (what no longer fits the hours is an avviso)', async () => {
    const res = await t.rest('PUT', `/api/piano?data=${domani}`, { token: manager, body: { righe: [{ punto_vendita_id: pv, gusto_id: g.fiordilatte, vaschette: 3 }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(riga(res.body, g.fiordilatte)).toMatchObject({ vaschette_proposte: 2, vaschette: 3, kg: 15, modificata_da: 'Marco Manager' });
    expect(riga(res.body, g.fiordilatte).modificata_il).toEqual(expect.any(String));
    // 15 kg of Fiordilatte: 2 cycles of 7.5 kg; Nocciola would end at 07:15, after closing
    expect(res.body.cicli.map((c: Row) => [c.gusto_id, c.kg, c.inizio])).toEqual([
      [g.limone, 5, '06:00'],
      [g.fiordilatte, 7.5, '06:15'],
      [g.fiordilatte, 7.5, '06:30'],
      [g.menta, 5, '06:45'],
    ]);
    expect(res.body.avvisi).toContain('Nocciola: un ciclo da 5,0 kg non entra nell’orario di lavoro (fine 07:00)');
    // the same value again: no new change
    await t.rest('PUT', `/api/piano?data=${domani}`, { token: admin, body: { righe: [{ punto_vendita_id: pv, gusto_id: g.fiordilatte, vaschette: 3 }] } });
    const storia = await t.rest('GET', `/api/piano/modifiche?data=${domani}`, { token: admin });
    expect(storia.status).toBe(200);
    expect(storia.body).toHaveLength(1);
    expect(storia.body[0]).toMatchObject({ punto_vendita_id: pv, gusto_id: g.fiordilatte, gusto_nome: 'Fiordilatte', vaschette_prima: 2, vaschette_dopo: 3, utente: 'Marco Manager' });
    const gql = await t.gql(`query($d: String!) { pianoModifiche(data: $d) { gustoNome vaschettePrima vaschetteDopo utente il } }`, { d: domani }, manager);
    expect(gql.data.pianoModifiche[0]).toMatchObject({ gustoNome: 'Fiordilatte', vaschettePrima: 2, vaschetteDopo: 3, utente: 'Marco Manager' });
    // back to 2 trays, through GraphQL
    const back = await t.gql(`mutation($d: String!, $r: [PianoRigaInput!]!) { salvaPiano(data: $d, righe: $r) { righe { gustoId vaschette modificataDa } } }`, { d: domani, r: [{ puntoVenditaId: pv, gustoId: g.fiordilatte, vaschette: 2 }] }, admin);
    expect(back.errors).toBeUndefined();
    expect(back.data.salvaPiano.righe.find((r: Row) => r.gustoId === g.fiordilatte)).toMatchObject({ vaschette: 2, modificataDa: 'Anna Admin' });
  });

  it('the weighing sheets of the day in run order, one PDF; the transfer note of a point', async () => {
    const fogli = await getPdf(t, `/api/piano/fogli?data=${domani}`, operatore);
    expect(fogli.status, fogli.status === 200 ? '' : JSON.stringify(fogli.json())).toBe(200);
    expect(isPdf(fogli.pdf)).toBe(true);
    const testo = testoCompatto(await pdfText(fogli.pdf));
    const cicli = ['Ciclo 1 di 4 · Carpigiani 1 · 06:00–06:15 · 5 kg', 'Ciclo 2 di 4 · Carpigiani 1 · 06:15–06:30 · 10 kg', 'Ciclo 3 di 4', 'Ciclo 4 di 4 · Carpigiani 1 · 06:45–07:00 · 5 kg'];
    const pos = cicli.map((c) => testo.indexOf(c));
    expect(pos.every((p) => p >= 0), testo.slice(0, 2000)).toBe(true);
    expect([...pos].sort((a, b) => a - b)).toEqual(pos);
    expect(testo).toContain('Foglio di pesata · Limone');
    expect(testo).toContain('Foglio di pesata · Nocciola');
    // Fiordilatte's sheet is scaled to its 10 kg cycle: 8 l of milk (8240 g)
    expect(testo).toMatch(/Fiordilatte[\s\S]*10 kg/);
    const json = await t.rest('GET', `/api/piano/fogli?data=${domani}&formato=json`, { token: manager });
    expect(json.body).toHaveLength(4);

    const tr = await getPdf(t, `/api/piano/trasferimenti?data=${domani}&punto_vendita_id=${pv}`, manager);
    expect(tr.status).toBe(200);
    const nota = testoCompatto(await pdfText(tr.pdf));
    for (const atteso of ['Documento di trasferimento · Gelateria Centro', `TR-${domani.replaceAll('-', '')}-${pv}`, 'Trasferimento tra sedi', 'Fiordilatte', 'Consegnato da (laboratorio)', 'Ricevuto da (punto vendita)', 'Temperatura alla partenza', 'da registrare']) {
      expect(nota, atteso).toContain(atteso);
    }
    expect((await t.rest('GET', `/api/piano/trasferimenti?data=${domani}&punto_vendita_id=${chiosco}`, { token: manager })).status).toBe(400);
    expect((await t.rest('GET', `/api/piano/trasferimenti?data=${domani}`, { token: manager })).body.error).toBe('Seleziona un punto vendita');
  });

  it('recording creates one production per point with its lines (stock consumed), once; then the plan is frozen', async () => {
    const chiave = { 'idempotency-key': 'piano-registra-1' };
    const res = await t.rest('POST', `/api/piano/registra?data=${domani}`, { token: manager, headers: chiave });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // the same request sent again with its Idempotency-Key (a tablet that lost the answer): the same answer, no 409
    const replica = await t.rest('POST', `/api/piano/registra?data=${domani}`, { token: manager, headers: chiave });
    expect([replica.status, replica.body]).toEqual([201, res.body]);
    expect(res.body.registrato).toBe(true);
    expect(res.body.produzioni_ids).toHaveLength(1);
    const [prod] = await t.sql<{ punto_vendita_id: number; kg_totale: string; righe: number; consumi: number }>(
      `select p.punto_vendita_id, p.kg_totale, (select count(*)::int from produzione_righe r where r.produzione_id = p.id) as righe,
              (select count(*)::int from consumi_lotti c join produzione_righe r on r.id = c.produzione_riga_id where r.produzione_id = p.id) as consumi
         from produzioni p where p.id = ?`,
      [res.body.produzioni_ids[0]],
    );
    expect(prod).toMatchObject({ punto_vendita_id: pv, righe: 4 });
    expect(Number(prod!.kg_totale)).toBe(25); // 10 + 5 + 5 + 5
    expect(prod!.consumi).toBeGreaterThan(0); // the production service consumed the ingredients
    const ancora = await t.rest('POST', `/api/piano/registra?data=${domani}`, { token: admin });
    expect(ancora.status).toBe(409);
    expect(ancora.body.error).toBe('Il piano del giorno è già stato registrato: le produzioni esistono già');
    const gql = await t.gql(`mutation($d: String!) { registraPiano(data: $d) { registrato } }`, { d: domani }, manager);
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await t.rest('PUT', `/api/piano?data=${domani}`, { token: manager, body: { righe: [{ punto_vendita_id: pv, gusto_id: g.limone, vaschette: 4 }] } })).status).toBe(409);
    // the transfer note now carries the production lots
    const tr = await getPdf(t, `/api/piano/trasferimenti?data=${domani}&punto_vendita_id=${pv}`, manager);
    expect(testoCompatto(await pdfText(tr.pdf))).toMatch(new RegExp(`L${domani.replaceAll('-', '')}-\\d+`));
    const j = await t.rest('GET', `/api/piano/trasferimenti?data=${domani}&punto_vendita_id=${pv}&formato=json`, { token: manager });
    expect(j.body.righe.every((r: Row) => /^L\d{8}-\d+$/.test(r.lotto))).toBe(true);
    // the recorded plan reads as it was recorded
    const dopo = await t.rest('GET', `/api/piano?data=${domani}`, { token: operatore });
    expect(dopo.body).toMatchObject({ registrato: true, produzioni_ids: res.body.produzioni_ids });
    expect(riga(dopo.body, g.fiordilatte)).toMatchObject({ vaschette: 2, kg: 10 });
  });
});
