import { describe, expect, it } from 'vitest';
import { isUnitaMisura, massaKg, quantitaDaMassa, quantitaInUnitaIngrediente, unitaAmmesse } from './unita.js';

describe('unit rules (DOMAIN.md "Units")', () => {
  it('allows g/kg for kg ingredients, ml/l for l ingredients, else the own unit', () => {
    expect(unitaAmmesse('kg')).toEqual(['g', 'kg']);
    expect(unitaAmmesse('l')).toEqual(['ml', 'l']);
    expect(unitaAmmesse('pz')).toEqual(['pz']);
    expect(isUnitaMisura('ml')).toBe(true);
    expect(isUnitaMisura('cl')).toBe(false);
  });

  it('weighs a volume with the density (null = 1.000) and gives pieces no mass', () => {
    expect(massaKg(250, 'g')).toBe(0.25);
    expect(massaKg(2, 'kg', 0.5)).toBe(2); // density only for volumes
    expect(massaKg(1, 'l')).toBe(1);
    expect(massaKg(1, 'l', null)).toBe(1);
    // 500 ml of whole milk at 1.032 kg/l: 0.5 l × 1.032 = 0.516 kg
    expect(massaKg(500, 'ml', 1.032)).toBeCloseTo(0.516, 12);
    // 2 l of cream 35 % at 0.994: 1.988 kg
    expect(massaKg(2, 'l', 0.994)).toBeCloseTo(1.988, 12);
    expect(massaKg(3, 'pz', 1.2)).toBe(0);
  });

  it('turns a mass back into a quantity of the unit (inverse of massaKg)', () => {
    expect(quantitaDaMassa(0.516, 'ml', 1.032)).toBeCloseTo(500, 9);
    expect(quantitaDaMassa(0.25, 'g')).toBe(250);
    expect(quantitaDaMassa(1, 'pz')).toBe(0);
  });

  it('expresses a line quantity in the ingredient unit', () => {
    expect(quantitaInUnitaIngrediente(250, 'g', 'kg')).toBe(0.25);
    expect(quantitaInUnitaIngrediente(1.5, 'l', 'l')).toBe(1.5);
    expect(quantitaInUnitaIngrediente(3, 'pz', 'pz')).toBe(3);
  });
});
