import { Box, Button, Card, Checkbox, Flex, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuBookOpen, LuChartBar, LuChartLine, LuPencil, LuPower } from 'react-icons/lu';
import { useIsMobile } from '../../app/use-is-mobile';
import { AllergeniIngrediente } from '../../features/allergeni/AllergeniIngrediente';
import { StatoBadge } from '../../components/StatoBadge';
import type { Column } from '../../components/DataTable';
import { useToggleAttivo } from '../../components/use-toggle-attivo';
import { EmptyState } from '../../components/EmptyState';
import { BadgeNuovo, evidenzaCreato, useMostraCreato } from '../../components/evidenza';
import { useTableState, type SortValue } from '../../components/table-state';
import { corrispondeRicerca } from '../../lib/cerca';
import { formatEuro, formatNumber } from '../../lib/format';
import { ingredientEmoji } from './ingredient-icon';
import { DERIVED_HINT, IngredienteFormDialog, type IngredientPrefill } from './IngredienteFormDialog';
import { formFromLibrary } from './ingredient-form';
import { LibreriaDialog } from './LibreriaDialog';
import { AttivaIngredienteDocument, DisattivaIngredienteDocument, IngredientiDocument, type Ingrediente } from './operations';
import { StatisticheDialog } from './StatisticheDialog';
import { PrezziDialog } from './PrezziDialog';
import { CampoRicerca } from '../../components/CampoRicerca';
import { CrudListPage } from '../../components/CrudListPage';
import { SceltaVista, SchedeOTabella, type Vista } from '../../components/SchedeOTabella';

export const LOAD_ERROR = 'Errore nel caricamento degli ingredienti';
export const STATUS_ERROR = "Errore nell'aggiornamento dello stato dell'ingrediente";


const ACCESSORS: Record<string, (i: Ingrediente) => SortValue> = {
  nome: (i) => i.nome,
  costo: (i) => i.costoPerUnita,
  fornitore: (i) => i.fornitore,
};

/** Search by name, supplier or description (case and accents ignored), like Gusti and Punti Vendita. */
export function filtraIngredienti(ingredienti: readonly Ingrediente[], cerca: string): Ingrediente[] {
  return ingredienti.filter((i) => corrispondeRicerca(cerca, i.nome, i.fornitore, i.descrizione));
}

const value = (n: number | null, decimals = 2) => formatNumber(n, decimals);
const costo = (i: Ingrediente) => `${formatEuro(i.costoPerUnita)}/${i.unitaMisura}`;

export default function IngredientiPage() {
  const isMobile = useIsMobile();
  const [includiDisattivi, setIncludiDisattivi] = useState(false);
  const [view, setView] = useState<Vista>(isMobile ? 'schede' : 'tabella');
  const [editing, setEditing] = useState<Ingrediente | null | undefined>(undefined);
  const [prezziDi, setPrezziDi] = useState<Ingrediente | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);
  const [libreriaOpen, setLibreriaOpen] = useState(false);
  const [prefill, setPrefill] = useState<IngredientPrefill | null>(null);
  const [creatoId, setCreatoId] = useState<number | null>(null);
  const nuovo = () => {
    setPrefill(null);
    setEditing(null);
  };

  const { data, loading, error, refetch } = useQuery(IngredientiDocument, {
    variables: { includiDisattivi },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [attiva, attivaState] = useMutation(AttivaIngredienteDocument);
  const [disattiva, disattivaState] = useMutation(DisattivaIngredienteDocument);

  const [cerca, setCerca] = useState('');
  const tutti = useMemo(() => data?.ingredienti ?? [], [data]);
  const rows = useMemo(() => filtraIngredienti(tutti, cerca), [tutti, cerca]);
  const table = useTableState(rows, { pageSize: 10, sort: { key: 'nome', direction: 'asc' }, accessors: ACCESSORS });
  useMostraCreato(creatoId, table);

  const toggle = useToggleAttivo<Ingrediente>({
    articoloNome: "l'ingrediente",
    successo: { attivato: 'Ingrediente attivato', disattivato: 'Ingrediente disattivato' },
    errore: STATUS_ERROR,
    attiva: (id) => attiva({ variables: { id } }),
    disattiva: (id) => disattiva({ variables: { id } }),
    loading: attivaState.loading || disattivaState.loading,
    onDone: () => void refetch(),
  });

  /** Edit and activate/deactivate; `compact` = icon buttons (table rows). */
  const actions = (i: Ingrediente, compact = false) => {
    const toggleLabel = `${i.attivo ? 'Disattiva' : 'Attiva'} ${i.nome}`;
    const palette = i.attivo ? 'red' : 'green';
    return compact ? (
      <HStack gap="0" justify="flex-end">
        <IconButton size="xs" variant="ghost" onClick={() => setEditing(i)} aria-label={`Modifica ${i.nome}`} title="Modifica">
          <LuPencil />
        </IconButton>
        <IconButton size="xs" variant="ghost" onClick={() => setPrezziDi(i)} aria-label={`Storico prezzi di ${i.nome}`} title="Storico prezzi">
          <LuChartLine />
        </IconButton>
        <IconButton size="xs" variant="ghost" colorPalette={palette} onClick={() => toggle.chiedi(i)} aria-label={toggleLabel} title={i.attivo ? 'Disattiva' : 'Attiva'}>
          <LuPower />
        </IconButton>
      </HStack>
    ) : (
      <HStack gap="1" justify="flex-end">
        <Button size="xs" variant="ghost" onClick={() => setEditing(i)} aria-label={`Modifica ${i.nome}`}>
          <LuPencil /> Modifica
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setPrezziDi(i)} aria-label={`Storico prezzi di ${i.nome}`}>
          <LuChartLine /> Prezzi
        </Button>
        <Button size="xs" variant="ghost" colorPalette={palette} onClick={() => toggle.chiedi(i)} aria-label={toggleLabel}>
          <LuPower /> {i.attivo ? 'Disattiva' : 'Attiva'}
        </Button>
      </HStack>
    );
  };

  // Below 1536 px the less used nutrients give way to the gelato columns (Acqua, SLNG); below 1280 px those and Calorie go too.
  const columns: Column<Ingrediente>[] = [
    {
      key: 'nome',
      header: 'Nome',
      sortable: true,
      render: (i) => (
        <HStack gap="2">
          <Text fontWeight="medium" minW="24" title={i.descrizione ?? undefined}>
            {i.nome}
          </Text>
          <BadgeNuovo attivo={i.id === creatoId} />
        </HStack>
      ),
    },
    { key: 'costo', header: 'Costo', sortable: true, align: 'end', render: (i) => <Text whiteSpace="nowrap">{costo(i)}</Text> },
    { key: 'fornitore', header: 'Fornitore', sortable: true, render: (i) => <Text minW="20">{i.fornitore || '-'}</Text> },
    { key: 'allergeni', header: 'Allergeni', render: (i) => <AllergeniIngrediente ingrediente={i} /> },
    { key: 'calorie', header: 'Calorie', align: 'end', hideBelow: 'xl', render: (i) => value(i.calorie) },
    { key: 'carboidrati', header: 'Carboidrati', align: 'end', hideBelow: '2xl', render: (i) => value(i.carboidrati) },
    { key: 'zuccheri', header: 'Zuccheri', align: 'end', render: (i) => value(i.zuccheri) },
    { key: 'grassi', header: 'Grassi', align: 'end', render: (i) => value(i.grassi) },
    { key: 'proteine', header: 'Proteine', align: 'end', hideBelow: '2xl', render: (i) => value(i.proteine) },
    { key: 'sale', header: 'Sale', align: 'end', hideBelow: '2xl', render: (i) => value(i.sale) },
    { key: 'acqua', header: 'Acqua', align: 'end', hideBelow: 'xl', render: (i) => value(i.acqua, 1) },
    { key: 'slng', header: 'SLNG', align: 'end', hideBelow: 'xl', render: (i) => value(i.slng, 1) },
    { key: 'pac', header: 'PAC', align: 'end', render: (i) => <CoefficienteCella valore={i.pac} derivato={i.pacPodDerivati} /> },
    { key: 'pod', header: 'POD', align: 'end', render: (i) => <CoefficienteCella valore={i.pod} derivato={i.pacPodDerivati} /> },
    { key: 'status', header: 'Stato', render: (i) => <StatoBadge labelInattivo="Disattivato" variantInattivo="subtle" attivo={i.attivo} /> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: (i) => actions(i, true) },
  ];

  return (
    <CrudListPage
      title="Gestione Ingredienti"
      description="Catalogo degli ingredienti: costi, fornitori, valori nutrizionali, PAC e POD."
      actions={
        <>
          <Button variant="outline" colorPalette="brand" onClick={() => setStatsOpen(true)}>
            <LuChartBar /> Visualizza Statistiche
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={() => setLibreriaOpen(true)}>
            <LuBookOpen /> Nuovo ingrediente da libreria
          </Button>
        </>
      }
      create={{ label: 'Nuovo Ingrediente', emptyLabel: 'Crea il primo ingrediente', onCreate: nuovo }}
      status={{ loading, error, hasData: Boolean(data), onRetry: () => void refetch(), errorMessage: LOAD_ERROR }}
      empty={{ when: tutti.length === 0, title: 'Nessun ingrediente trovato.' }}
      noMatches={rows.length === 0 && <EmptyState title="Nessun ingrediente corrisponde alla ricerca." />}
      toolbar={
        <Flex mb="4" gap="3" wrap="wrap" align="center" justify="space-between">
          <CampoRicerca
            etichetta="Cerca ingredienti"
            placeholder="Cerca per nome o fornitore..."
            value={cerca}
            onChange={(testo) => {
              setCerca(testo);
              table.setPage(1);
            }}
            flex={{ base: '1 1 100%', md: '1 1 240px' }}
            maxW={{ md: 'sm' }}
          />
          <Checkbox.Root checked={includiDisattivi} onCheckedChange={(e) => setIncludiDisattivi(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Includi ingredienti disattivati</Checkbox.Label>
          </Checkbox.Root>
          <SceltaVista vista={view} onChange={setView} />
        </Flex>
      }
      list={
        <SchedeOTabella
          vista={view}
          caption="Ingredienti"
          columns={columns}
          table={table}
          rowKey={(i) => i.id}
          creato={(i) => i.id === creatoId}
          scheda={(i) => <IngredienteCard key={i.id} ingrediente={i} creato={i.id === creatoId} actions={actions(i)} />}
          colonneSchede={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
          testIdSchede="ingredienti-schede"
          conteggio={['ingrediente', 'ingredienti']}
        />
      }
      form={
        <>
        <LibreriaDialog
          open={libreriaOpen}
          onClose={() => setLibreriaOpen(false)}
          onScegli={(v) => {
            setLibreriaOpen(false);
            setPrefill({ values: formFromLibrary(v), fonte: v.fonte, allergeni: v.allergeni });
            setEditing(null);
          }}
        />
        <IngredienteFormDialog
          open={editing !== undefined}
          ingrediente={editing ?? null}
          prefill={prefill}
          onClose={() => setEditing(undefined)}
          onSaved={(nuovoId) => {
            setEditing(undefined);
            if (nuovoId !== undefined) {
              setCreatoId(nuovoId);
              setCerca(''); // the new ingredient is shown whatever the search
            }
            void refetch();
          }}
        />
        <StatisticheDialog open={statsOpen} onClose={() => setStatsOpen(false)} />
        <PrezziDialog ingrediente={prezziDi} onClose={() => setPrezziDi(null)} />
          {toggle.dialog}
        </>
      }
    />
  );
}

function IngredienteCard({ ingrediente: i, creato, actions }: { ingrediente: Ingrediente; creato: boolean; actions: ReactNode }) {
  const nutrienti: [string, number | null][] = [
    ['Calorie', i.calorie],
    ['Carboidrati', i.carboidrati],
    ['Zuccheri', i.zuccheri],
    ['Grassi', i.grassi],
    ['Proteine', i.proteine],
    ['Sale', i.sale],
  ];
  return (
    <Card.Root size="sm" opacity={i.attivo ? 1 : 0.7} data-testid="ingrediente-card" variant="outline" bg="bg" {...evidenzaCreato(creato)}>
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <Text fontSize="3xl" lineHeight="1" aria-hidden data-testid="ingrediente-emoji">
            {ingredientEmoji(i.nome, i.unitaMisura)}
          </Text>
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {i.nome}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {i.fornitore || '-'}
            </Text>
            <BadgeNuovo attivo={creato} />
          </Box>
          <StatoBadge labelInattivo="Disattivato" variantInattivo="subtle" attivo={i.attivo} />
        </Flex>
        <Text fontSize="lg" fontWeight="bold" color="brand.fg">
          {costo(i)}
        </Text>
        <Box fontSize="xs">
          <Text color="fg.muted">Allergeni</Text>
          <AllergeniIngrediente ingrediente={i} />
        </Box>
        <SimpleGrid columns={3} gap="1" fontSize="xs">
          {nutrienti.map(([label, n]) => (
            <Box key={label}>
              <Text color="fg.muted">{label}</Text>
              <Text fontWeight="medium">{value(n)}</Text>
            </Box>
          ))}
          <Box>
            <Text color="fg.muted">Acqua</Text>
            <Text fontWeight="medium">{value(i.acqua, 1)}</Text>
          </Box>
          <Box>
            <Text color="fg.muted">PAC</Text>
            <Text fontWeight="medium">
              <CoefficienteCella valore={i.pac} derivato={i.pacPodDerivati} />
            </Text>
          </Box>
          <Box>
            <Text color="fg.muted">POD</Text>
            <Text fontWeight="medium">
              <CoefficienteCella valore={i.pod} derivato={i.pacPodDerivati} />
            </Text>
          </Box>
        </SimpleGrid>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" pt="0">
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}

/** PAC/POD with a mark when derived from the sugar spectrum. */
function CoefficienteCella({ valore, derivato }: { valore: number | null; derivato: boolean }) {
  return (
    <Text as="span" whiteSpace="nowrap" title={derivato ? DERIVED_HINT : undefined}>
      {value(valore, 1)}
      {derivato && (
        <Text as="sup" color="fg.muted" ms="0.5" aria-label={DERIVED_HINT}>
          Σ
        </Text>
      )}
    </Text>
  );
}
