import { Badge, Box, Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { LuCloudUpload, LuRefreshCw, LuTriangleAlert, LuWifiOff } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate, formatKg } from '../../lib/format';
import type { ElementoCoda } from './archivio';
import { useAggiornamentoApp } from './aggiornamento-app';
import { codaDispositivo, useOnline, useSincronizzazioneCoda, useStatoCoda } from './coda-dispositivo';
import { creaInvioProduzione } from './invio';
import { MSG_OFFLINE, elementiInAttesa } from './messages';

/** 44 px touch targets on phones and tablets, the compact size from the desktop up. */
const TOCCO = { base: '11', lg: '9' };

/**
 * Top of every page: offline state, how many productions wait to be sent, the refused ones (with the
 * server's reason and a way to discard them), and a new version of the app when one is ready.
 */
export function BannerOffline({ utenteId }: { utenteId: number }) {
  useSincronizzazioneCoda(utenteId);
  const coda = codaDispositivo;
  const client = useApolloClient();
  const { elementi, inInvio } = useStatoCoda();
  const online = useOnline();
  const aggiorna = useAggiornamentoApp();
  const [daScartare, setDaScartare] = useState<ElementoCoda | null>(null);

  const inAttesa = elementi.filter((i) => i.stato === 'in-attesa').length;
  const testoAttesa = elementiInAttesa(elementi.filter((i) => i.stato === 'in-attesa'));
  const nonInviate = elementi.filter((i) => i.stato === 'non-inviata');
  const mostraStato = !online || inAttesa > 0;
  if (!mostraStato && nonInviate.length === 0 && !aggiorna) return null;

  return (
    <Box as="section" aria-label="Stato della connessione" data-testid="banner-offline">
      {mostraStato && (
        <Flex
          role="status"
          align="center"
          gap="3"
          wrap="wrap"
          px={{ base: '4', md: '8' }}
          py="2"
          bg={online ? 'blue.50' : 'orange.100'}
          borderBottomWidth="1px"
          borderColor={online ? 'blue.200' : 'orange.300'}
        >
          {!online && (
            <Badge colorPalette="orange" variant="solid" size="lg" data-testid="stato-offline">
              <LuWifiOff aria-hidden />
              {MSG_OFFLINE.offline}
            </Badge>
          )}
          <Text fontWeight="semibold" flex="1" minW="12rem" data-testid="coda-in-attesa">
            {inAttesa > 0 ? testoAttesa : MSG_OFFLINE.offlineSenzaCoda}
          </Text>
          {online && inAttesa > 0 && (
            <Button size="sm" minH={TOCCO} variant="outline" colorPalette="blue" onClick={() => void coda.invia(creaInvioProduzione(client)).catch(() => undefined)} loading={inInvio} loadingText={MSG_OFFLINE.invioInCorso}>
              <LuCloudUpload aria-hidden />
              {MSG_OFFLINE.inviaOra}
            </Button>
          )}
        </Flex>
      )}
      {nonInviate.length > 0 && (
        <Stack gap="0" role="alert">
          {nonInviate.map((item) => (
            <Flex
              key={item.id}
              align="center"
              gap="3"
              wrap="wrap"
              px={{ base: '4', md: '8' }}
              py="2"
              bg="red.50"
              borderBottomWidth="1px"
              borderColor="red.200"
              data-testid="coda-non-inviata"
            >
              <Icon as={LuTriangleAlert} color="red.600" aria-hidden />
              <Box flex="1" minW="12rem">
                <Text fontWeight="semibold">
                  {MSG_OFFLINE.nonInviata}: {'descrizione' in item ? item.descrizione : `${formatDate(item.input.data)} · ${item.puntoVenditaNome} · ${formatKg(item.kgTotale)}`}
                </Text>
                <Text fontSize="sm" color="red.800">
                  {item.errore}
                </Text>
              </Box>
              <Button size="sm" minH={TOCCO} variant="outline" colorPalette="red" onClick={() => setDaScartare(item)}>
                {MSG_OFFLINE.scarta}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      {aggiorna && (
        <Flex align="center" gap="3" wrap="wrap" px={{ base: '4', md: '8' }} py="2" bg="pistacchio.50" borderBottomWidth="1px" borderColor="pistacchio.200">
          <Text fontWeight="semibold" flex="1" minW="12rem">
            {MSG_OFFLINE.nuovaVersione}
          </Text>
          <Button size="sm" minH={TOCCO} colorPalette="pistacchio" onClick={() => void aggiorna()}>
            <LuRefreshCw aria-hidden />
            {MSG_OFFLINE.aggiorna}
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        open={daScartare !== null}
        title={MSG_OFFLINE.scartaTitolo}
        message={MSG_OFFLINE.scartaConferma}
        confirmLabel={MSG_OFFLINE.scarta}
        destructive
        onCancel={() => setDaScartare(null)}
        onConfirm={() => {
          if (daScartare) void coda.scarta(daScartare.id).catch(() => undefined);
          setDaScartare(null);
        }}
      />
    </Box>
  );
}
