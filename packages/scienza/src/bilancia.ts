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
 * - The lactose check (Hyde–Rothwell) is a target of every balancing: 7·slng ≤ 100 − grassi −
 *   (zuccheri − lattosio) − stabilizzanti − max(0, altri_solidi), i.e. two linear rows (with the
 *   per-ingredient altri_solidi and with 0), with a slack like the profile's targets.
 * - Identity: unless the user sets a line's own min/max or frees it, every line stays within ±30 %
 *   of its current share of the base mass; a characterising line (its ingredient named in the
 *   flavour's name, or marked) never below its share. Candidates enter only when picked; added
 *   salt (an ingredient of salt without milk solids) never does.
 * - Only base lines are variables: variegates and inclusions (and pieces) are kept as sent.
 * - The answer lists the bounds and targets binding at the optimum (non-basic, with a non-zero
 *   dual) in plain Italian (`vincoli_attivi`).
 */
import highsModulo, { type Highs } from 'highs';
import { analizza, contributoIngrediente, costoQuantita, ingredienteDi, rigaDiBase, type ContributoLineare } from './analisi.js';
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
  VincoloAttivo,
} from './tipi.js';
import { CHIAVE_LATTOSIO } from './analisi.js';
import { CHIAVI_OBIETTIVO, CHIAVI_QUOTA } from './tipi.js';
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
const MARGINE_QUOTA = 0.2;

/** An existing line keeps its share of the base mass within ±30 % unless freed or bounded by the user. */
export const TOLLERANZA_IDENTITA = 0.3;

interface Variabile {
  nome: string;
  /** why the bounds are what they are (for vincoli_attivi) */
  limiti: 'bloccata' | 'utente' | 'identita' | 'caratterizzante' | 'libera' | 'candidato';
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
  const righeOriginali: RigaRicetta[] = req.righe.map(rigaRisposta);
  const iniziale = analizza(righeOriginali, ingredienti, opzioni);

  // --- variables ---------------------------------------------------------------------------------
  const variabili: Variabile[] = [];
  const costoKg = (ing: IngredienteScienza, unita: UnitaMisura) => costoQuantita(ing, quantitaDaMassa(1, unita, ing.densita), unita);
  // the base lines with mass (variegates, inclusions and pieces without a mass are kept as sent;
  // pieces with a mass per piece are weighed in the mix as they are, like a locked line)
  const pesabili = req.righe.flatMap((r, i) => {
    if (!rigaDiBase(r)) return [];
    const ing = ingredienteDi(ingredienti, r.ingrediente_id);
    const m0 = Math.max(0, massaKg(Number.isFinite(r.quantita) ? r.quantita : 0, r.unita, ing.densita, ing.peso_pezzo_g));
    if (r.unita === 'pz' && !(m0 > 0)) return [];
    return [{ r: r.unita === 'pz' ? { ...r, bloccata: true } : r, i, ing, m0 }];
  });
  const M0 = pesabili.reduce((s, p) => s + p.m0, 0);
  const Mt = req.massa_kg ?? M0;
  for (const { r, i, ing, m0 } of pesabili) {
    const kg = (q: number | undefined | null) => (q !== undefined && q !== null && Number.isFinite(q) ? massaKg(q, r.unita, ing.densita) : null);
    const min = kg(r.min);
    const max = kg(r.max);
    const quota = M0 > 0 ? m0 / M0 : 0;
    const caratterizzante = !!r.caratterizzante || nominaIngrediente(req.nome_gusto, ing.nome);
    let lb: number;
    let ub: number;
    let limiti: Variabile['limiti'];
    if (r.bloccata) [lb, ub, limiti] = [m0, m0, 'bloccata'];
    else if (min !== null || max !== null) [lb, ub, limiti] = [Math.max(0, min ?? 0), Math.max(0, min ?? 0, max ?? Infinity), 'utente'];
    else if (r.libera) [lb, ub, limiti] = [0, Infinity, 'libera'];
    else {
      lb = quota * Mt * (caratterizzante ? 1 : 1 - TOLLERANZA_IDENTITA);
      ub = quota * Mt * (1 + TOLLERANZA_IDENTITA);
      limiti = caratterizzante ? 'caratterizzante' : 'identita';
    }
    variabili.push({ nome: `x${variabili.length}`, limiti, ingrediente: ing, unita: r.unita, riga: i, m0, lb, ub, bloccata: !!r.bloccata, costoKg: costoKg(ing, r.unita), contributo: contributoIngrediente(ing) });
  }
  const presenti = new Set(req.righe.map((r) => r.ingrediente_id));
  for (const c of req.candidati ?? []) {
    const ing = ingredienteDi(ingredienti, c.ingrediente_id);
    if (presenti.has(ing.id) || ing.unita_misura === 'pz' || saleAggiunto(ing)) continue;
    presenti.add(ing.id);
    const unita = unitaCandidato(ing.unita_misura);
    const ub = c.max !== undefined && Number.isFinite(c.max) ? Math.max(0, massaKg(c.max, unita, ing.densita)) : Infinity;
    variabili.push({ nome: `x${variabili.length}`, limiti: 'candidato', ingrediente: ing, unita, riga: null, m0: 0, lb: 0, ub, bloccata: false, costoKg: costoKg(ing, unita), contributo: contributoIngrediente(ing) });
  }

  const lbTot = variabili.reduce((s, v) => s + v.lb, 0);
  const ubTot = variabili.reduce((s, v) => s + v.ub, 0);

  const mancati = (righe: RigaRicetta[]) => {
    const a = analizza(righe, ingredienti, opzioni);
    const out: ObiettivoMancato[] = a.controlli
      .filter((c) => c.esito !== 'ok')
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
    return { fattibile: out.length === 0, righe: righeOriginali, analisi: a, food_cost: a.food_cost, obiettivi_mancati: out, vincoli_attivi: [] };
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
    if (chiave === 'quota_destrosio' || chiave === 'quota_fruttosio') {
      // 100·Σ m_i sugar_i − b·Σ m_i (zuccheri_i − lattosio_i) ≤ 0, scaled by 100 so the slack reads in g per 100 g;
      // a wider margin (percentage points of a ratio): 0.1 g of dextrose moves the share by ~0.05
      const r = stretto(r0, MARGINE_QUOTA);
      const zucchero = CHIAVI_QUOTA[chiave];
      const riga = (b: number): [number, string][] => variabili.map((v) => [v.contributo[zucchero] - (b / 100) * (v.contributo.zuccheri - v.contributo.lattosio), v.nome]);
      if (r.min !== null) conSlack(`${chiave}_min`, riga(r.min), '>=', 0, r0);
      if (r.max !== null) conSlack(`${chiave}_max`, riga(r.max), '<=', 0, r0);
      continue;
    }
    const k = chiave as Exclude<ChiaveObiettivo, 'abs_pac' | 'quota_destrosio' | 'quota_fruttosio'>;
    const termini: [number, string][] = variabili.map((v) => [v.contributo[k], v.nome]);
    if (r.min !== null) conSlack(`${chiave}_min`, termini, '>=', r.min * Mt, r0);
    if (r.max !== null) conSlack(`${chiave}_max`, termini, '<=', r.max * Mt, r0);
  }
  // Hyde–Rothwell: 7·slng − (100 − grassi − (zuccheri − lattosio) − stabilizzanti − altri) ≤ 0, with altri as
  // is and with 0 (the analysis takes max(0, altri_solidi)); tightened by 7 × the margin
  const lattosio = (conAltri: boolean): [number, string][] =>
    variabili.map((v) => {
      const c = v.contributo;
      return [7 * c.slng - (100 - c.grassi - (c.zuccheri - c.lattosio) - c.stabilizzanti - (conAltri ? c.altri_solidi : 0)), v.nome];
    });
  const rLattosio: Intervallo = { min: null, max: 1 };
  conSlack(`${CHIAVE_LATTOSIO}_max`, lattosio(true), '<=', -7 * MARGINE * Mt, rLattosio);
  conSlack(`${CHIAVE_LATTOSIO}_max0`, lattosio(false), '<=', -7 * MARGINE * Mt, rLattosio);
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
    if (!v || v.bloccata) return rigaRisposta(r);
    return rigaRisposta({ ...r, quantita: arrotondaQuantita(quantitaDaMassa(Math.max(0, massa(v.nome)), r.unita, v.ingrediente.densita), r.unita) });
  });
  for (const v of variabili) {
    if (v.riga !== null) continue;
    const q = arrotondaQuantita(quantitaDaMassa(Math.max(0, massa(v.nome)), v.unita, v.ingrediente.densita), v.unita);
    if (q > 0) righe.push({ ingrediente_id: v.ingrediente.id, quantita: q, unita: v.unita });
  }
  const { a, out } = mancati(righe);
  const vincoli_attivi = vincoliAttivi(soluzione, variabili, righeLp, req, Mt, a);
  return { fattibile: out.length === 0, righe, analisi: a, food_cost: a.food_cost, obiettivi_mancati: out, vincoli_attivi };
}

/** A line of the answer: the recipe fields only, the role kept when sent. */
const rigaRisposta = (r: RigaRicetta): RigaRicetta => ({ ingrediente_id: r.ingrediente_id, quantita: r.quantita, unita: r.unita, ...(r.ruolo ? { ruolo: r.ruolo } : {}) });

/** Added salt: an ingredient that is mostly salt and has no milk solids (it never enters as a candidate). */
export const saleAggiunto = (ing: IngredienteScienza): boolean => !((ing.slng ?? 0) > 0) && (ing.sale ?? 0) >= 50;

const normalizza = (s: string): string[] =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((w) => w.replace(/[aeiou]$/, ''))
    .filter((w) => w.length >= 3);

/**
 * True when the flavour's name names the ingredient: a word of one is the word of the other up to its
 * last vowel and one more letter (limone/Limoni, pistacchio/Pasta di pistacchio, latte/Latte intero,
 * not latte/lattosio).
 */
export function nominaIngrediente(nomeGusto: string | undefined, nomeIngrediente: string): boolean {
  if (!nomeGusto) return false;
  const g = normalizza(nomeGusto);
  return normalizza(nomeIngrediente).some((w) => g.some((x) => (x.length <= w.length ? w.startsWith(x) && w.length - x.length <= 1 : x.startsWith(w) && x.length - w.length <= 1)));
}

const fmtIt = (x: number, decimali = 1): string => {
  const s = x.toLocaleString('it-IT', { maximumFractionDigits: decimali, minimumFractionDigits: 0 });
  return s.replace('-', '\u2212');
};

const NOMI_CHIAVI: Record<string, [string, string]> = {
  solidi_totali: ['Solidi totali', '%'],
  grassi: ['Grassi', '%'],
  grassi_saturi: ['Grassi saturi', '%'],
  slng: ['Solidi magri del latte (SLNG)', '%'],
  zuccheri: ['Zuccheri', '%'],
  saccarosio: ['Saccarosio', '%'],
  glucosio: ['Destrosio', '%'],
  fruttosio: ['Fruttosio', '%'],
  lattosio: ['Lattosio', '%'],
  maltosio: ['Maltosio', '%'],
  proteine: ['Proteine', '%'],
  fibre: ['Fibre', '%'],
  alcol: ['Alcol', '%'],
  sale: ['Sale', '%'],
  sale_aggiunto: ['Sale aggiunto', '%'],
  polioli: ['Polioli', '%'],
  stabilizzanti: ['Stabilizzanti', '%'],
  altri_solidi: ['Altri solidi', '%'],
  acqua: ['Acqua', '%'],
  pod: ['POD', ''],
  pac_totale: ['PAC', ''],
  abs_pac: ['PAC assoluto', ''],
  hf: ['Fattore di durezza', ''],
  quota_destrosio: ['Destrosio sugli zuccheri aggiunti', '%'],
  quota_fruttosio: ['Fruttosio sugli zuccheri aggiunti', '%'],
  temperatura_servizio: ['Temperatura di servizio', '°C'],
};
const conUnita = (x: number, u: string, decimali = 1) => `${fmtIt(x, decimali)}${u ? `\u00a0${u}` : ''}`;

const MOTIVI: Record<Variabile['limiti'], string> = {
  bloccata: '',
  utente: 'limite della riga',
  identita: '±30 % della quota attuale',
  caratterizzante: 'caratterizzante: mai sotto la quota attuale',
  libera: '',
  candidato: 'massimo del candidato',
};

/** Tolerance on a dual value for a bound or a row to count as binding. */
const DUALE_MINIMO = 1e-7;

/**
 * The bounds and targets that bind at the optimum, in plain Italian: a line at its minimum or maximum
 * ("Limoni al minimo: 25 %", its share of the base mass), a target at one end of its range
 * ("Solidi totali al massimo: 42 %"), the lactose check at its limit. Locked lines, the mass and
 * targets missed (named in obiettivi_mancati) are left out.
 */
function vincoliAttivi(
  soluzione: ReturnType<Highs['solve']>,
  variabili: Variabile[],
  righeLp: RigaLp[],
  req: RichiestaBilanciamento,
  Mt: number,
  analisi: ReturnType<typeof analizza>,
): VincoloAttivo[] {
  if (soluzione.Status !== 'Optimal' || !('Dual' in (soluzione.Rows[0] ?? {}))) return [];
  const out: VincoloAttivo[] = [];
  for (const v of variabili) {
    if (v.bloccata || v.limiti === 'libera') continue;
    const col = soluzione.Columns[v.nome] as { Status?: string; Dual?: number; Primal: number } | undefined;
    if (!col || Math.abs(col.Dual ?? 0) < DUALE_MINIMO) continue;
    const verso = col.Status === 'LB' ? 'minimo' : col.Status === 'UB' ? 'massimo' : null;
    if (!verso || (verso === 'minimo' && v.lb === 0 && v.limiti === 'candidato')) continue;
    // identity bounds read as a share of the mix, the user's and the candidates' in the line's unit
    const valore =
      v.limiti === 'identita' || v.limiti === 'caratterizzante'
        ? conUnita(Mt > 0 ? (col.Primal / Mt) * 100 : 0, '%', col.Primal / Mt < 0.01 ? 2 : 1)
        : conUnita(quantitaDaMassa(col.Primal, v.unita, v.ingrediente.densita), v.unita);
    const motivo = MOTIVI[v.limiti];
    const chiave = v.riga === null ? `candidato_${v.ingrediente.id}_${verso === 'minimo' ? 'min' : 'max'}` : `riga_${v.riga + 1}_${verso === 'minimo' ? 'min' : 'max'}`;
    out.push({ chiave, descrizione: `${v.ingrediente.nome} al ${verso}: ${valore}${motivo ? ` (${motivo})` : ''}` });
  }
  const profilo = { nome: '', obiettivi: req.obiettivi, temperatura_servizio: req.temperatura_servizio ?? null } satisfies ProfiloBilanciamento;
  soluzione.Rows.forEach((row, i) => {
    const r = righeLp[i];
    const riga = row as { Status?: string; Dual?: number };
    if (!r || r.nome === 'massa' || r.nome.startsWith('d') || Math.abs(riga.Dual ?? 0) < DUALE_MINIMO || riga.Status === 'BS') return;
    // a row with its slack used is a missed target (obiettivi_mancati), not a binding one
    const s = r.termini.find(([, n]) => n.startsWith('s'))?.[1];
    if (s && (soluzione.Columns[s]?.Primal ?? 0) > 1e-9) return;
    const m = /^(.*)_(min|max)0?$/.exec(r.nome);
    if (!m) return;
    const [, chiave, verso] = m as unknown as [string, string, 'min' | 'max'];
    if (out.some((o) => o.chiave === chiave)) return;
    if (chiave === CHIAVE_LATTOSIO) {
      const c = analisi.composizione;
      const limite = (100 - c.grassi - (c.zuccheri - c.lattosio) - c.stabilizzanti - c.altri_solidi) / 7;
      out.push({ chiave, descrizione: `Controllo del lattosio (Hyde–Rothwell) al limite: SLNG ${conUnita(c.slng, '%', 2)} su un massimo di ${conUnita(limite, '%', 2)}` });
      return;
    }
    const [nome, unita] = NOMI_CHIAVI[chiave] ?? [chiave, ''];
    const intervallo = chiave === 'temperatura_servizio' ? profilo.temperatura_servizio : profilo.obiettivi[chiave as ChiaveObiettivo];
    const estremo = verso === 'min' ? intervallo?.min : intervallo?.max;
    if (estremo === null || estremo === undefined) return;
    out.push({ chiave: `${chiave}_${verso}`, descrizione: `${nome} al ${verso === 'min' ? 'minimo' : 'massimo'}: ${conUnita(estremo, unita)}` });
  });
  return out;
}
