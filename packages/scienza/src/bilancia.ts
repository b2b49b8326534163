/**
 * Recipe balancing (DOMAIN.md, "Targets and balancing") as a linear program over the line masses,
 * solved with HiGHS (the `highs` WASM package, loaded once per process). A separate entry
 * (`@gelatiere/scienza/bilancia`) so that the web bundle never pulls the solver.
 *
 * Variables: the mass m_i (kg) of every line with mass and of every candidate ingredient.
 * - Σ m_i = target mass M* (default: the current mass); locked lines keep their mass; per-line
 *   min/max (in the line's unit) become bounds; candidates range over 0..max.
 * - A range [a, b] on a linear figure k (composition keys, pod, pac_totale, hf) with per-100 g
 *   contributions v_i: a·M* ≤ Σ m_i v_i ≤ b·M*. `altri_solidi` uses its expression before max(0, ·)
 *   (equivalent for a > 0, b ≥ 0). abs_pac: 100·Σ m_i pac_i ≥ a·Σ m_i acqua_i (and ≤ b).
 * - Serving temperature T* = T_h(75) bound: with s* = sDaTemperatura(T*),
 *   T_h(75) ≤ T* ⇔ 400·(pac_totale − hf) ≥ s*·acqua, T_h(75) ≥ T* ⇔ ≤ (both × M, linear in m_i).
 * - Every target row has a slack with a large penalty, so the program is always solvable when the
 *   mass constraints are; the answer names every target still missed and by how much.
 * - Objective: costo_minimo = Σ cost_i(m_i) / M* (€/kg of mix); modifica_minima = Σ |m_i − r_i| / M*
 *   (d_i ≥ ±(m_i − r_i)), with r_i the current masses of the unlocked lines scaled to the mass left
 *   to them (M* − locked). Each objective carries the other with a tiny weight as a tie-break.
 * - Range ends other than 0 are tightened by a small margin inside the solve so that rounding the
 *   answer to 0.1 g does not push a figure back out of its range.
 */
import highsModulo, { type Highs } from 'highs';
import { analizza, contributoIngrediente, costoQuantita, ingredienteDi, type ContributoLineare } from './analisi.js';
import { fpd, sDaTemperatura } from './fpd.js';
import type {
  ChiaveObiettivo,
  IngredienteScienza,
  Intervallo,
  ObiettivoMancato,
  ProfiloBilanciamento,
  RichiestaBilanciamento,
  RigaRicetta,
  RisultatoBilanciamento,
} from './tipi.js';
import { CHIAVE_LATTOSIO } from './analisi.js';
import { CHIAVI_OBIETTIVO } from './tipi.js';
import { massaKg, quantitaDaMassa, type UnitaMisura } from './unita.js';

// `highs` is a CommonJS package with an ESM build: its types describe module.exports (the loader
// under `default`), while Node's ESM import gives the loader itself. Accept both.
type CaricatoreHighs = typeof highsModulo.default;
const highsLoader = (typeof highsModulo === 'function' ? highsModulo : highsModulo.default) as CaricatoreHighs;

let solutore: Promise<Highs> | null = null;
/** The HiGHS runtime, loaded once per process (a failed load is retried on the next call). */
export function caricaSolutore(): Promise<Highs> {
  const p =
    solutore ??
    highsLoader().catch((e: unknown) => {
      solutore = null;
      throw e;
    });
  solutore = p;
  return p;
}

/** Penalty per unit of slack (key units per 100 g of mix): far above any cost or change in the objective. */
const PENALITA = 1e5;
/** Weight of the secondary objective (tie-break). */
const SECONDARIO = 1e-4;
/** Inward margin on range ends during the solve (key units; °C for the serving temperature). */
const MARGINE = 0.01;
const MARGINE_TEMPERATURA = 0.02;

interface Variabile {
  nome: string;
  ingrediente: IngredienteScienza;
  unita: UnitaMisura;
  /** index in req.righe, or null for a candidate */
  riga: number | null;
  m0: number;
  lb: number;
  ub: number;
  bloccata: boolean;
  costoKg: number;
  contributo: ContributoLineare;
}

/** The recipe unit a candidate line is written in: g for kg ingredients, ml for l, else its own. */
export const unitaCandidato = (u: UnitaMisura): UnitaMisura => (u === 'kg' ? 'g' : u === 'l' ? 'ml' : u);

/** Quantity rounded to 0.1 g / 0.1 ml in the line's unit (4 decimals for kg and l); pz unchanged. */
export function arrotondaQuantita(q: number, u: UnitaMisura): number {
  const f = u === 'g' || u === 'ml' ? 10 : u === 'kg' || u === 'l' ? 10_000 : 0;
  if (f === 0) return q;
  const r = Math.round(q * f) / f;
  return r === 0 ? 0 : r; // no −0
}

const fmt = (v: number): string => {
  const s = Number(v.toPrecision(14)).toString();
  return s.includes('e') ? v.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : s;
};

/** A linear expression in LP format from (coefficient, variable) pairs; tiny coefficients dropped. */
function espressione(termini: [number, string][]): string {
  const parts = termini.filter(([c]) => Math.abs(c) > 1e-12).map(([c, v], i) => `${c < 0 ? '-' : i === 0 ? '' : '+'} ${fmt(Math.abs(c))} ${v}`);
  return parts.length ? parts.join(' ') : `0 ${termini[0]?.[1] ?? 'x0'}`;
}

interface RigaLp {
  nome: string;
  termini: [number, string][];
  verso: '>=' | '<=' | '=';
  rhs: number;
}

/** The width a missed target is measured against: the range, or its one end (at least 1). */
const larghezza = (r: Intervallo): number => {
  const w = r.min !== null && r.max !== null ? r.max - r.min : Math.abs(r.min ?? r.max ?? 1);
  return Math.max(w, 0.1);
};
const valido = (r: Intervallo | null | undefined): r is Intervallo => !!r && (r.min !== null || r.max !== null);
const stretto = (r: Intervallo, margine: number): Intervallo => {
  const larghezza = r.min !== null && r.max !== null ? r.max - r.min : Infinity;
  const m = larghezza > 4 * margine ? margine : 0;
  return { min: r.min !== null && r.min !== 0 ? r.min + m : r.min, max: r.max !== null && r.max !== 0 ? r.max - m : r.max };
};

export async function bilancia(req: RichiestaBilanciamento, ingredienti: ReadonlyMap<number, IngredienteScienza>): Promise<RisultatoBilanciamento> {
  const profilo: ProfiloBilanciamento = { nome: 'Obiettivi del bilanciamento', obiettivi: req.obiettivi, temperatura_servizio: req.temperatura_servizio ?? null };
  const opzioni = { profilo, ...(req.temperatura_vetrina !== undefined ? { temperatura_vetrina: req.temperatura_vetrina } : {}) };
  const righeOriginali: RigaRicetta[] = req.righe.map(({ ingrediente_id, quantita, unita }) => ({ ingrediente_id, quantita, unita }));
  const iniziale = analizza(righeOriginali, ingredienti, opzioni);

  // --- variables ---------------------------------------------------------------------------------
  const variabili: Variabile[] = [];
  const costoKg = (ing: IngredienteScienza, unita: UnitaMisura) => costoQuantita(ing, quantitaDaMassa(1, unita, ing.densita), unita);
  req.righe.forEach((r, i) => {
    const ing = ingredienteDi(ingredienti, r.ingrediente_id);
    if (r.unita === 'pz') return; // pieces: cost only, kept as sent
    const kg = (q: number | undefined, altrimenti: number) => (q !== undefined && Number.isFinite(q) ? massaKg(q, r.unita, ing.densita) : altrimenti);
    const m0 = Math.max(0, kg(r.quantita, 0));
    const lb = r.bloccata ? m0 : Math.max(0, kg(r.min, 0));
    const ub = r.bloccata ? m0 : Math.max(lb, kg(r.max, Infinity));
    variabili.push({ nome: `x${variabili.length}`, ingrediente: ing, unita: r.unita, riga: i, m0, lb, ub, bloccata: !!r.bloccata, costoKg: costoKg(ing, r.unita), contributo: contributoIngrediente(ing) });
  });
  const presenti = new Set(req.righe.map((r) => r.ingrediente_id));
  for (const c of req.candidati ?? []) {
    const ing = ingredienteDi(ingredienti, c.ingrediente_id);
    if (presenti.has(ing.id) || ing.unita_misura === 'pz') continue;
    presenti.add(ing.id);
    const unita = unitaCandidato(ing.unita_misura);
    const ub = c.max !== undefined && Number.isFinite(c.max) ? Math.max(0, massaKg(c.max, unita, ing.densita)) : Infinity;
    variabili.push({ nome: `x${variabili.length}`, ingrediente: ing, unita, riga: null, m0: 0, lb: 0, ub, bloccata: false, costoKg: costoKg(ing, unita), contributo: contributoIngrediente(ing) });
  }

  const M0 = variabili.reduce((s, v) => s + v.m0, 0);
  const Mt = req.massa_kg ?? M0;
  const lbTot = variabili.reduce((s, v) => s + v.lb, 0);
  const ubTot = variabili.reduce((s, v) => s + v.ub, 0);

  const mancati = (righe: RigaRicetta[]) => {
    const a = analizza(righe, ingredienti, opzioni);
    const out: ObiettivoMancato[] = a.controlli
      .filter((c) => c.chiave !== CHIAVE_LATTOSIO && c.esito !== 'ok')
      .map((c) => ({ chiave: c.chiave, valore: c.valore, min: c.min, max: c.max, scarto: c.esito === 'basso' ? c.min! - c.valore : c.valore - c.max! }));
    return { a, out };
  };

  // Nothing to weigh, or a mass the bounds cannot reach: the recipe stays as sent.
  if (!(Mt > 0) || variabili.length === 0 || Mt < lbTot - 1e-9 || Mt > ubTot + 1e-9) {
    const { a, out } = mancati(righeOriginali);
    if (Mt > 0 && (Mt < lbTot - 1e-9 || Mt > ubTot + 1e-9 || variabili.length === 0)) {
      const raggiungibile = Math.min(Math.max(Mt, lbTot), ubTot);
      out.unshift({ chiave: 'massa_kg', valore: raggiungibile, min: Mt, max: Mt, scarto: Math.abs(Mt - raggiungibile) });
    }
    return { fattibile: out.length === 0, righe: righeOriginali, analisi: a, food_cost: a.food_cost, obiettivi_mancati: out };
  }

  // --- rows --------------------------------------------------------------------------------------
  const righeLp: RigaLp[] = [{ nome: 'massa', termini: variabili.map((v) => [1, v.nome]), verso: '=', rhs: Mt }];
  // a slack per target row, in the key's units per 100 g of mix, penalised per width of its range so
  // that a missed target is missed by as few "ranges" as possible (8 g of stabiliser over 0.2–0.5 weigh
  // far more than 0.3 °C over a 2 °C serving range)
  const slack: { nome: string; peso: number }[] = [];
  const conSlack = (nome: string, termini: [number, string][], verso: '>=' | '<=', rhs: number, r: Intervallo) => {
    const s = `s${slack.length}`;
    slack.push({ nome: s, peso: PENALITA / larghezza(r) });
    righeLp.push({ nome, termini: [...termini, [verso === '>=' ? Mt : -Mt, s]], verso, rhs });
  };
  const acquaRif = iniziale.composizione.acqua > 1 ? iniziale.composizione.acqua : 60;
  for (const chiave of CHIAVI_OBIETTIVO) {
    const r0 = req.obiettivi[chiave];
    if (!valido(r0)) continue;
    const r = stretto(r0, MARGINE);
    if (chiave === 'abs_pac') {
      // 100·P − a·W ≥ 0, scaled by the water so that the slack reads in abs_pac units
      const riga = (a: number): [number, string][] => variabili.map((v) => [(100 * v.contributo.pac_totale - a * v.contributo.acqua) / acquaRif, v.nome]);
      if (r.min !== null) conSlack(`${chiave}_min`, riga(r.min), '>=', 0, r0);
      if (r.max !== null) conSlack(`${chiave}_max`, riga(r.max), '<=', 0, r0);
      continue;
    }
    const k = chiave as Exclude<ChiaveObiettivo, 'abs_pac'>;
    const termini: [number, string][] = variabili.map((v) => [v.contributo[k], v.nome]);
    if (r.min !== null) conSlack(`${chiave}_min`, termini, '>=', r.min * Mt, r0);
    if (r.max !== null) conSlack(`${chiave}_max`, termini, '<=', r.max * Mt, r0);
  }
  if (valido(req.temperatura_servizio)) {
    const t = req.temperatura_servizio;
    // 400·(P − H) − s*·W, divided by the water (units of s) and multiplied by the slope of the FPD
    // table at s* (°C per unit of s), so that the slack reads roughly in °C
    const riga = (t: number): [number, string][] => {
      const s = sDaTemperatura(t);
      const pendenza = (fpd(Math.max(0, s - 1.5)) - fpd(s + 1.5)) / (s + 1.5 - Math.max(0, s - 1.5));
      return variabili.map((v) => [((400 * (v.contributo.pac_totale - v.contributo.hf) - s * v.contributo.acqua) / acquaRif) * pendenza, v.nome]);
    };
    // T_h(75) ≥ min ⇔ s ≤ s(min); T_h(75) ≤ max ⇔ s ≥ s(max)
    if (t.min !== null) conSlack('temperatura_servizio_min', riga(t.min + MARGINE_TEMPERATURA), '<=', 0, t);
    if (t.max !== null) conSlack('temperatura_servizio_max', riga(t.max - MARGINE_TEMPERATURA), '>=', 0, t);
  }

  // --- objective ---------------------------------------------------------------------------------
  const mLibera = variabili.filter((v) => !v.bloccata).reduce((s, v) => s + v.m0, 0);
  const lasciata = Mt - variabili.filter((v) => v.bloccata).reduce((s, v) => s + v.m0, 0);
  const scala = mLibera > 0 ? lasciata / mLibera : 1;
  const pesoCosto = req.obiettivo === 'costo_minimo' ? 1 : SECONDARIO;
  const pesoModifica = req.obiettivo === 'modifica_minima' ? 100 : SECONDARIO;
  const obiettivo: [number, string][] = [];
  const scostamenti: { nome: string; v: Variabile; rif: number }[] = [];
  for (const v of variabili) {
    obiettivo.push([(pesoCosto * v.costoKg) / Mt, v.nome]);
    if (v.bloccata) continue;
    const d = `d${v.nome.slice(1)}`;
    const rif = v.m0 * scala;
    scostamenti.push({ nome: d, v, rif });
    obiettivo.push([pesoModifica / Mt, d]);
    righeLp.push({ nome: `${d}_p`, termini: [[1, d], [-1, v.nome]], verso: '>=', rhs: -rif });
    righeLp.push({ nome: `${d}_n`, termini: [[1, d], [1, v.nome]], verso: '>=', rhs: rif });
  }
  for (const s of slack) obiettivo.push([s.peso, s.nome]);

  const limiti = variabili.map((v) => (v.lb === v.ub ? `${v.nome} = ${fmt(v.lb)}` : `${fmt(v.lb)} <= ${v.nome}${Number.isFinite(v.ub) ? ` <= ${fmt(v.ub)}` : ''}`));
  const lp = [
    'Minimize',
    ` obj: ${espressione(obiettivo)}`,
    'Subject To',
    ...righeLp.map((r) => ` ${r.nome}: ${espressione(r.termini)} ${r.verso} ${fmt(r.rhs)}`),
    'Bounds',
    ...limiti.map((l) => ` ${l}`),
    'End',
  ].join('\n');

  const highs = await caricaSolutore();
  const soluzione = highs.solve(lp);
  if (soluzione.Status !== 'Optimal') throw new Error(`Bilanciamento: il solutore ha risposto «${soluzione.Status}»`);
  const massa = (nome: string) => soluzione.Columns[nome]?.Primal ?? 0;

  // --- answer ------------------------------------------------------------------------------------
  const righe: RigaRicetta[] = req.righe.map((r, i) => {
    const v = variabili.find((x) => x.riga === i);
    if (!v || v.bloccata) return { ingrediente_id: r.ingrediente_id, quantita: r.quantita, unita: r.unita };
    return { ingrediente_id: r.ingrediente_id, quantita: arrotondaQuantita(quantitaDaMassa(Math.max(0, massa(v.nome)), r.unita, v.ingrediente.densita), r.unita), unita: r.unita };
  });
  for (const v of variabili) {
    if (v.riga !== null) continue;
    const q = arrotondaQuantita(quantitaDaMassa(Math.max(0, massa(v.nome)), v.unita, v.ingrediente.densita), v.unita);
    if (q > 0) righe.push({ ingrediente_id: v.ingrediente.id, quantita: q, unita: v.unita });
  }
  const { a, out } = mancati(righe);
  return { fattibile: out.length === 0, righe, analisi: a, food_cost: a.food_cost, obiettivi_mancati: out };
}
