import { Badge, Box, Button, Circle, Field, Flex, Grid, HStack, Icon, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload, LuFilter, LuMinus, LuRotateCcw, LuTrendingDown, LuTrendingUp } from 'react-icons/lu';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import { formatEuro, formatKg, formatPercent } from '../../lib/format';
import type { AnalyticsConfrontoQuery, AnalyticsIngredientiQuery, AnalyticsOpzioniQuery, AnalyticsTopGustiQuery } from '../../gql/graphql';
import { Definizione, DEFINIZIONI, stessiGiorni } from './definizione';
import { FonteBadge } from './fonte';
import { ConfrontoChart, IngredientiChart, TopGustiChart, coloreVisibile } from './charts';
import { MESI, anniConfronto, anniDisponibili, type FiltriAnalytics } from './filters';
import { TREND_LABELS, formatConsumo, formatGiornoMese, formatUtilizzoGusti, formatVariazione, normalizzaTrend } from './format';
import { SelectPuntoVendita } from '../../components/SelectPuntoVendita';
import { SelectCategoria } from '../../components/SelectCategoria';

export type GustoTop = AnalyticsTopGustiQuery['analytics']['topGusti'][number];
export type IngredienteAnalisi = AnalyticsIngredientiQuery['analytics']['ingredienti'][number];
export type Confronto = AnalyticsConfrontoQuery['analytics']['confronto'];
export type Opzioni = AnalyticsOpzioniQuery;

const TREND_STYLE = {
  // .700 shades: at least 4.5:1 on white and on the tables' striped rows (WCAG AA)
  crescita: { icon: LuTrendingUp, color: 'green.700' },
  decrescita: { icon: LuTrendingDown, color: 'red.700' },
  stabile: { icon: LuMinus, color: 'gray.600' },
} as const;

export function TrendIndicator({ trend }: { trend: string }) {
  const t = normalizzaTrend(trend);
  const style = TREND_STYLE[t];
  return (
    <HStack gap="1" color={style.color} fontWeight="medium" whiteSpace="nowrap" data-trend={t}>
      <Icon as={style.icon} boxSize="4" aria-hidden />
      <Text as="span">{TREND_LABELS[t]}</Text>
    </HStack>
  );
}

export { SectionCard };

export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="3" data-testid="section-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="8" />
      ))}
    </Stack>
  );
}

// ---------------------------------------------------------------- filters

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  return (
    <Field.Root minW="0">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} bg="white">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface FiltriBarProps {
  filtri: FiltriAnalytics;
  onChange: (filtri: FiltriAnalytics) => void;
  opzioni: Opzioni | undefined;
  /** Admin and manager: category, ingredient and operator filters. */
  staff: boolean;
  onApply: () => void;
  onReset: () => void;
  onExport: () => void;
  exporting: boolean;
}

export function FiltriBar({ filtri, onChange, opzioni, staff, onApply, onReset, onExport, exporting }: FiltriBarProps) {
  const set = (key: keyof FiltriAnalytics) => (value: string) => {
    const next = { ...filtri, [key]: value };
    // the comparison year must be one of the 10 before the selected year
    if (key === 'anno' && next.confrontaAnno !== '' && !anniConfronto(Number(value)).includes(Number(next.confrontaAnno))) next.confrontaAnno = '';
    onChange(next);
  };
  const anno = Number(filtri.anno);
  return (
    <Box as="form" role="search" aria-label="Filtri analytics" bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p={{ base: '4', md: '5' }} mb="6"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onApply();
      }}
    >
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <SelectField label="Anno" value={filtri.anno} onChange={set('anno')}>
          {anniDisponibili().map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <SelectField label="Confronta con" value={filtri.confrontaAnno} onChange={set('confrontaAnno')}>
          <option value="">Nessun confronto</option>
          {anniConfronto(anno).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <SelectField label="Mese" value={filtri.mese} onChange={set('mese')}>
          <option value="">Tutti i mesi</option>
          {MESI.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </SelectField>
        <Field.Root minW="0">
          <Field.Label fontSize="sm">Punto Vendita</Field.Label>
          <SelectPuntoVendita
            size="sm"
            bg="white"
            punti={opzioni?.puntiVendita ?? []}
            placeholder="Tutti i punti vendita"
            value={filtri.puntoVenditaId ? Number(filtri.puntoVenditaId) : null}
            onChange={(id) => set('puntoVenditaId')(id === null ? '' : String(id))}
          />
        </Field.Root>
        {staff && (
          <Field.Root minW="0">
            <Field.Label fontSize="sm">Categoria Gusto</Field.Label>
            <SelectCategoria
              size="sm"
              bg="white"
              categorie={opzioni?.categorieGusti ?? []}
              valore="nome"
              placeholder="Tutte le categorie"
              value={filtri.categoriaGusto}
              onChange={(e) => set('categoriaGusto')(e.currentTarget.value)}
            />
          </Field.Root>
        )}
        <SelectField label="Gusto" value={filtri.gustoId} onChange={set('gustoId')}>
          <option value="">Tutti i gusti</option>
          {(opzioni?.gusti ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.nome}
            </option>
          ))}
        </SelectField>
        {staff && (
          <SelectField label="Ingrediente" value={filtri.ingredienteId} onChange={set('ingredienteId')}>
            <option value="">Tutti gli ingredienti</option>
            {(opzioni?.ingredienti ?? []).map((i) => (
              <option key={i.id} value={i.id}>
                {i.nome}
              </option>
            ))}
          </SelectField>
        )}
        {staff && (
          <SelectField label="Operatore" value={filtri.operatoreId} onChange={set('operatoreId')}>
            <option value="">Tutti gli operatori</option>
            {(opzioni?.utenti ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.attivo ? u.nome : `${u.nome} (archiviato)`}
              </option>
            ))}
          </SelectField>
        )}
      </SimpleGrid>
      <Flex mt="4" gap="2" wrap="wrap" justify={{ base: 'stretch', sm: 'flex-end' }}>
        <Button type="button" variant="outline" size="sm" onClick={onReset} flex={{ base: '1', sm: 'initial' }}>
          <LuRotateCcw /> Reset
        </Button>
        <Button type="button" variant="outline" size="sm" colorPalette="pistacchio" onClick={onExport} loading={exporting} flex={{ base: '1', sm: 'initial' }}>
          <LuDownload /> Esporta
        </Button>
        <Button type="submit" size="sm" colorPalette="brand" flex={{ base: '1 0 100%', sm: 'initial' }}>
          <LuFilter /> Applica Filtri
        </Button>
      </Flex>
    </Box>
  );
}

// ---------------------------------------------------------------- comparison

function VariazioneBadge({ value }: { value: number | null | undefined }) {
  const palette = value == null || value === 0 ? 'gray' : value > 0 ? 'green' : 'red';
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" data-testid="variazione">
      {formatVariazione(value)}
    </Badge>
  );
}

interface FiguraConfrontoProps {
  label: string;
  corrente: string;
  precedente?: string;
  annoPrecedente?: number;
  variazione?: number | null;
  testId: string;
  /** Beside the current figure (the margin's source). */
  badge?: ReactNode;
  definizione?: string;
}

/** A figure of a section: label, value, what goes beside the value (a badge) and below it. */
export function Figura({ label, valore, testId, children, sotto, definizione }: { label: string; valore: string; testId: string; children?: ReactNode; sotto?: ReactNode; definizione?: string }) {
  return (
    <Box bg="crema.50" borderWidth="1px" borderColor="crema.200" borderRadius="lg" p="4" data-testid={testId}>
      <HStack gap="1" minH="8">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {definizione && <Definizione di={label}>{definizione}</Definizione>}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="xl" fontWeight="bold" color="cioccolato.900">
          {valore}
        </Text>
        {children}
      </HStack>
      {sotto}
    </Box>
  );
}

function FiguraConfronto({ label, corrente, precedente, annoPrecedente, variazione, testId, badge, definizione }: FiguraConfrontoProps) {
  return (
    <Figura
      label={label}
      valore={corrente}
      testId={testId}
      definizione={definizione}
      sotto={
        precedente !== undefined && (
          <HStack mt="1" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {annoPrecedente}: {precedente}
            </Text>
            <VariazioneBadge value={variazione} />
          </HStack>
        )
      }
    >
      {badge}
    </Figura>
  );
}

interface ConfrontoSectionProps {
  confronto: Confronto | undefined;
  loading: boolean;
  /** false when 'Confronta con' is 'Nessun confronto': only the selected year is shown. */
  conConfronto: boolean;
  conCosti: boolean;
}

export function ConfrontoSection({ confronto, loading, conConfronto, conCosti }: ConfrontoSectionProps) {
  const corrente = confronto?.annoCorrente;
  const precedente = conConfronto ? confronto?.annoPrecedente : undefined;
  const v = confronto?.variazioni;
  const title = corrente && precedente ? `Confronto ${corrente.anno} / ${precedente.anno}` : corrente ? `Andamento ${corrente.anno}` : 'Confronto Anni';
  // like for like: the margins the server compared (real only when both years are wholly real)
  const reale = v?.margineFonte === 'reale';
  const margineDi = (a: { margine?: number | null; margineStimato?: number | null } | undefined) => formatEuro((reale ? a?.margine : a?.margineStimato) ?? 0);
  // the running year: both years from the period's first day to today's day and month (issue 34)
  const periodo = confronto?.finoAOggi && corrente && precedente ? { dal: formatGiornoMese(corrente.dataInizio), al: formatGiornoMese(corrente.dataFine) } : null;
  const definizione = (testo: string) => (periodo ? `${testo} ${stessiGiorni(periodo.dal, periodo.al)}` : testo);
  return (
    <SectionCard
      title={title}
      description={periodo ? `Stesso periodo nei due anni: dal ${periodo.dal} al ${periodo.al}. Kg prodotti per mese` : 'Kg prodotti per mese'}
      testId="sezione-confronto"
    >
      {loading ? (
        <SectionSkeleton />
      ) : (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: conCosti ? 3 : 1 }} gap="3" maxW={conCosti ? undefined : 'sm'}>
            <FiguraConfronto label="Kg prodotti" definizione={definizione(DEFINIZIONI.kgProdotti)} testId="confronto-kg" corrente={formatKg(corrente?.kgTotale ?? 0)} precedente={precedente ? formatKg(precedente.kgTotale) : undefined} annoPrecedente={precedente?.anno} variazione={v?.kgPercentuale} />
            {conCosti && (
              <FiguraConfronto
                label="Costo di produzione"
                definizione={definizione(DEFINIZIONI.costoProduzione)}
                testId="confronto-costo"
                corrente={formatEuro(corrente?.costoTotale ?? 0)}
                precedente={precedente ? formatEuro(precedente.costoTotale ?? 0) : undefined}
                annoPrecedente={precedente?.anno}
                variazione={v?.costoPercentuale}
              />
            )}
            {conCosti && (
              <FiguraConfronto
                label={reale ? 'Margine reale' : 'Margine stimato'}
                definizione={definizione(reale ? DEFINIZIONI.margineReale : DEFINIZIONI.margineStimato)}
                testId="confronto-margine"
                corrente={margineDi(corrente)}
                precedente={precedente ? margineDi(precedente) : undefined}
                annoPrecedente={precedente?.anno}
                variazione={v?.marginePercentuale}
              />
            )}
          </SimpleGrid>
          {corrente ? (
            <ConfrontoChart
              annoCorrente={corrente.anno}
              mesiCorrente={corrente.datiMensili}
              annoPrecedente={precedente?.anno}
              mesiPrecedente={precedente?.datiMensili}
              mesi={periodo ? corrente.datiMensili.length : 12}
            />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              Nessun dato di produzione per il periodo selezionato.
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

// ---------------------------------------------------------------- top flavours

function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {children}
    </Text>
  );
}

const gustiColumnsBase: Column<GustoTop>[] = [
  {
    key: 'nome',
    header: 'Gusto',
    render: (g) => (
      <HStack gap="2">
        <Circle size="3" bg={g.colore} borderWidth="1px" borderColor="blackAlpha.300" flexShrink={0} data-testid="colore-gusto" aria-hidden />
        <Text as="span" fontWeight="medium">
          {g.nome}
        </Text>
      </HStack>
    ),
  },
  { key: 'categoria', header: 'Categoria', render: (g) => g.categoria ?? '-' },
  { key: 'totaleKg', header: 'Totale', align: 'end', render: (g) => <Nowrap>{formatKg(g.totaleKg)}</Nowrap> },
  { key: 'percentuale', header: '%', align: 'end', render: (g) => <Nowrap>{formatPercent(g.percentuale)}</Nowrap> },
  { key: 'mediaMensile', header: 'Media mensile', align: 'end', render: (g) => <Nowrap>{formatKg(g.mediaMensile)}</Nowrap> },
  { key: 'trend', header: 'Trend', render: (g) => <TrendIndicator trend={g.trend} /> },
];

/** Admin and manager: the period's margin, real where the display case has data, else flagged 'stimato'. */
const margineColumn: Column<GustoTop> = {
  key: 'margine',
  header: 'Margine',
  align: 'end',
  render: (g) => (
    <HStack gap="1.5" justify="flex-end" wrap="nowrap">
      <Nowrap>{formatEuro(g.margine ?? 0)}</Nowrap>
      <FonteBadge fonte={g.margineFonte} soloStimato />
    </HStack>
  ),
};

export function TopGustiSection({ gusti, loading, conCosti = false }: { gusti: readonly GustoTop[]; loading: boolean; conCosti?: boolean }) {
  const gustiColumns = conCosti ? [...gustiColumnsBase, margineColumn] : gustiColumnsBase;
  return (
    <SectionCard
      title="Top Gusti"
      description={
        <>
          I 10 gusti più prodotti nel periodo. Trend rispetto al totale del laboratorio <Definizione di="Trend">{DEFINIZIONI.trend}</Definizione>
          {conCosti && (
            <>
              {' '}
              Margine <Definizione di="Margine">{DEFINIZIONI.margine}</Definizione>
            </>
          )}
        </>
      }
      testId="sezione-top-gusti"
    >
      {loading ? (
        <SectionSkeleton rows={6} />
      ) : gusti.length === 0 ? (
        <EmptyState title="Nessun gusto prodotto nel periodo" description="Cambia i filtri o registra una produzione." />
      ) : (
        // with the margin column the table needs the full width: the chart goes below it
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: conCosti ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <DataTable caption="Top Gusti" columns={gustiColumns} rows={[...gusti]} rowKey={(g) => g.gustoId} />
          <Box maxW={conCosti ? '3xl' : undefined} minW="0">
            <TopGustiChart gusti={gusti.map((g) => ({ nome: g.nome, totaleKg: g.totaleKg, colore: coloreVisibile(g.colore) }))} />
          </Box>
        </Grid>
      )}
    </SectionCard>
  );
}

// ---------------------------------------------------------------- ingredients

function ingredientiColumns(conCosti: boolean): Column<IngredienteAnalisi>[] {
  return [
    { key: 'nome', header: 'Ingrediente', render: (i) => <Text as="span" fontWeight="medium">{i.nome}</Text> },
    { key: 'consumo', header: 'Consumo totale', align: 'end', render: (i) => <Nowrap>{formatConsumo(i.consumoTotale, i.unita)}</Nowrap> },
    ...(conCosti ? [{ key: 'costo', header: 'Costo totale', align: 'end' as const, render: (i: IngredienteAnalisi) => <Nowrap>{formatEuro(i.costoTotale ?? 0)}</Nowrap> }] : []),
    { key: 'trend', header: 'Trend', render: (i) => <TrendIndicator trend={i.trend} /> },
    {
      key: 'gusti',
      header: 'Gusti',
      render: (i) => (
        <Text as="span" fontSize="sm" color="fg.muted" data-testid="utilizzo-gusti">
          {formatUtilizzoGusti(i.utilizzoGusti.map((u) => u.gustoNome))}
        </Text>
      ),
    },
  ];
}

export function IngredientiSection({ ingredienti, loading, conCosti }: { ingredienti: readonly IngredienteAnalisi[]; loading: boolean; conCosti: boolean }) {
  return (
    <SectionCard
      title="Analisi Ingredienti"
      description={
        <>
          Consumo secondo le ricette attuali (1 l = 1 kg di miscela).
          {conCosti && (
            <>
              {' '}
              Costo totale <Definizione di="Costo totale">{DEFINIZIONI.costoIngrediente}</Definizione>
            </>
          )}
        </>
      }
      testId="sezione-ingredienti"
    >
      {loading ? (
        <SectionSkeleton rows={6} />
      ) : ingredienti.length === 0 ? (
        <EmptyState title="Nessun ingrediente utilizzato nel periodo" description="Cambia i filtri o registra una produzione." />
      ) : (
        <Stack gap="6">
          <DataTable caption="Analisi Ingredienti" columns={ingredientiColumns(conCosti)} rows={[...ingredienti]} rowKey={(i) => i.ingredienteId} />
          <Box maxW="3xl">
            <IngredientiChart ingredienti={ingredienti} />
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
