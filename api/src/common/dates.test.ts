import { describe, expect, it } from 'vitest';
import { annoRoma, dataBreveIt, dataLungaIt, dataOraLungaRoma, dataRomaIso, isoDate, oggiRoma } from './dates.js';

describe('dates in Europe/Rome (one set of cached formatters)', () => {
  it('the calendar day follows Rome, not UTC (CET +1, CEST +2)', () => {
    expect(oggiRoma(new Date('2026-01-31T22:59:59Z'))).toEqual({ data: '2026-01-31', anno: 2026, mese: 1, giorno: 31 });
    expect(oggiRoma(new Date('2026-01-31T23:00:00Z'))).toEqual({ data: '2026-02-01', anno: 2026, mese: 2, giorno: 1 });
    expect(dataRomaIso(new Date('2026-07-31T21:59:59Z'))).toBe('2026-07-31');
    expect(dataRomaIso(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
    expect(annoRoma(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  it('DST starts on 2026-03-29 (02:00 CET -> 03:00 CEST): the day has 23 hours', () => {
    // 2026-03-28T23:00Z is midnight in Rome (CET), the first instant of the 29th
    expect(dataRomaIso(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(dataRomaIso(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(dataOraLungaRoma(new Date('2026-03-29T00:59:00Z'))).toMatch(/29 marzo 2026.*01:59/);
    expect(dataOraLungaRoma(new Date('2026-03-29T01:00:00Z'))).toMatch(/29 marzo 2026.*03:00/);
    // the 29th ends at 22:00Z (CEST): 23 hours after it began
    expect(dataRomaIso(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(dataRomaIso(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('DST ends on 2026-10-25 (03:00 CEST -> 02:00 CET): the day has 25 hours', () => {
    expect(dataRomaIso(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(dataRomaIso(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(dataOraLungaRoma(new Date('2026-10-25T00:30:00Z'))).toMatch(/25 ottobre 2026.*02:30/);
    expect(dataOraLungaRoma(new Date('2026-10-25T01:30:00Z'))).toMatch(/25 ottobre 2026.*02:30/);
    expect(dataRomaIso(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(dataRomaIso(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('calendar dates print as they are written, whatever the time zone', () => {
    expect(dataBreveIt('2026-03-29')).toBe('29/03/2026');
    expect(dataLungaIt('2026-10-25')).toBe('domenica 25 ottobre 2026');
    expect(isoDate(2026, 3, 9)).toBe('2026-03-09');
  });
});
