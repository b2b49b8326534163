import { Box, Button, ButtonGroup, Circle, Flex, HStack, SimpleGrid, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Fragment, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import type { AnalyticsMarginiQuery } from '../../gql/graphql';
import { formatDecimal, formatEuro, formatEuroPerKg, formatKg, formatPercent } from '../../lib/format';
import { coloreVisibile } from './charts';
import { DEFINIZIONI } from './definizione';
import { FonteBadge } from './fonte';
import { Figura, SectionCard, SectionSkeleton } from './sections';

export type Margini = NonNullable<AnalyticsMarginiQuery['analytics']['margini']>;
export type MargineGusto = Margini['gusti'][number];
export type Ordine = 'margineKg' | 'margine';

export const ERRORE_MARGINI = 'Errore nel caricamento dei margini';
const LIMITE_GRAFICO = 10;
/** Chakra's `md`: from here the table fits; a phone gets one card per flavour instead. */
export const TABELLA_MARGINI_QUERY = '(min-width: 768px)';
const CAPTION = 'Margini per gusto';

/** Flavours by margin per kg or by total margin, highest first (nulls last). */
export function ordinaMargini(gusti: readonly MargineGusto[], ordine: Ordine): MargineGusto[] {
  const v = (g: MargineGusto) => (ordine === 'margine' ? g.margine : (g.margineKg ?? Number.NEGATIVE_INFINITY));
  return [...gusti].sort((a, b) => v(b) - v(a) || a.nome.localeCompare(b.nome, 'it'));
}

const NomeGusto = ({ g }: { g: MargineGusto }) => (
  <HStack gap="2" align="center" minW="0">
    <Circle size="3" bg={g.colore} borderWidth="1px" borderColor="blackAlpha.300" flexShrink={0} aria-hidden />
    <Text as="span" fontWeight="medium" overflowWrap="anywhere" data-testid="nome-gusto">
      {g.nome}
    </Text>
  </HStack>
);

const margineKg = (g: MargineGusto) => (g.margineKg == null ? '—' : formatEuroPerKg(g.margineKg));

const colonne: Column<MargineGusto>[] = [
  { key: 'nome', header: 'Gusto', render: (g) => <NomeGusto g={g} /> },
  { key: 'kg', header: 'Kg', align: 'end', render: (g) => <Text as="span" whiteSpace="nowrap">{formatKg(g.kg)}</Text> },
  { key: 'ricavo', header: 'Ricavo', align: 'end', render: (g) => <Text as="span" whiteSpace="nowrap">{formatEuro(g.ricavo)}</Text> },
  { key: 'costo', header: 'Costo del venduto', align: 'end', render: (g) => <Text as="span" whiteSpace="nowrap">{formatEuro(g.costo)}</Text> },
  { key: 'margine', header: 'Margine', align: 'end', render: (g) => <Text as="span" whiteSpace="nowrap" fontWeight="semibold">{formatEuro(g.margine)}</Text> },
  { key: 'margineKg', header: 'Margine/kg', align: 'end', render: (g) => <Text as="span" whiteSpace="nowrap">{margineKg(g)}</Text> },
  { key: 'fonte', header: 'Fonte', render: (g) => <FonteBadge fonte={g.margineFonte} /> },
];

/** A figure of a phone card: small label over the value. */
const Valore = ({ label, children, forte = false }: { label: string; children: string; forte?: boolean }) => (
  <Box>
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize={forte ? 'lg' : 'md'} fontWeight={forte ? 'bold' : 'semibold'} whiteSpace="nowrap">
      {children}
    </Text>
  </Box>
);

/**
 * Phone width: one card per flavour in the chosen order — the whole name (wrapping, never cut), margin
 * per kg and total margin, the source badge; kg, revenue and cost underneath.
 */
function MarginiCards({ gusti }: { gusti: readonly MargineGusto[] }) {
  return (
    <Stack as="ol" role="list" aria-label={CAPTION} gap="2" listStyleType="none" m="0" p="0" data-testid="margini-cards">
      {gusti.map((g, i) => (
        <Box as="li" key={g.gustoId} aria-label={g.nome} borderWidth="1px" borderRadius="lg" bg="bg" p="3" data-testid="margine-gusto">
          <Flex gap="2" align="flex-start" justify="space-between">
            <HStack gap="2" align="baseline" minW="0">
              <Text as="span" color="fg.muted" fontSize="sm" aria-hidden>
                {i + 1}.
              </Text>
              <NomeGusto g={g} />
            </HStack>
            <FonteBadge fonte={g.margineFonte} />
          </Flex>
          <SimpleGrid columns={2} gap="3" mt="2">
            <Valore label="Margine/kg">{margineKg(g)}</Valore>
            <Valore label="Margine" forte>
              {formatEuro(g.margine)}
            </Valore>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {[formatKg(g.kg), `ricavo ${formatEuro(g.ricavo)}`, `costo del venduto ${formatEuro(g.costo)}`].map((parte, j) => (
              <Fragment key={j}>
                {j > 0 && ' · '}
                <Text as="span" whiteSpace="nowrap">
                  {parte}
                </Text>
              </Fragment>
            ))}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

type Barra = { nome: string; valore: number; colore: string };

function MarginiChart({ gusti, ordine }: { gusti: readonly MargineGusto[]; ordine: Ordine }) {
  const label = ordine === 'margine' ? 'Margine' : 'Margine/kg';
  const chart = useChart<Barra>({
    data: gusti.slice(0, LIMITE_GRAFICO).map((g) => ({ nome: g.nome, valore: (ordine === 'margine' ? g.margine : g.margineKg) ?? 0, colore: coloreVisibile(g.colore) })),
    series: [{ name: 'valore', color: 'brand.500', label }],
  });
  const altezza = Math.max(160, chart.data.length * 34 + 40);
  const euro = (v: unknown) => (typeof v === 'number' ? (ordine === 'margine' ? formatEuro(v) : formatEuroPerKg(v)) : String(v));
  return (
    <Chart.Root chart={chart} h={`${altezza}px`} aspectRatio="auto" role="img" data-testid="grafico-margini" aria-label={`${label} per gusto`}>
      <BarChart data={chart.data} layout="vertical" responsive margin={{ left: 4, right: 16 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={(v: number) => formatDecimal(v, 0)} />
        <YAxis type="category" dataKey={chart.key('nome')} axisLine={false} tickLine={false} width={110} fontSize={12} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip hideIndicator formatter={euro} />} />
        <Bar isAnimationActive={false} dataKey={chart.key('valore')} name={label} radius={[0, 4, 4, 0]} maxBarSize={22} stroke={chart.color('border.emphasized')} strokeWidth={0.5}>
          {chart.data.map((g) => (
            <Cell key={g.nome} fill={g.colore} />
          ))}
        </Bar>
      </BarChart>
    </Chart.Root>
  );
}

interface MarginiSectionProps {
  margini: Margini | null | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Flavours ranked by margin per kg or by total margin (admin, manager): totals, table and chart. */
export function MarginiSection({ margini, loading, error, onRetry }: MarginiSectionProps) {
  const [ordine, setOrdine] = useState<Ordine>('margineKg');
  const [tabella] = useMediaQuery([TABELLA_MARGINI_QUERY], { ssr: false });
  const gusti = margini ? ordinaMargini(margini.gusti, ordine) : [];
  const t = margini?.totale;
  return (
    <SectionCard
      title="Margini"
      description="Reali dove la vetrina ha dati (kg venduti × prezzo di listino − costo dei kg venduti), altrimenti stimati (kg prodotti × prezzo di vendita)"
      testId="sezione-margini"
    >
      {loading ? (
        <SectionSkeleton rows={6} />
      ) : error ? (
        <ErrorState message={ERRORE_MARGINI} onRetry={onRetry} />
      ) : !t || gusti.length === 0 ? (
        <EmptyState title="Nessun margine nel periodo" description="Registra produzioni e vetrina, o cambia i filtri." />
      ) : (
        <Box>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="5">
            <Figura label="Ricavo" definizione={DEFINIZIONI.ricavo} valore={formatEuro(t.ricavo)} testId="margini-ricavo" />
            <Figura label="Costo del venduto" definizione={DEFINIZIONI.costoVenduto} valore={formatEuro(t.costo)} testId="margini-costo" />
            <Figura label="Margine" definizione={DEFINIZIONI.margine} valore={formatEuro(t.margine)} testId="margini-margine">
              <Text as="span" fontSize="sm" color="fg.muted">
                {t.marginePercentuale == null ? '' : formatPercent(t.marginePercentuale)}
              </Text>
              <FonteBadge fonte={t.margineFonte} />
            </Figura>
          </SimpleGrid>
          <ButtonGroup size="sm" variant="outline" attached mb="4" role="group" aria-label="Ordina i gusti">
            <Button minH="11" aria-pressed={ordine === 'margineKg'} variant={ordine === 'margineKg' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setOrdine('margineKg')}>
              Per margine al kg
            </Button>
            <Button minH="11" aria-pressed={ordine === 'margine'} variant={ordine === 'margine' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setOrdine('margine')}>
              Per margine totale
            </Button>
          </ButtonGroup>
          <Stack gap="6">
            {tabella ? <DataTable caption={CAPTION} columns={colonne} rows={gusti} rowKey={(g) => g.gustoId} /> : <MarginiCards gusti={gusti} />}
            <Box maxW="3xl" minW="0">
              <Text fontSize="sm" color="fg.muted" mb="2">
                {`I ${Math.min(LIMITE_GRAFICO, gusti.length)} gusti con il ${ordine === 'margine' ? 'margine totale' : 'margine al kg'} più alto`}
              </Text>
              <MarginiChart gusti={gusti} ordine={ordine} />
            </Box>
          </Stack>
        </Box>
      )}
    </SectionCard>
  );
}
