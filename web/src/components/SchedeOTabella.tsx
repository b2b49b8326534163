import { Button, ButtonGroup, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLayoutGrid, LuTable } from 'react-icons/lu';
import { formatCount, formatNumber } from '../lib/format';
import { DataTable, type Column } from './DataTable';
import { Pagination } from './Pagination';
import type { useTableState } from './table-state';

export type Vista = 'schede' | 'tabella';
export const PAGE_SIZES = [5, 10, 20, 50] as const;

/** The Schede | Tabella switch of a catalogue page. */
export function SceltaVista({ vista, onChange, ms }: { vista: Vista; onChange: (v: Vista) => void; ms?: SimpleGridProps['ms'] }) {
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Vista" ms={ms}>
      <Button aria-pressed={vista === 'schede'} variant={vista === 'schede' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => onChange('schede')}>
        <LuLayoutGrid /> Schede
      </Button>
      <Button aria-pressed={vista === 'tabella'} variant={vista === 'tabella' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => onChange('tabella')}>
        <LuTable /> Tabella
      </Button>
    </ButtonGroup>
  );
}

interface SchedeOTabellaProps<T> {
  vista: Vista;
  /** The table's caption (its accessible name), e.g. 'Gusti'. */
  caption: string;
  columns: Column<T>[];
  table: ReturnType<typeof useTableState<T>>;
  rowKey: (row: T) => string | number;
  /** The row just created (highlighted). */
  creato: (row: T) => boolean;
  /** One card of the Schede view. */
  scheda: (row: T) => ReactNode;
  /** Cards per row by breakpoint. */
  colonneSchede: SimpleGridProps['columns'];
  testIdSchede: string;
  /** Singular and plural of the counted items, for 'Mostrando 1-10 di 42 gusti'. */
  conteggio: [string, string];
}

/** A catalogue's current page as cards or as a sortable table, with its pagination. */
export function SchedeOTabella<T>({ vista, caption, columns, table, rowKey, creato, scheda, colonneSchede, testIdSchede, conteggio }: SchedeOTabellaProps<T>) {
  return (
    <>
      {vista === 'tabella' ? (
        <DataTable caption={caption} columns={columns} rows={table.pageRows} rowKey={rowKey} sort={table.sort} onSortChange={table.setSort} creato={creato} />
      ) : (
        <SimpleGrid columns={colonneSchede} gap="4" data-testid={testIdSchede}>
          {table.pageRows.map(scheda)}
        </SimpleGrid>
      )}
      <Pagination
        page={table.page}
        pageSize={table.pageSize}
        totalItems={table.total}
        onPageChange={table.setPage}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={table.setPageSize}
        summary={`Mostrando ${formatNumber(table.from)}-${formatNumber(table.to)} di ${formatCount(table.total, conteggio[0], conteggio[1])}`}
      />
    </>
  );
}
