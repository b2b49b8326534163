import { massaKg, type UnitaMisura } from '@gelatiere/scienza';

/**
 * The numbers of a weighing sheet, as pure functions (DOMAIN.md, "Recipe versions and the weighing
 * sheet"): mix mass from trays, linear scaling of the recipe, grams rounded to the scale's
 * resolution, pieces rounded up, equal cycles when the batch freezer's maximum load is exceeded.
 */

/** A recipe line as written (quantity in the line's unit) with its ingredient's density. */
export interface RigaDaPesare {
  ingredienteId: number;
  nome: string;
  quantita: number;
  unita: UnitaMisura;
  densita: number | null;
}

/** A line of the sheet: the scaled quantity in the recipe's unit and the grams to weigh (null for pieces). */
export interface RigaFoglio {
  ingredienteId: number;
  nome: string;
  unita: UnitaMisura;
  quantita: number;
  grammi: number | null;
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
export const arrotondaARisoluzione = (grammi: number, risoluzioneG: number) => arrotondaDecimali(Math.round(grammi / risoluzioneG) * risoluzioneG, 6);

/** Mix mass (kg) of n trays of V litres at an overrun (fraction): n × V × densità_mix / (1 + overrun). */
export const kgDaVaschette = (vaschette: number, volumeL: number, densitaMix: number, overrun: number) => (vaschette * volumeL * densitaMix) / (1 + overrun);

/** Number of equal cycles: one, or as many as needed so that none exceeds the maximum load. */
export const numeroCicli = (kg: number, maxKg: number) => Math.max(1, Math.ceil(kg / maxKg - 1e-9));

/** Decimals shown for the scaled quantity in each unit (g, ml: 1; kg, l: 4; pieces are whole). */
const DECIMALI: Record<UnitaMisura, number> = { g: 1, ml: 1, kg: 4, l: 4, pz: 0 };

/** The recipe scaled by `fattore` (target kg / recipe kg). */
export function scalaRighe(righe: readonly RigaDaPesare[], fattore: number, risoluzioneG: number): RigaFoglio[] {
  return righe.map((r) => {
    const quantita = r.quantita * fattore;
    if (r.unita === 'pz') return { ingredienteId: r.ingredienteId, nome: r.nome, unita: r.unita, quantita: Math.ceil(quantita - 1e-9), grammi: null };
    return {
      ingredienteId: r.ingredienteId,
      nome: r.nome,
      unita: r.unita,
      quantita: arrotondaDecimali(quantita, DECIMALI[r.unita]),
      grammi: arrotondaARisoluzione(massaKg(quantita, r.unita, r.densita) * 1000, risoluzioneG),
    };
  });
}

export interface Pesata {
  /** the whole batch's lines */
  righe: RigaFoglio[];
  cicli: CicloFoglio[];
  /** kg of each (equal) cycle */
  kgCiclo: number;
}

/**
 * The sheet of `kg` of mix from a recipe of `massaRicettaKg`: the whole batch's lines and its cycles
 * (each scaled on its own, so each cycle's grams are rounded for the scale).
 */
export function pesata(righe: readonly RigaDaPesare[], massaRicettaKg: number, kg: number, opts: { maxKg: number; risoluzioneG: number }): Pesata {
  const n = numeroCicli(kg, opts.maxKg);
  const kgCiclo = kg / n;
  const righeCiclo = scalaRighe(righe, kgCiclo / massaRicettaKg, opts.risoluzioneG);
  return {
    righe: scalaRighe(righe, kg / massaRicettaKg, opts.risoluzioneG),
    cicli: Array.from({ length: n }, (_, i) => ({ numero: i + 1, kg: arrotondaDecimali(kgCiclo, 3), righe: righeCiclo })),
    kgCiclo,
  };
}
