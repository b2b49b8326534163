import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuListChecks, LuPlus, LuTrash2, LuWebhook } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { WebhooksQuery } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { esegui } from './azione';
import { INTEGRAZIONI_MSG, eventoLabel } from './format';
import { CREA_WEBHOOK, ELIMINA_WEBHOOK, WEBHOOKS_QUERY } from './operations';
import { SectionHeader } from './SectionHeader';
import { SegretoDialog } from './SegretoDialog';
import { WebhookFormDialog } from './WebhookFormDialog';

export type Webhook = WebhooksQuery['webhooks'][number];

interface Props {
  /** the webhook whose deliveries are shown */
  selezionato: number | null;
  onShowDeliveries: (id: number) => void;
}

/** Webhooks: list, register (secret shown once), delete; a button opens each one's deliveries. */
export function WebhookSection({ selezionato, onShowDeliveries }: Props) {
  const { data, loading, error, refetch } = useQuery(WEBHOOKS_QUERY, { notifyOnNetworkStatusChange: true });
  const [crea, { loading: creating }] = useMutation(CREA_WEBHOOK, { refetchQueries: [{ query: WEBHOOKS_QUERY }], awaitRefetchQueries: true });
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_WEBHOOK, { refetchQueries: [{ query: WEBHOOKS_QUERY }], awaitRefetchQueries: true });
  const [formOpen, setFormOpen] = useState(false);
  const [segreto, setSegreto] = useState<string | null>(null);
  const [daEliminare, setDaEliminare] = useState<Webhook | null>(null);

  const create = async (values: { url: string; eventi: string[] }) => {
    const res = await esegui(() => crea({ variables: values }), INTEGRAZIONI_MSG.webhookCreato, INTEGRAZIONI_MSG.creazioneWebhook);
    if (!res) return;
    setFormOpen(false);
    setSegreto(res.data?.creaWebhook.segreto ?? null);
  };

  const confirmDelete = async () => {
    if (!daEliminare) return;
    await esegui(() => elimina({ variables: { id: daEliminare.id } }), INTEGRAZIONI_MSG.webhookEliminato, INTEGRAZIONI_MSG.eliminazioneWebhook);
    setDaEliminare(null);
  };

  const webhooks = data?.webhooks ?? [];
  const nuovo = (
    <Button colorPalette="brand" size="md" onClick={() => setFormOpen(true)}>
      <LuPlus /> Nuovo webhook
    </Button>
  );

  let content;
  if (loading && !data) content = <LoadingState message="Caricamento webhook..." />;
  else if (error && !data) content = <ErrorState message={INTEGRAZIONI_MSG.caricamentoWebhook} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (webhooks.length === 0)
    content = (
      <EmptyState icon={<LuWebhook />} title="Nessun webhook" description="Registra un URL per ricevere gli eventi (es. una produzione registrata) appena accadono." action={nuovo} />
    );
  else
    content = (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="webhook-list">
        {webhooks.map((w) => (
          <Card.Root key={w.id} size="sm" borderRadius="xl" data-testid="webhook-card" borderColor={selezionato === w.id ? 'brand.solid' : undefined}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                  {w.url}
                </Text>
                <Badge colorPalette={w.attivo ? (w.failingSince ? 'orange' : 'green') : 'gray'} variant="solid" flexShrink={0}>
                  {w.attivo ? (w.failingSince ? 'In errore' : 'Attivo') : 'Disattivato'}
                </Badge>
              </HStack>
              <Wrap gap="1">
                {w.eventi.map((e) => (
                  <Badge key={e} variant="subtle" colorPalette="brand" title={e}>
                    {eventoLabel(e)}
                  </Badge>
                ))}
              </Wrap>
              <Stack gap="0" fontSize="sm" color="fg.muted">
                <Text>Registrato il {formatDate(w.creatoIl)}</Text>
                {w.failingSince && <Text>Consegne non riuscite dal {formatDateTime(w.failingSince)}</Text>}
              </Stack>
              <HStack justify="flex-end" gap="2" wrap="wrap">
                <Button size="md" variant="outline" onClick={() => onShowDeliveries(w.id)} aria-label={`Consegne di ${w.url}`}>
                  <LuListChecks /> Consegne
                </Button>
                <Button size="md" variant="outline" colorPalette="red" onClick={() => setDaEliminare(w)} aria-label={`Elimina ${w.url}`}>
                  <LuTrash2 /> Elimina
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );

  return (
    <Box as="section" aria-labelledby="webhook-title">
      <SectionHeader id="webhook-title" title="Webhook" description="Notifiche firmate (Gelatiere-Signature) inviate al tuo sistema a ogni evento scelto." action={webhooks.length > 0 && nuovo} />
      {content}
      <WebhookFormDialog open={formOpen} submitting={creating} onClose={() => setFormOpen(false)} onSubmit={(v) => void create(v)} />
      <SegretoDialog segreto={segreto} title="Webhook registrato" label="Segreto di firma" onClose={() => setSegreto(null)} />
      <ConfirmDialog
        open={daEliminare !== null}
        title="Eliminare il webhook?"
        message={`Non saranno più inviati eventi a ${daEliminare?.url ?? ''}.`}
        confirmLabel="Elimina"
        destructive
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDaEliminare(null)}
      />
    </Box>
  );
}
