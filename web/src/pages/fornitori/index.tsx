import { Badge, Box, Button, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuPlus, LuSearch, LuTruck } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { BadgeNuovo, useScorriAlCreato } from '../../components/evidenza';
import { LoadingState } from '../../components/LoadingState';
import { notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import type { GestioneFornitoreCampiFragment } from '../../gql/graphql';
import { corrispondeRicerca } from '../../lib/cerca';
import { formatCount } from '../../lib/format';
import { FornitoreFormDialog, type FornitoreFormValues } from './FornitoreFormDialog';
import { CREA_FORNITORE, FORNITORI_QUERY } from './operations';

export const MSG_FORNITORI = {
  caricamento: 'Errore nel caricamento dei fornitori',
  salvataggio: 'Errore nel salvare il fornitore',
  creato: 'Fornitore creato con successo',
} as const;

type Fornitore = GestioneFornitoreCampiFragment;

/** Suppliers by ragione sociale, filtered on name, P.IVA, e-mail and phone. */
export function filtraFornitori(rows: readonly Fornitore[], cerca: string): Fornitore[] {
  return [...rows]
    .sort((a, b) => a.ragioneSociale.localeCompare(b.ragioneSociale, 'it', { sensitivity: 'base' }))
    .filter((f) => corrispondeRicerca(cerca, f.ragioneSociale, f.partitaIva, f.email, f.telefono));
}

/** Gestione Fornitori (admin, manager): the suppliers with their P.IVA and contacts; new supplier. */
export default function FornitoriPage() {
  const { data, loading, error, refetch } = useQuery(FORNITORI_QUERY, { notifyOnNetworkStatusChange: true });
  const [crea, { loading: creating }] = useMutation(CREA_FORNITORE, { refetchQueries: [{ query: FORNITORI_QUERY }], awaitRefetchQueries: true });
  const [cerca, setCerca] = useState('');
  const [formAperto, setFormAperto] = useState(false);
  const [erroreServer, setErroreServer] = useState<string | null>(null);
  const [creatoId, setCreatoId] = useState<number | null>(null);
  useScorriAlCreato(creatoId);

  const tutti = useMemo(() => data?.fornitori ?? [], [data]);
  const rows = useMemo(() => filtraFornitori(tutti, cerca), [tutti, cerca]);

  const apri = () => {
    setErroreServer(null);
    setFormAperto(true);
  };
  const salva = async (input: FornitoreFormValues) => {
    try {
      const creato = (await crea({ variables: { input } })).data?.creaFornitore;
      setCreatoId(creato?.id ?? null);
      setCerca('');
      setFormAperto(false);
      notifySuccess(MSG_FORNITORI.creato);
    } catch (e) {
      setErroreServer(serverErrorMessage(e) ?? MSG_FORNITORI.salvataggio);
    }
  };

  const columns: Column<Fornitore>[] = [
    {
      key: 'ragioneSociale',
      header: 'Ragione sociale',
      render: (f) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{f.ragioneSociale}</Text>
          <BadgeNuovo attivo={f.id === creatoId} />
          {!f.attivo && <Badge colorPalette="gray">Inattivo</Badge>}
        </HStack>
      ),
    },
    {
      key: 'partitaIva',
      header: 'Partita IVA',
      render: (f) => f.partitaIva ?? <Badge colorPalette="orange" title="Fornitore migrato dal vecchio campo degli ingredienti">Da inserire</Badge>,
    },
    { key: 'email', header: 'E-mail', hideBelow: 'md', render: (f) => f.email ?? '-' },
    { key: 'telefono', header: 'Telefono', hideBelow: 'lg', render: (f) => f.telefono ?? '-' },
    { key: 'ingredienti', header: 'Ingredienti', align: 'end', hideBelow: 'md', render: (f) => formatCount(f.ingredienti, 'ingrediente', 'ingredienti') },
  ];

  let content;
  if (loading && !data) content = <LoadingState message="Caricamento fornitori..." />;
  else if (error && !data) content = <ErrorState message={MSG_FORNITORI.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (tutti.length === 0)
    content = (
      <EmptyState
        icon={<LuTruck />}
        title="Nessun fornitore"
        description="Aggiungi il primo fornitore, o importa una sua fattura elettronica da Ricevimenti: il fornitore viene creato dalla fattura."
        action={
          <Button colorPalette="brand" onClick={apri}>
            <LuPlus /> Crea il primo fornitore
          </Button>
        }
      />
    );
  else if (rows.length === 0) content = <EmptyState icon={<LuSearch />} title="Nessun fornitore trovato" description="Prova a cambiare la ricerca." />;
  else content = <DataTable caption="Fornitori" columns={columns} rows={rows} rowKey={(f) => f.id} creato={(f) => f.id === creatoId} />;

  return (
    <Box>
      <PageHeader
        title="Gestione Fornitori"
        description="Ragione sociale, partita IVA e contatti dei fornitori di ingredienti."
        actions={
          <Button colorPalette="brand" onClick={apri}>
            <LuPlus /> Nuovo Fornitore
          </Button>
        }
      />
      <InputGroup startElement={<LuSearch />} mb="5" maxW={{ md: 'md' }}>
        <Input bg="bg" placeholder="Cerca per nome, partita IVA o contatto..." aria-label="Cerca fornitori" value={cerca} onChange={(e) => setCerca(e.currentTarget.value)} />
      </InputGroup>
      {content}
      {formAperto && <FornitoreFormDialog submitting={creating} erroreServer={erroreServer} onClose={() => setFormAperto(false)} onSubmit={(v) => void salva(v)} />}
    </Box>
  );
}
