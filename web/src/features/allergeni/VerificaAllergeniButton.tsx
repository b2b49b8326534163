import { Badge, Box, Button, CloseButton, Dialog, Heading, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { VerificaAllergeniDocument, type VerificaAllergeni } from './operations';

/** The check's two lists (issue 12): manual allergens no ingredient explains, ingredients never declared. */
export function VerificaAllergeniContenuto({ verifica }: { verifica: VerificaAllergeni }) {
  const { gustiNonSpiegati: gusti, ingredientiNonDichiarati: ingredienti } = verifica;
  return (
    <Stack gap="5">
      <Box as="section" aria-label="Gusti con allergeni non spiegati">
        <Heading as="h3" size="sm" mb="1">
          Gusti con allergeni aggiunti a mano che nessun ingrediente contiene ({gusti.length})
        </Heading>
        {gusti.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nessuno: ogni allergene dei gusti è spiegato dai loro ingredienti.
          </Text>
        ) : (
          <List.Root ps="5" gap="1">
            {gusti.map((g) => (
              <List.Item key={g.id} fontSize="sm">
                <strong>{g.nome}</strong>
                {!g.attivo && (
                  <Badge ms="2" size="sm">
                    disattivato
                  </Badge>
                )}
                : {g.allergeni.join(', ')}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <Box as="section" aria-label="Ingredienti con allergeni sconosciuti">
        <Heading as="h3" size="sm" mb="1">
          Ingredienti con allergeni non dichiarati ({ingredienti.length})
        </Heading>
        {ingredienti.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nessuno: ogni ingrediente ha gli allergeni dichiarati.
          </Text>
        ) : (
          <List.Root ps="5" gap="1">
            {ingredienti.map((i) => (
              <List.Item key={i.id} fontSize="sm">
                <strong>{i.nome}</strong>
                {i.gusti.length > 0 ? ` — usato in: ${i.gusti.join(', ')}` : ' — non usato in gusti attivi'}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}

function VerificaAllergeniCorpo() {
  const { data, loading, error, refetch } = useQuery(VerificaAllergeniDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingState message="Verifica degli allergeni..." />;
  if (error || !data) return <ErrorState message="Impossibile verificare gli allergeni" onRetry={() => void refetch()} />;
  return <VerificaAllergeniContenuto verifica={data.verificaAllergeni} />;
}

/** "Verifica allergeni" in Gestione Gusti (admin, manager): opens the check in a dialog. */
export function VerificaAllergeniButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
        <LuShieldCheck /> Verifica allergeni
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Verifica allergeni</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{open && <VerificaAllergeniCorpo />}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Chiudi" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
