import { describe, expect, it } from 'vitest';
import { fpd, sDaTemperatura } from './fpd.js';

describe('freezing point depression (Goff & Hartel table 6.1)', () => {
  it('reads the table at its points', () => {
    expect(fpd(0)).toBeCloseTo(0, 12);
    expect(fpd(3)).toBeCloseTo(-0.18, 12);
    expect(fpd(90)).toBeCloseTo(-6.23, 12); // 31st value
    expect(fpd(150)).toBeCloseTo(-11.41, 12);
    expect(fpd(180)).toBeCloseTo(-13.68, 12);
  });

  it('interpolates linearly between points', () => {
    // s = 91.5: 6.23 + (1.5 / 3) × (6.50 − 6.23) = 6.365
    expect(fpd(91.5)).toBeCloseTo(-6.365, 12);
    // s = 50.6907: 2.99 + (2.6907 / 3) × (3.20 − 2.99) = 3.178349
    expect(fpd(50.6907)).toBeCloseTo(-3.178349, 6);
  });

  it('extrapolates the last step beyond 180 and is 0 °C for no solute', () => {
    // s = 186: 13.68 + (6 / 3) × (13.68 − 13.48) = 14.08
    expect(fpd(186)).toBeCloseTo(-14.08, 12);
    expect(fpd(-5)).toBe(0);
  });

  it('inverts the table', () => {
    expect(sDaTemperatura(-6.365)).toBeCloseTo(91.5, 9);
    expect(sDaTemperatura(-13.68)).toBeCloseTo(180, 9);
    expect(sDaTemperatura(-14.08)).toBeCloseTo(186, 9);
    expect(sDaTemperatura(0)).toBe(0);
    // −12 °C: between 11.88 (s = 156) and 12.14 (s = 159): 156 + 3 × 0.12 / 0.26 = 157.384615
    expect(sDaTemperatura(-12)).toBeCloseTo(157.384615, 5);
    for (const s of [1, 17.2, 63, 120.5, 179.9, 240]) expect(sDaTemperatura(fpd(s))).toBeCloseTo(s, 9);
  });
});
