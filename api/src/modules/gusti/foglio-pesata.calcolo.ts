import { massaKg, type UnitaMisura } from '@gelatiere/scienza';

/**
 * The numbers of a weighing sheet, as pure functions (DOMAIN.md, "Recipe versions and the weighing
 * sheet"): mix mass from trays, linear scaling of the recipe, equal cycles when the batch freezer's
 * maximum load is exceeded, and rounding once per cycle line:
 * - a line under the precision threshold (grams per cycle) goes on the precision scale and is rounded
 *   to its resolution (0.1 g: the stabiliser's 2.43 g is 2.4 g, not 2 g);
 * - the other lines go on the main scale (1 g): they are rounded together by largest remainder, so
 *   that the cycle's grams add up to its mass (to the main scale's step): a 0.5 kg batch weighs 500 g,
 *   not the 499 g of lines rounded one by one;
 * - pieces are rounded up (each cycle gets at least its share), and the cost of the extra is stated;
 * - every total is the sum of its cycles' rounded lines (2 × 8,470 g = 16,940 g), and the batch cost
 *   is computed from those rounded quantities.
 */

export type RuoloRiga = 'base' | 'variegato' | 'inclusione';
export type Bilancia = 'principale' | 'precisione';

/** A recipe line as written (quantity in the line's unit) with its ingredient's density, unit and price. */
export interface RigaDaPesare {
  ingredienteId: number;
  nome: string;
  quantita: number;
  unita: UnitaMisura;
  densita: number | null;
  /** the ingredient's own unit and price per that unit (batch cost) */
  unitaMisura: UnitaMisura;
  costoPerUnita: number;
  /** the line's role (base when absent) */
  ruolo?: string | null | undefined;
}

/** A line of the sheet: the scaled quantity in the recipe's unit and the grams to weigh (null for pieces). */
export interface RigaFoglio {
  ingredienteId: number;
  nome: string;
  unita: UnitaMisura;
  quantita: number;
  grammi: number | null;
  /** the scale it is weighed on (null for pieces) */
  bilancia: Bilancia | null;
  /** pieces: the exact share before rounding up (null for weighed lines) */
  pezziEsatti: number | null;
  ruolo: RuoloRiga;
}

export interface CicloFoglio {
  numero: number;
  kg: number;
  righe: RigaFoglio[];
}

/**
 * Rounds half up to a number of decimals on the decimal value (16.223 / 2 = 8.1115 → 8.112, though
 * the binary 8.1115 is 8.11149999…): the scaled value is first read to 12 significant digits.
 */
export const arrotondaDecimali = (x: number, decimali: number) => {
  const f = 10 ** decimali;
  return Math.round(Number((x * f).toPrecision(12))) / f;
};

/** Grams rounded to the scale's resolution (1 g, 5 g, 0.1 g...). */
export const arrotondaARisoluzione = (grammi: number, risoluzioneG: number) => arrotondaDecimali(Math.round(Number((grammi / risoluzioneG).toPrecision(12))) * risoluzioneG, 6);

/** Mix mass (kg) of n trays of V litres at an overrun (fraction): n × V × densità_mix / (1 + overrun). */
export const kgDaVaschette = (vaschette: number, volumeL: number, densitaMix: number, overrun: number) => (vaschette * volumeL * densitaMix) / (1 + overrun);

/** Number of equal cycles: one, or as many as needed so that none exceeds the maximum load. */
export const numeroCicli = (kg: number, maxKg: number) => Math.max(1, Math.ceil(kg / maxKg - 1e-9));

/** Decimals shown for the scaled quantity in each unit (g, ml: 1; kg, l: 4; pieces are whole). */
const DECIMALI: Record<UnitaMisura, number> = { g: 1, ml: 1, kg: 4, l: 4, pz: 0 };

const ruoloDi = (r: RigaDaPesare): RuoloRiga => (r.ruolo === 'variegato' || r.ruolo === 'inclusione' ? r.ruolo : 'base');

export interface Bilance {
  /** main scale resolution (g) */
  risoluzioneG: number;
  /** precision scale resolution (g) */
  risoluzionePrecisioneG: number;
  /** lines under this many grams per cycle go on the precision scale (0 = never) */
  sogliaPrecisioneG: number;
}

/**
 * One cycle's lines, the recipe scaled by `fattore` (cycle kg / recipe kg), each line rounded once:
 * precision lines to their resolution, main lines by largest remainder to the main resolution so
 * that their sum is the cycle's remaining grams rounded to that resolution; pieces up.
 */
export function righeCiclo(righe: readonly RigaDaPesare[], fattore: number, b: Bilance): RigaFoglio[] {
  const esatte = righe.map((r) => {
    const quantita = r.quantita * fattore;
    const grammi = r.unita === 'pz' ? null : massaKg(quantita, r.unita, r.densita) * 1000;
    return { r, quantita, grammi };
  });
  const precisione = (g: number | null) => g !== null && g > 0 && g < b.sogliaPrecisioneG - 1e-9;
  const out: RigaFoglio[] = esatte.map(({ r, quantita, grammi }) => ({
    ingredienteId: r.ingredienteId,
    nome: r.nome,
    unita: r.unita,
    quantita: r.unita === 'pz' ? Math.ceil(Number(quantita.toPrecision(12))) : arrotondaDecimali(quantita, DECIMALI[r.unita]),
    grammi: grammi === null ? null : precisione(grammi) ? arrotondaARisoluzione(grammi, b.risoluzionePrecisioneG) : null,
    bilancia: grammi === null ? null : precisione(grammi) ? 'precisione' : 'principale',
    pezziEsatti: r.unita === 'pz' ? arrotondaDecimali(quantita, 2) : null,
    ruolo: ruoloDi(r),
  }));
  // main scale: largest remainder over the lines' exact grams, in units of its resolution
  const principali = esatte.map((e, i) => ({ ...e, i })).filter(({ i }) => out[i]!.bilancia === 'principale');
  if (principali.length > 0) {
    const res = b.risoluzioneG;
    const esattiPrecisione = esatte.reduce((s, e, i) => s + (out[i]!.bilancia === 'precisione' ? e.grammi! : 0), 0);
    const arrotondatiPrecisione = out.reduce((s, o) => s + (o.bilancia === 'precisione' ? o.grammi! : 0), 0);
    const obiettivo = principali.reduce((s, e) => s + e.grammi!, 0) + esattiPrecisione - arrotondatiPrecisione;
    const unita = Math.round(Number((obiettivo / res).toPrecision(12)));
    const parti = principali.map((e) => {
      const u = Number((e.grammi! / res).toPrecision(12));
      return { i: e.i, base: Math.floor(u), resto: u - Math.floor(u) };
    });
    let extra = unita - parti.reduce((s, p) => s + p.base, 0);
    // at most one unit more per line (never a line rounded by more than one step); ties in recipe order
    extra = Math.max(0, Math.min(extra, parti.length));
    const ordine = [...parti].sort((a, c) => c.resto - a.resto || a.i - c.i);
    const piu = new Set(ordine.slice(0, extra).map((p) => p.i));
    for (const p of parti) out[p.i]!.grammi = arrotondaDecimali((p.base + (piu.has(p.i) ? 1 : 0)) * res, 6);
  }
  return out;
}

/** The batch's lines: each the sum of its cycles' rounded lines (n equal cycles). */
function totali(ciclo: readonly RigaFoglio[], n: number): RigaFoglio[] {
  return ciclo.map((r) => ({
    ...r,
    quantita: r.unita === 'pz' ? r.quantita * n : arrotondaDecimali(r.quantita * n, DECIMALI[r.unita]),
    grammi: r.grammi === null ? null : arrotondaDecimali(r.grammi * n, 6),
    pezziEsatti: r.pezziEsatti === null ? null : arrotondaDecimali(r.pezziEsatti * n, 2),
  }));
}

/** A line's quantity in its ingredient's own unit, from the rounded grams (or pieces). */
export function quantitaInUnitaIngrediente(r: RigaFoglio, d: RigaDaPesare): number {
  if (r.grammi === null) return r.quantita;
  const densita = d.densita && d.densita > 0 ? d.densita : 1;
  switch (d.unitaMisura) {
    case 'kg':
      return r.grammi / 1000;
    case 'l':
      return r.grammi / densita / 1000;
    case 'ml':
      return r.grammi / densita;
    default:
      return r.grammi;
  }
}

export interface Pesata {
  /** the whole batch's lines (sums of the cycles) */
  righe: RigaFoglio[];
  cicli: CicloFoglio[];
  /** kg of each (equal) cycle */
  kgCiclo: number;
  /** grams to weigh in the whole batch (Σ of the weighed lines) */
  grammiTotali: number;
  /** euro of the rounded quantities (pieces as rounded up) */
  costoLotto: number;
  /** euro the pieces' rounding up adds (over their exact share) */
  costoArrotondamentoPezzi: number;
}

/**
 * The sheet of `kg` of mix from a recipe of `massaRicettaKg`: n equal cycles, each line rounded once
 * per cycle, the batch's lines the sums of the cycles'.
 */
export function pesata(righe: readonly RigaDaPesare[], massaRicettaKg: number, kg: number, opts: Bilance & { maxKg: number }): Pesata {
  const n = numeroCicli(kg, opts.maxKg);
  const kgCiclo = kg / n;
  const ciclo = righeCiclo(righe, kgCiclo / massaRicettaKg, opts);
  const batch = totali(ciclo, n);
  const costo = batch.reduce((s, r, i) => s + quantitaInUnitaIngrediente(r, righe[i]!) * righe[i]!.costoPerUnita, 0);
  // over the exact share (not its 2-decimal display)
  const extraPezzi = batch.reduce((s, r, i) => s + (r.unita === 'pz' ? (r.quantita - (righe[i]!.quantita * kg) / massaRicettaKg) * righe[i]!.costoPerUnita : 0), 0);
  return {
    righe: batch,
    cicli: Array.from({ length: n }, (_, i) => ({ numero: i + 1, kg: arrotondaDecimali(kgCiclo, 3), righe: ciclo })),
    kgCiclo,
    grammiTotali: arrotondaDecimali(
      batch.reduce((s, r) => s + (r.grammi ?? 0), 0),
      6,
    ),
    costoLotto: costo,
    costoArrotondamentoPezzi: extraPezzi,
  };
}
