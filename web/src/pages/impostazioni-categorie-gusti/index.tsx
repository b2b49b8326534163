import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { LuTags } from 'react-icons/lu';
import { CrudListPage, RowActions } from '../../components/CrudListPage';
import { DataTable, type Column } from '../../components/DataTable';
import { BadgeNuovo, evidenzaCreato, useMostraCreato } from '../../components/evidenza';
import { StatoBadge } from '../../components/StatoBadge';
import { useTableState } from '../../components/table-state';
import { useCrudDialogs } from '../../components/use-crud-dialogs';
import type { CategoriaGustoInput, ImpostazioniCategoriaGustoFieldsFragment } from '../../gql/graphql';
import { CategoriaFormDialog } from './CategoriaFormDialog';
import {
  AGGIORNA_CATEGORIA_GUSTO,
  CATEGORIE_GUSTI_QUERY,
  CREA_CATEGORIA_GUSTO,
  ELIMINA_CATEGORIA_GUSTO,
} from './operations';

export const CATEGORIE_MSG = {
  caricamento: 'Errore nel caricamento delle categorie',
  salvataggio: 'Errore nel salvataggio della categoria',
  eliminazione: "Errore nell'eliminazione della categoria",
  creata: 'Categoria creata con successo',
  aggiornata: 'Categoria aggiornata con successo',
  eliminata: 'Categoria eliminata con successo',
  conferma: (nome: string) => `Sei sicuro di voler eliminare la categoria "${nome}"?`,
} as const;

type Categoria = ImpostazioniCategoriaGustoFieldsFragment;
const ACCESSORS = {
  nome: (c: Categoria) => c.nome,
  ordine: (c: Categoria) => c.ordine,
};

function ColoreSwatch({ colore }: { colore: string }) {
  return (
    <HStack gap="2">
      <Box boxSize="5" borderRadius="md" borderWidth="1px" borderColor="blackAlpha.300" style={{ backgroundColor: colore }} aria-hidden />
      <Text as="span" fontFamily="mono" fontSize="sm">
        {colore}
      </Text>
    </HStack>
  );
}

export default function CategorieGustiPage() {
  const { data, loading, error, refetch } = useQuery(CATEGORIE_GUSTI_QUERY, { notifyOnNetworkStatusChange: true });

  const refetchQueries = [{ query: CATEGORIE_GUSTI_QUERY }];
  const [crea, { loading: creating }] = useMutation(CREA_CATEGORIA_GUSTO, { refetchQueries, awaitRefetchQueries: true });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_CATEGORIA_GUSTO, { refetchQueries, awaitRefetchQueries: true });
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_CATEGORIA_GUSTO, { refetchQueries, awaitRefetchQueries: true });

  const categorie = useMemo(() => data?.categorieGusti ?? [], [data]);
  const table = useTableState(categorie, { pageSize: 1000, sort: { key: 'ordine', direction: 'asc' }, accessors: ACCESSORS });

  const crud = useCrudDialogs<Categoria, CategoriaGustoInput>({
    crea: async (input) => (await crea({ variables: { input } })).data?.creaCategoriaGusto.id,
    aggiorna: (id, input) => aggiorna({ variables: { id, input } }),
    elimina: (id) => elimina({ variables: { id } }),
    messaggi: { creato: CATEGORIE_MSG.creata, aggiornato: CATEGORIE_MSG.aggiornata, eliminato: CATEGORIE_MSG.eliminata, salvataggio: CATEGORIE_MSG.salvataggio, eliminazione: CATEGORIE_MSG.eliminazione },
  });

  useMostraCreato(crud.creatoId, table);

  const actions = (c: Categoria) => <RowActions nome={c.nome} onEdit={() => crud.apriModifica(c)} onDelete={() => crud.chiediElimina(c)} />;

  const columns: Column<Categoria>[] = [
    { key: 'nome', header: 'Nome', sortable: true, render: (c) => (
        <HStack gap="2">
          <Text fontWeight="medium">{c.nome}</Text>
          <BadgeNuovo attivo={c.id === crud.creatoId} />
        </HStack>
      ),
    },
    {
      key: 'descrizione',
      header: 'Descrizione',
      render: (c) => (
        <Text color={c.descrizione ? 'fg' : 'fg.subtle'} lineClamp={2} maxW="md">
          {c.descrizione || '-'}
        </Text>
      ),
    },
    { key: 'colore', header: 'Colore', render: (c) => <ColoreSwatch colore={c.colore} /> },
    { key: 'ordine', header: 'Ordine', sortable: true, align: 'end', render: (c) => c.ordine },
    { key: 'stato', header: 'Stato', render: (c) => <StatoBadge attivo={c.attivo} /> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: actions },
  ];

  const cards = (
    <Stack gap="3" data-testid="categorie-list">
      {table.pageRows.map((c) => (
        <Card.Root key={c.id} data-testid="categoria-card" borderRadius="xl" {...evidenzaCreato(c.id === crud.creatoId)}>
          <Card.Body p="4" gap="2">
            <HStack justify="space-between" align="flex-start">
              <HStack gap="2" pt="1" wrap="wrap">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {c.nome}
                </Text>
                <BadgeNuovo attivo={c.id === crud.creatoId} />
              </HStack>
              {actions(c)}
            </HStack>
            {c.descrizione && (
              <Text fontSize="sm" color="fg.muted">
                {c.descrizione}
              </Text>
            )}
            <HStack gap="3" wrap="wrap" fontSize="sm">
              <ColoreSwatch colore={c.colore} />
              <Text color="fg.muted">Ordine {c.ordine}</Text>
              <StatoBadge attivo={c.attivo} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );

  return (
    <CrudListPage
      title="Categorie Gusti"
      description="Le categorie usate per raggruppare i gusti, con colore e ordine di visualizzazione."
      create={{ label: 'Nuova Categoria', emptyLabel: 'Crea la prima categoria', onCreate: crud.apriNuovo }}
      status={{
        loading,
        error,
        hasData: Boolean(data),
        onRetry: () => void refetch().catch(() => undefined),
        loadingMessage: 'Caricamento categorie...',
        errorMessage: CATEGORIE_MSG.caricamento,
      }}
      empty={{
        when: categorie.length === 0,
        icon: <LuTags />,
        title: 'Nessuna categoria',
        description: 'Le categorie raggruppano i gusti (es. Creme, Frutta, Sorbetti).',
      }}
      list={<DataTable caption="Categorie gusti" columns={columns} rows={table.pageRows} rowKey={(c) => c.id} sort={table.sort} onSortChange={table.setSort} creato={(c) => c.id === crud.creatoId} />}
      mobileList={cards}
      form={
        crud.editing !== undefined && (
          <CategoriaFormDialog
            categoria={crud.editing}
            submitting={creating || updating}
            onClose={() => crud.chiudiForm()}
            onSubmit={(input) => void crud.salva(input)}
          />
        )
      }
      confirm={{
        open: crud.daEliminare !== null,
        title: 'Elimina Categoria',
        message: crud.daEliminare ? CATEGORIE_MSG.conferma(crud.daEliminare.nome) : '',
        confirmLabel: 'Elimina',
        loading: deleting,
        onConfirm: () => void crud.confermaElimina(),
        onCancel: () => crud.annullaElimina(),
      }}
    />
  );
}
