import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { ViewDialog } from '../../components/ViewDialog';
import type { DettaglioRicevimentoQuery } from '../../gql/graphql';
import { formatDate, formatEuro, formatNumber, formatPercent } from '../../lib/format';
import { RICEVIMENTO_QUERY } from './operations';

type Riga = DettaglioRicevimentoQuery['ricevimento']['righe'][number];

interface Props {
  ricevimento: { id: number; numeroDocumento: string; fornitoreNome: string } | null;
  onClose: () => void;
}

/** One receipt's lots: ingredient, lot, expiry, quantity, price (with the change against the previous price), temperature. */
export function DettaglioRicevimento({ ricevimento, onClose }: Props) {
  return (
    <ViewDialog open={ricevimento !== null} title={ricevimento ? `Documento n. ${ricevimento.numeroDocumento} — ${ricevimento.fornitoreNome}` : ''} onClose={onClose} maxW="4xl">
      {ricevimento && <Righe id={ricevimento.id} />}
    </ViewDialog>
  );
}

/** The unit price, with its change against the previous price (red beyond the alert threshold). */
function Prezzo({ r }: { r: Riga }) {
  return (
    <Stack gap="1" align="flex-end">
      <Text whiteSpace="nowrap">{`${formatEuro(r.prezzoUnitario)}/${r.unitaMisura}`}</Text>
      {r.variazionePercentuale !== null && r.variazionePercentuale !== 0 && (
        <Badge colorPalette={r.allarmePrezzo ? 'red' : 'gray'}>
          {r.variazionePercentuale > 0 ? '+' : ''}
          {formatPercent(r.variazionePercentuale, 2)}
        </Badge>
      )}
    </Stack>
  );
}

const columns: Column<Riga>[] = [
  { key: 'ingrediente', header: 'Ingrediente', render: (r) => <Text minW="24">{r.ingredienteNome}</Text> },
  {
    key: 'lotto',
    header: 'Lotto',
    // a lot code is read and typed whole: never broken at its hyphen; on a phone the expiry goes under it
    render: (r) => (
      <Stack gap="0">
        <Text whiteSpace="nowrap">{r.lotto}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {r.scadenza ? `Scade ${formatDate(r.scadenza)}` : 'Senza scadenza'}
        </Text>
      </Stack>
    ),
  },
  { key: 'scadenza', header: 'Scadenza', hideBelow: 'md', render: (r) => (r.scadenza ? formatDate(r.scadenza) : '-') },
  {
    key: 'quantita',
    header: 'Quantità',
    align: 'end',
    render: (r) => (
      <Stack gap="1" align="flex-end">
        <Text whiteSpace="nowrap">{`${formatNumber(r.quantita, 3)}\u00a0${r.unitaMisura}`}</Text>
        {/* on a phone the price goes under the quantity: four columns fit 390 px */}
        <Box hideFrom="md">
          <Prezzo r={r} />
        </Box>
      </Stack>
    ),
  },
  { key: 'prezzo', header: 'Prezzo', align: 'end', hideBelow: 'md', render: (r) => <Prezzo r={r} /> },
  { key: 'temperatura', header: 'Temp.', align: 'end', hideBelow: 'md', render: (r) => (r.temperatura === null ? '-' : `${formatNumber(r.temperatura, 1)} °C`) },
];

function Righe({ id }: { id: number }) {
  const { data, loading, error, refetch } = useQuery(RICEVIMENTO_QUERY, { variables: { id } });
  if (loading && !data) return <LoadingState message="Caricamento righe..." />;
  if (error || !data) return <ErrorState message="Errore nel caricamento del ricevimento" onRetry={() => void refetch().catch(() => undefined)} />;
  const r = data.ricevimento;
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        Del {formatDate(r.data)}
        {r.fatturaNomeFile ? ` · fattura ${r.fatturaNomeFile}` : ''} · totale {formatEuro(r.costoTotale)}
      </Text>
      {r.note && <Text>{r.note}</Text>}
      <DataTable caption="Righe del ricevimento" columns={columns} rows={r.righe} rowKey={(x) => x.id} />
    </Stack>
  );
}
