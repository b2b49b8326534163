import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DATI_REGISTRAZIONE_QUERY } from '../produzione/operations';
import { leggiCatalogo, salvaCatalogo, type CatalogoRegistrazione } from './archivio';

/**
 * The recording screens' flavours and sales points: from the server, else (offline, server down) the
 * last ones this user loaded on this device, which every successful load refreshes. `copiaLetta`
 * says the device copy has been looked for (until then a failed load is not yet an error).
 */
export function useCatalogoRegistrazione(utenteId: number) {
  const { data, loading, error, refetch } = useQuery(DATI_REGISTRAZIONE_QUERY, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [copia, setCopia] = useState<{ utenteId: number; dati: CatalogoRegistrazione | null } | null>(null);

  useEffect(() => {
    let attuale = true;
    void leggiCatalogo(utenteId).then((dati) => {
      if (attuale) setCopia({ utenteId, dati });
    });
    return () => {
      attuale = false;
    };
  }, [utenteId]);

  useEffect(() => {
    if (data) void salvaCatalogo(utenteId, data);
  }, [data, utenteId]);

  const copiaUtente = copia?.utenteId === utenteId ? copia : null;
  return { dati: data ?? copiaUtente?.dati ?? undefined, copiaLetta: copiaUtente !== null, loading, error, refetch };
}
