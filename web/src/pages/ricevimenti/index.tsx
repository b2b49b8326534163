import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { LuFileUp, LuPackageCheck, LuPlus, LuSearch } from 'react-icons/lu';
import { ApiError } from '../../app/api-fetch';
import { Avviso } from '../../components/Avviso';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import type { GestioneRicevimentiQuery } from '../../gql/graphql';
import { corrispondeRicerca } from '../../lib/cerca';
import { formatDate, formatEuro } from '../../lib/format';
import { DettaglioRicevimento } from './DettaglioRicevimento';
import { ESTENSIONI_FATTURA, FATTURA_MAX_BYTE, importaFattura, MSG_FATTURA } from './fattura';
import { daBozza, ricevimentoVuoto, type BozzaFattura, type ModelloRicevimento } from './modello';
import { RICEVIMENTI_QUERY } from './operations';
import { RicevimentoEditor } from './RicevimentoEditor';
import { CampoRicerca } from '../../components/CampoRicerca';

export const MSG_RICEVIMENTI = {
  caricamento: 'Errore nel caricamento dei ricevimenti',
  importazione: "Errore nell'importazione della fattura",
  registrato: (numero: string, fornitore: string) => `Ricevimento n. ${numero} di ${fornitore} registrato`,
} as const;

type Ricevimento = GestioneRicevimentiQuery['ricevimenti'][number];
const LIMITE = 200;

interface InModifica {
  modello: ModelloRicevimento;
  /** The other drafts of the same .zip, confirmed one after the other. */
  coda: BozzaFattura[];
  totale: number;
}

/** Ricevimenti merce (admin, manager): the receipts, a receipt by hand, the import of a FatturaPA invoice into a draft. */
export default function RicevimentiPage() {
  const { data, loading, error, refetch } = useQuery(RICEVIMENTI_QUERY, { variables: { limite: LIMITE }, notifyOnNetworkStatusChange: true });
  const [inModifica, setInModifica] = useState<InModifica | null>(null);
  const [cerca, setCerca] = useState('');
  const [importando, setImportando] = useState(false);
  const [erroreImport, setErroreImport] = useState<string | null>(null);
  const [dettaglio, setDettaglio] = useState<Ricevimento | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const tutti = useMemo(() => data?.ricevimenti ?? [], [data]);
  const rows = useMemo(() => tutti.filter((r) => corrispondeRicerca(cerca, r.fornitoreNome, r.numeroDocumento, r.fatturaNomeFile)), [tutti, cerca]);

  const apriBozze = (bozze: BozzaFattura[], totale: number) => {
    const [prima, ...coda] = bozze;
    setInModifica(prima ? { modello: daBozza(prima), coda, totale } : null);
  };

  const importa = async (file: File | undefined) => {
    if (!file) return;
    setErroreImport(null);
    if (file.size > FATTURA_MAX_BYTE) {
      setErroreImport(MSG_FATTURA.troppoGrande);
      return;
    }
    setImportando(true);
    try {
      const bozze = await importaFattura(file);
      apriBozze(bozze, bozze.length);
    } catch (e) {
      setErroreImport(e instanceof ApiError ? e.message : MSG_RICEVIMENTI.importazione);
    } finally {
      setImportando(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  if (inModifica) {
    const { coda, totale } = inModifica;
    const avanti = () => (coda.length > 0 ? apriBozze(coda, totale) : setInModifica(null));
    return (
      <Box>
        <PageHeader title="Ricevimenti Merce" />
        <RicevimentoEditor
          key={inModifica.modello.fattura?.sha256 ?? 'nuovo'}
          iniziale={inModifica.modello}
          sottotitolo={totale > 1 ? `Documento ${totale - coda.length} di ${totale} dell'archivio` : undefined}
          onAnnulla={avanti}
          onRegistrato={(r) => {
            notifySuccess(MSG_RICEVIMENTI.registrato(r.numeroDocumento, r.fornitoreNome));
            void refetch().catch(() => undefined);
            avanti();
          }}
        />
      </Box>
    );
  }

  const columns: Column<Ricevimento>[] = [
    { key: 'data', header: 'Data', hideBelow: 'md', render: (r) => formatDate(r.data) },
    { key: 'fornitore', header: 'Fornitore', render: (r) => <Text minW="24">{r.fornitoreNome}</Text> },
    {
      key: 'documento',
      header: 'Documento',
      render: (r) => (
        <Stack gap="0" align="flex-start">
          {/* the number opens the lots (on a phone the only way: the actions column is hidden) */}
          <Button variant="plain" colorPalette="brand" textDecoration="underline" px="0" minH="11" h="auto" whiteSpace="normal" textAlign="start" onClick={() => setDettaglio(r)} aria-label={`Dettaglio del documento ${r.numeroDocumento}`}>
            {r.numeroDocumento}
          </Button>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {formatDate(r.data)}
          </Text>
          {r.fatturaTipoDocumento && <Badge colorPalette="blue">Fattura elettronica</Badge>}
        </Stack>
      ),
    },
    { key: 'righe', header: 'Righe', align: 'end', hideBelow: 'md', render: (r) => r.numeroRighe },
    { key: 'totale', header: 'Totale', align: 'end', render: (r) => <Text whiteSpace="nowrap">{formatEuro(r.costoTotale)}</Text> },
    { key: 'da', header: 'Registrato da', hideBelow: 'lg', render: (r) => r.createdByNome ?? '-' },
    {
      key: 'azioni',
      header: 'Azioni',
      align: 'end',
      hideBelow: 'md',
      render: (r) => (
        <Button size="sm" variant="outline" minH="11" onClick={() => setDettaglio(r)} aria-label={`Lotti del documento ${r.numeroDocumento}`}>
          Dettaglio
        </Button>
      ),
    },
  ];

  let content;
  if (loading && !data) content = <LoadingState message="Caricamento ricevimenti..." />;
  else if (error && !data) content = <ErrorState message={MSG_RICEVIMENTI.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (tutti.length === 0)
    content = (
      <EmptyState
        icon={<LuPackageCheck />}
        title="Nessun ricevimento registrato"
        description="Importa la fattura elettronica di un fornitore (XML, P7M o ZIP) o registra un documento di trasporto a mano: lotti e scadenze entrano in magazzino."
      />
    );
  else if (rows.length === 0) content = <EmptyState icon={<LuSearch />} title="Nessun ricevimento trovato" description="Prova a cambiare la ricerca." />;
  else content = <DataTable caption="Ricevimenti" columns={columns} rows={rows} rowKey={(r) => r.id} />;

  return (
    <Box>
      <PageHeader
        title="Ricevimenti Merce"
        description="Documenti di trasporto e fatture dei fornitori: lotti, scadenze e prezzi."
        actions={
          <>
            <input ref={fileRef} type="file" accept={ESTENSIONI_FATTURA} hidden data-testid="file-fattura" onChange={(e) => void importa(e.currentTarget.files?.[0])} />
            <Button variant="outline" colorPalette="brand" loading={importando} loadingText="Lettura fattura..." onClick={() => fileRef.current?.click()}>
              <LuFileUp /> Importa fattura
            </Button>
            <Button colorPalette="brand" onClick={() => setInModifica({ modello: ricevimentoVuoto(), coda: [], totale: 1 })}>
              <LuPlus /> Nuovo ricevimento
            </Button>
          </>
        }
      />
      {erroreImport && (
        <Box mb="4">
          <Avviso status="error" testId="errore-importazione">
            {erroreImport}
          </Avviso>
        </Box>
      )}
      <CampoRicerca etichetta="Cerca ricevimenti" placeholder="Cerca per fornitore o documento..." value={cerca} onChange={setCerca} mb="5" maxW={{ md: 'md' }} />
      {content}
      <DettaglioRicevimento ricevimento={dettaglio} onClose={() => setDettaglio(null)} />
    </Box>
  );
}
