import { Badge, Box, CloseButton, Code, Dialog, Grid, HStack, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formatDateTime } from '../../lib/format';
import { EMAIL_LOG_MSG, STATO_COLORS, STATO_LABELS, TIPO_LABELS, formatJson } from './format';
import { EMAIL_LOG_DETTAGLIO_QUERY } from './operations';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '170px 1fr' }} gap={{ base: '0.5', md: '4' }} py="1.5" borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box minW="0" fontSize="sm" overflowWrap="anywhere">
        {children}
      </Box>
    </Grid>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Text fontWeight="semibold" mb="2">
      {children}
    </Text>
  );
}

function Details({ id }: { id: number }) {
  const { data, loading, error, refetch } = useQuery(EMAIL_LOG_DETTAGLIO_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingState message="Caricamento dettagli..." />;
  if (error || !data) return <ErrorState message={EMAIL_LOG_MSG.dettaglio} onRetry={() => void refetch().catch(() => undefined)} />;
  const e = data.emailLogDettaglio;
  const json = formatJson(e.datiAggiuntivi);
  return (
    <Stack gap="5" data-testid="email-details">
      <Box>
        <Item label="Tipo">{TIPO_LABELS[e.tipo] ?? e.tipo}</Item>
        <Item label="Stato">
          <Badge colorPalette={STATO_COLORS[e.stato]} variant="solid" data-stato={e.stato}>
            {STATO_LABELS[e.stato] ?? e.stato}
          </Badge>
        </Item>
        <Item label="Oggetto">{e.oggetto}</Item>
        <Item label="Destinatari">
          <Wrap gap="1">
            {e.destinatari.map((d) => (
              <Badge key={d} variant="outline" textTransform="none">
                {d}
              </Badge>
            ))}
          </Wrap>
        </Item>
        <Item label="Data creazione">{formatDateTime(e.dataCreazione)}</Item>
        <Item label="Data invio">{formatDateTime(e.dataInvio)}</Item>
        {e.stato === 'in_coda' && e.prossimoTentativo && <Item label="Prossimo tentativo">{formatDateTime(e.prossimoTentativo)}</Item>}
        <Item label="Tentativi">{e.tentativi}</Item>
        {e.provider && <Item label="Provider">{e.provider}</Item>}
        <Item label="Messaggio di errore">
          <Text color={e.messaggioErrore ? 'red.600' : 'fg.subtle'}>{e.messaggioErrore || '-'}</Text>
        </Item>
        <Item label="Riferimento">
          {e.riferimentoTipo || e.riferimentoId != null ? (
            <HStack gap="2">
              <Text>Tipo: {e.riferimentoTipo || '-'}</Text>
              <Text>ID: {e.riferimentoId ?? '-'}</Text>
            </HStack>
          ) : (
            '-'
          )}
        </Item>
      </Box>

      <Box>
        <SectionTitle>Contenuto HTML</SectionTitle>
        {/* sandbox="" without allow-scripts: the message's HTML is shown but no script runs, same-origin is denied */}
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
          <iframe
            title="Contenuto HTML dell'email"
            sandbox=""
            srcDoc={e.contenuto}
            referrerPolicy="no-referrer"
            style={{ width: '100%', height: '420px', border: 0, display: 'block', background: 'white' }}
          />
        </Box>
      </Box>

      {e.testo && (
        <Box>
          <SectionTitle>Versione testo</SectionTitle>
          <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" borderRadius="md" fontSize="xs" maxH="60" overflow="auto">
            {e.testo}
          </Code>
        </Box>
      )}

      <Box>
        <SectionTitle>Dati aggiuntivi</SectionTitle>
        {json ? (
          <Code as="pre" display="block" whiteSpace="pre" p="3" borderRadius="md" fontSize="xs" maxH="72" overflow="auto" data-testid="email-dati-aggiuntivi">
            {json}
          </Code>
        ) : (
          <Text color="fg.subtle">-</Text>
        )}
      </Box>
    </Stack>
  );
}

export function EmailDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius={{ base: '0', md: '2xl' }}>
            <Dialog.Header>
              <Dialog.Title>Dettagli Email {id !== null ? `#${id}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{id !== null && <Details id={id} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
