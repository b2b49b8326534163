import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ViewDialog } from '../../components/ViewDialog';
import { LoadingState } from '../../components/LoadingState';
import { formatNumber } from '../../lib/format';
import { corrispondeRicerca } from '../../lib/cerca';
import { ingredientEmoji } from './ingredient-icon';
import { LibreriaIngredientiDocument, type VoceLibreria } from './operations';
import { CampoRicerca } from '../../components/CampoRicerca';

export const LIBRERIA_ERROR = 'Errore nel caricamento della libreria';

export function filtraLibreria(voci: readonly VoceLibreria[], cerca: string): VoceLibreria[] {
  return voci.filter((v) => corrispondeRicerca(cerca, v.nome, v.descrizione));
}

interface Props {
  open: boolean;
  onClose: () => void;
  onScegli: (voce: VoceLibreria) => void;
}

/** "Nuovo ingrediente da libreria": search the reference library by name and pick a base ingredient. */
export function LibreriaDialog({ open, onClose, onScegli }: Props) {
  return (
    <ViewDialog open={open} title="Nuovo ingrediente da libreria" onClose={onClose}>
      <Libreria onScegli={onScegli} />
    </ViewDialog>
  );
}

function Libreria({ onScegli }: { onScegli: (voce: VoceLibreria) => void }) {
  const [cerca, setCerca] = useState('');
  const { data, loading, error, refetch } = useQuery(LibreriaIngredientiDocument, { fetchPolicy: 'cache-first' });
  const voci = useMemo(() => filtraLibreria(data?.libreriaIngredienti ?? [], cerca), [data, cerca]);

  let contenuto;
  if (error && !data) contenuto = <ErrorState message={LIBRERIA_ERROR} onRetry={() => void refetch()} />;
  else if (loading && !data) contenuto = <LoadingState />;
  else if (voci.length === 0) contenuto = <EmptyState title="Nessun ingrediente della libreria corrisponde alla ricerca." />;
  else
    contenuto = (
      <Stack gap="2" role="list" aria-label="Libreria ingredienti">
        {voci.map((v) => (
          <Flex key={v.codice} role="listitem" gap="3" align="center" borderWidth="1px" borderRadius="md" p="2.5" bg="bg">
            <Text fontSize="2xl" lineHeight="1" aria-hidden>
              {ingredientEmoji(v.nome, v.unitaMisura)}
            </Text>
            <Box flex="1" minW="0">
              <Text fontWeight="medium">{v.nome}</Text>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                Acqua {formatNumber(v.acqua, 1)} · Grassi {formatNumber(v.grassi, 1)} · Zuccheri {formatNumber(v.zuccheri, 1)} · SLNG {formatNumber(v.slng, 1)} · PAC {formatNumber(v.pac, 0)}
              </Text>
              <Text fontSize="xs" color="fg.subtle" lineClamp={1} title={v.fonte}>
                Fonte: {v.fonte}
              </Text>
            </Box>
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onScegli(v)} aria-label={`Usa ${v.nome}`}>
              Usa
            </Button>
          </Flex>
        ))}
      </Stack>
    );

  return (
    <Stack gap="3">
      <CampoRicerca etichetta="Cerca nella libreria" placeholder="Cerca per nome..." value={cerca} onChange={setCerca} autoFocus />
      {contenuto}
    </Stack>
  );
}
