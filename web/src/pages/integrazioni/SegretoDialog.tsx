import { Alert, Box, Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../components/notify';
import { INTEGRAZIONI_MSG } from './format';

interface SegretoDialogProps {
  /** null = closed */
  segreto: string | null;
  title: string;
  /** what the secret is, e.g. "Chiave API" */
  label: string;
  onClose: () => void;
}

async function copia(testo: string) {
  try {
    await navigator.clipboard.writeText(testo);
    notifySuccess(INTEGRAZIONI_MSG.copiato);
  } catch {
    notifyError(INTEGRAZIONI_MSG.copiaFallita);
  }
}

/** A secret shown once (API key, webhook signing secret): copy button and the warning. */
export function SegretoDialog({ segreto, title, label, onClose }: SegretoDialogProps) {
  return (
    <Dialog.Root
      open={segreto !== null}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      placement="center"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }}>
          <Dialog.Content borderRadius="2xl" mx="0" data-testid="segreto-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning" borderRadius="md">
                  <Alert.Indicator />
                  <Alert.Title>{INTEGRAZIONI_MSG.mostratoUnaVolta}</Alert.Title>
                </Alert.Root>
                <Box>
                  <Text fontSize="sm" fontWeight="medium" mb="1">
                    {label}
                  </Text>
                  <Code
                    data-testid="segreto"
                    display="block"
                    p="3"
                    borderRadius="md"
                    wordBreak="break-all"
                    whiteSpace="pre-wrap"
                    fontSize="sm"
                    userSelect="all"
                  >
                    {segreto}
                  </Code>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" w="full" justify="flex-end" wrap="wrap">
                <Button variant="outline" size="lg" onClick={() => segreto && void copia(segreto)}>
                  <LuCopy /> Copia
                </Button>
                <Button colorPalette="brand" size="lg" onClick={onClose}>
                  Ho copiato, chiudi
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
