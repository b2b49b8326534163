import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LuScale } from 'react-icons/lu';
import type { RegistrazioneProduzione } from './use-registrazione-produzione';

const FoglioPesataDialog = lazy(() => import('../../pages/gusti/FoglioPesata'));

/**
 * "Foglio di pesata" on the production screen: whoever records (operators too, who can't open Gestione
 * Gusti) picks a flavour, weighs from its sheet, and "Registra produzione" fills that flavour's kg and
 * recipe version into this form.
 */
export function FoglioPesataButton({ r }: { r: RegistrazioneProduzione }) {
  const [scelta, setScelta] = useState(false);
  const [gustoId, setGustoId] = useState<number | null>(null);
  const [aperto, setAperto] = useState<{ id: number; nome: string } | null>(null);
  const gusti = useMemo(() => r.gruppi.flatMap((g) => g.gusti).sort((a, b) => a.nome.localeCompare(b.nome, 'it')), [r.gruppi]);
  const scelto = gusti.find((g) => g.id === gustoId) ?? null;

  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => setScelta(true)} disabled={gusti.length === 0}>
        <LuScale /> Foglio di pesata
      </Button>
      <Dialog.Root open={scelta} onOpenChange={(d) => setScelta(d.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Foglio di pesata</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>Gusto</Field.Label>
                    <NativeSelect.Root size="lg">
                      <NativeSelect.Field value={gustoId ?? ''} onChange={(e) => setGustoId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
                        <option value="">Scegli un gusto</option>
                        {gusti.map((g) => (
                          <option key={g.id} value={g.id}>
                            {g.nome}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setScelta(false)}>
                  Annulla
                </Button>
                <Button
                  colorPalette="brand"
                  disabled={!scelto}
                  onClick={() => {
                    setScelta(false);
                    setAperto(scelto);
                  }}
                >
                  Apri foglio
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="lg" aria-label="Chiudi" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {aperto && (
        <Suspense fallback={null}>
          <FoglioPesataDialog gusto={aperto} onClose={() => setAperto(null)} onRegistra={r.applicaFoglio} />
        </Suspense>
      )}
    </>
  );
}
