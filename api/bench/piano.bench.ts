/**
 * Issue 32 benchmark: the production plan of tomorrow on the chain-scale data (20 sales points × 120
 * flavours, `npm run seed:large -w api`, DATABASE_URL required): the forecast of every point, what is in
 * the cases and freezers, the trays, the cycles on the batch freezers and the ingredients against stock,
 * as GET /api/piano computes it (pianoDelGiorno). One cold run (it reads two years of every point's
 * display case and fits the forecast model: the forecast module's datiPunto, seconds per point), then
 * WARM runs (default 3) with the forecasts kept 10 minutes (piano.service.ts previsioneInCache) and the
 * case, freezers, cycles and ingredients computed afresh; target: under 2 s. Prints the figures and the
 * load average.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { dataRomaIso } from '../src/common/dates.js';
import { piuGiorni } from '../src/common/festivi.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { pianoDelGiorno } from '../src/modules/piano/piano.service.js';
import { carico } from './stats.js';

const WARM = Number(process.env.BENCH_WARM ?? 3);
const TARGET_MS = 2000;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[bench] DATABASE_URL è obbligatorio (database riempito da `npm run seed:large -w api`)');
  process.exit(1);
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
  const domani = piuGiorni(dataRomaIso(), 1);
  const tempi: number[] = [];
  let righe = 0;
  let cicli = 0;
  for (let i = 0; i <= WARM; i++) {
    const t0 = performance.now();
    const piano = await pianoDelGiorno(orm.em.fork(), domani);
    tempi.push(performance.now() - t0);
    righe = piano.righe.length;
    cicli = piano.cicli.length;
  }
  const [freddo, ...caldi] = tempi;
  const peggiore = Math.max(...tempi);
  console.log(`Piano di produzione del ${domani}: ${n.punti} punti vendita con vetrina × ${n.gusti} gusti attivi → ${righe} righe, ${cicli} cicli`);
  console.log(`  a freddo ${freddo!.toFixed(0)} ms; a caldo ${caldi.map((x) => x.toFixed(0)).join(', ')} ms (obiettivo < ${TARGET_MS} ms: ${peggiore < TARGET_MS ? 'OK' : 'SUPERATO'})`);
  console.log(`(${carico()})`);
} finally {
  await orm.close();
}
