import { Badge, Box, Button, Card, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuPencil, LuPlus, LuShieldAlert, LuTrash2 } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { useIsMobile } from '../../app/use-is-mobile';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { useTableState } from '../../components/table-state';
import type { AllergeneInput, ImpostazioniAllergeneFieldsFragment } from '../../gql/graphql';
import { AllergeneFormDialog } from './AllergeneFormDialog';
import { AGGIORNA_ALLERGENE, ALLERGENI_QUERY, CREA_ALLERGENE, ELIMINA_ALLERGENE } from './operations';

export const ALLERGENI_MSG = {
  caricamento: 'Errore nel caricamento degli allergeni',
  salvataggio: "Errore nel salvataggio dell'allergene",
  eliminazione: "Errore nell'eliminazione dell'allergene",
  creato: 'Allergene creato con successo',
  aggiornato: 'Allergene aggiornato con successo',
  eliminato: 'Allergene eliminato con successo',
  conferma: (nome: string) => `Sei sicuro di voler eliminare l'allergene "${nome}"?`,
} as const;

type Allergene = ImpostazioniAllergeneFieldsFragment;
type FormState = { open: false } | { open: true; allergene: Allergene | null };

const ACCESSORS = {
  nome: (a: Allergene) => a.nome,
  codice: (a: Allergene) => a.codice,
};

function StatoBadge({ attivo }: { attivo: boolean }) {
  return (
    <Badge colorPalette={attivo ? 'green' : 'gray'} variant={attivo ? 'subtle' : 'solid'}>
      {attivo ? 'Attivo' : 'Inattivo'}
    </Badge>
  );
}

const dash = (value: string | null) => value || '-';

export default function AllergeniPage() {
  const isMobile = useIsMobile();
  const { data, loading, error, refetch } = useQuery(ALLERGENI_QUERY, { notifyOnNetworkStatusChange: true });
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<Allergene | null>(null);

  const refetchQueries = [{ query: ALLERGENI_QUERY }];
  const [crea, { loading: creating }] = useMutation(CREA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });

  const allergeni = useMemo(() => data?.allergeni ?? [], [data]);
  const table = useTableState(allergeni, { pageSize: 1000, sort: { key: 'nome', direction: 'asc' }, accessors: ACCESSORS });

  const save = async (input: AllergeneInput) => {
    if (!form.open) return;
    const editing = form.allergene;
    try {
      if (editing) {
        await aggiorna({ variables: { id: editing.id, input } });
        notifySuccess(ALLERGENI_MSG.aggiornato);
      } else {
        await crea({ variables: { input } });
        notifySuccess(ALLERGENI_MSG.creato);
      }
      setForm({ open: false });
    } catch (e) {
      notifyError(ALLERGENI_MSG.salvataggio, serverErrorMessage(e));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await elimina({ variables: { id: toDelete.id } });
      notifySuccess(ALLERGENI_MSG.eliminato);
    } catch (e) {
      notifyError(ALLERGENI_MSG.eliminazione, serverErrorMessage(e));
    } finally {
      setToDelete(null);
    }
  };

  const actions = (a: Allergene) => (
    <HStack gap="1" justify="flex-end">
      <IconButton size="sm" variant="ghost" aria-label={`Modifica ${a.nome}`} onClick={() => setForm({ open: true, allergene: a })}>
        <LuPencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Elimina ${a.nome}`} onClick={() => setToDelete(a)}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );

  const columns: Column<Allergene>[] = [
    { key: 'nome', header: 'Nome', sortable: true, render: (a) => <Text fontWeight="medium">{a.nome}</Text> },
    { key: 'codice', header: 'Codice', sortable: true, render: (a) => <Code size="sm">{a.codice}</Code> },
    {
      key: 'descrizione',
      header: 'Descrizione',
      render: (a) => (
        <Text color={a.descrizione ? 'fg' : 'fg.subtle'} lineClamp={2} maxW="sm">
          {dash(a.descrizione)}
        </Text>
      ),
    },
    {
      key: 'regolamentazione',
      header: 'Regolamentazione',
      render: (a) => (
        <Text color={a.regolamentazione ? 'fg' : 'fg.subtle'} lineClamp={2} maxW="xs" fontSize="sm">
          {dash(a.regolamentazione)}
        </Text>
      ),
    },
    { key: 'stato', header: 'Stato', render: (a) => <StatoBadge attivo={a.attivo} /> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: actions },
  ];

  const openNew = () => setForm({ open: true, allergene: null });

  let content;
  if (loading && !data) {
    content = <LoadingState message="Caricamento allergeni..." />;
  } else if (error && !data) {
    content = <ErrorState message={ALLERGENI_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (allergeni.length === 0) {
    content = (
      <EmptyState
        icon={<LuShieldAlert />}
        title="Nessun allergene"
        description="Aggiungi gli allergeni da indicare nei gusti."
        action={
          <Button colorPalette="brand" onClick={openNew}>
            <LuPlus /> Crea il primo allergene
          </Button>
        }
      />
    );
  } else if (isMobile) {
    content = (
      <Stack gap="3" data-testid="allergeni-list">
        {table.pageRows.map((a) => (
          <Card.Root key={a.id} data-testid="allergene-card" borderRadius="xl">
            <Card.Body p="4" gap="2">
              <HStack justify="space-between" align="flex-start">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {a.nome}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Code size="sm">{a.codice}</Code>
                    <StatoBadge attivo={a.attivo} />
                  </HStack>
                </Stack>
                {actions(a)}
              </HStack>
              {a.descrizione && (
                <Text fontSize="sm" color="fg.muted">
                  {a.descrizione}
                </Text>
              )}
              {a.regolamentazione && (
                <Text fontSize="xs" color="fg.subtle">
                  {a.regolamentazione}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  } else {
    content = (
      <DataTable
        caption="Allergeni"
        columns={columns}
        rows={table.pageRows}
        rowKey={(a) => a.id}
        sort={table.sort}
        onSortChange={table.setSort}
      />
    );
  }

  return (
    <Box>
      <PageHeader
        title="Allergeni"
        description="Gli allergeni da dichiarare nei gusti (Reg. UE 1169/2011, Allegato II)."
        actions={
          <Button colorPalette="brand" onClick={openNew}>
            <LuPlus /> Nuovo Allergene
          </Button>
        }
      />
      {content}
      {form.open && (
        <AllergeneFormDialog
          allergene={form.allergene}
          submitting={creating || updating}
          onClose={() => setForm({ open: false })}
          onSubmit={(input) => void save(input)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Elimina Allergene"
        message={toDelete ? ALLERGENI_MSG.conferma(toDelete.nome) : ''}
        confirmLabel="Elimina"
        destructive
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
