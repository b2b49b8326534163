import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first use. `riprova` makes the next render download it afresh after a failure;
 * `precarica` downloads its code ahead.
 */
export type PaginaPigra = ComponentType & { riprova?: () => void; precarica?: () => Promise<unknown> };

type Modulo = { default: ComponentType };

/**
 * React.lazy keeps a failed download for good: a page whose code could not be fetched (offline) would
 * stay broken until a reload. After a failure, `riprova` (the shell's "Riprova", or the network coming
 * back) gives the page a fresh download. Not on its own: React renders a failed subtree once more before
 * showing the error boundary, and a fresh download at that point would suspend again, for ever offline.
 *
 * A page whose code is already here (preloaded by the shell, or shown before a `riprova`) is handed to
 * React.lazy synchronously: a thenable that calls back at once resolves the lazy component in the same
 * render. A promise, even a settled one, calls back a microtask later: the page would suspend, show
 * "Caricamento" and, React throttling Suspense reveals, open no sooner than 300 ms after.
 */
export function lazyPage(load: () => Promise<Modulo>): PaginaPigra {
  let fallita = false;
  let modulo: Modulo | undefined;
  const scarica = () => load().then((m) => (modulo = m));
  const carica = () =>
    scarica().catch((error: unknown) => {
      fallita = true;
      throw error;
    });
  const codice = (): Promise<Modulo> => {
    const pronto = modulo;
    return pronto ? ({ then: (ok: (m: Modulo) => unknown) => ok(pronto) } as unknown as Promise<Modulo>) : carica();
  };
  let Inner = lazy(codice);
  function Pagina() {
    return <Inner />;
  }
  Pagina.riprova = () => {
    if (!fallita) return;
    fallita = false;
    Inner = lazy(codice);
  };
  Pagina.precarica = () => scarica().catch(() => undefined);
  return Pagina;
}
