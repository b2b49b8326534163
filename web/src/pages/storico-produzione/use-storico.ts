import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { serverErrorMessage } from '../../app/error-message';
import { notifyError, notifySuccess } from '../../components/notify';
import type { SortState } from '../../components/table-state';
import type { StoricoProduzioneCampiFragment } from '../../gql/graphql';
import type { ModificaValori } from './ModificaProduzioneDialog';
import {
  STORICO_DATI_FILTRI_QUERY,
  STORICO_ELIMINA_PRODUZIONE,
  STORICO_INVIA_EMAIL,
  STORICO_MODIFICA_PRODUZIONE,
  STORICO_PRODUZIONI_QUERY,
} from './operations';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, FILTRI_VUOTI, MSG_STORICO, variabiliStorico, type FiltriStorico } from './storico-state';
import { periodoInvertito } from '../../lib/date-range';

export type ProduzioneStorico = StoricoProduzioneCampiFragment;

/** List state (server-side filters, sort, page) and the row actions of Storico Produzione. */
export function useStorico(gestione: boolean, sortIniziale: SortState = DEFAULT_SORT) {
  const client = useApolloClient();
  const [filtri, setFiltri] = useState<FiltriStorico>(FILTRI_VUOTI);
  const [sort, setSortState] = useState<SortState>(sortIniziale);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE);

  const variables = useMemo(
    () => variabiliStorico({ filtri, sort, page, pageSize, conCosti: gestione }),
    [filtri, sort, page, pageSize, gestione],
  );
  // a reversed range is not asked to the server: the filter says why (FiltriStorico)
  const lista = useQuery(STORICO_PRODUZIONI_QUERY, { variables, fetchPolicy: 'cache-and-network', skip: periodoInvertito(filtri.dataInizio, filtri.dataFine) });
  const opzioni = useQuery(STORICO_DATI_FILTRI_QUERY, { variables: { gestione }, fetchPolicy: 'cache-and-network' });

  const [modifica, { loading: salvataggio }] = useMutation(STORICO_MODIFICA_PRODUZIONE);
  const [elimina, { loading: eliminazione }] = useMutation(STORICO_ELIMINA_PRODUZIONE);
  const [inviaEmail] = useMutation(STORICO_INVIA_EMAIL);
  const [invioInCorso, setInvioInCorso] = useState<number | null>(null);

  const pagina = lista.data?.produzioni ?? lista.previousData?.produzioni;
  const ricarica = () => void lista.refetch().catch(() => undefined);

  /** Removes the row only when the server echoes the deleted id; otherwise reloads the list. */
  const eliminaProduzione = async (p: ProduzioneStorico): Promise<void> => {
    let idEliminato: number | null | undefined;
    try {
      const result = await elimina({ variables: { id: p.id } });
      idEliminato = result.data?.eliminaProduzione;
    } catch (e) {
      notifyError(MSG_STORICO.eliminazione, serverErrorMessage(e));
      return;
    }
    if (idEliminato !== p.id) {
      notifyError(MSG_STORICO.rispostaIncompleta);
      ricarica();
      return;
    }
    client.cache.modify({
      fields: {
        produzioni(existing, { isReference }) {
          if (isReference(existing) || typeof existing !== 'object' || existing === null || !('totale' in existing)) return existing;
          const pagina = existing as { totale: number };
          return { ...pagina, totale: Math.max(0, pagina.totale - 1) };
        },
      },
    });
    client.cache.evict({ id: client.cache.identify({ __typename: 'Produzione', id: p.id }) });
    client.cache.gc();
    notifySuccess(MSG_STORICO.eliminata);
  };

  const inviaEmailProduzione = async (p: ProduzioneStorico): Promise<void> => {
    setInvioInCorso(p.id);
    try {
      const result = await inviaEmail({ variables: { id: p.id } });
      const esito = result.data?.inviaEmailProduzione;
      if (!esito?.success) {
        notifyError(esito?.message || MSG_STORICO.email);
        return;
      }
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Produzione', id: p.id }),
        fields: { inviatoEmail: () => true },
      });
      notifySuccess(esito.message || MSG_STORICO.emailInCoda);
    } catch (e) {
      notifyError(MSG_STORICO.email, serverErrorMessage(e));
    } finally {
      setInvioInCorso(null);
    }
  };

  /** Saves the edit; the returned production (kg_totale, cost) replaces the row in the cache. */
  const salvaModifica = async (p: ProduzioneStorico, values: ModificaValori): Promise<string | null> => {
    try {
      await modifica({ variables: { id: p.id, input: { gusti: values.gusti, note: values.note }, conCosti: gestione } });
      notifySuccess(MSG_STORICO.salvata);
      return null;
    } catch (e) {
      return serverErrorMessage(e) ?? MSG_STORICO.salvataggio;
    }
  };

  return {
    filtri,
    setFiltri: (patch: Partial<FiltriStorico>) => {
      setFiltri((f) => ({ ...f, ...patch }));
      setPage(1);
    },
    resetFiltri: () => {
      setFiltri(FILTRI_VUOTI);
      setPage(1);
    },
    sort,
    setSort: (s: SortState) => {
      setSortState(s);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
    righe: pagina?.righe ?? [],
    totale: pagina?.totale ?? 0,
    loading: lista.loading && !pagina,
    error: lista.error && !lista.data ? MSG_STORICO.caricamento : null,
    ricarica,
    opzioni: opzioni.data,
    eliminaProduzione,
    eliminazione,
    inviaEmailProduzione,
    invioInCorso,
    salvaModifica,
    salvataggio,
  };
}
