import { describe, expect, it } from 'vitest';
import { daBozza, quantitaEPrezzo, scegliIngrediente } from './modello';
import { BOZZA } from './test-fixtures';
import { fattoreStandard } from './unita';

describe('invoice units', () => {
  it('converts standard units within a dimension, not cartons nor across dimensions', () => {
    expect(fattoreStandard('GR', 'kg')).toBe(0.001);
    expect(fattoreStandard('Kg.', 'g')).toBe(1000);
    expect(fattoreStandard('LT', 'ml')).toBe(1000);
    expect(fattoreStandard('NR', 'pz')).toBe(1);
    expect(fattoreStandard('CT', 'kg')).toBeNull();
    expect(fattoreStandard('KG', 'l')).toBeNull();
    expect(fattoreStandard(null, 'kg')).toBeNull();
  });
});

describe('receipt model', () => {
  it('reads a draft: remembered lines keep their factor and lot, unmatched ones wait for the ingredient', () => {
    const m = daBozza(BOZZA);
    expect(m.fornitoreId).toBe(4);
    expect(m.fattura).toMatchObject({ tipoDocumento: 'TD01', fornitoreCreato: true });
    expect(m.righe[0]).toMatchObject({ ingredienteId: 7, fattore: '1', lotto: 'L1', scadenza: '2026-11-27' });
    expect(m.righe[0]!.fattura!.ricordata).toBe(true);
    expect(m.righe[1]).toMatchObject({ ingredienteId: null, fattore: '', lotto: '' });
    expect(quantitaEPrezzo(m.righe[0]!)).toEqual({ quantita: 60, prezzo: 1.05 });
  });

  it('grams to kg: the standard factor is proposed; prices keep 4 decimals', () => {
    const riga = { ...daBozza(BOZZA).righe[1]!, fattura: { ...daBozza(BOZZA).righe[1]!.fattura!, unita: 'GR', quantita: 2500, prezzoUnitario: 0.0123 } };
    const r = scegliIngrediente(riga, { id: 9, nome: 'Cacao', unitaMisura: 'kg' });
    expect(r.fattore).toBe('0,001');
    expect(quantitaEPrezzo(r)).toEqual({ quantita: 2.5, prezzo: 12.3 });
  });

});
