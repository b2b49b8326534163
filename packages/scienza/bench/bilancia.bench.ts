/**
 * Balancing benchmark (issue 11: < 200 ms for a 15-line recipe). Times `bilancia` on a 15-line
 * chocolate-hazelnut recipe against the "Cioccolato e frutta secca" profile: the first call of the
 * process (cold: HiGHS WASM load + solve), then warm calls, p50/p95, for both objectives.
 * Run: npm run bench -w @gelatiere/scienza
 */
import { bilancia } from '../src/bilancia.js';
import { CATALOGO } from '../src/ingredienti.fixtures.js';
import { PROFILI_PREDEFINITI } from '../src/profili.js';
import type { RichiestaBilanciamento, RigaBilanciamento } from '../src/tipi.js';

const RIGHE: RigaBilanciamento[] = [
  { ingrediente_id: 1, quantita: 450, unita: 'ml' }, // whole milk
  { ingrediente_id: 18, quantita: 100, unita: 'ml' }, // skim milk
  { ingrediente_id: 2, quantita: 80, unita: 'ml' }, // cream 35 %
  { ingrediente_id: 17, quantita: 20, unita: 'ml' }, // cream 40 %
  { ingrediente_id: 3, quantita: 25, unita: 'g' }, // skim milk powder
  { ingrediente_id: 4, quantita: 140, unita: 'g' }, // sucrose
  { ingrediente_id: 5, quantita: 25, unita: 'g' }, // dextrose monohydrate
  { ingrediente_id: 12, quantita: 20, unita: 'g' }, // glucose syrup
  { ingrediente_id: 19, quantita: 10, unita: 'g' }, // invert sugar syrup
  { ingrediente_id: 16, quantita: 5, unita: 'g' }, // fructose
  { ingrediente_id: 14, quantita: 10, unita: 'g' }, // inulin
  { ingrediente_id: 9, quantita: 40, unita: 'g', bloccata: true }, // cocoa 22/24
  { ingrediente_id: 10, quantita: 50, unita: 'g', min: 40 }, // hazelnut paste
  { ingrediente_id: 20, quantita: 20, unita: 'g', max: 40 }, // egg yolk
  { ingrediente_id: 6, quantita: 4, unita: 'g' }, // stabiliser
];
const profilo = PROFILI_PREDEFINITI[1]!;
const richiesta = (obiettivo: RichiestaBilanciamento['obiettivo']): RichiestaBilanciamento => ({
  righe: RIGHE,
  obiettivi: profilo.obiettivi,
  temperatura_servizio: profilo.temperatura_servizio,
  obiettivo,
});

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

const t0 = performance.now();
const primo = await bilancia(richiesta('costo_minimo'), CATALOGO);
const freddo = performance.now() - t0;
console.log(`bilancia, ricetta di ${RIGHE.length} righe (profilo «${profilo.nome}»)`);
console.log(`  freddo (caricamento HiGHS + soluzione): ${ms(freddo)} — fattibile: ${primo.fattibile}, food cost ${primo.analisi.food_cost.toFixed(3)} €/kg`);

const GIRI = 200;
for (const obiettivo of ['costo_minimo', 'modifica_minima'] as const) {
  const tempi: number[] = [];
  for (let i = 0; i < GIRI; i++) {
    const t = performance.now();
    await bilancia(richiesta(obiettivo), CATALOGO);
    tempi.push(performance.now() - t);
  }
  console.log(`  caldo ${obiettivo} (${GIRI} giri): p50 ${ms(percentile(tempi, 50))}, p95 ${ms(percentile(tempi, 95))}, max ${ms(Math.max(...tempi))}`);
}
