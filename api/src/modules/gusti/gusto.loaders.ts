import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { allergeniDeiGustiDettaglio, allergeniVuoti } from '../allergeni/allergeni-derivati.service.js';
import type { AllergeniGustoView } from '../allergeni/allergeni-derivati.view.js';
import type { RigaRicettaView } from './gusto.view.js';
import { ricetteDeiGusti } from './gusto.queries.js';

/** Recipe lines of flavours by flavour id, one query per batch. */
export const ricettaGustoLoader = (em: EntityManager) =>
  new DataLoader<number, RigaRicettaView[]>(async (ids) => {
    const byId = await ricetteDeiGusti(em, ids);
    return ids.map((id) => byId.get(id) ?? []);
  });

/** Allergens of flavours by flavour id (derived, manual, traces, union), one query per batch. */
export const allergeniGustoLoader = (em: EntityManager) =>
  new DataLoader<number, AllergeniGustoView>(async (ids) => {
    const byId = await allergeniDeiGustiDettaglio(em, ids);
    return ids.map((id) => byId.get(id) ?? allergeniVuoti());
  });
