import { caricaSolutore } from '@gelatiere/scienza/bilancia';

/**
 * Ridge regression (least squares with an L2 penalty), solved as the convex quadratic programme it
 * is by HiGHS, the solver the balancing already ships (no hand-written linear algebra):
 *   minimise (1/n)·‖Xβ − y‖² + λ·Σ_{j≥1} β_j²   (β_0, the intercept, is not penalised)
 * Columns are standardised (mean 0, standard deviation 1) before the fit so that one λ treats them
 * alike; the answer is back on the original scale. A constant column gets a coefficient of 0.
 */
export interface Ridge {
  /** intercept on the original scale */
  intercetta: number;
  /** one coefficient per column of X, on the original scale */
  coefficienti: number[];
}

const num = (x: number) => {
  const s = Math.abs(x) < 1e-300 ? '0' : Math.abs(x).toPrecision(15);
  return s.includes('e') ? Number(s).toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : s;
};
const termine = (c: number, v: string, primo: boolean) => `${c < 0 ? ' - ' : primo ? ' ' : ' + '}${num(c)} ${v}`;

export async function ridge(X: readonly (readonly number[])[], y: readonly number[], lambda: number): Promise<Ridge> {
  const n = X.length;
  const p = X[0]?.length ?? 0;
  if (n === 0) throw new Error('ridge: nessuna osservazione');
  const media = Array.from({ length: p }, (_, j) => X.reduce((s, r) => s + r[j]!, 0) / n);
  const scarto = Array.from({ length: p }, (_, j) => Math.sqrt(X.reduce((s, r) => s + (r[j]! - media[j]!) ** 2, 0) / n));
  const attive = scarto.map((s) => s > 1e-9);
  // Z = [1, standardised columns]; A = ZᵀZ/n + λI' and b = Zᵀy/n: the QP's Hessian/2 and linear term/−2
  const k = p + 1;
  const A = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  const z = new Array<number>(k);
  for (let i = 0; i < n; i++) {
    z[0] = 1;
    for (let j = 0; j < p; j++) z[j + 1] = attive[j] ? (X[i]![j]! - media[j]!) / scarto[j]! : 0;
    for (let a = 0; a < k; a++) {
      b[a]! += (z[a]! * y[i]!) / n;
      for (let c = a; c < k; c++) A[a]![c]! += (z[a]! * z[c]!) / n;
    }
  }
  for (let j = 1; j < k; j++) A[j]![j]! += attive[j - 1] ? lambda : 1;
  const lineare = b.map((v, j) => termine(-2 * v, `b${j}`, j === 0)).join('');
  const quad: string[] = [];
  for (let a = 0; a < k; a++) {
    for (let c = a; c < k; c++) {
      const q = a === c ? 2 * A[a]![a]! : 4 * A[a]![c]!;
      if (q !== 0) quad.push(termine(q, a === c ? `b${a}^2` : `b${a} * b${c}`, quad.length === 0));
    }
  }
  const lp = ['Minimize', ` obj:${lineare} + [${quad.join('')} ]/2`, 'Bounds', ...Array.from({ length: k }, (_, j) => ` b${j} free`), 'End'].join('\n');
  const soluzione = (await caricaSolutore()).solve(lp);
  if (soluzione.Status !== 'Optimal') throw new Error(`ridge: il solutore ha risposto «${soluzione.Status}»`);
  const beta = Array.from({ length: k }, (_, j) => soluzione.Columns[`b${j}`]?.Primal ?? 0);
  const coefficienti = beta.slice(1).map((v, j) => (attive[j] ? v / scarto[j]! : 0));
  const intercetta = beta[0]! - coefficienti.reduce((s, c, j) => s + c * media[j]!, 0);
  return { intercetta, coefficienti };
}

/** Xβ + intercept for one row. */
export const predici = (m: Ridge, x: readonly number[]) => m.coefficienti.reduce((s, c, j) => s + c * x[j]!, m.intercetta);
