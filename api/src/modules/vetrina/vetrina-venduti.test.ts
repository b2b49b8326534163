import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { rebuildRollups } from '../analytics/analytics.service.js';
import { giorniSql } from './vetrina.sql.js';

/**
 * The display case's sold-kg rollups (vetrina.venduti-sql.ts: vetrina_venduti_gusto per point, day and
 * flavour, vetrina_venduti_giorno per point and day) follow every write of trays and waste, in the
 * writer's statement: hand-computed cells, and after every step equal to the vetrina rule computed
 * from the raw rows (giorniSql, the forecast's former source).
 *
 * PV, 2026-06-10, Fiordilatte (FI): trays 5 kg (2 left) and 3 kg (open: not counted), waste 0.5 kg
 *   → loaded 5, left 2, waste 0.5, sold 2.5; Limone (LI): tray 2 kg, 2.5 kg of waste → sold 0 (never
 *   below 0), a cell with data; the day: 2.5 kg over 2 cells.
 */
let t: TestApp;
let pv = 0;
let altroPv = 0;
let fi = 0;
let li = 0;
const GIORNO = '2026-06-10';

type Row = Record<string, string | number>;

const celle = () =>
  t.sql<Row>(
    `select punto_vendita_id, data::text, gusto_id, kg_caricati::text, kg_rimasti::text, kg_scarto::text, vaschette, scarti
       from vetrina_venduti_gusto where vaschette > 0 or scarti > 0 order by 1, 2, 3`,
  );
const giorni = () => t.sql<Row>(`select punto_vendita_id, data::text, kg_venduti::text, celle from vetrina_venduti_giorno where celle > 0 order by 1, 2`);

/** Both tables equal the vetrina rule over the raw rows (cells with data; days: their sold kg summed and counted). */
async function coerenti() {
  const regola = `with ${giorniSql(() => '', () => 'true')} select * from giorni`;
  const diff = await t.sql(
    `with r as (${regola}),
     c as (select punto_vendita_id, data, gusto_id, greatest(kg_caricati - kg_rimasti - kg_scarto, 0) as venduti from vetrina_venduti_gusto where vaschette > 0 or scarti > 0),
     g as (select punto_vendita_id, data, kg_venduti, celle from vetrina_venduti_giorno where celle > 0),
     rg as (select punto_vendita_id, data, sum(venduti) as kg_venduti, count(*)::int as celle from r group by 1, 2)
     (select 'cella in più', punto_vendita_id, data, gusto_id, venduti from c except select 'cella in più', punto_vendita_id, data, gusto_id, venduti from r)
     union all (select 'cella mancante', punto_vendita_id, data, gusto_id, venduti from r except select 'cella mancante', punto_vendita_id, data, gusto_id, venduti from c)
     union all (select 'giorno in più', punto_vendita_id, data, celle, kg_venduti from g except select 'giorno in più', punto_vendita_id, data, celle, kg_venduti from rg)
     union all (select 'giorno mancante', punto_vendita_id, data, celle, kg_venduti from rg except select 'giorno mancante', punto_vendita_id, data, celle, kg_venduti from g)`,
  );
  expect(diff).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  altroPv = (await t.sql<{ id: number }>(`insert into punti_vendita (nome) values ('Chiosco venduti') returning id`))[0]!.id;
  await t.sql(`insert into categorie_gusti (nome) values ('Prova venduti')`);
  const g = await t.sql<{ id: number; nome: string }>(
    `insert into gusti (nome, categoria_id) select n, (select id from categorie_gusti where nome = 'Prova venduti') from unnest(array['FI venduti', 'LI venduti']) n returning id, nome`,
  );
  fi = g.find((x) => x.nome === 'FI venduti')!.id;
  li = g.find((x) => x.nome === 'LI venduti')!.id;
}, 120_000);
afterAll(async () => t?.close());

describe('vetrina_venduti_gusto and vetrina_venduti_giorno', () => {
  it('insert: trays (open ones do not count), waste, sold never below 0; one statement of several rows', async () => {
    await t.sql(
      `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti)
       values (?, ?::date, ?, 5, 2), (?, ?::date, ?, 3, null), (?, ?::date, ?, 2, 0)`,
      [pv, GIORNO, fi, pv, GIORNO, fi, pv, GIORNO, li],
    );
    await t.sql(`insert into vetrina_scarti (punto_vendita_id, data, gusto_id, kg, motivo) values (?, ?::date, ?, 0.5, 'caduto'), (?, ?::date, ?, 2.5, 'scaduto')`, [
      pv, GIORNO, fi, pv, GIORNO, li,
    ]);
    expect(await celle()).toEqual([
      { punto_vendita_id: pv, data: GIORNO, gusto_id: fi, kg_caricati: '5.000', kg_rimasti: '2.000', kg_scarto: '0.500', vaschette: 1, scarti: 1 },
      { punto_vendita_id: pv, data: GIORNO, gusto_id: li, kg_caricati: '2.000', kg_rimasti: '0.000', kg_scarto: '2.500', vaschette: 1, scarti: 1 },
    ].sort((a, b) => a.gusto_id - b.gusto_id));
    expect(await giorni()).toEqual([{ punto_vendita_id: pv, data: GIORNO, kg_venduti: '2.500', celle: 2 }]);
    await coerenti();
  });

  it('update: the open tray weighed back (1 kg left), a waste row corrected, a tray moved to another day and point', async () => {
    // FI: loaded 5 + 3, left 2 + 1, waste 0.5 → sold 4.5
    await t.sql(`update vetrina_carichi set kg_rimasti = 1 where punto_vendita_id = ? and gusto_id = ? and kg_rimasti is null`, [pv, fi]);
    // LI: waste 2.5 → 1.5: sold 2 − 0 − 1.5 = 0.5
    await t.sql(`update vetrina_scarti set kg = 1.5 where punto_vendita_id = ? and gusto_id = ?`, [pv, li]);
    expect(await giorni()).toEqual([{ punto_vendita_id: pv, data: GIORNO, kg_venduti: '5.000', celle: 2 }]);
    // FI's 5 kg tray to the other point the next day: PV keeps 3 − 1 − 0.5 = 1.5, the other point sells 3
    await t.sql(`update vetrina_carichi set punto_vendita_id = ?, data = ?::date + 1 where punto_vendita_id = ? and gusto_id = ? and kg = 5`, [altroPv, GIORNO, pv, fi]);
    expect(await giorni()).toEqual([
      { punto_vendita_id: pv, data: GIORNO, kg_venduti: '2.000', celle: 2 },
      { punto_vendita_id: altroPv, data: '2026-06-11', kg_venduti: '3.000', celle: 1 },
    ]);
    // an update that changes no kg (the row's timestamp) leaves both tables as they are
    const prima = [await celle(), await giorni()];
    await t.sql(`update vetrina_carichi set updated_at = now() where punto_vendita_id = ?`, [pv]);
    expect([await celle(), await giorni()]).toEqual(prima);
    await coerenti();
  });

  it('delete: the last rows of a cell leave no day with data; a weigh-back undone (left back to null) stops counting the tray', async () => {
    await t.sql(`delete from vetrina_carichi where punto_vendita_id = ?`, [altroPv]);
    expect((await giorni()).filter((g) => g.punto_vendita_id === altroPv)).toEqual([]);
    await t.sql(`update vetrina_carichi set kg_rimasti = null where punto_vendita_id = ? and gusto_id = ?`, [pv, fi]);
    // FI: only waste 0.5 left → sold 0, still a cell with data (waste); LI: 0.5
    expect(await giorni()).toEqual([{ punto_vendita_id: pv, data: GIORNO, kg_venduti: '0.500', celle: 2 }]);
    await t.sql(`delete from vetrina_scarti where punto_vendita_id = ? and gusto_id = ?`, [pv, fi]);
    expect(await giorni()).toEqual([{ punto_vendita_id: pv, data: GIORNO, kg_venduti: '0.500', celle: 1 }]);
    await coerenti();
  });

  it('a bulk load with the rollups switched off is fixed by rebuildRollups; a truncate rebuilds from what is left', async () => {
    await t.orm.em.fork().transactional(async (tx) => {
      await tx.execute(`set local gelatiere.analytics_rollup = 'off'`);
      await tx.execute(
        `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti)
         select ?, ?::date - k, g, 4, 1 from generate_series(1, 30) k cross join unnest(array[?, ?]::int[]) g`,
        [pv, GIORNO, fi, li],
      );
    });
    expect(await giorni()).toHaveLength(1); // nothing moved while off
    await rebuildRollups(t.orm.em.fork());
    expect(await giorni()).toHaveLength(31);
    await coerenti();
    await t.sql(`truncate vetrina_scarti`);
    await coerenti();
    expect((await giorni()).find((g) => g.data === GIORNO)).toEqual({ punto_vendita_id: pv, data: GIORNO, kg_venduti: '2.000', celle: 1 });
    // the check sees a wrong day (and the rebuild mends it)
    await t.sql(`update vetrina_venduti_giorno set kg_venduti = kg_venduti + 0.001 where punto_vendita_id = ? and data = ?::date`, [pv, GIORNO]);
    await expect(coerenti()).rejects.toThrow();
    await rebuildRollups(t.orm.em.fork());
    await coerenti();
  });
});
