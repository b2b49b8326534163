import { Alert, Badge, Box, Button, ButtonGroup, CloseButton, Dialog, Field, Flex, HStack, Heading, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useContext, useState, type FormEvent } from 'react';
import { LuCheck, LuClipboardList, LuPrinter, LuScale } from 'react-icons/lu';
import { apiFetch } from '../../app/api-fetch';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { PageNavigationContext } from '../../app/navigation-context';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError } from '../../components/notify';
import { salvaPrefillProduzione, type PrefillProduzione } from '../../features/produzione/prefill';
import type { FoglioPesataQuery } from '../../gql/graphql';
import { formatEuro, formatNumber } from '../../lib/format';
import { MSG_FOGLIO, daPesare, percorsoPdfFoglio, richiestaFoglio, type CampiFoglio, type ModoFoglio, type RichiestaFoglio } from './foglio-pesata';
import { FoglioPesataCostiDocument, FoglioPesataDocument } from './foglio-pesata-operations';

type Foglio = FoglioPesataQuery['foglioPesata'];

const CAMPI_INIZIALI: CampiFoglio = { modo: 'vaschette', kg: '', vaschette: '4', volumeL: '5', overrunPercento: '' };

/**
 * "Foglio di pesata": a full-screen view for the tablet on the bench. Choose kg or trays, then tick
 * each ingredient as it is weighed (per cycle of the batch freezer), print the A4 sheet, and record
 * the production pre-filled with this flavour, this quantity and this recipe version.
 */
export default function FoglioPesataDialog({
  gusto,
  onClose,
  onRegistra,
}: {
  gusto: { id: number; nome: string };
  onClose: () => void;
  onRegistra?: (p: PrefillProduzione) => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size="full" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="foglio-pesata">
            <Dialog.Header>
              <Dialog.Title display="flex" alignItems="center" gap="2">
                <LuScale aria-hidden /> Foglio di pesata · {gusto.nome}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FoglioPesataView gusto={gusto} onDone={onClose} onRegistra={onRegistra} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The sheet itself. "Registra produzione" hands the flavour, kg and recipe version to `onRegistra` when
 * given (a production screen that opened the sheet), else opens Registra Produzione pre-filled.
 */
export function FoglioPesataView({
  gusto,
  onDone,
  onRegistra,
}: {
  gusto: { id: number; nome: string };
  onDone?: () => void;
  onRegistra?: (p: PrefillProduzione) => void;
}) {
  const utente = useCurrentUser();
  const conCosti = utente.ruolo !== 'operatore';
  const navigation = useContext(PageNavigationContext);
  const [campi, setCampi] = useState<CampiFoglio>(CAMPI_INIZIALI);
  const [errore, setErrore] = useState<string | null>(null);
  const [richiesta, setRichiesta] = useState<RichiestaFoglio | null>(null);
  const [pesati, setPesati] = useState<ReadonlySet<string>>(new Set());
  const [stampa, setStampa] = useState(false);

  const variables = { gustoId: gusto.id, ...richiesta };
  const { data, loading, error, refetch } = useQuery(FoglioPesataDocument, { variables, skip: !richiesta, fetchPolicy: 'no-cache' });
  const costi = useQuery(FoglioPesataCostiDocument, { variables, skip: !richiesta || !conCosti, fetchPolicy: 'no-cache' });
  const foglio = richiesta ? data?.foglioPesata : undefined;

  const calcola = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const r = richiestaFoglio(campi);
    if (!r.ok) {
      setErrore(r.errore);
      return;
    }
    setErrore(null);
    setPesati(new Set());
    setRichiesta(r.richiesta);
  };
  const set = (k: keyof CampiFoglio) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setCampi((c) => ({ ...c, [k]: value }));
  };

  const stampaPdf = async () => {
    if (!richiesta) return;
    setStampa(true);
    try {
      const res = await apiFetch(percorsoPdfFoglio(gusto.id, richiesta), { timeoutMs: 30_000 });
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.target = '_blank';
      a.rel = 'noopener';
      a.download = `foglio-pesata-${gusto.nome}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      notifyError(MSG_FOGLIO.stampa, e instanceof Error ? e.message : undefined);
    } finally {
      setStampa(false);
    }
  };

  const registraProduzione = (f: Foglio) => {
    const p: PrefillProduzione = { gustoId: f.gustoId, kg: f.kgMix, versioneRicetta: f.versione };
    if (onRegistra) {
      onRegistra(p);
      onDone?.();
      return;
    }
    salvaPrefillProduzione(p);
    onDone?.();
    if (navigation) navigation.navigate('produzione');
    else window.location.assign('/produzione');
  };

  const modo = (m: ModoFoglio) => setCampi((c) => ({ ...c, modo: m }));

  return (
    <Stack gap="5" maxW="5xl" mx="auto">
      <form onSubmit={calcola} noValidate aria-label="Quantità da preparare">
        <Stack gap="3">
          <ButtonGroup size="lg" attached variant="outline" role="group" aria-label="Modo">
            <Button aria-pressed={campi.modo === 'vaschette'} variant={campi.modo === 'vaschette' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => modo('vaschette')}>
              Vaschette
            </Button>
            <Button aria-pressed={campi.modo === 'kg'} variant={campi.modo === 'kg' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => modo('kg')}>
              kg di miscela
            </Button>
          </ButtonGroup>
          <Flex gap="3" wrap="wrap" align="flex-end">
            {campi.modo === 'kg' ? (
              <Field.Root maxW="12rem" invalid={Boolean(errore)}>
                <Field.Label>kg di miscela</Field.Label>
                <Input size="lg" name="kg" inputMode="decimal" value={campi.kg} onChange={set('kg')} />
              </Field.Root>
            ) : (
              <>
                <Field.Root maxW="9rem" invalid={Boolean(errore)}>
                  <Field.Label>Vaschette</Field.Label>
                  <Input size="lg" name="vaschette" inputMode="numeric" value={campi.vaschette} onChange={set('vaschette')} />
                </Field.Root>
                <Field.Root maxW="9rem" invalid={Boolean(errore)}>
                  <Field.Label>Litri per vaschetta</Field.Label>
                  <Input size="lg" name="volume_l" inputMode="decimal" value={campi.volumeL} onChange={set('volumeL')} />
                </Field.Root>
                <Field.Root maxW="11rem" invalid={Boolean(errore)}>
                  <Field.Label>Overrun %</Field.Label>
                  <Input size="lg" name="overrun" inputMode="decimal" placeholder="predefinito" value={campi.overrunPercento} onChange={set('overrunPercento')} />
                </Field.Root>
              </>
            )}
            <Button type="submit" size="lg" colorPalette="brand">
              <LuScale /> Calcola
            </Button>
          </Flex>
          {errore && (
            <Text color="fg.error" role="alert">
              {errore}
            </Text>
          )}
        </Stack>
      </form>

      {richiesta && loading && !foglio && <LoadingState message="Calcolo del foglio di pesata..." />}
      {richiesta && error && !loading && <ErrorState message={serverErrorMessage(error) ?? MSG_FOGLIO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />}
      {!richiesta && <Text color="fg.muted">Scegli le vaschette (o i kg di miscela) e premi Calcola.</Text>}

      {foglio && (
        <Stack gap="5" data-testid="foglio-risultato">
          <Box borderWidth="1px" borderRadius="xl" p="4" bg="bg.subtle">
            <Flex gap="4" wrap="wrap" justify="space-between" align="flex-start">
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  Miscela da preparare
                </Text>
                <Heading size="3xl" data-testid="foglio-kg">
                  {formatNumber(foglio.kgMix, 3)} kg
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  Ricetta versione {foglio.versione} · {foglio.tipo === 'sorbetto' ? 'Sorbetto' : 'Gelato'} · densità <Text as="span" whiteSpace="nowrap">{formatNumber(foglio.densitaMix, 4)} kg/l</Text>
                  {foglio.overrun !== null && ` · overrun ${formatNumber(foglio.overrun * 100, 1)}\u00a0%`}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {foglio.cicli.length > 1
                    ? `${foglio.cicli.length} cicli uguali da ${formatNumber(foglio.kgCiclo, 3)} kg (massimo ${formatNumber(foglio.capacitaMaxKg, 3)} kg per ciclo)`
                    : `1 ciclo (mantecatore ${formatNumber(foglio.capacitaMinKg, 3)}–${formatNumber(foglio.capacitaMaxKg, 3)} kg)`}
                </Text>
                {conCosti && costi.data && costi.data.foglioPesata.foodCostKg !== null && (
                  <Text fontSize="sm" data-testid="foglio-costi">
                    Food cost <Text as="span" whiteSpace="nowrap">{formatEuro(costi.data.foglioPesata.foodCostKg)}/kg</Text> · costo del lotto{' '}
                    <Text as="span" whiteSpace="nowrap">{formatEuro(costi.data.foglioPesata.costoLotto)}</Text>
                  </Text>
                )}
              </Box>
              <HStack gap="2" wrap="wrap">
                <Button size="lg" variant="outline" colorPalette="brand" onClick={() => void stampaPdf()} loading={stampa} loadingText="PDF...">
                  <LuPrinter /> Stampa
                </Button>
                <Button size="lg" colorPalette="brand" onClick={() => registraProduzione(foglio)}>
                  <LuClipboardList /> Registra produzione
                </Button>
              </HStack>
            </Flex>
          </Box>

          {foglio.avvisi.map((a) => (
            <Alert.Root key={a} status="warning" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Title>{a}</Alert.Title>
            </Alert.Root>
          ))}

          {foglio.cicli.map((c) => {
            const fatti = c.righe.filter((r) => pesati.has(`${c.numero}-${r.ingredienteId}`)).length;
            return (
              <Box as="section" key={c.numero} aria-label={`Ciclo ${c.numero}`}>
                <HStack justify="space-between" mb="2" wrap="wrap">
                  <Heading size="lg">
                    {foglio.cicli.length > 1 ? `Ciclo ${c.numero} di ${foglio.cicli.length}` : 'Pesata'} · {formatNumber(c.kg, 3)} kg
                  </Heading>
                  <Badge size="lg" colorPalette={fatti === c.righe.length ? 'green' : 'gray'}>
                    {fatti} di {c.righe.length} pesati
                  </Badge>
                </HStack>
                <Stack gap="2">
                  {c.righe.map((r) => {
                    const key = `${c.numero}-${r.ingredienteId}`;
                    const fatto = pesati.has(key);
                    return (
                      <Button
                        key={key}
                        variant={fatto ? 'subtle' : 'outline'}
                        colorPalette={fatto ? 'green' : 'gray'}
                        minH="16"
                        h="auto"
                        py="3"
                        justifyContent="space-between"
                        whiteSpace="normal"
                        textAlign="left"
                        role="checkbox"
                        aria-checked={fatto}
                        aria-label={`${r.nome}: ${daPesare(r)}`}
                        onClick={() =>
                          setPesati((s) => {
                            const n = new Set(s);
                            if (n.has(key)) n.delete(key);
                            else n.add(key);
                            return n;
                          })
                        }
                      >
                        <HStack gap="3" minW="0">
                          <Flex boxSize="8" borderWidth="2px" borderRadius="md" align="center" justify="center" flexShrink={0} bg={fatto ? 'green.500' : 'bg'} color="white">
                            {fatto && <LuCheck />}
                          </Flex>
                          <Text fontSize="lg" fontWeight="medium" textDecoration={fatto ? 'line-through' : undefined}>
                            {r.nome}
                          </Text>
                        </HStack>
                        <Text fontSize="2xl" fontWeight="bold" flexShrink={0} ms="3">
                          {daPesare(r)}
                        </Text>
                      </Button>
                    );
                  })}
                </Stack>
              </Box>
            );
          })}

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Box>
              <Heading size="md" mb="1">
                Allergeni
              </Heading>
              <Text fontWeight="bold">{foglio.allergeni.length ? foglio.allergeni.join(', ') : 'Nessun allergene dichiarato'}</Text>
              {foglio.tracce.length > 0 && <Text fontSize="sm">Può contenere tracce di: {foglio.tracce.join(', ')}</Text>}
            </Box>
            <Box>
              <Heading size="md" mb="1">
                Note di produzione
              </Heading>
              <Text whiteSpace="pre-wrap">{foglio.note?.trim() || '—'}</Text>
            </Box>
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
