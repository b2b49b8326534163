import { describe, expect, it } from 'vitest';
import { coloreVisibile, perUnita } from './charts';
import { anniConfronto, anniDisponibili, exportFileName, exportQueryString, filtriPredefiniti, toFiltro } from './filters';
import { TREND_LABELS, formatConsumo, formatUtilizzoGusti, formatVariazione, normalizzaTrend } from './format';

describe('analytics formatting', () => {
  it('splits the ingredients chart by quantity: kg (g converted), l (ml converted), pz — never two units on one axis', () => {
    const gruppi = perUnita([
      { nome: 'Latte', consumoTotale: 23, unita: 'l' },
      { nome: 'Zucchero', consumoTotale: 15.35, unita: 'kg' },
      { nome: 'Vaniglia', consumoTotale: 250, unita: 'g' },
      { nome: 'Cialda', consumoTotale: 14, unita: 'pz' },
      { nome: 'Panna', consumoTotale: 500, unita: 'ml' },
    ]);
    expect(gruppi).toEqual([
      { unita: 'kg', titolo: 'A peso', righe: [{ nome: 'Zucchero', consumo: 15.35 }, { nome: 'Vaniglia', consumo: 0.25 }] },
      { unita: 'l', titolo: 'A volume', righe: [{ nome: 'Latte', consumo: 23 }, { nome: 'Panna', consumo: 0.5 }] },
      { unita: 'pz', titolo: 'A pezzi', righe: [{ nome: 'Cialda', consumo: 14 }] },
    ]);
    expect(perUnita([{ nome: 'Latte', consumoTotale: 2, unita: 'l' }]).map((g) => g.unita)).toEqual(['l']);
  });


  it("lists up to 3 flavours per ingredient, then '... +n'", () => {
    expect(formatUtilizzoGusti([])).toBe('-');
    expect(formatUtilizzoGusti(['Fragola'])).toBe('Fragola');
    expect(formatUtilizzoGusti(['A', 'B', 'C'])).toBe('A, B, C');
    expect(formatUtilizzoGusti(['A', 'B', 'C', 'D'])).toBe('A, B, C ... +1');
    expect(formatUtilizzoGusti(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C ... +4');
  });

  it('maps trends: crescita, decrescita, anything else stable', () => {
    expect(TREND_LABELS[normalizzaTrend('crescita')]).toBe('Crescita');
    expect(TREND_LABELS[normalizzaTrend('decrescita')]).toBe('Decrescita');
    expect(TREND_LABELS[normalizzaTrend('stabile')]).toBe('Stabile');
    expect(TREND_LABELS[normalizzaTrend('boh')]).toBe('Stabile');
    expect(TREND_LABELS[normalizzaTrend(null)]).toBe('Stabile');
  });

  it('formats percent changes with a sign, null (previous 0) as —', () => {
    expect(formatVariazione(null)).toBe('—');
    expect(formatVariazione(undefined)).toBe('—');
    expect(formatVariazione(12.345)).toBe('+12,3%');
    expect(formatVariazione(-5)).toBe('-5,0%');
    expect(formatVariazione(0)).toBe('0,0%');
    expect(formatVariazione(1234.5)).toBe('+1.234,5%');
  });

  it('formats consumption in the ingredient unit', () => {
    expect(formatConsumo(12.345, 'kg')).toBe('12,3 kg');
    expect(formatConsumo(2, 'l')).toBe('2,0 l');
    expect(formatConsumo(1500, 'g')).toBe('1.500 g');
    expect(formatConsumo(12, 'pz')).toBe('12 pz');
  });

  it('keeps white flavour colours visible in charts', () => {
    expect(coloreVisibile('#ffffff')).toBe('#e44d77');
    expect(coloreVisibile('#e63946')).toBe('#e63946');
    expect(coloreVisibile('rosso')).toBe('#e44d77');
  });
});

describe('analytics filters', () => {
  it('offers the last 10 years and the 10 years before the selected one', () => {
    expect(anniDisponibili(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(anniConfronto(2024)).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
  });

  it('builds the GraphQL filter with only the set fields', () => {
    expect(toFiltro(filtriPredefiniti(2026))).toEqual({ anno: 2026 });
    expect(
      toFiltro({ anno: '2025', confrontaAnno: '2023', mese: '12', puntoVenditaId: '4', categoriaGusto: 'Creme', gustoId: '7', ingredienteId: '9', operatoreId: '2' }),
    ).toEqual({ anno: 2025, confrontaAnno: 2023, mese: 12, puntoVenditaId: 4, categoriaGusto: 'Creme', gustoId: 7, ingredienteId: 9, operatoreId: 2 });
  });

  it('builds the export query and file name', () => {
    expect(exportQueryString({ anno: 2025, mese: 3, categoriaGusto: 'Creme & Co' })).toBe('formato=excel&anno=2025&mese=3&categoriaGusto=Creme+%26+Co');
    expect(exportFileName('attachment; filename="analytics_2025.xlsx"', { anno: 2025 })).toBe('analytics_2025.xlsx');
    expect(exportFileName(null, { anno: 2024, mese: 5 })).toBe('analytics_2024_05.xlsx');
  });
});
