import { Alert, Box, Button, Field, HStack, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError } from '../../components/notify';
import { apriPdf } from './apri-pdf';
import { EtichettaGustoDocument, type Etichetta } from './operations';

const dataIt = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Net quantity typed at print time: grams, Italian decimals ("500", "487,5"); null when not a number > 0. */
export function leggiPesoNetto(testo: string): number | null {
  const t = testo.trim().replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= 100_000 ? n : null;
}

/** The ingredient line as the printed label shows it: allergens in bold, QUID percentages. */
export function TestoIngredienti({ etichetta }: { etichetta: Etichetta }) {
  return (
    <Text fontSize="sm" data-testid="etichetta-ingredienti">
      <Text as="span" fontWeight="semibold">
        Ingredienti:{' '}
      </Text>
      {etichetta.ingredienti.map((i, n) => (
        <Fragment key={`${i.nome}-${n}`}>
          {/* the entry as printed: allergens in capitals, QUID, a compound ingredient's list */}
          {i.allergene ? (
            <Text as="strong" fontWeight="bold">
              {i.testo}
            </Text>
          ) : (
            i.testo
          )}
          {n === etichetta.ingredienti.length - 1 ? '.' : ', '}
        </Fragment>
      ))}
    </Text>
  );
}

const RIGHE: [keyof Etichetta['nutrizioneTesto'], string, boolean][] = [
  ['energia', 'Energia', false],
  ['grassi', 'Grassi', false],
  ['grassiSaturi', 'di cui acidi grassi saturi', true],
  ['carboidrati', 'Carboidrati', false],
  ['zuccheri', 'di cui zuccheri', true],
  ['fibre', 'Fibre', false],
  ['proteine', 'Proteine', false],
  ['sale', 'Sale', false],
];

/**
 * "Etichetta" tab of the flavour dialog (issue 12): a preview of the EU label of the saved recipe
 * (refetched each time the tab opens) and the printable PDF, 100×70 mm or an A4 sheet of 8, with the net quantity asked at print time.
 */
export function EtichettaTab({ gusto }: { gusto: { id: number; nome: string } }) {
  const { data, loading, error, refetch } = useQuery(EtichettaGustoDocument, { variables: { gustoId: gusto.id }, fetchPolicy: 'network-only' });
  const [stampa, setStampa] = useState<string | null>(null);
  const [pesoNetto, setPesoNetto] = useState('500');
  const [misura, setMisura] = useState<'100x70' | 'a4'>('100x70');
  const [errorePeso, setErrorePeso] = useState<string | null>(null);
  const pdf = async () => {
    const peso = leggiPesoNetto(pesoNetto);
    if (peso === null) {
      setErrorePeso('Indica la quantità netta in grammi (un numero maggiore di 0)');
      return;
    }
    setErrorePeso(null);
    setStampa(misura);
    try {
      await apriPdf(`/gusti/${gusto.id}/etichetta?formato=pdf&misura=${misura}&peso_netto_g=${peso}`, `etichetta-${gusto.nome}.pdf`);
    } catch (e) {
      notifyError("Impossibile stampare l'etichetta", e instanceof Error ? e.message : undefined);
    } finally {
      setStampa(null);
    }
  };
  if (loading && !data) return <LoadingState message="Caricamento dell'etichetta..." />;
  if (error || !data) return <ErrorState message="Impossibile caricare l'etichetta" onRetry={() => void refetch()} />;
  const e = data.etichetta;
  const manuali = e.allergeni.filter((a) => !e.ingredienti.some((i) => i.allergeni.includes(a)));
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Anteprima dell'etichetta della ricetta salvata (Reg. UE 1169/2011): ingredienti in ordine di peso, allergeni in grassetto, valori per 100 g.
      </Text>
      {e.avvisi.length > 0 && (
        <Alert.Root status="warning" size="sm" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            {e.avvisi.map((a) => (
              <div key={a}>{a}</div>
            ))}
          </Alert.Description>
        </Alert.Root>
      )}
      <Box borderWidth="1px" borderRadius="md" p="4" bg="white" color="gray.900" maxW="lg" aria-label="Anteprima etichetta" role="region">
        <Heading as="h3" size="md" mb="2" wordBreak="break-word">
          {e.denominazione}
        </Heading>
        {e.ingredienti.length === 0 ? <Text fontSize="sm">Ricetta vuota: nessun ingrediente.</Text> : <TestoIngredienti etichetta={e} />}
        {manuali.length > 0 && (
          <Text fontSize="sm" mt="1">
            Contiene: <strong>{manuali.join(', ').toLowerCase()}</strong>
          </Text>
        )}
        {e.tracce.length > 0 && (
          <Text fontSize="sm" mt="1" data-testid="etichetta-tracce">
            Può contenere: <strong>{e.tracce.join(', ').toLowerCase()}</strong>
          </Text>
        )}
        <Text fontSize="sm" mt="2">
          Da consumarsi preferibilmente entro il: <strong>{dataIt(e.daConsumarsiEntro)}</strong> · {e.conservazione}.
        </Text>
        <Text fontSize="sm" mt="1" data-testid="etichetta-operatore">
          Prodotto da:{' '}
          {[e.operatore.ragioneSociale, e.operatore.indirizzo, e.operatore.partitaIva ? `P.IVA ${e.operatore.partitaIva}` : null].filter(Boolean).join(' · ') || '—'}
        </Text>
        <Table.Root size="sm" mt="3" aria-label="Valori nutrizionali medi per 100 g">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Valori nutrizionali medi</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">per 100 g</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {RIGHE.map(([k, etichetta, rientro]) => (
              <Table.Row key={k}>
                <Table.Cell ps={rientro ? '6' : undefined}>{etichetta}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{e.nutrizioneTesto[k]}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box>
        <Text fontSize="xs" color="fg.muted" mb="1">
          Testo pronto da stampare
        </Text>
        <Text fontSize="sm" fontFamily="mono" data-testid="etichetta-testo">
          {e.testo}
        </Text>
      </Box>
      {/* a group, not a form: the tab lives inside the flavour's form, and a nested form would submit that one */}
      <Box role="group" aria-label="Stampa etichetta">
        <HStack gap="3" wrap="wrap" align="flex-end">
          <Field.Root invalid={Boolean(errorePeso)} maxW="44">
            <Field.Label>Quantità netta (g)</Field.Label>
            <Input name="pesoNetto" inputMode="decimal" autoComplete="off" value={pesoNetto} onChange={(ev) => setPesoNetto(ev.currentTarget.value)}
              onKeyDown={(ev) => {
                if (ev.key !== 'Enter') return;
                ev.preventDefault(); // Enter prints the label, never submits the flavour's form around it
                void pdf();
              }}
            />
            {errorePeso && <Field.ErrorText>{errorePeso}</Field.ErrorText>}
          </Field.Root>
          <Field.Root maxW="56">
            <Field.Label>Formato</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="misura" value={misura} onChange={(ev) => setMisura(ev.currentTarget.value === 'a4' ? 'a4' : '100x70')}>
                <option value="100x70">100×70 mm (etichettatrice)</option>
                <option value="a4">A4, 8 etichette per foglio</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="button" minH="11" variant="outline" loading={stampa !== null} onClick={() => void pdf()}>
            <LuPrinter /> Stampa etichetta
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
