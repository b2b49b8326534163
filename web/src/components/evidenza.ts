import { useEffect } from 'react';

/**
 * A record just created, shown highlighted in its list (issue 34): a thick brand outline, a tinted
 * background and `data-creato` (the list scrolls it into view).
 */
export const evidenzaCreato = (attivo: boolean) =>
  attivo ? ({ 'data-creato': 'true', outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px', bg: 'brand.subtle' } as const) : {};

/** Scrolls the highlighted record into view once the list shows it. */
export function useScorriAlCreato(creatoId: number | null) {
  useEffect(() => {
    if (creatoId === null) return;
    document.querySelector('[data-creato="true"]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [creatoId]);
}
