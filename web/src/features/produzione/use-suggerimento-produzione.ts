import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SUGGERIMENTO_QUERY, quantitaSuggerita } from './suggerimento';

export type StatoSuggerimento = 'assente' | 'caricamento' | 'errore' | 'pronto';

/**
 * The suggestion for the chosen sales point and date. Failing to load it (offline, another point
 * than an operatore's own) only says so: the screen records as before.
 */
export function useSuggerimentoProduzione({ data, puntoVenditaId, passo, gustiIds }: { data: string; puntoVenditaId: number | null; passo: number; gustiIds: readonly number[] }) {
  const skip = puntoVenditaId === null || !data;
  const { data: res, loading, error } = useQuery(SUGGERIMENTO_QUERY, { variables: { puntoVenditaId, data }, skip, fetchPolicy: 'cache-and-network' });
  const righe = useMemo(() => (skip ? [] : (res?.suggerimentoProduzione ?? [])), [res, skip]);
  const perGusto = useMemo(() => new Map(righe.map((r) => [r.gustoId, r.kgSuggeriti])), [righe]);
  // the quantities the fill sets: only flavours of this screen's catalogue
  const valori = useMemo(() => {
    const noti = new Set(gustiIds);
    return righe.filter((r) => noti.has(r.gustoId)).map((r) => ({ gustoId: r.gustoId, kg: quantitaSuggerita(r.kgSuggeriti, passo) }));
  }, [righe, gustiIds, passo]);
  const stato: StatoSuggerimento = skip ? 'assente' : res ? 'pronto' : loading ? 'caricamento' : error ? 'errore' : 'assente';
  return {
    stato,
    passo,
    /** Suggested kg of a flavour (as computed by the server), null without a suggestion. */
    kgDi: (gustoId: number): number | null => perGusto.get(gustoId) ?? null,
    valori,
  };
}

export type SuggerimentoProduzione = ReturnType<typeof useSuggerimentoProduzione>;
