import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuCalendarClock } from 'react-icons/lu';
import { graphql } from '../../gql';
import { formatDate, formatNumber } from '../../lib/format';

/** Lots in stock expiring within the notice days (setting giorni_preavviso_scadenza; admin, manager). */
export const LottiInScadenzaDocument = graphql(`
  query LottiInScadenza {
    lottiInScadenza {
      giorni
      lotti {
        ingredienteId
        nome
        unitaMisura
        lotto
        scadenza
        giacenza
        giorni
      }
    }
  }
`);

const MAX_RIGHE = 6;

const quando = (giorni: number) => (giorni < 0 ? 'Scaduto' : giorni === 0 ? 'Oggi' : giorni === 1 ? 'Domani' : `Tra ${giorni} giorni`);

/** The dashboard card of the lots expiring soon (expired ones first), with a link to the stock. */
export function ScadenzeCard({ onApri }: { onApri: () => void }) {
  const { data, loading, error } = useQuery(LottiInScadenzaDocument, { fetchPolicy: 'cache-and-network' });
  if (error || (loading && !data)) return null;
  const s = data?.lottiInScadenza;
  if (!s) return null;
  return (
    <Box as="section" aria-labelledby="lotti-in-scadenza" bg="white" borderWidth="1px" borderColor={s.lotti.length ? 'orange.300' : 'crema.300'} borderRadius="xl" p={{ base: '4', md: '5' }} mb="6" data-testid="card-scadenze">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap" mb="3">
        <HStack gap="3">
          <Flex boxSize="10" align="center" justify="center" borderRadius="lg" bg="orange.subtle" color="orange.fg" flexShrink={0}>
            <LuCalendarClock />
          </Flex>
          <Box>
            <Heading as="h2" size="md" id="lotti-in-scadenza">
              Lotti in scadenza
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Entro {formatNumber(s.giorni)} giorni, scaduti compresi
            </Text>
          </Box>
        </HStack>
        <Button size="sm" variant="subtle" colorPalette="brand" minH="11" onClick={onApri}>
          Apri Magazzino
        </Button>
      </Flex>
      {s.lotti.length === 0 ? (
        <Text color="fg.muted">Nessun lotto in scadenza.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {s.lotti.slice(0, MAX_RIGHE).map((l) => (
            <Flex as="li" key={`${l.ingredienteId}-${l.lotto}`} gap="2" wrap="wrap" align="center" justify="space-between">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {l.nome}
                </Text>{' '}
                lotto {l.lotto} · {formatNumber(l.giacenza, 3)} {l.unitaMisura}
              </Text>
              <HStack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(l.scadenza)}
                </Text>
                <Badge colorPalette={l.giorni < 0 ? 'red' : 'orange'} variant={l.giorni <= 1 ? 'solid' : 'subtle'}>
                  {quando(l.giorni)}
                </Badge>
              </HStack>
            </Flex>
          ))}
          {s.lotti.length > MAX_RIGHE && (
            <Text as="li" fontSize="sm" color="fg.muted">
              … e altri {formatNumber(s.lotti.length - MAX_RIGHE)} lotti
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
