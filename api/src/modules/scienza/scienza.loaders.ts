import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Analisi } from '@gelatiere/scienza';
import { profiliPerId } from './profilo.service.js';
import { analisiGusti } from './scienza.service.js';
import type { ProfiloView } from './profilo.view.js';

/** Balancing profiles by id (0 = the default profile), one query per batch. */
export const profiloLoader = (em: EntityManager) =>
  new DataLoader<number, ProfiloView | null>(async (ids) => {
    const byId = await profiliPerId(em, ids);
    return ids.map((id) => byId.get(id) ?? null);
  });

/**
 * Analyses of flavours by "gustoId:puntoVenditaId" (empty = no sales point): two statements per
 * sales point asked for, whatever the number of flavours (the comparison view).
 */
export const analisiGustoLoader = (em: EntityManager) =>
  new DataLoader<string, Analisi | null>(async (chiavi) => {
    const perPunto = new Map<string, number[]>();
    for (const k of chiavi) {
      const [gusto, pv] = k.split(':');
      perPunto.set(pv!, [...(perPunto.get(pv!) ?? []), Number(gusto)]);
    }
    const risultati = new Map<string, Analisi>();
    for (const [pv, ids] of perPunto) {
      const analisi = await analisiGusti(em, ids, pv === '' ? null : Number(pv));
      for (const [id, a] of analisi) risultati.set(`${id}:${pv}`, a);
    }
    return chiavi.map((k) => risultati.get(k) ?? null);
  });
