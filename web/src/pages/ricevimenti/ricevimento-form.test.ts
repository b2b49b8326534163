import { describe, expect, it } from 'vitest';
import { daBozza, quantitaEPrezzo, ricevimentoVuoto, scegliIngrediente } from './modello';
import { MSG_MODULO_RICEVIMENTO, ricevimentoFormSchema, valoriDaModello, type RicevimentoFormValues } from './ricevimento-form';
import { BOZZA } from './test-fixtures';

/** The form's errors: the header's by field, the lines' by index then field. */
function errori(v: RicevimentoFormValues) {
  const campi: Record<string, string> = {};
  const righe: Record<string, string>[] = [];
  for (const issue of ricevimentoFormSchema.safeParse(v).error?.issues ?? []) {
    const [primo, indice, campo] = issue.path.map(String);
    if (primo === 'righe' && campo !== undefined) (righe[Number(indice)] ??= {})[campo] = issue.message;
    else campi[primo!] = issue.message;
  }
  return { campi, righe };
}
/** The mutation's input of valid values. */
const inputDi = (v: RicevimentoFormValues) => ricevimentoFormSchema.parse(v);

describe('receipt form', () => {
  it('an unmatched carton gets no factor until typed; then 2 CT × 6 = 12 kg at 138 / 6 = 23 €/kg', () => {
    const m = daBozza(BOZZA);
    let r = scegliIngrediente(m.righe[1]!, { id: 9, nome: 'Nocciole', unitaMisura: 'kg' });
    expect(r).toMatchObject({ ingredienteId: 9, fattore: '' });
    expect(errori(valoriDaModello({ ...m, righe: [m.righe[0]!, r] })).righe[1]).toEqual({ lotto: MSG_MODULO_RICEVIMENTO.lotto, fattore: MSG_MODULO_RICEVIMENTO.fattore });
    r = { ...r, fattore: '6', lotto: 'N1', scadenza: '2027-02-01' };
    expect(quantitaEPrezzo(r)).toEqual({ quantita: 12, prezzo: 23 });
    const input = inputDi(valoriDaModello({ ...m, righe: [m.righe[0]!, r] }));
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

  it('a receipt by hand: required fields, quantity > 0, expiry not before the date, temperature range', () => {
    const m = ricevimentoVuoto();
    const e = errori(valoriDaModello(m));
    expect(e.campi.fornitoreId).toBe(MSG_MODULO_RICEVIMENTO.fornitore);
    expect(e.campi.numeroDocumento).toBe(MSG_MODULO_RICEVIMENTO.numero);
    const riga = { ...m.righe[0]!, ingredienteId: 1, lotto: 'A', quantita: '0', prezzo: '-1', scadenza: '2000-01-01', temperatura: '80' };
    expect(errori(valoriDaModello({ ...m, righe: [riga] })).righe[0]).toEqual({
      quantita: MSG_MODULO_RICEVIMENTO.quantita,
      prezzo: MSG_MODULO_RICEVIMENTO.prezzo,
      scadenza: MSG_MODULO_RICEVIMENTO.scadenzaPrecedente,
      temperatura: MSG_MODULO_RICEVIMENTO.temperatura,
    });
    const buona = { ...riga, quantita: '5', prezzo: '21,50', scadenza: '', temperatura: '3,5' };
    const ok = { ...m, fornitoreId: 2, numeroDocumento: ' DDT 77 ', righe: [buona] };
    expect(ricevimentoFormSchema.safeParse(valoriDaModello(ok)).success).toBe(true);
    expect(inputDi(valoriDaModello(ok))).toMatchObject({ numeroDocumento: 'DDT 77', fattura: null, righe: [{ quantita: 5, prezzoUnitario: 21.5, scadenza: null, temperatura: 3.5 }] });
    expect(inputDi(valoriDaModello(ok)).righe![0]).not.toHaveProperty('fattoreConversione');
  });
});
