import { Box, Table, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { evidenzaCreato } from './evidenza';
import type { SortState } from './table-state';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** When set the header is a sort button for this column's key. */
  sortable?: boolean;
  align?: 'start' | 'end' | 'center';
  width?: string;
  /** Hidden below this breakpoint (secondary columns on narrow screens). */
  hideBelow?: 'md' | 'lg' | 'xl' | '2xl';
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Accessible name of the table. */
  caption: string;
  /** Shown inside the table when there are no rows. */
  emptyText?: string;
  /** Optional full-width line under each row, for content that needs the table's whole width. */
  renderSubRow?: (row: T) => ReactNode;
  /** The row of the record just created (shown highlighted, see `evidenzaCreato`). */
  creato?: (row: T) => boolean;
}

/** A responsive table with optional sortable headers (aria-sort on the sorted column). */
export function DataTable<T>({ columns, rows, rowKey, sort, onSortChange, caption, emptyText, renderSubRow, creato }: DataTableProps<T>) {
  const toggle = (key: string) => {
    if (!onSortChange) return;
    const direction = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ key, direction });
  };
  return (
    // a keyboard user can scroll a table wider than a phone (a focusable, named region)
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="bg" tabIndex={0} role="region" aria-label={caption} focusVisibleRing="outside">
      <Table.Root size="sm" aria-label={caption} interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c) => {
              const active = sort?.key === c.key;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <Table.ColumnHeader key={c.key} textAlign={c.align ?? 'start'} width={c.width} hideBelow={c.hideBelow} aria-sort={c.sortable ? (ariaSort ?? 'none') : undefined}>
                  {c.sortable && onSortChange ? (
                    <Box
                      as="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      fontWeight="semibold"
                      onClick={() => toggle(c.key)}
                      aria-label={`Ordina per ${c.header}`}
                    >
                      {c.header}
                      {active ? sort.direction === 'asc' ? <LuArrowUp /> : <LuArrowDown /> : <LuArrowUpDown opacity={0.4} />}
                    </Box>
                  ) : (
                    c.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && emptyText ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="fg.muted" textAlign="center" py="6">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => {
              const sub = renderSubRow?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <Table.Row {...evidenzaCreato(creato?.(row) ?? false)}>
                    {columns.map((c) => (
                      <Table.Cell key={c.key} textAlign={c.align ?? 'start'} hideBelow={c.hideBelow} borderBottomWidth={sub ? '0' : undefined}>
                        {c.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                  {sub && (
                    <Table.Row data-sub-row bg={creato?.(row) ? 'brand.subtle' : undefined}>
                      <Table.Cell colSpan={columns.length} pt="0">
                        {/* inline-size containment: the line takes the columns' width and never widens them */}
                        <Box css={{ contain: 'inline-size' }}>{sub}</Box>
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
