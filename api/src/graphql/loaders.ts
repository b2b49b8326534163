import type { EntityManager } from '@mikro-orm/postgresql';
import { puntoVenditaLoader } from '../modules/punti-vendita/punto-vendita.loaders.js';

/** Fresh DataLoaders for one request; a domain adds its loader factories here. */
export function createLoaders(em: EntityManager) {
  return {
    puntoVendita: puntoVenditaLoader(em),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
