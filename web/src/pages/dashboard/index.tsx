import { Box, Button, Flex, Group, Heading, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuChartLine, LuClipboardPen, LuEuro, LuHand, LuHistory, LuIceCreamCone, LuPiggyBank, LuScale, LuTablet, LuUsers } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { PAGES, ROLE_LABELS, type PageKey } from '../../app/navigation';
import { usePageNavigation } from '../../app/navigation-context';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import type { DashboardQuery, Ruolo } from '../../gql/graphql';
import { formatCount, formatDate, formatEuro, formatEuroPerKg, formatKg, formatMonthYear, formatNumber } from '../../lib/format';
import { DailyProductionChart } from './DailyProductionChart';
import { ScadenzeCard } from './ScadenzeCard';
import { LettureMancateCard } from './LettureMancate';
import { DashboardDocument } from './operations';

export const ERRORE_DASHBOARD = 'Errore nel caricamento dei dati';

type Stats = DashboardQuery['analytics']['dashboard'];
type Periodo = Stats['produzioneOggi'];

const produzioni = (n: number | undefined) => formatCount(n ?? 0, 'produzione', 'produzioni');

/** A titled group of cards for one period ('Oggi', 'Questo mese', 'Dall'inizio'), with its dates. */
function PeriodSection({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`periodo-${id}`} mb="6" data-testid={`periodo-${id}`}>
      <HStack gap="2" mb="3" align="baseline" wrap="wrap">
        <Heading as="h2" size="lg" id={`periodo-${id}`}>
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </HStack>
      {children}
    </Box>
  );
}

/** Productions, kg and (admin) cost and estimated margin of one period. */
function PeriodCards({ id, periodo, prezzo, loading, conCosti }: { id: string; periodo: Periodo | undefined; prezzo: number | null | undefined; loading: boolean; conCosti: boolean }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: conCosti ? 4 : 2 }} gap={{ base: '3', md: '4' }}>
      <StatCard label="Produzioni" icon={LuClipboardPen} loading={loading} value={formatNumber(periodo?.produzioni ?? 0)} testId={`card-produzioni-${id}`} />
      <StatCard label="Kg prodotti" icon={LuScale} colorPalette="pistacchio" loading={loading} value={formatKg(periodo?.kgTotale ?? 0)} testId={`card-kg-${id}`} />
      {conCosti && (
        <>
          <StatCard label="Costo" icon={LuEuro} colorPalette="orange" loading={loading} value={formatEuro(periodo?.costoTotale ?? 0)} testId={`card-costo-${id}`} />
          <StatCard
            label="Margine stimato"
            icon={LuPiggyBank}
            colorPalette="purple"
            loading={loading}
            value={formatEuro(periodo?.margine ?? 0)}
            helpText={`a ${formatEuroPerKg(prezzo)}`}
            testId={`card-margine-${id}`}
          />
        </>
      )}
    </SimpleGrid>
  );
}

interface ViewProps {
  nome: string;
  stats: Stats | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  navigate: (key: PageKey) => void;
}

function Greeting({ nome, children }: { nome: string; children?: ReactNode }) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="pistacchio.50" borderWidth="1px" borderColor="brand.100" borderRadius="2xl" p={{ base: '5', md: '7' }} mb="6">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} data-testid="dashboard-greeting">
        Ciao, {nome}!
      </Heading>
      {children && (
        <Text mt="1.5" color="fg.muted">
          {children}
        </Text>
      )}
    </Box>
  );
}

function ChartCard({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return (
    <Box as="section" aria-label="Produzione ultimi 30 giorni" bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p={{ base: '4', md: '6' }} mt="6">
      <Heading as="h2" size="lg" mb="1">
        Produzione ultimi 30 giorni
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Kg prodotti al giorno
      </Text>
      {loading || !stats ? <Box h={{ base: '220px', md: '280px' }} bg="bg.muted" borderRadius="md" /> : <DailyProductionChart giorni={stats.produzioneGiornaliera} />}
    </Box>
  );
}

function ActionCard({ icon, title, description, children }: { icon: IconType; title: string; description: string; children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p="5" display="flex" flexDirection="column" gap="3">
      <HStack gap="3">
        <Flex boxSize="10" align="center" justify="center" borderRadius="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
          <Icon as={icon} boxSize="5" />
        </Flex>
        <Box>
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Box>
      </HStack>
      <Flex gap="2" wrap="wrap" mt="auto">
        {children}
      </Flex>
    </Box>
  );
}

const QUICK_ACTIONS: { key: PageKey; description: string }[] = [
  { key: 'produzione', description: 'Registra la produzione di oggi' },
  { key: 'storico-produzione', description: 'Consulta e modifica le produzioni' },
  { key: 'analytics', description: 'Analisi di gusti, ingredienti e costi' },
];

function AdminView({ nome, stats, loading, error, onRetry, navigate }: ViewProps) {
  const t = stats?.totali;
  return (
    <Box data-testid="vista-admin">
      <Greeting nome={nome}>Panoramica del laboratorio: tutti i punti vendita.</Greeting>
      <ScadenzeCard onApri={() => navigate('magazzino')} />
      <LettureMancateCard navigate={navigate} />
      {error ? (
        <ErrorState message={ERRORE_DASHBOARD} onRetry={onRetry} />
      ) : (
        <>
          <PeriodSection id="oggi" title="Oggi" subtitle={stats ? formatDate(stats.oggi) : undefined}>
            <PeriodCards id="oggi" periodo={stats?.produzioneOggi} prezzo={stats?.prezzoVenditaKg} loading={loading} conCosti />
          </PeriodSection>
          <PeriodSection id="mese" title="Questo mese" subtitle={stats ? formatMonthYear(stats.oggi) : undefined}>
            <PeriodCards id="mese" periodo={stats?.produzioneMese} prezzo={stats?.prezzoVenditaKg} loading={loading} conCosti />
          </PeriodSection>
          <PeriodSection id="totale" title="Dall'inizio" subtitle="Tutte le produzioni registrate">
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
              <StatCard label="Produzioni Totali" icon={LuClipboardPen} loading={loading} value={formatNumber(t?.produzioni ?? 0)} testId="card-produzioni-totali" />
              <StatCard label="Kg Prodotti" icon={LuScale} colorPalette="pistacchio" loading={loading} value={formatKg(t?.kgTotale ?? 0)} testId="card-kg-prodotti" />
              <StatCard label="Costo Totale" icon={LuEuro} colorPalette="orange" loading={loading} value={formatEuro(t?.costoTotale ?? 0)} testId="card-costo-totale" />
              <StatCard label="Utenti Attivi" icon={LuUsers} colorPalette="purple" loading={loading} value={formatNumber(t?.utentiAttivi ?? 0)} helpText="Account non archiviati" testId="card-utenti-attivi" />
            </SimpleGrid>
          </PeriodSection>
        </>
      )}
      <Heading as="h2" size="lg" mt="8" mb="3">
        Azioni rapide
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {QUICK_ACTIONS.map(({ key, description }) => (
          <ActionCard key={key} icon={PAGES[key].icon} title={PAGES[key].label} description={description}>
            <Button size="sm" colorPalette="brand" variant="subtle" onClick={() => navigate(key)} maxW="full" h="auto" minH="8" py="1.5" whiteSpace="normal">
              Apri {PAGES[key].label}
            </Button>
          </ActionCard>
        ))}
      </SimpleGrid>
      {!error && <ChartCard stats={stats} loading={loading} />}
    </Box>
  );
}

function ManagerView({ nome, stats, loading, error, onRetry, navigate }: ViewProps) {
  const mese = stats?.produzioneMese;
  const oggi = stats?.produzioneOggi;
  return (
    <Box data-testid="vista-manager">
      <Greeting nome={nome}>La produzione di oggi e del mese in corso.</Greeting>
      <ScadenzeCard onApri={() => navigate('magazzino')} />
      <LettureMancateCard navigate={navigate} />
      {error ? (
        <ErrorState message={ERRORE_DASHBOARD} onRetry={onRetry} />
      ) : (
        <PeriodSection id="mese" title="Questo mese" subtitle={stats ? formatMonthYear(stats.oggi) : undefined}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <StatCard
              label="Produzioni del Mese"
              icon={LuClipboardPen}
              loading={loading}
              value={formatNumber(mese?.produzioni ?? 0)}
              helpText={`Oggi: ${produzioni(oggi?.produzioni)}`}
              testId="card-produzioni-mese"
            />
            <StatCard
              label="Volume del Mese"
              icon={LuScale}
              colorPalette="pistacchio"
              loading={loading}
              value={formatKg(mese?.kgTotale ?? 0)}
              helpText={`Oggi: ${formatKg(oggi?.kgTotale ?? 0)}`}
              testId="card-volume-mese"
            />
          </SimpleGrid>
        </PeriodSection>
      )}
      <Flex gap="3" mt="6" wrap="wrap">
        <Button colorPalette="brand" onClick={() => navigate('analytics')} flex={{ base: '1', sm: 'initial' }}>
          <LuChartLine /> Vai ad Analytics
        </Button>
        <Button colorPalette="brand" variant="outline" onClick={() => navigate('produzione')} flex={{ base: '1', sm: 'initial' }}>
          <LuClipboardPen /> Registra Produzione
        </Button>
      </Flex>
      {!error && <ChartCard stats={stats} loading={loading} />}
    </Box>
  );
}

function OperatoreView({ nome, stats, loading, error, onRetry, navigate }: ViewProps) {
  return (
    <Box data-testid="vista-operatore">
      <Greeting nome={nome}>Pronto per la produzione di oggi?</Greeting>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ActionCard icon={LuClipboardPen} title="Inizia Produzione" description="Registra i kg prodotti per gusto">
          <Button size="sm" colorPalette="brand" onClick={() => navigate('produzione')}>
            <LuClipboardPen /> Registra Produzione
          </Button>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => navigate('produzione-touch')}>
            <LuHand /> {PAGES['produzione-touch'].label}
          </Button>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => navigate('produzione-touch-2')}>
            <LuTablet /> {PAGES['produzione-touch-2'].label}
          </Button>
        </ActionCard>
        <ActionCard icon={LuHistory} title="Storico Produzione" description="Le produzioni registrate">
          <Button size="sm" colorPalette="brand" variant="subtle" onClick={() => navigate('storico-produzione')}>
            <LuHistory /> Visualizza Storico
          </Button>
        </ActionCard>
      </SimpleGrid>
      <Box mt="4">
        {error ? (
          <ErrorState message={ERRORE_DASHBOARD} onRetry={onRetry} />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <StatCard
              label="Produzione di Oggi"
              icon={LuScale}
              loading={loading}
              value={formatKg(stats?.produzioneOggi.kgTotale ?? 0)}
              helpText={stats ? `${produzioni(stats.produzioneOggi.produzioni)} · ${formatDate(stats.oggi)}` : undefined}
              testId="card-produzione-oggi"
            />
            <StatCard label="Gusti Disponibili" icon={LuIceCreamCone} colorPalette="pistacchio" loading={loading} value={formatNumber(stats?.totali.gustiAttivi ?? 0)} helpText="Gusti attivi da produrre" testId="card-gusti-disponibili" />
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}

const VIEWS: Record<Ruolo, (props: ViewProps) => ReactNode> = {
  admin: AdminView,
  manager: ManagerView,
  operatore: OperatoreView,
};

const PREVIEW_LABELS: Record<Ruolo, string> = { admin: 'Admin', manager: 'Manager', operatore: 'Operatore' };

/** The admin's preview selector of the three role views (spec section 6: admin only). */
function PreviewSelector({ value, onChange }: { value: Ruolo; onChange: (r: Ruolo) => void }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" id="anteprima-vista">
        Anteprima vista
      </Text>
      <Group attached role="group" aria-labelledby="anteprima-vista">
        {(['admin', 'manager', 'operatore'] as const).map((r) => (
          <Button key={r} size="sm" variant={value === r ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={value === r} onClick={() => onChange(r)}>
            {PREVIEW_LABELS[r]}
          </Button>
        ))}
      </Group>
    </HStack>
  );
}

export default function DashboardPage() {
  const user = useCurrentUser();
  const { navigate } = usePageNavigation();
  const isAdmin = user.ruolo === 'admin';
  const [anteprima, setAnteprima] = useState<Ruolo>(user.ruolo);
  const vista: Ruolo = isAdmin ? anteprima : user.ruolo;
  const conCosti = user.ruolo === 'admin' || user.ruolo === 'manager';

  const { data, loading, error, refetch } = useQuery(DashboardDocument, {
    variables: { conCosti },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const View = VIEWS[vista];
  return (
    <Box>
      <PageHeader
        title="Dashboard"
        description={isAdmin && vista !== 'admin' ? `Anteprima della vista ${ROLE_LABELS[vista]}` : ROLE_LABELS[user.ruolo]}
        actions={isAdmin ? <PreviewSelector value={anteprima} onChange={setAnteprima} /> : undefined}
      />
      <View
        nome={user.nome}
        stats={error ? undefined : data?.analytics.dashboard}
        loading={loading && !data}
        error={Boolean(error) && !loading}
        onRetry={() => void refetch().catch(() => undefined)}
        navigate={navigate}
      />
    </Box>
  );
}
