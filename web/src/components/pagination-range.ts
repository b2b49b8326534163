/** At most `max` consecutive page numbers around the current page (1-based). */
export function visiblePageNumbers(page: number, totalPages: number, max = 5): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  let start = current - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export function totalPagesFor(totalItems: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(totalItems / pageSize)) : 1;
}
