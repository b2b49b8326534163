import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { LuShieldAlert } from 'react-icons/lu';
import { CrudListPage, RowActions } from '../../components/CrudListPage';
import { DataTable, type Column } from '../../components/DataTable';
import { BadgeNuovo, evidenzaCreato, useMostraCreato } from '../../components/evidenza';
import { StatoBadge } from '../../components/StatoBadge';
import { useTableState } from '../../components/table-state';
import { useCrudDialogs } from '../../components/use-crud-dialogs';
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
  const { data, loading, error, refetch } = useQuery(ALLERGENI_QUERY, { notifyOnNetworkStatusChange: true });

  const refetchQueries = [{ query: ALLERGENI_QUERY }];
  const [crea, { loading: creating }] = useMutation(CREA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_ALLERGENE, { refetchQueries, awaitRefetchQueries: true });

  const allergeni = useMemo(() => data?.allergeni ?? [], [data]);
  const table = useTableState(allergeni, { pageSize: 1000, sort: { key: 'nome', direction: 'asc' }, accessors: ACCESSORS });

  const crud = useCrudDialogs<Allergene, AllergeneInput>({
    crea: async (input) => (await crea({ variables: { input } })).data?.creaAllergene.id,
    aggiorna: (id, input) => aggiorna({ variables: { id, input } }),
    elimina: (id) => elimina({ variables: { id } }),
    messaggi: ALLERGENI_MSG,
  });

  useMostraCreato(crud.creatoId, table);

  const actions = (a: Allergene) => <RowActions nome={a.nome} onEdit={() => crud.apriModifica(a)} onDelete={() => crud.chiediElimina(a)} />;

  const columns: Column<Allergene>[] = [
    { key: 'nome', header: 'Nome', sortable: true, render: (a) => (
        <HStack gap="2">
          <Text fontWeight="medium">{a.nome}</Text>
          <BadgeNuovo attivo={a.id === crud.creatoId} />
        </HStack>
      ),
    },
    { key: 'codice', header: 'Codice', sortable: true, render: (a) => <Text fontSize="sm">{a.codice}</Text> },
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

  const cards = (
    <Stack gap="3" data-testid="allergeni-list">
      {table.pageRows.map((a) => (
        <Card.Root key={a.id} data-testid="allergene-card" borderRadius="xl" {...evidenzaCreato(a.id === crud.creatoId)}>
          <Card.Body p="4" gap="2">
            <HStack justify="space-between" align="flex-start">
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {a.nome}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    Codice {a.codice}
                  </Text>
                  <StatoBadge attivo={a.attivo} />
                  <BadgeNuovo attivo={a.id === crud.creatoId} />
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

  return (
    <CrudListPage
      title="Allergeni"
      description="Gli allergeni da dichiarare nei gusti (Reg. UE 1169/2011, Allegato II)."
      create={{ label: 'Nuovo Allergene', emptyLabel: 'Crea il primo allergene', onCreate: crud.apriNuovo }}
      status={{
        loading,
        error,
        hasData: Boolean(data),
        onRetry: () => void refetch().catch(() => undefined),
        loadingMessage: 'Caricamento allergeni...',
        errorMessage: ALLERGENI_MSG.caricamento,
      }}
      empty={{ when: allergeni.length === 0, icon: <LuShieldAlert />, title: 'Nessun allergene', description: 'Aggiungi gli allergeni da indicare nei gusti.' }}
      list={<DataTable caption="Allergeni" columns={columns} rows={table.pageRows} rowKey={(a) => a.id} sort={table.sort} onSortChange={table.setSort} creato={(a) => a.id === crud.creatoId} />}
      mobileList={cards}
      form={
        crud.editing !== undefined && (
          <AllergeneFormDialog
            allergene={crud.editing}
            submitting={creating || updating}
            onClose={() => crud.chiudiForm()}
            onSubmit={(input) => void crud.salva(input)}
          />
        )
      }
      confirm={{
        open: crud.daEliminare !== null,
        title: 'Elimina Allergene',
        message: crud.daEliminare ? ALLERGENI_MSG.conferma(crud.daEliminare.nome) : '',
        confirmLabel: 'Elimina',
        loading: deleting,
        onConfirm: () => void crud.confermaElimina(),
        onCancel: () => crud.annullaElimina(),
      }}
    />
  );
}
