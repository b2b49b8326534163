import { Badge, Box, Button, CloseButton, Dialog, Portal, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { useQuery } from '@apollo/client/react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formatDate, formatDecimal, formatEuro, formatNumber, formatPercent } from '../../lib/format';
import { PrezziIngredienteDocument, type PrezziIngrediente, type PrezzoStorico } from './prezzi-operations';

export const PREZZI_MSG = {
  errore: 'Errore nel caricamento dello storico prezzi',
  vuoto: 'Nessun ricevimento registrato per questo ingrediente: lo storico dei prezzi parte dal primo ricevimento.',
} as const;

interface Props {
  ingrediente: { id: number; nome: string } | null;
  onClose: () => void;
}

/** Price history of an ingredient (admin, manager): last price, weighted average, chart and table of the received prices. */
export function PrezziDialog({ ingrediente, onClose }: Props) {
  return (
    <Dialog.Root open={ingrediente !== null} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Storico prezzi: {ingrediente?.nome}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{ingrediente && <PrezziContent id={ingrediente.id} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Chiudi
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const perUnita = (euro: number, unita: string) => `${formatEuro(euro)}/${unita}`;

function PrezziContent({ id }: { id: number }) {
  const { data, loading, error, refetch } = useQuery(PrezziIngredienteDocument, { variables: { ingredienteId: id }, fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorState message={PREZZI_MSG.errore} onRetry={() => void refetch()} />;
  const p = data.prezziIngrediente;
  const u = p.unitaMisura;
  const columns: Column<PrezzoStorico>[] = [
    { key: 'data', header: 'Data', render: (r) => formatDate(r.data) },
    { key: 'fornitore', header: 'Fornitore', render: (r) => r.fornitore },
    { key: 'documento', header: 'Documento', render: (r) => r.numeroDocumento, hideBelow: 'md' },
    { key: 'lotto', header: 'Lotto', render: (r) => r.lotto, hideBelow: 'md' },
    { key: 'quantita', header: 'Quantità', align: 'end', render: (r) => `${formatNumber(r.quantita, 3)} ${u}` },
    { key: 'prezzo', header: 'Prezzo', align: 'end', render: (r) => perUnita(r.prezzoUnitario, u) },
    {
      key: 'variazione',
      header: 'Variazione',
      align: 'end',
      render: (r) =>
        r.variazionePercentuale === null ? (
          '-'
        ) : (
          <Badge colorPalette={r.allarmePrezzo ? 'red' : 'gray'} title={r.allarmePrezzo ? `Oltre la soglia del ${formatDecimal(p.sogliaVariazione, 0)} %` : undefined}>
            {r.variazionePercentuale > 0 ? '+' : ''}
            {formatPercent(r.variazionePercentuale, 2)}
          </Badge>
        ),
    },
  ];
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="4" data-testid="prezzi-riepilogo">
        <Stat.Root>
          <Stat.Label>Ultimo prezzo (costo attuale)</Stat.Label>
          <Stat.ValueText>{perUnita(p.ultimoPrezzo, u)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Prezzo medio ponderato</Stat.Label>
          <Stat.ValueText>{p.prezzoMedioPonderato === null ? '-' : perUnita(p.prezzoMedioPonderato, u)}</Stat.ValueText>
          <Stat.HelpText>Σ quantità × prezzo / Σ quantità ricevute</Stat.HelpText>
        </Stat.Root>
      </SimpleGrid>
      {p.prezzi.length === 0 ? (
        <EmptyState title={PREZZI_MSG.vuoto} />
      ) : (
        <>
          {p.prezzi.length > 1 && <GraficoPrezzi prezzi={p} />}
          <DataTable caption="Prezzi ricevuti" columns={columns} rows={p.prezzi} rowKey={(r) => `${r.data}-${r.numeroDocumento}-${r.lotto}`} />
          {p.prezzi.some((r) => r.allarmePrezzo) && (
            <Text mt="2" fontSize="sm" color="red.600">
              In rosso le variazioni oltre il {formatDecimal(p.sogliaVariazione, 0)} % rispetto al prezzo precedente.
            </Text>
          )}
        </>
      )}
    </Box>
  );
}

type Punto = { giorno: string; prezzo: number };

/** The received prices in date order (oldest first). */
function GraficoPrezzi({ prezzi }: { prezzi: PrezziIngrediente }) {
  const chart = useChart<Punto>({
    data: [...prezzi.prezzi].reverse().map((r) => ({ giorno: formatDate(r.data), prezzo: r.prezzoUnitario })),
    series: [{ name: 'prezzo', color: 'brand.500', label: 'Prezzo' }],
  });
  return (
    <Chart.Root chart={chart} h="220px" aspectRatio="auto" mb="4" role="img" data-testid="grafico-prezzi" aria-label={`Andamento del prezzo di ${prezzi.nome}`}>
      <LineChart data={chart.data} responsive margin={{ left: -8, right: 8, top: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('giorno')} axisLine={false} tickLine={false} minTickGap={12} fontSize={11} />
        <YAxis axisLine={false} tickLine={false} tickFormatter={(v: number) => formatDecimal(v, 2)} width={56} domain={['auto', 'auto']} />
        <Tooltip animationDuration={100} content={<Chart.Tooltip formatter={(value: unknown) => (typeof value === 'number' ? `${formatEuro(value)}/${prezzi.unitaMisura}` : String(value))} />} />
        <Line isAnimationActive={false} type="stepAfter" dataKey={chart.key('prezzo')} name="Prezzo" stroke={chart.color('brand.500')} strokeWidth={2} dot />
      </LineChart>
    </Chart.Root>
  );
}
