import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp, type CorpoInviabile } from '../../../test/app.js';
import { seedDemoCatalogo } from '../../seed/demo-catalogo.js';
import { creaCatalogoTest, crema, registraProduzione, sorbetto, type NomeIngredienteTest, type RigaRicetta } from '../../../test/catalogo.fixtures.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let ids: Record<NomeIngredienteTest, number>;
let categorie: { creme: number; sorbetti: number; archivio: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ({ ids, categorie } = await creaCatalogoTest(t));
});
afterAll(async () => t?.close());

const post = (body: CorpoInviabile<'POST', '/api/gusti'>, token = admin) => t.rest('POST', '/api/gusti', { token, body });
const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

const GUSTO_FIELDS = `id nome descrizione colore stagionale attivo noteProduzione categoriaId
  categoria { id nome colore } ricetta { ingredienteId nome quantita unita unitaMisura } allergeni { id nome codice }
  pac pod pacKg podKg massaKg kcal nutrizione { kcal carboidrati zuccheri grassi proteine sale }`;

describe('computed values (DOMAIN.md), hand-computed in test/catalogo.fixtures.ts', () => {
  let cremaId: number;
  let sorbettoId: number;

  it('crema: g, kg ingredient in g, ml, l and pz (REST)', async () => {
    // the spec's text forms (ingredienti as JSON text, allergeni as "A, B"): not in the document's schema
    const res = await post(
      grezzo({
        nome: 'Crema alla vaniglia',
        categoria: 'Creme',
        ingredienti: JSON.stringify(crema(ids)),
        allergeni: 'Latte, Uova',
        colore: '#FFF3C4',
        stagionale: false,
        note_produzione: 'Pastorizzare a 85 °C',
      }),
    );
    expect(res.status).toBe(201);
    cremaId = res.body.id;
    expect(res.body).toMatchObject({
      nome: 'Crema alla vaniglia',
      categoria: 'Creme',
      categoria_id: categorie.creme,
      colore: '#FFF3C4',
      allergeni: 'Latte, Uova',
      attivo: true,
      stagionale: false,
      note_produzione: 'Pastorizzare a 85 °C',
      food_cost: 6.4708,
      pac: 287.6,
      pod: 192.1,
      pac_kg: 239.67,
      pod_kg: 160.08,
      kcal: 187.42,
      massa_kg: 1.2,
      nutrizione: { kcal: 187.42, carboidrati: 20.01, zuccheri: 20.01, grassi: 10.85, proteine: 2.43, sale: 0.083 },
    });
    expect(typeof res.body.ingredienti).toBe('string');
    expect(JSON.parse(res.body.ingredienti)).toEqual(crema(ids));
  });

  it('sorbetto: kg on a kg ingredient, l and ml on l ingredients (GraphQL input and output)', async () => {
    const res = await t.gql(
      `mutation($input: GustoInput!) { creaGusto(input: $input) { ${GUSTO_FIELDS} foodCost } }`,
      {
        input: {
          nome: 'Limone',
          categoriaId: categorie.sorbetti,
          ingredienti: sorbetto(ids).map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita })),
          allergeniIds: [],
        },
      },
      manager,
    );
    expect(res.errors).toBeUndefined();
    const g = res.data.creaGusto;
    sorbettoId = g.id;
    expect(g).toMatchObject({
      nome: 'Limone',
      colore: '#ffffff',
      categoria: { id: categorie.sorbetti, nome: 'Sorbetti', colore: '#87CEEB' },
      foodCost: 1.1847,
      pac: 256.25,
      pod: 256.25,
      pacKg: 269.74,
      podKg: 269.74,
      massaKg: 0.95,
      kcal: 111.05,
      allergeni: [],
    });
    expect(g.ricetta).toEqual([
      { ingredienteId: ids.saccarosio, nome: 'Saccarosio', quantita: 0.25, unita: 'kg', unitaMisura: 'kg' },
      { ingredienteId: ids.acqua, nome: 'Acqua', quantita: 0.45, unita: 'l', unitaMisura: 'l' },
      { ingredienteId: ids.limone, nome: 'Succo di limone', quantita: 250, unita: 'ml', unitaMisura: 'l' },
    ]);
  });

  it('a recipe of pieces only has no mass: food cost 0 (M = 0), PAC/kg 0', async () => {
    const res = await post({ nome: 'Solo vaniglia', categoria: categorie.creme, ingredienti: [{ ingrediente_id: ids.vaniglia, quantita: 3, unita: 'pz' }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ food_cost: 0, massa_kg: 0, pac: 0, pac_kg: 0, kcal: 0 });
    // and a flavour without recipe
    const vuoto = await post({ nome: 'Senza ricetta', categoria: 'creme' });
    expect(vuoto.status).toBe(201);
    expect(vuoto.body).toMatchObject({ ingredienti: '[]', allergeni: '', food_cost: 0, pac: 0, massa_kg: 0, categoria: 'Creme' });
  });

  it('values follow ingredient changes of price, nutrition, PAC and POD', async () => {
    // Panna 0.005 -> 0.006 €/ml: cost 7.765 + 300×0.001 = 8.065 ; 8.065 / 1.2 = 6.720833 -> 6.7208
    // Saccarosio PAC 100 -> 110: crema PAC 287.6 + 0.15×10×10 = 302.6 ; /1.2 = 252.17
    //                            sorbetto PAC 256.25 + 0.25×10×10 = 281.25 ; /0.95 = 296.05
    // Destrosio POD 70 -> 80: crema POD 192.1 + 0.05×10×10 = 197.1 ; /1.2 = 164.25
    // Latte calorie 64 -> 70: crema kcal (224.9 + 0.7×6) / 1.2 = 229.1 / 1.2 = 190.92
    for (const [k, body] of [
      ['panna', { costo_per_unita: 0.006 }],
      ['saccarosio', { pac: 110 }],
      ['destrosio', { pod: 80 }],
      ['latte', { calorie: 70 }],
    ] as const) {
      const r = await t.rest('PUT', `/api/ingredienti/${ids[k]}`, { token: manager, body });
      expect(r.status).toBe(200);
    }
    const list = await t.rest('GET', '/api/gusti', { token: admin });
    const c = list.body.find((g: { id: number }) => g.id === cremaId);
    const s = list.body.find((g: { id: number }) => g.id === sorbettoId);
    expect(c).toMatchObject({ food_cost: 6.7208, pac: 302.6, pac_kg: 252.17, pod: 197.1, pod_kg: 164.25, kcal: 190.92 });
    expect(s).toMatchObject({ pac: 281.25, pac_kg: 296.05 });
    const g = await t.gql(`query($id: Int!) { gusto(id: $id) { foodCost pacKg podKg kcal } }`, { id: cremaId }, admin);
    expect(g.data.gusto).toEqual({ foodCost: 6.7208, pacKg: 252.17, podKg: 164.25, kcal: 190.92 });
  });

  it('values follow recipe changes (PUT replaces the recipe, other fields stay)', async () => {
    // only 0.7 l milk and 150 g sucrose (PAC now 110): M = 0.85 ; cost 0.84 + 0.225 = 1.065 ; /0.85 = 1.2529
    const res = await t.rest('PUT', `/api/gusti/${cremaId}`, {
      token: admin,
      body: grezzo({ ingredienti: JSON.stringify(crema(ids).slice(0, 2)) }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nome: 'Crema alla vaniglia', allergeni: 'Latte, Uova', massa_kg: 0.85, food_cost: 1.2529, colore: '#FFF3C4' });
    expect(JSON.parse(res.body.ingredienti)).toHaveLength(2);
  });
});

describe('validation (spec section 5)', () => {
  const casi: [string, Record<string, unknown>, string][] = [
    ['nome mancante', { categoria: 'Creme' }, 'Il nome è obbligatorio'],
    ['nome vuoto', { nome: '   ', categoria: 'Creme' }, 'Il nome è obbligatorio'],
    ['categoria mancante', { nome: 'X' }, 'La categoria è obbligatoria'],
    ['categoria vuota', { nome: 'X', categoria: '' }, 'La categoria è obbligatoria'],
    ['categoria inesistente', { nome: 'X', categoria: 'Nessuna' }, 'La categoria selezionata non esiste o non è attiva'],
    ['categoria disattivata', { nome: 'X', categoria: 'Archivio' }, 'La categoria selezionata non esiste o non è attiva'],
    ['colore non valido', { nome: 'X', categoria: 'Creme', colore: 'rosso' }, 'Il colore deve essere un codice esadecimale (es. #ffffff)'],
    ['ingredienti non JSON', { nome: 'X', categoria: 'Creme', ingredienti: '[{' }, 'Il formato degli ingredienti non è valido'],
    ['quantità negativa', { nome: 'X', categoria: 'Creme', ingredienti: '[{"ingrediente_id":1,"quantita":-1,"unita":"l"}]' }, 'La quantità deve essere un numero maggiore o uguale a 0'],
    ['quantità non numerica', { nome: 'X', categoria: 'Creme', ingredienti: '[{"ingrediente_id":1,"quantita":"tanta","unita":"l"}]' }, 'La quantità deve essere un numero maggiore o uguale a 0'],
    ['ingrediente sconosciuto', { nome: 'X', categoria: 'Creme', ingredienti: '[{"ingrediente_id":99999,"quantita":1,"unita":"kg"}]' }, 'Ingrediente non trovato (#99999)'],
    ['unità sconosciuta', { nome: 'X', categoria: 'Creme', ingredienti: '[{"ingrediente_id":1,"quantita":1,"unita":"tazze"}]' }, "L'unità deve essere una tra kg, l, g, ml, pz"],
    ['allergene inesistente', { nome: 'X', categoria: 'Creme', allergeni: 'Latte, Cioccolato' }, 'Allergene non valido o non attivo: Cioccolato'],
  ];
  for (const [nome, body, messaggio] of casi) {
    it(`${nome} -> 400 "${messaggio}"`, async () => {
      const res = await post(grezzo(body));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    });
  }

  it('units must fit the ingredient (kg -> g|kg, l -> ml|l, otherwise its own unit)', async () => {
    const prova = (id: number, unita: RigaRicetta['unita']) => post({ nome: 'X', categoria: 'Creme', ingredienti: [{ ingrediente_id: id, quantita: 1, unita }] });
    expect((await prova(ids.latte, 'g')).body).toEqual({ error: 'Unità "g" non valida per l\'ingrediente "Latte intero": usa ml o l' });
    expect((await prova(ids.saccarosio, 'ml')).body).toEqual({ error: 'Unità "ml" non valida per l\'ingrediente "Saccarosio": usa g o kg' });
    expect((await prova(ids.destrosio, 'kg')).body).toEqual({ error: 'Unità "kg" non valida per l\'ingrediente "Destrosio": usa g' });
    expect((await prova(ids.panna, 'l')).status).toBe(400);
    expect((await prova(ids.vaniglia, 'g')).status).toBe(400);
    for (const [id, unita] of [[ids.latte, 'ml'], [ids.saccarosio, 'kg'], [ids.destrosio, 'g'], [ids.vaniglia, 'pz']] as const) {
      expect((await prova(id, unita)).status).toBe(201);
    }
  });

  it('inactive allergens are refused', async () => {
    const a = await t.rest('POST', '/api/config/allergeni', { token: admin, body: { nome: 'Kiwi', codice: 'kiwi', attivo: false } });
    expect(a.status).toBe(201);
    const res = await post(grezzo({ nome: 'X', categoria: 'Creme', allergeni: 'Kiwi' }));
    expect(res.body).toEqual({ error: 'Allergene non valido o non attivo: Kiwi' });
    const g = await t.gql(`mutation($i: GustoInput!) { creaGusto(input: $i) { id } }`, { i: { nome: 'X', categoriaId: categorie.creme, ingredienti: [], allergeniIds: [a.body.id] } }, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'Allergene non valido o non attivo: ' + a.body.id, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('GraphQL gets the same Italian messages', async () => {
    const g = await t.gql(`mutation($i: GustoInput!) { creaGusto(input: $i) { id } }`, { i: { nome: ' ', categoriaId: categorie.creme, ingredienti: [] } }, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'Il nome è obbligatorio', extensions: { code: 'BAD_USER_INPUT' } });
    const q = await t.gql(
      `mutation($i: GustoInput!) { creaGusto(input: $i) { id } }`,
      { i: { nome: 'X', categoriaId: categorie.creme, ingredienti: [{ ingredienteId: ids.latte, quantita: -2, unita: 'l' }] } },
      admin,
    );
    expect(q.errors?.[0]?.message).toBe('La quantità deve essere un numero maggiore o uguale a 0');
    const c = await t.gql(`mutation($i: GustoInput!) { creaGusto(input: $i) { id } }`, { i: { nome: 'X', categoriaId: categorie.archivio, ingredienti: [] } }, admin);
    expect(c.errors?.[0]?.message).toBe('La categoria selezionata non esiste o non è attiva');
  });

  it('unknown flavour -> 404', async () => {
    expect((await t.rest('PUT', '/api/gusti/99999', { token: admin, body: { nome: 'X' } })).body).toEqual({ error: 'Gusto non trovato' });
    expect((await t.rest('PATCH', '/api/gusti/99999/attiva', { token: admin })).status).toBe(404);
    expect((await t.rest('DELETE', '/api/gusti/99999', { token: admin })).status).toBe(404);
  });
});

describe('lifecycle', () => {
  let id: number;

  beforeAll(async () => {
    const res = await post(grezzo({ nome: 'Fragola', categoria: 'Sorbetti', ingredienti: sorbetto(ids), allergeni: 'Anidride solforosa e solfiti', stagionale: true }));
    expect(res.status).toBe(201);
    id = res.body.id;
  });

  it('duplicates as a new active flavour "(copia)" with the same recipe and allergens', async () => {
    await t.rest('PATCH', `/api/gusti/${id}/disattiva`, { token: admin });
    const res = await t.rest('POST', `/api/gusti/${id}/duplica`, { token: manager });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(id);
    expect(res.body).toMatchObject({ nome: 'Fragola (copia)', attivo: true, stagionale: true, categoria: 'Sorbetti', allergeni: 'Anidride solforosa e solfiti', pac: 281.25 }); // sucrose PAC is 110 since the test above
    expect(JSON.parse(res.body.ingredienti).map((r: { ingrediente_id: number }) => r.ingrediente_id)).toEqual(sorbetto(ids).map((r) => r.ingrediente_id));
    const g = await t.gql(`mutation($id: Int!) { duplicaGusto(id: $id) { nome attivo ricetta { nome } allergeni { codice } } }`, { id }, admin);
    expect(g.data.duplicaGusto).toEqual({ nome: 'Fragola (copia)', attivo: true, ricetta: [{ nome: 'Saccarosio' }, { nome: 'Acqua' }, { nome: 'Succo di limone' }], allergeni: [{ codice: 'solfiti' }] });
  });

  it('activate / deactivate and includi_disattivi', async () => {
    const off = await t.rest('PATCH', `/api/gusti/${id}/disattiva`, { token: manager });
    expect(off.status).toBe(200);
    expect(off.body.attivo).toBe(false);
    const attivi = await t.rest('GET', '/api/gusti', { token: admin });
    expect(attivi.body.some((g: { id: number }) => g.id === id)).toBe(false);
    const tutti = await t.rest('GET', '/api/gusti?includi_disattivi=true', { token: admin });
    expect(tutti.body.find((g: { id: number }) => g.id === id)).toMatchObject({ attivo: false });
    const gql = await t.gql('{ gusti(includiDisattivi: true) { id attivo } }', {}, manager);
    expect(gql.data.gusti.find((g: { id: number }) => g.id === id)).toEqual({ id, attivo: false });
    const on = await t.gql(`mutation($id: Int!) { attivaGusto(id: $id) { attivo } }`, { id }, admin);
    expect(on.data.attivaGusto).toEqual({ attivo: true });
    const off2 = await t.gql(`mutation($id: Int!) { disattivaGusto(id: $id) { attivo } }`, { id }, admin);
    expect(off2.data.disattivaGusto).toEqual({ attivo: false });
  });

  it('an inactive category stays valid for the flavours that already use it', async () => {
    const cat = await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome: 'Temporanea' } });
    const g = await post({ nome: 'Temporaneo', categoria: 'Temporanea' });
    expect(g.status).toBe(201);
    await t.rest('PUT', `/api/config/categorie/${cat.body.id}`, { token: admin, body: { attivo: false } });
    const upd = await t.rest('PUT', `/api/gusti/${g.body.id}`, { token: admin, body: { nome: 'Temporaneo 2', categoria: 'Temporanea' } });
    expect(upd.status).toBe(200);
    expect(upd.body.categoria).toBe('Temporanea');
  });

  it('operatore sees only active flavours (even with includi_disattivi) and no cost', async () => {
    const rest = await t.rest('GET', '/api/gusti?includi_disattivi=true', { token: operatore });
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBeGreaterThan(0);
    expect(rest.body.every((g: { attivo: boolean }) => g.attivo)).toBe(true);
    for (const g of rest.body) {
      expect(g).not.toHaveProperty('food_cost');
      expect(g).toHaveProperty('pac');
    }
    expect((await t.rest('GET', `/api/gusti/${id}`, { token: operatore })).status).toBe(404);
    const gql = await t.gql('{ gusti(includiDisattivi: true) { id attivo pac kcal ricetta { nome } } }', {}, operatore);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.gusti.every((g: { attivo: boolean }) => g.attivo)).toBe(true);
    const costo = await t.gql('{ gusti { id foodCost } }', {}, operatore);
    expect(costo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // admin and manager do get it
    expect((await t.gql('{ gusti { foodCost } }', {}, manager)).errors).toBeUndefined();
  });

  it('operatore gets 403 on every write (REST and GraphQL)', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/gusti', { nome: 'X', categoria: 'Creme' }],
      ['PUT', `/api/gusti/${id}`, { nome: 'X' }],
      ['DELETE', `/api/gusti/${id}`],
      ['PATCH', `/api/gusti/${id}/attiva`],
      ['PATCH', `/api/gusti/${id}/disattiva`],
      ['POST', `/api/gusti/${id}/duplica`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.rest(method as 'POST', url, { token: operatore, body });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    for (const m of [
      `mutation { creaGusto(input: { nome: "X", categoriaId: ${categorie.creme}, ingredienti: [] }) { id } }`,
      `mutation { aggiornaGusto(id: ${id}, input: { nome: "X" }) { id } }`,
      `mutation { eliminaGusto(id: ${id}) }`,
      `mutation { attivaGusto(id: ${id}) { id } }`,
      `mutation { duplicaGusto(id: ${id}) { id } }`,
    ]) {
      const res = await t.gql(m, {}, operatore);
      expect(res.errors?.[0]?.extensions?.code, m).toBe('FORBIDDEN');
    }
    expect((await t.rest('GET', '/api/gusti')).status).toBe(401);
  });

  it('delete: 409 when the flavour has productions, otherwise deleted with its recipe', async () => {
    const conProd = await post({ nome: 'Prodotto', categoria: 'Creme', ingredienti: crema(ids) });
    await registraProduzione(t, '2026-03-01', [{ gustoId: conProd.body.id, kg: 2 }]);
    const res = await t.rest('DELETE', `/api/gusti/${conProd.body.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Impossibile eliminare il gusto "Prodotto": è presente in 1 produzione. Disattivalo invece di eliminarlo.' });
    const g = await t.gql(`mutation { eliminaGusto(id: ${conProd.body.id}) }`, {}, admin);
    expect(g.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const libero = await post(grezzo({ nome: 'Da eliminare', categoria: 'Creme', ingredienti: crema(ids), allergeni: 'Latte' }));
    const del = await t.rest('DELETE', `/api/gusti/${libero.body.id}`, { token: manager });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, id: libero.body.id });
    expect(await sql('select 1 from gusti_ingredienti where gusto_id = ?', [libero.body.id])).toHaveLength(0);
    expect(await sql('select 1 from gusti_allergeni where gusto_id = ?', [libero.body.id])).toHaveLength(0);
    expect((await t.gql(`mutation { eliminaGusto(id: ${(await post({ nome: 'Altro', categoria: 'Creme' })).body.id}) }`, {}, admin)).errors).toBeUndefined();
  });

  it('writes the activity log (create, update, activate, deactivate, delete)', async () => {
    const rows = await sql<{ azione: string; dettagli: string; utente_id: number }>(
      `select azione, dettagli, utente_id from log_attivita where dettagli like '%gusto "%' order by id`,
    );
    const azioni = new Set(rows.map((r) => r.azione));
    for (const a of ['creazione', 'modifica', 'attivazione', 'disattivazione', 'eliminazione']) expect(azioni).toContain(a);
    expect(rows.some((r) => /^Creato gusto "Fragola" \(#\d+\)$/.test(r.dettagli))).toBe(true);
    expect(rows.some((r) => /^Duplicato gusto "Fragola" \(#\d+\) come gusto "Fragola \(copia\)" \(#\d+\)$/.test(r.dettagli))).toBe(true);
    expect(rows.some((r) => r.azione === 'eliminazione' && r.dettagli.startsWith('Eliminato gusto "Da eliminare"') && r.utente_id === t.users.manager.id)).toBe(true);
  });
});

describe('no N+1', () => {
  it('listing 10 or 200 flavours with recipe, ingredients, allergens and category costs the same statements', async () => {
    const t2 = await createTestApp();
    try {
      const tok = await t2.token('admin');
      const { ids: ids2 } = await creaCatalogoTest(t2);
      const conn = t2.orm.em.fork().getConnection();
      const seed = async (n: number) => {
        const [{ max }] = await conn.execute<{ max: number | null }[]>('select max(id) as max from gusti');
        await conn.execute(
          `insert into gusti (nome, categoria_id) select 'Gusto ' || i, (select min(id) from categorie_gusti) from generate_series(1, ?) i`,
          [n],
        );
        const nuovi = `select id from gusti where id > ${max ?? 0}`;
        await conn.execute(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) select id, ?, 0.7, 'l' from (${nuovi}) x`, [ids2.latte]);
        await conn.execute(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) select id, ?, 150, 'g' from (${nuovi}) x`, [ids2.saccarosio]);
        await conn.execute(`insert into gusti_allergeni (gusto_id, allergene_id) select x.id, a.id from (${nuovi}) x cross join allergeni a where a.codice in ('latte', 'uova')`);
      };
      const query = `{ gusti { id nome foodCost pacKg kcal categoria { id nome colore } ricetta { ingredienteId nome quantita unita unitaMisura } allergeni { id nome } } }`;
      await seed(10);
      const gql10 = await t2.gql(query, {}, tok);
      const rest10 = await t2.rest('GET', '/api/gusti', { token: tok });
      expect(gql10.data.gusti).toHaveLength(10);
      expect(rest10.body).toHaveLength(10);
      await seed(190);
      const gql200 = await t2.gql(query, {}, tok);
      const rest200 = await t2.rest('GET', '/api/gusti', { token: tok });
      expect(gql200.data.gusti).toHaveLength(200);
      expect(rest200.body).toHaveLength(200);
      expect(gql200.data.gusti[0].ricetta).toHaveLength(2);
      expect(gql200.data.gusti[0].allergeni).toHaveLength(2);
      // auth + flavours (with category and values) + recipe lines + allergens
      expect(gql200.queries).toBe(gql10.queries);
      expect(rest200.queries).toBe(rest10.queries);
      expect(gql200.queries).toBeLessThanOrEqual(4);
      expect(rest200.queries).toBeLessThanOrEqual(4);
      // every flavour: 0.7 l milk + 150 g sucrose: M = 0.85 ; cost (0.84 + 0.225) / 0.85 = 1.2529
      expect(rest200.body[0]).toMatchObject({ food_cost: 1.2529, massa_kg: 0.85, allergeni: 'Latte, Uova' });
    } finally {
      await t2.close();
    }
  });
});

describe('demo catalogue', () => {
  it('seeds ~30 ingredients, 6 categories and ~20 balanced flavours with allergens (idempotent)', async () => {
    const t3 = await createTestApp();
    try {
      const log = { info: () => {}, warn: (m: string) => { throw new Error(m); } };
      await t3.orm.em.fork().transactional((em) => seedDemoCatalogo(em, log));
      await t3.orm.em.fork().transactional((em) => seedDemoCatalogo(em, log));
      const tok = await t3.token('manager');
      const ingredienti = await t3.rest('GET', '/api/ingredienti', { token: tok });
      expect(ingredienti.body.length).toBeGreaterThanOrEqual(30);
      const categorie = await t3.rest('GET', '/api/config/categorie', { token: tok });
      expect(categorie.body.map((c: { nome: string }) => c.nome)).toEqual(['Creme', 'Cioccolati', 'Frutta', 'Sorbetti', 'Speciali', 'Stagionali']);
      const gusti = await t3.rest('GET', '/api/gusti', { token: tok });
      expect(gusti.body.length).toBeGreaterThanOrEqual(20);
      for (const g of gusti.body) {
        expect(g.food_cost, g.nome).toBeGreaterThan(0.5);
        expect(g.food_cost, g.nome).toBeLessThan(8);
        expect(g.massa_kg, g.nome).toBeGreaterThan(0.85);
        // milk gelato 240-300 per kg, fruit and sorbets 260-360; without added sugars the polyols' 226; pac_kg is of
        // the base lines only (issue 27), and Amarena's base is kept less sweet for its syrupy cherries (224)
        expect(g.pac_kg, g.nome).toBeGreaterThanOrEqual(g.nome.includes('senza zuccheri') || g.nome === 'Amarena' ? 220 : 240);
        expect(g.pac_kg, g.nome).toBeLessThanOrEqual(360);
      }
      const fior = gusti.body.find((g: { nome: string }) => g.nome === 'Fiordilatte');
      expect(fior).toMatchObject({ categoria: 'Creme', allergeni: 'Latte' });
      expect(gusti.body.find((g) => g.nome === 'Tiramisù')?.allergeni).toBe('Glutine, Latte, Uova');
      expect(gusti.body.find((g) => g.nome === 'Limone')?.allergeni).toBe('');
      // every allergen is explained by an ingredient (Bacio has no chocolate, so no soy)
      expect(gusti.body.find((g) => g.nome === 'Bacio')?.allergeni).toBe('Frutta a guscio, Latte');
      // every ingredient with mass has its composition: the science is covered at 100 %
      for (const g of gusti.body) {
        const a = await t3.rest('GET', `/api/gusti/${g.id}/analisi`, { token: tok });
        expect(a.body.copertura, g.nome).toEqual({ percentuale: 100, ingredienti_senza_composizione: [] });
      }
    } finally {
      await t3.close();
    }
  });
});
