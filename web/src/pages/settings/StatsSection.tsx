import { Box, Card, HStack, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { IconType } from 'react-icons';
import { LuCalendarDays, LuDatabaseBackup, LuIceCreamCone, LuLayers, LuScale, LuShieldAlert, LuStore, LuTags, LuUsers, LuWheat } from 'react-icons/lu';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { ImpostazioniDatabaseStatsQuery } from '../../gql/graphql';
import { formatKg, formatNumber } from '../../lib/format';
import { MSG_SETTINGS } from './backup-api';
import { ADMIN_STATS_QUERY } from './operations';

type Stats = ImpostazioniDatabaseStatsQuery['adminStats'];

const STAT_CARDS: { key: keyof Stats; label: string; icon: IconType; kg?: boolean }[] = [
  { key: 'utenti', label: 'Utenti', icon: LuUsers },
  { key: 'gusti', label: 'Gusti', icon: LuIceCreamCone },
  { key: 'ingredienti', label: 'Ingredienti', icon: LuWheat },
  { key: 'puntiVendita', label: 'Punti Vendita', icon: LuStore },
  { key: 'categorieGusti', label: 'Categorie', icon: LuTags },
  { key: 'allergeni', label: 'Allergeni', icon: LuShieldAlert },
  { key: 'produzioneTotale', label: 'Produzione Totale', icon: LuScale, kg: true },
  { key: 'produzioneUltimoMese', label: 'Produzione Ultimo Mese', icon: LuCalendarDays, kg: true },
  { key: 'produzioni', label: 'Produzioni', icon: LuLayers },
];

function StatCards({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      gap={{ base: '3', md: '4' }}
      data-testid="admin-stats"
    >
      {STAT_CARDS.map(({ key, label, icon, kg }) => (
        <Card.Root key={key} borderRadius="xl" size="sm" data-testid={`stat-${key}`}>
          <Card.Body>
            <HStack gap="3" align="flex-start">
              <Box bg="brand.subtle" color="brand.fg" borderRadius="lg" p="2" flexShrink={0} display={{ base: 'none', sm: 'block' }}>
                <Icon as={icon} boxSize="5" />
              </Box>
              <Box minW="0">
                <Text fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" color="cioccolato.900" whiteSpace="nowrap" data-testid={`stat-${key}-value`}>
                  {kg ? formatKg(stats[key]) : formatNumber(stats[key], 0)}
                </Text>
              </Box>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The counts of the database (spec section 9), refetched after a reset or an import. */
export function StatsSection() {
  const { data, loading, error, refetch } = useQuery(ADMIN_STATS_QUERY, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

  let stats;
  if (loading && !data) stats = <LoadingState message="Caricamento statistiche..." />;
  else if (error && !data) stats = <ErrorState message={MSG_SETTINGS.stats} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (data) stats = <StatCards stats={data.adminStats} />;

  return (
    <Box as="section" aria-label="Statistiche database">
      <HStack mb="3" gap="2">
        <Icon as={LuDatabaseBackup} color="brand.solid" />
        <Heading as="h2" size="md">
          Statistiche Database
        </Heading>
      </HStack>
      {stats}
    </Box>
  );
}
