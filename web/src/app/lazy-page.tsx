import { lazy, type ComponentType } from 'react';

/** A page loaded on first use; `precarica` downloads its code ahead (kept by the browser's module map). */
export type PaginaPigra = ComponentType & { precarica?: () => Promise<unknown> };

/**
 * React.lazy keeps a failed download for good: a page whose code could not be fetched (offline) would
 * stay broken until a reload. This one starts a fresh download on the next render after a failure,
 * so the shell's "Riprova" (or the network coming back) opens it without reloading the app.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PaginaPigra {
  const carica = (): Promise<{ default: ComponentType }> =>
    load().catch((error: unknown) => {
      Inner = lazy(carica);
      throw error;
    });
  let Inner = lazy(carica);
  function Pagina() {
    return <Inner />;
  }
  Pagina.precarica = () => load().catch(() => undefined);
  return Pagina;
}
