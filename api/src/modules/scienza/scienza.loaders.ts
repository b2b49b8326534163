import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { profiliPerId } from './profilo.service.js';
import type { ProfiloView } from './profilo.view.js';

/** Balancing profiles by id (0 = the default profile), one query per batch. */
export const profiloLoader = (em: EntityManager) =>
  new DataLoader<number, ProfiloView | null>(async (ids) => {
    const byId = await profiliPerId(em, ids);
    return ids.map((id) => byId.get(id) ?? null);
  });
