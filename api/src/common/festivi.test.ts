import { describe, expect, it } from 'vitest';
import { festiviTra, festivo, pasqua, pasquetta } from './festivi.js';

describe('Italian public holidays', () => {
  it('Easter by the anonymous Gregorian algorithm, checked against the calendar', () => {
    // from the published calendars
    expect(pasqua(2024)).toBe('2024-03-31');
    expect(pasqua(2025)).toBe('2025-04-20');
    expect(pasqua(2026)).toBe('2026-04-05');
    expect(pasqua(2027)).toBe('2027-03-28');
    expect(pasqua(2028)).toBe('2028-04-16');
    expect(pasqua(2019)).toBe('2019-04-21');
    // the extremes of the Gregorian range: 22 March (1818, 2285) and 25 April (1943, 2038)
    expect(pasqua(1818)).toBe('1818-03-22');
    expect(pasqua(2038)).toBe('2038-04-25');
    expect(pasquetta(2026)).toBe('2026-04-06');
    expect(pasquetta(2027)).toBe('2027-03-29'); // across the month boundary
  });

  it('fixed national days, Easter, Easter Monday and the patron day; working days are null', () => {
    expect(festivo('2026-01-01')).toBe('Capodanno');
    expect(festivo('2026-01-06')).toBe('Epifania');
    expect(festivo('2026-04-25')).toBe('Festa della Liberazione');
    expect(festivo('2026-05-01')).toBe('Festa del Lavoro');
    expect(festivo('2026-06-02')).toBe('Festa della Repubblica');
    expect(festivo('2026-08-15')).toBe('Ferragosto');
    expect(festivo('2026-11-01')).toBe('Ognissanti');
    expect(festivo('2026-12-08')).toBe('Immacolata Concezione');
    expect(festivo('2026-12-25')).toBe('Natale');
    expect(festivo('2026-12-26')).toBe('Santo Stefano');
    expect(festivo('2026-04-05')).toBe('Pasqua');
    expect(festivo('2026-04-06')).toBe("Lunedì dell'Angelo");
    expect(festivo('2025-04-21')).toBe("Lunedì dell'Angelo");
    // not holidays: the Monday after Easter of another year, 2 November, 24 December
    expect(festivo('2026-04-21')).toBeNull();
    expect(festivo('2026-11-02')).toBeNull();
    expect(festivo('2026-12-24')).toBeNull();
    // Bologna's San Petronio (4 October) only where it is the patron day
    expect(festivo('2026-10-04')).toBeNull();
    expect(festivo('2026-10-04', '10-04')).toBe('Santo patrono');
  });

  it('a year has 12 holidays, 13 with a patron day that is not already one', () => {
    expect(festiviTra(2026, 2026)).toHaveLength(12);
    expect(festiviTra(2026, 2026, '10-04')).toHaveLength(13);
    expect(festiviTra(2026, 2026, '12-08')).toHaveLength(12);
    expect(festiviTra(2026, 2027, '02-29')).toHaveLength(24); // no 29 February in either year
    expect(festiviTra(2028, 2028, '02-29')).toContain('2028-02-29');
    expect(festiviTra(2027, 2027)).toEqual(expect.arrayContaining(['2027-03-28', '2027-03-29', '2027-08-15']));
  });
});
