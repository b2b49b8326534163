import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuCalendar, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuStore, LuTrash2, LuUsers } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { ROLE_COLORS, ROLE_LABELS } from '../../app/navigation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
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
type FormState = { open: false } | { open: true; user: Utente | null };

export default function UsersPage() {
  const me = useCurrentUser();
  const canEdit = me.ruolo === 'admin';
  const { data, loading, error, refetch } = useQuery(UTENTI_QUERY, { notifyOnNetworkStatusChange: true });
  const pvQuery = useQuery(PUNTI_VENDITA_OPZIONI_QUERY, { skip: !canEdit });
  const [search, setSearch] = useState('');
  const [ruolo, setRuolo] = useState<RuoloFilter>('tutti');
  // Archived users leave the default list ('Elimina' archives); 'Archiviati' or 'Tutti' shows them again.
  const [stato, setStato] = useState<StatoFilter>('attivi');
  const [form, setForm] = useState<FormState>({ open: false });
  const [toArchive, setToArchive] = useState<Utente | null>(null);

  const [crea, { loading: creating }] = useMutation(CREA_UTENTE, {
    refetchQueries: [{ query: UTENTI_QUERY }],
    awaitRefetchQueries: true,
  });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_UTENTE);
  const [elimina, { loading: archiving }] = useMutation(ELIMINA_UTENTE);

  const users = useMemo(() => data?.utenti ?? [], [data]);
  const rows = useMemo(() => filterUsers(users, { search, ruolo, stato }), [users, search, ruolo, stato]);
  const puntiVendita = pvQuery.data?.puntiVendita ?? [];

  const save = async (values: UserFormValues) => {
    if (!form.open) return;
    const editing = form.user;
    try {
      if (editing) {
        await aggiorna({ variables: { id: editing.id, input: toAggiornaUtenteInput(values) } });
        notifySuccess(USERS_MSG.aggiornato);
      } else {
        await crea({ variables: { input: toCreaUtenteInput(values) } });
        notifySuccess(USERS_MSG.creato);
      }
      setForm({ open: false });
    } catch (e) {
      notifyError(editing ? USERS_MSG.aggiornamento : USERS_MSG.salvataggio, serverErrorMessage(e));
    }
  };

  const askArchive = (user: Utente) => {
    if (user.id === me.id) {
      notifyError(USER_FORM_MSG.nonEliminare);
      return;
    }
    setToArchive(user);
  };

  const confirmArchive = async () => {
    if (!toArchive) return;
    try {
      await elimina({ variables: { id: toArchive.id } });
      notifySuccess(USERS_MSG.archiviato);
    } catch (e) {
      notifyError(USERS_MSG.eliminazione, serverErrorMessage(e));
    } finally {
      setToArchive(null);
    }
  };

  const reactivate = async (user: Utente) => {
    try {
      await aggiorna({ variables: { id: user.id, input: { attivo: true } } });
      notifySuccess(USERS_MSG.riattivato);
    } catch (e) {
      notifyError(USERS_MSG.aggiornamento, serverErrorMessage(e));
    }
  };

  const openNew = () => setForm({ open: true, user: null });

  let content;
  if (loading && !data) {
    content = <LoadingState message="Caricamento utenti..." />;
  } else if (error && !data) {
    content = <ErrorState message={USERS_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (users.length === 0) {
    content = (
      <EmptyState
        icon={<LuUsers />}
        title="Nessun utente"
        action={
          canEdit && (
            <Button colorPalette="brand" onClick={openNew} disabled={pvQuery.loading}>
              <LuPlus /> Crea il primo utente
            </Button>
          )
        }
      />
    );
  } else if (rows.length === 0) {
    content = <EmptyState icon={<LuSearch />} title="Nessun utente trovato" description="Prova a cambiare la ricerca o i filtri." />;
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="users-list">
        {rows.map((u) => (
          <UserCard
            key={u.id}
            user={u}
            isSelf={u.id === me.id}
            canEdit={canEdit}
            busy={updating}
            onEdit={() => setForm({ open: true, user: u })}
            onArchive={() => askArchive(u)}
            onReactivate={() => void reactivate(u)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Gestione Utenti"
        description={canEdit ? 'Crea, modifica e archivia gli account dello staff.' : 'Elenco degli utenti (sola consultazione).'}
        actions={
          canEdit && (
            <Button colorPalette="brand" onClick={openNew} disabled={pvQuery.loading}>
              <LuPlus /> Nuovo Utente
            </Button>
          )
        }
      />
      <RoleGuide />
      <Flex gap="3" mb="5" direction={{ base: 'column', md: 'row' }}>
        <InputGroup startElement={<LuSearch />} flex="1" maxW={{ md: 'md' }}>
          <Input
            bg="bg"
            placeholder="Cerca per nome o email..."
            aria-label="Cerca utenti"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </InputGroup>
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
      {content}
      {form.open && (
        <UserFormDialog
          user={form.user}
          currentUserId={me.id}
          puntiVendita={puntiVendita}
          submitting={creating || updating}
          onClose={() => setForm({ open: false })}
          onSubmit={(values) => void save(values)}
        />
      )}
      <ConfirmDialog
        open={toArchive !== null}
        title="Archivia Utente"
        message={toArchive ? USERS_MSG.conferma(toArchive.nome) : ''}
        confirmLabel="Archivia"
        destructive
        loading={archiving}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setToArchive(null)}
      />
    </Box>
  );
}

interface UserCardProps {
  user: Utente;
  isSelf: boolean;
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onReactivate: () => void;
}

function UserCard({ user, isSelf, canEdit, busy, onEdit, onArchive, onReactivate }: UserCardProps) {
  return (
    <Card.Root data-testid="user-card" borderRadius="xl" bg={user.attivo ? 'bg' : 'bg.subtle'} borderColor={user.attivo ? 'crema.300' : 'border'}>
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
