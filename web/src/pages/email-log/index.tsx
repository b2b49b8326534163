import { Badge, Box, Button, Card, Field, Flex, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuEye, LuFilterX, LuMailCheck, LuRefreshCw } from 'react-icons/lu';
import { useIsMobile } from '../../app/use-is-mobile';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import type { StatoEmail, StoricoEmailQuery, TipoEmail } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { EmailDetailsDialog } from './EmailDetailsDialog';
import {
  EMAIL_LOG_MSG,
  EMAIL_PAGE_SIZE,
  STATO_COLORS,
  STATO_LABELS,
  TIPO_LABELS,
  emailPaginationText,
  recipientsSummary,
  truncateSubject,
} from './format';
import { EMAIL_LOG_QUERY } from './operations';

type EmailRow = StoricoEmailQuery['emailLog']['emails'][number];

const TIPI: TipoEmail[] = ['notifica_produzione', 'test'];
const STATI: StatoEmail[] = ['inviata', 'fallita', 'in_coda'];

function StatoBadge({ stato }: { stato: StatoEmail }) {
  return (
    <Badge colorPalette={STATO_COLORS[stato]} variant="solid" data-stato={stato}>
      {STATO_LABELS[stato] ?? stato}
    </Badge>
  );
}

function Destinatari({ destinatari }: { destinatari: readonly string[] }) {
  const { first, more } = recipientsSummary(destinatari);
  return (
    <HStack gap="1" minW="0" title={destinatari.join(', ')}>
      <Text truncate maxW={{ base: '48', md: '56' }}>
        {first}
      </Text>
      {more > 0 && (
        <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
          +{more}
        </Badge>
      )}
    </HStack>
  );
}

function Oggetto({ oggetto }: { oggetto: string }) {
  return <Text title={oggetto}>{truncateSubject(oggetto)}</Text>;
}

export default function EmailLogPage() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [tipo, setTipo] = useState<TipoEmail | ''>('');
  const [stato, setStato] = useState<StatoEmail | ''>('');
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(EMAIL_LOG_QUERY, {
    variables: {
      limit: EMAIL_PAGE_SIZE,
      offset: (page - 1) * EMAIL_PAGE_SIZE,
      tipo: tipo || undefined,
      stato: stato || undefined,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const current = data ?? previousData;
  const emails = current?.emailLog.emails ?? [];
  const total = current?.emailLog.total ?? 0;
  const filtered = Boolean(tipo || stato);

  const resetFilters = () => {
    setTipo('');
    setStato('');
    setPage(1);
  };

  const detailsButton = (e: EmailRow) => (
    <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setDetailsId(e.id)} aria-label={`Dettagli email ${e.id}`}>
      <LuEye /> Dettagli
    </Button>
  );

  const columns: Column<EmailRow>[] = [
    { key: 'id', header: 'ID', width: '60px', render: (e) => <Text color="fg.muted">#{e.id}</Text> },
    { key: 'tipo', header: 'Tipo', render: (e) => <Text whiteSpace="nowrap">{TIPO_LABELS[e.tipo] ?? e.tipo}</Text> },
    { key: 'destinatari', header: 'Destinatari', render: (e) => <Destinatari destinatari={e.destinatari} /> },
    { key: 'oggetto', header: 'Oggetto', render: (e) => <Oggetto oggetto={e.oggetto} /> },
    { key: 'stato', header: 'Stato', render: (e) => <StatoBadge stato={e.stato} /> },
    { key: 'dataCreazione', header: 'Data creazione', render: (e) => <Text whiteSpace="nowrap">{formatDateTime(e.dataCreazione)}</Text> },
    { key: 'dataInvio', header: 'Data invio', render: (e) => <Text whiteSpace="nowrap">{formatDateTime(e.dataInvio)}</Text> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: detailsButton },
  ];

  const filters = (
    <Card.Root borderRadius="xl" size="sm" mb="4">
      <Card.Body>
        <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
          <Field.Root maxW={{ md: '60' }}>
            <Field.Label>Tipo</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={tipo}
                onChange={(e) => {
                  setTipo(e.currentTarget.value as TipoEmail | '');
                  setPage(1);
                }}
              >
                <option value="">Tutti i tipi</option>
                {TIPI.map((t) => (
                  <option key={t} value={t}>
                    {TIPO_LABELS[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW={{ md: '60' }}>
            <Field.Label>Stato</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={stato}
                onChange={(e) => {
                  setStato(e.currentTarget.value as StatoEmail | '');
                  setPage(1);
                }}
              >
                <option value="">Tutti gli stati</option>
                {STATI.map((s) => (
                  <option key={s} value={s}>
                    {STATO_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" variant="ghost" onClick={resetFilters} disabled={!filtered}>
            <LuFilterX /> Reimposta filtri
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );

  let content;
  if (loading && !current) {
    content = <LoadingState message="Caricamento email..." />;
  } else if (error && !current) {
    content = <ErrorState message={EMAIL_LOG_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (emails.length === 0) {
    content = filtered ? (
      <EmptyState
        icon={<LuMailCheck />}
        title="Nessuna email trovata"
        description="Nessuna email corrisponde ai filtri selezionati."
        action={
          <Button variant="outline" onClick={resetFilters}>
            <LuFilterX /> Reimposta filtri
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<LuMailCheck />} title="Nessuna email inviata" description="Le email di notifica e di test compariranno qui." />
    );
  } else {
    content = (
      <>
        {error && <ErrorState message={EMAIL_LOG_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />}
        {isMobile ? (
          <Stack gap="3" data-testid="email-list">
            {emails.map((e) => (
              <Card.Root key={e.id} size="sm" borderRadius="xl" data-testid="email-card">
                <Card.Body gap="2">
                  <HStack justify="space-between" align="flex-start">
                    <HStack gap="2" wrap="wrap">
                      <Text color="fg.muted" fontSize="sm">
                        #{e.id}
                      </Text>
                      <Text fontSize="sm" fontWeight="medium">
                        {TIPO_LABELS[e.tipo] ?? e.tipo}
                      </Text>
                    </HStack>
                    <StatoBadge stato={e.stato} />
                  </HStack>
                  <Oggetto oggetto={e.oggetto} />
                  <Destinatari destinatari={e.destinatari} />
                  <HStack justify="space-between" align="flex-end" wrap="wrap" gap="2">
                    <Box fontSize="xs" color="fg.muted">
                      <Text>Creata: {formatDateTime(e.dataCreazione)}</Text>
                      <Text>Inviata: {formatDateTime(e.dataInvio)}</Text>
                    </Box>
                    {detailsButton(e)}
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        ) : (
          <DataTable caption="Storico email" columns={columns} rows={emails} rowKey={(e) => e.id} />
        )}
        <Pagination
          page={page}
          pageSize={EMAIL_PAGE_SIZE}
          totalItems={total}
          onPageChange={setPage}
          summary={emailPaginationText(page, total)}
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Storico Email"
        description="Le email di notifica e di test, dalla più recente, con il loro stato di invio."
        actions={
          <IconButton variant="outline" aria-label="Aggiorna" onClick={() => void refetch().catch(() => undefined)} loading={loading && Boolean(current)}>
            <LuRefreshCw />
          </IconButton>
        }
      />
      {filters}
      {content}
      <EmailDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />
    </Box>
  );
}
