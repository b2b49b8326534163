import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { BaseCosto } from '../../gql/graphql';
import { BaseCostoPredefinitaDocument } from './operations';

/**
 * The cost basis a page shows (issue 30): the setting's until the user picks one on the switch.
 * `variabile` is what the cost queries send: undefined until a choice, so the server applies its
 * default (the same setting) and nothing is asked twice. `attivo` false (operators): nothing is asked.
 */
export function useBaseCosto(attivo: boolean) {
  const predefinita = useQuery(BaseCostoPredefinitaDocument, { skip: !attivo, fetchPolicy: 'cache-first' });
  const [scelta, setScelta] = useState<BaseCosto | null>(null);
  const valore: BaseCosto = scelta ?? predefinita.data?.baseCostoPredefinita ?? 'ultimo_prezzo';
  return { valore, scegli: setScelta, variabile: scelta ?? undefined };
}
