/**
 * Issue 27, the science half, through the real app: glucose syrups by DE and the new composition
 * fields on both doors with their bad input, recipe line roles, and balancing of the demo
 * flavours by DOMAIN's rules (no salt added, identity bounds, the lactose check, binding
 * constraints in Italian).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { seedDemoCatalogo } from '../../seed/demo-catalogo.js';

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await t.tokens());
  const log = { info: () => {}, warn: (m: string) => { throw new Error(m); } };
  await t.orm.em.fork().transactional((em) => seedDemoCatalogo(em, log));
}, 120_000);
afterAll(async () => t?.close());

type Riga = { ingrediente_id: number; nome?: string; quantita: number; unita: 'kg' | 'l' | 'g' | 'ml' | 'pz'; ruolo?: string; libera?: boolean };
interface Gusto {
  id: number;
  profilo: number;
  righe: Riga[];
}

/** A demo flavour: its lines (as REST shows them) and its profile (own, else its category's). */
async function gusto(nome: string): Promise<Gusto> {
  const [g] = await t.sql<{ id: number; profilo: number }>(
    `select g.id, coalesce(g.profilo_id, c.profilo_id, (select id from profili_bilanciamento where predefinito)) as profilo
       from gusti g join categorie_gusti c on c.id = g.categoria_id where g.nome = ?`,
    [nome],
  );
  const res = await t.rest('GET', `/api/gusti/${g!.id}`, { token: admin });
  return { id: g!.id, profilo: g!.profilo, righe: JSON.parse(res.body.ingredienti as string) as Riga[] };
}

const bilancia = (g: Gusto, nome: string, extra: Record<string, unknown> = {}) =>
  t.rest('POST', '/api/scienza/bilancia', {
    token: manager,
    body: grezzo({
      righe: g.righe.map(({ ingrediente_id, quantita, unita, ruolo, libera }) => ({ ingrediente_id, quantita, unita, ...(ruolo ? { ruolo } : {}), ...(libera ? { libera } : {}) })),
      profilo_id: g.profilo,
      obiettivo: 'costo_minimo',
      nome_gusto: nome,
      ...extra,
    }),
  });

describe('glucose syrups, polyols and sweeteners on both doors', () => {
  it('a DE 42 syrup at 80 % solids: PAC 63.84, POD 40 per 100 g (REST), the same over GraphQL', async () => {
    const res = await t.rest('POST', '/api/ingredienti', {
      token: admin,
      body: { nome: 'Sciroppo DE 42', unita_misura: 'kg', costo_per_unita: 1.6, fornitore: 'Zuccheri', acqua: 20, sciroppo_glucosio: 80, de: 42, zuccheri: 30 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // PAC: 80 × 1.9 × 42 / 100 = 63.84; POD: 80 × 50 / 100 = 40 (DE 42 on the interpolation table)
    expect(res.body).toMatchObject({ pac: 63.84, pod: 40, pac_pod_derivati: true, sciroppo_glucosio: 80, de: 42, eritritolo: null });
    const q = await t.gql(`query($id: Int!) { ingrediente(id: $id) { pac pod sciroppoGlucosio de } }`, { id: res.body.id }, admin);
    expect(q.errors).toBeUndefined();
    expect(q.data.ingrediente).toEqual({ pac: 63.84, pod: 40, sciroppoGlucosio: 80, de: 42 });
    // GraphQL write: erythritol 99.8 g -> PAC 279.44, POD 64.87
    const m = await t.gql(
      `mutation($input: IngredienteInput!) { creaIngrediente(input: $input) { pac pod eritritolo } }`,
      { input: { nome: 'Eritritolo di prova', costoPerUnita: 7, unitaMisura: 'kg', fornitore: 'Z', acqua: 0.2, eritritolo: 99.8 } },
      admin,
    );
    expect(m.errors).toBeUndefined();
    expect(m.data.creaIngrediente).toEqual({ pac: 279.44, pod: 64.87, eritritolo: 99.8 });
  });

  it('bad input: 400 with an Italian message naming the field', async () => {
    const base = { nome: 'X', unita_misura: 'kg', costo_per_unita: 1, fornitore: 'F' };
    const casi: [Record<string, unknown>, string][] = [
      [{ sciroppo_glucosio: 80, de: 0 }, 'Il valore di de (destrosio equivalente) deve essere un numero tra 1 e 99'],
      [{ sciroppo_glucosio: 80, de: 100 }, 'Il valore di de (destrosio equivalente) deve essere un numero tra 1 e 99'],
      [{ eritritolo: -1 }, 'Il valore di eritritolo deve essere un numero tra 0 e 100 (g per 100 g)'],
      [{ maltitolo: 'NaN' }, 'Il valore di maltitolo deve essere un numero tra 0 e 100 (g per 100 g)'],
      [{ sciroppo_glucosio: 80 }, 'Indica sia sciroppo_glucosio (g di solidi per 100 g) sia de (destrosio equivalente, 1-99), oppure nessuno dei due'],
      [
        { acqua: 30, sciroppo_glucosio: 75, de: 40 },
        'La composizione supera 100 g per 100 g (105 g): acqua, alcol, grassi, proteine, zuccheri, sciroppo_glucosio, polioli, fibre (inulina, polidestrosio), dolcificanti, sale e stabilizzanti insieme non possono superare 100',
      ],
    ];
    for (const [campi, messaggio] of casi) {
      const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: grezzo({ ...base, ...campi }) });
      expect(res.status, JSON.stringify(campi)).toBe(400);
      expect(res.body).toEqual({ error: messaggio });
    }
    const [g] = await t.sql<{ id: number }>(`select id from gusti where nome = 'Limone'`);
    const [acqua] = await t.sql<{ id: number }>(`select id from ingredienti where nome = 'Acqua'`);
    const ruolo = await t.rest('PUT', `/api/gusti/${g!.id}`, { token: admin, body: grezzo({ ingredienti: [{ ingrediente_id: acqua!.id, quantita: 500, unita: 'ml', ruolo: 'salsa' }] }) });
    expect(ruolo.status).toBe(400);
    expect(ruolo.body).toEqual({ error: 'Il ruolo di una riga (ruolo) deve essere uno tra base, variegato, inclusione' });
  });

  it('the reference library covers the sugar-free and vegan bases, each row with its source', async () => {
    const res = await t.rest('GET', '/api/scienza/libreria', { token: manager });
    expect(res.status).toBe(200);
    const codici = res.body.map((v: { codice: string }) => v.codice);
    for (const c of ['maltodestrina-de20', 'sciroppo-glucosio-de40', 'sciroppo-glucosio-de60', 'glucosio-disidratato-de38', 'zucchero-invertito', 'fruttosio', 'eritritolo', 'maltitolo', 'trealosio', 'inulina', 'sucralosio', 'bevanda-avena', 'bevanda-soia', 'bevanda-mandorla', 'crema-cocco', 'burro-cacao', 'tuorlo']) {
      expect(codici, c).toContain(c);
    }
    for (const v of res.body) expect(v.fonte, v.codice).toMatch(/\S{5,}/);
    // DE 40 at 80 % solids: PAC 80 × 76 / 100 = 60.8 (no longer 34.7), POD 80 × 47.2727 / 100 = 37.818
    expect(res.body.find((v: { codice: string }) => v.codice === 'sciroppo-glucosio-de40')).toMatchObject({ sciroppo_glucosio: 80, de: 40, pac: 60.8, pod: 37.818, zuccheri: 23.2 });
  });
});

describe('recipe line roles', () => {
  it('Amarena: the sour cherries are a variegate, out of the mix (its base alone is analysed)', async () => {
    const g = await gusto('Amarena');
    expect(g.righe.find((r) => r.nome === 'Amarene sciroppate')?.ruolo).toBe('variegato');
    const analisi = await t.rest('GET', `/api/gusti/${g.id}/analisi`, { token: admin });
    const base = await t.rest('POST', '/api/scienza/analisi', {
      token: admin,
      body: { righe: g.righe.filter((r) => !r.ruolo).map(({ ingrediente_id, quantita, unita }) => ({ ingrediente_id, quantita, unita })), profilo_id: g.profilo },
    });
    expect(analisi.body.temperatura_servizio).toBe(base.body.temperatura_servizio);
    expect(analisi.body.pac_totale).toBe(base.body.pac_totale);
    expect(analisi.body.massa_kg).toBe(base.body.massa_kg);
    // the cost counts the cherries: above the base's
    expect(analisi.body.food_cost).toBeGreaterThan(base.body.food_cost);
  });

  it('Stracciatella: the chocolate chips are an inclusion, so the mix has no hardening factor', async () => {
    const g = await gusto('Stracciatella');
    expect(g.righe.find((r) => r.nome === 'Cioccolato per stracciatella')?.ruolo).toBe('inclusione');
    const analisi = await t.rest('GET', `/api/gusti/${g.id}/analisi`, { token: admin });
    expect(analisi.body.hf).toBe(0);
  });

  it('a role change is a new version, and the version keeps the role (GraphQL)', async () => {
    const g = await gusto('Menta');
    const prima = (await t.sql<{ versione: number }>('select versione from gusti where id = ?', [g.id]))[0]!.versione;
    const righe = g.righe.map(({ ingrediente_id, quantita, unita, ruolo }) => ({ ingredienteId: ingrediente_id, quantita, unita, ruolo: ruolo ?? 'base' }));
    const ultima = righe.length - 1;
    righe[ultima] = { ...righe[ultima]!, ruolo: 'variegato' };
    const res = await t.gql(`mutation($id: Int!, $input: AggiornaGustoInput!) { aggiornaGusto(id: $id, input: $input) { versione ricetta { ruolo } } }`, { id: g.id, input: { ingredienti: righe } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.aggiornaGusto.versione).toBe(prima + 1);
    expect(res.data.aggiornaGusto.ricetta.at(-1).ruolo).toBe('variegato');
    const v = await t.rest('GET', `/api/gusti/${g.id}/versioni/${prima}`, { token: admin });
    expect(v.body.righe.at(-1)?.ruolo).toBe('inclusione');
  });
});

describe('balancing the demo flavours by DOMAIN\'s rules', () => {
  /** share of each base line in the base mass, from the grams the analysis weighs */
  const quote = async (righe: Riga[]) => {
    const masse = await Promise.all(
      righe.map(async (r) => {
        const a = await t.rest('POST', '/api/scienza/analisi', { token: admin, body: { righe: [{ ingrediente_id: r.ingrediente_id, quantita: r.quantita, unita: r.unita }] } });
        return r.ruolo ? 0 : a.body.massa_kg;
      }),
    );
    const M = masse.reduce((s, m) => s + m, 0);
    return masse.map((m) => m / M);
  };

  for (const nome of ['Cioccolato fondente', 'Limone', 'Fiordilatte']) {
    it(`${nome}: minimum cost, no salt added, every line within its identity bounds, the lactose check met`, async () => {
      const g = await gusto(nome);
      const res = await bilancia(g, nome);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.fattibile, JSON.stringify(res.body.obiettivi_mancati)).toBe(true);
      // the same lines (no candidate, no salt added)
      expect(res.body.righe.map((r: Riga) => r.ingrediente_id)).toEqual(g.righe.map((r) => r.ingrediente_id));
      expect(res.body.analisi.composizione.sale_aggiunto).toBeLessThanOrEqual(0.2);
      const prima = await quote(g.righe);
      const dopo = await quote(res.body.righe);
      const caratterizzanti = g.righe.map((r) => nome.split(' ').some((w) => r.nome!.toLowerCase().includes(w.toLowerCase().slice(0, -1))));
      prima.forEach((q, i) => {
        // 0.1 g rounding on ~1 kg: 1e-4 of share
        expect(dopo[i]!, g.righe[i]!.nome).toBeGreaterThanOrEqual(q * (caratterizzanti[i] ? 1 : 0.7) - 1e-4);
        expect(dopo[i]!, g.righe[i]!.nome).toBeLessThanOrEqual(q * 1.3 + 1e-4);
      });
      const hr = res.body.analisi.controlli.find((c: { chiave: string }) => c.chiave === 'lattosio_hyde_rothwell');
      expect(hr?.esito).toBe('ok');
      for (const c of res.body.analisi.controlli) expect(c.esito, c.chiave).toBe('ok');
      // the binding constraints, in plain Italian
      expect(res.body.vincoli_attivi.length).toBeGreaterThan(0);
      for (const v of res.body.vincoli_attivi) expect(v.descrizione).toMatch(/ al (minimo|massimo|limite)/);
    });
  }

  it('Limone: the lemons named in the flavour never go below their share, and the answer says so', async () => {
    const g = await gusto('Limone');
    const res = await bilancia(g, 'Limone');
    const descrizioni = res.body.vincoli_attivi.map((v: { descrizione: string }) => v.descrizione);
    expect(descrizioni.some((d: string) => /^(Succo di limone|Limoni) al minimo: [\d,]+\u00a0% \(caratterizzante: mai sotto la quota attuale\)$/.test(d)), descrizioni.join('; ')).toBe(true);
  });

  it('the vegan chocolate and the sugar-free fior di latte balance within their profiles', async () => {
    for (const nome of ['Cioccolato vegano', 'Fiordilatte senza zuccheri aggiunti']) {
      const g = await gusto(nome);
      const res = await bilancia(g, nome);
      expect(res.status).toBe(200);
      expect(res.body.fattibile, `${nome}: ${JSON.stringify(res.body.obiettivi_mancati)}`).toBe(true);
      expect(res.body.analisi.profilo?.nome).toBe(nome === 'Cioccolato vegano' ? 'Vegano' : 'Senza zuccheri aggiunti');
    }
  });

  it('the lactose check binds, and is named, when the milk solids are pushed up (GraphQL)', async () => {
    const g = await gusto('Fiordilatte');
    const res = await t.gql(
      `mutation($input: BilanciaRicettaInput!) { bilanciaRicetta(input: $input) { fattibile vincoliAttivi { chiave descrizione } analisi { controlli { chiave valore max esito } } } }`,
      {
        input: {
          righe: g.righe.map((r) => ({ ingredienteId: r.ingrediente_id, quantita: r.quantita, unita: r.unita, libera: true })),
          obiettivi: [
            { chiave: 'slng', min: 11.7, max: 12.5 },
            { chiave: 'grassi', min: 4, max: 8 },
            { chiave: 'zuccheri', min: 18, max: 25 },
          ],
          obiettivo: 'costo_minimo',
        },
      },
      manager,
    );
    expect(res.errors).toBeUndefined();
    const r = res.data.bilanciaRicetta;
    const vincolo = r.vincoliAttivi.find((v: { chiave: string }) => v.chiave === 'lattosio_hyde_rothwell');
    expect(vincolo?.descrizione).toMatch(/^Controllo del lattosio \(Hyde–Rothwell\) al limite: SLNG [\d,]+\u00a0% su un massimo di [\d,]+\u00a0%$/);
    expect(r.analisi.controlli.find((c: { chiave: string }) => c.chiave === 'lattosio_hyde_rothwell').esito).toBe('ok');
  });
});
