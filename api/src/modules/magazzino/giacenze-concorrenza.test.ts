import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { DomainError, erroreDatabaseNonDisponibile } from '../../common/errors.js';

/**
 * Two writers of the same stock lots at once (the balance giacenze_lotti, migration GiacenzeLotti):
 * each movement locks its lots' balance rows until its transaction ends, so the balance is never lost
 * by two concurrent increments; two transactions taking the same two lots in crossing order deadlock,
 * PostgreSQL rolls one back (40P01) and the API answers that one with a 503 in Italian (nothing
 * written: the client tries again), never a 500. Needs a server (DATABASE_URL): the embedded
 * database has one connection.
 */
let t: TestApp;
let ingrediente = 0;

beforeAll(async () => {
  t = await createTestApp();
  const [i] = await t.sql<{ id: number }>(
    `insert into ingredienti (nome, unita_misura, costo_per_unita, fornitore, calorie) values ('Nocciole concorrenza', 'kg', 10, 'Prova', 0) returning id`,
  );
  ingrediente = i!.id;
  const [f] = await t.sql<{ id: number }>(`insert into fornitori (ragione_sociale, partita_iva) values ('Fornitore concorrenza', '01234567897') returning id`);
  const [r] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-11-01', 'C-1') returning id`, [f!.id]);
  await t.sql(
    `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario) values (?, ?, 'X', '2027-01-01', 10, 10), (?, ?, 'Y', '2027-02-01', 10, 10)`,
    [r!.id, ingrediente, r!.id, ingrediente],
  );
});
afterAll(() => t?.close());

const rettifica = (em: { execute: (sql: string, params: unknown[]) => Promise<unknown> }, lotto: string, quantita: number) =>
  em.execute(`insert into rettifiche_magazzino (ingrediente_id, lotto, quantita, motivo) values (?, ?, ?, 'prova')`, [ingrediente, lotto, quantita]);

describe.skipIf(!process.env.DATABASE_URL)('concurrent writers of the same lots', () => {
  it('twenty concurrent adjustments of one lot: the balance counts every one', async () => {
    await Promise.all(Array.from({ length: 20 }, () => t.orm.em.fork().transactional((em) => rettifica(em, 'X', -0.25))));
    const [x] = await t.sql<{ giacenza: number }>(`select giacenza::float8 as giacenza from giacenze_lotti where ingrediente_id = ? and lotto = 'X'`, [ingrediente]);
    expect(x!.giacenza).toBe(5);
  });

  it('crossing order deadlocks: one is rolled back whole and answered 503 in Italian, the other is written', async () => {
    let segnale!: () => void;
    const entrambiDentro = new Promise<void>((r) => (segnale = r));
    let dentro = 0;
    const scrittore = (primo: string, secondo: string) =>
      t.orm.em.fork().transactional(async (em) => {
        await rettifica(em, primo, -1);
        if (++dentro === 2) segnale();
        await entrambiDentro;
        await rettifica(em, secondo, -1);
      });
    const esiti = await Promise.allSettled([scrittore('X', 'Y'), scrittore('Y', 'X')]);
    const falliti = esiti.filter((e): e is PromiseRejectedResult => e.status === 'rejected');
    expect(falliti).toHaveLength(1);
    const errore = erroreDatabaseNonDisponibile(falliti[0]!.reason);
    expect(errore).toBeInstanceOf(DomainError);
    expect(errore!.code).toBe('SERVICE_UNAVAILABLE');
    expect(errore!.message).toMatch(/^Un'altra operazione contemporanea .* nulla è stato salvato\. Riprova\.$/);
    // the survivor's two adjustments, not the loser's: X 5 − 1, Y 10 − 1
    const saldo = await t.sql<{ lotto: string; giacenza: number }>(
      `select lotto, giacenza::float8 as giacenza from giacenze_lotti where ingrediente_id = ? order by lotto`,
      [ingrediente],
    );
    expect(saldo).toEqual([
      { lotto: 'X', giacenza: 4 },
      { lotto: 'Y', giacenza: 9 },
    ]);
  });
});
