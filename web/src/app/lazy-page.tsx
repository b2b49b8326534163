import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first use. `riprova` makes the next render download it afresh after a failure;
 * `precarica` downloads its code ahead (kept by the browser's module map).
 */
export type PaginaPigra = ComponentType & { riprova?: () => void; precarica?: () => Promise<unknown> };

/**
 * React.lazy keeps a failed download for good: a page whose code could not be fetched (offline) would
 * stay broken until a reload. After a failure, `riprova` (the shell's "Riprova", or the network coming
 * back) gives the page a fresh download. Not on its own: React renders a failed subtree once more before
 * showing the error boundary, and a fresh download at that point would suspend again, for ever offline.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PaginaPigra {
  let fallita = false;
  const carica = () =>
    load().catch((error: unknown) => {
      fallita = true;
      throw error;
    });
  let Inner = lazy(carica);
  function Pagina() {
    return <Inner />;
  }
  Pagina.riprova = () => {
    if (!fallita) return;
    fallita = false;
    Inner = lazy(carica);
  };
  Pagina.precarica = () => load().catch(() => undefined);
  return Pagina;
}
