import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { databaseConOrm } from '../../test/database.js';
import { initOrm } from './orm.js';
import { numera, preparata } from './prepared.js';
import { countQueries } from './query-counter.js';

const prova = databaseConOrm();

const CAMPIONE = `select $1::int as n, $2::text as t, $3::int[] as ids, $4::timestamptz as ts, 1.50::numeric as prezzo,
  json_build_object('a', 1, 'b', array['x']) as j, null::text as vuoto`;

describe('preparata: hot statements as named prepared statements', () => {
  it('answers the rows em.execute answers for the same statement (same type parsers)', async () => {
    const em = prova.orm.em.fork();
    const ts = new Date('2026-06-01T10:20:30.456Z');
    const prep = await preparata(em, CAMPIONE, [7, 'Fior di latte', [1, 2, 3], ts]);
    const inline = await em.execute(CAMPIONE.replace('$1::int', '?::int').replace('$2::text', '?::text').replace('$3::int[]', 'array[?]::int[]').replace('$4', '?'), [7, 'Fior di latte', [1, 2, 3], ts]);
    expect(prep).toEqual(inline);
    expect(prep[0]).toMatchObject({ n: 7, ids: [1, 2, 3], j: { a: 1, b: ['x'] }, vuoto: null });
  });

  // on the embedded database (one backend session for every connection) statements stay unnamed
  it.skipIf(prova.db?.poolMax === 1 || !process.env.DATABASE_URL)('is a named prepared statement of the connection, inside the EntityManager’s transaction', async () => {
    await prova.orm.em.fork().transactional(async (em) => {
      await preparata(em, 'select count(*)::int as n from utenti where attivo = $1', [true]);
      const nomi = await em.execute<{ name: string; statement: string; parameter_types: string }[]>(
        `select name, statement, parameter_types::text from pg_prepared_statements where statement like '%from utenti where attivo = $1%'`,
      );
      expect(nomi).toEqual([expect.objectContaining({ name: expect.stringMatching(/^g13_/), parameter_types: '{boolean}' })]);
    });
  });

  it('works again after a reconnect (a new pool on the same database: an app restart, an idle connection dropped)', async () => {
    const testo = 'select count(*)::int as n from utenti where attivo = $1';
    const [prima] = await preparata<{ n: number }>(prova.orm.em.fork(), testo, [true]);
    await prova.orm.close();
    // the embedded database takes the next connection once it has seen the previous one go
    for (let i = 0; ; i++) {
      prova.orm = await initOrm({ connection: prova.db.connection, poolMax: prova.db.poolMax });
      if (await prova.orm.em.getConnection().execute('select 1').then(() => true, () => false)) break;
      await prova.orm.close().catch(() => {});
      if (i >= 50) throw new Error('nessuna riconnessione');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await preparata<{ n: number }>(prova.orm.em.fork(), testo, [true])).toEqual([prima]);
  });

  it('is counted by the statement counter and converts database errors as MikroORM does', async () => {
    const em = prova.orm.em.fork();
    const { count } = await countQueries(() => preparata(em, 'select $1::int as n', [1]));
    expect(count).toBe(1);
    await em.execute(`insert into categorie_gusti (nome) values ('Prova preparata')`);
    await expect(preparata(em, 'insert into categorie_gusti (nome) values ($1)', ['Prova preparata'])).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('numera turns ? placeholders into $1, $2… in order', () => {
    expect(numera('select * from t where a = ? and b in (select x from y where z > ?) limit ?')).toBe('select * from t where a = $1 and b in (select x from y where z > $2) limit $3');
  });
});
