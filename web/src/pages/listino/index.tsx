import { Box, Button, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuPercent, LuTags } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { gruppiPerCategoria, puntiVenditaAttivi, type CategoriaGruppo } from '../../features/produzione/catalogo';
import { ColoreGusto } from '../../features/produzione/components';
import { DATI_REGISTRAZIONE_QUERY } from '../../features/produzione/operations';
import { formatDecimal } from '../../lib/format';
import { AUMENTA_LISTINO, ELIMINA_PREZZO, IMPOSTA_PREZZO, LISTINO_QUERY } from './operations';
import { leggiPercentuale, leggiPrezzo, mappaPrezzi, prezzoApplicato, type MappaPrezzi } from './listino-state';
import { SezionePorzioni } from './Porzioni';

const prezzoTesto = (n: number) => formatDecimal(n, 2);
const refetchQueries = ['Listino'];

/** One price cell: admin types it (empty removes the own price), the manager reads it. */
function CellaPrezzo({ gusto, puntoVenditaId, dove, prezzi, predefinito, modificabile }: { gusto: { id: number; nome: string }; puntoVenditaId: number | null; dove: string; prezzi: MappaPrezzi; predefinito: number; modificabile: boolean }) {
  const { prezzo, proprio } = prezzoApplicato(prezzi, gusto.id, puntoVenditaId, predefinito);
  const [bozza, setBozza] = useState<string | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const [imposta] = useMutation(IMPOSTA_PREZZO, { refetchQueries, awaitRefetchQueries: true });
  const [elimina] = useMutation(ELIMINA_PREZZO, { refetchQueries, awaitRefetchQueries: true });
  if (!modificabile) {
    return (
      <Text as="span" color={proprio ? 'fg' : 'fg.muted'} fontWeight={proprio ? 'semibold' : 'normal'}>
        {prezzoTesto(prezzo)}
      </Text>
    );
  }
  const salva = async () => {
    if (bozza === null) return;
    const letto = leggiPrezzo(bozza);
    if (!letto.ok) return setErrore(letto.errore);
    setErrore(null);
    try {
      if (letto.prezzo === null) {
        if (proprio) await elimina({ variables: { gustoId: gusto.id, puntoVenditaId } });
      } else if (!proprio || letto.prezzo !== prezzo) {
        await imposta({ variables: { input: { gustoId: gusto.id, puntoVenditaId, prezzoKg: letto.prezzo } } });
      }
      setBozza(null);
    } catch (e) {
      setErrore(serverErrorMessage(e) ?? 'Errore nel salvare il prezzo');
    }
  };
  return (
    <Box minW="24">
      <Input
        aria-label={`Prezzo al kg ${gusto.nome}, ${dove}`}
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        size="lg"
        textAlign="end"
        bg="bg"
        fontWeight={proprio ? 'semibold' : 'normal'}
        placeholder={prezzoTesto(prezzo)}
        aria-invalid={errore ? true : undefined}
        value={bozza ?? (proprio ? prezzoTesto(prezzo) : '')}
        onChange={(e) => setBozza(e.currentTarget.value)}
        onBlur={() => void salva()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            setBozza(null);
            setErrore(null);
          }
        }}
      />
      {errore && (
        <Text role="alert" fontSize="xs" color="fg.error" mt="1" maxW="48">
          {errore}
        </Text>
      )}
    </Box>
  );
}

/** Widths of the price tables' columns: the flavour, then one per price (all points, then each point). */
const COLONNA_GUSTO = '13rem';
const COLONNA_PREZZO = '10rem';
const larghezzaTabella = (punti: number) => `calc(${COLONNA_GUSTO} + ${punti + 1} * ${COLONNA_PREZZO})`;

/** The columns every category's table shares (fixed layout: the same widths whatever the names in it). */
function ColonneListino({ punti }: { punti: number }) {
  return (
    <Table.ColumnGroup>
      <Table.Column style={{ width: COLONNA_GUSTO }} />
      {Array.from({ length: punti + 1 }, (_, i) => (
        <Table.Column key={i} style={{ width: COLONNA_PREZZO }} />
      ))}
    </Table.ColumnGroup>
  );
}

/** "+x %" on a category's prices (admin). */
function AumentoCategoria({ categoria }: { categoria: Pick<CategoriaGruppo, 'id' | 'nome'> }) {
  const [testo, setTesto] = useState('');
  const [aumenta, { loading }] = useMutation(AUMENTA_LISTINO, { refetchQueries, awaitRefetchQueries: true });
  const applica = async () => {
    const letta = leggiPercentuale(testo);
    if (!letta.ok) return notifyError(letta.errore);
    try {
      await aumenta({ variables: { input: { categoriaId: categoria.id, percentuale: letta.percentuale } } });
      notifySuccess(`Prezzi di ${categoria.nome} aggiornati`);
      setTesto('');
    } catch (e) {
      notifyError(serverErrorMessage(e) ?? 'Errore nel salvare i prezzi');
    }
  };
  return (
    <Flex gap="2" align="center">
      <Input aria-label={`Variazione % ${categoria.nome}`} inputMode="decimal" size="md" w="20" bg="bg" placeholder="+5" value={testo} onChange={(e) => setTesto(e.currentTarget.value)} />
      <Button size="md" variant="outline" loading={loading} disabled={testo.trim() === ''} onClick={() => void applica()}>
        <LuPercent /> Applica
      </Button>
    </Flex>
  );
}

/** Listino: selling price per kg per flavour, general and per sales point; admin edits, manager reads. */
export default function ListinoPage() {
  const me = useCurrentUser();
  const modificabile = me.ruolo === 'admin';
  const dati = useQuery(DATI_REGISTRAZIONE_QUERY);
  const listino = useQuery(LISTINO_QUERY);
  const gruppi = useMemo(() => gruppiPerCategoria(dati.data?.gusti ?? []), [dati.data]);
  const punti = useMemo(() => puntiVenditaAttivi(dati.data?.puntiVendita ?? []), [dati.data]);
  const prezzi = useMemo(() => mappaPrezzi(listino.data?.listino ?? []), [listino.data]);
  const predefinito = listino.data?.prezzoListinoPredefinito ?? 0;

  let contenuto;
  if ((dati.loading && !dati.data) || (listino.loading && !listino.data)) contenuto = <LoadingState message="Caricamento listino..." />;
  else if ((dati.error && !dati.data) || (listino.error && !listino.data))
    contenuto = (
      <ErrorState
        message="Errore nel caricamento del listino"
        onRetry={() => {
          void dati.refetch().catch(() => undefined);
          void listino.refetch().catch(() => undefined);
        }}
      />
    );
  else if (gruppi.length === 0) contenuto = <EmptyState icon={<LuTags />} title="Nessun gusto attivo" description="Il listino elenca i gusti attivi." />;
  else
    contenuto = (
      <Stack gap="6">
        <SezionePorzioni punti={punti} modificabile={modificabile} preferito={me.puntoVenditaId} />
        <Text color="fg.muted" data-testid="predefinito">
          Prezzo predefinito: € {prezzoTesto(predefinito)} al kg. Una cella vuota usa il prezzo generale del gusto, poi quello predefinito.
        </Text>
        {gruppi.map((g) => (
          <Stack key={g.id} gap="3" data-testid={`categoria-${g.id}`}>
            <Flex align="center" justify="space-between" gap="3" wrap="wrap">
              <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
                <ColoreGusto colore={g.colore} size="4" /> {g.nome}
              </Heading>
              {modificabile && <AumentoCategoria categoria={g} />}
            </Flex>
            {/* wider than a phone: a focusable, named region, so a keyboard scrolls it (the manager's cells hold no field) */}
            <Box overflowX="auto" borderWidth="1px" borderRadius="xl" bg="bg" tabIndex={0} role="region" aria-label={`Prezzi ${g.nome}`} focusVisibleRing="outside">
              {/* every category's table has the same columns, same widths, same order: they line up */}
              <Table.Root size="sm" variant="line" tableLayout="fixed" w="full" minW={larghezzaTabella(punti.length)}>
                <ColonneListino punti={punti.length} />
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Gusto</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Tutti i punti vendita (€/kg)</Table.ColumnHeader>
                    {punti.map((p) => (
                      <Table.ColumnHeader key={p.id} textAlign="end">
                        {p.nome} (€/kg)
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {g.gusti.map((gusto) => (
                    <Table.Row key={gusto.id}>
                      <Table.Cell>
                        <Flex align="center" gap="2">
                          <ColoreGusto colore={gusto.colore} />
                          {gusto.nome}
                        </Flex>
                      </Table.Cell>
                      {[{ id: null, nome: 'tutti i punti vendita' }, ...punti].map((pv) => (
                        <Table.Cell key={pv.id ?? 'g'} textAlign="end">
                          <CellaPrezzo gusto={gusto} puntoVenditaId={pv.id} dove={pv.nome} prezzi={prezzi} predefinito={predefinito} modificabile={modificabile} />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Stack>
        ))}
      </Stack>
    );

  return (
    <Box>
      <PageHeader
        title="Listino"
        description={modificabile ? 'Prezzo di vendita al kg per gusto, per tutti i punti vendita o per uno solo.' : 'Prezzi di vendita al kg (sola consultazione).'}
      />
      {contenuto}
    </Box>
  );
}
