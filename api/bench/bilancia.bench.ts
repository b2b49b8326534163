/**
 * Balancing benchmark (`npm run bench -w api`, run before the analytics one): the real app
 * (buildApp) on its own fresh database — a new database on the server at DATABASE_URL when set,
 * otherwise an embedded PGlite, so it needs no large dataset — with the demo catalogue. It calls
 * POST /api/scienza/bilancia through app.inject with an admin token on a 15-line milk gelato recipe
 * and the default profile: one cold call (first HiGHS load), then WARM calls (default 30) per
 * objective, printing p50 / p95. Target (issue 11): < 200 ms.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { seedBaseData } from '../src/seed/base.js';
import { seedDemoCatalogo } from '../src/seed/demo-catalogo.js';
import { createTestDatabase } from '../test/database.js';
import { ms, pct } from './stats.js';

const WARM = Number(process.env.BENCH_WARM ?? 30);
const TARGET_MS = 200;
const PASSWORD = 'bench-password-123';
const silent = { info: () => {}, warn: () => {} };


/** 15 lines of a milk gelato, demo catalogue names (grams or millilitres). */
const RICETTA: [nome: string, quantita: number, unita: 'g' | 'ml'][] = [
  ['Latte intero', 560, 'ml'],
  ['Panna fresca 35%', 140, 'ml'],
  ['Latte magro in polvere', 35, 'g'],
  ['Latte intero in polvere', 10, 'g'],
  ['Yogurt intero', 50, 'g'],
  ['Burro', 10, 'g'],
  ["Tuorlo d'uovo pastorizzato", 30, 'g'],
  ['Saccarosio', 120, 'g'],
  ['Destrosio monoidrato', 30, 'g'],
  ['Sciroppo di glucosio DE40', 20, 'g'],
  ['Zucchero invertito', 10, 'g'],
  ['Miele millefiori', 10, 'g'],
  ['Inulina', 10, 'g'],
  ['Stabilizzante neutro', 4, 'g'],
  ['Sale fino', 0.5, 'g'],
];

const db = await createTestDatabase();
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ADMIN_EMAIL: 'bench.bilancia@gelatiere.local',
  ADMIN_PASSWORD: PASSWORD,
  LOG_LEVEL: 'silent',
});
const orm = await initOrm({ connection: db.connection, poolMax: db.poolMax });
try {
  await migrate(orm);
  await seedBaseData(orm, config, silent);
  await orm.em.fork().transactional((em) => seedDemoCatalogo(em, silent));
  const app = await buildApp({ config, orm, logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: config.ADMIN_EMAIL, password: PASSWORD } });
    const token = login.json<{ token: string }>().token;
    const ids = new Map(
      (await orm.em.fork().getConnection().execute<{ id: number; nome: string }[]>('select id, nome from ingredienti')).map((r) => [r.nome, r.id]),
    );
    const righe = RICETTA.map(([nome, quantita, unita]) => {
      const id = ids.get(nome);
      if (!id) throw new Error(`ingrediente dimostrativo mancante: ${nome}`);
      return { ingrediente_id: id, quantita, unita };
    });
    const chiama = async (obiettivo: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/scienza/bilancia', headers: { authorization: `Bearer ${token}` }, payload: { righe, obiettivo } });
      const dt = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`bilancia ${obiettivo}: ${res.statusCode} ${res.body}`);
      return { dt, body: res.json<{ fattibile: boolean; food_cost: number; obiettivi_mancati: { chiave: string }[] }>() };
    };

    console.log(`\n[bench] bilanciamento: POST /api/scienza/bilancia, ricetta di ${righe.length} righe, profilo predefinito, ${WARM} chiamate a caldo`);
    console.log(`${'chiamata'.padEnd(34)}${'freddo'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}  esito`);
    let peggiore = 0;
    for (const obiettivo of ['costo_minimo', 'modifica_minima']) {
      const cold = await chiama(obiettivo);
      const warm: number[] = [];
      for (let i = 0; i < WARM; i++) warm.push((await chiama(obiettivo)).dt);
      const p95 = pct(warm, 95);
      peggiore = Math.max(peggiore, p95);
      const esito = cold.body.fattibile ? `fattibile, food cost ${cold.body.food_cost.toFixed(4)} €/kg` : `non fattibile: ${cold.body.obiettivi_mancati.map((m) => m.chiave).join(', ')}`;
      console.log(`${`bilancia (${obiettivo})`.padEnd(34)}${ms(cold.dt)}${ms(pct(warm, 50))}${ms(p95)}  ${esito}`);
    }
    console.log(`[bench] obiettivo p95 < ${TARGET_MS} ms: ${peggiore < TARGET_MS ? 'rispettato' : 'NON rispettato'} (peggiore p95 ${peggiore.toFixed(1)} ms)\n`);
  } finally {
    await app.close();
  }
} finally {
  await orm.close();
  await db.drop();
}
