import { describe, expect, it } from 'vitest';
import { periodoInvertito } from './date-range';

describe('periodoInvertito', () => {
  it('is true only when both dates are set and the start is after the end', () => {
    expect(periodoInvertito('2026-03-02', '2026-03-01')).toBe(true);
    expect(periodoInvertito('2025-12-31', '2026-01-01')).toBe(false);
    expect(periodoInvertito('2026-03-01', '2026-03-01')).toBe(false);
    expect(periodoInvertito('', '2026-03-01')).toBe(false);
    expect(periodoInvertito('2026-03-01', null)).toBe(false);
  });
});
