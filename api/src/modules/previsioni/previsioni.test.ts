import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { dataRomaIso } from '../../common/dates.js';
import { piuGiorni } from '../../common/festivi.js';
import { QUERY_COUNTER_HEADER, countQueries } from '../../db/query-counter.js';
import { giorniSql } from '../vetrina/vetrina.sql.js';
import { adatta, backtest, GIORNI_PER_GUSTO, GIORNI_PER_GUSTO_BACKTEST, ingenuo, prevediGiorno, regola4Settimane, type GiornoVendite, type Storia } from './previsioni.model.js';
import { datiPunto } from './previsioni.queries.js';
import { MeteoWorker } from './meteo.worker.js';

/**
 * Issue 32: the forecast's doors (shape, 400s, roles), hand-checked numbers on a history whose
 * answer is known, the backtest's baselines on a hand-computed case, and the weather worker against
 * a local stub of the Open-Meteo format (ok, garbage, no answer, down).
 */
let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let pv = 0;
let altroPv = 0;
let fiordilatte = 0;
let limone = 0;
// the shop's today (Europe/Rome), as the service reads it: the history is dated from it, not from the
// database's current_date (UTC: one day behind from 23:00 to 24:00 UTC in winter)
const oggi = dataRomaIso();
const domani = piuGiorni(oggi, 1);
type Row = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp({ METEO_TIMEOUT_MS: '300' });
  ({ admin, manager, operatore } = await t.tokens());
  pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  altroPv = (await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Chiosco') returning id`))[0]!.id;
  await t.sql(`insert into categorie_gusti (nome) values ('Prova previsioni')`);
  const g = await t.sql<{ id: number; nome: string }>(
    `insert into gusti (nome, categoria_id) select n, (select id from categorie_gusti where nome = 'Prova previsioni')
       from unnest(array['Fiordilatte', 'Limone']) n returning id, nome`,
  );
  fiordilatte = g.find((x) => x.nome === 'Fiordilatte')!.id;
  limone = g.find((x) => x.nome === 'Limone')!.id;
  // 90 days sold out: 6 kg of Fiordilatte and 4 kg of Limone a day (nothing left, no waste)
  await t.sql(
    `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti)
     select ?, ?::date - k, g.id, g.kg, 0 from generate_series(1, 90) k
      cross join (values (?::int, 6), (?::int, 4)) as g(id, kg)`,
    [pv, oggi, fiordilatte, limone],
  );
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/previsioni', () => {
  it('7 days from tomorrow, per flavour: a steady history forecasts itself (6 and 4 kg, interval of width 0); no weather → the note', async () => {
    const res = await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
    expect(res.body.map((r: Row) => r.data)).toEqual([0, 1, 2, 3, 4, 5, 6].flatMap((k) => [piuGiorni(domani, k), piuGiorni(domani, k)]));
    expect(res.body[0]).toEqual({
      data: domani,
      punto_vendita_id: pv,
      gusto_id: fiordilatte,
      gusto_nome: 'Fiordilatte',
      kg_previsti: 6,
      kg_min: 6,
      kg_max: 6,
      temperatura_max: null,
      precipitazioni: null,
      nota: 'previsione meteo non disponibile',
    });
    expect(res.body[1]).toMatchObject({ gusto_id: limone, kg_previsti: 4, kg_min: 4, kg_max: 4 });
    // one day from today + 7, and the GraphQL door
    const ultimo = await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}&dal=${piuGiorni(oggi, 7)}&giorni=1`, { token: admin });
    expect(ultimo.status).toBe(200);
    expect(ultimo.body.map((r: Row) => [r.data, r.kg_previsti])).toEqual([[piuGiorni(oggi, 7), 6], [piuGiorni(oggi, 7), 4]]);
    const gql = await t.gql(`query($pv: Int, $dal: String) { previsioni(puntoVenditaId: $pv, dal: $dal, giorni: 2) { data gustoNome kgPrevisti kgMin kgMax nota } }`, { pv, dal: domani }, manager);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.previsioni).toHaveLength(4);
    expect(gql.data.previsioni[1]).toEqual({ data: domani, gustoNome: 'Limone', kgPrevisti: 4, kgMin: 4, kgMax: 4, nota: 'previsione meteo non disponibile' });
  });

  it('400 in Italian beyond 7 days ahead, for past days and bad input; 404 for an unknown point', async () => {
    const get = (q: string, token = admin) => t.rest('GET', `/api/previsioni?${q}`, { token });
    const troppo = 'La previsione arriva al massimo a 7 giorni da oggi';
    for (const q of [`dal=${piuGiorni(oggi, 8)}`, `dal=${piuGiorni(oggi, 5)}&giorni=4`, `dal=${domani}&giorni=8`]) {
      const r = await get(`punto_vendita_id=${pv}&${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.error, q).toBe(q.endsWith('giorni=8') ? 'Il numero di giorni deve essere un intero da 1 a 7' : troppo);
    }
    expect((await get(`punto_vendita_id=${pv}&dal=${piuGiorni(oggi, -1)}`)).body.error).toBe('La previsione parte da oggi: per i giorni passati usa l’accuratezza');
    expect((await get(`punto_vendita_id=${pv}&giorni=0`)).status).toBe(400);
    expect((await get(`punto_vendita_id=${pv}&dal=2026-13-01`)).body.error).toBe('Data non valida (formato yyyy-MM-dd)');
    expect((await get(`punto_vendita_id=abc`)).status).toBe(400);
    expect((await get(`punto_vendita_id=2147483648`)).status).toBe(400);
    expect((await get('')).body.error).toBe('Seleziona un punto vendita');
    expect((await get('punto_vendita_id=999999')).status).toBe(404);
    const gql = await t.gql(`query($pv: Int, $dal: String) { previsioni(puntoVenditaId: $pv, dal: $dal) { data } }`, { pv, dal: piuGiorni(oggi, 8) }, admin);
    expect(gql.errors?.[0]?.message).toBe(troppo);
  });

  it('roles: an operatore reads only their own point, the backtest is for admin and manager, on both doors', async () => {
    const own = await t.rest('GET', '/api/previsioni', { token: operatore });
    expect(own.status).toBe(200);
    expect(own.body[0].punto_vendita_id).toBe(pv);
    expect((await t.rest('GET', `/api/previsioni?punto_vendita_id=${altroPv}`, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `/api/previsioni/accuratezza?punto_vendita_id=${pv}`, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}`)).status).toBe(401);
    const g1 = await t.gql(`query($pv: Int) { previsioni(puntoVenditaId: $pv) { data } }`, { pv: altroPv }, operatore);
    expect(g1.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const g2 = await t.gql(`query($pv: Int!) { accuratezzaPrevisioni(puntoVenditaId: $pv) { wmapeModello } }`, { pv }, operatore);
    expect(g2.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('statements: the same count with 2 or 8 flavours in the history', async () => {
    const conta = async () =>
      (
        await countQueries((id) =>
          t.app.inject({ method: 'GET', url: `/api/previsioni?punto_vendita_id=${pv}`, headers: { authorization: `Bearer ${manager}`, [QUERY_COUNTER_HEADER]: id } }),
        )
      ).count;
    const prima = await conta();
    await t.sql(
      `with nuovi as (insert into gusti (nome, categoria_id) select 'Extra ' || i, (select id from categorie_gusti where nome = 'Prova previsioni') from generate_series(1, 6) i returning id)
       insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti) select ?, ?::date - 3, id, 1, 0.5 from nuovi`,
      [altroPv, oggi],
    );
    await t.sql(`update vetrina_carichi set punto_vendita_id = ? where punto_vendita_id = ? and data = ?::date - 3 and kg = 1`, [pv, altroPv, oggi]);
    expect(await conta()).toBe(prima);
    expect(prima).toBeLessThanOrEqual(2);
    await t.sql(`delete from vetrina_carichi where kg = 1 and kg_rimasti = 0.5`);
  });
});

describe('the history from the display case rollups (vetrina.venduti-sql.ts)', () => {
  /** The former reading: every flavour of every day of the 730 before `al`, from the raw trays and waste (the vetrina rule). */
  async function storiaGrezza(punto: number, al: string): Promise<Storia> {
    const rows = await t.sql<{ data: string; gusto_id: number; venduti: number }>(
      `with ${giorniSql((a) => `and ${a}.punto_vendita_id = ?`)} select to_char(data, 'YYYY-MM-DD') as data, gusto_id, venduti::float8 as venduti from giorni order by data, gusto_id`,
      [piuGiorni(al, -730), al, punto, piuGiorni(al, -730), al, punto],
    );
    const perData = new Map<string, GiornoVendite>();
    for (const r of rows) {
      let g = perData.get(r.data);
      if (!g) perData.set(r.data, (g = { data: r.data, totale: 0, perGusto: new Map() }));
      if (r.venduti > 0) g.perGusto.set(r.gusto_id, r.venduti);
      g.totale += r.venduti;
    }
    return { giorni: [...perData.values()], meteo: () => undefined, patrono: null };
  }

  it('the same forecast and backtest as from the raw trays and waste, on a noisy history (open trays, waste above the sold kg, closed days)', async () => {
    const rumoroso = (await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Rumoroso') returning id`))[0]!.id;
    const extra = await t.sql<{ id: number }>(
      `insert into gusti (nome, categoria_id) select 'Rumore ' || i, (select id from categorie_gusti where nome = 'Prova previsioni') from generate_series(1, 5) i returning id`,
    );
    const gusti = [fiordilatte, limone, ...extra.map((g) => g.id)];
    // 400 days, every seventh closed; per flavour two trays (one left open on some days) and waste on others
    await t.sql(
      `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti)
       select ?, ?::date - k, g, round((1 + (k * 7 + g * 13) % 11 * 0.37)::numeric, 3),
              case when (k + g) % 13 = 0 then null else round(((k * 3 + g) % 5 * 0.21)::numeric, 3) end
         from generate_series(1, 400) k cross join unnest(?::int[]) g cross join generate_series(1, 2) v
        where k % 7 <> 3 and (k + g + v) % 4 <> 0`,
      [rumoroso, oggi, `{${gusti.join(',')}}`],
    );
    await t.sql(
      `insert into vetrina_scarti (punto_vendita_id, data, gusto_id, kg, motivo)
       select ?, ?::date - k, g, round((0.1 + (k + g) % 9 * 0.45)::numeric, 3), 'qualita'
         from generate_series(1, 400) k cross join unnest(?::int[]) g where (k * g) % 6 = 1`,
      [rumoroso, oggi, `{${gusti.join(',')}}`],
    );
    const ieri = piuGiorni(oggi, -1);
    const grezza = await storiaGrezza(rumoroso, ieri);
    const dati = await datiPunto(t.orm.em.fork(), rumoroso, ieri, ieri, piuGiorni(oggi, -GIORNI_PER_GUSTO));
    const daRollup: Storia = { giorni: dati.giorni, meteo: () => undefined, patrono: null };
    // the same days, the same totals (up to the float sum's order)
    expect(dati.giorni.map((g) => g.data)).toEqual(grezza.giorni.map((g) => g.data));
    dati.giorni.forEach((g, i) => expect(g.totale).toBeCloseTo(grezza.giorni[i]!.totale, 9));
    const [a, b] = [await adatta(grezza, oggi), await adatta(daRollup, oggi)];
    expect(a && b).toBeTruthy();
    for (let d = domani; d <= piuGiorni(oggi, 7); d = piuGiorni(d, 1)) {
      const pa = prevediGiorno(a!, d, undefined);
      const pb = prevediGiorno(b!, d, undefined);
      expect(pb.map((x) => x.gustoId).sort()).toEqual(pa.map((x) => x.gustoId).sort());
      for (const x of pa) {
        const y = pb.find((r) => r.gustoId === x.gustoId)!;
        for (const k of ['kg', 'kgMin', 'kgMax'] as const) expect(y[k]).toBeCloseTo(x[k], 9);
      }
    }
    // the backtest reads the flavours of its own, longer window
    const bt = await datiPunto(t.orm.em.fork(), rumoroso, ieri, ieri, piuGiorni(oggi, -GIORNI_PER_GUSTO_BACKTEST));
    expect(await backtest({ giorni: bt.giorni, meteo: () => undefined, patrono: null }, oggi)).toEqual(await backtest(grezza, oggi));
    // and the door answers the same kg as the raw history, to the gram
    const res = await t.rest('GET', `/api/previsioni?punto_vendita_id=${rumoroso}&giorni=1`, { token: admin });
    expect(res.status).toBe(200);
    const attesi = prevediGiorno(a!, domani, undefined);
    expect(res.body.map((r: Row) => [r.gusto_id, r.kg_previsti]).sort((x: number[], y: number[]) => x[0]! - y[0]!)).toEqual(
      attesi.map((x) => [x.gustoId, Math.round(x.kg * 1000) / 1000]).sort((x, y) => x[0]! - y[0]!),
    );
  });
});

describe('GET /api/previsioni/accuratezza (backtest)', () => {
  it('the steady history: the model, the naive forecast and the 4-week rule are all exact over the 56 days', async () => {
    const res = await t.rest('GET', `/api/previsioni/accuratezza?punto_vendita_id=${pv}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ punto_vendita_id: pv, wmape_modello: 0, wmape_ingenuo: 0, wmape_regola_4_settimane: 0, settimane: 8, giorni: 56 });
    const gql = await t.gql(`query($pv: Int!) { accuratezzaPrevisioni(puntoVenditaId: $pv) { wmapeModello wmapeIngenuo wmapeRegola4Settimane settimane } }`, { pv }, admin);
    expect(gql.data.accuratezzaPrevisioni).toEqual({ wmapeModello: 0, wmapeIngenuo: 0, wmapeRegola4Settimane: 0, settimane: 8 });
    expect((await t.rest('GET', `/api/previsioni/accuratezza`, { token: admin })).status).toBe(400);
  });

  it('the baselines by hand: same weekday last week, and the 4-week mean × trend (DOMAIN.md)', async () => {
    // Fiordilatte sold 6, 5, 4, 6 kg on the same weekday 1, 2, 3, 4 weeks before d, nothing on the other days
    const d = '2026-07-29';
    const giorno = (data: string, kg: number): GiornoVendite => ({ data, totale: kg, perGusto: new Map([[1, kg]]) });
    const perData = new Map([giorno(piuGiorni(d, -7), 6), giorno(piuGiorni(d, -14), 5), giorno(piuGiorni(d, -21), 4), giorno(piuGiorni(d, -28), 6)].map((g) => [g.data, g]));
    expect(ingenuo(perData, d).get(1)).toBe(6);
    // mean (6 + 5 + 4 + 6) / 4 = 5.25; trend: second half (d−14 … d−1) 11 kg against the first 10 kg = +10 %
    expect(regola4Settimane(perData, d).get(1)).toBeCloseTo(5.775, 10);
    // the trend is capped at ±20 %: 2, 2 in the first half and 6, 5 in the second would be +175 %
    perData.set(piuGiorni(d, -21), giorno(piuGiorni(d, -21), 2));
    perData.set(piuGiorni(d, -28), giorno(piuGiorni(d, -28), 2));
    expect(regola4Settimane(perData, d).get(1)).toBeCloseTo(((6 + 5 + 2 + 2) / 4) * 1.2, 10);
    // the backtest of the 5 days with data (d − 28, −21, −14, −7, d: 2, 2, 5, 6, 5 kg): the naive forecast
    // says 0, 2, 2, 5, 6 → errors 2 + 0 + 3 + 1 + 1 = 7 over 20 kg sold = 35 %
    perData.set(d, giorno(d, 5));
    const a = await backtest({ giorni: [...perData.values()].sort((x, y) => x.data.localeCompare(y.data)), meteo: () => undefined, patrono: null }, piuGiorni(d, 1));
    expect(a.giorni).toBe(5);
    expect(a.wmapeIngenuo).toBe(35);
  });
});

describe('weather worker against a stub of the Open-Meteo format', () => {
  let server: http.Server;
  let base = '';
  let modo: 'ok' | 'spazzatura' | 'html' | 'muto' = 'ok';
  const richieste: URL[] = [];

  /** The stub's days: 25 °C and no rain in the past, 31 °C and 2 mm ahead. */
  const giorni = (dal: string, al: string) => {
    const time: string[] = [];
    for (let d = dal; d <= al; d = piuGiorni(d, 1)) time.push(d);
    return {
      latitude: 44.49,
      longitude: 11.34,
      daily_units: { time: 'iso8601', temperature_2m_max: '°C', precipitation_sum: 'mm' },
      daily: { time, temperature_2m_max: time.map((d) => (d < oggi ? 25 : 31)), precipitation_sum: time.map((d) => (d < oggi ? 0 : 2)) },
    };
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      richieste.push(url);
      if (modo === 'muto') return; // never answers
      res.setHeader('content-type', 'application/json');
      if (modo === 'spazzatura') return res.end(JSON.stringify({ daily: { time: [domani], temperature_2m_max: ['caldo'], precipitation_sum: [0] } }));
      if (modo === 'html') return res.end('<html>Service Unavailable</html>');
      const body = url.pathname === '/v1/archive' ? giorni(url.searchParams.get('start_date')!, url.searchParams.get('end_date')!) : giorni(piuGiorni(oggi, -7), piuGiorni(oggi, 7));
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const worker = (url = base) => new MeteoWorker({ orm: t.orm, config: { ...t.config, METEO_URL: url } });
  const stato = async () => (await t.sql<Row>(`select ultimo_errore, ultimo_successo is not null as ok from meteo_aggiornamenti where punto_vendita_id = ?`, [pv]))[0];
  const dovuto = () => t.sql(`update meteo_aggiornamenti set prossimo_tentativo = now() where punto_vendita_id = ?`, [pv]);

  it('coordinates through the sales point door; the worker caches the forecast and the archive; the forecast uses them', async () => {
    const put = await t.rest('PUT', `/api/punti-vendita/${pv}`, { token: admin, body: { latitudine: 44.4939, longitudine: 11.3428, santo_patrono: '10-04' } });
    expect(put.status).toBe(200);
    expect(put.body.puntoVendita).toMatchObject({ latitudine: 44.4939, longitudine: 11.3428, santo_patrono: '10-04' });
    expect((await t.rest('PUT', `/api/punti-vendita/${pv}`, { token: admin, body: { latitudine: 44.5 } })).body.error).toBe('Indica latitudine e longitudine insieme (o nessuna delle due)');
    expect((await t.rest('PUT', `/api/punti-vendita/${pv}`, { token: admin, body: { latitudine: 91, longitudine: 0 } })).status).toBe(400);
    expect((await t.rest('PUT', `/api/punti-vendita/${pv}`, { token: admin, body: { santo_patrono: '13-01' } })).body.error).toBe('Il santo patrono è un giorno nel formato MM-GG (es. 10-04)');
    // the change made the point's weather due (outbox row in the same transaction)
    expect(await t.sql(`select 1 from meteo_aggiornamenti where punto_vendita_id = ? and prossimo_tentativo <= now()`, [pv])).toHaveLength(1);

    expect(await worker().runOnce(oggi)).toBe(1);
    const previsione = richieste.find((u) => u.pathname === '/v1/forecast')!;
    expect(Object.fromEntries(previsione.searchParams)).toMatchObject({ latitude: '44.4939', longitude: '11.3428', daily: 'temperature_2m_max,precipitation_sum', timezone: 'Europe/Rome' });
    const arch = richieste.find((u) => u.pathname === '/v1/archive')!;
    expect([arch.searchParams.get('start_date'), arch.searchParams.get('end_date')]).toEqual([piuGiorni(oggi, -730), piuGiorni(oggi, -8)]);
    expect(await stato()).toEqual({ ultimo_errore: null, ok: true });
    const [c] = await t.sql<Row>(
      `select count(*) filter (where fonte = 'previsione')::int as prev, count(*) filter (where fonte = 'osservato')::int as oss, count(*) filter (where fonte = 'archivio')::int as arch
         from meteo_giorni where punto_vendita_id = ?`,
      [pv],
    );
    expect(c).toEqual({ prev: 8, oss: 7, arch: 723 });

    const res = await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}&giorni=1`, { token: manager });
    expect(res.body[0]).toMatchObject({ data: domani, kg_previsti: 6, temperatura_max: 31, precipitazioni: 2, nota: null });
  });

  it('garbage (a wrong shape, or not JSON): the error is kept, nothing is written, the forecast falls back to the seasonal normal with the note', async () => {
    await t.sql(`delete from meteo_giorni where punto_vendita_id = ? and data >= ?::date`, [pv, oggi]);
    for (const m of ['spazzatura', 'html'] as const) {
      modo = m;
      await dovuto();
      expect(await worker().runOnce(oggi)).toBe(1);
      expect(await stato()).toMatchObject({ ultimo_errore: 'Risposta del servizio meteo non valida' });
    }
    expect(await t.sql(`select 1 from meteo_giorni where punto_vendita_id = ? and data >= ?::date`, [pv, oggi])).toHaveLength(0);
    const res = await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}&giorni=1`, { token: manager });
    expect(res.status).toBe(200);
    // every recorded day was 25 °C and dry: that is the normal
    expect(res.body[0]).toMatchObject({ data: domani, kg_previsti: 6, temperatura_max: 25, precipitazioni: 0, nota: 'previsione meteo non disponibile' });
  });

  it('no answer within the timeout, or the service down: the error says so, the next attempt is later', async () => {
    modo = 'muto';
    await dovuto();
    expect(await worker().runOnce(oggi)).toBe(1);
    expect(await stato()).toMatchObject({ ultimo_errore: 'Il servizio meteo non ha risposto entro 300 ms' });
    // not due again at once (METEO_RIPROVA_DOPO_MS)
    expect(await worker().runOnce(oggi)).toBe(0);
    await dovuto();
    const spento = http.createServer();
    await new Promise<void>((r) => spento.listen(0, '127.0.0.1', r));
    const porta = (spento.address() as AddressInfo).port;
    await new Promise((r) => spento.close(r));
    expect(await worker(`http://127.0.0.1:${porta}`).runOnce(oggi)).toBe(1);
    expect((await stato())!.ultimo_errore).toMatch(/^Servizio meteo non raggiungibile: /);
    const res = await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}&giorni=1`, { token: manager });
    expect(res.body[0]).toMatchObject({ nota: 'previsione meteo non disponibile' });
  });
});

describe('the production suggestion uses the forecast', () => {
  it('tomorrow: kg_suggeriti = the forecast − the kg left at the last closing, source "previsione"; a past day keeps the rule', async () => {
    // yesterday's Fiordilatte tray: 1.5 kg left (its sold kg now 4.5: the history moves a little)
    await t.sql(`update vetrina_carichi set kg_rimasti = 1.5 where punto_vendita_id = ? and gusto_id = ? and data = ?::date - 1`, [pv, fiordilatte, oggi]);
    const prev = await t.rest('GET', `/api/previsioni?punto_vendita_id=${pv}&giorni=1`, { token: manager });
    const kgF = prev.body.find((r: Row) => r.gusto_id === fiordilatte)!.kg_previsti;
    const kgL = prev.body.find((r: Row) => r.gusto_id === limone)!.kg_previsti;
    const res = await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=${pv}&data=${domani}`, { token: operatore });
    expect(res.status).toBe(200);
    expect(res.body.find((r: Row) => r.gusto_id === fiordilatte)).toMatchObject({ kg_previsti: kgF, rimasti: 1.5, kg_suggeriti: Math.round((kgF - 1.5) * 1000) / 1000, fonte: 'previsione' });
    expect(res.body.find((r: Row) => r.gusto_id === limone)).toMatchObject({ kg_previsti: kgL, rimasti: 0, kg_suggeriti: kgL, fonte: 'previsione' });
    // a past day keeps the 4-week rule
    const passato = await t.rest('GET', `/api/vetrina/suggerimento?punto_vendita_id=${pv}&data=${piuGiorni(oggi, -1)}`, { token: manager });
    expect(passato.body.every((r: Row) => r.fonte === 'media_4_settimane' && r.kg_previsti === null)).toBe(true);
    expect(passato.body.find((r: Row) => r.gusto_id === limone)).toMatchObject({ media: 4, kg_suggeriti: 4 });
  });
});
