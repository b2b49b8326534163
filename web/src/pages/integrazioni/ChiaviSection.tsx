import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuKeyRound, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { ChiaviApiQuery } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { esegui } from './azione';
import { ChiaveFormDialog, type NuovaChiave } from './ChiaveFormDialog';
import { INTEGRAZIONI_MSG, STATO_CHIAVE, statoChiave } from './format';
import { CHIAVI_API_QUERY, CREA_CHIAVE_API, REVOCA_CHIAVE_API } from './operations';
import { SegretoDialog } from './SegretoDialog';
import { SectionHeader } from './SectionHeader';

type Chiave = ChiaviApiQuery['chiaviApi'][number];

function ChiaveCard({ chiave, onRevoke }: { chiave: Chiave; onRevoke: () => void }) {
  const stato = statoChiave(chiave);
  return (
    <Card.Root size="sm" borderRadius="xl" data-testid="chiave-card" opacity={stato === 'attiva' ? 1 : 0.7}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {chiave.nome}
            </Text>
            <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate>
              gel_live_{chiave.prefisso}_…
            </Text>
          </Box>
          <Badge colorPalette={STATO_CHIAVE[stato].color} variant="solid" flexShrink={0}>
            {STATO_CHIAVE[stato].label}
          </Badge>
        </HStack>
        <Wrap gap="1">
          {chiave.scopes.map((s) => (
            <Badge key={s} variant="subtle" colorPalette="brand" fontFamily="mono">
              {s}
            </Badge>
          ))}
        </Wrap>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <Text>
            Ultimo uso: {chiave.ultimoUsoIl ? `${formatDateTime(chiave.ultimoUsoIl)} da ${chiave.ultimoUsoIp ?? '-'}` : 'mai usata'}
          </Text>
          <Text>Creata il {formatDate(chiave.creataIl)}</Text>
          {chiave.scadenza && <Text>Scadenza: {formatDateTime(chiave.scadenza)}</Text>}
          {chiave.revocataIl && <Text>Revocata il {formatDateTime(chiave.revocataIl)}</Text>}
          {chiave.ipConsentiti.length > 0 && <Text>IP consentiti: {chiave.ipConsentiti.join(', ')}</Text>}
        </Stack>
        {stato !== 'revocata' && (
          <HStack justify="flex-end">
            <Button size="md" variant="outline" colorPalette="red" onClick={onRevoke} aria-label={`Revoca ${chiave.nome}`}>
              <LuTrash2 /> Revoca
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** API keys: list with last use, create (the key shown once), revoke with confirmation. */
export function ChiaviSection() {
  const { data, loading, error, refetch } = useQuery(CHIAVI_API_QUERY, { notifyOnNetworkStatusChange: true });
  const [crea, { loading: creating }] = useMutation(CREA_CHIAVE_API, { refetchQueries: [{ query: CHIAVI_API_QUERY }], awaitRefetchQueries: true });
  const [revoca, { loading: revoking }] = useMutation(REVOCA_CHIAVE_API);
  const [formOpen, setFormOpen] = useState(false);
  const [segreto, setSegreto] = useState<string | null>(null);
  const [daRevocare, setDaRevocare] = useState<Chiave | null>(null);

  const create = async (values: NuovaChiave) => {
    const res = await esegui(() => crea({ variables: values }), INTEGRAZIONI_MSG.chiaveCreata, INTEGRAZIONI_MSG.creazioneChiave);
    if (!res) return;
    setFormOpen(false);
    setSegreto(res.data?.creaChiaveApi.chiave ?? null);
  };

  const confirmRevoke = async () => {
    if (!daRevocare) return;
    await esegui(() => revoca({ variables: { id: daRevocare.id } }), INTEGRAZIONI_MSG.chiaveRevocata, INTEGRAZIONI_MSG.revoca);
    setDaRevocare(null);
  };

  const chiavi = data?.chiaviApi ?? [];
  const nuova = (
    <Button colorPalette="brand" size="md" onClick={() => setFormOpen(true)}>
      <LuPlus /> Nuova chiave
    </Button>
  );

  let content;
  if (loading && !data) content = <LoadingState message="Caricamento chiavi API..." />;
  else if (error && !data) content = <ErrorState message={INTEGRAZIONI_MSG.caricamentoChiavi} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (chiavi.length === 0)
    content = (
      <EmptyState
        icon={<LuKeyRound />}
        title="Nessuna chiave API"
        description="Crea una chiave per collegare cassa, gestionale o data warehouse alle API di Gelatiere."
        action={nuova}
      />
    );
  else
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="chiavi-list">
        {chiavi.map((c) => (
          <ChiaveCard key={c.id} chiave={c} onRevoke={() => setDaRevocare(c)} />
        ))}
      </SimpleGrid>
    );

  return (
    <Box as="section" aria-labelledby="chiavi-api-title">
      <SectionHeader id="chiavi-api-title" title="Chiavi API" description="Accesso alle API con Authorization: Bearer gel_live_…, limitato ai permessi scelti." action={chiavi.length > 0 && nuova} />
      {content}
      <ChiaveFormDialog open={formOpen} submitting={creating} onClose={() => setFormOpen(false)} onSubmit={(v) => void create(v)} />
      <SegretoDialog segreto={segreto} title="Chiave API creata" label="Chiave API" onClose={() => setSegreto(null)} />
      <ConfirmDialog
        open={daRevocare !== null}
        title="Revocare la chiave?"
        message={`La chiave «${daRevocare?.nome ?? ''}» smetterà subito di funzionare. L'operazione non si può annullare.`}
        confirmLabel="Revoca"
        destructive
        loading={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setDaRevocare(null)}
      />
    </Box>
  );
}
