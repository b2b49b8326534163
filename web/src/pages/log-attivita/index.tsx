import { Badge, Box, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuRefreshCw, LuScrollText, LuTrash2 } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { useIsMobile } from '../../app/use-is-mobile';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime, formatNumber } from '../../lib/format';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { notifyError, notifySuccess } from '../../components/notify';
import { sortRows, type SortState } from '../../components/table-state';
import type { LogAttivitaQuery } from '../../gql/graphql';
import { LOG_ATTIVITA_QUERY, ELIMINA_LOG_ATTIVITA } from './operations';
import { coloreAzione, etichettaAzione } from './azioni';

export const LOG_PAGE_SIZE = 20;

export const LOG_MSG = {
  caricamento: 'Errore nel caricamento del log attività',
  eliminazione: "Errore durante l'eliminazione del log",
  eliminato: 'Log eliminato con successo',
  conferma: (id: number) => `Sei sicuro di voler eliminare la voce di log #${id}? L'operazione non può essere annullata.`,
} as const;

type Riga = LogAttivitaQuery['logAttivita']['righe'][number];

const ACCESSORS = {
  id: (r: Riga) => r.id,
  utente: (r: Riga) => r.utenteNome ?? r.utenteEmail,
  azione: (r: Riga) => etichettaAzione(r.azione),
  data: (r: Riga) => r.createdAt,
};

export function formatLogDate(value: string): string {
  return formatDateTime(value, true);
}

function AzioneBadge({ azione }: { azione: string }) {
  return (
    <Badge colorPalette={coloreAzione(azione)} variant="subtle" data-azione={azione}>
      {etichettaAzione(azione)}
    </Badge>
  );
}

export function totalPages(total: number, pageSize = LOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function Utente({ r }: { r: Riga }) {
  if (!r.utenteNome && !r.utenteEmail) return <Text color="fg.subtle">Sistema</Text>;
  return (
    <Box minW="0">
      <Text fontWeight="medium">{r.utenteNome ?? '-'}</Text>
      {r.utenteEmail && (
        <Text fontSize="xs" color="fg.muted" overflowWrap="break-word">
          {r.utenteEmail}
        </Text>
      )}
    </Box>
  );
}

export default function LogAttivitaPage() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'id', direction: 'desc' });
  const [toDelete, setToDelete] = useState<Riga | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(LOG_ATTIVITA_QUERY, {
    variables: { limite: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_LOG_ATTIVITA);

  const current = data ?? previousData;
  const totale = current?.logAttivita.totale ?? 0;
  const pages = totalPages(totale);
  const rows = useMemo(() => sortRows(current?.logAttivita.righe ?? [], sort, ACCESSORS), [current, sort]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await elimina({ variables: { id: toDelete.id } });
      notifySuccess(LOG_MSG.eliminato);
      // the last row of the last page: go back one page
      const remaining = totale - 1;
      const lastPage = totalPages(remaining);
      if (page > lastPage) setPage(lastPage);
      else await refetch();
    } catch (e) {
      notifyError(LOG_MSG.eliminazione, serverErrorMessage(e));
    } finally {
      setToDelete(null);
    }
  };

  const deleteButton = (r: Riga) => (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Elimina log ${r.id}`} onClick={() => setToDelete(r)}>
      <LuTrash2 />
    </IconButton>
  );

  const columns: Column<Riga>[] = [
    { key: 'id', header: 'ID', sortable: true, width: '70px', render: (r) => <Text color="fg.muted">#{r.id}</Text> },
    { key: 'utente', header: 'Utente', sortable: true, render: (r) => <Utente r={r} /> },
    {
      key: 'azione',
      header: 'Azione',
      sortable: true,
      render: (r) => (
        <AzioneBadge azione={r.azione} />
      ),
    },
    { key: 'data', header: 'Data/Ora', sortable: true, render: (r) => <Text whiteSpace="nowrap">{formatLogDate(r.createdAt)}</Text> },
    {
      key: 'dettagli',
      header: 'Dettagli',
      render: (r) => (
        <Text color={r.dettagli ? 'fg' : 'fg.subtle'} fontSize="sm" lineClamp={3} maxW="md" title={r.dettagli ?? undefined}>
          {r.dettagli || '-'}
        </Text>
      ),
    },
    { key: 'ip', header: 'IP', render: (r) => <Text fontFamily="mono" fontSize="xs">{r.ipAddress || '-'}</Text> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: deleteButton },
  ];

  let content;
  if (loading && !current) {
    content = <LoadingState message="Caricamento log attività..." />;
  } else if (error && !current) {
    content = <ErrorState message={LOG_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (totale === 0 && rows.length === 0) {
    content = <EmptyState icon={<LuScrollText />} title="Nessuna attività registrata" description="Le operazioni degli utenti compariranno qui." />;
  } else {
    content = (
      <>
        {error && <ErrorState message={LOG_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />}
        {isMobile ? (
          <Stack gap="3" data-testid="log-list">
            {rows.map((r) => (
              <Card.Root key={r.id} size="sm" borderRadius="xl" data-testid="log-card">
                <Card.Body gap="2">
                  <HStack justify="space-between" align="flex-start">
                    <HStack gap="2" wrap="wrap">
                      <Text color="fg.muted" fontSize="sm">
                        #{r.id}
                      </Text>
                      <AzioneBadge azione={r.azione} />
                    </HStack>
                    {deleteButton(r)}
                  </HStack>
                  <Utente r={r} />
                  {r.dettagli && <Text fontSize="sm">{r.dettagli}</Text>}
                  <HStack justify="space-between" fontSize="xs" color="fg.muted" wrap="wrap">
                    <Text>{formatLogDate(r.createdAt)}</Text>
                    <Text fontFamily="mono">{r.ipAddress || '-'}</Text>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        ) : (
          <DataTable caption="Log attività" columns={columns} rows={rows} rowKey={(r) => r.id} sort={sort} onSortChange={setSort} />
        )}
        <Pagination
          page={Math.min(page, pages)}
          pageSize={LOG_PAGE_SIZE}
          totalItems={totale}
          onPageChange={setPage}
          summary={`Pagina ${formatNumber(Math.min(page, pages))} di ${formatNumber(pages)}`}
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Log Attività"
        description="Le operazioni eseguite dagli utenti, dalla più recente."
        actions={
          <IconButton variant="outline" aria-label="Aggiorna" onClick={() => void refetch().catch(() => undefined)} loading={loading && Boolean(current)}>
            <LuRefreshCw />
          </IconButton>
        }
      />
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title="Elimina voce di log"
        message={toDelete ? LOG_MSG.conferma(toDelete.id) : ''}
        confirmLabel="Elimina"
        destructive
        loading={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
