import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { rebuildRollups } from './analytics.service.js';

/**
 * analytics_margini_mese (the production side of the real margins, analytics.margini-sql.ts) follows
 * analytics_gusti_mese on every write: hand-computed cells, and always equal to a GROUP BY of the
 * half-month / operator rollup; its two sums (per flavour and month, per point and year) always equal the cells summed.
 *
 * PV1, Fiordilatte (FI): A 2025-06-05 no operator 10 kg @2.00 + Fragola (FR) 2 kg @3.00;
 *                        B 2025-06-20 operator U 4 kg @2.50.
 * Cell (2025, 6, PV1, FI): kg 14, cost 20 + 10 = 30; (2025, 6, PV1, FR): kg 2, cost 6.
 */

let t: TestApp;
const ids = {} as Record<'pv1' | 'fi' | 'fr' | 'u' | 'a' | 'b', number>;
const one = async (text: string, params: unknown[] = []) => (await t.sql<{ id: number }>(text, params))[0]!.id;

async function produzione(data: string, operatore: number | null, righe: [number, number, number][]) {
  const id = await one(`insert into produzioni (data, punto_vendita_id, operatore_id, kg_totale, costo_totale) values (?::date, ?, ?, 0, 0) returning id`, [data, ids.pv1, operatore]);
  for (const [g, q, c] of righe) await t.sql(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, ?, ?)`, [id, g, q, c]);
  await t.sql(
    `update produzioni p set kg_totale = x.kg, costo_totale = x.costo from (select sum(quantita_kg) kg, sum(quantita_kg * food_cost) costo from produzione_righe where produzione_id = ?) x where p.id = ?`,
    [id, id],
  );
  return id;
}

/** Non-zero cells of the table, as 'anno-mese-gusto' -> [kg, cost]. */
async function celle() {
  const rows = await t.sql<{ anno: number; mese: number; gusto_id: number; kg: string; costo: string }>(
    `select anno, mese, gusto_id, kg::text, costo::text from analytics_margini_mese where kg <> 0 or costo <> 0 order by 1, 2, 3`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.anno}-${r.mese}-${r.gusto_id === ids.fi ? 'FI' : 'FR'}`, [Number(r.kg), Number(r.costo)]]));
}

/** The table equals the GROUP BY of analytics_gusti_mese over half months and operators. */
async function coerente() {
  const diff = await t.sql(
    `(select anno, mese, punto_vendita_id, gusto_id, kg, costo from analytics_margini_mese where kg <> 0 or costo <> 0
      except select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo) from analytics_gusti_mese group by 1, 2, 3, 4 having sum(kg) <> 0 or sum(costo) <> 0)
     union all
     (select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo) from analytics_gusti_mese group by 1, 2, 3, 4 having sum(kg) <> 0 or sum(costo) <> 0
      except select anno, mese, punto_vendita_id, gusto_id, kg, costo from analytics_margini_mese where kg <> 0 or costo <> 0)`,
  );
  expect(diff).toEqual([]);
  await coerentePerGusto();
}

/**
 * Both sums of the cells (analytics_margini_gusto_mese over points, analytics_margini_pv_anno over
 * months) equal a GROUP BY of the cells: estimated cells (kg <> 0) and real cells apart, with their
 * counts (rows whose counts fell to 0 may stay, all zero).
 */
async function coerentePerGusto() {
  for (const [tabella, chiave] of [
    ['analytics_margini_gusto_mese', 'anno, mese, gusto_id'],
    ['analytics_margini_pv_anno', 'anno, punto_vendita_id, gusto_id'],
  ] as const) {
    const somme = `select ${chiave},
         sum(case when not reale and kg <> 0 then kg else 0 end) kg_stimato, sum(case when not reale and kg <> 0 then costo else 0 end) costo_stimato,
         sum(case when reale then kg_venduti else 0 end) kg_venduti, sum(case when reale then costo_foto else 0 end) costo_foto,
         sum(case when reale then kg_senza_foto else 0 end) kg_senza_foto,
         count(*) filter (where not reale and kg <> 0)::int celle_stimate, count(*) filter (where reale)::int celle_reali
    from analytics_margini_mese group by 1, 2, 3 having count(*) filter (where reale or kg <> 0) > 0`;
    const righe = `select ${chiave}, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali
    from ${tabella} where celle_stimate + celle_reali > 0`;
    expect(await t.sql(`(${somme} except ${righe}) union all (${righe} except ${somme})`)).toEqual([]);
    expect(await t.sql(`select * from ${tabella} where celle_stimate + celle_reali = 0 and (kg_stimato <> 0 or kg_venduti <> 0 or costo_stimato <> 0 or costo_foto <> 0)`)).toEqual([]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ids.pv1 = await one(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  ids.u = await one(`select id from utenti order by id limit 1`);
  const cat = await one(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`);
  ids.fi = await one(`insert into gusti (nome, categoria_id, colore) values ('Fiordilatte', ?, '#fffdf0') returning id`, [cat]);
  ids.fr = await one(`insert into gusti (nome, categoria_id, colore) values ('Fragola', ?, '#fc5a8d') returning id`, [cat]);
  ids.a = await produzione('2025-06-05', null, [[ids.fi, 10, 2], [ids.fr, 2, 3]]);
  ids.b = await produzione('2025-06-20', ids.u, [[ids.fi, 4, 2.5]]);
});
afterAll(async () => t?.close());

describe('analytics_margini_mese', () => {
  it('sums half months and operators per (month, point, flavour) on insert', async () => {
    expect(await celle()).toEqual({ '2025-6-FI': [14, 30], '2025-6-FR': [2, 6] });
    await coerente();
  });

  it('follows line updates, production moves and deletions', async () => {
    await t.sql(`update produzione_righe set quantita_kg = 6 where produzione_id = ? and gusto_id = ?`, [ids.a, ids.fi]);
    // FI: 6 × 2 + 4 × 2.5 = 22
    expect(await celle()).toEqual({ '2025-6-FI': [10, 22], '2025-6-FR': [2, 6] });
    await t.sql(`update produzioni set data = '2025-07-02' where id = ?`, [ids.b]);
    expect(await celle()).toEqual({ '2025-6-FI': [6, 12], '2025-6-FR': [2, 6], '2025-7-FI': [4, 10] });
    await coerente();
    await t.sql(`delete from produzioni where id = ?`, [ids.a]);
    expect(await celle()).toEqual({ '2025-7-FI': [4, 10] });
    await coerente();
  });

  it('a cell carries both sides: a tray and waste make it real, removing them gives the estimate back, the production stays', async () => {
    // July, PV1, Fiordilatte: produced 4 kg (cost 10); a tray of 3 kg weighed back at 0.5, waste 0.5 -> sold 2 kg
    const carico = await one(
      `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, kg, kg_rimasti) values (?, '2025-07-03', ?, 3, 0.5) returning id`,
      [ids.pv1, ids.fi],
    );
    const scarto = await one(`insert into vetrina_scarti (punto_vendita_id, data, gusto_id, kg, motivo) values (?, '2025-07-03', ?, 0.5, 'caduto') returning id`, [
      ids.pv1,
      ids.fi,
    ]);
    const cella = async () =>
      (
        await t.sql<Record<string, string | boolean>>(
          `select reale, kg::text, costo::text, kg_caricati::text, kg_scarto::text, kg_venduti::text, kg_senza_foto::text
             from analytics_margini_mese where anno = 2025 and mese = 7 and punto_vendita_id = ? and gusto_id = ?`,
          [ids.pv1, ids.fi],
        )
      )[0];
    expect(await cella()).toEqual({ reale: true, kg: '4.000', costo: '10.0000000', kg_caricati: '3.000', kg_scarto: '0.500', kg_venduti: '2.000', kg_senza_foto: '2.0000000' });
    await t.sql(`truncate analytics_gusti_mese`);
    expect(await cella()).toMatchObject({ reale: true, kg: '0.000', kg_venduti: '2.000' });
    await rebuildRollups(t.orm.em.fork());
    expect(await cella()).toMatchObject({ reale: true, kg: '4.000', costo: '10.0000000', kg_venduti: '2.000' });
    await t.sql(`delete from vetrina_carichi where id = ?`, [carico]);
    expect(await cella()).toMatchObject({ reale: true, kg_caricati: '0.000', kg_scarto: '0.500', kg_venduti: '0.000' });
    await t.sql(`delete from vetrina_scarti where id = ?`, [scarto]);
    expect(await cella()).toEqual({ reale: false, kg: '4.000', costo: '10.0000000', kg_caricati: '0.000', kg_scarto: '0.000', kg_venduti: '0.000', kg_senza_foto: '0.0000000' });
    await coerente();
  });

  it('rebuildRollups and a truncate of the productions rebuild it', async () => {
    await t.sql(`delete from analytics_margini_mese`);
    await rebuildRollups(t.orm.em.fork());
    expect(await celle()).toEqual({ '2025-7-FI': [4, 10] });
    await coerente();
    await t.sql(`truncate produzione_righe, produzioni cascade`);
    expect(await celle()).toEqual({});
    await coerentePerGusto();
    await t.sql(`truncate analytics_margini_mese`);
    expect(await t.sql(`select * from analytics_margini_gusto_mese union all select * from analytics_margini_pv_anno`)).toEqual([]);
  });
});
