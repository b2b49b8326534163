import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { loadConfig } from '../config.js';
import { initOrm, migrate, type Orm } from './orm.js';
import { seedBaseData } from '../seed/base.js';

let db: TestDatabase;
let orm: Orm;
const silent = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await initOrm({ connection: db.connection, poolMax: db.poolMax });
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

describe('database start-up', () => {
  it('migrations apply once; a second start on the same data applies none', async () => {
    expect((await migrate(orm)).length).toBeGreaterThan(0);
    expect(await migrate(orm)).toEqual([]);
  });

  it('the migrations produce exactly the schema the entities describe', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('base data is seeded once, idempotently, with one admin', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'Capo@Gelateria.IT', ADMIN_PASSWORD: 'segreta123' });
    await seedBaseData(orm, config, silent);
    await seedBaseData(orm, config, silent);
    const conn = orm.em.fork().getConnection();
    const admins = await conn.execute(`select email, ruolo from utenti`);
    expect(admins).toEqual([{ email: 'capo@gelateria.it', ruolo: 'admin' }]);
    const prezzo = await conn.execute(`select valore from configurazioni where chiave = 'prezzo_vendita_kg'`);
    expect(prezzo).toEqual([{ valore: '25.00' }]);
  });
});
