import { describe, expect, it } from 'vitest';
import { sortRows } from './table-state';

describe('sortRows', () => {
  const rows = [{ n: 'banana', v: 2 }, { n: 'Albicocca', v: null }, { n: 'ciliegia', v: 1 }];
  const accessors = { n: (r: (typeof rows)[number]) => r.n, v: (r: (typeof rows)[number]) => r.v };
  it('sorts text with Italian collation, case-insensitive', () => {
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, accessors).map((r) => r.n)).toEqual(['Albicocca', 'banana', 'ciliegia']);
  });
  it('sorts numbers with nulls last in both directions', () => {
    expect(sortRows(rows, { key: 'v', direction: 'desc' }, accessors).map((r) => r.v)).toEqual([2, 1, null]);
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, accessors).map((r) => r.v)).toEqual([1, 2, null]);
  });
});
