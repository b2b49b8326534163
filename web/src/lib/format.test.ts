import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatCount,
  formatDecimal,
  formatEuro,
  formatEuroPerKg,
  formatKg,
  formatMonthYear,
  formatNumber,
  formatPercent,
  todayIsoDate,
  formatInput,
  parseInput,
} from './format';

describe('formatDate', () => {
  it('reformats yyyy-MM-dd without time-zone shifts', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('2023-12-31')).toBe('31/12/2023');
  });
  it('formats Date objects and date-times on the Europe/Rome calendar', () => {
    // 22:30 UTC on 9 July is 00:30 on 10 July in Rome (summer time, UTC+2)
    expect(formatDate(new Date('2024-07-09T22:30:00Z'))).toBe('10/07/2024');
    expect(formatDate(new Date('2024-07-09T21:59:00Z'))).toBe('09/07/2024');
  });
  it('renders missing or invalid values as -', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('non una data')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('gives dd/mm/yyyy HH:mm', () => {
    // winter time: UTC+1
    expect(formatDateTime(new Date('2024-03-05T13:07:00Z'))).toBe('05/03/2024 14:07');
    expect(formatDateTime('2024-03-05T13:07:09Z', true)).toBe('05/03/2024 14:07:09');
    expect(formatDateTime(null)).toBe('-');
  });
});

describe('todayIsoDate', () => {
  it('uses the local calendar day', () => {
    expect(todayIsoDate(new Date(2024, 0, 2, 0, 30))).toBe('2024-01-02');
  });
});

describe('numbers', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0');
    expect(formatDecimal(2, 2)).toBe('2,00');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
  it('formats kg with one decimal', () => {
    expect(formatKg(12.5)).toBe('12,5 kg');
    expect(formatKg(12)).toBe('12,0 kg');
    expect(formatKg(1234.56)).toBe('1.234,6 kg');
    expect(formatKg(null)).toBe('-');
  });
  it('formats euro with the symbol in front', () => {
    expect(formatEuro(1234.5)).toBe('€ 1.234,50');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(-3.2)).toBe('-€ 3,20');
    expect(formatEuro(undefined)).toBe('-');
  });
  it('formats percentages', () => {
    expect(formatPercent(12.345)).toBe('12,3%');
    expect(formatPercent(-4, 0)).toBe('-4%');
    expect(formatPercent(null)).toBe('-');
  });
});

describe('formatCount', () => {
  it('singular for 1, plural otherwise, with thousands separators', () => {
    expect(formatCount(1, 'produzione', 'produzioni')).toBe('1 produzione');
    expect(formatCount(0, 'produzione', 'produzioni')).toBe('0 produzioni');
    expect(formatCount(2, 'produzione', 'produzioni')).toBe('2 produzioni');
    expect(formatCount(1234, 'produzione', 'produzioni')).toBe('1.234 produzioni');
    expect(formatCount(null, 'produzione', 'produzioni')).toBe('-');
  });
});

describe('formatMonthYear and formatEuroPerKg', () => {
  it('names the calendar month in Italian', () => {
    expect(formatMonthYear('2026-11-21')).toBe('novembre 2026');
    expect(formatMonthYear('2026-01-01')).toBe('gennaio 2026');
    expect(formatMonthYear('')).toBe('-');
  });
  it('shows a price per kg with 2 decimals', () => {
    expect(formatEuroPerKg(25)).toBe('25,00 €/kg');
    expect(formatEuroPerKg(1000)).toBe('1.000,00 €/kg');
  });
});

describe('numbers in inputs', () => {
  it('formatInput: it-IT decimal comma, no thousands dots, at most the decimals given, empty when missing', () => {
    expect(formatInput(8.2, 2)).toBe('8,2');
    expect(formatInput(574.2433, 1)).toBe('574,2');
    expect(formatInput(1250.5, 1)).toBe('1250,5');
    expect(formatInput(0.15004, 4)).toBe('0,15');
    expect(formatInput(3, 0)).toBe('3');
    expect(formatInput(null, 2)).toBe('');
    expect(formatInput(Number.NaN, 2)).toBe('');
  });

  it('parseInput: comma or dot, it-IT thousands with a comma; NaN otherwise', () => {
    expect(parseInput('8,2')).toBe(8.2);
    expect(parseInput(' 8.2 ')).toBe(8.2);
    expect(parseInput('1.250,5')).toBe(1250.5);
    expect(parseInput('1250,5')).toBe(1250.5);
    expect(parseInput(',5')).toBe(0.5);
    expect(parseInput('-1')).toBe(-1);
    expect(parseInput('')).toBeNaN();
    expect(parseInput('abc')).toBeNaN();
    expect(parseInput('1,2,3')).toBeNaN();
    expect(parseInput('12.34,5')).toBeNaN();
  });
});
