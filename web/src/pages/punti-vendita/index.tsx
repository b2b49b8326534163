import { Badge, Button, Card, Flex, Heading, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { CartelloAllergeniButton } from '../../features/allergeni/CartelloAllergeniButton';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuMapPin, LuPencil, LuSearch, LuStore, LuThermometerSnowflake, LuTrash2 } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { CrudListPage } from '../../components/CrudListPage';
import { useCrudDialogs } from '../../components/use-crud-dialogs';
import { EmptyState } from '../../components/EmptyState';
import type { GestionePuntoVenditaFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import {
  AGGIORNA_PUNTO_VENDITA,
  CREA_PUNTO_VENDITA,
  ELIMINA_PUNTO_VENDITA,
  PUNTI_VENDITA_QUERY,
} from './operations';
import { PuntoVenditaFormDialog } from './PuntoVenditaFormDialog';
import type { PuntoVenditaFormValues } from './punto-vendita-form';
import { etichettaVetrina } from './temperatura-vetrina';
import { BadgeNuovo, evidenzaCreato, useScorriAlCreato } from '../../components/evidenza';
import { CampoRicerca } from '../../components/CampoRicerca';

export const MSG = {
  caricamento: 'Errore nel caricamento dei punti vendita',
  eliminazione: "Errore nell'eliminazione del punto vendita",
  salvataggio: 'Errore nel salvare il punto vendita',
  conferma: (pv: { nome: string; indirizzo?: string | null }) =>
    `Eliminare il punto vendita "${pv.nome}"${pv.indirizzo ? `, ${pv.indirizzo}` : ''}? L'operazione non può essere annullata.`,
  creato: 'Punto vendita creato con successo',
  aggiornato: 'Punto vendita aggiornato con successo',
  eliminato: 'Punto vendita eliminato con successo',
} as const;

type PuntoVendita = GestionePuntoVenditaFieldsFragment;

/** Case-insensitive match on nome and indirizzo. */
export function filterPuntiVendita(rows: readonly PuntoVendita[], search: string): PuntoVendita[] {
  const q = search.trim().toLocaleLowerCase('it');
  const sorted = [...rows].sort((a, b) => a.nome.localeCompare(b.nome, 'it', { sensitivity: 'base' }));
  if (!q) return sorted;
  return sorted.filter(
    (pv) => pv.nome.toLocaleLowerCase('it').includes(q) || (pv.indirizzo ?? '').toLocaleLowerCase('it').includes(q),
  );
}

export default function PuntiVenditaPage() {
  const me = useCurrentUser();
  const canEdit = me.ruolo === 'admin';
  const { data, loading, error, refetch } = useQuery(PUNTI_VENDITA_QUERY, { notifyOnNetworkStatusChange: true });
  const [search, setSearch] = useState('');

  const refetchQueries = [{ query: PUNTI_VENDITA_QUERY }];
  const [crea, { loading: creating }] = useMutation(CREA_PUNTO_VENDITA, { refetchQueries, awaitRefetchQueries: true });
  const [aggiorna, { loading: updating }] = useMutation(AGGIORNA_PUNTO_VENDITA);
  const [elimina, { loading: deleting }] = useMutation(ELIMINA_PUNTO_VENDITA, { refetchQueries, awaitRefetchQueries: true });

  const all = useMemo(() => data?.puntiVendita ?? [], [data]);
  const rows = useMemo(() => filterPuntiVendita(all, search), [all, search]);

  const crud = useCrudDialogs<PuntoVendita, PuntoVenditaFormValues>({
    crea: async (input) => {
      const id = (await crea({ variables: { input } })).data?.creaPuntoVendita.id;
      setSearch(''); // the new point is shown whatever the search
      return id;
    },
    aggiorna: (id, input) => aggiorna({ variables: { id, input } }),
    elimina: (id) => elimina({ variables: { id } }),
    messaggi: MSG,
  });

  useScorriAlCreato(crud.creatoId);

  const list = (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="punti-vendita-list">
      {rows.map((pv) => (
        <PuntoVenditaCard
          key={pv.id}
          puntoVendita={pv}
          creato={pv.id === crud.creatoId}
          canEdit={canEdit}
          onEdit={() => crud.apriModifica(pv)}
          onDelete={() => crud.chiediElimina(pv)}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <CrudListPage
      title="Gestione Punti Vendita"
      description={canEdit ? 'Negozi, chioschi e laboratori della tua gelateria.' : 'Elenco dei punti vendita (sola consultazione).'}
      create={canEdit ? { label: 'Nuovo Punto Vendita', emptyLabel: 'Crea il primo punto vendita', onCreate: () => crud.apriNuovo() } : undefined}
      status={{
        loading,
        error,
        hasData: Boolean(data),
        onRetry: () => void refetch().catch(() => undefined),
        loadingMessage: 'Caricamento punti vendita...',
        errorMessage: MSG.caricamento,
      }}
      empty={{
        when: all.length === 0,
        icon: <LuStore />,
        title: 'Nessun punto vendita',
        description: canEdit ? 'Aggiungi il primo punto vendita per iniziare.' : 'Non ci sono ancora punti vendita.',
      }}
      noMatches={rows.length === 0 && <EmptyState icon={<LuSearch />} title="Nessun punto vendita trovato" description="Prova a cambiare la ricerca." />}
      toolbar={
        <CampoRicerca etichetta="Cerca punti vendita" placeholder="Cerca per nome o indirizzo..." value={search} onChange={setSearch} mb="5" maxW={{ md: 'md' }} />
      }
      list={list}
      form={
        crud.editing !== undefined && (
          <PuntoVenditaFormDialog
            open
            puntoVendita={crud.editing}
            submitting={creating || updating}
            onClose={() => crud.chiudiForm()}
            onSubmit={(values) => void crud.salva(values)}
          />
        )
      }
      confirm={{
        open: crud.daEliminare !== null,
        title: 'Elimina Punto Vendita',
        message: crud.daEliminare ? MSG.conferma(crud.daEliminare) : '',
        confirmLabel: 'Elimina',
        loading: deleting,
        onConfirm: () => void crud.confermaElimina(),
        onCancel: () => crud.annullaElimina(),
      }}
    />
  );
}

interface CardProps {
  puntoVendita: PuntoVendita;
  /** Just created: shown highlighted. */
  creato?: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function PuntoVenditaCard({ puntoVendita: pv, creato = false, canEdit, onEdit, onDelete }: CardProps) {
  return (
    <Card.Root
      data-testid="punto-vendita-card"
      borderRadius="xl"
      borderColor={pv.attivo ? 'crema.300' : 'border'}
      bg={pv.attivo ? 'bg' : 'bg.subtle'}
      {...evidenzaCreato(creato)}
    >
      <Card.Body gap="2" p="5">
        <Flex justify="space-between" align="flex-start" gap="2">
          <HStack gap="3" minW="0">
            <Flex
              flexShrink={0}
              boxSize="10"
              borderRadius="lg"
              align="center"
              justify="center"
              bg={pv.attivo ? 'brand.subtle' : 'bg.muted'}
              color={pv.attivo ? 'brand.fg' : 'fg.muted'}
            >
              <Icon as={LuStore} boxSize="5" />
            </Flex>
            <Heading as="h3" size="md" lineClamp={2} wordBreak="break-word">
              {pv.nome}
            </Heading>
          </HStack>
          <HStack gap="1" flexShrink={0}>
            <BadgeNuovo attivo={creato} />
            {!pv.attivo && (
              <Badge colorPalette="gray" variant="solid">
                Inattivo
              </Badge>
            )}
          </HStack>
        </Flex>
        <HStack gap="2" color="fg.muted" align="flex-start">
          <Icon as={LuMapPin} mt="1" flexShrink={0} />
          <Text wordBreak="break-word">{pv.indirizzo || 'Indirizzo non specificato'}</Text>
        </HStack>
        <HStack gap="2" color="fg.muted">
          <Icon as={LuThermometerSnowflake} flexShrink={0} />
          <Text data-testid="temperatura-vetrina">{etichettaVetrina(pv.temperaturaVetrina)}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.subtle">
          Creato il {formatDate(pv.createdAt)}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" px="5" pb="5" pt="0" flexWrap="wrap">
        <CartelloAllergeniButton puntoVendita={pv} />
        {canEdit && (
          <>
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Modifica ${pv.nome}`}>
              <LuPencil /> Modifica
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Elimina ${pv.nome}`}>
              <LuTrash2 /> Elimina
            </Button>
          </>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
