import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuArrowRight } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { SectionCard } from '../../components/SectionCard';
import { formatCount, formatDateTime } from '../../lib/format';
import { PIANO_MODIFICHE_QUERY } from './operations';
import { MSG_PIANO } from './piano-state';

/** Every change of the day's trays, newest first: flavour and sales point, before → after, who and when. */
export function ModifichePiano({ data, nomiPunti }: { data: string; nomiPunti: ReadonlyMap<number, string> }) {
  const { data: res, loading, error } = useQuery(PIANO_MODIFICHE_QUERY, { variables: { data } });
  const modifiche = [...(res?.pianoModifiche ?? [])].sort((a, b) => b.il.localeCompare(a.il));
  let contenuto;
  if (loading && !res) contenuto = <Text color="fg.muted">Caricamento delle modifiche...</Text>;
  else if (error && !res) contenuto = <Text color="fg.error">{serverErrorMessage(error) ?? MSG_PIANO.modifiche}</Text>;
  else if (modifiche.length === 0) contenuto = <Text color="fg.muted">Nessuna modifica: le vaschette sono quelle proposte.</Text>;
  else
    contenuto = (
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Modifiche alle vaschette">
        {modifiche.map((m) => (
          <Box as="li" key={`${m.il}-${m.puntoVenditaId}-${m.gustoId}`} p="3" borderWidth="1px" borderRadius="md" bg="bg" data-testid="modifica">
            <Flex gap="2" wrap="wrap" align="center" justify="space-between">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {m.gustoNome} · {nomiPunti.get(m.puntoVenditaId) ?? `Punto vendita ${m.puntoVenditaId}`}
              </Text>
              <Flex gap="1.5" align="center" fontWeight="bold" whiteSpace="nowrap" aria-label={`da ${m.vaschettePrima} a ${m.vaschetteDopo} vaschette`}>
                <Text as="span">{m.vaschettePrima}</Text>
                <LuArrowRight aria-hidden />
                <Text as="span">{formatCount(m.vaschetteDopo, 'vaschetta', 'vaschette')}</Text>
              </Flex>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {m.utente} · {formatDateTime(m.il)}
            </Text>
          </Box>
        ))}
      </Stack>
    );
  return (
    <SectionCard title="Storico delle modifiche" description="Chi ha cambiato le vaschette proposte, quando, da quante a quante." testId="modifiche">
      {contenuto}
    </SectionCard>
  );
}
