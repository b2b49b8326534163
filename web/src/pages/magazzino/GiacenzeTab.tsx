import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuPencil, LuSlidersHorizontal } from 'react-icons/lu';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { corrispondeRicerca } from '../../lib/cerca';
import { formatCount, formatDate, formatNumber, todayIsoDate } from '../../lib/format';
import { giorniA, quantita } from './formato';
import { GiacenzeDocument, type Giacenza } from './operations';
import { RettificaDialog } from './RettificaDialog';
import { ScortaDialog } from './ScortaDialog';
import { CampoRicerca } from '../../components/CampoRicerca';

export const GIACENZE_MSG = {
  errore: 'Errore nel caricamento del magazzino',
  vuoto: 'Nessun ingrediente in anagrafica: il magazzino si riempie con i ricevimenti merce.',
} as const;

/** Days of notice of the expiry highlight when the setting cannot be read (operatore). */
const GIORNI_PREAVVISO = 7;

/** A lot's expiry badge: expired (red), within the notice days (orange), else none. */
export function ScadenzaBadge({ scadenza, oggi, preavviso }: { scadenza: string | null; oggi: string; preavviso: number }) {
  if (!scadenza) return null;
  const giorni = giorniA(scadenza, oggi);
  if (giorni > preavviso) return null;
  const testo = giorni < 0 ? 'Scaduto' : giorni === 0 ? 'Scade oggi' : giorni === 1 ? 'Scade domani' : `Scade tra ${giorni} giorni`;
  return (
    <Badge colorPalette={giorni < 0 ? 'red' : 'orange'} variant="solid" size="sm">
      {testo}
    </Badge>
  );
}

function Lotti({ g, oggi, preavviso }: { g: Giacenza; oggi: string; preavviso: number }) {
  if (g.lotti.length === 0) return null;
  return (
    <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={`Lotti di ${g.nome}, prima chi scade prima`} data-testid={`lotti-${g.ingredienteId}`}>
      {g.lotti.map((l) => (
        <HStack as="li" key={l.lotto} gap="2" wrap="wrap" borderWidth="1px" borderColor="crema.300" borderRadius="md" px="2.5" py="1" bg="crema.50" data-testid={`lotto-${g.ingredienteId}-${l.lotto}`}>
          <Text fontWeight="medium">{l.lotto}</Text>
          <Text fontVariantNumeric="tabular-nums" color={l.giacenza < 0 ? 'red.600' : undefined}>
            {quantita(l.giacenza, g.unitaMisura)}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {l.scadenza ? `scad. ${formatDate(l.scadenza)}` : 'senza scadenza'}
          </Text>
          <ScadenzaBadge scadenza={l.scadenza ?? null} oggi={oggi} preavviso={preavviso} />
        </HStack>
      ))}
    </Flex>
  );
}

function Stato({ g }: { g: Giacenza }) {
  return (
    <Flex gap="1" wrap="wrap">
      {g.giacenzaNegativa && (
        <Badge colorPalette="red" variant="solid" title="Consumato più del ricevuto: produzioni registrate senza lotti in giacenza">
          Giacenza negativa
        </Badge>
      )}
      {g.sottoScorta && <Badge colorPalette="orange">Sotto scorta</Badge>}
      {!g.giacenzaNegativa && !g.sottoScorta && <Text color="fg.muted">—</Text>}
    </Flex>
  );
}

/** The stock list: every ingredient with its lots; admin and manager set reorder points and adjust. */
export function GiacenzeTab({ staff }: { staff: boolean }) {
  const { data, loading, error, refetch } = useQuery(GiacenzeDocument, { variables: { staff }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [cerca, setCerca] = useState('');
  const [soloSegnalati, setSoloSegnalati] = useState(false);
  const [rettifica, setRettifica] = useState<Giacenza | null>(null);
  const [scorta, setScorta] = useState<Giacenza | null>(null);
  const oggi = todayIsoDate();
  const preavviso = data?.lottiInScadenza?.giorni ?? GIORNI_PREAVVISO;
  const giacenze = useMemo(() => data?.giacenze ?? [], [data]);
  const righe = useMemo(
    () => giacenze.filter((g) => corrispondeRicerca(cerca, g.nome, g.ubicazione, ...g.lotti.map((l) => l.lotto)) && (!soloSegnalati || g.sottoScorta || g.giacenzaNegativa)),
    [giacenze, cerca, soloSegnalati],
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={GIACENZE_MSG.errore} onRetry={() => void refetch().catch(() => undefined)} />;
  if (giacenze.length === 0) return <EmptyState title="Magazzino vuoto" description={GIACENZE_MSG.vuoto} />;

  const sotto = giacenze.filter((g) => g.sottoScorta).length;
  const negative = giacenze.filter((g) => g.giacenzaNegativa).length;
  const inScadenza = giacenze.flatMap((g) => g.lotti).filter((l) => l.scadenza && giorniA(l.scadenza, oggi) <= preavviso).length;
  const columns: Column<Giacenza>[] = [
    {
      key: 'nome',
      header: 'Ingrediente',
      render: (g) => (
        <Box>
          <Text fontWeight="semibold">{g.nome}</Text>
          <Text fontSize="sm" color="fg.muted">
            {g.ubicazione ?? 'Senza ubicazione'}
          </Text>
        </Box>
      ),
    },
    {
      key: 'giacenza',
      header: 'Giacenza',
      align: 'end',
      render: (g) => (
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color={g.giacenza < 0 ? 'red.600' : undefined} data-testid={`giacenza-${g.ingredienteId}`}>
          {quantita(g.giacenza, g.unitaMisura)}
        </Text>
      ),
    },
    { key: 'scorta', header: 'Scorta minima', align: 'end', hideBelow: 'md', render: (g) => (g.scortaMinima === null || g.scortaMinima === undefined ? '—' : quantita(g.scortaMinima, g.unitaMisura)) },
    { key: 'stato', header: 'Stato', render: (g) => <Stato g={g} /> },
  ];
  if (staff) {
    columns.push({
      key: 'azioni',
      header: 'Azioni',
      render: (g) => (
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" minH="11" minW="11" onClick={() => setRettifica(g)} aria-label={`Rettifica ${g.nome}`}>
            <LuPencil />
            <Box as="span" hideBelow="md">
              Rettifica
            </Box>
          </Button>
          <Button size="sm" variant="ghost" minH="11" minW="11" onClick={() => setScorta(g)} aria-label={`Scorta e ubicazione di ${g.nome}`}>
            <LuSlidersHorizontal />
            <Box as="span" hideBelow="md">
              Scorta
            </Box>
          </Button>
        </Flex>
      ),
    });
  }
  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <CampoRicerca etichetta="Cerca nel magazzino" placeholder="Cerca ingrediente, lotto o ubicazione" value={cerca} onChange={setCerca} maxW={{ base: 'full', md: 'sm' }} />
        <Button variant={soloSegnalati ? 'solid' : 'outline'} colorPalette="orange" minH="11" aria-pressed={soloSegnalati} onClick={() => setSoloSegnalati((s) => !s)}>
          Solo da controllare
        </Button>
        <HStack gap="2" wrap="wrap" data-testid="riepilogo-magazzino">
          <Badge colorPalette="orange" size="lg">{formatNumber(sotto)} sotto scorta</Badge>
          <Badge colorPalette="red" size="lg">{formatNumber(negative)} in negativo</Badge>
          <Badge colorPalette="yellow" size="lg">
            {formatCount(inScadenza, 'lotto', 'lotti')} in scadenza ({formatNumber(preavviso)} gg)
          </Badge>
        </HStack>
      </Flex>
      <DataTable caption="Giacenze di magazzino" columns={columns} rows={righe} rowKey={(g) => g.ingredienteId} renderSubRow={(g) => (g.lotti.length ? <Lotti g={g} oggi={oggi} preavviso={preavviso} /> : undefined)} emptyText="Nessun ingrediente corrisponde alla ricerca" />
      <RettificaDialog giacenza={rettifica} onClose={() => setRettifica(null)} />
      <ScortaDialog giacenza={scorta} ubicazioni={[...new Set(giacenze.map((g) => g.ubicazione).filter((u): u is string => Boolean(u)))]} onClose={() => setScorta(null)} />
    </Box>
  );
}
