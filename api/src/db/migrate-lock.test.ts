import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { migrationsList } from './migrations/index.js';
import { initOrm, migrate } from './orm.js';

describe('migrations under an advisory lock (issue 10, defect 12)', () => {
  // the lock matters where several replicas share a PostgreSQL server; the embedded one has one process
  it.skipIf(!process.env.DATABASE_URL)('two migrators starting together on one fresh database: one applies everything, the other nothing', async () => {
    const db = await createTestDatabase();
    const orms = await Promise.all([1, 2, 3].map(() => initOrm({ connection: db.connection, poolMax: db.poolMax })));
    try {
      const results = await Promise.allSettled(orms.map((orm) => migrate(orm)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = results.map((r) => (r.status === 'fulfilled' ? r.value.length : -1)).sort((a, b) => a - b);
      expect(applied).toEqual([0, 0, migrationsList.length]);
      const rows = await orms[0]!.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from mikro_orm_migrations');
      expect(rows[0]!.n).toBe(migrationsList.length);
    } finally {
      await Promise.all(orms.map((orm) => orm.close()));
      await db.drop();
    }
  });
});

describe('migrations are frozen history', () => {
  it('no migration imports live code (only the Migration base class)', () => {
    const dir = new URL('./migrations/', import.meta.url);
    const files = readdirSync(dir).filter((f) => /^Migration\d+\w+\.ts$/.test(f));
    expect(files.length).toBe(migrationsList.length);
    for (const f of files) {
      const imports = [...readFileSync(new URL(f, dir), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(imports, f).toEqual(['@mikro-orm/migrations']);
    }
  });
});
