import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

/** The offline queue of the Vetrina page resends a write with the same key: it is recorded once. */
let t: TestApp;
let operatore: string;
let centro = 0;
let gusto = 0;

const CARICA = `mutation($input: CaricoVetrinaInput!, $k: String) { caricaVaschetta(input: $input, idempotencyKey: $k) { id kg createdAt } }`;
const CHIUDI = `mutation($input: ChiusuraVetrinaInput!, $k: String) { chiudiVaschetta(input: $input, idempotencyKey: $k) { id kgRimasti } }`;
const SCARTO = `mutation($input: ScartoVetrinaInput!, $k: String) { registraScarto(input: $input, idempotencyKey: $k) { id kg motivo } }`;

beforeAll(async () => {
  t = await createTestApp();
  operatore = await t.token('operatore');
  centro = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  const cat = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`))[0]!.id;
  gusto = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Pistacchio', ?, '#93c572') returning id`, [cat]))[0]!.id;
});
afterAll(async () => t?.close());

const conta = async (tabella: string) => (await t.sql<{ n: number }>(`select count(*)::int as n from ${tabella}`))[0]!.n;

describe('Vetrina writes with an idempotency key (GraphQL)', () => {
  it('a tray, its weigh-back and a waste sent twice with the same keys are recorded once and answered the same', async () => {
    const input = { puntoVenditaId: centro, data: '2026-06-01', gustoId: gusto, kg: 5 };
    const a = await t.gql(CARICA, { input, k: 'carico-1' }, operatore);
    const b = await t.gql(CARICA, { input, k: 'carico-1' }, operatore);
    expect(a.errors).toBeUndefined();
    expect(b.data).toEqual(a.data);
    expect(await conta('vetrina_carichi')).toBe(1);
    const id = a.data.caricaVaschetta.id;

    const chiusura = { caricoId: id, kgRimasti: 1.5 };
    const c1 = await t.gql(CHIUDI, { input: chiusura, k: 'chiusura-1' }, operatore);
    const c2 = await t.gql(CHIUDI, { input: chiusura, k: 'chiusura-1' }, operatore);
    expect(c1.data.chiudiVaschetta).toEqual({ id, kgRimasti: 1.5 });
    expect(c2.errors).toBeUndefined(); // a replay, not 'già registrata'
    expect(c2.data).toEqual(c1.data);
    // without a key the second weigh-back is still refused
    const senza = await t.gql(CHIUDI, { input: chiusura }, operatore);
    expect(senza.errors?.[0]).toMatchObject({ message: 'Pesata di chiusura già registrata per questa vaschetta', extensions: { code: 'CONFLICT' } });

    const scarto = { puntoVenditaId: centro, data: '2026-06-01', gustoId: gusto, kg: 0.5, motivo: 'caduto' };
    const s1 = await t.gql(SCARTO, { input: scarto, k: 'scarto-1' }, operatore);
    const s2 = await t.gql(SCARTO, { input: scarto, k: 'scarto-1' }, operatore);
    expect(s2.data).toEqual(s1.data);
    expect(await conta('vetrina_scarti')).toBe(1);
    const log = await t.sql<{ n: number }>(`select count(*)::int as n from log_attivita where dettagli like 'Vetrina%'`);
    expect(log[0]!.n).toBe(3); // one entry per recorded write
  });

  it('the same key with another input is refused (409), a bad key is a 400', async () => {
    const input = { puntoVenditaId: centro, data: '2026-06-02', gustoId: gusto, kg: 4 };
    expect((await t.gql(CARICA, { input, k: 'carico-2' }, operatore)).errors).toBeUndefined();
    const altro = await t.gql(CARICA, { input: { ...input, kg: 3 }, k: 'carico-2' }, operatore);
    expect(altro.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const bad = await t.gql(CARICA, { input, k: 'con spazi' }, operatore);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Chiave di idempotenza non valida: da 1 a 255 caratteri stampabili, senza spazi', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
