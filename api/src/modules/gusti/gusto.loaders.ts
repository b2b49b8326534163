import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AllergeneView } from '../allergeni/allergene.view.js';
import type { RigaRicettaView } from './gusto.view.js';
import { allergeniDeiGusti, ricetteDeiGusti } from './gusto.service.js';

/** Recipe lines of flavours by flavour id, one query per batch. */
export const ricettaGustoLoader = (em: EntityManager) =>
  new DataLoader<number, RigaRicettaView[]>(async (ids) => {
    const byId = await ricetteDeiGusti(em, ids);
    return ids.map((id) => byId.get(id) ?? []);
  });

/** Allergens of flavours by flavour id, one query per batch. */
export const allergeniGustoLoader = (em: EntityManager) =>
  new DataLoader<number, AllergeneView[]>(async (ids) => {
    const byId = await allergeniDeiGusti(em, ids);
    return ids.map((id) => byId.get(id) ?? []);
  });
