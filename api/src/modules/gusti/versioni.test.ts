import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { creaCatalogoTest, sorbetto, type NomeIngredienteTest, type RigaRicetta } from '../../../test/catalogo.fixtures.js';
import { createTestDatabase } from '../../../test/database.js';
import { initOrm } from '../../db/orm.js';

/**
 * Recipe versions (issue 12, DOMAIN.md "Recipe versions and the weighing sheet"), hand-computed from
 * test/catalogo.fixtures.ts:
 *
 * v1 = sorbetto: Saccarosio 0.25 kg, Acqua 0.45 l, Succo di limone 250 ml; M = 0.95 kg;
 *      food_cost 1.12545 / 0.95 = 1.1847; PAC/kg = (250 + 6.25) / 0.95 = 269.74
 * v2 = Saccarosio 0.25 kg, Acqua 0.35 l, Succo di limone 350 ml; M = 0.95 kg;
 *      cost = 0.375 + 0.00035 + 1.05 = 1.42535 -> 1.42535 / 0.95 = 1.500368 -> 1.5004 €/kg;
 *      PAC = 250 + 0.35 × 10 × 2.5 = 258.75 -> 258.75 / 0.95 = 272.37
 * Production A: 1.9 kg under v1 -> Saccarosio 1.9 × 0.25 / 0.95 = 0.5 kg, Acqua 1.9 × 0.45 / 0.95 = 0.9 l,
 *      Limone 0.5 l (with today's v2 recipe it would be Acqua 0.7 and Limone 0.7: the past would change).
 * Production B: 0.95 kg under v2 -> Saccarosio 0.25, Acqua 0.35, Limone 0.35.
 */
let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let ids: Record<NomeIngredienteTest, number>;
let gustoId: number;
let pvId: number;

const v2 = (): RigaRicetta[] => [
  { ingrediente_id: ids.saccarosio, quantita: 0.25, unita: 'kg' },
  { ingrediente_id: ids.acqua, quantita: 0.35, unita: 'l' },
  { ingrediente_id: ids.limone, quantita: 350, unita: 'ml' },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ({ ids } = await creaCatalogoTest(t));
  const [pv] = await t.sql<{ id: number }>('select id from punti_vendita order by id limit 1');
  pvId = pv!.id;
});
afterAll(async () => t?.close());

const produci = (data: string, kg: number, versione?: number, token = admin) =>
  t.rest('POST', '/api/produzione', {
    token,
    body: { data, puntoVenditaId: pvId, gusti: [{ gusto_id: gustoId, quantita_kg: kg, ...(versione !== undefined ? { versione_ricetta: versione } : {}) }] },
  });

const statistiche = async () => {
  const res = await t.rest('GET', '/api/ingredienti/stats?data_inizio=2025-01-01&data_fine=2025-12-31', { token: admin });
  expect(res.status).toBe(200);
  const by = (nome: string) => res.body.statistiche.find((s) => s.nome === nome)?.quantita_utilizzata;
  return { saccarosio: by('Saccarosio'), acqua: by('Acqua'), limone: by('Succo di limone') };
};

const consumiAnalytics = async () => {
  const res = await t.rest('GET', '/api/analytics/ingredienti-avanzate?anno=2025', { token: admin });
  expect(res.status).toBe(200);
  const by = (nome: string) => res.body.find((s: { nome: string }) => s.nome === nome)?.consumo_totale;
  return { saccarosio: by('Saccarosio'), acqua: by('Acqua'), limone: by('Succo di limone') };
};

describe('recipe versions', () => {
  it('creating a flavour makes version 1 (author, food cost and PAC/kg at the time)', async () => {
    const res = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Limone', categoria: 'Sorbetti', ingredienti: sorbetto(ids) } });
    expect(res.status).toBe(201);
    gustoId = res.body.id;
    expect(res.body.versione).toBe(1);
    const list = await t.rest('GET', `/api/gusti/${gustoId}/versioni`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ gusto_id: gustoId, numero: 1, autore_id: t.users.admin.id, nota: null, food_cost: 1.1847, pac_kg: 269.74, corrente: true });
    expect(typeof list.body[0].autore).toBe('string');
    expect(Number.isNaN(Date.parse(list.body[0].data))).toBe(false);
  });

  it('a production records the version in force (GET /produzione shows versione_ricetta)', async () => {
    const res = await produci('2025-03-10', 1.9);
    expect(res.status).toBe(201);
    expect(res.body.gusti[0]).toMatchObject({ gusto_id: gustoId, quantita_kg: 1.9, versione_ricetta: 1, food_cost: 1.1847 });
    const list = await t.rest('GET', '/api/produzione?data_inizio=2025-03-10&data_fine=2025-03-10', { token: operatore });
    expect(list.body.produzioni[0]?.gusti[0]?.versione_ricetta).toBe(1);
  });

  it('saving identical lines creates no version; a change creates version 2 with its note', async () => {
    const same = await t.rest('PUT', `/api/gusti/${gustoId}`, { token: manager, body: { ingredienti: sorbetto(ids), descrizione: 'Sorbetto', nota_versione: 'niente di nuovo' } });
    expect(same.status).toBe(200);
    expect(same.body.versione).toBe(1);
    const changed = await t.rest('PUT', `/api/gusti/${gustoId}`, { token: manager, body: { ingredienti: v2(), nota_versione: 'Più limone' } });
    expect(changed.status).toBe(200);
    expect(changed.body.versione).toBe(2);
    const list = await t.rest('GET', `/api/gusti/${gustoId}/versioni`, { token: admin });
    expect(list.body.map((v: { numero: number }) => v.numero)).toEqual([2, 1]);
    expect(list.body[0]).toMatchObject({ numero: 2, autore_id: t.users.manager.id, nota: 'Più limone', food_cost: 1.5004, pac_kg: 272.37, corrente: true });
    expect(list.body[1]).toMatchObject({ numero: 1, corrente: false, food_cost: 1.1847 });
  });

  it('GET /versioni/{n}: the lines with ingredient names and units, mass, PAC/kg and food cost', async () => {
    const res = await t.rest('GET', `/api/gusti/${gustoId}/versioni/1`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ numero: 1, food_cost: 1.1847, pac_kg: 269.74, massa_kg: 0.95, corrente: false });
    expect(res.body.righe).toEqual([
      { ingrediente_id: ids.saccarosio, nome: 'Saccarosio', quantita: 0.25, unita: 'kg', unita_misura: 'kg', ruolo: 'base', caratterizzante: false },
      { ingrediente_id: ids.acqua, nome: 'Acqua', quantita: 0.45, unita: 'l', unita_misura: 'l', ruolo: 'base', caratterizzante: false },
      { ingrediente_id: ids.limone, nome: 'Succo di limone', quantita: 250, unita: 'ml', unita_misura: 'l', ruolo: 'base', caratterizzante: false },
    ]);
    expect((await t.rest('GET', `/api/gusti/${gustoId}/versioni/9`, { token: admin })).status).toBe(404);
    const bad = await t.rest('GET', `/api/gusti/${gustoId}/versioni/zero`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/versione non valido/i);
    expect((await t.rest('GET', '/api/gusti/999999/versioni', { token: admin })).status).toBe(404);
  });

  it('the DOMAIN example: a production under version 1 keeps its consumption after the recipe becomes version 2', async () => {
    expect(await statistiche()).toEqual({ saccarosio: 0.5, acqua: 0.9, limone: 0.5 });
    expect(await consumiAnalytics()).toEqual({ saccarosio: 0.5, acqua: 0.9, limone: 0.5 });
    const b = await produci('2025-03-20', 0.95);
    expect(b.body.gusti[0]).toMatchObject({ versione_ricetta: 2, food_cost: 1.5004 });
    expect(await statistiche()).toEqual({ saccarosio: 0.75, acqua: 1.25, limone: 0.85 });
    expect(await consumiAnalytics()).toEqual({ saccarosio: 0.75, acqua: 1.25, limone: 0.85 });
  });

  it('a production from an older sheet records that version (cost of its lines); an unknown version is a 400', async () => {
    const res = await produci('2025-04-01', 0.95, 1);
    expect(res.status).toBe(201);
    expect(res.body.gusti[0]).toMatchObject({ versione_ricetta: 1, food_cost: 1.1847 });
    const bad = await produci('2025-04-02', 1, 9);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('La versione 9 della ricetta di "Limone" non esiste');
    // editing the production keeps the version of the line that stays
    const put = await t.rest('PUT', `/api/produzione/${res.body.id}`, { token: admin, body: { gusti: [{ gusto_id: gustoId, quantita_kg: 1.9 }] } });
    expect(put.status).toBe(200);
    const [riga] = await t.sql<{ versione_ricetta: number }>('select versione_ricetta from produzione_righe where produzione_id = ?', [res.body.id]);
    expect(riga!.versione_ricetta).toBe(1);
    await t.rest('DELETE', `/api/produzione/${res.body.id}`, { token: admin });
  });

  it('restore: a new version equal to the old one; restoring what is already current is a 409', async () => {
    const res = await t.rest('POST', `/api/gusti/${gustoId}/versioni/1/ripristina`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.versione).toBe(3);
    expect(JSON.parse(res.body.ingredienti)).toEqual(sorbetto(ids).map((r) => expect.objectContaining(r)));
    expect(res.body.food_cost).toBe(1.1847);
    const list = await t.rest('GET', `/api/gusti/${gustoId}/versioni`, { token: admin });
    expect(list.body[0]).toMatchObject({ numero: 3, nota: 'Ripristino della versione 1', food_cost: 1.1847, autore_id: t.users.manager.id });
    const again = await t.rest('POST', `/api/gusti/${gustoId}/versioni/3/ripristina`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('La ricetta è già uguale alla versione 3: nessuna nuova versione');
    expect((await t.rest('POST', `/api/gusti/${gustoId}/versioni/7/ripristina`, { token: admin })).status).toBe(404);
    // the past stays: production A (v1) and B (v2)
    expect(await statistiche()).toEqual({ saccarosio: 0.75, acqua: 1.25, limone: 0.85 });
  });

  it('operatore: reads versions without food_cost, cannot restore (both doors)', async () => {
    const list = await t.rest('GET', `/api/gusti/${gustoId}/versioni`, { token: operatore });
    expect(list.status).toBe(200);
    expect(list.body[0]).not.toHaveProperty('food_cost');
    expect(list.body[0]).toHaveProperty('pac_kg');
    const one = await t.rest('GET', `/api/gusti/${gustoId}/versioni/2`, { token: operatore });
    expect(one.status).toBe(200);
    expect(one.body).not.toHaveProperty('food_cost');
    expect((await t.rest('POST', `/api/gusti/${gustoId}/versioni/2/ripristina`, { token: operatore })).status).toBe(403);
    expect((await t.rest('GET', `/api/gusti/${gustoId}/versioni`)).status).toBe(401);
    const gql = await t.gql(`mutation { ripristinaVersioneRicetta(gustoId: ${gustoId}, numero: 2) { id } }`, {}, operatore);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cost = await t.gql(`{ versioniRicetta(gustoId: ${gustoId}) { numero foodCost } }`, {}, operatore);
    expect(cost.data?.versioniRicetta?.[0]?.foodCost ?? null).toBeNull();
    // an inactive flavour's versions are hidden from operators, as the flavour is
    await t.rest('PATCH', `/api/gusti/${gustoId}/disattiva`, { token: admin });
    expect((await t.rest('GET', `/api/gusti/${gustoId}/versioni`, { token: operatore })).status).toBe(404);
    await t.rest('PATCH', `/api/gusti/${gustoId}/attiva`, { token: admin });
  });

  it('GraphQL: versione on Gusto, versioniRicetta, versioneRicetta, aggiornaGusto with notaVersione, ripristinaVersioneRicetta', async () => {
    const q = await t.gql(
      `query($id: Int!) { gusto(id: $id) { versione } versioniRicetta(gustoId: $id) { numero nota foodCost pacKg corrente autore }
         versioneRicetta(gustoId: $id, numero: 2) { numero foodCost pacKg massaKg righe { ingredienteId nome quantita unita unitaMisura } } }`,
      { id: gustoId },
      admin,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.gusto.versione).toBe(3);
    expect(q.data.versioniRicetta.map((v: { numero: number }) => v.numero)).toEqual([3, 2, 1]);
    expect(q.data.versioneRicetta).toMatchObject({ numero: 2, foodCost: 1.5004, pacKg: 272.37, massaKg: 0.95 });
    expect(q.data.versioneRicetta.righe[2]).toEqual({ ingredienteId: ids.limone, nome: 'Succo di limone', quantita: 350, unita: 'ml', unitaMisura: 'l' });
    const upd = await t.gql(
      `mutation($id: Int!, $input: AggiornaGustoInput!) { aggiornaGusto(id: $id, input: $input) { versione } }`,
      { id: gustoId, input: { ingredienti: v2().map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita })), notaVersione: 'Di nuovo più limone' } },
      admin,
    );
    expect(upd.errors).toBeUndefined();
    expect(upd.data.aggiornaGusto.versione).toBe(4);
    const rip = await t.gql(`mutation { ripristinaVersioneRicetta(gustoId: ${gustoId}, numero: 1, nota: "Torna l'originale") { versione } }`, {}, manager);
    expect(rip.errors).toBeUndefined();
    expect(rip.data.ripristinaVersioneRicetta.versione).toBe(5);
    const [v5] = await t.sql<{ nota: string }>('select nota from gusti_versioni where gusto_id = ? and numero = 5', [gustoId]);
    expect(v5!.nota).toBe("Torna l'originale");
  });

  it('raw SQL writers are versioned too: one version per transaction, none for an empty change', async () => {
    const [g] = await t.sql<{ versione: number }>('select versione from gusti where id = ?', [gustoId]);
    await t.sql('update gusti_ingredienti set quantita = quantita where gusto_id = ?', [gustoId]);
    const [same] = await t.sql<{ versione: number }>('select versione from gusti where id = ?', [gustoId]);
    expect(same!.versione).toBe(g!.versione);
    await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 10, 'g')`, [gustoId, ids.destrosio]);
    const [after] = await t.sql<{ versione: number; n: number }>(
      'select g.versione, (select count(*)::int from gusti_versioni_righe r join gusti_versioni v on v.id = r.versione_id where v.gusto_id = g.id and v.numero = g.versione) as n from gusti g where g.id = ?',
      [gustoId],
    );
    expect(after).toEqual({ versione: g!.versione + 1, n: 4 });
  });
});

describe('migration Versioni', () => {
  it('existing recipes become version 1 and existing production lines point at it', async () => {
    const db = await createTestDatabase();
    const orm = await initOrm({ connection: db.connection, poolMax: db.poolMax });
    try {
      await orm.migrator.up({ to: 'Migration20261122140000Aggiornamenti' });
      const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(q, p);
      const [pv] = await sql<{ id: number }>(`insert into punti_vendita (nome) values ('Centro') returning id`);
      const [cat] = await sql<{ id: number }>(`insert into categorie_gusti (nome) values ('Creme') returning id`);
      const [ing] = await sql<{ id: number }>(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore, pac) values ('Saccarosio', 1.5, 'kg', 'Z', 100) returning id`);
      const [acqua] = await sql<{ id: number }>(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values ('Acqua', 0.001, 'l', 'A') returning id`);
      const [g] = await sql<{ id: number }>(`insert into gusti (nome, categoria_id) values ('Zucchero', ?) returning id`, [cat!.id]);
      const [vuoto] = await sql<{ id: number }>(`insert into gusti (nome, categoria_id) values ('Vuoto', ?) returning id`, [cat!.id]);
      await sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 250, 'g'), (?, ?, 0.75, 'l')`, [g!.id, ing!.id, g!.id, acqua!.id]);
      const [p] = await sql<{ id: number }>(`insert into produzioni (data, punto_vendita_id) values ('2025-01-01', ?) returning id`, [pv!.id]);
      await sql(`insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, 2, 0.3758)`, [p!.id, g!.id]);

      await orm.migrator.up();

      const versioni = await sql<{ gusto_id: number; numero: number; food_cost: string; pac_kg: string; autore_id: number | null }>(
        'select gusto_id, numero, food_cost, pac_kg, autore_id from gusti_versioni order by gusto_id',
      );
      // Zucchero: M = 0.25 + 0.75 = 1 kg; cost 0.375 + 0.00075 = 0.37575 -> 0.3758 €/kg (numeric rounding half up); PAC/kg = 250
      expect(versioni.map((v) => ({ ...v, food_cost: Number(v.food_cost), pac_kg: Number(v.pac_kg) }))).toEqual([
        { gusto_id: g!.id, numero: 1, food_cost: 0.3758, pac_kg: 250, autore_id: null },
        { gusto_id: vuoto!.id, numero: 1, food_cost: 0, pac_kg: 0, autore_id: null },
      ]);
      const righe = await sql<{ quantita: string; unita: string }>(
        'select r.quantita, r.unita from gusti_versioni_righe r join gusti_versioni v on v.id = r.versione_id where v.gusto_id = ? order by r.id',
        [g!.id],
      );
      expect(righe.map((r) => [Number(r.quantita), r.unita])).toEqual([[250, 'g'], [0.75, 'l']]);
      const gusti = await sql<{ versione: number }>('select versione from gusti order by id');
      expect(gusti.map((x) => x.versione)).toEqual([1, 1]);
      const [riga] = await sql<{ versione_ricetta: number }>('select versione_ricetta from produzione_righe');
      expect(riga!.versione_ricetta).toBe(1);
      const [def] = await sql<{ d: string | null }>(
        `select column_default as d from information_schema.columns where table_name = 'produzione_righe' and column_name = 'versione_ricetta'`,
      );
      expect(def!.d).toBeNull();
    } finally {
      await orm.close();
      await db.drop();
    }
  });
});

describe('demo data', () => {
  it('every demo recipe is version 1, recorded by the demo production; Fiordilatte and Crema have a version 2 with a note', async () => {
    const demo = await createTestApp({ DEMO_DATA: 'true' });
    try {
      const gusti = await demo.sql<{ nome: string; versione: number }>('select nome, versione from gusti order by nome');
      expect(gusti.filter((g) => g.versione === 2).map((g) => g.nome)).toEqual(['Crema', 'Fiordilatte']);
      expect(gusti.every((g) => g.versione === 1 || g.versione === 2)).toBe(true);
      const [righe] = await demo.sql<{ n: number; v1: number }>('select count(*)::int as n, count(*) filter (where versione_ricetta = 1)::int as v1 from produzione_righe');
      expect(righe!.n).toBeGreaterThan(0);
      expect(righe!.v1).toBe(righe!.n);
      const [fdl] = await demo.sql<{ id: number }>(`select id from gusti where nome = 'Fiordilatte'`);
      const token = await demo.token('admin');
      const list = await demo.rest('GET', `/api/gusti/${fdl!.id}/versioni`, { token });
      expect(list.body.map((v: { numero: number; nota: string | null }) => [v.numero, v.nota])).toEqual([
        [2, 'Più panna e meno latte: struttura più cremosa'],
        [1, null],
      ]);
      const v2 = await demo.rest('GET', `/api/gusti/${fdl!.id}/versioni/2`, { token });
      expect(v2.body.righe.find((r: { nome: string }) => r.nome === 'Panna fresca 35%')).toMatchObject({ quantita: 170, unita: 'ml' });
    } finally {
      await demo.close();
    }
  });
});
