import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuFlaskConical, LuThermometer } from 'react-icons/lu';
import { navigateTo } from '../../app/history';
import { percorsoBilanciaVetrina } from '../../features/scienza/bilancia-vetrina';
import { formatIntervallo, formatTemperatura } from '../../features/scienza/chiavi';
import { formatCount } from '../../lib/format';
import { DUREZZA_VETRINA_QUERY } from '../registro-haccp/operations';

const STATI: Record<string, { etichetta: string; colore: string }> = {
  troppo_morbido: { etichetta: 'Troppo morbido', colore: 'orange' },
  troppo_duro: { etichetta: 'Troppo duro', colore: 'blue' },
};

/**
 * The display-case loop (issue 31): the case's own readings (mean of the last 72 h) in place of its
 * configured temperature; the flavours loaded that day that are too soft or too hard there are flagged,
 * each with a link (admin, manager) to balance it for the measured temperature.
 */
export function DurezzaVetrina({ puntoVenditaId, data, bilancia }: { puntoVenditaId: number; data: string; bilancia: boolean }) {
  const { data: res, error } = useQuery(DUREZZA_VETRINA_QUERY, { variables: { puntoVenditaId, data } });
  const d = res?.durezzaVetrinaMisurata;
  if (!d || error) return null;
  const segnalati = d.gusti.filter((g) => g.stato in STATI);
  return (
    <Stack gap="3" data-testid="durezza-vetrina">
      <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
        <LuThermometer /> Durezza alla temperatura della vetrina
      </Heading>
      <Text color="fg.muted">
        {d.temperaturaMisurata === null
          ? `Nessuna lettura della vetrina nelle ultime 72 ore: si usa la temperatura configurata (${formatTemperatura(d.temperaturaConfigurata)}).`
          : `Vetrina misurata ${formatTemperatura(d.temperaturaMisurata)} (media di ${formatCount(d.letture, 'lettura', 'letture')} nelle ultime 72 ore; configurata ${formatTemperatura(d.temperaturaConfigurata)}).`}{' '}
        {segnalati.length === 0 ? 'Nessun gusto troppo morbido o troppo duro.' : ''}
      </Text>
      {segnalati.map((g) => (
        <Flex key={g.gustoId} align="center" gap="3" p="3" bg="bg" borderWidth="1px" borderRadius="lg" wrap="wrap" data-testid={`durezza-${g.gustoId}`}>
          <Text flex="1 1 200px" fontWeight="medium">
            {g.nome}
          </Text>
          <Badge colorPalette={STATI[g.stato]!.colore} size="lg">
            {STATI[g.stato]!.etichetta}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            servizio {formatTemperatura(g.temperaturaServizio)}, atteso {formatIntervallo('temperatura_servizio', g.intervalloMin, g.intervalloMax)}
          </Text>
          {bilancia && (
            <Button
              size="lg"
              minH="11"
              variant="outline"
              colorPalette="brand"
              onClick={() => navigateTo(percorsoBilanciaVetrina({ gustoId: g.gustoId, temperaturaServizio: { min: g.intervalloMin, max: g.intervalloMax }, vetrina: d.temperaturaUsata }))}
            >
              <LuFlaskConical /> Bilancia per {formatTemperatura(d.temperaturaUsata)}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
