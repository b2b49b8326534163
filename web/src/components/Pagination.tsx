import { Button, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { totalPagesFor, visiblePageNumbers } from './pagination-range';

interface PaginationProps {
  /** 1-based current page */
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** e.g. [5, 10, 20, 50]; when given with onPageSizeChange a size selector is shown */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Text on the left, e.g. 'Mostrando 1-10 di 42 ingredienti' */
  summary?: string;
}

export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  summary,
}: PaginationProps) {
  const totalPages = totalPagesFor(totalItems, pageSize);
  const pages = visiblePageNumbers(page, totalPages);
  return (
    <Flex mt="4" gap="3" align="center" justify="space-between" wrap="wrap">
      <HStack gap="3">
        {summary && (
          <Text fontSize="sm" color="fg.muted">
            {summary}
          </Text>
        )}
        {pageSizes && onPageSizeChange && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Elementi per pagina"
              value={String(pageSize)}
              onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size} per pagina
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <HStack gap="1" as="nav" aria-label="Paginazione">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label="Pagina precedente"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        {pages.map((n) => (
          <Button
            key={n}
            size="sm"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label="Pagina successiva"
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
    </Flex>
  );
}
