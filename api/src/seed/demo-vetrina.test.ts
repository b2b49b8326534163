import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { dataRomaIso, OGGI_ROMA_SQL } from '../common/dates.js';
import { rebuildRollups } from '../modules/analytics/analytics.service.js';
import { DEMO_PUNTI_VENDITA } from './demo-organizzazione.js';

/** The demo dataset's display case: a year of trays from the productions, weigh-backs and seasonal waste. */
let t: TestApp;
let admin: string;
type Row = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true' });
  ({ admin } = await t.tokens());
}, 120_000);
afterAll(async () => t?.close());

describe('demo display case', () => {
  it('a tray per production line of the last year; past trays weighed back, today\'s open; waste 3–8 % by season', async () => {
    const [r] = await t.sql<Row>(
      `select (select count(*) from vetrina_carichi)::int as carichi,
              (select count(*) from produzione_righe x join produzioni p on p.id = x.produzione_id where p.data > ${OGGI_ROMA_SQL} - 365)::int as righe,
              (select count(*) from vetrina_carichi where produzione_riga_id is null)::int as senza_riga,
              (select count(*) from vetrina_carichi where data < ${OGGI_ROMA_SQL} and kg_rimasti is null)::int as passati_aperti,
              (select count(*) from vetrina_carichi where data = ${OGGI_ROMA_SQL} and kg_rimasti is not null)::int as oggi_chiusi,
              (select count(*) from listino)::int as prezzi`,
    );
    expect(r!.carichi).toBeGreaterThan(1000);
    expect(r!.carichi).toBe(r!.righe);
    expect(r!.senza_riga).toBe(0);
    expect(r!.passati_aperti).toBe(0);
    expect(r!.oggi_chiusi).toBe(0);
    expect(r!.prezzi).toBeGreaterThan(0);
    const mesi = await t.sql<Row>(
      `select extract(month from c.data)::int as mese, (sum(s.kg) / sum(c.kg) * 100)::float8 as scarto
         from (select data, punto_vendita_id, sum(kg) kg from vetrina_carichi where data < ${OGGI_ROMA_SQL} group by 1, 2) c
         left join (select data, punto_vendita_id, sum(kg) kg from vetrina_scarti group by 1, 2) s using (data, punto_vendita_id)
        group by 1 order by 1`,
    );
    const scarto = new Map(mesi.map((m) => [m.mese, m.scarto]));
    for (const v of scarto.values()) {
      expect(v).toBeGreaterThan(2.5);
      expect(v).toBeLessThan(8.5);
    }
    expect(scarto.get(7)).toBeGreaterThan(scarto.get(1)!);
  });

  it('the portion price list is filled: every active sales point sells cones, cups and tubs, the kiosk dearer', async () => {
    const res = await t.rest('GET', '/api/listino/porzioni', { token: admin });
    expect(res.status).toBe(200);
    // the demo's points (the test app adds its own after seeding)
    const punti = await t.sql<Row>(`select min(id) as id, nome from punti_vendita where attivo and nome in (?) group by nome order by 1`, [DEMO_PUNTI_VENDITA.map((p) => p.nome)]);
    expect(punti).toHaveLength(DEMO_PUNTI_VENDITA.length);
    expect(punti.length).toBeGreaterThan(0);
    const prezzo = (pv: number, tipo: string) => res.body.find((p: Row) => p.punto_vendita_id === pv && p.tipo === tipo)?.prezzo;
    for (const pv of punti) {
      const tipi = res.body.filter((p: Row) => p.punto_vendita_id === pv.id).map((p: Row) => p.tipo).sort();
      expect(tipi, pv.nome).toEqual(['cono', 'coppetta_grande', 'coppetta_media', 'coppetta_piccola', 'vaschetta_1000', 'vaschetta_500']);
      const extra = /chiosco/i.test(pv.nome) ? 0.5 : 0;
      expect([prezzo(pv.id, 'cono'), prezzo(pv.id, 'coppetta_media'), prezzo(pv.id, 'vaschetta_1000')]).toEqual([2.8 + extra, 3.5 + extra, 22]);
    }
    // a cup of 160 g at 3,50 € is 21,88 €/kg
    const centro = punti.find((p) => p.nome === 'Gelateria Centro');
    expect(res.body.find((p: Row) => p.punto_vendita_id === centro?.id && p.tipo === 'coppetta_media')?.prezzo_kg).toBe(21.88);
  });

  it('the margin rollup equals its rebuild; last month\'s margins are real, the month a year ago is estimated', async () => {
    const snap = () => t.sql(`select anno, mese, punto_vendita_id, gusto_id, kg_venduti::text, round(costo_foto, 4)::text as c from analytics_margini_mese where reale order by 1, 2, 3, 4`);
    const before = await snap();
    expect(before.length).toBeGreaterThan(0);
    await rebuildRollups(t.orm.em.fork());
    expect(await snap()).toEqual(before);
    const [d] = await t.sql<Row>(
      `select extract(year from ${OGGI_ROMA_SQL} - interval '1 month')::int as a1, extract(month from ${OGGI_ROMA_SQL} - interval '1 month')::int as m1,
              extract(year from ${OGGI_ROMA_SQL} - interval '13 months')::int as a2, extract(month from ${OGGI_ROMA_SQL} - interval '13 months')::int as m2`,
    );
    const scorso = await t.rest('GET', `/api/analytics/margini?anno=${d!.a1}&mese=${d!.m1}`, { token: admin });
    expect(scorso.status).toBe(200);
    expect(scorso.body.totale.margine_fonte).toBe('reale');
    expect(scorso.body.totale.margine).toBeGreaterThan(0);
    const vecchio = await t.rest('GET', `/api/analytics/margini?anno=${d!.a2}&mese=${d!.m2}`, { token: admin });
    if (vecchio.body.totale.kg > 0) expect(vecchio.body.totale.margine_fonte).toBe('stimato');
  });

  it("the demo is dated by Rome's day, whatever the database server's time zone (its current_date is that zone's day)", async () => {
    for (const zona of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'Europe/Rome']) {
      const [r] = await t.sql<Row>(`with z as (select set_config('TimeZone', ?, true)) select ${OGGI_ROMA_SQL}::text as oggi from z`, [zona]);
      expect(r?.oggi, zona).toBe(dataRomaIso());
    }
  });
});
