import { Badge, Box, Button, Card, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuIceCreamBowl, LuPackagePlus, LuPencil, LuPercent, LuScale, LuTrash2, LuTrendingUp, LuWallet } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { notifyInfo, notifySuccess } from '../../components/notify';
import { dipendeDaCarico, type OperazioneVetrina } from '../../features/offline/archivio';
import { MSG_OFFLINE } from '../../features/offline/messages';
import { useStatoCoda } from '../../features/offline/coda-dispositivo';
import { MSG_VETRINA_OFFLINE, useInvioVetrina } from '../../features/offline/use-invio-vetrina';
import { legatoAlProprioPunto, puntiVenditaConsentiti, puntoVenditaIniziale, gruppiPerCategoria } from '../../features/produzione/catalogo';
import { CampoPuntoVendita, ColoreGusto, NomeGusto } from '../../features/produzione/components';
import { DATI_REGISTRAZIONE_QUERY } from '../../features/produzione/operations';
import { formatDate, formatEuro, formatNumber, formatPercent, todayIsoDate } from '../../lib/format';
import { DurezzaVetrina } from './DurezzaVetrina';
import { CaricaDialog, ChiusuraDialog, CorreggiChiusuraDialog, ScartoDialog, type ChiusuraDaCorreggere, type ValoriCarico, type ValoriScarto } from './dialogs';
import { VETRINA_CORREGGI_CHIUSURA, VETRINA_GIORNO_QUERY, VETRINA_PRODUZIONI_QUERY, VETRINA_RIEPILOGO_QUERY } from './operations';
import { etichettaMotivo, operazioneChiusura, righeDaProduzioni, totaliGiorno, vaschetteDaPesare, vetrinaInCoda, type Carico, type Pesata } from './vetrina-state';

export const MSG_VETRINA = {
  caricamento: 'Errore nel caricamento della vetrina',
  salvataggio: 'Errore nel salvare, riprova',
  scegliPunto: 'Seleziona un punto vendita per vedere la sua vetrina.',
} as const;

const kg = (n: number) => `${formatNumber(n, 3)} kg`;

/** A write saved on this device, waiting for the connection. */
const BadgeInAttesa = ({ testo = 'In attesa di invio' }: { testo?: string }) => (
  // wraps inside a 150 px phone tile ("Pesata in attesa di invio" is wider)
  <Badge colorPalette="blue" size="md" whiteSpace="normal" h="auto" py="0.5" data-testid="in-attesa">
    {testo}
  </Badge>
);

/** A tray as a big tile in the flavour's colour: kg loaded, kg left once weighed back (or waiting to be sent). */
function TileVaschetta({
  c,
  pesataInAttesa = false,
  nonInviata = false,
  onCorreggi,
}: {
  /** `id`: the carico id, or the queue id of a tray loaded on this device and not sent yet. */
  c: Omit<Pick<Carico, 'id' | 'gustoNome' | 'gustoColore' | 'kg' | 'kgRimasti' | 'produzioneId'>, 'id'> & { id: number | string };
  pesataInAttesa?: boolean;
  /** A load the server refused (the banner says why). */
  nonInviata?: boolean;
  /** Admin and manager: correct the closing weigh of a closed tray. */
  onCorreggi?: () => void;
}) {
  const chiusa = c.kgRimasti !== null;
  const inAttesa = typeof c.id === 'string';
  return (
    <Card.Root data-testid={`vaschetta-${c.id}`} overflow="hidden" borderWidth="1px" bg="bg">
      <Box h="3" bg={c.gustoColore} borderBottomWidth="1px" borderColor="blackAlpha.200" aria-hidden />
      <Card.Body p="4" gap="2">
        <Flex align="center" gap="2">
          <ColoreGusto colore={c.gustoColore} size="5" />
          <NomeGusto nome={c.gustoNome} fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" />
        </Flex>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
          {kg(c.kg)}
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          {nonInviata ? (
            <Badge colorPalette="red" size="md">
              {MSG_OFFLINE.nonInviata}
            </Badge>
          ) : (
            inAttesa && <BadgeInAttesa />
          )}
          {pesataInAttesa ? (
            <BadgeInAttesa testo="Pesata in attesa di invio" />
          ) : inAttesa ? null : chiusa ? (
            <Text fontSize="md" color="fg.muted" data-testid="rimasti">
              Rimasti <b>{kg(c.kgRimasti!)}</b>
            </Text>
          ) : (
            <Badge colorPalette="orange" size="md">
              Aperta
            </Badge>
          )}
          {c.produzioneId !== null && (
            <Badge colorPalette="gray" size="sm">
              Produzione #{c.produzioneId}
            </Badge>
          )}
        </Flex>
        {onCorreggi && chiusa && !inAttesa && !pesataInAttesa && (
          <Button variant="outline" size="md" minH="11" w="full" whiteSpace="normal" aria-label={`Correggi la pesata di ${c.gustoNome}`} onClick={onCorreggi}>
            <LuPencil /> Correggi pesata
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Sold kg, share sold (sell-through), waste % of the day; revenue and margin only for admin and manager. */
function RiepilogoGiorno({ puntoVenditaId, data, costi }: { puntoVenditaId: number; data: string; costi: boolean }) {
  const { data: res, loading, error } = useQuery(VETRINA_RIEPILOGO_QUERY, { variables: { puntoVenditaId, dal: data, al: data, costi } });
  if (error && !res) return <Text color="fg.error">{serverErrorMessage(error) ?? MSG_VETRINA.caricamento}</Text>;
  const t = totaliGiorno(res?.riepilogoVetrina ?? []);
  const busy = loading && !res;
  return (
    <Stack gap="3" data-testid="riepilogo-giorno">
      <Heading as="h2" size="lg">
        Riepilogo del giorno
      </Heading>
      <SimpleGrid columns={{ base: 2, md: costi ? 5 : 3 }} gap="3">
        <StatCard label="Venduto" value={kg(t.kgVenduti)} helpText={`su ${kg(t.kgCaricati)} caricati`} icon={LuIceCreamBowl} loading={busy} testId="stat-venduto" />
        <StatCard label="Quota venduta" value={formatPercent(t.sellThrough)} helpText="del caricato" icon={LuTrendingUp} loading={busy} testId="stat-sell-through" />
        <StatCard label="Scarto" value={formatPercent(t.scartoPercentuale)} helpText={kg(t.kgScarto)} icon={LuPercent} colorPalette="red" loading={busy} testId="stat-scarto" />
        {costi && <StatCard label="Ricavo" value={formatEuro(t.ricavo)} icon={LuWallet} colorPalette="green" loading={busy} testId="stat-ricavo" />}
        {costi && <StatCard label="Margine" value={formatEuro(t.margine)} icon={LuWallet} colorPalette="green" loading={busy} testId="stat-margine" />}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Contano le vaschette pesate in chiusura: venduto = caricato − rimasto − scarto.
      </Text>
    </Stack>
  );
}

/** Vetrina: a sales point's display case on a day, touch-first (tablet at the counter). */
export default function VetrinaPage() {
  const me = useCurrentUser();
  const costi = me.ruolo !== 'operatore';
  const soloIlProprio = legatoAlProprioPunto(me);
  const dati = useQuery(DATI_REGISTRAZIONE_QUERY);
  const [data, setData] = useState(todayIsoDate());
  const [scelto, setScelto] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'carica' | 'chiusura' | 'scarto' | null>(null);
  const [daCorreggere, setDaCorreggere] = useState<ChiusuraDaCorreggere | null>(null);
  const [correggiChiusura] = useMutation(VETRINA_CORREGGI_CHIUSURA);

  const punti = useMemo(() => puntiVenditaConsentiti(dati.data?.puntiVendita ?? [], me), [dati.data, me]);
  const gusti = useMemo(() => gruppiPerCategoria(dati.data?.gusti ?? []).flatMap((g) => g.gusti), [dati.data]);
  const puntoVenditaId = soloIlProprio ? (me.puntoVenditaId ?? null) : (scelto ?? puntoVenditaIniziale(punti, me.puntoVenditaId));

  const skip = puntoVenditaId === null || !data;
  const variabili = { puntoVenditaId: puntoVenditaId ?? 0, data };
  const giorno = useQuery(VETRINA_GIORNO_QUERY, { variables: variabili, skip, notifyOnNetworkStatusChange: true });
  const produzioni = useQuery(VETRINA_PRODUZIONI_QUERY, {
    variables: { filtro: { dataInizio: data, dataFine: data, puntoVenditaId } },
    skip,
  });
  const client = useApolloClient();
  const inviaVetrina = useInvioVetrina();
  // this point's and day's writes still on the device (offline): shown, and not weighed back twice
  const { elementi, esiti } = useStatoCoda();
  const gustoDi = (id: number) => gusti.find((g) => g.id === id);
  const inCoda = vetrinaInCoda(elementi, esiti, puntoVenditaId, data);

  const carichi = useMemo(() => giorno.data?.vetrina.carichi ?? [], [giorno.data]);
  const scarti = giorno.data?.vetrina.scarti ?? [];
  const aperte = vaschetteDaPesare(carichi, inCoda, gustoDi);
  const righe = righeDaProduzioni(produzioni.data?.produzioni.righe ?? [], carichi);
  // flavours already in the case first in the waste dialog
  const gustiScarto = useMemo(() => {
    const inVetrina = new Set(carichi.map((c) => c.gustoId));
    return [...gusti.filter((g) => inVetrina.has(g.id)), ...gusti.filter((g) => !inVetrina.has(g.id))];
  }, [gusti, carichi]);

  /**
   * Sends the writes in order through the device queue (saved there when offline, sent later with the
   * same idempotency key); null when all were sent or saved, the server's Italian message for a refused one.
   */
  const esegui = async (operazioni: OperazioneVetrina[], successo: string): Promise<string | null> => {
    const dove = `Vetrina ${formatDate(data)} · ${punti.find((p) => p.id === puntoVenditaId)?.nome ?? ''}`;
    const descrivi = (op: OperazioneVetrina) =>
      op.tipo === 'chiusura'
        ? `${dove} · pesata ${aperte.find((c) => c.id === (dipendeDaCarico(op) ? op.caricoInCoda : op.input.caricoId))?.gustoNome ?? ''} ${kg(op.input.kgRimasti)}`
        : `${dove} · ${op.tipo} ${gustoDi(op.input.gustoId)?.nome ?? ''} ${kg(op.input.kg)}`;
    let salvate = 0;
    for (const op of operazioni) {
      const esito = await inviaVetrina(op, descrivi(op));
      if (esito.tipo === 'rifiutata') return esito.messaggio || MSG_VETRINA.salvataggio;
      if (esito.tipo === 'salvata') salvate += 1;
    }
    if (salvate > 0) {
      notifyInfo(MSG_VETRINA_OFFLINE.salvata);
    } else {
      await client.refetchQueries({ include: ['VetrinaGiorno', 'VetrinaRiepilogo'] }).catch(() => undefined);
      notifySuccess(successo);
    }
    return null;
  };
  const onCarica = (v: ValoriCarico) =>
    puntoVenditaId === null ? Promise.resolve(null) : esegui([{ tipo: 'carico', input: { puntoVenditaId, data, gustoId: v.gustoId, produzioneId: v.produzioneId, kg: v.kg } }], 'Vaschetta caricata');
  const onScarto = (v: ValoriScarto) => (puntoVenditaId === null ? Promise.resolve(null) : esegui([{ tipo: 'scarto', input: { puntoVenditaId, data, ...v } }], 'Scarto registrato'));
  const onCorreggi = async (kgRimasti: number): Promise<string | null> => {
    if (!daCorreggere) return null;
    try {
      await correggiChiusura({ variables: { input: { caricoId: daCorreggere.id, kgRimasti } } });
    } catch (e) {
      return serverErrorMessage(e) ?? MSG_VETRINA.salvataggio;
    }
    await client.refetchQueries({ include: ['VetrinaGiorno', 'VetrinaRiepilogo'] }).catch(() => undefined);
    notifySuccess(`Pesata di ${daCorreggere.gustoNome} corretta: rimasti ${kg(kgRimasti)}`);
    return null;
  };
  const onChiusura = (pesate: Pesata[]) =>
    esegui(
      pesate.map(operazioneChiusura),
      pesate.length === 1 ? 'Pesata registrata' : 'Pesate registrate',
    );

  const azioni = (
    <Flex gap="3" wrap="wrap">
      <Button colorPalette="brand" size="xl" minH="14" flex={{ base: '1 1 100%', sm: '0 1 auto' }} disabled={skip} onClick={() => setDialog('carica')}>
        <LuPackagePlus /> Carica vaschetta
      </Button>
      <Button colorPalette="brand" variant="subtle" size="xl" minH="14" flex={{ base: '1 1 45%', sm: '0 1 auto' }} disabled={aperte.length === 0} onClick={() => setDialog('chiusura')}>
        <LuScale /> Pesata di chiusura
      </Button>
      <Button colorPalette="red" variant="outline" size="xl" minH="14" flex={{ base: '1 1 45%', sm: '0 1 auto' }} disabled={skip} onClick={() => setDialog('scarto')}>
        <LuTrash2 /> Scarto
      </Button>
    </Flex>
  );

  let contenuto;
  if (dati.loading && !dati.data) contenuto = <LoadingState message="Caricamento vetrina..." />;
  else if (dati.error && !dati.data) contenuto = <ErrorState message={MSG_VETRINA.caricamento} onRetry={() => void dati.refetch().catch(() => undefined)} />;
  else if (puntoVenditaId === null) contenuto = <EmptyState title="Nessun punto vendita selezionato" description={MSG_VETRINA.scegliPunto} />;
  else if (giorno.loading && !giorno.data) contenuto = <LoadingState message="Caricamento vetrina..." />;
  else if (giorno.error && !giorno.data)
    contenuto = <ErrorState message={serverErrorMessage(giorno.error) ?? MSG_VETRINA.caricamento} onRetry={() => void giorno.refetch().catch(() => undefined)} />;
  else
    contenuto = (
      <Stack gap="6">
        {azioni}
        {carichi.length === 0 && scarti.length === 0 && inCoda.carichi.length === 0 && inCoda.scarti.length === 0 ? (
          <EmptyState
            icon={<LuIceCreamBowl />}
            title="Nessuna vaschetta in vetrina"
            description={righe.length > 0 ? 'Carica le vaschette dalla produzione di oggi.' : 'Carica la prima vaschetta della giornata.'}
          />
        ) : (
          <SimpleGrid minChildWidth={{ base: '150px', md: '210px' }} gap="3" data-testid="vaschette">
            {carichi.map((c) => (
              <TileVaschetta
                key={c.id}
                c={c}
                pesataInAttesa={inCoda.pesate.has(c.id)}
                onCorreggi={costi && c.kgRimasti !== null ? () => setDaCorreggere({ ...c, kgRimasti: c.kgRimasti! }) : undefined}
              />
            ))}
            {inCoda.carichi.map((c) => (
              <TileVaschetta
                key={c.id}
                c={{ ...c, gustoNome: gustoDi(c.gustoId)?.nome ?? '', gustoColore: gustoDi(c.gustoId)?.colore ?? '#ffffff', kgRimasti: null }}
                pesataInAttesa={inCoda.pesate.has(c.id)}
                nonInviata={c.stato === 'non-inviata'}
              />
            ))}
          </SimpleGrid>
        )}
        {scarti.length + inCoda.scarti.length > 0 && (
          <Stack gap="2" data-testid="scarti">
            <Heading as="h2" size="lg">
              Scarti
            </Heading>
            {scarti.map((s) => (
              <Flex key={s.id} align="center" gap="3" p="3" bg="bg" borderWidth="1px" borderRadius="lg">
                <ColoreGusto colore={s.gustoColore} size="4" />
                <Text flex="1" fontWeight="medium">
                  {s.gustoNome}
                </Text>
                <Badge colorPalette="red">{etichettaMotivo(s.motivo)}</Badge>
                <Text fontWeight="bold">{kg(s.kg)}</Text>
              </Flex>
            ))}
            {inCoda.scarti.map((s) => (
              <Flex key={s.id} align="center" gap="3" p="3" bg="bg" borderWidth="1px" borderRadius="lg" wrap="wrap">
                <ColoreGusto colore={gustoDi(s.gustoId)?.colore ?? '#ffffff'} size="4" />
                <Text flex="1" fontWeight="medium">
                  {gustoDi(s.gustoId)?.nome}
                </Text>
                <BadgeInAttesa />
                <Badge colorPalette="red">{etichettaMotivo(s.motivo)}</Badge>
                <Text fontWeight="bold">{kg(s.kg)}</Text>
              </Flex>
            ))}
          </Stack>
        )}
        <DurezzaVetrina puntoVenditaId={puntoVenditaId} data={data} bilancia={costi} />
        <RiepilogoGiorno puntoVenditaId={puntoVenditaId} data={data} costi={costi} />
      </Stack>
    );

  return (
    <Box>
      <PageHeader title="Vetrina" description="Vaschette caricate, pesata di chiusura e scarti del punto vendita." />
      <Flex gap="4" wrap="wrap" mb="5">
        <Field.Root flex="1 1 180px" maxW={{ md: '60' }}>
          <Field.Label fontSize="md">Data</Field.Label>
          <Input type="date" size="xl" bg="bg" value={data} max="2999-12-31" onChange={(e) => e.currentTarget.value && setData(e.currentTarget.value)} />
        </Field.Root>
        <CampoPuntoVendita punti={punti} value={puntoVenditaId} onChange={setScelto} disabled={soloIlProprio} />
      </Flex>
      {contenuto}
      <CaricaDialog open={dialog === 'carica'} onClose={() => setDialog(null)} righe={righe} gusti={gusti} onSubmit={onCarica} />
      <ChiusuraDialog open={dialog === 'chiusura'} onClose={() => setDialog(null)} aperte={aperte} onSubmit={onChiusura} />
      <CorreggiChiusuraDialog carico={daCorreggere} onClose={() => setDaCorreggere(null)} onSubmit={onCorreggi} />
      <ScartoDialog open={dialog === 'scarto'} onClose={() => setDialog(null)} gusti={gustiScarto} onSubmit={onScarto} />
    </Box>
  );
}
