import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { creaCategoria, creaIngredientiAllergeni } from '../../../test/allergeni.fixtures.js';
import { configuraPianoDiProva } from '../../../test/piano.fixtures.js';
import { attesoDatabasePerso, numeriFuori, prontoEntro, scritturaInterrotta, servitaEntro10s, terminaConnessioni } from '../../../test/guasti.js';
import { dataRomaIso, OGGI_ROMA_SQL } from '../../common/dates.js';
import { piuGiorni } from '../../common/festivi.js';

/**
 * Recording the plan (POST /api/piano/registra with an Idempotency-Key) when the app's database
 * connections are terminated ("Faults are normal"): the request is answered quickly (never hangs),
 * the recording is whole (the plan marked recorded, its production with its lines and lot
 * consumptions, the key with its answer) or nothing at all, and the retry with the same key records
 * it once, within seconds.
 *
 * The plan of each day: Fiordilatte alone, sold out at Gelateria Centro for 90 days, so a recording
 * is one production with one line.
 */
const suPostgres = !!process.env.DATABASE_URL;
let t: TestApp;
let manager: string;
let gusto = 0;
const oggi = dataRomaIso();

type Stato = Record<'produzioni' | 'righe' | 'consumi' | 'registrati' | 'chiavi', number>;
const stato = (): Promise<Stato> =>
  numeriFuori(t, {
    produzioni: 'select count(*)::int from produzioni',
    righe: 'select count(*)::int from produzione_righe',
    consumi: 'select count(*)::int from consumi_lotti',
    registrati: 'select count(*)::int from piani where registrato_il is not null',
    chiavi: "select count(*)::int from idempotenza where ambito = 'piano.registra'",
  });
const registra = (data: string, chiave: string) => t.rest('POST', `/api/piano/registra?data=${data}`, { token: manager, headers: { 'idempotency-key': chiave } });

/** What one recording adds: a plan recorded, its production, one line, its consumptions (one per recipe line with stock or not), its key. */
function registrato(prima: Stato, dopo: Stato) {
  expect(dopo).toMatchObject({ produzioni: prima.produzioni + 1, righe: prima.righe + 1, registrati: prima.registrati + 1, chiavi: prima.chiavi + 1 });
  expect(dopo.consumi).toBeGreaterThanOrEqual(prima.consumi);
}

beforeAll(async () => {
  if (!suPostgres) return;
  t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '8000' });
  const admin = await t.token('admin');
  manager = await t.token('manager');
  const ids = await creaIngredientiAllergeni(t);
  const categoria = await creaCategoria(t, 'Piano guasti');
  const res = await t.rest('POST', '/api/gusti', {
    token: admin,
    body: { nome: 'Fiordilatte', categoria, ingredienti: [{ ingrediente_id: ids.latte, quantita: 0.8, unita: 'l' }, { ingrediente_id: ids.zucchero, quantita: 176, unita: 'g' }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  gusto = res.body.id as number;
  const pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  // 90 days sold out: 6 kg of Fiordilatte a day
  await t.sql(`insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti) select ?, ${OGGI_ROMA_SQL} - k, ?, 6, 0 from generate_series(1, 90) k`, [pv, gusto]);
  await configuraPianoDiProva(t, manager, [{ punto_vendita_id: pv, gusto_id: gusto }]);
}, 120_000);
afterAll(async () => t?.close());

describe.skipIf(!suPostgres)('recording the plan with the database connections terminated', () => {
  it('terminated in the middle of the recording (production written, the activity log waiting): 503 in Italian within 5 s, nothing recorded; the retry with the same key records it once, within seconds', async () => {
    const data = piuGiorni(oggi, 1);
    const prima = await stato();
    const { res, ms } = await scritturaInterrotta(t, 'log_attivita', ['idempotenza', 'piani', 'produzioni', 'produzione_righe'], () => registra(data, 'guasti-piano-1'));
    attesoDatabasePerso(res);
    expect(ms).toBeLessThan(5_000);
    expect(await stato()).toEqual(prima);

    const ancora = await servitaEntro10s(t, () => registra(data, 'guasti-piano-1'));
    expect(ancora.body).toMatchObject({ data, registrato: true });
    expect(ancora.body.produzioni_ids).toHaveLength(1);
    registrato(prima, await stato());
    // sent once more (the answer lost again): the same answer, nothing written twice
    const replica = await registra(data, 'guasti-piano-1');
    expect([replica.status, replica.body]).toEqual([201, ancora.body]);
    registrato(prima, await stato());
  });

  it('terminated just before the recording arrives: 201 or a 503 in Italian, whole or nothing; the retry with the same key ends recorded once', async () => {
    const data = piuGiorni(oggi, 2);
    const prima = await stato();
    expect(await terminaConnessioni(t)).toBeGreaterThan(0);
    const inizio = Date.now();
    const res = await registra(data, 'guasti-piano-2');
    expect(Date.now() - inizio).toBeLessThan(5_000);
    if (res.status === 201) registrato(prima, await stato());
    else {
      attesoDatabasePerso(res);
      expect(await stato()).toEqual(prima);
    }
    const ancora = await servitaEntro10s(t, () => registra(data, 'guasti-piano-2'));
    if (res.status === 201) expect(ancora.body).toEqual(res.body);
    registrato(prima, await stato());
  });

  it('a recording answered 201 is kept when the connections are terminated right after: the plan reads recorded with its production', async () => {
    const data = piuGiorni(oggi, 3);
    const prima = await stato();
    const res = await registra(data, 'guasti-piano-3');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await terminaConnessioni(t)).toBeGreaterThan(0);
    expect(await prontoEntro(t, Date.now())).toBe(200);
    registrato(prima, await stato());
    const letto = await t.rest('GET', `/api/piano?data=${data}`, { token: manager });
    expect(letto.body).toMatchObject({ registrato: true, produzioni_ids: res.body.produzioni_ids });
  });
});
