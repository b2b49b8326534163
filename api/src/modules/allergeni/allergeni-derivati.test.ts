import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from '../../../test/app.js';
import { creaCategoria, creaIngredientiAllergeni, ricettaLimone, ricettaNocciola, type NomeIngredienteAllergeni } from '../../../test/allergeni.fixtures.js';
import { registraProduzione, type RigaRicetta } from '../../../test/catalogo.fixtures.js';
import { getPdf, isPdf, pdfPagePng, pdfText, testoCompatto } from '../../../test/pdf.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let ids: Record<NomeIngredienteAllergeni, number>;
let categoria: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ids = await creaIngredientiAllergeni(t);
  categoria = await creaCategoria(t);
});
afterAll(async () => t?.close());

const creaGusto = async (nome: string, ingredienti: RigaRicetta[]) => {
  const res = await t.rest('POST', '/api/gusti', { token: admin, body: { nome, categoria, ingredienti } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describe('ingredient allergens (REST and GraphQL)', () => {
  it('declares contained and trace allergens by catalogue name (any case), shown by both doors', async () => {
    const res = await t.rest('GET', `/api/ingredienti/${ids.nocciole}`, { token: manager });
    expect(res.body).toMatchObject({
      allergeni_contiene: ['Frutta a guscio'],
      allergeni_tracce: ['Arachidi', 'Latte'],
      allergeni_dichiarati: true,
      nome_etichetta: 'pasta di nocciole',
      caratterizzante: false,
    });
    expect((await t.rest('GET', `/api/ingredienti/${ids.panna}`, { token: admin })).body.allergeni_contiene).toEqual(['Latte']);
    // never declared: unknown
    expect((await t.rest('GET', `/api/ingredienti/${ids.vaniglia}`, { token: admin })).body).toMatchObject({ allergeni_contiene: [], allergeni_dichiarati: false });
    const gql = await t.gql(`{ ingredienti { nome allergeniContiene allergeniTracce allergeniDichiarati nomeEtichetta caratterizzante } }`, {}, admin);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.ingredienti.find((i: { nome: string }) => i.nome === 'Tuorlo pastorizzato')).toEqual({
      nome: 'Tuorlo pastorizzato',
      allergeniContiene: ['Uova'],
      allergeniTracce: ['Soia'],
      allergeniDichiarati: true,
      nomeEtichetta: "tuorlo d'uovo",
      caratterizzante: true,
    });
  });

  it('the ingredient list reads every ingredient’s allergens in a constant number of statements', async () => {
    const uno = await t.rest('GET', '/api/ingredienti?aggiornato_dopo=2000-01-01T00:00:00Z', { token: admin });
    const tutti = await t.rest('GET', '/api/ingredienti', { token: admin });
    expect(tutti.body.length).toBeGreaterThan(5);
    expect(tutti.queries).toBe(uno.queries);
  });

  it('400 in Italian: unknown allergen, the same allergen contained and in traces, not a list', async () => {
    const base = { nome: 'Prova', costo_per_unita: 1, unita_misura: 'kg', fornitore: 'X' } as const;
    const sconosciuto = await t.rest('POST', '/api/ingredienti', { token: admin, body: { ...base, allergeni_contiene: ['Latte', 'Kiwi'] } });
    expect(sconosciuto.status).toBe(400);
    expect(sconosciuto.body.error).toBe('Allergene non presente nel catalogo o non attivo: Kiwi');
    const doppio = await t.rest('PUT', `/api/ingredienti/${ids.zucchero}`, { token: admin, body: { allergeni_contiene: ['Soia'], allergeni_tracce: ['soia'] } });
    expect(doppio.status).toBe(400);
    expect(doppio.body.error).toBe('L\'allergene "Soia" non può essere sia contenuto sia in tracce');
    const gql = await t.gql(`mutation($id: Int!) { aggiornaIngrediente(id: $id, input: { allergeniTracce: ["Pinoli"] }) { id } }`, { id: ids.zucchero }, admin);
    expect(gql.errors?.[0]?.message).toBe('Allergene non presente nel catalogo o non attivo: Pinoli');
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // nothing was written
    expect((await t.rest('GET', `/api/ingredienti/${ids.zucchero}`, { token: admin })).body.allergeni_tracce).toEqual([]);
  });

  it('an update that does not send the lists keeps them; sending one list replaces only that one', async () => {
    await t.rest('PUT', `/api/ingredienti/${ids.nocciole}`, { token: admin, body: { costo_per_unita: 29 } });
    let res = await t.rest('GET', `/api/ingredienti/${ids.nocciole}`, { token: admin });
    expect(res.body.allergeni_tracce).toEqual(['Arachidi', 'Latte']);
    res = await t.rest('PUT', `/api/ingredienti/${ids.nocciole}`, { token: admin, body: { allergeni_tracce: ['Arachidi', 'Latte'] } });
    expect(res.body).toMatchObject({ allergeni_contiene: ['Frutta a guscio'], allergeni_tracce: ['Arachidi', 'Latte'] });
  });

  it('an allergen declared by an ingredient cannot be deleted (409)', async () => {
    const [row] = await t.sql<{ id: number }>("select id from allergeni where nome = 'Arachidi'");
    const res = await t.rest('DELETE', `/api/config/allergeni/${row!.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('è dichiarato da 1 ingrediente');
  });
});

describe('flavour allergens: derived ∪ manual, traces, the lock', () => {
  let gusto: { id: number };

  it('derived from the current recipe with traces minus what is contained; the spec string is the union', async () => {
    gusto = await creaGusto('Nocciola', ricettaNocciola(ids));
    const res = await t.rest('GET', `/api/gusti/${gusto.id}`, { token: operatore });
    expect(res.body).toMatchObject({
      allergeni: 'Frutta a guscio, Latte, Uova',
      allergeni_derivati: ['Frutta a guscio', 'Latte', 'Uova'],
      allergeni_manuali: [],
      tracce: ['Arachidi', 'Soia'],
    });
    expect(res.body.origine_allergeni).toEqual([
      { allergene: 'Arachidi', tipo: 'tracce', ingredienti: ['Pasta nocciola Piemonte IGP'] },
      { allergene: 'Frutta a guscio', tipo: 'contiene', ingredienti: ['Pasta nocciola Piemonte IGP'] },
      { allergene: 'Latte', tipo: 'contiene', ingredienti: ['Latte intero fresco Granarolo', 'Panna fresca 35%'] },
      { allergene: 'Soia', tipo: 'tracce', ingredienti: ['Tuorlo pastorizzato'] },
      { allergene: 'Uova', tipo: 'contiene', ingredienti: ['Tuorlo pastorizzato'] },
    ]);
  });

  it('a write of allergeni keeps as manual only what the recipe does not contain; a derived allergen cannot be removed by hand', async () => {
    // "Soia" is only a trace: added by hand it becomes contained (manual) and leaves the traces
    let res = await t.rest('PUT', `/api/gusti/${gusto.id}`, { token: manager, body: grezzo({ allergeni: 'Latte, Soia' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      allergeni: 'Frutta a guscio, Latte, Soia, Uova',
      allergeni_derivati: ['Frutta a guscio', 'Latte', 'Uova'],
      allergeni_manuali: ['Soia'],
      tracce: ['Arachidi'],
    });
    expect((await t.sql('select allergene_id from gusti_allergeni where gusto_id = ?', [gusto.id])).length).toBe(1);
    // writing back what was read (the text "A, B": the document lists only the array form) changes nothing
    res = await t.rest('PUT', `/api/gusti/${gusto.id}`, { token: admin, body: grezzo({ allergeni: res.body.allergeni }) });
    expect(res.body.allergeni_manuali).toEqual(['Soia']);
    // an empty list removes the manual ones only: derived stay (locked)
    res = await t.rest('PUT', `/api/gusti/${gusto.id}`, { token: admin, body: grezzo({ allergeni: '' }) });
    expect(res.body).toMatchObject({ allergeni: 'Frutta a guscio, Latte, Uova', allergeni_manuali: [] });
    // GraphQL: the same rule through allergeniIds
    const [soia] = await t.sql<{ id: number }>("select id from allergeni where nome = 'Soia'");
    const gql = await t.gql(
      `mutation($id: Int!, $a: [Int!]) { aggiornaGusto(id: $id, input: { allergeniIds: $a }) { allergeni { nome } allergeniDerivati allergeniManuali tracce origineAllergeni { allergene tipo ingredienti } } }`,
      { id: gusto.id, a: [soia!.id] },
      admin,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.aggiornaGusto).toMatchObject({
      allergeni: [{ nome: 'Frutta a guscio' }, { nome: 'Latte' }, { nome: 'Soia' }, { nome: 'Uova' }],
      allergeniDerivati: ['Frutta a guscio', 'Latte', 'Uova'],
      allergeniManuali: ['Soia'],
      tracce: ['Arachidi'],
    });
  });

  it('follows the recipe and the ingredients: a new recipe or a new declaration changes the derived set', async () => {
    // without the hazelnut paste: no Frutta a guscio, no Arachidi trace
    let res = await t.rest('PUT', `/api/gusti/${gusto.id}`, { token: admin, body: { ingredienti: ricettaNocciola(ids).filter((r) => r.ingrediente_id !== ids.nocciole) } });
    expect(res.body).toMatchObject({ allergeni_derivati: ['Latte', 'Uova'], allergeni_manuali: ['Soia'], tracce: [] });
    await t.rest('PUT', `/api/ingredienti/${ids.zucchero}`, { token: admin, body: { allergeni_tracce: ['Sesamo'] } });
    res = await t.rest('GET', `/api/gusti/${gusto.id}`, { token: admin });
    expect(res.body.tracce).toEqual(['Sesamo']);
    await t.rest('PUT', `/api/ingredienti/${ids.zucchero}`, { token: admin, body: { allergeni_tracce: [] } });
  });

  it('the list computes every flavour’s allergens in SQL: constant statements whatever the number of flavours', async () => {
    const prima = await t.rest('GET', '/api/gusti', { token: admin });
    await creaGusto('Sorbetto al limone', ricettaLimone(ids));
    await creaGusto('Nocciola 2', ricettaNocciola(ids));
    const dopo = await t.rest('GET', '/api/gusti', { token: admin });
    expect(dopo.body.length).toBe(prima.body.length + 2);
    expect(dopo.queries).toBe(prima.queries);
    const gql = await t.gql('{ gusti { nome allergeniDerivati tracce } }', {}, operatore);
    expect(gql.data.gusti.find((g: { nome: string }) => g.nome === 'Nocciola 2')).toEqual({ nome: 'Nocciola 2', allergeniDerivati: ['Frutta a guscio', 'Latte', 'Uova'], tracce: ['Arachidi', 'Soia'] });
  });
});

describe('the check: manual allergens no ingredient explains, ingredients never declared', () => {
  it('today’s flavour allergens (gusti_allergeni, kept by the migration) are manual; the check lists the unexplained ones', async () => {
    // as before this migration: a flavour whose allergens were typed by hand (the demo's Bacio with Soia)
    const bacio = await creaGusto('Bacio', ricettaNocciola(ids));
    await t.sql(`insert into gusti_allergeni (gusto_id, allergene_id) select ?, id from allergeni where nome in ('Soia', 'Latte')`, [bacio.id]);
    const g = await t.rest('GET', `/api/gusti/${bacio.id}`, { token: admin });
    expect(g.body).toMatchObject({ allergeni: 'Frutta a guscio, Latte, Soia, Uova', allergeni_manuali: ['Soia'] });

    const res = await t.rest('GET', '/api/gusti/verifica-allergeni', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.gusti_non_spiegati).toContainEqual({ id: bacio.id, nome: 'Bacio', attivo: true, allergeni: ['Soia'] });
    // Latte is explained by the milk: not listed
    expect(res.body.gusti_non_spiegati.find((x) => x.id === bacio.id)?.allergeni).not.toContain('Latte');
    expect(res.body.ingredienti_non_dichiarati).toEqual([{ id: ids.vaniglia, nome: 'Bacca di vaniglia', attivo: true, gusti: ['Sorbetto al limone'] }]);

    const gql = await t.gql('{ verificaAllergeni { gustiNonSpiegati { nome allergeni } ingredientiNonDichiarati { nome gusti } } }', {}, admin);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.verificaAllergeni.ingredientiNonDichiarati).toEqual([{ nome: 'Bacca di vaniglia', gusti: ['Sorbetto al limone'] }]);
  });

  it('declaring "no allergens" takes an ingredient off the list', async () => {
    const res = await t.rest('PUT', `/api/ingredienti/${ids.vaniglia}`, { token: admin, body: { allergeni_dichiarati: true } });
    expect(res.body).toMatchObject({ allergeni_dichiarati: true, allergeni_contiene: [] });
    expect((await t.rest('GET', '/api/gusti/verifica-allergeni', { token: admin })).body.ingredienti_non_dichiarati).toEqual([]);
  });

  it('operators may not run the check on either door', async () => {
    expect((await t.rest('GET', '/api/gusti/verifica-allergeni', { token: operatore })).status).toBe(403);
    const gql = await t.gql('{ verificaAllergeni { gustiNonSpiegati { nome } } }', {}, operatore);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/gusti/verifica-allergeni')).status).toBe(401);
  });
});

describe('GET /api/punti-vendita/:id/cartello-allergeni', () => {
  it('the flavours produced there recently with allergens and traces; every role; A4 PDF with the date', async () => {
    const [pv] = await t.sql<{ id: number; nome: string }>('select id, nome from punti_vendita order by id limit 1');
    const gusti = (await t.rest('GET', '/api/gusti', { token: admin })).body;
    const nocciola = gusti.find((g) => g.nome === 'Nocciola 2')!;
    const limone = gusti.find((g) => g.nome === 'Sorbetto al limone')!;
    const oggi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    await registraProduzione(t, oggi, [
      { gustoId: nocciola.id, kg: 5 },
      { gustoId: limone.id, kg: 3 },
    ]);
    await registraProduzione(t, '2020-01-10', [{ gustoId: gusti.find((g) => g.nome === 'Bacio')!.id, kg: 2 }]);

    const json = await t.rest('GET', `/api/punti-vendita/${pv!.id}/cartello-allergeni?formato=json`, { token: operatore });
    expect(json.status).toBe(200);
    expect(json.body.giorni).toBe(14);
    expect(json.body.gusti).toEqual([
      { gusto_id: nocciola.id, nome: 'Nocciola 2', allergeni: ['Frutta a guscio (nocciole)', 'Latte', 'Uova'], tracce: ['Arachidi', 'Soia'] },
      { gusto_id: limone.id, nome: 'Sorbetto al limone', allergeni: [], tracce: [] },
    ]);
    const tutti = await t.rest('GET', `/api/punti-vendita/${pv!.id}/cartello-allergeni?formato=json&tutti=true`, { token: operatore });
    expect(tutti.body.gusti.map((g: { nome: string }) => g.nome)).toContain('Bacio');

    const res = await getPdf(t, `/api/punti-vendita/${pv!.id}/cartello-allergeni?formato=pdf`, operatore);
    expect(res.status).toBe(200);
    expect(isPdf(res.pdf)).toBe(true);
    const testo = testoCompatto(await pdfText(res.pdf));
    expect(testo).toContain(`Allergeni — ${pv!.nome}`);
    expect(testo).toMatch(/aggiornato al \d{2}\/\d{2}\/\d{4}/);
    expect(testo).toContain('Nocciola 2');
    expect(testo).toContain('Frutta a guscio (nocciole), Latte, Uova');
    expect(testo).toContain('Arachidi, Soia');
    expect(testo).toContain('Sorbetto al limone');
    expect(testo).not.toContain('Bacio');
    expect(testo).toContain('Legenda');
    if (process.env.SALVA_PNG) console.log(await pdfPagePng(res.pdf, { nome: 'cartello', dpi: 100 }));

    const gql = await t.gql('query($id: Int!) { cartelloAllergeni(puntoVenditaId: $id) { puntoVendita giorni gusti { nome allergeni tracce } } }', { id: pv!.id }, operatore);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.cartelloAllergeni.gusti[0]).toEqual({ nome: 'Nocciola 2', allergeni: ['Frutta a guscio (nocciole)', 'Latte', 'Uova'], tracce: ['Arachidi', 'Soia'] });
  });

  it('404 for an unknown sales point, 400 for a bad window, 401 without a token', async () => {
    const nf = await t.rest('GET', '/api/punti-vendita/999999/cartello-allergeni', { token: admin });
    expect(nf.status).toBe(404);
    expect(nf.body.error).toBe('Punto vendita non trovato');
    const [pv] = await t.sql<{ id: number }>('select id from punti_vendita order by id limit 1');
    const bad = await t.rest('GET', `/api/punti-vendita/${pv!.id}/cartello-allergeni?giorni=0`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Il numero di giorni deve essere un intero tra 1 e 365');
    expect((await t.rest('GET', `/api/punti-vendita/${pv!.id}/cartello-allergeni`)).status).toBe(401);
  });
});

describe('demo catalogue: allergens from the reference library', () => {
  it('the demo ingredients declare their allergens and traces; the demo flavours derive theirs, Bacio does not claim Soia', async () => {
    const t2 = await createTestApp();
    try {
      const { seedDemoCatalogo } = await import('../../seed/demo-catalogo.js');
      await seedDemoCatalogo(t2.orm.em.fork(), { info: () => {}, warn: (m: string) => { throw new Error(m); } } as never);
      const tok = await t2.token('admin');
      const gusti = (await t2.rest('GET', '/api/gusti', { token: tok })).body;
      const bacio = gusti.find((g) => g.nome === 'Bacio')!;
      expect(bacio.allergeni).toBe('Frutta a guscio, Latte');
      expect(bacio.allergeni_manuali).toEqual([]);
      expect(bacio.tracce).toEqual(['Arachidi', 'Soia']);
      expect(gusti.find((g) => g.nome === 'Tiramisù')!.allergeni).toBe('Glutine, Latte, Uova');
      expect(gusti.find((g) => g.nome === 'Stracciatella')!.allergeni).toBe('Latte, Soia');
      const verifica = (await t2.rest('GET', '/api/gusti/verifica-allergeni', { token: tok })).body;
      expect(verifica).toEqual({ gusti_non_spiegati: [], ingredienti_non_dichiarati: [] });
      const etichetta = (await t2.rest('GET', `/api/gusti/${(gusti.find((g) => g.nome === 'Nocciola') as unknown as { id: number }).id}/etichetta`, { token: tok })).body;
      expect(etichetta.testo).toMatch(/^Ingredienti: LATTE intero, zucchero, pasta di NOCCIOLE Piemonte IGP \d+(,\d)?%/);
    } finally {
      await t2.close();
    }
  });
});
