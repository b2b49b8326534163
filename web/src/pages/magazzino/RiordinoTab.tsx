import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuFileText, LuSend } from 'react-icons/lu';
import { apiFetch } from '../../app/api-fetch';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { apriPdf } from '../../features/allergeni/apri-pdf';
import { formatEuro, todayIsoDate } from '../../lib/format';
import { messaggioErrore, quantita } from './formato';
import { OrdiniSuggeritiDocument, type OrdineSuggerito } from './operations';

export const RIORDINO_MSG = {
  errore: 'Errore nel caricamento degli ordini suggeriti',
  vuoto: 'Nessun ingrediente da ordinare: le giacenze coprono la scorta minima e la produzione suggerita dei prossimi 7 giorni.',
  regola: 'Da ordinare = scorta minima + fabbisogno della produzione suggerita dei prossimi 7 giorni − giacenza.',
  senzaFornitore: 'Ingredienti senza fornitore collegato',
  senzaEmail: 'Il fornitore non ha un indirizzo e-mail: aggiungilo nella sua scheda per inviare l\'ordine.',
  pdfErrore: "PDF dell'ordine non disponibile",
  inviato: 'Ordine inviato al fornitore',
  invioErrore: 'Ordine non inviato',
} as const;

type Riga = OrdineSuggerito['righe'][number];

const COLONNE: Column<Riga>[] = [
  { key: 'nome', header: 'Ingrediente', render: (r) => r.nome },
  { key: 'giacenza', header: 'Giacenza', align: 'end', render: (r) => quantita(r.giacenza, r.unitaMisura) },
  { key: 'scorta', header: 'Scorta minima', align: 'end', hideBelow: 'md', render: (r) => (r.scortaMinima === null || r.scortaMinima === undefined ? '—' : quantita(r.scortaMinima, r.unitaMisura)) },
  { key: 'fabbisogno', header: 'Fabbisogno 7 gg', align: 'end', hideBelow: 'md', render: (r) => quantita(r.fabbisognoSettimana, r.unitaMisura) },
  { key: 'ordinare', header: 'Da ordinare', align: 'end', render: (r) => <Text fontWeight="semibold">{quantita(r.daOrdinare, r.unitaMisura)}</Text> },
  { key: 'prezzo', header: 'Ultimo prezzo', align: 'end', hideBelow: 'lg', render: (r) => <Text whiteSpace="nowrap">{`${formatEuro(r.costoPerUnita)}/${r.unitaMisura}`}</Text> },
  { key: 'costo', header: 'Costo stimato', align: 'end', render: (r) => <Text whiteSpace="nowrap">{formatEuro(r.costoStimato)}</Text> },
];

function OrdineCard({ ordine, onInvia }: { ordine: OrdineSuggerito; onInvia: (o: OrdineSuggerito) => void }) {
  const id = ordine.fornitoreId;
  const nome = ordine.ragioneSociale ?? RIORDINO_MSG.senzaFornitore;
  const pdf = async () => {
    if (id === null || id === undefined) return;
    try {
      await apriPdf(`/magazzino/riordino/${id}/pdf`, `ordine-${nome.replace(/[^\w-]+/g, '-')}-${todayIsoDate()}.pdf`);
    } catch (e) {
      notifyError(RIORDINO_MSG.pdfErrore, messaggioErrore(e));
    }
  };
  return (
    <Box as="section" aria-label={`Ordine suggerito: ${nome}`} borderWidth="1px" borderColor="crema.300" borderRadius="xl" bg="white" p={{ base: '4', md: '5' }} data-testid={`ordine-${id ?? 'senza-fornitore'}`}>
      <Flex gap="3" wrap="wrap" justify="space-between" align="flex-start" mb="3">
        <Box minW="0">
          <Heading as="h2" size="lg">
            {nome}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {id === null || id === undefined ? 'Collega gli ingredienti a un fornitore per ordinarli' : (ordine.email ?? 'Nessun indirizzo e-mail')} ·{' '}
            <Text as="span" whiteSpace="nowrap">
              totale stimato {formatEuro(ordine.totaleStimato)}
            </Text>
          </Text>
        </Box>
        {id !== null && id !== undefined && (
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" minH="11" onClick={() => void pdf()}>
              <LuFileText /> PDF ordine
            </Button>
            <Button colorPalette="brand" minH="11" disabled={!ordine.email} title={ordine.email ? undefined : RIORDINO_MSG.senzaEmail} onClick={() => onInvia(ordine)}>
              <LuSend /> Invia al fornitore
            </Button>
          </Flex>
        )}
      </Flex>
      <DataTable caption={`Righe dell'ordine a ${nome}`} columns={COLONNE} rows={ordine.righe} rowKey={(r) => r.ingredienteId} />
    </Box>
  );
}

/** Suggested purchase orders per supplier (admin, manager), with the order PDF and the e-mail to the supplier. */
export function RiordinoTab() {
  const { data, loading, error, refetch } = useQuery(OrdiniSuggeritiDocument, { fetchPolicy: 'cache-and-network' });
  const [daInviare, setDaInviare] = useState<OrdineSuggerito | null>(null);
  const [inviando, setInviando] = useState(false);
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={RIORDINO_MSG.errore} onRetry={() => void refetch().catch(() => undefined)} />;
  const ordini = data?.ordiniSuggeriti ?? [];
  const invia = async () => {
    if (!daInviare?.fornitoreId) return;
    setInviando(true);
    try {
      await apiFetch(`/magazzino/riordino/${daInviare.fornitoreId}/invio`, { method: 'POST', body: '{}', timeoutMs: 30_000 });
      notifySuccess(RIORDINO_MSG.inviato, `${daInviare.ragioneSociale ?? ''} (${daInviare.email ?? ''})`);
      setDaInviare(null);
    } catch (e) {
      notifyError(RIORDINO_MSG.invioErrore, messaggioErrore(e));
    } finally {
      setInviando(false);
    }
  };
  return (
    <Stack gap="5">
      <Text color="fg.muted">{RIORDINO_MSG.regola}</Text>
      {ordini.length === 0 ? (
        <EmptyState title="Niente da ordinare" description={RIORDINO_MSG.vuoto} />
      ) : (
        ordini.map((o) => <OrdineCard key={o.fornitoreId ?? 0} ordine={o} onInvia={setDaInviare} />)
      )}
      <ConfirmDialog
        open={daInviare !== null}
        title="Invia al fornitore"
        message={`Inviare l'ordine suggerito a ${daInviare?.ragioneSociale ?? ''} (${daInviare?.email ?? ''}) con il PDF allegato?`}
        confirmLabel="Invia"
        loading={inviando}
        onConfirm={() => void invia()}
        onCancel={() => setDaInviare(null)}
      />
    </Stack>
  );
}
