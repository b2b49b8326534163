import { Box, Button, CloseButton, Dialog, Field, Flex, Input, Portal, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formatDate, formatDecimal, formatEuro, formatNumber } from '../../lib/format';
import { StatisticheIngredientiDocument, type StatisticaIngrediente } from './operations';
import { MSG_PERIODO_INVERTITO, periodoInvertito } from '../../lib/date-range';

export const STATS_ERROR = 'Errore nel caricamento delle statistiche';

/** Default period: the current calendar year. */
export function defaultPeriod(now: Date = new Date()): { dataInizio: string; dataFine: string } {
  const y = now.getFullYear();
  return { dataInizio: `${y}-01-01`, dataFine: `${y}-12-31` };
}

interface Props {
  open: boolean;
  onClose: () => void;
}

export function StatisticheDialog({ open, onClose }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: '6xl' }} maxH={{ md: '90vh' }} h={{ md: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>Statistiche Ingredienti</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <StatisticheContent />
            </Dialog.Body>
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

const unit = (u: string) => (u === 'pz' ? 'pz' : 'kg');
const nowrap = (text: string) => <Text as="span" whiteSpace="nowrap">{text}</Text>;

const COLUMNS: Column<StatisticaIngrediente>[] = [
  { key: 'nome', header: 'Ingrediente', render: (s) => <Text fontWeight="medium">{s.nome}</Text> },
  { key: 'gusti', header: 'Gusti', align: 'end', render: (s) => formatNumber(s.gustiUtilizzati, 0) },
  { key: 'kgProdotti', header: 'Kg prodotti', align: 'end', render: (s) => nowrap(formatDecimal(s.kgProdottiTotali, 1)) },
  {
    key: 'quantita',
    header: 'Quantità utilizzata',
    align: 'end',
    render: (s) => nowrap(`${formatDecimal(s.quantitaUtilizzataKg, s.unitaMisura === 'pz' ? 0 : 2)} ${unit(s.unitaMisura)}`),
  },
  { key: 'costoUnita', header: 'Costo unitario', align: 'end', render: (s) => nowrap(`${formatEuro(s.costoPerUnita)}/${s.unitaMisura}`) },
  { key: 'costoTotale', header: 'Costo totale', align: 'end', render: (s) => nowrap(formatEuro(s.costoTotaleUtilizzato)) },
  { key: 'costoMedio', header: 'Costo medio per kg prodotto', align: 'end', render: (s) => nowrap(formatEuro(s.costoMedioEffettivo)) },
  { key: 'fornitore', header: 'Fornitore', render: (s) => s.fornitore || '-' },
];

function StatisticheContent() {
  const [draft, setDraft] = useState(defaultPeriod);
  const [period, setPeriod] = useState(draft);
  const { data, loading, error, refetch } = useQuery(StatisticheIngredientiDocument, {
    variables: period,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const invertito = periodoInvertito(draft.dataInizio, draft.dataFine);
  const aggiorna = () => {
    if (invertito) return;
    if (draft.dataInizio === period.dataInizio && draft.dataFine === period.dataFine) void refetch();
    else setPeriod(draft);
  };
  const stats = data?.statisticheIngredienti;
  return (
    <Box>
      <Flex gap="3" wrap="wrap" align="flex-end" mb="5">
        <Field.Root width="auto">
          <Field.Label>Data inizio</Field.Label>
          <Input type="date" value={draft.dataInizio} onChange={(e) => {
              const dataInizio = e.currentTarget.value;
              setDraft((d) => ({ ...d, dataInizio }));
            }} />
        </Field.Root>
        <Field.Root width="auto" invalid={invertito}>
          <Field.Label>Data fine</Field.Label>
          <Input type="date" value={draft.dataFine} onChange={(e) => {
              const dataFine = e.currentTarget.value;
              setDraft((d) => ({ ...d, dataFine }));
            }} />
          <Field.ErrorText>{MSG_PERIODO_INVERTITO}</Field.ErrorText>
        </Field.Root>
        <Button colorPalette="brand" onClick={aggiorna} loading={loading}>
          <LuRefreshCw /> Aggiorna Statistiche
        </Button>
      </Flex>
      {error ? (
        <ErrorState message={STATS_ERROR} onRetry={() => void refetch()} />
      ) : loading && !stats ? (
        <LoadingState />
      ) : stats ? (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3">
            Periodo: {formatDate(stats.periodo.dataInizio)} – {formatDate(stats.periodo.dataFine)}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="5" data-testid="statistiche-totali">
            <Totale label="Ingredienti analizzati" value={formatNumber(stats.totali.ingredientiAnalizzati, 0)} />
            <Totale label="Kg totali prodotti" value={`${formatDecimal(stats.totali.kgTotaliProdotti, 1)} kg`} />
            <Totale
              label="Quantità totale utilizzata"
              value={`${formatDecimal(stats.totali.quantitaTotaleUtilizzata, 2)} kg`}
              help="1 l conteggiato come 1 kg; pezzi esclusi"
            />
            <Totale label="Costo totale" value={formatEuro(stats.totali.costoTotale)} />
          </SimpleGrid>
          <DataTable
            caption="Statistiche per ingrediente"
            columns={COLUMNS}
            rows={stats.statistiche}
            rowKey={(s) => s.id}
            emptyText="Nessun ingrediente trovato."
          />
        </>
      ) : null}
    </Box>
  );
}

function Totale({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="lg" p="3" bg="crema.50">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="xl">{value}</Stat.ValueText>
      {help && <Stat.HelpText as="dd" fontSize="xs">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}
