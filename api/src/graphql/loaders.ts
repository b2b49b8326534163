import type { EntityManager } from '@mikro-orm/postgresql';
import { allergeniGustoLoader, ricettaGustoLoader } from '../modules/gusti/gusto.loaders.js';
import { puntoVenditaLoader } from '../modules/punti-vendita/punto-vendita.loaders.js';
import { analisiGustoLoader, profiloLoader } from '../modules/scienza/scienza.loaders.js';

/** Fresh DataLoaders for one request; a domain adds its loader factories here. */
export function createLoaders(em: EntityManager) {
  return {
    puntoVendita: puntoVenditaLoader(em),
    ricettaGusto: ricettaGustoLoader(em),
    allergeniGusto: allergeniGustoLoader(em),
    profiloBilanciamento: profiloLoader(em),
    analisiGusto: analisiGustoLoader(em),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

declare module '../common/context.js' {
  /** `ctx.loaders` (common/context.ts): these loaders. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ContextLoaders extends Loaders {}
}
