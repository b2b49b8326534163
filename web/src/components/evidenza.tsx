import { Badge, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/**
 * A record just created, shown highlighted in its list (issue 34): a thick brand outline, a tinted
 * background and `data-creato` (the list scrolls it into view); `BadgeNuovo` says it in words too.
 */
export const evidenzaCreato = (attivo: boolean) =>
  attivo ? ({ 'data-creato': 'true', outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px', bg: 'brand.subtle' } as const) : {};

/** "Nuovo" next to the name of the record just created (the highlight is not told by colour alone). */
export function BadgeNuovo({ attivo }: { attivo: boolean }) {
  return attivo ? (
    <Badge colorPalette="brand" variant="solid" size="sm" flexShrink={0}>
      Nuovo
    </Badge>
  ) : null;
}

/** A record's leading text with "Nuovo" after it when it is the one just created. */
export function ConNuovo({ attivo, children }: { attivo: boolean; children: ReactNode }) {
  return (
    <HStack gap="2" wrap="nowrap">
      {children}
      <BadgeNuovo attivo={attivo} />
    </HStack>
  );
}

/** Scrolls the highlighted record into view once the list shows it. */
export function useScorriAlCreato(creatoId: number | null) {
  useEffect(() => {
    if (creatoId === null) return;
    document.querySelector('[data-creato="true"]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [creatoId]);
}

interface TabellaPaginata<T> {
  page: number;
  setPage: (page: number) => void;
  pageOf: (match: (row: T) => boolean) => number | null;
}

/**
 * Shows the record just created in a client-side paginated list: once it is in the (sorted) list, jumps
 * to its page (only once, the user can then page away) and scrolls it into view.
 */
export function useMostraCreato<T extends { id: number }>(creatoId: number | null, table: TabellaPaginata<T>) {
  const mostrato = useRef<number | null>(null);
  const pagina = creatoId === null ? null : table.pageOf((r) => r.id === creatoId);
  const { setPage } = table;
  useEffect(() => {
    if (creatoId === null || pagina === null || mostrato.current === creatoId) return;
    mostrato.current = creatoId;
    setPage(pagina);
  }, [creatoId, pagina, setPage]);
  useScorriAlCreato(pagina !== null && pagina === table.page ? creatoId : null);
}
