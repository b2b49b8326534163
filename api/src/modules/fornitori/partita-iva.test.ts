import { describe, expect, it } from 'vitest';
import { chiaveArticolo, fattoreStandard, normalizzaUnita } from '../magazzino/unita-fattura.js';
import { normalizzaPartitaIva, partitaIvaValida } from './partita-iva.js';

describe('P.IVA check digit', () => {
  it('accepts numbers whose 11th digit is the check digit', () => {
    // digits 0 4 7 2 3 8 1 0 2 1: odd (1st,3rd,5th,7th,9th) = 0+7+3+1+2 = 13; even (2nd..10th) 4,2,8,0,1 → 8,4,16−9=7,0,2 = 21; 13 + 21 = 34 → (10 − 4) mod 10 = 6
    expect(partitaIvaValida('04723810216')).toBe(true);
    expect(partitaIvaValida('00743110157')).toBe(true);
    expect(partitaIvaValida('02957650969')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length, letters and all zeros', () => {
    for (const p of ['04723810217', '0472381021', '047238102160', '0472381021A', '00000000000', '']) expect(partitaIvaValida(p), p).toBe(false);
  });
  it('reads the number as people write it', () => {
    expect(normalizzaPartitaIva('IT 047.238.102-16')).toBe('04723810216');
    expect(normalizzaPartitaIva(' 04723810216 ')).toBe('04723810216');
  });
});

describe('invoice units', () => {
  it('converts within a dimension: GR → kg 0.001, KG → g 1000, LT → ml 1000, NR → pz 1; cartons have no standard factor', () => {
    expect(fattoreStandard('GR', 'kg')).toBe(0.001);
    expect(fattoreStandard('Kg.', 'g')).toBe(1000);
    expect(fattoreStandard('LT', 'ml')).toBe(1000);
    expect(fattoreStandard('N.', 'pz')).toBe(1);
    expect(fattoreStandard('CT', 'kg')).toBeNull();
    expect(fattoreStandard('KG', 'l')).toBeNull();
    expect(normalizzaUnita(' kg. ')).toBe('KG');
  });
  it('keys an article by its code, else by its description without case, accents and punctuation', () => {
    expect(chiaveArticolo(' pst-br-6 ', 'x')).toBe('cod:PST-BR-6');
    expect(chiaveArticolo(null, 'Pasta  di Pistacchio – VERDE (Brontë)')).toBe('des:pasta di pistacchio verde bronte');
    expect(chiaveArticolo(null, ' — ')).toBeNull();
  });
});
