import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuCalendarClock, LuClipboardCheck, LuHistory, LuIceCreamBowl, LuPrinter, LuSave, LuScale, LuSettings2, LuUndo2 } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { usePageNavigation } from '../../app/navigation-context';
import { Avviso } from '../../components/Avviso';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { notifyError, notifySuccess } from '../../components/notify';
import { apriPdf } from '../../features/allergeni/apri-pdf';
import type { PianoCompletoFragment } from '../../gql/graphql';
import { formatCount, formatDate, formatNumber, todayIsoDate } from '../../lib/format';
import { ConfigurazioneDialog } from './ConfigurazioneDialog';
import { FabbisognoIngredienti } from './Fabbisogno';
import { Laboratorio } from './Laboratorio';
import { ModifichePiano } from './Modifiche';
import { RighePiano } from './RighePiano';
import { PIANO_MODIFICHE_QUERY, PIANO_QUERY, REGISTRA_PIANO, SALVA_PIANO } from './operations';
import { MSG_PIANO, giorniPiano, gruppiPerPunto, percorsoFogli, righeDaSalvare, type Bozza, type GiornoPiano } from './piano-state';

type Piano = PianoCompletoFragment;

/** Today … +7 as big buttons (two rows of four on a phone). */
function SceltaGiorno({ giorni, data, onScegli }: { giorni: GiornoPiano[]; data: string; onScegli: (d: string) => void }) {
  return (
    <SimpleGrid columns={{ base: 4, md: 8 }} gap="2" role="group" aria-label="Giorno del piano" mb="5">
      {giorni.map((g) => {
        const scelto = g.data === data;
        return (
          <Button
            key={g.data}
            aria-pressed={scelto}
            variant={scelto ? 'solid' : 'outline'}
            colorPalette="brand"
            bg={scelto ? undefined : 'bg'}
            h="auto"
            minH="14"
            py="2"
            flexDirection="column"
            gap="0"
            onClick={() => onScegli(g.data)}
          >
            <Text fontWeight="bold" textTransform="capitalize">
              {g.etichetta}
            </Text>
            <Text fontSize="xs" fontWeight="normal">
              {g.giorno}
            </Text>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

/** The day's totals: trays and kg to make, cycles and cleanings, the laboratory's hours. */
function Totali({ piano }: { piano: Piano }) {
  const vaschette = piano.righe.reduce((t, r) => t + r.vaschette, 0);
  const kg = piano.righe.reduce((t, r) => t + r.kg, 0);
  const inizio = piano.cicli.reduce<string | null>((m, c) => (m === null || c.inizio < m ? c.inizio : m), null);
  const fine = piano.cicli.reduce<string | null>((m, c) => (m === null || c.fine > m ? c.fine : m), null);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <StatCard label="Vaschette" value={formatNumber(vaschette, 0)} helpText={`${formatCount(gruppiPerPunto(piano.righe).length, 'punto vendita', 'punti vendita')}`} icon={LuIceCreamBowl} testId="tot-vaschette" />
      <StatCard label="Da produrre" value={`${formatNumber(kg, 1)} kg`} icon={LuScale} testId="tot-kg" />
      <StatCard label="Cicli" value={formatNumber(piano.cicli.length, 0)} helpText={formatCount(piano.pulizie, 'pulizia', 'pulizie')} icon={LuCalendarClock} testId="tot-cicli" />
      <StatCard label="Laboratorio" value={inizio && fine ? `${inizio}–${fine}` : '—'} helpText="Inizio e fine dei cicli" icon={LuHistory} testId="tot-orario" />
    </SimpleGrid>
  );
}

/** The unsaved tray changes: stays at the bottom of the screen while the rows scroll. */
function BarraSalva({ n, errate, salvando, onSalva, onAnnulla }: { n: number; errate: number; salvando: boolean; onSalva: () => void; onAnnulla: () => void }) {
  return (
    <Flex
      position="sticky"
      bottom="0"
      zIndex="docked"
      gap="3"
      wrap="wrap"
      align="center"
      justify="space-between"
      p="3"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="lg"
      boxShadow="md"
      data-testid="barra-salva"
    >
      <Text fontWeight="medium" color={errate > 0 ? 'fg.error' : undefined} role={errate > 0 ? 'alert' : undefined}>
        {errate > 0 ? MSG_PIANO.vaschette : `${formatCount(n, 'vaschetta cambiata', 'vaschette cambiate')}, non ancora salvat${n === 1 ? 'a' : 'e'}`}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button size="lg" variant="outline" bg="bg" onClick={onAnnulla} disabled={salvando}>
          <LuUndo2 /> Annulla
        </Button>
        <Button size="lg" colorPalette="brand" onClick={onSalva} loading={salvando} disabled={errate > 0 || n === 0}>
          <LuSave /> Salva vaschette
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Piano di produzione (issue 32): the chosen day's trays per sales point and flavour from the forecast
 * (editable by admin and manager, every change kept), the laboratory's cycles, the ingredients against
 * stock, the weighing sheets and transfer notes, and the recording of the day's productions.
 */
export default function PianoProduzionePage() {
  const me = useCurrentUser();
  const gestisce = me.ruolo === 'admin' || me.ruolo === 'manager';
  const { navigate } = usePageNavigation();
  const giorni = useMemo(() => giorniPiano(todayIsoDate()), []);
  const [data, setData] = useState(giorni[1]!.data);
  // the trays being typed, per day (a day change keeps them)
  const [bozze, setBozze] = useState<Record<string, Bozza>>({});
  const [conferma, setConferma] = useState(false);
  const [impostazioni, setImpostazioni] = useState(false);
  const [stampa, setStampa] = useState(false);
  const { data: res, loading, error, refetch } = useQuery(PIANO_QUERY, { variables: { data }, notifyOnNetworkStatusChange: true });
  const aggiornaCache = { refetchQueries: gestisce ? [PIANO_MODIFICHE_QUERY] : [] };
  const [salvaPiano, { loading: salvando }] = useMutation(SALVA_PIANO, {
    ...aggiornaCache,
    update: (cache, { data: r }) => r && cache.writeQuery({ query: PIANO_QUERY, variables: { data: r.salvaPiano.data }, data: { piano: r.salvaPiano } }),
  });
  const [registraPiano, { loading: registrando }] = useMutation(REGISTRA_PIANO, {
    update: (cache, { data: r }) => r && cache.writeQuery({ query: PIANO_QUERY, variables: { data: r.registraPiano.data }, data: { piano: r.registraPiano } }),
  });

  // the answer of another day stays on screen while the chosen one loads: only this day's plan counts
  const piano = res?.piano.data === data ? res.piano : undefined;
  const bozza = bozze[data] ?? {};
  const modificabile = gestisce && piano !== undefined && !piano.registrato;
  const daSalvare = piano ? righeDaSalvare(piano.righe, bozza) : { righe: [], errate: [] };
  const inModifica = daSalvare.righe.length + daSalvare.errate.length > 0;
  const nomiPunti = useMemo(() => new Map((piano?.righe ?? []).map((r) => [r.puntoVenditaId, r.puntoVenditaNome])), [piano]);

  const cambia = (chiave: string, testo: string) => setBozze((b) => ({ ...b, [data]: { ...b[data], [chiave]: testo } }));
  const annulla = () => setBozze((b) => ({ ...b, [data]: {} }));

  const salva = async () => {
    if (daSalvare.errate.length > 0 || daSalvare.righe.length === 0) return;
    try {
      await salvaPiano({ variables: { data, righe: daSalvare.righe } });
      annulla();
      notifySuccess(MSG_PIANO.salvato);
    } catch (e) {
      notifyError(serverErrorMessage(e) ?? MSG_PIANO.salvataggio);
    }
  };

  const registra = async () => {
    try {
      const r = await registraPiano({ variables: { data } });
      setConferma(false);
      notifySuccess(`${MSG_PIANO.registrato}: ${formatCount(r.data?.registraPiano.produzioniIds.length ?? 0, 'produzione', 'produzioni')}`);
    } catch (e) {
      setConferma(false);
      notifyError(serverErrorMessage(e) ?? MSG_PIANO.registrazione);
    }
  };

  const stampaFogli = async () => {
    setStampa(true);
    try {
      await apriPdf(percorsoFogli(data), `fogli-pesata-${data}.pdf`);
    } catch (e) {
      notifyError(MSG_PIANO.stampa, e instanceof Error ? e.message : undefined);
    } finally {
      setStampa(false);
    }
  };

  const azioni = (
    <>
      {me.ruolo === 'admin' && (
        <Button size="lg" variant="outline" bg="bg" onClick={() => setImpostazioni(true)}>
          <LuSettings2 /> Impostazioni
        </Button>
      )}
      <Button size="lg" variant="outline" colorPalette="brand" bg="bg" onClick={() => void stampaFogli()} loading={stampa} loadingText="PDF..." disabled={!piano || piano.cicli.length === 0}>
        <LuPrinter /> Stampa fogli di pesata
      </Button>
      {gestisce && (
        <Button
          size="lg"
          colorPalette="brand"
          onClick={() => setConferma(true)}
          disabled={!piano || piano.registrato || piano.righe.length === 0 || inModifica}
          title={inModifica ? 'Salva prima le vaschette cambiate' : undefined}
        >
          <LuClipboardCheck /> {piano?.registrato ? 'Produzione registrata' : 'Registra produzione'}
        </Button>
      )}
    </>
  );

  let contenuto;
  if (loading && !piano) contenuto = <LoadingState message="Calcolo del piano di produzione..." />;
  else if (error && !piano) contenuto = <ErrorState message={serverErrorMessage(error) ?? MSG_PIANO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!piano) contenuto = null;
  else
    contenuto = (
      <Stack gap="6">
        {piano.avvisi.map((a) => (
          <Avviso key={a} status="warning" testId="avviso-piano">
            {a}
          </Avviso>
        ))}
        {piano.registrato && (
          <Flex gap="3" wrap="wrap" align="center" justify="space-between" p="4" borderRadius="lg" bg="green.50" borderWidth="1px" borderColor="green.200" data-testid="piano-registrato">
            <Text fontWeight="medium" color="green.800">
              Produzione del {formatDate(piano.data)} registrata: {formatCount(piano.produzioniIds.length, 'produzione', 'produzioni')}
              {piano.produzioniIds.length > 0 ? ` (${piano.produzioniIds.map((id) => `#${id}`).join(', ')})` : ''}.
            </Text>
            <Button size="lg" variant="outline" colorPalette="green" bg="bg" onClick={() => navigate('storico-produzione')}>
              <LuHistory /> Apri lo Storico Produzione
            </Button>
          </Flex>
        )}
        {piano.righe.length === 0 ? (
          <EmptyState icon={<LuIceCreamBowl />} title={MSG_PIANO.vuoto} description={MSG_PIANO.vuotoDescrizione} />
        ) : (
          <>
            <Totali piano={piano} />
            <Stack gap="4">
              <Heading as="h2" size="xl" color="cioccolato.900">
                Vaschette per punto vendita
              </Heading>
              <RighePiano data={data} righe={piano.righe} bozza={bozza} onCambia={modificabile ? cambia : null} stampaBolle />
              {modificabile && inModifica && (
                <BarraSalva n={daSalvare.righe.length} errate={daSalvare.errate.length} salvando={salvando} onSalva={() => void salva()} onAnnulla={annulla} />
              )}
            </Stack>
            <Laboratorio cicli={piano.cicli} pulizie={piano.pulizie} />
            <FabbisognoIngredienti fabbisogno={piano.fabbisogno} />
          </>
        )}
        {gestisce && <ModifichePiano data={data} nomiPunti={nomiPunti} />}
      </Stack>
    );

  return (
    <Box>
      <PageHeader
        title="Piano di Produzione"
        description={
          gestisce
            ? 'Le vaschette da produrre per punto vendita dalla previsione delle vendite, i cicli del laboratorio e gli ingredienti necessari.'
            : 'Le vaschette da produrre per punto vendita, i cicli del laboratorio e gli ingredienti necessari (sola lettura).'
        }
        actions={azioni}
      />
      <SceltaGiorno giorni={giorni} data={data} onScegli={setData} />
      {contenuto}
      <ConfigurazioneDialog open={impostazioni} onClose={() => setImpostazioni(false)} />
      <ConfirmDialog
        open={conferma}
        title="Registra produzione"
        message={`Registrare la produzione del ${formatDate(data)}? ${
          nomiPunti.size === 1 ? `Sarà creata la produzione di ${[...nomiPunti.values()][0]}` : `Saranno create ${nomiPunti.size} produzioni, una per punto vendita`
        }, con le vaschette del piano.`}
        confirmLabel="Registra"
        loading={registrando}
        onConfirm={() => void registra()}
        onCancel={() => setConferma(false)}
      />
    </Box>
  );
}
