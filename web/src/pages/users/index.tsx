import { Avatar, Badge, Button, Card, Flex, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuCalendar, LuPencil, LuRotateCcw, LuSearch, LuStore, LuTrash2, LuUsers } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { ROLE_COLORS, ROLE_LABELS } from '../../app/navigation';
import { CrudListPage } from '../../components/CrudListPage';
import { EmptyState } from '../../components/EmptyState';
import { notifyError, notifySuccess } from '../../components/notify';
import { BadgeNuovo, evidenzaCreato, useScorriAlCreato } from '../../components/evidenza';
import { useCrudDialogs } from '../../components/use-crud-dialogs';
import type { GestioneUtenteFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { AGGIORNA_UTENTE, CREA_UTENTE, ELIMINA_UTENTE, PUNTI_VENDITA_OPZIONI_QUERY, UTENTI_QUERY } from './operations';
import { RoleGuide } from './RoleGuide';
import {
  USER_FORM_MSG,
  filterUsers,
  toAggiornaUtenteInput,
  toCreaUtenteInput,
  type RuoloFilter,
  type StatoFilter,
  type UserFormValues,
} from './user-form';
import { UserFormDialog } from './UserFormDialog';
import { CampoRicerca } from '../../components/CampoRicerca';

export const USERS_MSG = {
  caricamento: 'Errore nel caricamento degli utenti',
  aggiornamento: "Errore nell'aggiornamento",
  eliminazione: "Errore nell'eliminazione",
  salvataggio: 'Errore nel salvataggio',
  creato: 'Utente creato con successo',
  aggiornato: 'Utente aggiornato con successo',
  archiviato: 'Utente archiviato con successo',
  riattivato: 'Utente riattivato con successo',
  conferma: (nome: string) => `Sei sicuro di voler archiviare l'utente ${nome}?`,
} as const;

type Utente = GestioneUtenteFieldsFragment;

export default function UsersPage() {
  const me = useCurrentUser();
  const canEdit = me.ruolo === 'admin';
  const { data, loading, error, refetch } = useQuery(UTENTI_QUERY, { notifyOnNetworkStatusChange: true });
  const pvQuery = useQuery(PUNTI_VENDITA_OPZIONI_QUERY, { skip: !canEdit });
  const [search, setSearch] = useState('');
  const [ruolo, setRuolo] = useState<RuoloFilter>('tutti');
  // Archived users leave the default list ('Elimina' archives); 'Archiviati' or 'Tutti' shows them again.
  const [stato, setStato] = useState<StatoFilter>('attivi');

  const [crea, { loading: creating }] = useMutation(CREA_UTENTE, {
    refetchQueries: [{ query: UTENTI_QUERY }],
    awaitRefetchQueries: true,
  });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_UTENTE);
  const [elimina, { loading: archiving }] = useMutation(ELIMINA_UTENTE);

  const users = useMemo(() => data?.utenti ?? [], [data]);
  const rows = useMemo(() => filterUsers(users, { search, ruolo, stato }), [users, search, ruolo, stato]);
  const puntiVendita = pvQuery.data?.puntiVendita ?? [];

  // 'Elimina' archives the user
  const crud = useCrudDialogs<Utente, UserFormValues>({
    crea: async (values) => {
      const id = (await crea({ variables: { input: toCreaUtenteInput(values) } })).data?.creaUtente.id;
      // the new user is shown whatever the search and filters
      setSearch('');
      setRuolo('tutti');
      if (!values.attivo) setStato('tutti');
      return id;
    },
    aggiorna: (id, values) => aggiorna({ variables: { id, input: toAggiornaUtenteInput(values) } }),
    elimina: (id) => elimina({ variables: { id } }),
    messaggi: {
      creato: USERS_MSG.creato,
      aggiornato: USERS_MSG.aggiornato,
      eliminato: USERS_MSG.archiviato,
      salvataggio: USERS_MSG.salvataggio,
      aggiornamento: USERS_MSG.aggiornamento,
      eliminazione: USERS_MSG.eliminazione,
    },
  });

  useScorriAlCreato(crud.creatoId);

  const askArchive = (user: Utente) => {
    if (user.id === me.id) {
      notifyError(USER_FORM_MSG.nonEliminare);
      return;
    }
    crud.chiediElimina(user);
  };

  const reactivate = async (user: Utente) => {
    try {
      await aggiorna({ variables: { id: user.id, input: { attivo: true } } });
      notifySuccess(USERS_MSG.riattivato);
    } catch (e) {
      notifyError(USERS_MSG.aggiornamento, serverErrorMessage(e));
    }
  };

  const filters = (
    <>
      <RoleGuide />
      <Flex gap="3" mb="5" direction={{ base: 'column', md: 'row' }}>
        <CampoRicerca etichetta="Cerca utenti" placeholder="Cerca per nome o email..." value={search} onChange={setSearch} flex="1" maxW={{ md: 'md' }} />
        <HStack gap="3">
          <NativeSelect.Root width={{ base: 'full', md: '48' }} bg="bg">
            <NativeSelect.Field aria-label="Filtra per ruolo" value={ruolo} onChange={(e) => setRuolo(e.currentTarget.value as RuoloFilter)}>
              <option value="tutti">Tutti i ruoli</option>
              <option value="admin">{ROLE_LABELS.admin}</option>
              <option value="manager">{ROLE_LABELS.manager}</option>
              <option value="operatore">{ROLE_LABELS.operatore}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root width={{ base: 'full', md: '44' }} bg="bg">
            <NativeSelect.Field aria-label="Filtra per stato" value={stato} onChange={(e) => setStato(e.currentTarget.value as StatoFilter)}>
              <option value="tutti">Tutti</option>
              <option value="attivi">Attivi</option>
              <option value="archiviati">Archiviati</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Flex>
    </>
  );

  return (
    <CrudListPage
      title="Gestione Utenti"
      description={canEdit ? 'Crea, modifica e archivia gli account dello staff.' : 'Elenco degli utenti (sola consultazione).'}
      create={canEdit ? { label: 'Nuovo Utente', emptyLabel: 'Crea il primo utente', onCreate: crud.apriNuovo, disabled: pvQuery.loading } : undefined}
      status={{
        loading,
        error,
        hasData: Boolean(data),
        onRetry: () => void refetch().catch(() => undefined),
        loadingMessage: 'Caricamento utenti...',
        errorMessage: USERS_MSG.caricamento,
      }}
      empty={{ when: users.length === 0, icon: <LuUsers />, title: 'Nessun utente' }}
      noMatches={rows.length === 0 && <EmptyState icon={<LuSearch />} title="Nessun utente trovato" description="Prova a cambiare la ricerca o i filtri." />}
      toolbar={filters}
      list={
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="users-list">
          {rows.map((u) => (
            <UserCard
              key={u.id}
              user={u}
              isSelf={u.id === me.id}
              creato={u.id === crud.creatoId}
              canEdit={canEdit}
              busy={updating}
              onEdit={() => crud.apriModifica(u)}
              onArchive={() => askArchive(u)}
              onReactivate={() => void reactivate(u)}
            />
          ))}
        </SimpleGrid>
      }
      form={
        crud.editing !== undefined && (
          <UserFormDialog
            user={crud.editing}
            currentUserId={me.id}
            puntiVendita={puntiVendita}
            submitting={creating || updating}
            onClose={() => crud.chiudiForm()}
            onSubmit={(values) => void crud.salva(values)}
          />
        )
      }
      confirm={{
        open: crud.daEliminare !== null,
        title: 'Archivia Utente',
        message: crud.daEliminare ? USERS_MSG.conferma(crud.daEliminare.nome) : '',
        confirmLabel: 'Archivia',
        loading: archiving,
        onConfirm: () => void crud.confermaElimina(),
        onCancel: () => crud.annullaElimina(),
      }}
    />
  );
}

interface UserCardProps {
  user: Utente;
  isSelf: boolean;
  /** Just created: shown highlighted. */
  creato: boolean;
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onReactivate: () => void;
}

function UserCard({ user, isSelf, creato, canEdit, busy, onEdit, onArchive, onReactivate }: UserCardProps) {
  return (
    <Card.Root data-testid="user-card" borderRadius="xl" bg={user.attivo ? 'bg' : 'bg.subtle'} borderColor={user.attivo ? 'crema.300' : 'border'} {...evidenzaCreato(creato)}>
      <Card.Body p="5" gap="3">
        <HStack gap="3" align="flex-start">
          <Avatar.Root colorPalette={ROLE_COLORS[user.ruolo]} size="md" flexShrink={0}>
            <Avatar.Fallback name={user.nome} />
          </Avatar.Root>
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
              {user.nome}
              {isSelf && (
                <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                  {' '}
                  (tu)
                </Text>
              )}
            </Text>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
              {user.email}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <BadgeNuovo attivo={creato} />
          <Badge colorPalette={ROLE_COLORS[user.ruolo]} variant="subtle">
            {ROLE_LABELS[user.ruolo]}
          </Badge>
          <Badge colorPalette={user.attivo ? 'green' : 'gray'} variant={user.attivo ? 'subtle' : 'solid'}>
            {user.attivo ? 'Attivo' : 'Archiviato'}
          </Badge>
        </HStack>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="2">
            <LuStore />
            <Text>{user.puntoVenditaNome ?? 'Non assegnato'}</Text>
          </HStack>
          <HStack gap="2">
            <LuCalendar />
            <Text>Creato il {formatDate(user.createdAt)}</Text>
          </HStack>
        </Stack>
      </Card.Body>
      {canEdit && (
        <Card.Footer gap="2" px="5" pb="5" pt="0" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Modifica ${user.nome}`}>
            <LuPencil /> Modifica
          </Button>
          {user.attivo ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onArchive} aria-label={`Elimina ${user.nome}`}>
              <LuTrash2 /> Elimina
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              colorPalette="green"
              onClick={onReactivate}
              disabled={busy}
              aria-label={`Riattiva ${user.nome}`}
            >
              <LuRotateCcw /> Riattiva
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
