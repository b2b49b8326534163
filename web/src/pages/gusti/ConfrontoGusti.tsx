import { Badge, Box, Field, Flex, HStack, NativeSelect, Spinner, Stack, Table, Tag, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { ViewDialog } from '../../components/ViewDialog';
import { EmptyState } from '../../components/EmptyState';
import { formatDecimal, formatEuro } from '../../lib/format';
import { formatTemperatura, formatValore, infoChiave } from '../../features/scienza/chiavi';
import { COLORI_CONFRONTO, CurveConfrontoChart } from '../../features/scienza/grafici';
import { AnalisiGustoDocument, OpzioniScienzaDocument } from '../../features/scienza/operations';
import { SelettoreVetrina } from '../../features/scienza/SelettoreVetrina';
import { valoriPerChiave, type AnalisiVista } from '../../features/scienza/tipi';
import type { AnalisiGustoQuery } from '../../gql/graphql';
import type { Gusto } from './operations';

export const MAX_CONFRONTO = 4;
export const CONFRONTO_ERROR = "Errore nel caricamento dell'analisi";

type GustoAnalizzato = AnalisiGustoQuery['gusto'];

/** Rows of the comparison: composition and indices per 100 g, temperatures, food cost. */
const RIGHE: { etichetta: string; valore: (a: AnalisiVista) => string; esito?: (a: AnalisiVista) => string | undefined }[] = [
  ...['solidi_totali', 'grassi', 'slng', 'zuccheri', 'proteine', 'stabilizzanti', 'pod', 'pac_totale', 'abs_pac', 'hf'].map((chiave) => ({
    etichetta: infoChiave(chiave).label,
    valore: (a: AnalisiVista) => formatValore(chiave, valoriPerChiave(a)[chiave], { fisso: true }),
    esito: (a: AnalisiVista) => a.controlli.find((c) => c.chiave === chiave)?.esito,
  })),
  { etichetta: 'Punto di congelamento', valore: (a) => formatTemperatura(a.puntoCongelamento) },
  {
    etichetta: 'Temperatura di servizio',
    valore: (a) => formatTemperatura(a.temperaturaServizio),
    esito: (a) => a.controlli.find((c) => c.chiave === 'temperatura_servizio')?.esito,
  },
  { etichetta: 'Acqua congelata in vetrina', valore: (a) => (typeof a.durezzaVetrina.percentuale === 'number' ? `${formatDecimal(a.durezzaVetrina.percentuale, 0)}%` : '-') },
  { etichetta: 'Food cost', valore: (a) => `${formatEuro(a.foodCost)}/kg` },
];

interface Props {
  open: boolean;
  gusti: readonly Gusto[];
  onClose: () => void;
}

/** Up to 4 flavours side by side: composition, hardness curves overlaid, food cost. */
export default function ConfrontoGustiDialog({ open, gusti, onClose }: Props) {
  return (
    <ViewDialog open={open} title="Confronta gusti" onClose={onClose} maxW="6xl">
      <Confronto gusti={gusti} />
    </ViewDialog>
  );
}

/** One query per chosen slot (a fixed number of hooks). */
function useAnalisiSlot(id: number | undefined, puntoVenditaId: number | null) {
  return useQuery(AnalisiGustoDocument, { variables: { id: id ?? 0, puntoVenditaId }, skip: id === undefined });
}

function Confronto({ gusti }: { gusti: readonly Gusto[] }) {
  const [scelti, setScelti] = useState<number[]>([]);
  const [puntoVenditaId, setPuntoVenditaId] = useState<number | null>(null);
  const opzioni = useQuery(OpzioniScienzaDocument, { fetchPolicy: 'cache-first' });
  const slot = [
    useAnalisiSlot(scelti[0], puntoVenditaId),
    useAnalisiSlot(scelti[1], puntoVenditaId),
    useAnalisiSlot(scelti[2], puntoVenditaId),
    useAnalisiSlot(scelti[3], puntoVenditaId),
  ].slice(0, scelti.length);
  const caricati = slot.map((s) => (s.data ?? s.previousData)?.gusto).filter((g): g is GustoAnalizzato => Boolean(g));
  const errore = slot.find((s) => s.error);
  const inCaricamento = slot.some((s) => s.loading);
  const disponibili = gusti.filter((g) => !scelti.includes(g.id));
  const nome = (id: number) => gusti.find((g) => g.id === id)?.nome ?? `#${id}`;
  const vetrina = caricati[0]?.analisi.durezzaVetrina.temperatura ?? -12;

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1 1 16rem" disabled={scelti.length >= MAX_CONFRONTO}>
          <Field.Label fontSize="sm">Aggiungi un gusto (fino a {MAX_CONFRONTO})</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Aggiungi un gusto al confronto"
              value=""
              onChange={(e) => {
                const id = Number(e.currentTarget.value);
                if (id && scelti.length < MAX_CONFRONTO) setScelti((s) => [...s, id]);
              }}
            >
              <option value="">Seleziona un gusto...</option>
              {disponibili.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.nome} - {g.categoria.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SelettoreVetrina puntiVendita={opzioni.data?.puntiVendita ?? []} value={puntoVenditaId} onChange={setPuntoVenditaId} flex="1 1 14rem" />
      </Flex>
      {scelti.length > 0 && (
        <HStack gap="2" wrap="wrap" aria-label="Gusti scelti">
          {scelti.map((id, i) => (
            <Tag.Root key={id} size="lg" variant="outline" colorPalette="gray">
              <Box boxSize="2.5" borderRadius="full" bg={COLORI_CONFRONTO[i]} me="1.5" />
              <Tag.Label>{nome(id)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Togli ${nome(id)}`} onClick={() => setScelti((s) => s.filter((x) => x !== id))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          {inCaricamento && <Spinner size="sm" color="fg.muted" />}
        </HStack>
      )}
      {scelti.length === 0 ? (
        <EmptyState title="Nessun gusto scelto." description="Scegli fino a 4 gusti per confrontarne composizione, curva di durezza e food cost." />
      ) : errore && caricati.length < scelti.length ? (
        <ErrorState message={CONFRONTO_ERROR} onRetry={() => void errore.refetch()} />
      ) : caricati.length < scelti.length ? (
        <HStack py="8" justify="center" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>Caricamento in corso...</Text>
        </HStack>
      ) : (
        <>
          <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" aria-label="Confronto dei gusti" css={{ '& td, & th': { px: '3' } }}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Per 100 g di miscela</Table.ColumnHeader>
                  {caricati.map((g, i) => (
                    <Table.ColumnHeader key={g.id} textAlign="end" minW="32">
                      <HStack gap="1.5" justify="flex-end" align="baseline">
                        <Box boxSize="2.5" borderRadius="full" bg={COLORI_CONFRONTO[i]} flexShrink={0} />
                        <Text wordBreak="break-word">{g.nome}</Text>
                        <Box w="10" flexShrink={0} aria-hidden />
                      </HStack>
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {RIGHE.map((r) => (
                  <Table.Row key={r.etichetta}>
                    <Table.Cell color="fg.muted">{r.etichetta}</Table.Cell>
                    {caricati.map((g) => {
                      const esito = r.esito?.(g.analisi);
                      return (
                        <Table.Cell key={g.id} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={esito && esito !== 'ok' ? 'orange.700' : undefined}>
                          {r.valore(g.analisi)}
                          <Box as="span" display="inline-block" w="10" textAlign="end">
                            {esito && esito !== 'ok' && (
                              <Badge size="xs" colorPalette="orange" variant="solid">
                                {esito}
                              </Badge>
                            )}
                          </Box>
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Box>
            <Text fontWeight="semibold" fontSize="sm" mb="1">
              Curve di durezza
            </Text>
            <CurveConfrontoChart gusti={caricati.map((g) => ({ id: g.id, nome: g.nome, curva: g.analisi.curva }))} temperaturaVetrina={vetrina} />
          </Box>
        </>
      )}
    </Stack>
  );
}
