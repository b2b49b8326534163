import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type CorpoRichiesta, type TestApp, grezzo } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
});
afterAll(async () => t?.close());

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

const crea = async (body: Omit<CorpoRichiesta<'POST', '/api/ingredienti'>, 'fornitore'>) => {
  const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: { fornitore: 'Fornitore di prova', ...body } });
  if (res.status !== 201) throw new Error(`${body.nome}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/**
 * Test catalogue, composition per 100 g as sold:
 *   Latte (l, densita 1.032, 1.20 €/l): acqua 87.5, grassi 3.6, slng 8.9, lattosio 4.9, proteine 3.3, sale 0.12
 *     -> spectrum given: pac = 4.9 × 100/100 = 4.9 (its salt is in the milk-salts term: slng > 0);
 *        pod = 4.9 × 16/100 = 0.784 -> stored 0.78
 *   Saccarosio (kg, 1.50 €/kg): saccarosio 100 -> pac 100, pod 100
 *   Destrosio monoidrato (kg, 2.00 €/kg): acqua 9, glucosio 91 -> pac 91 × 1.9 = 172.9, pod 91 × 0.8 = 72.8
 */
/** A recipe line of the balancer (the analysis takes the same lines). */
type RigaRicetta = CorpoRichiesta<'POST', '/api/scienza/bilancia'>['righe'][number];

const ids = { latte: 0, saccarosio: 0, destrosio: 0, acqua: 0, limone: 0, panna: 0 };

describe('ingredient composition: both doors, validation, derived PAC/POD', () => {
  it('derives PAC/POD from the sugar spectrum (REST), milk salt excluded when slng > 0', async () => {
    const latte = await crea({
      nome: 'Latte intero', unita_misura: 'l', costo_per_unita: 1.2, densita: 1.032, calorie: 64,
      acqua: 87.5, grassi: 3.6, slng: 8.9, lattosio: 4.9, proteine: 3.3, sale: 0.12, pac: 50, pod: 50,
    });
    ids.latte = latte.id;
    expect(latte).toMatchObject({ pac: 4.9, pod: 0.78, pac_pod_derivati: true, densita: 1.032, acqua: 87.5, slng: 8.9, lattosio: 4.9, saccarosio: null });
    ids.saccarosio = (await crea({ nome: 'Saccarosio', unita_misura: 'kg', costo_per_unita: 1.5, calorie: 400, acqua: 0, saccarosio: 100 })).id;
    const destrosio = await crea({ nome: 'Destrosio monoidrato', unita_misura: 'kg', costo_per_unita: 2, calorie: 364, acqua: 9, glucosio: 91 });
    ids.destrosio = destrosio.id;
    expect(destrosio).toMatchObject({ pac: 172.9, pod: 72.8, pac_pod_derivati: true });
  });

  it('GraphQL: camelCase fields; invert syrup 36/36/8 -> pac 144.8, pod 99.08; alcohol 33.4 -> pac 248.16', async () => {
    const res = await t.gql(
      `mutation($input: IngredienteInput!) { creaIngrediente(input: $input) { id pac pod pacPodDerivati acqua glucosio fruttosio saccarosio densita grassiFruttaSecca } }`,
      { input: { nome: 'Zucchero invertito', costoPerUnita: 2.6, unitaMisura: 'kg', fornitore: 'Zuccheri', acqua: 20, glucosio: 36, fruttosio: 36, saccarosio: 8 } },
      manager,
    );
    expect(res.errors).toBeUndefined();
    // pac = (36×190 + 36×190 + 8×100)/100 = 144.8 ; pod = (36×80 + 36×173 + 8×100)/100 = 99.08
    expect(res.data.creaIngrediente).toMatchObject({ pac: 144.8, pod: 99.08, pacPodDerivati: true, acqua: 20, densita: null, grassiFruttaSecca: null });
    // rum 40 % vol: 33.4 g ethanol -> pac = 33.4 × 743 / 100 = 248.162 ; pod 0
    const rum = await crea({ nome: 'Rum', unita_misura: 'l', costo_per_unita: 15, densita: 0.948, acqua: 66.6, alcol: 33.4 });
    expect(rum).toMatchObject({ pac: 248.16, pod: 0, pac_pod_derivati: true });
  });

  it('without a spectrum the entered PAC/POD stand; adding one later derives them', async () => {
    const x = await crea({ nome: 'Pasta misteriosa', unita_misura: 'kg', costo_per_unita: 10, pac: 12, pod: 9, sale: 0.5 });
    expect(x).toMatchObject({ pac: 12, pod: 9, pac_pod_derivati: false });
    const res = await t.rest('PUT', `/api/ingredienti/${x.id}`, { token: admin, body: { saccarosio: 20 } });
    // 20 × 100/100 + added salt 0.5 × 585/100 = 22.925 -> 22.93 ; pod 20
    expect(res.body).toMatchObject({ pac: 22.93, pod: 20, pac_pod_derivati: true, saccarosio: 20 });
    // with its composition entered, the salt alone is a spectrum: 99.8 × 585 / 100 = 583.83
    const sale = await crea({ nome: 'Sale fino', unita_misura: 'kg', costo_per_unita: 0.6, pac: 590, acqua: 0.2, sale: 99.8 });
    expect(sale).toMatchObject({ pac: 583.83, pod: 0, pac_pod_derivati: true });
  });

  it('refuses values out of range with Italian messages (400), unknown stays null', async () => {
    const base = { nome: 'Errato', unita_misura: 'kg', costo_per_unita: 1, fornitore: 'x' };
    const casi: [Record<string, unknown>, string][] = [
      [{ acqua: 120 }, 'Il valore di acqua deve essere un numero tra 0 e 100 (g per 100 g)'],
      [{ burro_cacao: -1 }, 'Il valore di burro di cacao deve essere un numero tra 0 e 100 (g per 100 g)'],
      [{ slng: 'tanto' }, 'Il valore di SLNG (solidi magri del latte) deve essere un numero tra 0 e 100 (g per 100 g)'],
      [{ densita: 5 }, 'La densità deve essere un numero tra 0,3 e 3 kg/l'],
      [{ acqua: 80, alcol: 30 }, 'Acqua e alcol insieme non possono superare 100 g per 100 g di ingrediente'],
      [{ saccarosio: 60, glucosio: 50 }, 'La somma degli zuccheri (saccarosio, glucosio, fruttosio, lattosio, maltosio) non può superare 100 g per 100 g'],
    ];
    for (const [extra, messaggio] of casi) {
      const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: grezzo({ ...base, ...extra }) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    }
    const g = await t.gql(`mutation { creaIngrediente(input: { nome: "E", costoPerUnita: 1, unitaMisura: kg, fornitore: "x", densita: 0.1 }) { id } }`, {}, admin);
    expect(g.errors?.[0]).toMatchObject({ message: 'La densità deve essere un numero tra 0,3 e 3 kg/l', extensions: { code: 'BAD_USER_INPUT' } });
    // an empty field is read as "not given" (lenient input the contract does not document)
    const vuoto = await t.rest('POST', '/api/ingredienti', { token: admin, body: grezzo({ nome: 'Senza composizione', fornitore: 'x', unita_misura: 'kg', costo_per_unita: 1, acqua: '' }) });
    expect(vuoto.status).toBe(201);
    expect(vuoto.body).toMatchObject({ acqua: null, slng: null, pac_pod_derivati: false });
  });
});

describe('flavour values use the liquids density (DOMAIN.md Units)', () => {
  it('food cost, PAC and kcal of 1 l of milk (1.032 kg) + 150 g sucrose + 50 g dextrose', async () => {
    // M = 1.032 + 0.15 + 0.05 = 1.232 kg ; cost = 1×1.20 + 0.15×1.50 + 0.05×2.00 = 1.525 -> 1.525/1.232 = 1.2378 €/kg
    // PAC = Σ m×10×pac = 1.032×10×4.9 + 0.15×10×100 + 0.05×10×172.9 = 50.568 + 150 + 86.45 = 287.018 -> 287.02 ; /kg 232.97
    // kcal = (1.032×64 + 0.15×400 + 0.05×364)/1.232 = 144.248/1.232 = 117.08
    const cat = await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome: 'Creme' } });
    const res = await t.rest('POST', '/api/gusti', {
      token: admin,
      body: {
        nome: 'Fiordilatte',
        categoria: cat.body.id,
        ingredienti: [
          { ingrediente_id: ids.latte, quantita: 1, unita: 'l' },
          { ingrediente_id: ids.saccarosio, quantita: 150, unita: 'g' },
          { ingrediente_id: ids.destrosio, quantita: 50, unita: 'g' },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ massa_kg: 1.232, food_cost: 1.2378, pac: 287.02, pac_kg: 232.97, kcal: 117.08, profilo_id: null });
    fiordilatte = res.body.id;
  });
});

let fiordilatte = 0;

describe('profiles', () => {
  it('the three defaults are seeded, the default one first', async () => {
    const res = await t.rest('GET', '/api/profili-bilanciamento', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { nome: string }) => p.nome)).toEqual(['Gelato al latte e creme', 'Cioccolato e frutta secca', 'Senza zuccheri aggiunti', 'Sorbetto', 'Vegano']);
    expect(res.body[0]).toMatchObject({
      predefinito: true,
      obiettivi: {
        solidi_totali: { min: 32, max: 42 },
        grassi: { min: 4, max: 8 },
        slng: { min: 9, max: 12 },
        zuccheri: { min: 18, max: 25 },
        pod: { min: 15, max: 24 },
        stabilizzanti: { min: 0.2, max: 0.5 },
        // issue 27: added salt, alcohol and the sugar mix bounded in every default profile
        sale_aggiunto: { min: null, max: 0.2 },
        alcol: { min: null, max: 3 },
        quota_destrosio: { min: null, max: 35 },
        quota_fruttosio: { min: null, max: 25 },
      },
      temperatura_servizio: { min: -13, max: -11 },
    });
    expect(res.body[3]).toMatchObject({ nome: 'Sorbetto', temperatura_servizio: { min: -14, max: -12 } });
  });

  let id = 0;
  it('CRUD on both doors, with the activity log', async () => {
    const res = await t.rest('POST', '/api/profili-bilanciamento', {
      token: admin,
      body: { nome: 'Gelato gastronomico', obiettivi: { solidi_totali: { min: 30, max: 40 }, sale: { max: 1.5 } }, temperatura_servizio: { min: -14, max: -11 } },
    });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({ nome: 'Gelato gastronomico', obiettivi: { solidi_totali: { min: 30, max: 40 }, sale: { min: null, max: 1.5 } }, predefinito: false });
    const upd = await t.gql(
      `mutation($id: Int!, $input: AggiornaProfiloBilanciamentoInput!) { aggiornaProfiloBilanciamento(id: $id, input: $input) { id nome obiettivi { chiave min max } temperaturaServizio { min max } } }`,
      { id, input: { obiettivi: [{ chiave: 'grassi', min: 2, max: 6 }], temperaturaServizio: null } },
      admin,
    );
    expect(upd.errors).toBeUndefined();
    expect(upd.data.aggiornaProfiloBilanciamento).toEqual({ id, nome: 'Gelato gastronomico', obiettivi: [{ chiave: 'grassi', min: 2, max: 6 }], temperaturaServizio: null });
    const get = await t.gql(`query($id: Int!) { profiloBilanciamento(id: $id) { nome predefinito } }`, { id }, manager);
    expect(get.data.profiloBilanciamento).toEqual({ nome: 'Gelato gastronomico', predefinito: false });
    const log = await sql<{ azione: string }>(`select azione from log_attivita where dettagli like '%profilo di bilanciamento "Gelato gastronomico"%' order by id`);
    expect(log.map((l) => l.azione)).toEqual(['creazione', 'modifica']);
  });

  it('validation: known keys, min ≤ max, a bound per key, unique names (Italian messages)', async () => {
    const casi: [unknown, number, string][] = [
      [{ nome: '', obiettivi: {} }, 400, 'Il nome del profilo è obbligatorio'],
      [{ nome: 'X', obiettivi: { zucchero: { min: 1 } } }, 400, 'Obiettivo sconosciuto: "zucchero".'],
      [{ nome: 'X', obiettivi: { grassi: { min: 9, max: 3 } } }, 400, 'Il minimo di "grassi" non può superare il massimo'],
      [{ nome: 'X', obiettivi: { grassi: {} } }, 400, 'Indica almeno un limite (minimo o massimo) per "grassi"'],
      [{ nome: 'X', obiettivi: { grassi: { min: 'molto' } } }, 400, 'I limiti di "grassi" devono essere numeri tra -1000 e 1000'],
      [{ nome: 'X', obiettivi: {}, temperatura_servizio: { min: -10, max: -14 } }, 400, 'La temperatura di servizio minima non può superare la massima'],
      [{ nome: 'X', obiettivi: {}, temperatura_servizio: { min: 5 } }, 400, 'La temperatura di servizio deve essere un numero tra -40 e 0 °C'],
      [{ nome: 'sorbetto', obiettivi: {} }, 409, 'Esiste già un profilo di bilanciamento con il nome "sorbetto"'],
    ];
    for (const [body, status, messaggio] of casi) {
      const res = await t.rest('POST', '/api/profili-bilanciamento', { token: admin, body: grezzo(body) });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toContain(messaggio);
    }
    const dup = await t.gql(`mutation { creaProfiloBilanciamento(input: { nome: "Y", obiettivi: [{ chiave: "pod", min: 1 }, { chiave: "pod", max: 2 }] }) { id } }`, {}, admin);
    expect(dup.errors?.[0]).toMatchObject({ message: 'L\'obiettivo "pod" è indicato più di una volta', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('categories and flavours name a profile; the flavour uses its own, else its category’s, else the default', async () => {
    const [sorbetto] = await sql<{ id: number }>(`select id from profili_bilanciamento where nome = 'Sorbetto'`);
    const cat = await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome: 'Sorbetti', profilo_id: sorbetto!.id } });
    expect(cat.status).toBe(201);
    expect(cat.body.profilo_id).toBe(sorbetto!.id);
    const bad = await t.rest('PUT', `/api/config/categorie/${cat.body.id}`, { token: admin, body: { profilo_id: 999999 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Profilo di bilanciamento non trovato' });
    const g = await t.rest('POST', '/api/gusti', { token: admin, body: { nome: 'Sorbetto di prova', categoria: 'Sorbetti' } });
    const q = `query($id: Int!) { gusto(id: $id) { profiloId profilo { nome } categoria { profiloId profilo { nome } } } }`;
    let r = await t.gql(q, { id: g.body.id }, manager);
    expect(r.data.gusto).toEqual({ profiloId: null, profilo: { nome: 'Sorbetto' }, categoria: { profiloId: sorbetto!.id, profilo: { nome: 'Sorbetto' } } });
    const upd = await t.gql(`mutation($id: Int!) { aggiornaGusto(id: $id, input: { profiloId: ${id} }) { profiloId profilo { nome } } }`, { id: g.body.id }, admin);
    expect(upd.data.aggiornaGusto).toEqual({ profiloId: id, profilo: { nome: 'Gelato gastronomico' } });
    const fior = await t.gql(`query($id: Int!) { gusto(id: $id) { profilo { nome } } }`, { id: fiordilatte }, admin);
    expect(fior.data.gusto.profilo).toEqual({ nome: 'Gelato al latte e creme' });
    r = await t.gql(q, { id: g.body.id }, operatore);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a profile in use or the default one cannot be deleted (409); an unused one can', async () => {
    const inUso = await t.rest('DELETE', `/api/profili-bilanciamento/${id}`, { token: admin });
    expect(inUso.status).toBe(409);
    expect(inUso.body).toEqual({ error: 'Impossibile eliminare il profilo "Gelato gastronomico": è usato da 1 gusto. Assegna prima un altro profilo.' });
    const [sorbetto] = await sql<{ id: number }>(`select id from profili_bilanciamento where nome = 'Sorbetto'`);
    const cat = await t.gql(`mutation($id: Int!) { eliminaProfiloBilanciamento(id: $id) }`, { id: sorbetto!.id }, admin);
    expect(cat.errors?.[0]).toMatchObject({ message: 'Impossibile eliminare il profilo "Sorbetto": è usato da 1 categoria. Assegna prima un altro profilo.', extensions: { code: 'CONFLICT' } });
    const [pred] = await sql<{ id: number }>(`select id from profili_bilanciamento where predefinito`);
    const p = await t.rest('DELETE', `/api/profili-bilanciamento/${pred!.id}`, { token: admin });
    expect(p.status).toBe(409);
    expect(p.body.error).toContain('è il profilo predefinito');
    const nuovo = await t.rest('POST', '/api/profili-bilanciamento', { token: admin, body: { nome: 'Usa e getta', obiettivi: {} } });
    const del = await t.rest('DELETE', `/api/profili-bilanciamento/${nuovo.body.id}`, { token: admin });
    expect(del.body).toEqual({ success: true, id: nuovo.body.id, message: 'Profilo di bilanciamento eliminato con successo' });
  });
});

describe('sales points: temperatura_vetrina', () => {
  it('defaults to -12, validated -30..0 on both doors', async () => {
    const res = await t.rest('POST', '/api/punti-vendita', { token: admin, body: { nome: 'Chiosco' } });
    expect(res.body.puntoVendita.temperatura_vetrina).toBe(-12);
    const bad = await t.rest('PUT', `/api/punti-vendita/${res.body.puntoVendita.id}`, { token: admin, body: { temperatura_vetrina: 4 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'La temperatura della vetrina deve essere un numero tra -30 e 0 °C' });
    const g = await t.gql(`mutation($id: Int!) { aggiornaPuntoVendita(id: $id, input: { temperaturaVetrina: -14 }) { temperaturaVetrina } }`, { id: res.body.puntoVendita.id }, admin);
    expect(g.data.aggiornaPuntoVendita).toEqual({ temperaturaVetrina: -14 });
    vetrina14 = res.body.puntoVendita.id;
  });
});

let vetrina14 = 0;

/**
 * Analysis of the Fiordilatte above, by hand (DOMAIN.md "Gelato science"), M = 1.232 kg:
 *   acqua = (1.032×87.5 + 0.05×9)/1.232 = 90.75/1.232 = 73.66071 ; solidi_totali = 26.33929
 *   grassi = 1.032×3.6/1.232 = 3.01558 ; slng = 1.032×8.9/1.232 = 7.45519 ; lattosio = 1.032×4.9/1.232 = 4.10455
 *   saccarosio = 15/1.232 = 12.17532 ; glucosio = 0.05×91/1.232 = 3.69318 ; zuccheri = 19.97305
 *   altri_solidi = max(0, 26.33929 − 3.01558 − 7.45519 − (19.97305 − 4.10455) − 0 − 0) = 0
 *   pac from ingredients = (1.032×4.9 + 0.15×100 + 0.05×172.9)/1.232 = 28.7018/1.232 = 23.29692
 *   pac_sali_latte = 7.45519 × 36.74/100 = 2.73904 ; pac_totale = 26.03596 ; hf = 0
 *   pod = (1.032×0.784 + 15 + 0.05×72.8)/1.232 = 19.44909/1.232 = 15.78660
 *   abs_pac = 26.03596/73.66071×100 = 35.3458
 *   T(0) = FPD(35.3458): 2.03 + (35.3458 − 33)/3 × (2.21 − 2.03) = 2.17075 -> −2.1707 °C
 *   T(50): W = 36.83036, s = 70.6916: 4.54 + (1.6916/3)×0.23 = 4.6697 -> −4.6697 °C
 *   T_h(75): W = 18.41518, s = 141.3834: 10.72 + (0.3834/3)×0.25 = 10.7520 -> −10.752 °C
 *   densita_mix = 1/(0.0301558×1.075 + (0.2633929 − 0.0301558)×0.63 + 0.7366071) = 1/0.915964 = 1.091746
 *   food_cost = 1.525/1.232 = 1.23782
 *   display case −12 °C: T_h(77) = −11.6864, T_h(78) = −12.2841 -> x = 77 + 0.3136/0.5977 = 77.525 %
 */
describe('analysis of a flavour (GET /gusti/:id/analisi, gusto.analisi)', () => {
  it('REST: hand-computed figures, default display case −12 °C, default profile checks; ≤ 3 statements', async () => {
    const res = await t.rest('GET', `/api/gusti/${fiordilatte}/analisi`, { token: manager });
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.massa_kg).toBeCloseTo(1.232, 4);
    expect(a.composizione.acqua).toBeCloseTo(73.6607, 3);
    expect(a.composizione.solidi_totali).toBeCloseTo(26.3393, 3);
    expect(a.composizione.grassi).toBeCloseTo(3.0156, 3);
    expect(a.composizione.slng).toBeCloseTo(7.4552, 3);
    expect(a.composizione.lattosio).toBeCloseTo(4.1045, 3);
    expect(a.composizione.saccarosio).toBeCloseTo(12.1753, 3);
    expect(a.composizione.glucosio).toBeCloseTo(3.6932, 3);
    expect(a.composizione.zuccheri).toBeCloseTo(19.9731, 3);
    expect(a.composizione.altri_solidi).toBeCloseTo(0, 3);
    expect(a.pac_sali_latte).toBeCloseTo(2.739, 3);
    expect(a.pac_totale).toBeCloseTo(26.036, 3);
    expect(a.hf).toBe(0);
    expect(a.pod).toBeCloseTo(15.7866, 3);
    expect(a.abs_pac).toBeCloseTo(35.3458, 2);
    expect(a.punto_congelamento).toBeCloseTo(-2.1707, 3);
    expect(a.curva).toHaveLength(100);
    expect(a.curva[0]).toEqual({ x: 0, temperatura: a.punto_congelamento, temperatura_durezza: a.punto_congelamento });
    expect(a.curva[50].temperatura).toBeCloseTo(-4.6697, 3);
    expect(a.temperatura_servizio).toBeCloseTo(-10.752, 3);
    expect(a.densita_mix).toBeCloseTo(1.09175, 3);
    expect(a.food_cost).toBeCloseTo(1.2378, 4);
    expect(a.durezza_vetrina.punto_vendita_id).toBeNull();
    expect(a.durezza_vetrina.temperatura).toBe(-12);
    expect(a.durezza_vetrina.percentuale).toBeCloseTo(77.525, 2);
    expect(a.copertura).toEqual({ percentuale: 100, ingredienti_senza_composizione: [] });
    expect(a.profilo).toMatchObject({ nome: 'Gelato al latte e creme' });
    const esiti = Object.fromEntries(a.controlli.map((c: { chiave: string; esito: string }) => [c.chiave, c.esito]));
    expect(esiti).toEqual({
      solidi_totali: 'basso', grassi: 'basso', slng: 'basso', zuccheri: 'ok', pod: 'ok', stabilizzanti: 'basso',
      sale_aggiunto: 'ok', alcol: 'ok', quota_destrosio: 'ok', quota_fruttosio: 'ok',
      temperatura_servizio: 'alto', lattosio_hyde_rothwell: 'ok',
    });
    expect(res.queries).toBeLessThanOrEqual(3);
  });

  it('GraphQL gusto.analisi with the display case of a sales point at −14 °C', async () => {
    const res = await t.gql(
      `query($id: Int!, $pv: Int) { gusto(id: $id) { analisi(puntoVenditaId: $pv) { massaKg pacTotale temperaturaServizio foodCost
        composizione { solidiTotali altriSolidi } durezzaVetrina { puntoVenditaId temperatura percentuale }
        curva { x temperatura temperaturaDurezza } controlli { chiave esito } profilo { nome obiettivi { chiave min max } } } } }`,
      { id: fiordilatte, pv: vetrina14 },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const a = res.data.gusto.analisi;
    expect(a.massaKg).toBeCloseTo(1.232, 4);
    expect(a.pacTotale).toBeCloseTo(26.036, 3);
    expect(a.composizione.solidiTotali).toBeCloseTo(26.3393, 3);
    expect(a.durezzaVetrina).toMatchObject({ puntoVenditaId: vetrina14, temperatura: -14 });
    // colder case: more water frozen than at −12 °C
    expect(a.durezzaVetrina.percentuale).toBeGreaterThan(77.6);
    expect(a.curva[75].temperaturaDurezza).toBeCloseTo(-10.752, 3);
    expect(a.profilo.obiettivi).toContainEqual({ chiave: 'solidi_totali', min: 32, max: 42 });
    const pvSbagliato = await t.rest('GET', `/api/gusti/${fiordilatte}/analisi?punto_vendita_id=999999`, { token: admin });
    expect(pvSbagliato.status).toBe(400);
    expect(pvSbagliato.body).toEqual({ error: 'Punto vendita non trovato' });
    expect((await t.rest('GET', '/api/gusti/999999/analisi', { token: admin })).body).toEqual({ error: 'Gusto non trovato' });
  });

  it('the analyses of many flavours cost the same statements as of a few (comparison view)', async () => {
    const q = `{ gusti(includiDisattivi: true) { id analisi(puntoVenditaId: ${vetrina14}) { massaKg copertura { percentuale } } } }`;
    const pochi = await t.gql(q, {}, admin);
    expect(pochi.errors).toBeUndefined();
    for (let i = 0; i < 4; i++) {
      await t.rest('POST', '/api/gusti', { token: admin, body: { nome: `Copia ${i}`, categoria: 'Creme', ingredienti: [{ ingrediente_id: ids.latte, quantita: 1, unita: 'l' }] } });
    }
    const molti = await t.gql(q, {}, admin);
    expect(molti.data.gusti.length).toBe(pochi.data.gusti.length + 4);
    expect(molti.data.gusti.find((g: { id: number }) => g.id === fiordilatte).analisi.massaKg).toBeCloseTo(1.232, 4);
    expect(molti.queries).toBe(pochi.queries);
  });

  it('operatore: 403 on REST, FORBIDDEN on the field (the analysis holds costs)', async () => {
    expect((await t.rest('GET', `/api/gusti/${fiordilatte}/analisi`, { token: operatore })).status).toBe(403);
    const res = await t.gql(`query($id: Int!) { gusto(id: $id) { nome analisi { pacTotale } } }`, { id: fiordilatte }, operatore);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('analysis of an unsaved recipe (POST /scienza/analisi, analisiRicetta)', () => {
  it('same figures as the saved flavour; coverage names the ingredients without composition', async () => {
    const righe: RigaRicetta[] = [
      { ingrediente_id: ids.latte, quantita: 1000, unita: 'ml' },
      { ingrediente_id: ids.saccarosio, quantita: 0.15, unita: 'kg' },
      { ingrediente_id: ids.destrosio, quantita: 50, unita: 'g' },
    ];
    const res = await t.rest('POST', '/api/scienza/analisi', { token: manager, body: { righe } });
    expect(res.status).toBe(200);
    expect(res.body.pac_totale).toBeCloseTo(26.036, 3);
    expect(res.body.temperatura_servizio).toBeCloseTo(-10.752, 3);
    const [x] = await sql<{ id: number }>(`select id from ingredienti where nome = 'Pasta misteriosa'`);
    // 100 g of an ingredient whose acqua is unknown: 1.232 of 1.332 kg known -> 92.49 %
    const g = await t.gql(
      `query($input: AnalisiRicettaInput!) { analisiRicetta(input: $input) { copertura { percentuale ingredientiSenzaComposizione { id nome } } } }`,
      { input: { righe: [...righe.map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita })), { ingredienteId: x!.id, quantita: 100, unita: 'g' }] } },
      admin,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.analisiRicetta.copertura.percentuale).toBeCloseTo(92.4925, 3);
    expect(g.data.analisiRicetta.copertura.ingredientiSenzaComposizione).toEqual([{ id: x!.id, nome: 'Pasta misteriosa' }]);
  });

  it('the recipe-line unit rules of DOMAIN.md: 400 in Italian', async () => {
    const casi: [unknown, string][] = [
      [{ righe: [{ ingrediente_id: ids.latte, quantita: 100, unita: 'g' }] }, 'Unità "g" non valida per l\'ingrediente "Latte intero": usa ml o l'],
      [{ righe: [{ ingrediente_id: 999999, quantita: 1, unita: 'kg' }] }, 'Ingrediente non trovato (#999999)'],
      [{ righe: [{ ingrediente_id: ids.latte, quantita: -1, unita: 'l' }] }, 'La quantità deve essere un numero maggiore o uguale a 0'],
      [{ righe: 'latte' }, 'Il formato degli ingredienti non è valido'],
      [{ righe: [], profilo_id: 999999 }, 'Profilo di bilanciamento non trovato'],
    ];
    for (const [body, messaggio] of casi) {
      const res = await t.rest('POST', '/api/scienza/analisi', { token: admin, body: grezzo(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    }
  });
});

describe('balancing (POST /scienza/bilancia, bilanciaRicetta)', () => {
  beforeAll(async () => {
    ids.acqua = (await crea({ nome: 'Acqua', unita_misura: 'l', costo_per_unita: 0.001, densita: 1, acqua: 100 })).id;
    ids.limone = (
      await crea({ nome: 'Succo di limone', unita_misura: 'l', costo_per_unita: 3, densita: 1.03, acqua: 92.31, carboidrati: 2.52, glucosio: 0.99, fruttosio: 1.1, saccarosio: 0.43 })
    ).id;
  });

  // a lemon sorbet far from the Sorbetto profile: solids about 21 % (water and sugars freed from
  // their identity bounds: ±30 % of their shares cannot reach the profile)
  const sorbetto = (): RigaRicetta[] => [
    { ingrediente_id: ids.acqua, quantita: 600, unita: 'ml', libera: true },
    { ingrediente_id: ids.limone, quantita: 200, unita: 'ml', bloccata: true },
    { ingrediente_id: ids.saccarosio, quantita: 150, unita: 'g', libera: true },
    { ingrediente_id: ids.destrosio, quantita: 50, unita: 'g', libera: true },
  ];

  it('REST, feasible: the sorbet balanced into the Sorbetto profile at minimum cost, same mass, locked line kept', async () => {
    const [p] = await sql<{ id: number }>(`select id from profili_bilanciamento where nome = 'Sorbetto'`);
    const prima = await t.rest('POST', '/api/scienza/analisi', { token: admin, body: { righe: sorbetto(), profilo_id: p!.id } });
    expect(prima.body.controlli.find((c) => c.chiave === 'solidi_totali')?.esito).toBe('basso');
    const res = await t.rest('POST', '/api/scienza/bilancia', { token: manager, body: { righe: sorbetto(), profilo_id: p!.id, obiettivo: 'costo_minimo' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fattibile).toBe(true);
    expect(res.body.obiettivi_mancati).toEqual([]);
    expect(res.body.righe.map((r: { unita: string }) => r.unita)).toEqual(['ml', 'ml', 'g', 'g']);
    expect(res.body.righe[1]).toEqual({ ingrediente_id: ids.limone, quantita: 200, unita: 'ml' });
    expect(res.body.analisi.massa_kg).toBeCloseTo(prima.body.massa_kg, 3);
    for (const c of res.body.analisi.controlli) expect(c.esito, c.chiave).toBe('ok');
    expect(res.body.analisi.profilo).toMatchObject({ id: p!.id, nome: 'Sorbetto' });
    expect(res.body.food_cost).toBe(res.body.analisi.food_cost);
    // grams to 0.1
    for (const r of res.body.righe) expect(Math.round(r.quantita * 10) / 10).toBe(r.quantita);
  });

  it('GraphQL gives the same proposal', async () => {
    const [p] = await sql<{ id: number }>(`select id from profili_bilanciamento where nome = 'Sorbetto'`);
    const rest = await t.rest('POST', '/api/scienza/bilancia', { token: admin, body: { righe: sorbetto(), profilo_id: p!.id, obiettivo: 'modifica_minima' } });
    const res = await t.gql(
      `mutation($input: BilanciaRicettaInput!) { bilanciaRicetta(input: $input) { fattibile foodCost righe { ingredienteId quantita unita } obiettiviMancati { chiave } analisi { massaKg } } }`,
      {
        input: {
          righe: sorbetto().map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita, bloccata: r.bloccata ?? null, libera: r.libera ?? null })),
          profiloId: p!.id,
          obiettivo: 'modifica_minima',
        },
      },
      manager,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.bilanciaRicetta.fattibile).toBe(true);
    expect(res.data.bilanciaRicetta.righe).toEqual(rest.body.righe.map((r: { ingrediente_id: number; quantita: number; unita: string }) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita })));
    expect(res.data.bilanciaRicetta.foodCost).toBe(rest.body.food_cost);
  });

  it('infeasible: a fat target with no fat in the recipe is named with the gap and an Italian message (both doors)', async () => {
    const body = { righe: sorbetto(), obiettivi: { grassi: { min: 5, max: 8 }, zuccheri: { min: 22, max: 30 } }, obiettivo: 'costo_minimo' } as const;
    const res = await t.rest('POST', '/api/scienza/bilancia', { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body.fattibile).toBe(false);
    expect(res.body.obiettivi_mancati).toHaveLength(1);
    expect(res.body.obiettivi_mancati[0]).toMatchObject({ chiave: 'grassi', min: 5, max: 8 });
    expect(res.body.obiettivi_mancati[0].scarto).toBeCloseTo(5, 2);
    expect(res.body.obiettivi_mancati[0].messaggio).toMatch(/^Grassi: .*sotto il minimo di 5/);
    expect(res.body.analisi.profilo?.nome).toBe('Obiettivi indicati');
    const g = await t.gql(
      `mutation($input: BilanciaRicettaInput!) { bilanciaRicetta(input: $input) { fattibile obiettiviMancati { chiave scarto messaggio } } }`,
      {
        input: {
          righe: sorbetto().map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita })),
          obiettivi: [{ chiave: 'grassi', min: 5, max: 8 }],
          obiettivo: 'costo_minimo',
        },
      },
      admin,
    );
    expect(g.data.bilanciaRicetta.fattibile).toBe(false);
    expect(g.data.bilanciaRicetta.obiettiviMancati[0].chiave).toBe('grassi');
  });

  it('a catalogue candidate the solver may add (0..max) makes the fat target reachable', async () => {
    ids.panna = (
      await crea({ nome: 'Panna 35%', unita_misura: 'l', costo_per_unita: 4, densita: 0.994, acqua: 59.2, grassi: 35, slng: 5.8, lattosio: 3.2, proteine: 2.1 })
    ).id;
    const body: CorpoRichiesta<'POST', '/api/scienza/bilancia'> = { righe: sorbetto(), obiettivi: { grassi: { min: 5, max: 8 } }, obiettivo: 'costo_minimo', candidati: [{ ingrediente_id: ids.panna, max: 300 }] };
    const res = await t.rest('POST', '/api/scienza/bilancia', { token: manager, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fattibile).toBe(true);
    const panna = res.body.righe.find((r) => r.ingrediente_id === ids.panna)!;
    expect(panna.unita).toBe('ml');
    expect(panna.quantita).toBeGreaterThan(0);
    expect(panna.quantita).toBeLessThanOrEqual(300);
    expect(res.body.analisi.composizione.grassi).toBeGreaterThanOrEqual(5 - 1e-6);
  });

  it('bad requests: 400 in Italian', async () => {
    const casi: [unknown, string][] = [
      [{ righe: [], obiettivo: 'costo_minimo' }, 'Indica almeno una riga della ricetta'],
      [{ righe: sorbetto(), obiettivo: 'economico' }, "L'obiettivo deve essere costo_minimo o modifica_minima"],
      [{ righe: sorbetto(), obiettivo: 'costo_minimo', profilo_id: 1, obiettivi: { grassi: { min: 1 } } }, 'Indica il profilo oppure gli obiettivi, non entrambi'],
      [{ righe: [{ ingrediente_id: ids.acqua, quantita: 1, unita: 'l', min: 3, max: 2 }], obiettivo: 'costo_minimo' }, 'Il minimo di una riga non può superare il massimo'],
      [{ righe: sorbetto(), obiettivo: 'costo_minimo', massa_kg: 0 }, 'La massa della miscela deve essere un numero maggiore di 0 e al massimo 1000 kg'],
      [{ righe: sorbetto(), obiettivo: 'costo_minimo', candidati: [{ ingrediente_id: 999999 }] }, 'Ingrediente non trovato (#999999)'],
      [{ righe: [{ ingrediente_id: ids.saccarosio, quantita: 1, unita: 'ml' }], obiettivo: 'costo_minimo' }, 'Unità "ml" non valida per l\'ingrediente "Saccarosio": usa g o kg'],
    ];
    for (const [body, messaggio] of casi) {
      const res = await t.rest('POST', '/api/scienza/bilancia', { token: admin, body: grezzo(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    }
  });
});

describe('reference library', () => {
  it('≥ 25 base ingredients, consistent, with sources, density of liquids and EU allergen names; creates an ingredient', async () => {
    const res = await t.rest('GET', '/api/scienza/libreria', { token: manager });
    expect(res.status).toBe(200);
    const righe = res.body;
    expect(righe.length).toBeGreaterThanOrEqual(25);
    const allergeni = new Set((await sql<{ nome: string }>('select nome from allergeni')).map((a) => a.nome));
    for (const v of righe) {
      const n = (k: keyof typeof v) => Number(v[k] ?? 0);
      expect(v.fonte.length, v.nome).toBeGreaterThan(10);
      // water + fat + protein + available carbohydrate + fibre + alcohol never above 100 g (ash and acids make the rest)
      const somma = n('acqua') + n('grassi') + n('proteine') + n('carboidrati') + n('fibre') + n('alcol');
      expect(somma, v.nome).toBeLessThanOrEqual(100.5);
      expect(n('zuccheri'), v.nome).toBeLessThanOrEqual(n('carboidrati') + 0.01);
      if (n('slng') > 0) expect(n('acqua') + n('grassi') + n('slng'), v.nome).toBeCloseTo(100, 1);
      if (n('burro_cacao') > 0) expect(n('burro_cacao'), v.nome).toBeLessThanOrEqual(n('grassi'));
      expect(v.unita_misura === 'l', v.nome).toBe(typeof v.densita === 'number');
      for (const a of v.allergeni) expect(allergeni.has(a), `${v.nome}: ${a}`).toBe(true);
    }
    const latte = righe.find((v) => v.codice === 'latte-intero')!;
    expect(latte).toMatchObject({ densita: 1.032, allergeni: ['Latte'] });
    const destrosio = righe.find((v) => v.codice === 'destrosio-monoidrato')!;
    expect(destrosio).toMatchObject({ acqua: 9, glucosio: 91, pac: 172.9, pod: 72.8 });
    // "Nuovo ingrediente da libreria": the row fills the ingredient
    const { codice: _c, descrizione, fonte: _f, allergeni: _a, pac: _p, pod: _d, ...campi } = destrosio;
    const creato = await crea({ ...campi, nome: 'Destrosio (libreria)', descrizione, costo_per_unita: 1.9 });
    expect(creato).toMatchObject({ pac: 172.9, pod: 72.8, pac_pod_derivati: true });
    const g = await t.gql('{ libreriaIngredienti { codice nome fonte allergeni densita burroCacao pac } }', {}, admin);
    expect(g.data.libreriaIngredienti.find((v: { codice: string }) => v.codice === 'cacao-22-24')).toMatchObject({ burroCacao: 23, densita: null });
    expect((await t.rest('GET', '/api/scienza/libreria', { token: operatore })).status).toBe(403);
  });
});
