import { Badge, Box, Button, Card, Checkbox, Flex, Grid, HStack, IconButton, Text } from '@chakra-ui/react';
import { VerificaAllergeniButton } from '../../features/allergeni/VerificaAllergeniButton';
import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LuColumns3, LuCopy, LuPencil, LuPower, LuScale, LuSlidersHorizontal } from 'react-icons/lu';
import { StatoBadge } from '../../components/StatoBadge';
import { BadgeNuovo, evidenzaCreato, useMostraCreato } from '../../components/evidenza';
import type { Column } from '../../components/DataTable';
import { useToggleAttivo } from '../../components/use-toggle-attivo';
import { EmptyState } from '../../components/EmptyState';
import { corrispondeRicerca } from '../../lib/cerca';
import { useTableState, type SortValue } from '../../components/table-state';
import { navigateTo } from '../../app/history';
import { leggiBilanciaVetrina } from '../../features/scienza/bilancia-vetrina';
import { formatEuro, formatNumber } from '../../lib/format';
import { useCurrentUser } from '../../app/auth-context';
import { BaseCostoSwitch } from '../../features/costi/BaseCostoSwitch';
import { useBaseCosto } from '../../features/costi/use-base-costo';
import { GustoFormDialog, type GustoFormMode } from './GustoFormDialog';
import { AttivaGustoDocument, DatiFormGustoDocument, DisattivaGustoDocument, GustiDocument, type Gusto } from './operations';
import { CampoRicerca } from '../../components/CampoRicerca';
import { SelectCategoria } from '../../components/SelectCategoria';
import { CrudListPage } from '../../components/CrudListPage';
import { SceltaVista, SchedeOTabella, type Vista } from '../../components/SchedeOTabella';

export const LOAD_ERROR = 'Errore nel caricamento dei gusti';
export const STATUS_ERROR = "Errore nell'aggiornamento dello stato del gusto";

/** The comparison (with its charts) loads only when opened. */
const ConfrontoGustiDialog = lazy(() => import('./ConfrontoGusti'));
const ProfiliBilanciamentoDialog = lazy(() => import('./profili-bilanciamento/ProfiliBilanciamentoDialog'));
const FoglioPesataDialog = lazy(() => import('./FoglioPesata'));

const ACCESSORS: Record<string, (g: Gusto) => SortValue> = {
  nome: (g) => g.nome,
  categoria: (g) => g.categoria.nome,
  food_cost: (g) => g.foodCost,
};

export function filterGusti(gusti: readonly Gusto[], search: string, categoriaId: string): Gusto[] {
  return gusti.filter(
    (g) => (!categoriaId || String(g.categoriaId) === categoriaId) && corrispondeRicerca(search, g.nome, g.descrizione, g.categoria.nome),
  );
}

function Swatch({ colore, size = '5' }: { colore: string; size?: string }) {
  return <Box boxSize={size} borderRadius="full" bg={colore} borderWidth="1px" borderColor="blackAlpha.300" flexShrink={0} aria-hidden />;
}

function CategoryBadge({ gusto }: { gusto: Gusto }) {
  return (
    <Badge variant="outline" borderColor={gusto.categoria.colore} color="cioccolato.900" bg="white" gap="1.5">
      <Box boxSize="2" borderRadius="full" bg={gusto.categoria.colore} />
      {gusto.categoria.nome}
    </Badge>
  );
}

export default function GustiPage() {
  const [includiDisattivi, setIncludiDisattivi] = useState(false);
  const [search, setSearch] = useState('');
  const [categoriaId, setCategoriaId] = useState('');
  const [view, setView] = useState<Vista>('schede');
  const [formMode, setFormMode] = useState<GustoFormMode | null>(null);
  const [confronto, setConfronto] = useState(false);
  const [profili, setProfili] = useState(false);
  const [foglio, setFoglio] = useState<Gusto | null>(null);
  const [creatoId, setCreatoId] = useState<number | null>(null);
  // Vetrina's link (issue 31): this flavour's balancing for the case's measured temperature
  const [perVetrina, setPerVetrina] = useState(() => leggiBilanciaVetrina(window.location.search));

  // the food cost's basis (issue 30): the page shows costs, so only admin and manager reach it
  const conCosti = useCurrentUser().ruolo !== 'operatore';
  const baseCosto = useBaseCosto(conCosti);
  const { data, loading, error, refetch } = useQuery(GustiDocument, {
    variables: { includiDisattivi, baseCosto: baseCosto.variabile },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const formData = useQuery(DatiFormGustoDocument, { fetchPolicy: 'cache-and-network' });
  const [attiva, attivaState] = useMutation(AttivaGustoDocument);
  const [disattiva, disattivaState] = useMutation(DisattivaGustoDocument);

  const gusti = useMemo(() => data?.gusti ?? [], [data]);
  const filtered = useMemo(() => filterGusti(gusti, search, categoriaId), [gusti, search, categoriaId]);
  const table = useTableState(filtered, { pageSize: 10, sort: { key: 'nome', direction: 'asc' }, accessors: ACCESSORS });
  const categorie = formData.data?.categorieGusti ?? [];
  useMostraCreato(creatoId, table);

  const openForm = (mode: GustoFormMode) => {
    setFormMode(mode);
    if (formData.error) void formData.refetch();
  };
  const daAprire = perVetrina && formMode === null ? gusti.find((g) => g.id === perVetrina.gustoId) : undefined;
  // opened from Vetrina's link: the flavour's form opens once the list has it (state adjusted while rendering)
  if (daAprire) setFormMode({ kind: 'modifica', gusto: daAprire });

  const toggle = useToggleAttivo<Gusto>({
    articoloNome: 'il gusto',
    successo: { attivato: 'Gusto attivato', disattivato: 'Gusto disattivato' },
    errore: STATUS_ERROR,
    attiva: (id) => attiva({ variables: { id } }),
    disattiva: (id) => disattiva({ variables: { id } }),
    loading: attivaState.loading || disattivaState.loading,
    onDone: () => void refetch(),
  });

  const actions = (g: Gusto) => (
    <HStack gap="0" justify="flex-end" wrap="nowrap">
      <IconButton size="xs" variant="ghost" onClick={() => openForm({ kind: 'modifica', gusto: g })} aria-label={`Modifica ${g.nome}`} title="Modifica">
        <LuPencil />
      </IconButton>
      <IconButton size="xs" variant="ghost" onClick={() => openForm({ kind: 'duplica', gusto: g })} aria-label={`Duplica ${g.nome}`} title="Duplica">
        <LuCopy />
      </IconButton>
      {g.attivo && (
        <IconButton size="xs" variant="ghost" onClick={() => setFoglio(g)} aria-label={`Foglio di pesata ${g.nome}`} title="Foglio di pesata">
          <LuScale />
        </IconButton>
      )}
      <Button
        size="xs"
        variant="ghost"
        colorPalette={g.attivo ? 'red' : 'green'}
        onClick={() => toggle.chiedi(g)}
        aria-label={`${g.attivo ? 'Disattiva' : 'Attiva'} ${g.nome}`}
      >
        <LuPower /> {g.attivo ? 'Disattiva' : 'Attiva'}
      </Button>
    </HStack>
  );

  const columns: Column<Gusto>[] = [
    {
      key: 'nome',
      header: 'Nome',
      sortable: true,
      render: (g) => (
        <HStack gap="2" minW="40">
          <Swatch colore={g.colore} size="4" />
          <Box>
            <Text fontWeight="medium">{g.nome}</Text>
            <BadgeNuovo attivo={g.id === creatoId} />
            {g.stagionale && (
              <Badge size="xs" colorPalette="orange" variant="subtle">
                Stagionale
              </Badge>
            )}
          </Box>
        </HStack>
      ),
    },
    { key: 'categoria', header: 'Categoria', sortable: true, render: (g) => <CategoryBadge gusto={g} /> },
    { key: 'food_cost', header: 'Food\u00a0cost', sortable: true, align: 'end', render: (g) => <Text whiteSpace="nowrap">{formatEuro(g.foodCost)}/kg</Text> },
    { key: 'pac', header: 'PAC/kg', align: 'end', render: (g) => formatNumber(g.pacKg, 1) },
    // below 1280 px POD and calories give way to the actions (the cards and the recipe show them)
    { key: 'pod', header: 'POD/kg', align: 'end', hideBelow: 'xl', render: (g) => formatNumber(g.podKg, 1) },
    { key: 'kcal', header: 'Kcal/100\u00a0g', align: 'end', hideBelow: 'xl', render: (g) => formatNumber(g.kcal, 1) },
    // below 1280 px the state is read from the row's Attiva/Disattiva action
    { key: 'status', header: 'Stato', hideBelow: 'xl', render: (g) => <StatoBadge labelInattivo="Disattivato" variantInattivo="subtle" attivo={g.attivo} /> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: actions },
  ];

  const nuovo = () => openForm({ kind: 'nuovo' });
  return (
    <CrudListPage
      title="Gestione Gusti"
      description="Ricette, food cost, PAC, POD e calorie dei gusti."
      actions={
        <>
          <Button variant="outline" colorPalette="brand" onClick={() => setProfili(true)}>
            <LuSlidersHorizontal /> Profili di bilanciamento
          </Button>
          <VerificaAllergeniButton />
          <Button variant="outline" colorPalette="brand" onClick={() => setConfronto(true)} disabled={gusti.length === 0}>
            <LuColumns3 /> Confronta
          </Button>
        </>
      }
      create={{ label: 'Nuovo Gusto', emptyLabel: 'Crea il primo gusto', onCreate: nuovo }}
      status={{ loading, error, hasData: Boolean(data), onRetry: () => void refetch(), errorMessage: LOAD_ERROR }}
      empty={{ when: gusti.length === 0, title: 'Nessun gusto trovato.' }}
      noMatches={filtered.length === 0 && <EmptyState title="Nessun gusto corrisponde ai filtri." />}
      toolbar={
        <Flex mb="4" gap="3" wrap="wrap" align="center">
          <CampoRicerca etichetta="Cerca gusti" placeholder="Cerca gusti..." value={search} onChange={setSearch} flex={{ base: '1 1 100%', md: '1 1 240px' }} maxW={{ md: 'sm' }} />
          <SelectCategoria
            aria-label="Categoria"
            categorie={categorie}
            placeholder="Tutte le categorie"
            value={categoriaId}
            onChange={(e) => setCategoriaId(e.currentTarget.value)}
            width={{ base: 'full', md: '56' }}
            bg="bg"
          />
          <Checkbox.Root checked={includiDisattivi} onCheckedChange={(e) => setIncludiDisattivi(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Includi gusti disattivati</Checkbox.Label>
          </Checkbox.Root>
          {conCosti && <BaseCostoSwitch valore={baseCosto.valore} onChange={baseCosto.scegli} />}
          <SceltaVista vista={view} onChange={setView} ms={{ md: 'auto' }} />
        </Flex>
      }
      list={
        <SchedeOTabella
          vista={view}
          caption="Gusti"
          columns={columns}
          table={table}
          rowKey={(g) => g.id}
          creato={(g) => g.id === creatoId}
          scheda={(g) => <GustoCard key={g.id} gusto={g} creato={g.id === creatoId} actions={actions(g)} />}
          colonneSchede={{ base: 1, sm: 2, lg: 3 }}
          testIdSchede="gusti-schede"
          conteggio={['gusto', 'gusti']}
        />
      }
      form={
        <>
        <GustoFormDialog
          mode={formMode}
          data={
            formData.data
              ? { categorie: formData.data.categorieGusti, allergeni: formData.data.allergeni, ingredienti: formData.data.ingredienti }
              : undefined
          }
          dataLoading={formData.loading}
          dataError={Boolean(formData.error)}
          onRetryData={() => void formData.refetch()}
          perVetrina={formMode?.kind === 'modifica' && formMode.gusto.id === perVetrina?.gustoId ? perVetrina : null}
          onClose={() => {
            setFormMode(null);
            if (perVetrina) {
              setPerVetrina(null);
              navigateTo('/gusti', { replace: true });
            }
          }}
          onSaved={(nuovoId) => {
            setFormMode(null);
            if (nuovoId !== undefined) {
              // the new gusto is shown whatever the search and filter
              setCreatoId(nuovoId);
              setSearch('');
              setCategoriaId('');
            }
            void refetch();
          }}
        />
        {confronto && (
          <Suspense fallback={null}>
            <ConfrontoGustiDialog open gusti={gusti} onClose={() => setConfronto(false)} />
          </Suspense>
        )}
        {foglio && (
          <Suspense fallback={null}>
            <FoglioPesataDialog gusto={foglio} onClose={() => setFoglio(null)} />
          </Suspense>
        )}
        {profili && (
          <Suspense fallback={null}>
            <ProfiliBilanciamentoDialog open onClose={() => setProfili(false)} />
          </Suspense>
        )}
          {toggle.dialog}
        </>
      }
    />
  );
}

function GustoCard({ gusto: g, creato, actions }: { gusto: Gusto; creato: boolean; actions: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg" overflow="hidden" opacity={g.attivo ? 1 : 0.7} data-testid="gusto-card" {...evidenzaCreato(creato)}>
      <Box h="2" bg={g.colore} borderBottomWidth="1px" borderColor="blackAlpha.100" />
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <Swatch colore={g.colore} size="10" />
          <Box flex="1" minW="0">
            {/* the name has the card's whole width (the state badge sits with the others): on a 3-card row of a 1024 px tablet "Cioccolato" is not cut in two */}
            <Text fontWeight="semibold" lineClamp={2}>
              {g.nome}
            </Text>
            <HStack gap="1" mt="1" wrap="wrap">
              <BadgeNuovo attivo={creato} />
              <CategoryBadge gusto={g} />
              {g.stagionale && (
                <Badge colorPalette="orange" variant="subtle">
                  Stagionale
                </Badge>
              )}
              <StatoBadge labelInattivo="Disattivato" variantInattivo="subtle" attivo={g.attivo} />
            </HStack>
          </Box>
        </Flex>
        {g.descrizione && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {g.descrizione}
          </Text>
        )}
        {/* each value on one line: the columns take their content's width (a 3-card row on a 1024 px tablet is narrow) */}
        <Grid templateColumns="repeat(3, auto)" justifyContent="space-between" columnGap="2">
          <CardValue label="Food cost" value={`${formatEuro(g.foodCost)}/kg`} />
          <CardValue label="PAC/kg" value={formatNumber(g.pacKg, 1)} />
          <CardValue label="Kcal/100 g" value={formatNumber(g.kcal, 1)} />
        </Grid>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" pt="0">
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}

function CardValue({ label, value }: { label: string; value: string }) {
  return (
    <Box whiteSpace="nowrap">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="sm">
        {value}
      </Text>
    </Box>
  );
}
