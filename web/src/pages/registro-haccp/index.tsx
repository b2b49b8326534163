import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, Input, SimpleGrid, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuBellRing, LuBookOpen, LuClipboardCheck, LuFileDown, LuThermometer } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { Avviso } from '../../components/Avviso';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifyInfo, notifySuccess } from '../../components/notify';
import { apriPdf } from '../../features/allergeni/apri-pdf';
import { useStatoCoda } from '../../features/offline/coda-dispositivo';
import { nuovoIdProduzione } from '../../features/offline/id';
import { useInvioHaccp } from '../../features/offline/use-invio-vetrina';
import { legatoAlProprioPunto, puntiVenditaConsentiti, puntoVenditaIniziale } from '../../features/produzione/catalogo';
import { CampoPuntoVendita } from '../../features/produzione/components';
import { DATI_REGISTRAZIONE_QUERY } from '../../features/produzione/operations';
import type { ChecklistHaccpQuery } from '../../gql/graphql';
import { formatCount, formatDateTime, formatMonthYear, formatTime } from '../../lib/format';
import { LetturaDialog, type DispositivoLettura, type ValoriLettura } from './LetturaDialog';
import { ModuliRegistrazione } from './ModuliRegistrazione';
import { CHECKLIST_HACCP_QUERY, CHIUDI_ALLARME_HACCP, REGISTRO_HACCP_QUERY } from './operations';
import { gradi, lettureInCoda, limiti, meseCorrente, MSG_HACCP, percorsoRegistroPdf, recenti, TIPI_DISPOSITIVO, TIPI_REGISTRAZIONE, type StatoFinestra } from './registro-haccp';

type Voce = ChecklistHaccpQuery['checklistHaccp']['voci'][number];
type Allarme = ChecklistHaccpQuery['checklistHaccp']['allarmi'][number];

const COLORE_STATO: Record<StatoFinestra, string> = { registrata: 'green', mancata: 'red', da_fare: 'orange', futura: 'gray' };
const ETICHETTA_STATO: Record<StatoFinestra, string> = { registrata: 'registrata', mancata: 'mancata', da_fare: 'da fare', futura: 'più tardi' };

/** A device of the day's checklist: limits, frequency, its windows, readings waiting on the device, one big button. */
function CardDispositivo({ voce, inAttesa, onLettura }: { voce: Voce; inAttesa: readonly { id: string; descrizione: string; stato: string }[]; onLettura: () => void }) {
  const d = voce.dispositivo;
  return (
    <Card.Root data-testid={`dispositivo-${d.id}`} bg="bg" borderWidth="1px" borderColor={voce.daFare ? 'orange.300' : voce.mancate > 0 ? 'red.300' : 'border'}>
      <Card.Body p="4" gap="3">
        <Flex align="flex-start" justify="space-between" gap="2" wrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="lg">
              {d.nome}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {TIPI_DISPOSITIVO[d.tipo] ?? d.tipo} · {limiti(d)} · ogni {formatCount(d.frequenzaOre, 'ora', 'ore')}
            </Text>
          </Box>
          <Badge colorPalette={voce.mancate > 0 ? 'red' : voce.daFare ? 'orange' : 'green'} size="lg">
            {voce.registrate}/{voce.dovute}
            {voce.mancate > 0 ? ` · ${formatCount(voce.mancate, 'mancata', 'mancate')}` : ''}
          </Badge>
        </Flex>
        <Flex gap="1.5" wrap="wrap" aria-label="Letture del giorno">
          {voce.finestre.map((f) => {
            const stato = f.stato as StatoFinestra;
            return (
              <Badge key={String(f.inizio)} colorPalette={f.fuoriLimiti ? 'red' : COLORE_STATO[stato]} variant={stato === 'futura' ? 'outline' : 'subtle'} size="md" data-stato={stato}>
                {formatTime(f.inizio)}–{formatTime(f.fine)} {stato === 'registrata' ? gradi(f.temperatura) : ETICHETTA_STATO[stato]}
              </Badge>
            );
          })}
        </Flex>
        {inAttesa.map((i) => (
          <Badge key={i.id} colorPalette={i.stato === 'non-inviata' ? 'red' : 'blue'} size="md" whiteSpace="normal" h="auto" py="1" data-testid="lettura-in-attesa">
            {i.stato === 'non-inviata' ? 'Non inviata' : 'In attesa di invio'}: {i.descrizione}
          </Badge>
        ))}
        <Button colorPalette="brand" size="xl" minH="14" variant={voce.daFare ? 'solid' : 'subtle'} onClick={onLettura} aria-label={`Registra lettura ${d.nome}`}>
          <LuThermometer /> Registra lettura
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** An open sensor alert: closed by a person with the corrective action (a new record). */
function AllarmeAperto({ allarme, onChiuso }: { allarme: Allarme; onChiuso: () => void }) {
  const [azione, setAzione] = useState('');
  const [errore, setErrore] = useState<string | null>(null);
  const [chiudi, { loading }] = useMutation(CHIUDI_ALLARME_HACCP);
  const invia = async () => {
    if (!azione.trim()) return setErrore(MSG_HACCP.azioneVuota);
    try {
      await chiudi({ variables: { id: allarme.id, azioneCorrettiva: azione.trim(), idempotencyKey: nuovoIdProduzione() } });
      notifySuccess('Allarme chiuso con la sua azione correttiva');
      onChiuso();
    } catch (e) {
      setErrore(serverErrorMessage(e) ?? MSG_HACCP.salvataggio);
    }
  };
  return (
    <Card.Root bg="red.50" borderColor="red.300" borderWidth="1px" data-testid={`allarme-${allarme.id}`}>
      <Card.Body p="4" gap="2">
        <Text fontWeight="semibold">
          {allarme.dispositivoNome} · {gradi(allarme.temperatura)} · {formatDateTime(allarme.misurataIl)}
        </Text>
        <Text fontSize="sm">{allarme.descrizione}</Text>
        <Textarea bg="bg" size="lg" rows={2} aria-label="Azione correttiva" placeholder="Azione correttiva" value={azione} onChange={(e) => setAzione(e.currentTarget.value)} />
        {errore && <Avviso status="error">{errore}</Avviso>}
        <Button colorPalette="red" size="xl" minH="14" loading={loading} onClick={() => void invia()}>
          Chiudi allarme
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The month's records (latest first), the chain check and, for admin and manager, the inspector's PDF. */
function Registro({ puntoVenditaId, puntoVenditaNome, pdf }: { puntoVenditaId: number; puntoVenditaNome: string; pdf: boolean }) {
  const [mese, setMese] = useState(meseCorrente());
  const [scarica, setScarica] = useState(false);
  const q = useQuery(REGISTRO_HACCP_QUERY, { variables: { puntoVenditaId, mese }, skip: !/^\d{4}-\d{2}$/.test(mese) });
  const r = q.data?.registroHaccp;
  const onPdf = async () => {
    setScarica(true);
    try {
      await apriPdf(percorsoRegistroPdf(puntoVenditaId, mese), `registro-haccp-${puntoVenditaNome}-${mese}.pdf`);
    } catch (e) {
      notifyError(serverErrorMessage(e) ?? MSG_HACCP.pdf);
    } finally {
      setScarica(false);
    }
  };
  let contenuto;
  if (q.loading && !r) contenuto = <LoadingState message="Caricamento registro..." />;
  else if (q.error && !r) contenuto = <ErrorState message={serverErrorMessage(q.error) ?? MSG_HACCP.caricamento} onRetry={() => void q.refetch().catch(() => undefined)} />;
  else if (!r) contenuto = null;
  else
    contenuto = (
      <Stack gap="4">
        <Avviso status={r.verifica.integra ? 'success' : 'error'} testId="verifica-catena">
          {r.verifica.integra
            ? `Catena integra: ${formatCount(r.verifica.registrazioni, 'registrazione verificata', 'registrazioni verificate')}, nessuna modificata o cancellata.`
            : `Catena interrotta alla registrazione n. ${r.verifica.primaRottaSeq ?? '-'}: ${r.verifica.motivo ?? ''}`}
        </Avviso>
        <Text color="fg.muted" fontSize="sm">
          {formatMonthYear(`${mese}-01`)}: {formatCount(r.registrazioni.length, 'registrazione', 'registrazioni')}, {formatCount(r.fuoriLimiti, 'fuori dai limiti', 'fuori dai limiti')}, {formatCount(r.allarmiAperti, 'allarme aperto', 'allarmi aperti')}.
        </Text>
        {r.registrazioni.length === 0 ? (
          <EmptyState icon={<LuClipboardCheck />} title="Nessuna registrazione nel mese" description="Le letture e i cicli registrati compaiono qui." />
        ) : (
          <Stack gap="2" data-testid="registrazioni-recenti">
            {recenti(r.registrazioni).map((x) => (
              <Flex key={x.id} gap="3" p="3" bg="bg" borderWidth="1px" borderRadius="lg" align="flex-start" wrap="wrap" data-testid="registrazione">
                <Text fontWeight="semibold" minW="9" color="fg.muted">
                  {x.seq}
                </Text>
                <Box flex="1 1 240px" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette="brand">{TIPI_REGISTRAZIONE[x.tipo] ?? x.tipo}</Badge>
                    {x.fuoriLimiti && <Badge colorPalette="red">Fuori dai limiti</Badge>}
                    {x.fonte === 'sensore' && <Badge colorPalette="gray">Sensore</Badge>}
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateTime(x.misurataIl)} · {x.firmatoDa}
                    </Text>
                  </HStack>
                  <Text mt="1">{x.descrizione}</Text>
                  {x.azioneCorrettiva && (
                    <Text fontSize="sm" color="red.700">
                      Azione correttiva: {x.azioneCorrettiva}
                    </Text>
                  )}
                </Box>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
    );
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="0 1 220px">
          <Field.Label>Mese</Field.Label>
          <Input type="month" size="xl" bg="bg" value={mese} onChange={(e) => e.currentTarget.value && setMese(e.currentTarget.value)} aria-label="Mese" />
        </Field.Root>
        {pdf && (
          <Button colorPalette="brand" variant="outline" size="xl" minH="14" loading={scarica} onClick={() => void onPdf()}>
            <LuFileDown /> Registro del mese (PDF)
          </Button>
        )}
      </Flex>
      {contenuto}
    </Stack>
  );
}

/** Registro HACCP: the day's readings of a sales point, the other records, the month's register; touch-first. */
export default function RegistroHaccpPage() {
  const me = useCurrentUser();
  const soloIlProprio = legatoAlProprioPunto(me);
  const dati = useQuery(DATI_REGISTRAZIONE_QUERY);
  const [scelto, setScelto] = useState<number | null>(null);
  const [dispositivo, setDispositivo] = useState<DispositivoLettura | null>(null);
  const punti = useMemo(() => puntiVenditaConsentiti(dati.data?.puntiVendita ?? [], me), [dati.data, me]);
  const puntoVenditaId = soloIlProprio ? (me.puntoVenditaId ?? null) : (scelto ?? puntoVenditaIniziale(punti, me.puntoVenditaId));
  const checklist = useQuery(CHECKLIST_HACCP_QUERY, { variables: { puntoVenditaId }, skip: puntoVenditaId === null, notifyOnNetworkStatusChange: true });
  const client = useApolloClient();
  const inviaLettura = useInvioHaccp();
  const { elementi } = useStatoCoda();
  const inCoda = lettureInCoda(elementi);
  const c = checklist.data?.checklistHaccp;
  const aggiorna = () => void client.refetchQueries({ include: ['ChecklistHaccp', 'RegistroHaccp'] }).catch(() => undefined);

  const onLettura = async (v: ValoriLettura): Promise<string | null> => {
    if (!dispositivo) return null;
    const esito = await inviaLettura(
      { dispositivoId: dispositivo.id, temperatura: v.temperatura, azioneCorrettiva: v.azioneCorrettiva, misurataIl: new Date().toISOString() },
      `HACCP · ${dispositivo.nome} · ${gradi(v.temperatura)} · ${formatTime(new Date())}`,
    );
    if (esito.tipo === 'rifiutata') return esito.messaggio || MSG_HACCP.salvataggio;
    if (esito.tipo === 'salvata') notifyInfo(MSG_HACCP.salvata);
    else {
      notifySuccess(MSG_HACCP.registrata);
      aggiorna();
    }
    return null;
  };

  let letture;
  if (checklist.loading && !c) letture = <LoadingState message="Caricamento letture..." />;
  else if (checklist.error && !c)
    letture = <ErrorState message={serverErrorMessage(checklist.error) ?? MSG_HACCP.caricamento} onRetry={() => void checklist.refetch().catch(() => undefined)} />;
  else if (!c) letture = null;
  else
    letture = (
      <Stack gap="5">
        {c.allarmi.length > 0 && (
          <Stack gap="3" data-testid="allarmi-aperti">
            <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
              <LuBellRing /> Allarmi aperti
            </Heading>
            <SimpleGrid minChildWidth={{ base: '260px', md: '360px' }} gap="3">
              {c.allarmi.map((a) => (
                <AllarmeAperto key={a.id} allarme={a} onChiuso={aggiorna} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {c.voci.length === 0 ? (
          <EmptyState icon={<LuThermometer />} title="Nessun dispositivo da leggere" description="Un amministratore aggiunge i freezer, le vetrine e le celle del punto vendita con i loro limiti." />
        ) : (
          <SimpleGrid minChildWidth={{ base: '280px', md: '320px' }} gap="4" data-testid="checklist">
            {c.voci.map((v) => (
              <CardDispositivo key={v.dispositivo.id} voce={v} inAttesa={inCoda.get(v.dispositivo.id) ?? []} onLettura={() => setDispositivo(v.dispositivo)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );

  let contenuto;
  if (dati.loading && !dati.data) contenuto = <LoadingState message="Caricamento registro HACCP..." />;
  else if (dati.error && !dati.data) contenuto = <ErrorState message={MSG_HACCP.caricamento} onRetry={() => void dati.refetch().catch(() => undefined)} />;
  else if (puntoVenditaId === null) contenuto = <EmptyState title="Nessun punto vendita selezionato" description={MSG_HACCP.scegliPunto} />;
  else
    contenuto = (
      <Tabs.Root defaultValue="letture" variant="enclosed" size="lg" lazyMount>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="letture" minH="12">
            <LuThermometer /> Letture di oggi
          </Tabs.Trigger>
          <Tabs.Trigger value="cicli" minH="12">
            <LuClipboardCheck /> Cicli e controlli
          </Tabs.Trigger>
          <Tabs.Trigger value="registro" minH="12">
            <LuBookOpen /> Registro
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="letture">{letture}</Tabs.Content>
        <Tabs.Content value="cicli">
          <ModuliRegistrazione puntoVenditaId={puntoVenditaId} gusti={dati.data?.gusti ?? []} onRegistrata={aggiorna} />
        </Tabs.Content>
        <Tabs.Content value="registro">
          <Registro puntoVenditaId={puntoVenditaId} puntoVenditaNome={punti.find((p) => p.id === puntoVenditaId)?.nome ?? String(puntoVenditaId)} pdf={me.ruolo !== 'operatore'} />
        </Tabs.Content>
      </Tabs.Root>
    );

  return (
    <Box>
      <PageHeader title="Registro HACCP" description="Le letture di oggi per dispositivo, i cicli e i controlli, il registro del mese con la verifica della catena." />
      <Flex gap="4" wrap="wrap" mb="5">
        <CampoPuntoVendita punti={punti} value={puntoVenditaId} onChange={setScelto} disabled={soloIlProprio} />
      </Flex>
      {contenuto}
      <LetturaDialog dispositivo={dispositivo} onClose={() => setDispositivo(null)} onSubmit={onLettura} />
    </Box>
  );
}
