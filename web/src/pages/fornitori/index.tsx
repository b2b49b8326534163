import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuPencil, LuSearch, LuTruck } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { BadgeNuovo, useScorriAlCreato } from '../../components/evidenza';
import { notifySuccess } from '../../components/notify';
import type { GestioneFornitoreCampiFragment } from '../../gql/graphql';
import { corrispondeRicerca } from '../../lib/cerca';
import { formatCount } from '../../lib/format';
import { sedeFornitore } from '../../lib/sede-fornitore';
import { FornitoreFormDialog, type FornitoreFormValues } from './FornitoreFormDialog';
import { CREA_FORNITORE, FORNITORI_QUERY, MODIFICA_FORNITORE } from './operations';
import { CampoRicerca } from '../../components/CampoRicerca';
import { CrudListPage } from '../../components/CrudListPage';

export const MSG_FORNITORI = {
  caricamento: 'Errore nel caricamento dei fornitori',
  salvataggio: 'Errore nel salvare il fornitore',
  creato: 'Fornitore creato con successo',
  modificato: 'Fornitore modificato con successo',
} as const;

type Fornitore = GestioneFornitoreCampiFragment;

/** Suppliers by ragione sociale, filtered on name, P.IVA, e-mail, phone and comune. */
export function filtraFornitori(rows: readonly Fornitore[], cerca: string): Fornitore[] {
  return [...rows]
    .sort((a, b) => a.ragioneSociale.localeCompare(b.ragioneSociale, 'it', { sensitivity: 'base' }))
    .filter((f) => corrispondeRicerca(cerca, f.ragioneSociale, f.partitaIva, f.email, f.telefono, f.comune));
}

/** Gestione Fornitori (admin, manager): the suppliers with their P.IVA, contacts and address; new and edited supplier. */
export default function FornitoriPage() {
  const { data, loading, error, refetch } = useQuery(FORNITORI_QUERY, { notifyOnNetworkStatusChange: true });
  const [crea, { loading: creating }] = useMutation(CREA_FORNITORE, { refetchQueries: [{ query: FORNITORI_QUERY }], awaitRefetchQueries: true });
  // the answer carries the whole supplier: Apollo updates the cached row by its id
  const [modifica, { loading: modifying }] = useMutation(MODIFICA_FORNITORE);
  const [cerca, setCerca] = useState('');
  /** The dialog: closed, a new supplier, or the supplier being edited. */
  const [form, setForm] = useState<{ fornitore: Fornitore | null } | null>(null);
  const [erroreServer, setErroreServer] = useState<string | null>(null);
  const [creatoId, setCreatoId] = useState<number | null>(null);
  useScorriAlCreato(creatoId);

  const tutti = useMemo(() => data?.fornitori ?? [], [data]);
  const rows = useMemo(() => filtraFornitori(tutti, cerca), [tutti, cerca]);

  const apri = (fornitore: Fornitore | null = null) => {
    setErroreServer(null);
    setForm({ fornitore });
  };
  const salva = async (input: FornitoreFormValues) => {
    const inModifica = form?.fornitore;
    try {
      if (inModifica) {
        await modifica({ variables: { id: inModifica.id, input } });
        notifySuccess(MSG_FORNITORI.modificato);
      } else {
        const creato = (await crea({ variables: { input } })).data?.creaFornitore;
        setCreatoId(creato?.id ?? null);
        setCerca('');
        notifySuccess(MSG_FORNITORI.creato);
      }
      setForm(null);
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
          <Text fontWeight="medium" minW={{ md: '40' }}>{f.ragioneSociale}</Text>
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
    {
      key: 'contatti',
      header: 'Contatti',
      hideBelow: 'md',
      // e-mail over phone: one column keeps the row on a 1024 px tablet; a phone number is never broken
      render: (f) =>
        f.email || f.telefono ? (
          <Stack gap="0">
            {f.email && <Text>{f.email}</Text>}
            {f.telefono && <Text whiteSpace="nowrap" color={f.email ? 'fg.muted' : undefined}>{f.telefono}</Text>}
          </Stack>
        ) : (
          '-'
        ),
    },
    { key: 'sede', header: 'Sede', hideBelow: 'xl', render: (f) => sedeFornitore(f) ?? '-' },
    {
      key: 'ingredienti',
      header: 'Ingredienti',
      align: 'end',
      hideBelow: 'md',
      render: (f) => <Text whiteSpace="nowrap">{formatCount(f.ingredienti, 'ingrediente', 'ingredienti')}</Text>,
    },
    {
      key: 'azioni',
      header: 'Azioni',
      align: 'end',
      render: (f) => (
        <Button size={{ base: 'md', xl: 'sm' }} minH={{ base: '11', xl: '9' }} variant="outline" onClick={() => apri(f)} aria-label={`Modifica ${f.ragioneSociale}`}>
          <LuPencil /> <Text as="span" hideBelow="xl">Modifica</Text>
        </Button>
      ),
    },
  ];

  return (
    <CrudListPage
      title="Gestione Fornitori"
      description="Ragione sociale, partita IVA e contatti dei fornitori di ingredienti."
      create={{ label: 'Nuovo Fornitore', emptyLabel: 'Crea il primo fornitore', onCreate: () => apri() }}
      status={{
        loading,
        error,
        hasData: Boolean(data),
        onRetry: () => void refetch().catch(() => undefined),
        loadingMessage: 'Caricamento fornitori...',
        errorMessage: MSG_FORNITORI.caricamento,
      }}
      empty={{
        when: tutti.length === 0,
        icon: <LuTruck />,
        title: 'Nessun fornitore',
        description: 'Aggiungi il primo fornitore, o importa una sua fattura elettronica da Ricevimenti: il fornitore viene creato dalla fattura.',
      }}
      noMatches={rows.length === 0 && <EmptyState icon={<LuSearch />} title="Nessun fornitore trovato" description="Prova a cambiare la ricerca." />}
      toolbar={<CampoRicerca etichetta="Cerca fornitori" placeholder="Cerca per nome, partita IVA o contatto..." value={cerca} onChange={setCerca} mb="5" maxW={{ md: 'md' }} />}
      list={<DataTable caption="Fornitori" columns={columns} rows={rows} rowKey={(f) => f.id} creato={(f) => f.id === creatoId} />}
      form={
        form && (
          <FornitoreFormDialog
            key={form.fornitore?.id ?? 'nuovo'}
            fornitore={form.fornitore}
            submitting={creating || modifying}
            erroreServer={erroreServer}
            onClose={() => setForm(null)}
            onSubmit={(v) => void salva(v)}
          />
        )
      }
    />
  );
}
