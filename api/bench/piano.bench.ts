/**
 * Issue 32 benchmark: the production plan of tomorrow on the chain-scale data (20 sales points × 120
 * flavours, `npm run seed:large -w api`, DATABASE_URL required): the forecast of every point, what is in
 * the cases and freezers, the trays, the cycles on the batch freezers and the ingredients against stock,
 * as GET /api/piano computes it (pianoDelGiorno). One cold run (it reads two years of sold kg of every
 * point from the display case's rollups in one statement and fits a model per point: the forecast
 * module's previsioniDeiPunti), then WARM runs (default 3) with the forecasts kept while their inputs'
 * version is unchanged (piano.service.ts previsioniInCache: one cheap statement asks for it) and the
 * case, freezers, cycles and ingredients computed afresh; target: under 2 s. Then the forecast alone
 * (its statement, then the models' fits) once more. Prints the figures, the slowest statements of the
 * cold and of the last warm run (the phases), and the load average.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { dataRomaIso } from '../src/common/dates.js';
import { piuGiorni } from '../src/common/festivi.js';
import { initOrm, migrate } from '../src/db/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pianoDelGiorno } from '../src/modules/piano/piano.service.js';
import { GIORNI_PER_GUSTO } from '../src/modules/previsioni/previsioni.model.js';
import { datiPunti } from '../src/modules/previsioni/previsioni.queries.js';
import { previsioniDeiPunti } from '../src/modules/previsioni/previsioni.service.js';
import { carico } from './stats.js';

const WARM = Number(process.env.BENCH_WARM ?? 3);
const TARGET_MS = 2000;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[bench] DATABASE_URL è obbligatorio (database riempito da `npm run seed:large -w api`)');
  process.exit(1);
}
/** An entity manager whose statements are timed (the plan's phases): the slowest first, with their start. */
function cronometrato(em: EntityManager) {
  const tempi: { ms: number; sql: string }[] = [];
  const execute = em.execute.bind(em);
  em.execute = (async (...args: Parameters<EntityManager['execute']>) => {
    const t = performance.now();
    try {
      return await execute(...args);
    } finally {
      tempi.push({ ms: performance.now() - t, sql: String(args[0]).replace(/\s+/g, ' ').trim().slice(0, 90) });
    }
  }) as EntityManager['execute'];
  return { em, istruzioni: () => tempi.sort((a, b) => b.ms - a.ms).map((x) => `    ${x.ms.toFixed(0).padStart(6)} ms  ${x.sql}`) };
}

const orm = await initOrm({ connection: url, poolMax: 10 });
try {
  await migrate(orm);
  const em = orm.em.fork();
  const [n] = await em.execute<{ punti: number; gusti: number; carichi: number }[]>(
    `select (select count(*)::int from punti_vendita p where p.attivo and exists (select 1 from vetrina_carichi c where c.punto_vendita_id = p.id)) as punti,
            (select count(*)::int from gusti where attivo) as gusti,
            (select count(*)::int from vetrina_carichi where data >= current_date - 30) as carichi`,
  );
  if (!n || n.punti < 2 || n.carichi < 1000) {
    console.error('[bench] dati insufficienti: esegui prima `npm run seed:large -w api`');
    process.exit(1);
  }
  const oggi = dataRomaIso();
  const domani = piuGiorni(oggi, 1);
  const tempi: number[] = [];
  const fasi: string[][] = [];
  let righe = 0;
  let cicli = 0;
  for (let i = 0; i <= WARM; i++) {
    const { em: conTempi, istruzioni } = cronometrato(orm.em.fork());
    const t0 = performance.now();
    const piano = await pianoDelGiorno(conTempi, domani);
    tempi.push(performance.now() - t0);
    fasi.push(istruzioni());
    righe = piano.righe.length;
    cicli = piano.cicli.length;
  }
  // the forecast alone, not cached: its statement, then everything (statement and fits)
  const punti = (await em.execute<{ id: number }[]>(`select id from punti_vendita p where p.attivo and exists (select 1 from vetrina_carichi c where c.punto_vendita_id = p.id)`)).map((r) => r.id);
  const t1 = performance.now();
  await datiPunti(orm.em.fork(), punti, piuGiorni(oggi, -1), piuGiorni(oggi, 7), piuGiorni(oggi, -GIORNI_PER_GUSTO));
  const tDati = performance.now() - t1;
  const t2 = performance.now();
  await previsioniDeiPunti(orm.em.fork(), punti, domani, piuGiorni(oggi, 7), oggi);
  const tPrev = performance.now() - t2;
  const [freddo, ...caldi] = tempi;
  const peggiore = Math.max(...tempi);
  console.log(`Piano di produzione del ${domani}: ${n.punti} punti vendita con vetrina × ${n.gusti} gusti attivi → ${righe} righe, ${cicli} cicli`);
  console.log(`  a freddo ${freddo!.toFixed(0)} ms; a caldo ${caldi.map((x) => x.toFixed(0)).join(', ')} ms (obiettivo < ${TARGET_MS} ms: ${peggiore < TARGET_MS ? 'OK' : 'SUPERATO'})`);
  console.log(`  previsione di tutti i punti (senza cache): ${tPrev.toFixed(0)} ms, di cui la lettura della storia ${tDati.toFixed(0)} ms e l'adattamento dei modelli il resto`);
  for (const [nome, f] of [['a freddo', fasi[0]!], ['ultimo a caldo', fasi.at(-1)!]] as const) console.log(`  istruzioni più lente (${nome}):\n${f.slice(0, 6).join('\n')}`);
  console.log(`(${carico()})`);
} finally {
  await orm.close();
}
