import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { MARGINI_SOMME_STATEMENTS, MARGINI_STATEMENTS } from './analytics.margini-sql.js';
import { TRIGGER_FUNCTIONS } from './analytics.rollup-sql.js';
import { VENDUTI_STATEMENTS } from '../vetrina/vetrina.venduti-sql.js';

/**
 * Migrations are frozen copies (ARCHITECTURE.md 13): the analytics modules describe the trigger
 * functions the database runs, and a later migration that changes one must leave exactly the text the
 * module shows, or the module would describe a database that no longer exists.
 */
const FUNZIONE = /^create or replace function (\w+)\([^)]*\)[^$]*\$\$([\s\S]*)\$\$;$/u;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('analytics trigger functions', () => {
  // with the display case's sold-kg rollups (rebuilt with them, vetrina.venduti-sql.ts)
  const funzioni = [...TRIGGER_FUNCTIONS, ...MARGINI_STATEMENTS, ...MARGINI_SOMME_STATEMENTS, ...VENDUTI_STATEMENTS]
    .map((s) => FUNZIONE.exec(s))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ nome: m[1]!, corpo: m[2]! }));

  it('the modules describe every trigger function of the rollups', () => {
    expect(funzioni.length).toBeGreaterThanOrEqual(20);
  });

  it.each(funzioni.map((f) => [f.nome, f.corpo]))('%s in the migrated database is the text of its module', async (nome, corpo) => {
    const [row] = await t.sql<{ prosrc: string }>(`select prosrc from pg_proc where proname = ?`, [nome]);
    expect(row?.prosrc).toBe(corpo);
  });
});
