import { describe, expect, it } from 'vitest';
import { totalPagesFor, visiblePageNumbers } from './pagination-range';

describe('visiblePageNumbers', () => {
  it('shows at most 5 page numbers centred on the current page', () => {
    expect(visiblePageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePageNumbers(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePageNumbers(0, 0)).toEqual([]);
  });

  it('computes the page count', () => {
    expect(totalPagesFor(0, 10)).toBe(1);
    expect(totalPagesFor(41, 10)).toBe(5);
  });
});
