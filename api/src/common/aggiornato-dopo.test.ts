import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { MSG_AGGIORNATO_DOPO } from './aggiornato-dopo.js';

/** `aggiornato_dopo` on the three lists an integrator syncs from (REST and GraphQL). */
let t: TestApp;
let admin: string;
const ids = { gustoVecchio: 0, gustoRicetta: 0, gustoModificato: 0, ingVecchio: 0, ingModificato: 0, prodVecchia: 0, prodModificata: 0 };
let soglia = '';

const one = async (query: string, params: unknown[] = []) => (await t.sql<{ id: number }>(query, params))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.tokens());
  const pv = await one(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  const categoria = await one(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`);
  const gusto = (nome: string) => one(`insert into gusti (nome, categoria_id) values (?, ?) returning id`, [nome, categoria]);
  const ingrediente = (nome: string) => one(`insert into ingredienti (nome, fornitore, costo_per_unita) values (?, 'Fornitore', 2) returning id`, [nome]);
  ids.gustoVecchio = await gusto('Fiordilatte');
  ids.gustoRicetta = await gusto('Pistacchio');
  ids.gustoModificato = await gusto('Nocciola');
  ids.ingVecchio = await ingrediente('Latte');
  ids.ingModificato = await ingrediente('Zucchero');
  const produzione = () => one(`insert into produzioni (data, punto_vendita_id) values ('2026-07-01', ?) returning id`, [pv]);
  ids.prodVecchia = await produzione();
  ids.prodModificata = await produzione();
  await t.sql(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, 2, 1), (?, ?, 3, 1)`, [
    ids.prodVecchia, ids.gustoVecchio, ids.prodModificata, ids.gustoVecchio,
  ]);
  // every row above was written before the threshold; what follows changes some of them after it
  soglia = (await t.sql<{ t: string }>(`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t`))[0]!.t;
  // the writes below must fall strictly after the threshold: wait until the database's clock has passed it
  while (!(await t.sql<{ passato: boolean }>(`select clock_timestamp() > ?::timestamptz as passato`, [soglia]))[0]!.passato);
  expect((await t.rest('PUT', `/api/gusti/${ids.gustoModificato}`, { token: admin, body: { descrizione: 'Tonda gentile' } })).status).toBe(200);
  expect((await t.rest('PUT', `/api/ingredienti/${ids.ingModificato}`, { token: admin, body: { costo_per_unita: 3 } })).status).toBe(200);
  // a recipe line touches its flavour, a production line its production (any writer: raw SQL here)
  await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 1, 'kg')`, [ids.gustoRicetta, ids.ingVecchio]);
  await t.sql(`update produzione_righe set quantita_kg = 4 where produzione_id = ?`, [ids.prodModificata]);
});

afterAll(async () => {
  await t.close();
});

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);

describe('aggiornato_dopo (REST)', () => {
  it('GET /api/gusti returns only flavours changed after the instant (recipe lines included)', async () => {
    const res = await t.rest('GET', `/api/gusti?aggiornato_dopo=${encodeURIComponent(soglia)}`, { token: admin });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(sorted(ids.gustoRicetta, ids.gustoModificato));
    // without the filter, the list is unchanged
    const all = await t.rest('GET', '/api/gusti', { token: admin });
    expect(idsOf(all.body)).toEqual(sorted(ids.gustoVecchio, ids.gustoRicetta, ids.gustoModificato));
  });

  it('GET /api/ingredienti returns only the ingredient changed after the instant', async () => {
    const res = await t.rest('GET', `/api/ingredienti?aggiornato_dopo=${encodeURIComponent(soglia)}`, { token: admin });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.ingModificato]);
  });

  it('GET /api/produzione returns only the production whose lines changed after the instant, with its total', async () => {
    const res = await t.rest('GET', `/api/produzione?aggiornato_dopo=${encodeURIComponent(soglia)}`, { token: admin });
    expect(res.status).toBe(200);
    expect(idsOf(res.body.produzioni)).toEqual([ids.prodModificata]);
    expect(res.body.total).toBe(1);
  });

  it('a bad instant is a 400 with an Italian message on every list', async () => {
    for (const url of ['/api/gusti', '/api/ingredienti', '/api/produzione']) {
      for (const bad of ['ieri', '2026-13-45T99:00:00Z', '12345']) {
        const res = await t.rest('GET', `${url}?aggiornato_dopo=${encodeURIComponent(bad)}`, { token: admin });
        expect(res.status, `${url} ${bad}`).toBe(400);
        expect(res.body).toEqual({ error: MSG_AGGIORNATO_DOPO });
      }
    }
  });
});

describe('aggiornatoDopo (GraphQL)', () => {
  it('filters gusti, ingredienti and produzioni the same way', async () => {
    const res = await t.gql<{ gusti: { id: number }[]; ingredienti: { id: number }[]; produzioni: { righe: { id: number }[] } }>(
      `query($d: String) {
        gusti(aggiornatoDopo: $d) { id }
        ingredienti(aggiornatoDopo: $d) { id }
        produzioni(filtro: { aggiornatoDopo: $d }) { righe { id } }
      }`,
      { d: soglia },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(idsOf(res.data!.gusti)).toEqual(sorted(ids.gustoRicetta, ids.gustoModificato));
    expect(idsOf(res.data!.ingredienti)).toEqual([ids.ingModificato]);
    expect(idsOf(res.data!.produzioni.righe)).toEqual([ids.prodModificata]);
  });
});

describe("a production's lines touch it once per statement (migration ToccaProduzione)", () => {
  it('inserting, changing or deleting several lines updates the production once, and a registration with its lines not at all', async () => {
    const pv = await one(`select id from punti_vendita where nome = 'Gelateria Centro'`);
    const gusti = [ids.gustoVecchio, ids.gustoRicetta, ids.gustoModificato];
    await t.orm.em.fork().transactional(async (em) => {
      const aggiornate = async () =>
        Number((await em.execute<{ n: string }[]>(`select n_tup_upd::text as n from pg_stat_xact_user_tables where relname = 'produzioni'`))[0]!.n);
      const toccata = async (id: number) =>
        (await em.execute<{ ora: boolean }[]>(`select updated_at = now() as ora from produzioni where id = ?`, [id]))[0]!.ora;
      /** How many times `sql` updated produzioni (the statement's own rows excluded by the caller). */
      const aggiornamentiDi = async (sql: string, params: unknown[]) => {
        const prima = await aggiornate();
        await em.execute(sql, params, 'run');
        return (await aggiornate()) - prima;
      };
      const vecchia = async () =>
        (await em.execute<{ id: number }[]>(`insert into produzioni (data, punto_vendita_id, updated_at) values ('2026-07-02', ?, now() - interval '1 hour') returning id`, [pv]))[0]!.id;
      const indietro = (id: number) => em.execute(`update produzioni set updated_at = now() - interval '1 hour' where id = ?`, [id], 'run');

      const p = await vecchia();
      expect(await aggiornamentiDi(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) select ?, unnest(array[?]::int[]), 2, 1`, [p, gusti])).toBe(1);
      expect(await toccata(p)).toBe(true);
      // already touched by this transaction: nothing more to write
      expect(await aggiornamentiDi(`update produzione_righe set quantita_kg = quantita_kg + 1 where produzione_id = ?`, [p])).toBe(0);

      // the row trigger set updated_at := now() on any update: this one is counted, then the lines'
      await em.execute(`alter table produzioni disable trigger produzioni_updated_at`, [], 'run');
      await indietro(p);
      expect(await toccata(p)).toBe(false);
      expect(await aggiornamentiDi(`update produzione_righe set quantita_kg = quantita_kg + 1 where produzione_id = ?`, [p])).toBe(1);
      expect(await toccata(p)).toBe(true);
      await indietro(p);
      expect(await aggiornamentiDi(`delete from produzione_righe where produzione_id = ?`, [p])).toBe(1);
      expect(await toccata(p)).toBe(true);
      await em.execute(`alter table produzioni enable trigger produzioni_updated_at`, [], 'run');

      // a registration writes the production with its lines in one statement: stamped once, by its insert
      expect(
        await aggiornamentiDi(
          `with p as (insert into produzioni (data, punto_vendita_id) values ('2026-07-03', ?) returning id)
           insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) select p.id, unnest(array[?]::int[]), 1, 1 from p`,
          [pv, gusti],
        ),
      ).toBe(0);
      throw new Error('rollback');
    }).catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  });
});
