import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../lib/format';
import { aggiungiGusto, etichettaGusto, gustiSelezionabili, impostaQuantita, parseQuantita, totaliModifica, type GustoCatalogo, type RigaModifica } from './edit-rules';
import { DEFAULT_SORT, FILTRI_VUOTI, costoTotaleProduzione, variabiliStorico } from './storico-state';

const g = (id: number, nome: string, categoria: string, attivo = true, foodCost = 5): GustoCatalogo => ({
  id,
  nome,
  attivo,
  colore: '#ffffff',
  categoria: { id: 1, nome: categoria },
  foodCost,
});

const riga = (gustoId: number, quantitaKg: number, foodCost: number | null = 4): RigaModifica => ({
  gustoId,
  gustoNome: `G${gustoId}`,
  gustoCategoria: 'Creme',
  gustoColore: '#fff',
  quantitaKg,
  foodCost,
});

describe('storico variables', () => {
  it('default: data descending, page 1 of 10', () => {
    expect(variabiliStorico({ filtri: FILTRI_VUOTI, sort: DEFAULT_SORT, page: 1, pageSize: 10, conCosti: true })).toEqual({
      filtro: {},
      ordinamento: { campo: 'data', direzione: 'desc' },
      limit: 10,
      offset: 0,
      conCosti: true,
    });
  });
  it('maps every filter and the page to the API', () => {
    const v = variabiliStorico({
      filtri: { dataInizio: '2026-01-01', dataFine: '2026-01-31', puntoVenditaId: '2', gustoId: '7', operatoreId: '3', inviatoEmail: 'no' },
      sort: { key: 'kgTotale', direction: 'asc' },
      page: 3,
      pageSize: 25,
      conCosti: true,
    });
    expect(v).toEqual({
      filtro: { dataInizio: '2026-01-01', dataFine: '2026-01-31', puntoVenditaId: 2, gustoId: 7, operatoreId: 3, inviatoEmail: false },
      ordinamento: { campo: 'kgTotale', direzione: 'asc' },
      limit: 25,
      offset: 50,
      conCosti: true,
    });
    expect(variabiliStorico({ filtri: { ...FILTRI_VUOTI, inviatoEmail: 'si' }, sort: DEFAULT_SORT, page: 1, pageSize: 5, conCosti: false }).filtro).toEqual({ inviatoEmail: true });
  });
  it('never sends the cost sort or the operator filter for an operatore', () => {
    const v = variabiliStorico({ filtri: { ...FILTRI_VUOTI, operatoreId: '3' }, sort: { key: 'costo', direction: 'asc' }, page: 1, pageSize: 10, conCosti: false });
    expect(v.filtro).toEqual({});
    expect(v.ordinamento).toEqual({ campo: 'data', direzione: 'asc' });
  });
  it('cost: the API value, else Σ food_cost × kg', () => {
    expect(costoTotaleProduzione({ costoTotale: 12.34, gusti: [] })).toBe(12.34);
    expect(
      costoTotaleProduzione({
        costoTotale: null,
        gusti: [
          { gustoId: 1, gustoNome: 'a', gustoCategoria: null, gustoColore: '#fff', quantitaKg: 2.5, foodCost: 4.2 },
          { gustoId: 2, gustoNome: 'b', gustoCategoria: null, gustoColore: '#fff', quantitaKg: 1, foodCost: 3 },
        ],
      }),
    ).toBe(13.5);
  });
});

describe('edit modal rules', () => {
  const catalogo = [g(1, 'Pistacchio', 'Creme'), g(2, 'Fragola', 'Frutta'), g(3, 'Limone', 'Frutta', false), g(4, 'Cioccolato', 'Creme')];
  it('offers only active flavours not yet added, labelled name - category', () => {
    const list = gustiSelezionabili(catalogo, [riga(1, 2)]);
    expect(list.map(etichettaGusto)).toEqual(['Cioccolato - Creme', 'Fragola - Frutta']);
  });
  it('adds a flavour at 0 and ignores duplicates', () => {
    const once = aggiungiGusto([riga(1, 2)], catalogo[1]!);
    expect(once.at(-1)).toMatchObject({ gustoId: 2, quantitaKg: 0, foodCost: 5 });
    expect(aggiungiGusto(once, catalogo[1]!)).toHaveLength(2);
  });
  it('quantities min 0; a non-number is 0', () => {
    expect(parseQuantita('-1')).toBe(0);
    expect(parseQuantita('abc')).toBe(0);
    expect(parseQuantita('1,25')).toBe(1.25);
    expect(impostaQuantita([riga(1, 2)], 1, -5)[0]!.quantitaKg).toBe(0);
  });
  it('totals: kg with 2 decimals and cost', () => {
    const t = totaliModifica([riga(1, 1.1, 4), riga(2, 2.2, 5.5), riga(3, 0.333, null)]);
    expect(formatDecimal(t.kg, 2)).toBe('3,63');
    expect(t.costo).toBe(16.5);
  });
});
