import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { databaseConOrm } from '../../test/database.js';
import { ErroreInsieme, mettiInAttesa, preparateInsieme, soloLetturaSql, verdettoInAttesa } from './insieme.js';
import { preparata } from './prepared.js';
import { countQueries } from './query-counter.js';

const prova = databaseConOrm();

const PRIMA = 'select $1::int as n, $2::text as t, $3::timestamptz as ts, 1.50::numeric as prezzo, null::text as vuoto';
const SECONDA = `select x as id, json_build_object('x', x) as j from generate_series(1, $1::int) x`;

describe('preparateInsieme: several prepared statements in one round trip', () => {
  it('answers each statement’s rows as preparata does, every time (parsed once, then bound)', async () => {
    const ts = new Date('2026-06-01T10:20:30.456Z');
    for (let giro = 0; giro < 3; giro++) {
      const em = prova.orm.em.fork();
      const insieme = await preparateInsieme(em, [
        { text: PRIMA, values: [7, 'Fior di latte', ts] },
        { text: SECONDA, values: [3] },
      ]);
      expect(insieme).toEqual([await preparata(em, PRIMA, [7, 'Fior di latte', ts]), await preparata(em, SECONDA, [3])]);
      // the connection's type parsers (MikroORM keeps timestamps as text, numerics as strings)
      expect(insieme[0]).toEqual([{ n: 7, t: 'Fior di latte', ts: '2026-06-01 10:20:30.456+00', prezzo: '1.50', vuoto: null }]);
      expect(insieme[1]).toEqual([1, 2, 3].map((x) => ({ id: x, j: { x } })));
    }
  });

  it('gives an empty list to a statement without rows, and counts every statement', async () => {
    const { result, count, preparate, viaggi } = await countQueries(() =>
      preparateInsieme(prova.orm.em.fork(), [
        { text: SECONDA, values: [0] },
        { text: PRIMA, values: [1, 'a', null] },
      ]),
    );
    expect(result).toEqual([[], [{ n: 1, t: 'a', ts: null, prezzo: '1.50', vuoto: null }]]);
    expect({ count, preparate, viaggi }).toEqual({ count: 2, preparate: 2, viaggi: 1 });
  });

  it('runs in one snapshot and inside the EntityManager’s transaction; an error rolls back that transaction only', async () => {
    await prova.orm.em.getConnection().execute('create table if not exists prova_insieme (id int primary key)');
    await expect(
      prova.orm.em.fork().transactional(async (em) => {
        await preparateInsieme(em, [
          { text: 'insert into prova_insieme (id) values ($1) returning id', values: [1] },
          { text: 'select count(*)::int as n from prova_insieme', values: [] },
        ]).then((r) => expect(r[1]).toEqual([{ n: 1 }]));
        throw new Error('annulla');
      }),
    ).rejects.toThrow('annulla');
    expect(await prova.orm.em.getConnection().execute('select count(*)::int as n from prova_insieme')).toEqual([{ n: 0 }]);
  });

  it('on an error: the earlier statements’ rows, the error converted as MikroORM does, and the connection fine afterwards', async () => {
    await prova.orm.em.getConnection().execute('create table if not exists prova_insieme_u (id int primary key)');
    await prova.orm.em.getConnection().execute('insert into prova_insieme_u values (5)');
    const em = prova.orm.em.fork();
    // the second is parsed, then fails at execution: the next call must not parse it again ('already exists')
    for (let giro = 0; giro < 2; giro++) {
      const errore = await preparateInsieme(em, [
        { text: PRIMA, values: [2, 'b', null] },
        { text: 'insert into prova_insieme_u (id) values ($1)', values: [5] },
        { text: SECONDA, values: [1] },
      ]).catch((e: unknown) => e);
      expect(errore).toBeInstanceOf(ErroreInsieme);
      expect((errore as ErroreInsieme).causa).toBeInstanceOf(UniqueConstraintViolationException);
      expect((errore as ErroreInsieme).completate).toEqual([[{ n: 2, t: 'b', ts: null, prezzo: '1.50', vuoto: null }]]);
    }
    // a syntax error at Parse: nothing completes
    const sintassi = await preparateInsieme(em, [{ text: 'selec 1', values: [] }]).catch((e: unknown) => e);
    expect((sintassi as ErroreInsieme).completate).toEqual([]);
    // the same connections go on answering, the failed insert among the others
    expect(await preparateInsieme(em, [{ text: SECONDA, values: [2] }, { text: 'insert into prova_insieme_u (id) values ($1)', values: [6] }])).toEqual([
      [1, 2].map((x) => ({ id: x, j: { x } })),
      [],
    ]);
    expect(await preparata(em, 'select count(*)::int as n from prova_insieme_u', [])).toEqual([{ n: 2 }]);
  });
});

describe('a statement waiting to travel with the next read (the authentication of a soloLettura route)', () => {
  const ATTESA = 'select $1::int as chi';
  const rifiuto = new Error('rifiutato');
  const attesa = (esito: 'ok' | 'no', visti: unknown[][] = []) => ({
    istruzione: { text: ATTESA, values: [42] },
    conferma: (righe: unknown[]) => {
      visti.push(righe);
      if (esito === 'no') throw rifiuto;
    },
  });

  it('travels with the first read (one round trip), is judged once, and the read’s rows come back', async () => {
    const em = prova.orm.em.fork();
    const visti: unknown[][] = [];
    mettiInAttesa(em, attesa('ok', visti));
    const { result, count, viaggi } = await countQueries(async () => [await preparata(em, SECONDA, [2]), await preparata(em, SECONDA, [1])]);
    expect(result).toEqual([[1, 2].map((x) => ({ id: x, j: { x } })), [{ id: 1, j: { x: 1 } }]]);
    expect({ count, viaggi }).toEqual({ count: 3, viaggi: 2 });
    expect(visti).toEqual([[{ chi: 42 }]]);
    await verdettoInAttesa(em);
  });

  it('refused: the read’s rows are never returned, and every later read and the verdict get the same refusal', async () => {
    const em = prova.orm.em.fork();
    mettiInAttesa(em, attesa('no'));
    await expect(preparata(em, SECONDA, [2])).rejects.toBe(rifiuto);
    await expect(preparata(em, SECONDA, [1])).rejects.toBe(rifiuto);
    await expect(verdettoInAttesa(em)).rejects.toBe(rifiuto);
  });

  it('a statement that writes never travels with it: the waiting one runs alone first, and a refusal stops the write', async () => {
    await prova.orm.em.getConnection().execute('create table if not exists prova_attesa (id int primary key)');
    const em = prova.orm.em.fork();
    mettiInAttesa(em, attesa('no'));
    const { viaggi } = await countQueries(() => expect(preparata(em, 'insert into prova_attesa (id) values ($1) returning id', [1])).rejects.toBe(rifiuto));
    expect(viaggi).toBe(1);
    expect(await prova.orm.em.getConnection().execute('select count(*)::int as n from prova_attesa')).toEqual([{ n: 0 }]);
    for (const scrive of ['with x as (insert into prova_attesa values (1) returning id) select * from x', 'select id from prova_attesa for update', "select nextval('utenti_id_seq')"]) {
      expect(soloLetturaSql(scrive), scrive).toBe(false);
    }
    expect(soloLetturaSql('select u.updated_at, u.id from utenti u')).toBe(true);
  });

  it('a read that fails after the waiting statement: the verdict first (a refusal wins), else the read’s error', async () => {
    const rotta = "select 1 / ($1::int - 1) as x";
    const ok = prova.orm.em.fork();
    mettiInAttesa(ok, attesa('ok'));
    await expect(preparata(ok, rotta, [1])).rejects.toThrow(/division by zero/);
    await verdettoInAttesa(ok);
    const no = prova.orm.em.fork();
    mettiInAttesa(no, attesa('no'));
    await expect(preparata(no, rotta, [1])).rejects.toBe(rifiuto);
  });

  it('with no read at all, the verdict runs it alone', async () => {
    const em = prova.orm.em.fork();
    const visti: unknown[][] = [];
    mettiInAttesa(em, attesa('ok', visti));
    const { viaggi } = await countQueries(() => verdettoInAttesa(em));
    expect({ viaggi, visti }).toEqual({ viaggi: 1, visti: [[{ chi: 42 }]] });
  });
});
