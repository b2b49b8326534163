import { useMemo, useState } from 'react';

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

export type SortValue = string | number | boolean | null | undefined;

/** Sorts a copy of rows by the accessor of the sorted key (Italian collation for text, nulls last). */
export function sortRows<T>(rows: readonly T[], sort: SortState | undefined, accessors: Record<string, (row: T) => SortValue>): T[] {
  if (!sort || !accessors[sort.key]) return [...rows];
  const get = accessors[sort.key]!;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = get(a);
    const vb = get(b);
    if (va == null && vb == null) return 0;
    if (va == null) return 1;
    if (vb == null) return -1;
    if (typeof va === 'string' && typeof vb === 'string') return va.localeCompare(vb, 'it', { sensitivity: 'base' }) * factor;
    return (Number(va) - Number(vb)) * factor;
  });
}

/** Client-side sort + pagination state of a list page. Page resets to 1 when sort or size change. */
export function useTableState<T>(
  rows: readonly T[],
  options: { pageSize?: number; sort?: SortState; accessors?: Record<string, (row: T) => SortValue> } = {},
) {
  const [sort, setSortState] = useState<SortState | undefined>(options.sort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(options.pageSize ?? 10);
  const accessors = options.accessors;
  const sorted = useMemo(() => sortRows(rows, sort, accessors ?? {}), [rows, sort, accessors]);
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(page, totalPages);
  const pageRows = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const from = sorted.length === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const to = Math.min(currentPage * pageSize, sorted.length);
  return {
    sort,
    setSort: (s: SortState) => {
      setSortState(s);
      setPage(1);
    },
    page: currentPage,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
    total: sorted.length,
    /** The 1-based page holding the first row that matches, null when no row does. */
    pageOf: (match: (row: T) => boolean) => {
      const i = sorted.findIndex(match);
      return i < 0 ? null : Math.floor(i / pageSize) + 1;
    },
    pageRows,
    from,
    to,
  };
}
