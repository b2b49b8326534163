import { Circle, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { BaseCostoSwitch } from '../../features/costi/BaseCostoSwitch';
import { useBaseCosto } from '../../features/costi/use-base-costo';
import type { AnalyticsFiltro, AnalyticsFoodCostQuery } from '../../gql/graphql';
import { formatEuroPerKg, formatKg } from '../../lib/format';
import { AnalyticsFoodCostDocument } from './operations';
import { SectionCard, SectionSkeleton } from './sections';

type FoodCostGusto = NonNullable<AnalyticsFoodCostQuery['analytics']['foodCostGusti']>[number];

export const ERRORE_FOOD_COST = 'Errore nel caricamento del food cost';
/** The dearest flavours shown (the server sends every active one, highest current food cost first). */
export const LIMITE_FOOD_COST = 10;
const CAPTION = 'Food cost dei gusti';

const COLONNE: Column<FoodCostGusto>[] = [
  {
    key: 'nome',
    header: 'Gusto',
    render: (g) => (
      <HStack gap="2" minW="0">
        <Circle size="3" bg={g.colore} borderWidth="1px" borderColor="blackAlpha.300" flexShrink={0} aria-hidden />
        <Text as="span" fontWeight="medium" overflowWrap="anywhere">
          {g.nome}
        </Text>
      </HStack>
    ),
  },
  { key: 'attuale', header: 'Food cost attuale', align: 'end', render: (g) => <Text as="span" whiteSpace="nowrap">{formatEuroPerKg(g.foodCostAttuale)}</Text> },
  { key: 'medio', header: 'Medio del periodo', align: 'end', hideBelow: 'md', render: (g) => <Text as="span" whiteSpace="nowrap">{g.foodCostMedio == null ? '—' : formatEuroPerKg(g.foodCostMedio)}</Text> },
  { key: 'kg', header: 'Prodotti', align: 'end', hideBelow: 'md', render: (g) => <Text as="span" whiteSpace="nowrap">{formatKg(g.kgTotale)}</Text> },
];

/**
 * The flavours' current food cost at the last price or at the stock's weighted average (issue 30),
 * with the period's average at the production snapshots. Admin and manager only (the page mounts it
 * only for them); the switch re-queries with the chosen basis, the setting's shown first.
 */
export function FoodCostSection({ filtro }: { filtro: AnalyticsFiltro }) {
  const base = useBaseCosto(true);
  const { data, loading, error, refetch } = useQuery(AnalyticsFoodCostDocument, { fetchPolicy: 'no-cache', variables: { filtro, baseCosto: base.variabile } });
  const gusti = (data?.analytics.foodCostGusti ?? []).slice(0, LIMITE_FOOD_COST);
  return (
    <SectionCard
      title="Food cost dei gusti"
      description="Costo attuale della ricetta al kg (i gusti più cari) e media del periodo agli snapshot di produzione. Un ingrediente senza ricevimenti resta al suo ultimo prezzo."
      actions={<BaseCostoSwitch valore={base.valore} onChange={base.scegli} />}
      testId="sezione-food-cost"
    >
      {loading && !data ? (
        <SectionSkeleton rows={6} />
      ) : error ? (
        <ErrorState message={ERRORE_FOOD_COST} onRetry={() => void refetch().catch(() => undefined)} />
      ) : gusti.length === 0 ? (
        <EmptyState title="Nessun gusto attivo" description="Crea un gusto o cambia i filtri." />
      ) : (
        <DataTable caption={CAPTION} columns={COLONNE} rows={gusti} rowKey={(g) => g.gustoId} />
      )}
    </SectionCard>
  );
}
