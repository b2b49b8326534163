import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PuntoVendita } from './punto-vendita.entity.js';

/** Sales points by id, one query per batch. */
export const puntoVenditaLoader = (em: EntityManager) =>
  new DataLoader<number, PuntoVendita | null>(async (ids) => {
    const rows = await em.find(PuntoVendita, { id: { $in: [...ids] } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
