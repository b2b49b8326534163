import { Box, Separator, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ChiaviSection } from './ChiaviSection';
import { ConsegneSection } from './ConsegneSection';
import { WEBHOOKS_QUERY } from './operations';
import { WebhookSection } from './WebhookSection';

/** Integrazioni (admin): API keys, webhooks and their deliveries. */
export default function IntegrazioniPage() {
  const [selezionato, setSelezionato] = useState<number | null>(null);
  // the same cached list the webhook section shows: the deliveries follow the first webhook by default
  const { data } = useQuery(WEBHOOKS_QUERY);
  const webhooks = data?.webhooks ?? [];
  const webhook = webhooks.find((w) => w.id === selezionato) ?? webhooks[0];

  return (
    <Box>
      <PageHeader title="Integrazioni" description="Chiavi API e webhook per collegare cassa, gestionale e data warehouse (piano Enterprise)." />
      <Stack gap="8">
        <ChiaviSection />
        <Separator />
        <WebhookSection selezionato={webhook?.id ?? null} onShowDeliveries={setSelezionato} />
        {webhook && <ConsegneSection key={webhook.id} webhookId={webhook.id} url={webhook.url} />}
      </Stack>
    </Box>
  );
}
