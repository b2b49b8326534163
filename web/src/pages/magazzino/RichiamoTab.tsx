import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LuFileDown, LuSearch } from 'react-icons/lu';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { SelectPerId } from '../../components/SelectPerId';
import { LoadingState } from '../../components/LoadingState';
import { notifyError } from '../../components/notify';
import { apriPdf } from '../../features/allergeni/apri-pdf';
import { formatCount, formatDate, formatKg, formatNumber } from '../../lib/format';
import { sedeFornitore } from '../../lib/sede-fornitore';
import { PrezziIngredienteDocument } from '../ingredienti/prezzi-operations';
import { messaggioErrore, quantita } from './formato';
import { GiacenzeDocument, RichiamoLottoDocument, type Richiamo } from './operations';

export const RICHIAMO_MSG = {
  intro: 'Rintracciabilità di un lotto (Reg. (CE) 178/2002 art. 18): un passo indietro (fornitore e ricevimento) e un passo avanti (ogni produzione che lo ha usato).',
  errore: 'Rapporto di richiamo non disponibile',
  pdfErrore: 'PDF del rapporto non disponibile',
  nessunaProduzione: 'Nessuna produzione ha usato questo lotto.',
} as const;

type Produzione = Richiamo['produzioni'][number];
type Ricevimento = Richiamo['ricevimenti'][number];

/** A second, smaller line shown on a phone only: what the columns hidden there would say. */
const SoloTelefono = ({ children }: { children: ReactNode }) => (
  <Text hideFrom="md" fontSize="xs" color="fg.muted">
    {children}
  </Text>
);

// On a phone (below md) the date and the flavour go under the sales point, the receipt's date under its document: three columns fit 390 px
const COLONNE_PRODUZIONI = (u: string): Column<Produzione>[] => [
  { key: 'data', header: 'Data', hideBelow: 'md', render: (p) => formatDate(p.data) },
  {
    key: 'pv',
    header: 'Punto vendita',
    render: (p) => (
      <Stack gap="0">
        <Text>{p.puntoVenditaNome}</Text>
        <SoloTelefono>
          {formatDate(p.data)} · {p.gustoNome}
        </SoloTelefono>
      </Stack>
    ),
  },
  { key: 'gusto', header: 'Gusto', hideBelow: 'md', render: (p) => p.gustoNome },
  { key: 'kg', header: 'Prodotti', align: 'end', hideBelow: 'md', render: (p) => formatKg(p.quantitaKg, 2) },
  { key: 'usato', header: 'Lotto usato', align: 'end', render: (p) => <Text whiteSpace="nowrap">{quantita(p.quantitaIngrediente, u)}</Text> },
  { key: 'lottoProd', header: 'Lotto di produzione', render: (p) => <Text fontFamily="mono" whiteSpace="nowrap">{p.lottoProduzione}</Text> },
  { key: 'versione', header: 'Ricetta', hideBelow: 'lg', render: (p) => `v${p.versioneRicetta}` },
];

const COLONNE_RICEVIMENTI = (u: string): Column<Ricevimento>[] => [
  { key: 'data', header: 'Data', hideBelow: 'md', render: (r) => formatDate(r.data) },
  {
    key: 'doc',
    header: 'Documento',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.numeroDocumento}</Text>
        <SoloTelefono>del {formatDate(r.data)}</SoloTelefono>
      </Stack>
    ),
  },
  { key: 'q', header: 'Quantità', align: 'end', render: (r) => quantita(r.quantita, u) },
  { key: 'scad', header: 'Scadenza', render: (r) => (r.scadenza ? formatDate(r.scadenza) : '—') },
  { key: 'temp', header: 'Temperatura', align: 'end', hideBelow: 'md', render: (r) => (r.temperatura === null || r.temperatura === undefined ? '—' : `${formatNumber(r.temperatura, 1)} °C`) },
];

function Sezione({ titolo, children }: { titolo: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={titolo}>
      <Heading as="h3" size="md" mb="2">
        {titolo}
      </Heading>
      {children}
    </Box>
  );
}

function Rapporto({ r }: { r: Richiamo }) {
  const u = r.ingrediente.unitaMisura;
  const pdf = async () => {
    try {
      await apriPdf(`/lotti/richiamo?ingrediente_id=${r.ingrediente.id}&lotto=${encodeURIComponent(r.lotto)}&formato=pdf`, `richiamo-${r.ingrediente.nome}-${r.lotto}.pdf`.replace(/[^\w.-]+/g, '-'));
    } catch (e) {
      notifyError(RICHIAMO_MSG.pdfErrore, messaggioErrore(e));
    }
  };
  const pv = new Set(r.produzioni.map((p) => p.puntoVenditaNome)).size;
  return (
    <Stack gap="5" data-testid="rapporto-richiamo">
      <Flex gap="3" wrap="wrap" justify="space-between" align="flex-start">
        <Box>
          <Heading as="h2" size="lg">
            {r.ingrediente.nome} — lotto {r.lotto}
          </Heading>
          <Text color="fg.muted">
            Ricevuto {quantita(r.quantitaRicevuta, u)} · usato {quantita(r.quantitaUsata, u)} in {formatCount(r.produzioni.length, 'produzione', 'produzioni')},{' '}
            {formatCount(pv, 'punto vendita', 'punti vendita')}
          </Text>
        </Box>
        <Button colorPalette="brand" minH="11" onClick={() => void pdf()}>
          <LuFileDown /> Scarica PDF
        </Button>
      </Flex>
      <Sezione titolo="Un passo indietro: fornitore e ricevimento">
        {r.fornitore ? (
          <Box mb="3" data-testid="richiamo-fornitore">
            <Text fontWeight="semibold">{r.fornitore.ragioneSociale}</Text>
            {sedeFornitore(r.fornitore) && <Text fontSize="sm">{sedeFornitore(r.fornitore)}</Text>}
            <Text color="fg.muted" fontSize="sm">
              {[r.fornitore.partitaIva && `P.IVA ${r.fornitore.partitaIva}`, r.fornitore.email, r.fornitore.telefono].filter(Boolean).join(' · ') || 'Nessun contatto'}
            </Text>
          </Box>
        ) : (
          <Text color="fg.muted" mb="3">
            Lotto non risultante da un ricevimento.
          </Text>
        )}
        {r.ricevimenti.length > 0 && <DataTable caption="Ricevimenti del lotto" columns={COLONNE_RICEVIMENTI(u)} rows={r.ricevimenti} rowKey={(x) => `${x.id}`} />}
      </Sezione>
      <Sezione titolo="Un passo avanti: produzioni">
        <DataTable caption="Produzioni che hanno usato il lotto" columns={COLONNE_PRODUZIONI(u)} rows={r.produzioni} rowKey={(p) => `${p.produzioneId}-${p.lottoProduzione}`} emptyText={RICHIAMO_MSG.nessunaProduzione} />
      </Sezione>
    </Stack>
  );
}

/** Recall report of an ingredient lot (admin, manager): pick the ingredient and the lot, read it, download the PDF. */
export function RichiamoTab() {
  const giacenze = useQuery(GiacenzeDocument, { variables: { staff: true }, fetchPolicy: 'cache-first' });
  const [ingredienteId, setIngredienteId] = useState<number | null>(null);
  const [lotto, setLotto] = useState('');
  const [cercato, setCercato] = useState<{ ingredienteId: number; lotto: string } | null>(null);
  const prezzi = useQuery(PrezziIngredienteDocument, { variables: { ingredienteId: ingredienteId ?? 0 }, skip: ingredienteId === null });
  const rapporto = useQuery(RichiamoLottoDocument, { variables: cercato ?? { ingredienteId: 0, lotto: '' }, skip: cercato === null, fetchPolicy: 'network-only' });
  const ingredienti = giacenze.data?.giacenze ?? [];
  const lottiNoti = [
    ...new Set([...(prezzi.data?.prezziIngrediente.prezzi.map((p) => p.lotto) ?? []), ...(ingredienti.find((g) => g.ingredienteId === ingredienteId)?.lotti.map((l) => l.lotto) ?? [])]),
  ];
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    if (ingredienteId !== null && lotto.trim()) setCercato({ ingredienteId, lotto: lotto.trim() });
  };
  return (
    <Stack gap="5">
      <Text color="fg.muted">{RICHIAMO_MSG.intro}</Text>
      <Box as="form" onSubmit={cerca} borderWidth="1px" borderRadius="xl" bg="white" p={{ base: '4', md: '5' }} aria-label="Cerca un lotto">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <Field.Root required>
            <Field.Label>Ingrediente</Field.Label>
            <SelectPerId
              opzioni={ingredienti.map((g) => ({ id: g.ingredienteId, nome: g.nome }))}
              value={ingredienteId}
              onChange={(id) => {
                setIngredienteId(id);
                setLotto('');
              }}
              placeholder="Seleziona un ingrediente..."
              minH="11"
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Lotto</Field.Label>
            <Input list="lotti-richiamo" value={lotto} onChange={(e) => setLotto(e.currentTarget.value)} maxLength={50} minH="11" placeholder="Codice del lotto" />
            <datalist id="lotti-richiamo">
              {lottiNoti.map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
          </Field.Root>
          <Button type="submit" colorPalette="brand" minH="11" disabled={ingredienteId === null || !lotto.trim()}>
            <LuSearch /> Rapporto di richiamo
          </Button>
        </SimpleGrid>
      </Box>
      {cercato &&
        (rapporto.loading && !rapporto.data ? (
          <LoadingState />
        ) : rapporto.error || !rapporto.data ? (
          <ErrorState message={messaggioErrore(rapporto.error) ?? RICHIAMO_MSG.errore} onRetry={() => void rapporto.refetch().catch(() => undefined)} />
        ) : (
          <Rapporto r={rapporto.data.richiamoLotto} />
        ))}
    </Stack>
  );
}
