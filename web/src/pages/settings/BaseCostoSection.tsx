import { Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuCalculator } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { BASI_COSTO, BaseCostoSwitch } from '../../features/costi/BaseCostoSwitch';
import { BaseCostoPredefinitaDocument, ImpostaBaseCostoDocument } from '../../features/costi/operations';
import type { BaseCosto } from '../../gql/graphql';
import { Section } from './Section';

export const MSG_BASE_COSTO = {
  caricamento: 'Errore nel caricamento della base del food cost',
  salvata: 'Base del food cost salvata',
  errore: 'Errore nel salvataggio della base del food cost',
} as const;

/** The admin's default food cost basis (configuration key base_costo; issue 30). Saved on choice. */
export function BaseCostoSection() {
  const { data, loading, error, refetch } = useQuery(BaseCostoPredefinitaDocument, { fetchPolicy: 'cache-and-network' });
  const [salva, { loading: saving }] = useMutation(ImpostaBaseCostoDocument, {
    // the flavours' and the analytics' food costs follow the new default: read them again
    update: (cache, { data: d }) => {
      const valore = d?.impostaConfigurazione.valore as BaseCosto | undefined;
      if (valore) cache.writeQuery({ query: BaseCostoPredefinitaDocument, data: { baseCostoPredefinita: valore } });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'gusti' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'analytics' });
      cache.gc();
    },
  });

  // the segmented control keeps the clicked value itself: after a failed save it is drawn again at the saved one
  const [tentativi, setTentativi] = useState(0);
  const scegli = async (valore: BaseCosto) => {
    try {
      await salva({ variables: { valore } });
      notifySuccess(MSG_BASE_COSTO.salvata, `Food cost a: ${BASI_COSTO.find((b) => b.value === valore)!.label}`);
    } catch (e) {
      setTentativi((n) => n + 1);
      notifyError(serverErrorMessage(e) ?? MSG_BASE_COSTO.errore);
    }
  };

  let body;
  if (loading && !data) body = <LoadingState message="Caricamento base del food cost..." />;
  else if (error && !data) body = <ErrorState message={MSG_BASE_COSTO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else
    body = (
      <>
        <BaseCostoSwitch key={tentativi} valore={data?.baseCostoPredefinita ?? 'ultimo_prezzo'} onChange={(b) => !saving && void scegli(b)} />
        <Text fontSize="sm" color="fg.muted" mt="2">
          Un ingrediente senza ricevimenti resta al suo ultimo prezzo. Gestione Gusti e Analytics permettono di cambiare base per la sola consultazione.
        </Text>
      </>
    );

  return (
    <Section
      icon={LuCalculator}
      title="Base del Food Cost"
      description="Con quale prezzo degli ingredienti si calcola il food cost attuale dei gusti: l'ultimo prezzo pagato o la media ponderata dei lotti in magazzino."
    >
      {body}
    </Section>
  );
}
