import { Badge, Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuClipboardCheck, LuRefreshCw } from 'react-icons/lu';
import { Avviso } from '../../components/Avviso';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FormDialog } from '../../components/FormDialog';
import { LoadingState } from '../../components/LoadingState';
import { notifySuccess } from '../../components/notify';
import { formatCount, formatDate, formatNumber } from '../../lib/format';
import { messaggioErrore, quantita } from './formato';
import { esitoConteggio, inputInventario, righeConteggio, SENZA_UBICAZIONE, type Differenza, type RigaConteggio } from './inventario-state';
import { GiacenzeDocument, RegistraInventarioDocument } from './operations';

export const INVENTARIO_MSG = {
  errore: 'Errore nel caricamento delle giacenze',
  istruzioni: "Scrivi la quantità contata di ogni lotto (virgola per i decimali). Le righe lasciate vuote non fanno parte dell'inventario. Ogni differenza diventa una rettifica con motivo «inventario», tutte insieme alla conferma.",
  nonValide: 'Alcune quantità non sono valide (numero ≥ 0, al massimo 4 decimali): correggile prima di confermare.',
  nessunaRiga: 'Nessuna riga contata.',
  salvato: 'Inventario registrato',
  nonSalvato: 'Inventario non registrato: nessuna rettifica è stata salvata.',
} as const;

const segno = (n: number) => (n > 0 ? `+${formatNumber(n, 4)}` : formatNumber(n, 4));

function RigaInput({ riga, testo, nonValida, onChange }: { riga: RigaConteggio; testo: string; nonValida: boolean; onChange: (t: string) => void }) {
  const etichetta = `${riga.nome}${riga.lotto ? ` lotto ${riga.lotto}` : ' senza lotto'}`;
  return (
    <Flex
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      py="3"
      px="4"
      borderBottomWidth="1px"
      borderColor="crema.200"
      bg={nonValida ? 'red.50' : testo.trim() ? 'pistacchio.50' : undefined}
      data-testid={`conta-${riga.chiave}`}
    >
      <Box minW="0" flex="1 1 14rem">
        <Text fontWeight="semibold" fontSize="lg">
          {riga.nome}
        </Text>
        <Text color="fg.muted">
          {riga.lotto ? `Lotto ${riga.lotto}` : 'Senza lotto'}
          {riga.scadenza ? ` · scad. ${formatDate(riga.scadenza)}` : ''} · in giacenza {quantita(riga.giacenza, riga.unitaMisura)}
        </Text>
      </Box>
      <Flex align="center" gap="2" flex="0 0 auto">
        <Input
          inputMode="decimal"
          size="xl"
          w="9rem"
          textAlign="end"
          value={testo}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-label={`Contato ${etichetta} (${riga.unitaMisura})`}
          aria-invalid={nonValida || undefined}
          placeholder="—"
        />
        <Text w="2.5rem">{riga.unitaMisura}</Text>
      </Flex>
    </Flex>
  );
}

function Riepilogo({ differenze, contate, errore }: { differenze: Differenza[]; contate: number; errore: string | null }) {
  return (
    <Stack gap="4">
      {errore && (
        <Avviso status="error" testId="errore-inventario">
          {errore}
        </Avviso>
      )}
      <Text>
        {formatCount(contate, 'riga contata', 'righe contate')}: {formatCount(differenze.length, 'differenza', 'differenze')} da registrare come rettifica «inventario»,{' '}
        {formatCount(contate - differenze.length, 'riga uguale', 'righe uguali')} alla giacenza.
      </Text>
      {differenze.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" aria-label="Differenze dell'inventario">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Ingrediente</Table.ColumnHeader>
                <Table.ColumnHeader>Lotto</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Giacenza</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Contato</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Differenza</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {differenze.map((d) => (
                <Table.Row key={d.riga.chiave}>
                  <Table.Cell>{d.riga.nome}</Table.Cell>
                  <Table.Cell>{d.riga.lotto ?? 'Senza lotto'}</Table.Cell>
                  <Table.Cell textAlign="end">{quantita(d.riga.giacenza, d.riga.unitaMisura)}</Table.Cell>
                  <Table.Cell textAlign="end">{quantita(d.contato, d.riga.unitaMisura)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" color={d.differenza < 0 ? 'red.700' : 'green.700'}>
                    {segno(d.differenza)} {d.riga.unitaMisura}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Inventory count for a tablet: the lots grouped by storage place, a big field for the quantity
 * counted, then a summary of the differences; the whole count is saved in one request (all or nothing).
 */
export function InventarioTab({ onSalvato }: { onSalvato: () => void }) {
  const { data, loading, error, refetch } = useQuery(GiacenzeDocument, { variables: { staff: true }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [testi, setTesti] = useState<Record<string, string>>({});
  const [riepilogo, setRiepilogo] = useState(false);
  const [erroreSalva, setErroreSalva] = useState<string | null>(null);
  const [registra, { loading: salvando }] = useMutation(RegistraInventarioDocument, { refetchQueries: ['Giacenze'], awaitRefetchQueries: true });
  const gruppi = useMemo(() => righeConteggio(data?.giacenze ?? []), [data]);
  const esito = useMemo(() => esitoConteggio(gruppi, testi), [gruppi, testi]);
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={INVENTARIO_MSG.errore} onRetry={() => void refetch().catch(() => undefined)} />;
  if (gruppi.length === 0) return <EmptyState title="Niente da contare" description="Nessun ingrediente in anagrafica." />;
  const nonValide = new Set(esito.nonValide);
  const bottoneRiepilogo = (
  <Button
    size="lg"
    colorPalette="brand"
    disabled={esito.contate.length === 0 || esito.nonValide.length > 0}
    onClick={() => {
      setErroreSalva(null);
      setRiepilogo(true);
    }}
  >
    <LuClipboardCheck /> Riepilogo e conferma
  </Button>
  );
  const conferma = async () => {
    setErroreSalva(null);
    try {
      const res = await registra({ variables: { input: inputInventario(esito.contate) } });
      const r = res.data?.registraInventario;
      notifySuccess(INVENTARIO_MSG.salvato, r ? `${formatCount(r.righeContate, 'riga contata', 'righe contate')}, ${formatCount(r.rettifiche.length, 'rettifica', 'rettifiche')}` : undefined);
      setRiepilogo(false);
      setTesti({});
      onSalvato();
    } catch (e) {
      setErroreSalva(`${INVENTARIO_MSG.nonSalvato} ${messaggioErrore(e) ?? ''}`.trim());
    }
  };
  return (
    <Box data-testid="inventario">
      <Text color="fg.muted" mb="4">
        {INVENTARIO_MSG.istruzioni}
      </Text>
      <Flex py="3" gap="3" align="center" wrap="wrap" justify="space-between" borderBottomWidth="1px">
        <Flex gap="2" wrap="wrap">
          <Badge size="lg" colorPalette="gray">
            {formatCount(esito.contate.length, 'riga contata', 'righe contate')}
          </Badge>
          <Badge size="lg" colorPalette={esito.differenze.length ? 'orange' : 'gray'}>
            {formatCount(esito.differenze.length, 'differenza', 'differenze')}
          </Badge>
          {esito.nonValide.length > 0 && (
            <Badge size="lg" colorPalette="red">
              {formatCount(esito.nonValide.length, 'quantità non valida', 'quantità non valide')}
            </Badge>
          )}
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button size="lg" variant="outline" onClick={() => void refetch().catch(() => undefined)} loading={loading}>
            <LuRefreshCw /> Ricarica giacenze
          </Button>
          {bottoneRiepilogo}
        </Flex>
      </Flex>
      {esito.nonValide.length > 0 && (
        <Box mt="3">
          <Avviso status="error">{INVENTARIO_MSG.nonValide}</Avviso>
        </Box>
      )}
      <SimpleGrid columns={1} gap="5" mt="4">
        {gruppi.map((g) => (
          <Box as="section" key={g.ubicazione ?? ''} aria-label={g.ubicazione ?? SENZA_UBICAZIONE} borderWidth="1px" borderRadius="xl" bg="white" overflow="hidden">
            <Heading as="h2" size="md" px="4" py="3" bg="crema.100">
              {g.ubicazione ?? SENZA_UBICAZIONE}
            </Heading>
            {g.righe.map((r) => (
              <RigaInput key={r.chiave} riga={r} testo={testi[r.chiave] ?? ''} nonValida={nonValide.has(r.chiave)} onChange={(t) => setTesti((prev) => ({ ...prev, [r.chiave]: t }))} />
            ))}
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="flex-end" mt="4">
        {bottoneRiepilogo}
      </Flex>
      <FormDialog
        open={riepilogo}
        title="Riepilogo dell'inventario"
        onClose={() => setRiepilogo(false)}
        onSubmit={() => void conferma()}
        submitting={salvando}
        submitLabel="Conferma inventario"
        testId="riepilogo-inventario"
        touch
      >
        <Riepilogo differenze={esito.differenze} contate={esito.contate.length} errore={erroreSalva} />
      </FormDialog>
    </Box>
  );
}
