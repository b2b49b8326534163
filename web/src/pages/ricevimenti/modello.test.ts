import { describe, expect, it } from 'vitest';
import { daBozza, inputDaModello, MSG_MODELLO, quantitaEPrezzo, ricevimentoVuoto, scegliIngrediente, senzaErrori, validaModello } from './modello';
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

  it('an unmatched carton gets no factor until typed; then 2 CT × 6 = 12 kg at 138 / 6 = 23 €/kg', () => {
    const m = daBozza(BOZZA);
    let r = scegliIngrediente(m.righe[1]!, { id: 9, nome: 'Nocciole', unitaMisura: 'kg' });
    expect(r).toMatchObject({ ingredienteId: 9, fattore: '' });
    expect(validaModello({ ...m, righe: [m.righe[0]!, r] }).perRiga[r.chiave]).toEqual({ lotto: MSG_MODELLO.lotto, fattore: MSG_MODELLO.fattore });
    r = { ...r, fattore: '6', lotto: 'N1', scadenza: '2027-02-01' };
    expect(quantitaEPrezzo(r)).toEqual({ quantita: 12, prezzo: 23 });
    const input = inputDaModello({ ...m, righe: [m.righe[0]!, r] });
    expect(input.fattura).toEqual({ tipoDocumento: 'TD01', nomeFile: 'fattura.xml', sha256: 'a'.repeat(64) });
    expect(input.righe![1]).toEqual({
      ingredienteId: 9,
      lotto: 'N1',
      scadenza: '2027-02-01',
      quantita: 12,
      prezzoUnitario: 23,
      temperatura: null,
      descrizione: 'Nocciole cartone 6 x 1 kg',
      codiceArticolo: 'NOC-6',
      unitaFattura: 'CT',
      fattoreConversione: 6,
    });
  });

  it('grams to kg: the standard factor is proposed; prices keep 4 decimals', () => {
    const riga = { ...daBozza(BOZZA).righe[1]!, fattura: { ...daBozza(BOZZA).righe[1]!.fattura!, unita: 'GR', quantita: 2500, prezzoUnitario: 0.0123 } };
    const r = scegliIngrediente(riga, { id: 9, nome: 'Cacao', unitaMisura: 'kg' });
    expect(r.fattore).toBe('0,001');
    expect(quantitaEPrezzo(r)).toEqual({ quantita: 2.5, prezzo: 12.3 });
  });

  it('a receipt by hand: required fields, quantity > 0, expiry not before the date, temperature range', () => {
    const m = ricevimentoVuoto();
    const e = validaModello(m);
    expect(e.fornitore).toBe(MSG_MODELLO.fornitore);
    expect(e.numeroDocumento).toBe(MSG_MODELLO.numero);
    const riga = { ...m.righe[0]!, ingredienteId: 1, lotto: 'A', quantita: '0', prezzo: '-1', scadenza: '2000-01-01', temperatura: '80' };
    expect(validaModello({ ...m, righe: [riga] }).perRiga[riga.chiave]).toEqual({
      quantita: MSG_MODELLO.quantita,
      prezzo: MSG_MODELLO.prezzo,
      scadenza: MSG_MODELLO.scadenzaPrecedente,
      temperatura: MSG_MODELLO.temperatura,
    });
    const buona = { ...riga, quantita: '5', prezzo: '21,50', scadenza: '', temperatura: '3,5' };
    const ok = { ...m, fornitoreId: 2, numeroDocumento: ' DDT 77 ', righe: [buona] };
    expect(senzaErrori(validaModello(ok))).toBe(true);
    expect(inputDaModello(ok)).toMatchObject({ numeroDocumento: 'DDT 77', fattura: null, righe: [{ quantita: 5, prezzoUnitario: 21.5, scadenza: null, temperatura: 3.5 }] });
    expect(inputDaModello(ok).righe![0]).not.toHaveProperty('fattoreConversione');
  });
});
