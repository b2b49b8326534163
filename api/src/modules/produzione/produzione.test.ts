import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, type CorpoInviabile, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

/** Catalogue ids, created with direct SQL (the catalogue is another module). */
const cat = {
  centro: 0,
  chiosco: 0,
  chiuso: 0,
  latte: 0,
  zucchero: 0,
  cacao: 0,
  fragole: 0,
  fiordilatte: 0,
  cioccolato: 0,
  fragola: 0,
  menta: 0,
};

async function insertId(query: string, params: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} returning id`, params);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  cat.centro = (await sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  cat.chiosco = await insertId(`insert into punti_vendita (nome) values ('Chiosco Mare')`, []);
  cat.chiuso = await insertId(`insert into punti_vendita (nome, attivo) values ('Negozio Chiuso', false)`, []);
  const creme = await insertId(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3')`, []);
  const frutta = await insertId(`insert into categorie_gusti (nome, colore) values ('Frutta', '#ff6f61')`, []);
  const ingr = (nome: string, costo: number, unita = 'kg') =>
    insertId(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values (?, ?, ?, 'Fornitore')`, [nome, costo, unita]);
  cat.latte = await ingr('Latte intero', 1.2, 'l');
  cat.zucchero = await ingr('Zucchero', 1);
  cat.cacao = await ingr('Cacao', 10);
  cat.fragole = await ingr('Fragole', 4);
  const gusto = (nome: string, categoria: number, colore: string, attivo = true) =>
    insertId(`insert into gusti (nome, categoria_id, colore, attivo) values (?, ?, ?, ?)`, [nome, categoria, colore, attivo]);
  const riga = (g: number, i: number, q: number, u: string) =>
    sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, ?, ?)`, [g, i, q, u]);
  // Fiordilatte: 800 ml milk + 200 g sugar = 1 kg -> 0.8 × 1.2 + 0.2 × 1 = 1.16 €/kg
  cat.fiordilatte = await gusto('Fiordilatte', creme, '#fffdf0');
  await riga(cat.fiordilatte, cat.latte, 800, 'ml');
  await riga(cat.fiordilatte, cat.zucchero, 200, 'g');
  // Cioccolato: 0.7 l milk + 0.2 kg sugar + 0.1 kg cocoa = 1 kg -> 0.84 + 0.2 + 1.0 = 2.04 €/kg
  cat.cioccolato = await gusto('Cioccolato', creme, '#5c3317');
  await riga(cat.cioccolato, cat.latte, 0.7, 'l');
  await riga(cat.cioccolato, cat.zucchero, 0.2, 'kg');
  await riga(cat.cioccolato, cat.cacao, 100, 'g');
  // Fragola: 500 g strawberries + 500 g sugar = 1 kg -> 2.0 + 0.5 = 2.5 €/kg
  cat.fragola = await gusto('Fragola', frutta, '#ff4d6d');
  await riga(cat.fragola, cat.fragole, 500, 'g');
  await riga(cat.fragola, cat.zucchero, 500, 'g');
  cat.menta = await gusto('Menta', frutta, '#98ff98', false);
});
afterAll(async () => t?.close());

const post = (body: CorpoInviabile<'POST', '/api/produzione'>, token = admin) => t.rest('POST', '/api/produzione', { token, body });
const valido = (over: Record<string, unknown> = {}) => ({
  data: '2026-06-01',
  puntoVenditaId: cat.centro,
  gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 2.5 }],
  note: null,
  ...over,
});
const expectError = async (res: Promise<{ status: number; body: unknown }>, status: number, error: string) => {
  const r = await res;
  expect(r.status).toBe(status);
  expect(r.body).toEqual({ error });
};

describe('POST /produzione: validation (spec section 5, DOMAIN.md)', () => {
  it('requires a sales point', async () => {
    for (const puntoVenditaId of [undefined, null, '', 0]) {
      await expectError(post(valido({ puntoVenditaId })), 400, 'Seleziona un punto vendita');
    }
  });

  it('requires at least one flavour with quantity above 0', async () => {
    for (const gusti of [undefined, null, [], [{ gusto_id: cat.fiordilatte, quantita_kg: 0 }], 'x']) {
      await expectError(post(valido({ gusti })), 400, 'Aggiungi almeno un gusto alla produzione');
    }
  });

  it('requires a valid date', async () => {
    for (const data of [undefined, null, '']) await expectError(post(valido({ data })), 400, 'La data è obbligatoria');
    for (const data of ['01/06/2026', '2026-13-40', '2026-02-30', 'ieri', 42]) {
      await expectError(post(valido({ data })), 400, 'Data non valida (formato yyyy-MM-dd)');
    }
  });

  it('limits notes to 500 characters', async () => {
    await expectError(post(valido({ note: 'x'.repeat(501) })), 400, 'Le note non possono superare 500 caratteri');
    const ok = await post(valido({ note: 'n'.repeat(500) }));
    expect(ok.status).toBe(201);
    expect(ok.body.note).toHaveLength(500);
  });

  it('refuses negative or non-numeric quantities', async () => {
    await expectError(
      post(valido({ gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 2 }, { gusto_id: cat.fragola, quantita_kg: -1 }] })),
      400,
      'La quantità non può essere negativa',
    );
    await expectError(post(valido({ gusti: [{ gusto_id: cat.fragola, quantita_kg: 'tanto' }] })), 400, 'Quantità non valida');
  });

  it('refuses unknown or inactive flavours and sales points', async () => {
    await expectError(post(valido({ gusti: [{ gusto_id: 999999, quantita_kg: 1 }] })), 400, 'Gusto non trovato o non attivo');
    await expectError(post(valido({ gusti: [{ gusto_id: cat.menta, quantita_kg: 1 }] })), 400, 'Gusto non trovato o non attivo');
    await expectError(post(valido({ puntoVenditaId: 999999 })), 400, 'Punto vendita non trovato o non attivo');
    await expectError(post(valido({ puntoVenditaId: cat.chiuso })), 400, 'Punto vendita non trovato o non attivo');
  });

  it('drops lines at 0 and merges the same flavour sent twice', async () => {
    const res = await post(
      valido({
        gusti: [
          { gusto_id: cat.fiordilatte, quantita_kg: 1.5 },
          { gusto_id: cat.fragola, quantita_kg: 0 },
          { gusto_id: cat.fiordilatte, quantita_kg: 2.25 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.gusti).toEqual([expect.objectContaining({ gusto_id: cat.fiordilatte, quantita_kg: 3.75 })]);
    expect(res.body.kg_totale).toBe(3.75);
  });

  it('GraphQL applies the same rules', async () => {
    const m = `mutation($input: RegistraProduzioneInput!) { registraProduzione(input: $input) { id } }`;
    const res = await t.gql(m, { input: { data: '2026-06-01', gusti: [{ gustoId: cat.fragola, quantitaKg: 1 }] } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: 'Seleziona un punto vendita', extensions: { code: 'BAD_USER_INPUT' } });
    const neg = await t.gql(m, { input: { data: '2026-06-01', puntoVenditaId: cat.centro, gusti: [{ gustoId: cat.fragola, quantitaKg: -2 }] } }, admin);
    expect(neg.errors?.[0]?.message).toBe('La quantità non può essere negativa');
  });
});

describe('POST /produzione: recording', () => {
  it('returns 201 with the spec shape, the totals and the signed-in operator', async () => {
    const res = await post(
      valido({
        data: '2026-07-15',
        gusti: [
          { gusto_id: cat.fiordilatte, quantita_kg: 4 },
          { gusto_id: cat.cioccolato, quantita_kg: 2.5 },
        ],
        note: '  Giornata di festa  ',
      }),
      manager,
    );
    expect(res.status).toBe(201);
    // each line records the flavour's current recipe version (recipe versions, issue 12)
    const versioni = new Map((await sql<{ id: number; versione: number }>('select id, versione from gusti')).map((g) => [g.id, g.versione]));
    expect(res.body).toEqual({
      id: expect.any(Number),
      data: '2026-07-15',
      punto_vendita_id: cat.centro,
      punto_vendita_nome: 'Gelateria Centro',
      operatore_id: t.users.manager.id,
      operatore_nome: 'Marco Manager',
      kg_totale: 6.5,
      kg_totale_giornaliero: 6.5,
      gusti: [
        { gusto_id: cat.cioccolato, gusto_nome: 'Cioccolato', gusto_categoria: 'Creme', gusto_colore: '#5c3317', quantita_kg: 2.5, food_cost: 2.04, versione_ricetta: versioni.get(cat.cioccolato) },
        { gusto_id: cat.fiordilatte, gusto_nome: 'Fiordilatte', gusto_categoria: 'Creme', gusto_colore: '#fffdf0', quantita_kg: 4, food_cost: 1.16, versione_ricetta: versioni.get(cat.fiordilatte) },
      ],
      note: 'Giornata di festa',
      inviato_email: false,
      created_at: expect.any(String),
      // 4 × 1.16 + 2.5 × 2.04
      costo_totale: 9.74,
    });
    const log = await sql<{ azione: string; utente_id: number; dettagli: string }>(`select azione, utente_id, dettagli from log_attivita where dettagli like ?`, [`Registrata produzione #${res.body.id} %`]);
    expect(log).toEqual([{ azione: 'creazione', utente_id: t.users.manager.id, dettagli: expect.stringMatching(/: 6,5 kg, 2 gusti$/) }]);
  });

  it('GraphQL reads only what is asked (issue 29): the same values whether the day total and the line details are asked or not', async () => {
    const res = await post(valido({ data: '2026-07-16', gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 3 }, { gusto_id: cat.fragola, quantita_kg: 1 }] }), manager);
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const pochi = await t.gql(`{ produzione(id: ${id}) { id kgTotale gusti { gustoId gustoNome quantitaKg } } }`, {}, admin);
    expect(pochi.errors).toBeUndefined();
    expect(pochi.data).toEqual({
      produzione: {
        id,
        kgTotale: 4,
        gusti: [
          { gustoId: cat.fiordilatte, gustoNome: 'Fiordilatte', quantitaKg: 3 },
          { gustoId: cat.fragola, gustoNome: 'Fragola', quantitaKg: 1 },
        ],
      },
    });
    // through a fragment and an alias: the details asked are read
    const tutti = await t.gql(
      `query { produzione(id: ${id}) { kgTotaleGiornaliero ...R } } fragment R on Produzione { righe: gusti { gustoNome gustoCategoria gustoColore foodCost } }`,
      {},
      admin,
    );
    expect(tutti.errors).toBeUndefined();
    expect(tutti.data).toEqual({
      produzione: {
        kgTotaleGiornaliero: 4,
        righe: [
          { gustoNome: 'Fiordilatte', gustoCategoria: 'Creme', gustoColore: '#fffdf0', foodCost: 1.16 },
          { gustoNome: 'Fragola', gustoCategoria: 'Frutta', gustoColore: '#ff4d6d', foodCost: 2.5 },
        ],
      },
    });
  });

  it('the activity log says "1 gusto" for a single flavour, not "1 gusti"', async () => {
    const res = await post(valido({ data: '2026-06-02', gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 1 }] }));
    expect(res.status).toBe(201);
    const [log] = await sql<{ dettagli: string }>(`select dettagli from log_attivita where dettagli like ?`, [`Registrata produzione #${res.body.id} %`]);
    expect(log!.dettagli).toMatch(/: 1 kg, 1 gusto$/);
  });

  describe('the notification e-mail is queued in the production\'s transaction (issue 10, defect 11)', () => {
    const notifiche = () => sql<{ n: number }>(`select count(*)::int as n from email_log where tipo = 'notifica_produzione'`).then((r) => r[0]!.n);
    const produzioni = () => sql<{ n: number }>(`select count(*)::int as n from produzioni`).then((r) => r[0]!.n);
    const configura = (abilitato: boolean) =>
      t.rest('POST', '/api/email/config', {
        token: admin,
        body: {
          configs: [
            { chiave: 'email_abilitato', valore: String(abilitato) },
            { chiave: 'email_notifica_produzione', valore: String(abilitato) },
            { chiave: 'email_mittente', valore: 'noreply@gelateria.it' },
            { chiave: 'email_destinatari_notifiche', valore: '["titolare@gelateria.it"]' },
          ],
        },
      });

    it('a success leaves the production and its e-mail; a replay of the same key queues no second e-mail', async () => {
      expect((await configura(true)).status).toBe(200);
      try {
        const [p0, e0] = [await produzioni(), await notifiche()];
        const res = await t.rest('POST', '/api/produzione', { token: operatore, body: valido({ data: '2026-10-10' }), headers: { 'idempotency-key': 'notifica-1' } });
        expect(res.status).toBe(201);
        const again = await t.rest('POST', '/api/produzione', { token: operatore, body: valido({ data: '2026-10-10' }), headers: { 'idempotency-key': 'notifica-1' } });
        expect(again.body).toEqual(res.body);
        expect([await produzioni(), await notifiche()]).toEqual([p0 + 1, e0 + 1]);
        const [row] = await sql<{ riferimento_id: number; stato: string }>(`select riferimento_id, stato from email_log where tipo = 'notifica_produzione' order by id desc limit 1`);
        expect(row).toEqual({ riferimento_id: res.body.id, stato: 'in_coda' });
      } finally {
        await configura(false);
      }
    });

    it('a failure after the production is written leaves neither the production nor the e-mail', async () => {
      expect((await configura(true)).status).toBe(200);
      // the outbox refuses the row: the failure comes after the production's insert, in its transaction
      await sql(`create function rifiuta_email() returns trigger language plpgsql as $$ begin raise exception 'outbox giù'; end $$`);
      await sql(`create trigger rifiuta_email before insert on email_log for each row execute function rifiuta_email()`);
      try {
        const [p0, e0] = [await produzioni(), await notifiche()];
        const res = await post(valido({ data: '2026-10-11' }));
        expect(res.status).toBe(500);
        expect([await produzioni(), await notifiche()]).toEqual([p0, e0]);
      } finally {
        await sql('drop trigger rifiuta_email on email_log');
        await sql('drop function rifiuta_email');
        await configura(false);
      }
    });
  });
});

describe('food cost snapshot', () => {
  it('keeps the cost of recorded productions when a price changes; edits re-snapshot only added lines', async () => {
    const vecchia = await post(valido({ data: '2026-08-01', gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 10 }, { gusto_id: cat.cioccolato, quantita_kg: 5 }] }));
    expect(vecchia.status).toBe(201);
    expect(vecchia.body.costo_totale).toBe(21.8); // 10 × 1.16 + 5 × 2.04

    // sugar goes from 1.00 to 2.00 €/kg: fiordilatte 1.36, cioccolato 2.24, fragola 3.00
    await sql('update ingredienti set costo_per_unita = 2 where id = ?', [cat.zucchero]);
    try {
      const dopo = await t.rest('GET', `/api/produzione/${vecchia.body.id}`, { token: admin });
      expect(dopo.body.costo_totale).toBe(21.8);
      expect(dopo.body.gusti.map((g) => g.food_cost)).toEqual([2.04, 1.16]);

      const nuova = await post(valido({ data: '2026-08-02', gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 10 }] }));
      expect(nuova.body.gusti[0].food_cost).toBe(1.36);
      expect(nuova.body.costo_totale).toBe(13.6);

      // edit: fiordilatte kept (new quantity, old snapshot), cioccolato removed, fragola added (current cost)
      const put = await t.rest('PUT', `/api/produzione/${vecchia.body.id}`, {
        token: manager,
        body: { gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 8 }, { gusto_id: cat.cioccolato, quantita_kg: 0 }, { gusto_id: cat.fragola, quantita_kg: 2 }], note: 'Corretta' },
      });
      expect(put.status).toBe(200);
      // 8 × 1.16 + 2 × 3.00
      expect(put.body).toEqual({ id: vecchia.body.id, kg_totale: 10, costo_totale: 15.28 });
      const letto = await t.rest('GET', `/api/produzione/${vecchia.body.id}`, { token: admin });
      expect(letto.body.gusti.map((g: Record<string, unknown>) => [g.gusto_nome, g.quantita_kg, g.food_cost])).toEqual([
        ['Fiordilatte', 8, 1.16],
        ['Fragola', 2, 3],
      ]);
      expect(letto.body).toMatchObject({ note: 'Corretta', kg_totale: 10, costo_totale: 15.28 });
      const [stored] = await sql<{ kg: string; costo: string }>('select kg_totale::text as kg, costo_totale::text as costo from produzioni where id = ?', [vecchia.body.id]);
      expect(stored).toEqual({ kg: '10.000', costo: '15.2800' });
    } finally {
      await sql('update ingredienti set costo_per_unita = 1 where id = ?', [cat.zucchero]);
    }
  });

  it('edit keeps a line whose flavour was deactivated since, but cannot add an inactive flavour', async () => {
    const p = await post(valido({ gusti: [{ gusto_id: cat.fragola, quantita_kg: 3 }] }));
    await sql('update gusti set attivo = false where id = ?', [cat.fragola]);
    try {
      const keep = await t.rest('PUT', `/api/produzione/${p.body.id}`, { token: admin, body: { gusti: [{ gusto_id: cat.fragola, quantita_kg: 4 }] } });
      expect(keep.status).toBe(200);
      expect(keep.body.kg_totale).toBe(4);
      await expectError(
        t.rest('PUT', `/api/produzione/${p.body.id}`, { token: admin, body: { gusti: [{ gusto_id: cat.fragola, quantita_kg: 4 }, { gusto_id: cat.menta, quantita_kg: 1 }] } }),
        400,
        'Gusto non trovato o non attivo',
      );
    } finally {
      await sql('update gusti set attivo = true where id = ?', [cat.fragola]);
    }
  });

  it('edit validation: at least one flavour, notes ≤ 500, negative quantities, unknown production', async () => {
    const p = await post(valido());
    const put = (body: CorpoInviabile<'PUT', '/api/produzione/1'>, id = p.body.id) => t.rest('PUT', `/api/produzione/${id}`, { token: admin, body });
    await expectError(put({ gusti: [] }), 400, 'Aggiungi almeno un gusto alla produzione');
    await expectError(put({ gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 0 }] }), 400, 'Aggiungi almeno un gusto alla produzione');
    await expectError(put({ gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: -0.5 }] }), 400, 'La quantità non può essere negativa');
    await expectError(put({ note: 'x'.repeat(501) }), 400, 'Le note non possono superare 500 caratteri');
    await expectError(put({ note: 'ok' }, 999999), 404, 'Produzione non trovata');
    // notes only: lines unchanged
    const onlyNote = await put({ note: 'Solo note' });
    expect(onlyNote.body).toEqual({ id: p.body.id, kg_totale: 2.5, costo_totale: 2.9 });
  });
});

describe('permissions (spec section 6)', () => {
  it('the operator records and lists without any cost field', async () => {
    const res = await post(valido({ data: '2026-09-09' }), operatore);
    expect(res.status).toBe(201);
    expect(res.body.operatore_nome).toBe('Olga Operatrice');
    expect(res.body).not.toHaveProperty('costo_totale');
    expect(res.body.gusti[0]).not.toHaveProperty('food_cost');
    const list = await t.rest('GET', '/api/produzione?limit=100', { token: operatore });
    expect(list.status).toBe(200);
    expect(list.body.produzioni.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toMatch(/costo|food_cost/);
    const one = await t.rest('GET', `/api/produzione/${res.body.id}`, { token: operatore });
    expect(JSON.stringify(one.body)).not.toMatch(/costo|food_cost/);
    await expectError(t.rest('GET', '/api/produzione?sort=costo', { token: operatore }), 400, 'Non hai i permessi per ordinare per costo');
  });

  it('an operatore assigned to a sales point records only there; one with none anywhere (REST and GraphQL, with or without an idempotency key)', async () => {
    const conta = async () => (await sql<{ n: number }>('select count(*)::int as n from produzioni'))[0]!.n;
    const prima = await conta();
    const messaggio = 'Puoi registrare produzioni solo per il tuo punto vendita';
    const altrove = valido({ data: '2026-09-10', puntoVenditaId: cat.chiosco });
    await expectError(post(altrove, operatore), 403, messaggio);
    await expectError(t.rest('POST', '/api/produzione', { token: operatore, body: altrove, headers: { 'idempotency-key': 'altrove-1' } }), 403, messaggio);
    const m = `mutation($input: RegistraProduzioneInput!) { registraProduzione(input: $input) { id puntoVenditaId } }`;
    const input = { data: '2026-09-10', puntoVenditaId: cat.chiosco, gusti: [{ gustoId: cat.fiordilatte, quantitaKg: 1 }] };
    const gql = await t.gql(m, { input }, operatore);
    expect(gql.errors?.[0]).toMatchObject({ message: messaggio, extensions: { code: 'FORBIDDEN' } });
    expect(await conta()).toBe(prima);
    // at their own point: recorded
    expect((await post(valido({ data: '2026-09-10' }), operatore)).status).toBe(201);
    // admin and manager anywhere
    expect((await post(altrove, manager)).status).toBe(201);
    // an operatore with no sales point: anywhere, on both doors
    await t.createUser({ nome: 'Libero Operatore', email: 'libero@test.it', ruolo: 'operatore', puntoVenditaId: null });
    const libero = (await t.rest('POST', '/api/auth/login', { body: { email: 'libero@test.it', password: TEST_PASSWORD } })).body.token;
    const rest = await post(altrove, libero);
    expect(rest.status).toBe(201);
    expect(rest.body.punto_vendita_id).toBe(cat.chiosco);
    const viaGql = await t.gql(m, { input }, libero);
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data.registraProduzione.puntoVenditaId).toBe(cat.chiosco);
    for (const id of [rest.body.id, viaGql.data.registraProduzione.id]) await t.rest('DELETE', `/api/produzione/${id}`, { token: admin });
  });

  it('the operator cannot edit or delete (403 on both doors)', async () => {
    const p = await post(valido());
    const vietato = 'Non hai i permessi necessari per questa operazione';
    await expectError(t.rest('PUT', `/api/produzione/${p.body.id}`, { token: operatore, body: { note: 'x' } }), 403, vietato);
    await expectError(t.rest('DELETE', `/api/produzione/${p.body.id}`, { token: operatore }), 403, vietato);
    const g1 = await t.gql(`mutation { modificaProduzione(id: ${p.body.id}, input: { note: "x" }) { id } }`, {}, operatore);
    expect(g1.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const g2 = await t.gql(`mutation { eliminaProduzione(id: ${p.body.id}) }`, {}, operatore);
    expect(g2.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', `/api/produzione/${p.body.id}`, { token: admin })).status).toBe(200);
  });

  it('GraphQL cost fields are refused to the operator, allowed to admin and manager', async () => {
    const p = await post(valido());
    const q = `{ produzione(id: ${p.body.id}) { id kgTotale costoTotale gusti { gustoNome foodCost } } }`;
    const op = await t.gql(q, {}, operatore);
    expect(op.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    expect(op.data?.produzione).toMatchObject({ id: p.body.id, kgTotale: 2.5, costoTotale: null, gusti: [{ gustoNome: 'Fiordilatte', foodCost: null }] });
    const noCost = await t.gql(`{ produzione(id: ${p.body.id}) { id kgTotale gusti { gustoNome } } }`, {}, operatore);
    expect(noCost.errors).toBeUndefined();
    for (const token of [admin, manager]) {
      const res = await t.gql(q, {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.produzione).toMatchObject({ costoTotale: 2.9, gusti: [{ foodCost: 1.16 }] });
    }
    const sort = await t.gql('{ produzioni(ordinamento: { campo: costo }) { totale } }', {}, operatore);
    expect(sort.errors?.[0]).toMatchObject({ message: 'Non hai i permessi per ordinare per costo', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('needs authentication', async () => {
    expect((await t.rest('GET', '/api/produzione')).status).toBe(401);
    expect((await t.rest('POST', '/api/produzione', { body: valido() })).status).toBe(401);
    expect((await t.gql('{ produzioni { totale } }')).status).toBe(401);
  });
});

describe('DELETE /produzione/:id', () => {
  it('deletes and returns the id; 404 afterwards', async () => {
    const p = await post(valido());
    const res = await t.rest('DELETE', `/api/produzione/${p.body.id}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: p.body.id });
    await expectError(t.rest('GET', `/api/produzione/${p.body.id}`, { token: admin }), 404, 'Produzione non trovata');
    await expectError(t.rest('DELETE', `/api/produzione/${p.body.id}`, { token: admin }), 404, 'Produzione non trovata');
    expect(await sql('select 1 from produzione_righe where produzione_id = ?', [p.body.id])).toEqual([]);
    const log = await sql<{ azione: string }>(`select azione from log_attivita where dettagli like ?`, [`Eliminata produzione #${p.body.id} %`]);
    expect(log).toEqual([{ azione: 'eliminazione' }]);
  });

  it('GraphQL: registra, modifica, elimina', async () => {
    const r = await t.gql(
      `mutation($input: RegistraProduzioneInput!) { registraProduzione(input: $input) { id kgTotale costoTotale operatoreNome puntoVenditaNome gusti { gustoId quantitaKg foodCost } } }`,
      { input: { data: '2026-05-05', puntoVenditaId: cat.chiosco, gusti: [{ gustoId: cat.fragola, quantitaKg: 1.5 }, { gustoId: cat.fiordilatte, quantitaKg: 0 }], note: 'Pioggia, vendite basse' } },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.registraProduzione).toMatchObject({ kgTotale: 1.5, costoTotale: 3.75, operatoreNome: 'Anna Admin', puntoVenditaNome: 'Chiosco Mare', gusti: [{ gustoId: cat.fragola, quantitaKg: 1.5, foodCost: 2.5 }] });
    const id = r.data.registraProduzione.id;
    const m = await t.gql(
      `mutation($id: Int!, $input: ModificaProduzioneInput!) { modificaProduzione(id: $id, input: $input) { id kgTotale costoTotale note gusti { gustoNome } } }`,
      { id, input: { gusti: [{ gustoId: cat.fragola, quantitaKg: 1.5 }, { gustoId: cat.cioccolato, quantitaKg: 1 }] } },
      manager,
    );
    expect(m.errors).toBeUndefined();
    expect(m.data.modificaProduzione).toEqual({ id, kgTotale: 2.5, costoTotale: 5.79, note: 'Pioggia, vendite basse', gusti: [{ gustoNome: 'Cioccolato' }, { gustoNome: 'Fragola' }] });
    const e = await t.gql(`mutation { eliminaProduzione(id: ${id}) }`, {}, admin);
    expect(e.data).toEqual({ eliminaProduzione: id });
    const again = await t.gql(`{ produzione(id: ${id}) { id } }`, {}, admin);
    expect(again.errors?.[0]).toMatchObject({ message: 'Produzione non trovata', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('restrict: sales points and flavours with productions cannot be deleted', () => {
  it('the database refuses (FK restrict)', async () => {
    const pv = await insertId(`insert into punti_vendita (nome) values ('Da Eliminare')`, []);
    await post(valido({ puntoVenditaId: pv, gusti: [{ gusto_id: cat.cioccolato, quantita_kg: 1 }] }));
    await expect(sql('delete from punti_vendita where id = ?', [pv])).rejects.toThrow(/foreign key/i);
    await expect(sql('delete from gusti where id = ?', [cat.cioccolato])).rejects.toThrow(/foreign key/i);
  });

  it('the sales point and flavour routes answer 409', async () => {
    const pv = await insertId(`insert into punti_vendita (nome) values ('Da Eliminare 2')`, []);
    await post(valido({ puntoVenditaId: pv }));
    expect((await t.rest('DELETE', `/api/punti-vendita/${pv}`, { token: admin })).status).toBe(409);
    expect((await t.rest('DELETE', `/api/gusti/${cat.fiordilatte}`, { token: admin })).status).toBe(409);
    expect(await sql('select 1 from gusti where id = ?', [cat.fiordilatte])).toHaveLength(1);
  });
});

describe('GET /produzione: history', () => {
  // an isolated year, three sales points/days, known operators
  const ids: Record<string, number> = {};
  const rec = async (key: string, token: string, data: string, pv: () => number, gusti: [number, number][], note?: string) => {
    const res = await post({ data, puntoVenditaId: pv(), gusti: gusti.map(([g, q]) => ({ gusto_id: g, quantita_kg: q })), note }, token);
    expect(res.status).toBe(201);
    ids[key] = res.body.id;
  };
  const list = (query: string, token = admin) => {
    // the 2020 period unless the query sets its own bounds
    const params = new URLSearchParams({ data_inizio: '2020-01-01', data_fine: '2020-12-31' });
    for (const [k, val] of new URLSearchParams(query)) params.set(k, val);
    return t.rest('GET', `/api/produzione?${params}`, { token });
  };
  const idsOf = (body: { produzioni: { id: number }[] }) => body.produzioni.map((p) => p.id);

  beforeAll(async () => {
    await rec('a', admin, '2020-03-01', () => cat.centro, [[cat.fiordilatte, 5]]); // 5 kg, 5.80 €
    await rec('b', manager, '2020-03-01', () => cat.centro, [[cat.cioccolato, 3], [cat.fragola, 1]]); // 4 kg, 8.62 €
    // the operatore worked at the kiosk while assigned to no sales point
    await sql('update utenti set punto_vendita_id = null where id = ?', [t.users.operatore.id]);
    await rec('c', operatore, '2020-03-01', () => cat.chiosco, [[cat.fragola, 2]]); // 2 kg, 5.00 €
    await rec('d', operatore, '2020-04-10', () => cat.chiosco, [[cat.fiordilatte, 1], [cat.cioccolato, 1]]); // 2 kg, 3.20 €
    await sql('update utenti set punto_vendita_id = ? where id = ?', [cat.centro, t.users.operatore.id]);
    await rec('e', manager, '2020-05-20', () => cat.centro, [[cat.fiordilatte, 10]]); // 10 kg, 11.60 €
    await sql('update produzioni set inviato_email = true where id in (?)', [[ids.a!, ids.e!]]);
  });

  it('returns { produzioni, total } in the spec shape, default order data desc then id desc', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(idsOf(res.body)).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
    expect(Object.keys(res.body.produzioni[0]).sort()).toEqual(
      ['costo_totale', 'created_at', 'data', 'gusti', 'id', 'inviato_email', 'kg_totale', 'kg_totale_giornaliero', 'note', 'operatore_id', 'operatore_nome', 'punto_vendita_id', 'punto_vendita_nome'].sort(),
    );
  });

  it('kg_totale_giornaliero sums every production of the same sales point and day', async () => {
    const res = await list('');
    const byId = new Map(res.body.produzioni.map((p: { id: number; kg_totale_giornaliero: number }) => [p.id, p.kg_totale_giornaliero]));
    expect(byId.get(ids.a)).toBe(9);
    expect(byId.get(ids.b)).toBe(9);
    expect(byId.get(ids.c)).toBe(2);
    expect(byId.get(ids.e)).toBe(10);
    // independent of the filters: the day total still counts b when filtering on a's flavour
    const filtered = await list(`gusto_id=${cat.fiordilatte}&punto_vendita_id=${cat.centro}`);
    expect(filtered.body.produzioni.find((p) => p.id === ids.a)?.kg_totale_giornaliero).toBe(9);
  });

  it('filters by period, sales point, flavour, operator and e-mail state', async () => {
    expect(idsOf((await list('data_inizio=2020-03-02')).body)).toEqual([ids.e, ids.d]);
    expect(idsOf((await list('data_fine=2020-03-01')).body)).toEqual([ids.c, ids.b, ids.a]);
    expect(idsOf((await t.rest('GET', '/api/produzione?data_inizio=2020-04-10&data_fine=2020-04-10', { token: admin })).body)).toEqual([ids.d]);
    expect(idsOf((await list(`punto_vendita_id=${cat.chiosco}`)).body)).toEqual([ids.d, ids.c]);
    expect(idsOf((await list(`gusto_id=${cat.cioccolato}`)).body)).toEqual([ids.d, ids.b]);
    expect(idsOf((await list(`operatore_id=${t.users.operatore.id}`)).body)).toEqual([ids.d, ids.c]);
    expect(idsOf((await list('inviato_email=true')).body)).toEqual([ids.e, ids.a]);
    const notSent = await list('inviato_email=false');
    expect(idsOf(notSent.body)).toEqual([ids.d, ids.c, ids.b]);
    expect(notSent.body.total).toBe(3);
  });

  it('sorts by every key of the spec, both directions', async () => {
    const sorted = async (sort: string, order: string) => idsOf((await list(`sort=${sort}&order=${order}`)).body);
    expect(await sorted('data', 'asc')).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e]);
    // Chiosco Mare < Gelateria Centro; ties by id in the same direction
    expect(await sorted('punto_vendita', 'asc')).toEqual([ids.c, ids.d, ids.a, ids.b, ids.e]);
    expect(await sorted('punto_vendita', 'desc')).toEqual([ids.e, ids.b, ids.a, ids.d, ids.c]);
    // Anna Admin < Marco Manager < Olga Operatrice
    expect(await sorted('operatore', 'asc')).toEqual([ids.a, ids.b, ids.e, ids.c, ids.d]);
    expect(await sorted('kg_totale', 'desc')).toEqual([ids.e, ids.a, ids.b, ids.d, ids.c]);
    expect(await sorted('kg_totale', 'asc')).toEqual([ids.c, ids.d, ids.b, ids.a, ids.e]);
    expect(await sorted('costo', 'desc')).toEqual([ids.e, ids.b, ids.a, ids.c, ids.d]);
    expect(await sorted('created_at', 'asc')).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e]);
    expect(await sorted('created_at', 'desc')).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
    await expectError(list('sort=nome'), 400, 'Ordinamento non valido');
    await expectError(list('order=su'), 400, 'Direzione di ordinamento non valida (asc o desc)');
  });

  it('paginates with limit (default 10, max 100) and offset; total counts every match', async () => {
    const p1 = await list('limit=2');
    expect(p1.body.total).toBe(5);
    expect(idsOf(p1.body)).toEqual([ids.e, ids.d]);
    const p3 = await list('limit=2&offset=4');
    expect(idsOf(p3.body)).toEqual([ids.a]);
    expect(p3.body.total).toBe(5);
    const beyond = await list('limit=2&offset=50');
    expect(beyond.body).toEqual({ produzioni: [], total: 5 });
    const all = await t.rest('GET', '/api/produzione', { token: admin });
    expect(all.body.produzioni).toHaveLength(10);
    expect(all.body.total).toBeGreaterThan(10);
    await expectError(list('limit=101'), 400, 'Il limite deve essere un numero intero tra 1 e 100');
    await expectError(list('limit=0'), 400, 'Il limite deve essere un numero intero tra 1 e 100');
    await expectError(list('offset=-1'), 400, "L'offset deve essere un numero intero non negativo");
    await expectError(list('data_inizio=2020-02-30'), 400, 'Data non valida (formato yyyy-MM-dd)');
    await expectError(
      t.rest('GET', '/api/produzione?data_inizio=2020-05-01&data_fine=2020-04-01', { token: admin }),
      400,
      'La data di inizio non può essere successiva alla data di fine',
    );
  });

  it('GraphQL: produzioni(filtro, ordinamento, limit, offset) { righe totale }', async () => {
    const res = await t.gql(
      `query($f: FiltroProduzioni, $o: OrdinamentoProduzioni) {
        produzioni(filtro: $f, ordinamento: $o, limit: 2, offset: 1) {
          totale
          righe { id data puntoVenditaId puntoVenditaNome operatoreNome kgTotale kgTotaleGiornaliero costoTotale inviatoEmail note createdAt
                  gusti { gustoId gustoNome gustoCategoria gustoColore quantitaKg foodCost } }
        }
      }`,
      { f: { dataInizio: '2020-01-01', dataFine: '2020-12-31', puntoVenditaId: cat.centro }, o: { campo: 'kgTotale', direzione: 'asc' } },
      manager,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.produzioni.totale).toBe(3);
    expect(res.data.produzioni.righe.map((r: { id: number }) => r.id)).toEqual([ids.a, ids.e]);
    expect(res.data.produzioni.righe[0]).toMatchObject({
      data: '2020-03-01',
      puntoVenditaNome: 'Gelateria Centro',
      operatoreNome: 'Anna Admin',
      kgTotale: 5,
      kgTotaleGiornaliero: 9,
      costoTotale: 5.8,
      inviatoEmail: true,
      gusti: [{ gustoId: cat.fiordilatte, gustoNome: 'Fiordilatte', gustoCategoria: 'Creme', gustoColore: '#fffdf0', quantitaKg: 5, foodCost: 1.16 }],
    });
    const sent = await t.gql('{ produzioni(filtro: { inviatoEmail: false, dataInizio: "2020-01-01", dataFine: "2020-12-31" }) { totale } }', {}, operatore);
    expect(sent.data).toEqual({ produzioni: { totale: 3 } });
  });

  it('uses a constant number of SQL statements whatever the page size (REST and GraphQL)', async () => {
    // make sure the pages differ in size: 5 rows of 2020 vs 1
    const small = await list('limit=1');
    const large = await list('limit=100');
    expect(large.body.produzioni.length).toBe(5);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(3);
    const q = (limit: number) =>
      t.gql(`{ produzioni(limit: ${limit}) { totale righe { id puntoVenditaNome operatoreNome kgTotaleGiornaliero costoTotale gusti { gustoNome gustoCategoria foodCost } } } }`, {}, admin);
    const g1 = await q(1);
    const g100 = await q(100);
    expect(g100.errors).toBeUndefined();
    expect(g100.data.produzioni.righe.length).toBeGreaterThan(10);
    expect(g100.queries).toBe(g1.queries);
  });
});
