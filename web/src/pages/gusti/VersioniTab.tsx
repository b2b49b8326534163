import { Badge, Box, Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuHistory, LuRotateCcw } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatDateTime, formatEuro, formatNumber } from '../../lib/format';
import type { Gusto } from './operations';
import { diffRighe, riepilogo, variazione, type RigaDiff, type RigaVersione, type StatoRiga, type Variazione } from './versioni-diff';
import { RipristinaVersioneRicettaDocument, VersioneRicettaDocument, VersioniRicettaDocument } from './versioni-operations';

interface Props {
  gusto: Pick<Gusto, 'id' | 'nome'>;
  /** a restore saved a new version: the page reloads the flavour */
  onRestored: () => void;
}

export const RESTORE_ERROR = 'Errore nel ripristinare la versione';

const STATO: Record<StatoRiga, { label: string; palette: string }> = {
  aggiunto: { label: 'Aggiunto', palette: 'green' },
  rimosso: { label: 'Rimosso', palette: 'red' },
  modificato: { label: 'Modificato', palette: 'orange' },
  invariato: { label: 'Invariato', palette: 'gray' },
};

const quantita = (q: { quantita: number; unita: string } | null) => (q ? `${formatNumber(q.quantita, 3)} ${q.unita}` : '—');
const segno = (n: number) => (n > 0 ? '+' : '');

/** The "Versioni" tab of the flavour dialog: the recipe's versions, a diff of two, restore. */
export function VersioniTab({ gusto, onRestored }: Props) {
  const versioni = useQuery(VersioniRicettaDocument, { variables: { gustoId: gusto.id }, fetchPolicy: 'cache-and-network' });
  const lista = versioni.data?.versioniRicetta ?? [];
  const [scelta, setScelta] = useState<{ prima: number | null; dopo: number | null }>({ prima: null, dopo: null });
  const [daRipristinare, setDaRipristinare] = useState<number | null>(null);
  const [ripristina, ripristino] = useMutation(RipristinaVersioneRicettaDocument);

  if (versioni.error && lista.length === 0) return <ErrorState message="Errore nel caricamento delle versioni" onRetry={() => void versioni.refetch()} />;
  if (versioni.loading && lista.length === 0) return <LoadingState message="Caricamento delle versioni..." />;
  if (lista.length === 0) return <EmptyState title="Nessuna versione" description="La ricetta non ha ancora versioni." />;

  // default comparison: the previous version against the current one
  const prima = scelta.prima ?? lista[1]?.numero ?? lista[0]!.numero;
  const dopo = scelta.dopo ?? lista[0]!.numero;

  const conferma = async () => {
    if (daRipristinare === null) return;
    const numero = daRipristinare;
    try {
      const res = await ripristina({ variables: { gustoId: gusto.id, numero } });
      notifySuccess(`Versione ${numero} ripristinata`, `La ricetta è ora la versione ${res.data?.ripristinaVersioneRicetta.versione ?? ''}`.trim());
      setDaRipristinare(null);
      setScelta({ prima: null, dopo: null });
      await versioni.refetch();
      onRestored();
    } catch (error) {
      notifyError(RESTORE_ERROR, serverErrorMessage(error) ?? undefined);
      setDaRipristinare(null);
    }
  };

  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="versioni-cronologia">
        <Text id="versioni-cronologia" fontWeight="semibold" mb="2">
          Cronologia
        </Text>
        <Stack as="ol" gap="0" listStyleType="none" borderStartWidth="2px" borderColor="border.emphasized" ms="2">
          {lista.map((v) => (
            <Box as="li" key={v.numero} position="relative" ps="5" pb="4" aria-label={`Versione ${v.numero}`}>
              <Box position="absolute" insetStart="-7px" top="1.5" boxSize="3" borderRadius="full" bg={v.corrente ? 'brand.solid' : 'border.emphasized'} />
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                <Stack gap="0.5" minW="0" flex="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">Versione {v.numero}</Text>
                    {v.corrente && <Badge colorPalette="green">Attuale</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(v.data)} · {v.autore ?? (v.numero === 1 ? 'Ricetta iniziale' : 'Autore non indicato')}
                  </Text>
                  {v.nota && <Text fontSize="sm">{v.nota}</Text>}
                  <Text fontSize="sm" color="fg.muted">
                    {v.foodCost !== null && v.foodCost !== undefined && <>Food cost {formatEuro(v.foodCost)}/kg · </>}PAC {formatNumber(v.pacKg)}/kg
                  </Text>
                </Stack>
                {!v.corrente && (
                  <Button size="sm" variant="outline" minH="11" onClick={() => setDaRipristinare(v.numero)} aria-label={`Ripristina la versione ${v.numero}`}>
                    <LuRotateCcw /> Ripristina
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      </Box>

      {lista.length > 1 && (
        <Box as="section" aria-labelledby="versioni-confronto">
          <HStack mb="2" gap="2">
            <LuHistory />
            <Text id="versioni-confronto" fontWeight="semibold">
              Confronto
            </Text>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mb="3">
            <SceltaVersione label="Da" value={prima} lista={lista} onChange={(n) => setScelta({ prima: n, dopo })} />
            <SceltaVersione label="A" value={dopo} lista={lista} onChange={(n) => setScelta({ prima, dopo: n })} />
          </SimpleGrid>
          <Confronto gustoId={gusto.id} prima={prima} dopo={dopo} />
        </Box>
      )}

      <ConfirmDialog
        open={daRipristinare !== null}
        title="Ripristina versione"
        message={`Ripristinare la versione ${daRipristinare ?? ''} della ricetta di "${gusto.nome}"? La ricetta attuale resta nella cronologia e il ripristino diventa una nuova versione.`}
        confirmLabel="Ripristina"
        loading={ripristino.loading}
        onConfirm={() => void conferma()}
        onCancel={() => setDaRipristinare(null)}
      />
    </Stack>
  );
}

function SceltaVersione({ label, value, lista, onChange }: { label: string; value: number; lista: readonly { numero: number }[]; onChange: (n: number) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.currentTarget.value))} minH="11">
          {lista.map((v) => (
            <option key={v.numero} value={v.numero}>
              Versione {v.numero}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The diff of two versions: the summary of cost and PAC/kg, then the lines. */
function Confronto({ gustoId, prima, dopo }: { gustoId: number; prima: number; dopo: number }) {
  const a = useQuery(VersioneRicettaDocument, { variables: { gustoId, numero: prima } });
  const b = useQuery(VersioneRicettaDocument, { variables: { gustoId, numero: dopo } });
  if (a.error || b.error) return <ErrorState message="Errore nel caricamento del confronto" onRetry={() => void Promise.all([a.refetch(), b.refetch()])} />;
  const va = a.data?.versioneRicetta;
  const vb = b.data?.versioneRicetta;
  if (!va || !vb) return <LoadingState message="Caricamento del confronto..." />;
  const diff = diffRighe(va.righe as readonly RigaVersione[], vb.righe as readonly RigaVersione[]);
  const conteggi = riepilogo(diff);
  const costo = va.foodCost !== null && va.foodCost !== undefined && vb.foodCost !== null && vb.foodCost !== undefined ? variazione(va.foodCost, vb.foodCost) : null;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {costo && <CartaVariazione label="Food cost" v={costo} formato={(n) => `${formatEuro(n)}/kg`} />}
        <CartaVariazione label="PAC" v={variazione(va.pacKg, vb.pacKg)} formato={(n) => `${formatNumber(n)}/kg`} />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {conteggi.modificato} modificati · {conteggi.aggiunto} aggiunti · {conteggi.rimosso} rimossi · {conteggi.invariato} invariati
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={`Confronto tra la versione ${prima} e la versione ${dopo}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ingrediente</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Versione {prima}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Versione {dopo}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Variazione</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {diff.map((d) => (
              <RigaConfronto key={d.ingredienteId} d={d} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function StatoVariazione({ d }: { d: RigaDiff }) {
  const stato = STATO[d.stato];
  return (
    <>
      <Badge colorPalette={stato.palette}>{stato.label}</Badge>
      {d.variazione !== null && d.variazione !== 0 && (
        <Text as="span" fontSize="sm" ms="2" whiteSpace="nowrap">
          {segno(d.variazione)}
          {formatNumber(d.variazione, 3)} {d.unitaMisura}
        </Text>
      )}
      {d.altreModifiche.map((m) => (
        <Text key={m} as="span" display="block" fontSize="sm" mt="1">
          {m}
        </Text>
      ))}
    </>
  );
}

function RigaConfronto({ d }: { d: RigaDiff }) {
  return (
    <Table.Row>
      <Table.Cell whiteSpace="normal" minW="8rem">
        {d.nome}
        {(d.caratterizzante.dopo ?? d.caratterizzante.prima) && (
          <Badge ms="2" size="sm" colorPalette="purple" title="Riga caratterizzante: percentuale in etichetta (QUID)">
            QUID
          </Badge>
        )}
        {(d.ruolo.dopo ?? d.ruolo.prima) !== 'base' && (
          <Badge ms="2" size="sm" variant="outline">
            {(d.ruolo.dopo ?? d.ruolo.prima) === 'variegato' ? 'Variegato' : 'Inclusione'}
          </Badge>
        )}
        {/* on phones the change sits under the name (the column is hidden) */}
        <Box display={{ base: 'block', md: 'none' }} mt="1">
          <StatoVariazione d={d} />
        </Box>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" textDecoration={d.stato === 'rimosso' ? 'line-through' : undefined}>
        {quantita(d.prima)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {quantita(d.dopo)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" display={{ base: 'none', md: 'table-cell' }}>
        <StatoVariazione d={d} />
      </Table.Cell>
    </Table.Row>
  );
}

function CartaVariazione({ label, v, formato }: { label: string; v: Variazione; formato: (n: number) => string }) {
  const colore = v.differenza === 0 ? 'fg.muted' : v.differenza > 0 ? 'orange.fg' : 'green.fg';
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">
        {formato(v.prima)} → {formato(v.dopo)}
      </Text>
      <Text fontSize="sm" color={colore}>
        {segno(v.differenza)}
        {formato(v.differenza)}
        {v.percentuale !== null && ` (${segno(v.percentuale)}${formatNumber(v.percentuale, 1)}%)`}
      </Text>
    </Box>
  );
}
