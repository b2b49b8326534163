import { Box, Button, Card, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { LuPencil, LuPlus, LuShieldAlert, LuTrash2 } from 'react-icons/lu';
import { useIsMobile } from '../../app/use-is-mobile';
import { StatoBadge } from '../../components/StatoBadge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCrudDialogs } from '../../components/use-crud-dialogs';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
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
const ACCESSORS = {
  nome: (a: Allergene) => a.nome,
  codice: (a: Allergene) => a.codice,
};

const dash = (value: string | null) => value || '-';

export default function AllergeniPage() {
  const isMobile = useIsMobile();
  const { data, loading, error, refetch } = useQuery(ALLERGENI_QUERY, { notifyOnNetworkStatusChange: true });

  const refetchQueries = [{ query: ALLERGENI_QUERY }];
  const [crea, { loading: creating }] = useMutation(CREA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });

  const allergeni = useMemo(() => data?.allergeni ?? [], [data]);
  const table = useTableState(allergeni, { pageSize: 1000, sort: { key: 'nome', direction: 'asc' }, accessors: ACCESSORS });

  const crud = useCrudDialogs<Allergene, AllergeneInput>({
    crea: (input) => crea({ variables: { input } }),
    aggiorna: (id, input) => aggiorna({ variables: { id, input } }),
    elimina: (id) => elimina({ variables: { id } }),
    messaggi: ALLERGENI_MSG,
  });

  const actions = (a: Allergene) => (
    <HStack gap="1" justify="flex-end">
      <IconButton size="sm" variant="ghost" aria-label={`Modifica ${a.nome}`} onClick={() => crud.apriModifica(a)}>
        <LuPencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Elimina ${a.nome}`} onClick={() => crud.chiediElimina(a)}>
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

  const openNew = () => crud.apriNuovo();

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
      {crud.editing !== undefined && (
        <AllergeneFormDialog
          allergene={crud.editing}
          submitting={creating || updating}
          onClose={() => crud.chiudiForm()}
          onSubmit={(input) => void crud.salva(input)}
        />
      )}
      <ConfirmDialog
        open={crud.daEliminare !== null}
        title="Elimina Allergene"
        message={crud.daEliminare ? ALLERGENI_MSG.conferma(crud.daEliminare.nome) : ''}
        confirmLabel="Elimina"
        destructive
        loading={deleting}
        onConfirm={() => void crud.confermaElimina()}
        onCancel={() => crud.annullaElimina()}
      />
    </Box>
  );
}
