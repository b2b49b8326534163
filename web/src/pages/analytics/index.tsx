import { Box, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuCalendarDays, LuCalendarRange, LuEuro, LuIceCreamCone } from 'react-icons/lu';
import { apiFetch } from '../../app/api-fetch';
import { useCurrentUser } from '../../app/auth-context';
import { ErrorState } from '../../components/ErrorState';
import { notifyError } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatEuro, formatKg, formatNumber } from '../../lib/format';
import { LIMITE_TOP, exportFileName, exportQueryString, filtriPredefiniti, toFiltro, type FiltriAnalytics } from './filters';
import {
  AnalyticsCardsDocument,
  AnalyticsConfrontoDocument,
  AnalyticsIngredientiDocument,
  AnalyticsMarginiDocument,
  AnalyticsOpzioniDocument,
  AnalyticsTopGustiDocument,
} from './operations';
import { Definizione, DEFINIZIONI } from './definizione';
import { MarginiSection } from './margini';
import { PrevisioneSection } from './previsione';
import { ConfrontoSection, FiltriBar, IngredientiSection, TopGustiSection } from './sections';
import { FoodCostSection } from './food-cost';
import { Avviso } from '../../components/Avviso';

export const ERRORE_CARICAMENTO = 'Errore nel caricamento dei dati';
export const ERRORE_PARZIALE =
  'Si sono verificati alcuni errori durante il caricamento dei dati. Alcune informazioni potrebbero essere incomplete.';
export const ERRORE_ESPORTAZIONE = "Errore nell'esportazione dei dati";

/** The export builds a workbook of every section: allow it more than the 10 s default. */
const EXPORT_TIMEOUT_MS = 60_000;

/** Every analytics object is unidentified in the cache: the sections fetch without caching. */
const FETCH = { fetchPolicy: 'no-cache' } as const;

function scaricaFile(blob: Blob, nome: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function AnalyticsPage() {
  const user = useCurrentUser();
  const staff = user.ruolo === 'admin' || user.ruolo === 'manager';
  const conCosti = staff;

  const [bozza, setBozza] = useState<FiltriAnalytics>(() => filtriPredefiniti());
  const [applicati, setApplicati] = useState<FiltriAnalytics>(() => filtriPredefiniti());
  const [exporting, setExporting] = useState(false);
  const filtro = useMemo(() => toFiltro(applicati), [applicati]);

  const opzioni = useQuery(AnalyticsOpzioniDocument, { variables: { staff } });
  const cards = useQuery(AnalyticsCardsDocument, { ...FETCH, variables: { filtro, conCosti } });
  const confronto = useQuery(AnalyticsConfrontoDocument, { ...FETCH, variables: { filtro, conCosti } });
  const topGusti = useQuery(AnalyticsTopGustiDocument, { ...FETCH, variables: { filtro, limite: LIMITE_TOP, conCosti } });
  // admin and manager only: the server refuses margins to an operatore, so the query is never sent
  const margini = useQuery(AnalyticsMarginiDocument, { ...FETCH, variables: { filtro }, skip: !conCosti });
  const ingredienti = useQuery(AnalyticsIngredientiDocument, { ...FETCH, variables: { filtro, limite: LIMITE_TOP, conCosti } });

  const base = [cards, confronto, topGusti, ingredienti];
  // the margins have their own error state: the page fails as a whole only when the four base sections do
  const sezioni = conCosti ? [...base, margini] : base;
  const falliti = sezioni.filter((s) => s.error).length;
  const totale = base.every((s) => s.error);
  const parziale = falliti > 0 && !totale;

  const applica = () => setApplicati({ ...bozza });
  const reset = () => {
    const base = filtriPredefiniti();
    setBozza(base);
    setApplicati(base);
  };
  const riprova = () => sezioni.forEach((s) => void s.refetch().catch(() => undefined));

  const esporta = async () => {
    setExporting(true);
    try {
      const response = await apiFetch(`/analytics/export?${exportQueryString(filtro)}`, { timeoutMs: EXPORT_TIMEOUT_MS });
      const blob = await response.blob();
      scaricaFile(blob, exportFileName(response.headers.get('content-disposition'), filtro));
    } catch {
      notifyError(ERRORE_ESPORTAZIONE);
    } finally {
      setExporting(false);
    }
  };

  // A failed section falls back to empty or zero data.
  const d = cards.data?.analytics.dashboard;
  const cardsLoading = cards.loading && !cards.data;

  return (
    <Box>
      <PageHeader title="Analytics" description={conCosti ? 'Produzione, gusti, ingredienti e costi del laboratorio' : 'Produzione, gusti e ingredienti del laboratorio'} />
      <FiltriBar
        filtri={bozza}
        onChange={setBozza}
        opzioni={opzioni.data}
        staff={staff}
        onApply={applica}
        onReset={reset}
        onExport={() => void esporta()}
        exporting={exporting}
      />

      {totale ? (
        <ErrorState message={ERRORE_CARICAMENTO} onRetry={riprova} />
      ) : (
        <Stack gap="6">
          {parziale && (
            <Avviso status="warning" testId="errore-parziale">{ERRORE_PARZIALE}</Avviso>
          )}

          <SimpleGrid columns={{ base: 2, lg: conCosti ? 4 : 3 }} gap={{ base: '3', md: '4' }}>
            <StatCard
              label="Produzione Oggi"
              icon={LuCalendarDays}
              loading={cardsLoading}
              value={formatKg(d?.produzioneOggi.kgTotale ?? 0)}
              helpText={formatCount(d?.produzioneOggi.produzioni ?? 0, 'produzione', 'produzioni')}
              testId="card-produzione-oggi"
            />
            <StatCard
              label="Produzione Mese"
              icon={LuCalendarRange}
              colorPalette="pistacchio"
              loading={cardsLoading}
              value={formatKg(d?.produzioneMese.kgTotale ?? 0)}
              helpText={formatCount(d?.produzioneMese.produzioni ?? 0, 'produzione', 'produzioni')}
              testId="card-produzione-mese"
            />
            <StatCard label="Gusti Attivi" icon={LuIceCreamCone} colorPalette="purple" loading={cardsLoading} value={formatNumber(d?.totali.gustiAttivi ?? 0)} testId="card-gusti-attivi" />
            {conCosti && (
              <StatCard
                label="Costi Oggi"
                icon={LuEuro}
                colorPalette="orange"
                loading={cardsLoading}
                value={formatEuro(d?.produzioneOggi.costoTotale ?? 0)}
                helpText={
                  <HStack as="span" gap="0.5">
                    Costo di produzione <Definizione di="Costi Oggi">{DEFINIZIONI.costoOggi}</Definizione>
                  </HStack>
                }
                testId="card-costi-oggi"
              />
            )}
          </SimpleGrid>

          <ConfrontoSection
            confronto={confronto.data?.analytics.confronto}
            loading={confronto.loading && !confronto.data}
            conConfronto={applicati.confrontaAnno !== ''}
            conCosti={conCosti}
          />
          <TopGustiSection gusti={topGusti.data?.analytics.topGusti ?? []} loading={topGusti.loading && !topGusti.data} conCosti={conCosti} />
          {conCosti && (
            <MarginiSection
              margini={margini.data?.analytics.margini}
              loading={margini.loading && !margini.data}
              error={!!margini.error}
              onRetry={() => void margini.refetch().catch(() => undefined)}
            />
          )}
          {conCosti && <FoodCostSection filtro={filtro} />}
          <IngredientiSection ingredienti={ingredienti.data?.analytics.ingredienti ?? []} loading={ingredienti.loading && !ingredienti.data} conCosti={conCosti} />
          {staff && <PrevisioneSection punti={opzioni.data?.puntiVendita ?? []} />}
        </Stack>
      )}
    </Box>
  );
}
