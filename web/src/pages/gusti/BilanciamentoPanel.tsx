import { Alert, Box, Button, Checkbox, Field, Flex, HStack, Input, List, NativeSelect, SegmentGroup, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuFlaskConical, LuLock, LuLockOpen, LuScale } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Avviso } from '../../components/Avviso';
import { formatDecimal } from '../../lib/format';
import { AnalisiRicetta } from '../../features/scienza/AnalisiRicetta';
import type { BilanciaPerVetrina } from '../../features/scienza/bilancia-vetrina';
import { formatIntervallo, formatTemperatura } from '../../features/scienza/chiavi';
import { AnalisiRicettaDocument, BilanciaRicettaDocument, OpzioniScienzaDocument } from '../../features/scienza/operations';
import { controlliDiff, quantitaForm, righeDiff, type RigaInviata } from '../../features/scienza/proposta';
import { PropostaDiff } from '../../features/scienza/PropostaDiff';
import { SelettoreVetrina } from '../../features/scienza/SelettoreVetrina';
import { useDebounced } from '../../features/scienza/use-debounced';
import type { BilanciaRicettaMutation, ObiettivoBilanciamento } from '../../gql/graphql';
import { newLineKey, parseQuantity, type RecipeLineForm } from './gusto-form';
import type { IngredienteOpzione } from './operations';

export const ANALISI_ERROR = "Errore nel calcolo dell'analisi";
export const BILANCIA_ERROR = 'Errore nel bilanciamento della ricetta';
export const ANALISI_VUOTA = "Aggiungi ingredienti con una quantità per vedere composizione, curva di congelamento e bilanciamento.";
/** Delay after the last keystroke before the preview is recomputed on the server. */
export const DEBOUNCE_MS = 400;

const OBIETTIVI: { value: ObiettivoBilanciamento; label: string }[] = [
  { value: 'costo_minimo', label: 'Costo minimo' },
  { value: 'modifica_minima', label: 'Modifica minima' },
];

interface Vincolo {
  bloccata: boolean;
  /** free of the identity bounds (±30 % of its share) */
  libera: boolean;
  min: string;
  max: string;
}
const SENZA_VINCOLI: Vincolo = { bloccata: false, libera: false, min: '', max: '' };
export const VINCOLI_ATTIVI_TITOLO = 'Perché la ricetta è così';
export const IDENTITA_NOTA =
  'Ogni riga resta entro ±30 % della sua quota attuale (le caratterizzanti, nominate nel gusto, mai sotto), salvo minimo e massimo indicati o riga libera; il sale non viene mai aggiunto.';

interface Props {
  righe: readonly RecipeLineForm[];
  ingredienti: readonly IngredienteOpzione[];
  /** the flavour's name: lines whose ingredient it names keep at least their share */
  nomeGusto?: string;
  /** the flavour's profile (null = its category's) */
  profiloId: number | null;
  /** the chosen category's profile (null = the default profile) */
  profiloCategoria: { id: number; nome: string } | null;
  onProfiloChange: (id: number | null) => void;
  /** replaces the recipe lines of the form with the accepted proposal */
  onApplica: (righe: RecipeLineForm[]) => void;
  /** From Vetrina's link: balance for the serving range moved to the case's measured temperature. */
  perVetrina?: BilanciaPerVetrina | null;
}

type Proposta = { inviate: RigaInviata[]; chiavi: string[]; risultato: BilanciaRicettaMutation['bilanciaRicetta'] };

/** Form lines that can be analysed: an ingredient and a quantity ≥ 0. */
function righeValide(righe: readonly RecipeLineForm[], byId: ReadonlyMap<number, IngredienteOpzione>) {
  return righe.flatMap((r) => {
    const q = parseQuantity(r.quantita);
    const ing = r.ingredienteId != null ? byId.get(r.ingredienteId) : undefined;
    return ing && Number.isFinite(q) && q >= 0 ? [{ key: r.key, ingredienteId: ing.id, nome: ing.nome, quantita: q, unita: r.unita, ruolo: r.ruolo ?? 'base' }] : [];
  });
}

const numeroOpzionale = (s: string) => {
  const n = parseQuantity(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * The "Bilanciamento" panel of the flavour editor: live analysis of the unsaved recipe (debounced),
 * display-case temperature by sales point, profile, and the balancing proposal as a diff.
 */
export default function BilanciamentoPanel({ righe, ingredienti, nomeGusto, profiloId, profiloCategoria, onProfiloChange, onApplica, perVetrina = null }: Props) {
  const byId = useMemo(() => new Map(ingredienti.map((i) => [i.id, i])), [ingredienti]);
  const nomi = useMemo(() => new Map(ingredienti.map((i) => [i.id, i.nome])), [ingredienti]);
  const valide = useMemo(() => righeValide(righe, byId), [righe, byId]);
  const [puntoVenditaId, setPuntoVenditaId] = useState<number | null>(null);
  const [obiettivo, setObiettivo] = useState<ObiettivoBilanciamento>('costo_minimo');
  const [vincoli, setVincoli] = useState<Record<string, Vincolo>>({});
  const [proposta, setProposta] = useState<Proposta | null>(null);
  const [erroreBilancia, setErroreBilancia] = useState<string | null>(null);

  const opzioni = useQuery(OpzioniScienzaDocument, { fetchPolicy: 'cache-first' });
  /** the profile in use: the flavour's, else its category's, else (null) the server's default */
  const profiloEffettivo = profiloId ?? profiloCategoria?.id ?? null;
  const richiesta = useMemo(
    () => ({ righe: valide.map(({ ingredienteId, quantita, unita, ruolo }) => ({ ingredienteId, quantita, unita, ruolo })), puntoVenditaId, profiloId: profiloEffettivo }),
    [valide, puntoVenditaId, profiloEffettivo],
  );
  const inAttesa = useDebounced(richiesta, DEBOUNCE_MS);
  const haMassa = (r: { righe: readonly { unita: string; quantita: number }[] }) => r.righe.some((x) => x.unita !== 'pz' && x.quantita > 0);
  const conMassa = haMassa(inAttesa);
  const analisi = useQuery(AnalisiRicettaDocument, { variables: { input: inAttesa }, skip: !conMassa, fetchPolicy: 'cache-first' });
  const [bilancia, bilanciaState] = useMutation(BilanciaRicettaDocument);

  const corrente = (analisi.data ?? analisi.previousData)?.analisiRicetta;
  const conPezzi = valide.some((r) => r.unita === 'pz');
  const aggiornamento = analisi.loading || richiesta !== inAttesa;
  const profili = opzioni.data?.profiliBilanciamento ?? [];

  const vincolo = (key: string) => vincoli[key] ?? SENZA_VINCOLI;
  const setVincolo = (key: string, patch: Partial<Vincolo>) => setVincoli((v) => ({ ...v, [key]: { ...(v[key] ?? SENZA_VINCOLI), ...patch } }));

  const avviaBilancia = async () => {
    setErroreBilancia(null);
    setProposta(null);
    const inviate = valide.map(({ ingredienteId, nome, quantita, unita }) => ({ ingredienteId, nome, quantita, unita }));
    try {
      const res = await bilancia({
        variables: {
          input: {
            righe: valide.map((r) => {
              const v = vincolo(r.key);
              return {
                ingredienteId: r.ingredienteId,
                quantita: r.quantita,
                unita: r.unita,
                ruolo: r.ruolo,
                bloccata: v.bloccata,
                libera: v.libera,
                min: numeroOpzionale(v.min),
                max: numeroOpzionale(v.max),
              };
            }),
            profiloId: profiloEffettivo,
            nomeGusto: nomeGusto?.trim() || null,
            puntoVenditaId,
            obiettivo,
            ...(perVetrina ? { temperaturaServizio: perVetrina.temperaturaServizio } : {}),
          },
        },
      });
      if (!res.data) throw new Error(BILANCIA_ERROR);
      setProposta({ inviate, chiavi: valide.map((r) => r.key), risultato: res.data.bilanciaRicetta });
    } catch (error) {
      setErroreBilancia(serverErrorMessage(error) ?? BILANCIA_ERROR);
    }
  };

  const accetta = () => {
    if (!proposta) return;
    const nuove = proposta.risultato.righe;
    const diff = righeDiff(proposta.inviate, nuove, nomi);
    const perKey = new Map(diff.filter((d) => d.indice !== null).map((d) => [proposta.chiavi[d.indice!]!, d]));
    const aggiornate = righe.map((r) => {
      const d = perKey.get(r.key);
      return d ? { ...r, quantita: quantitaForm(d.dopo, r.unita) } : r;
    });
    const aggiunte = diff
      .filter((d) => d.indice === null)
      .map((d) => ({ key: newLineKey(), ingredienteId: d.ingredienteId, quantita: quantitaForm(d.dopo, d.unita), unita: d.unita as RecipeLineForm['unita'] }));
    onApplica([...aggiornate, ...aggiunte]);
    setProposta(null);
  };

  const strumenti = (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <SelettoreVetrina puntiVendita={opzioni.data?.puntiVendita ?? []} value={puntoVenditaId} onChange={setPuntoVenditaId} size="xs" flex="1 1 11rem" />
      <Field.Root flex="1.6 1 16rem">
        <Field.Label fontSize="xs">Profilo di bilanciamento</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Profilo di bilanciamento"
            value={profiloId ?? ''}
            onChange={(e) => onProfiloChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">Della categoria ({profiloCategoria?.nome ?? profili.find((p) => p.predefinito)?.nome ?? 'predefinito'})</option>
            {profili.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nome}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );

  let analisiContenuto;
  if (!haMassa(richiesta)) {
    analisiContenuto = <EmptyState title="Nessuna analisi" description={ANALISI_VUOTA} icon={<LuFlaskConical />} />;
  } else if (analisi.error && !corrente) {
    analisiContenuto = <ErrorState message={ANALISI_ERROR} onRetry={() => void analisi.refetch()} />;
  } else if (!corrente) {
    analisiContenuto = (
      <HStack py="10" justify="center" color="fg.muted" role="status">
        <Spinner size="sm" /> <Text>Calcolo dell'analisi...</Text>
      </HStack>
    );
  } else {
    analisiContenuto = <AnalisiRicetta analisi={corrente} conPezzi={conPezzi} />;
  }

  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg" p="3" data-testid="pannello-bilanciamento" aria-busy={aggiornamento}>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
          <LuFlaskConical /> Bilanciamento
        </Text>
        {aggiornamento && conMassa && (
          <HStack gap="1" fontSize="xs" color="fg.muted" role="status">
            <Spinner size="xs" /> Aggiornamento...
          </HStack>
        )}
      </HStack>
      <Stack gap="3">
        {perVetrina && (
          <Avviso status="info" testId="bilancia-per-vetrina">
            Vetrina misurata a {formatTemperatura(perVetrina.vetrina)}: il bilanciamento porta la temperatura di servizio {formatIntervallo('temperatura_servizio', perVetrina.temperaturaServizio.min, perVetrina.temperaturaServizio.max)}.
          </Avviso>
        )}
        {strumenti}
        <Tabs.Root defaultValue="analisi" size="sm" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="analisi">
              <LuFlaskConical /> Analisi
            </Tabs.Trigger>
            <Tabs.Trigger value="bilancia">
              <LuScale /> Bilancia
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="analisi">{analisiContenuto}</Tabs.Content>
          <Tabs.Content value="bilancia">
            <Stack gap="3">
              {valide.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {ANALISI_VUOTA}
                </Text>
              ) : (
                <Box overflowX="auto">
                  <Text fontSize="xs" color="fg.muted" mb="2">
                    {IDENTITA_NOTA}
                  </Text>
                  <Table.Root size="sm" aria-label="Vincoli per riga">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Ingrediente</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Quantità</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="center">
                          <LuLock aria-label="Blocca" />
                        </Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="center" title="Libera dai limiti ±30 %">
                          <LuLockOpen aria-label="Libera" />
                        </Table.ColumnHeader>
                        <Table.ColumnHeader>Min</Table.ColumnHeader>
                        <Table.ColumnHeader>Max</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {valide.map((r) => {
                        const v = vincolo(r.key);
                        return (
                          <Table.Row key={r.key} data-testid="vincolo-riga">
                            <Table.Cell maxW="40" title={r.nome}>
                              <Text lineClamp={2}>{r.nome}</Text>
                              {r.ruolo !== 'base' && (
                                <Text fontSize="xs" color="fg.muted">
                                  {r.ruolo === 'variegato' ? 'Variegato: resta com’è' : 'Inclusione: resta com’è'}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                              {formatDecimal(r.quantita, r.unita === 'pz' ? 0 : r.unita === 'kg' || r.unita === 'l' ? 3 : 1)}&nbsp;{r.unita}
                            </Table.Cell>
                            <Table.Cell textAlign="center">
                              <Checkbox.Root size="sm" checked={v.bloccata} onCheckedChange={(e) => setVincolo(r.key, { bloccata: e.checked === true })}>
                                <Checkbox.HiddenInput aria-label={`Blocca ${r.nome}`} />
                                <Checkbox.Control />
                              </Checkbox.Root>
                            </Table.Cell>
                            <Table.Cell textAlign="center">
                              <Checkbox.Root size="sm" checked={v.libera} disabled={v.bloccata || r.ruolo !== 'base'} onCheckedChange={(e) => setVincolo(r.key, { libera: e.checked === true })}>
                                <Checkbox.HiddenInput aria-label={`Libera ${r.nome} dai limiti ±30 %`} />
                                <Checkbox.Control />
                              </Checkbox.Root>
                            </Table.Cell>
                            {(['min', 'max'] as const).map((k) => (
                              <Table.Cell key={k} minW="20">
                                <Input
                                  size="xs"
                                  type="number"
                                  inputMode="decimal"
                                  min={0}
                                  step="0.1"
                                  placeholder={r.unita}
                                  disabled={v.bloccata}
                                  aria-label={`${k === 'min' ? 'Minimo' : 'Massimo'} ${r.nome} (${r.unita})`}
                                  value={v[k]}
                                  onChange={(e) => setVincolo(r.key, { [k]: e.currentTarget.value })}
                                />
                              </Table.Cell>
                            ))}
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
              <Flex gap="3" wrap="wrap" align="center" justify="space-between">
                <SegmentGroup.Root size="sm" value={obiettivo} onValueChange={(e) => e.value && setObiettivo(e.value as ObiettivoBilanciamento)} aria-label="Obiettivo">
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items items={OBIETTIVI} />
                </SegmentGroup.Root>
                <Button size="sm" colorPalette="brand" onClick={() => void avviaBilancia()} loading={bilanciaState.loading} disabled={!haMassa(richiesta)}>
                  <LuScale /> Bilancia
                </Button>
              </Flex>
              {erroreBilancia && (
                <Alert.Root status="error" size="sm" borderRadius="md">
                  <Alert.Indicator />
                  <Alert.Description>{erroreBilancia}</Alert.Description>
                </Alert.Root>
              )}
              {proposta && (
                <PropostaDiff
                  righe={righeDiff(proposta.inviate, proposta.risultato.righe, nomi)}
                  foodCostPrima={corrente?.foodCost ?? 0}
                  foodCostDopo={proposta.risultato.foodCost}
                  controlli={controlliDiff(corrente?.controlli ?? [], proposta.risultato.analisi.controlli)}
                  fattibile={proposta.risultato.fattibile}
                  mancati={proposta.risultato.obiettiviMancati}
                  onAccetta={accetta}
                  onScarta={() => setProposta(null)}
                />
              )}
              {proposta && proposta.risultato.vincoliAttivi.length > 0 && (
                <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="vincoli-attivi">
                  <Text fontWeight="semibold" fontSize="sm" mb="1">
                    {VINCOLI_ATTIVI_TITOLO}
                  </Text>
                  <List.Root fontSize="sm" gap="1" ps="4">
                    {proposta.risultato.vincoliAttivi.map((v) => (
                      <List.Item key={v.chiave}>{v.descrizione}</List.Item>
                    ))}
                  </List.Root>
                </Box>
              )}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
