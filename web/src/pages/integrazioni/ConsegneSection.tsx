import { Badge, Box, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuRefreshCw, LuSend, LuListChecks } from 'react-icons/lu';
import { useIsMobile } from '../../app/use-is-mobile';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { ConsegneWebhookQuery } from '../../gql/graphql';
import { formatCount, formatDateTime } from '../../lib/format';
import { esegui } from './azione';
import { INTEGRAZIONI_MSG, STATO_CONSEGNA, eventoLabel, formatDurata } from './format';
import { CONSEGNE_WEBHOOK_QUERY, REINVIA_CONSEGNA_WEBHOOK } from './operations';
import { SectionHeader } from './SectionHeader';

type Consegna = ConsegneWebhookQuery['consegneWebhook'][number];

function StatoConsegna({ stato }: { stato: string }) {
  const s = STATO_CONSEGNA[stato] ?? { label: stato, color: 'gray' };
  return (
    <Badge colorPalette={s.color} variant="solid" data-stato={stato}>
      {s.label}
    </Badge>
  );
}

/** The delivery log of one webhook: status, HTTP code, response time, attempts, redelivery. */
export function ConsegneSection({ webhookId, url }: { webhookId: number; url: string }) {
  const isMobile = useIsMobile();
  const { data, loading, error, refetch } = useQuery(CONSEGNE_WEBHOOK_QUERY, {
    variables: { webhookId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [reinvia, { loading: resending }] = useMutation(REINVIA_CONSEGNA_WEBHOOK);
  const consegne = data?.consegneWebhook ?? [];
  const retry = () => void refetch().catch(() => undefined);

  const resend = async (c: Consegna) => {
    if (await esegui(() => reinvia({ variables: { id: c.id } }), INTEGRAZIONI_MSG.consegnaInCoda, INTEGRAZIONI_MSG.reinvio)) retry();
  };

  const resendButton = (c: Consegna) => (
    <Button size="sm" minH="10" variant="outline" onClick={() => void resend(c)} disabled={resending} aria-label={`Reinvia consegna ${c.id}`}>
      <LuSend /> Reinvia
    </Button>
  );
  const codice = (c: Consegna) => (c.statusCode === null || c.statusCode === undefined ? '-' : String(c.statusCode));

  const columns: Column<Consegna>[] = [
    { key: 'createdAt', header: 'Data', render: (c) => <Text whiteSpace="nowrap">{formatDateTime(c.createdAt, true)}</Text> },
    { key: 'tipo', header: 'Evento', render: (c) => <Text title={c.tipo}>{eventoLabel(c.tipo)}</Text> },
    { key: 'stato', header: 'Stato', render: (c) => <StatoConsegna stato={c.stato} /> },
    { key: 'statusCode', header: 'Codice HTTP', align: 'end', render: codice },
    { key: 'durataMs', header: 'Tempo di risposta', align: 'end', render: (c) => formatDurata(c.durataMs) },
    { key: 'tentativi', header: 'Tentativi', align: 'end', render: (c) => c.tentativi },
    { key: 'errore', header: 'Errore', hideBelow: 'xl', render: (c) => <Text truncate maxW="48" title={c.errore ?? ''}>{c.errore ?? '-'}</Text> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: resendButton },
  ];

  let content;
  if (loading && !data) content = <LoadingState message="Caricamento consegne..." />;
  else if (error && !data) content = <ErrorState message={INTEGRAZIONI_MSG.caricamentoConsegne} onRetry={retry} />;
  else if (consegne.length === 0)
    content = <EmptyState icon={<LuListChecks />} title="Nessuna consegna" description="Le consegne compariranno qui al primo evento di questo webhook." />;
  else if (isMobile)
    content = (
      <Stack gap="3" data-testid="consegne-list">
        {consegne.map((c) => (
          <Card.Root key={c.id} size="sm" borderRadius="xl" data-testid="consegna-card">
            <Card.Body gap="2">
              <HStack justify="space-between">
                <Text fontWeight="medium">{eventoLabel(c.tipo)}</Text>
                <StatoConsegna stato={c.stato} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(c.createdAt, true)} · HTTP {codice(c)} · {formatDurata(c.durataMs)} · {formatCount(c.tentativi, 'tentativo', 'tentativi')}
              </Text>
              {c.errore && (
                <Text fontSize="sm" color="fg.error" wordBreak="break-word">
                  {c.errore}
                </Text>
              )}
              <HStack justify="flex-end">{resendButton(c)}</HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  else content = <DataTable caption="Consegne del webhook" columns={columns} rows={consegne} rowKey={(c) => c.id} />;

  return (
    <Box as="section" aria-labelledby="consegne-title">
      <SectionHeader
        id="consegne-title"
        title="Consegne"
        description={`Le ultime consegne a ${url}, dalla più recente.`}
        action={
          <IconButton variant="outline" aria-label="Aggiorna consegne" onClick={retry} loading={loading && Boolean(data)} alignSelf={{ base: 'flex-end', md: 'auto' }}>
            <LuRefreshCw />
          </IconButton>
        }
      />
      {content}
    </Box>
  );
}
