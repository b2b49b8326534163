import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuThermometer } from 'react-icons/lu';
import type { PageKey } from '../../app/navigation';
import { formatCount, formatTime } from '../../lib/format';
import { LETTURE_MANCATE_QUERY } from '../registro-haccp/operations';

const MOSTRATE = 4;

/** Today's missed HACCP readings of every sales point (admin, manager): a small card, the first few listed. */
export function LettureMancateCard({ navigate }: { navigate: (key: PageKey) => void }) {
  const { data, error } = useQuery(LETTURE_MANCATE_QUERY, { fetchPolicy: 'cache-and-network' });
  const mancate = data?.lettureMancateHaccp ?? [];
  if (!data && !error) return null;
  const nessuna = !error && mancate.length === 0;
  return (
    <Box
      as="section"
      aria-label="Letture HACCP mancate"
      data-testid="letture-mancate"
      bg={nessuna ? 'white' : 'red.50'}
      borderWidth="1px"
      borderColor={nessuna ? 'crema.300' : 'red.200'}
      borderRadius="xl"
      p="4"
      mb="6"
    >
      <Flex align="center" gap="3" wrap="wrap">
        <LuThermometer />
        <Heading as="h2" size="md" flex="1">
          Letture HACCP di oggi
        </Heading>
        <Badge colorPalette={nessuna ? 'green' : 'red'} size="lg">
          {error ? 'Non disponibili' : nessuna ? 'Nessuna mancata' : formatCount(mancate.length, 'mancata', 'mancate')}
        </Badge>
        <Button size="sm" minH="10" colorPalette="brand" variant="subtle" onClick={() => navigate('registro-haccp')}>
          Apri Registro HACCP
        </Button>
      </Flex>
      {mancate.length > 0 && (
        <Stack gap="1" mt="3">
          {mancate.slice(0, MOSTRATE).map((m) => (
            <Text key={`${m.dispositivoId}-${String(m.inizio)}`} fontSize="sm">
              {m.puntoVenditaNome} · {m.dispositivoNome} · {formatTime(m.inizio)}–{formatTime(m.fine)}
            </Text>
          ))}
          {mancate.length > MOSTRATE && (
            <Text fontSize="sm" color="fg.muted">
              e altre {mancate.length - MOSTRATE}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
