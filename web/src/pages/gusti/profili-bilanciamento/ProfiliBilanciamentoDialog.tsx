import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, IconButton, Input, InputGroup, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFieldArray } from 'react-hook-form';
import { LuPencil, LuPlus, LuSlidersHorizontal, LuTrash2, LuX } from 'react-icons/lu';
import { useCurrentUser } from '../../../app/auth-context';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { useCrudDialogs } from '../../../components/use-crud-dialogs';
import { useZodForm } from '../../../components/use-zod-form';
import { ViewDialog } from '../../../components/ViewDialog';
import { formatIntervallo, infoChiave } from '../../../features/scienza/chiavi';
import type { ProfiloBilanciamentoCampiFragment, ProfiloBilanciamentoInput } from '../../../gql/graphql';
import {
  AggiornaProfiloBilanciamentoDocument,
  CreaProfiloBilanciamentoDocument,
  EliminaProfiloBilanciamentoDocument,
  ProfiliBilanciamentoDocument,
} from './operations';
import { chiaviDisponibili, ordinaObiettivi, MSG_PROFILI, profiloFormSchema, valoriIniziali } from './profilo-form';

type Profilo = ProfiloBilanciamentoCampiFragment;

/** Whatever shows profiles (the recipe editor's selector) reloads after a change. */
const refetchQueries = ['ProfiliBilanciamento', 'OpzioniScienza'];

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Balancing profiles (DOMAIN.md "Targets and balancing"), opened from Gestione Gusti: the list for
 * admin and manager; the admin creates, edits and deletes (the server refuses a profile in use or
 * the default one with its Italian message).
 */
export default function ProfiliBilanciamentoDialog({ open, onClose }: Props) {
  const canEdit = useCurrentUser().ruolo === 'admin';
  const { data, loading, error, refetch } = useQuery(ProfiliBilanciamentoDocument, { notifyOnNetworkStatusChange: true });
  const [crea, { loading: creating }] = useMutation(CreaProfiloBilanciamentoDocument, { refetchQueries, awaitRefetchQueries: true });
  const [aggiorna, { loading: updating }] = useMutation(AggiornaProfiloBilanciamentoDocument, { refetchQueries });
  const [elimina, { loading: deleting }] = useMutation(EliminaProfiloBilanciamentoDocument, { refetchQueries, awaitRefetchQueries: true });

  const crud = useCrudDialogs<Profilo, ProfiloBilanciamentoInput>({
    crea: (input) => crea({ variables: { input } }),
    aggiorna: (id, input) => aggiorna({ variables: { id, input } }),
    elimina: (id) => elimina({ variables: { id } }),
    messaggi: MSG_PROFILI,
  });

  const profili = data?.profiliBilanciamento ?? [];
  let content;
  if (crud.editing !== undefined) {
    content = (
      <ProfiloForm
        key={crud.editing?.id ?? 'nuovo'}
        profilo={crud.editing}
        submitting={creating || updating}
        onCancel={() => crud.chiudiForm()}
        onSubmit={(input) => void crud.salva(input)}
      />
    );
  } else if (loading && !data) {
    content = <LoadingState message="Caricamento profili..." />;
  } else if (error && !data) {
    content = <ErrorState message={MSG_PROFILI.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  } else {
    content = (
      <Stack gap="4">
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Text color="fg.muted" flex="1 1 18rem">
            Obiettivi della miscela e temperatura di servizio usati dal Bilanciamento. Ogni gusto usa il profilo suo o della sua categoria, altrimenti il predefinito.
          </Text>
          {canEdit && (
            <Button colorPalette="brand" onClick={() => crud.apriNuovo()}>
              <LuPlus /> Nuovo profilo
            </Button>
          )}
        </Flex>
        {profili.length === 0 ? (
          <EmptyState icon={<LuSlidersHorizontal />} title="Nessun profilo di bilanciamento" description={canEdit ? 'Crea il primo profilo.' : 'Non ci sono ancora profili.'} />
        ) : (
          profili.map((p) => (
            <ProfiloCard key={p.id} profilo={p} canEdit={canEdit} onEdit={() => crud.apriModifica(p)} onDelete={() => crud.chiediElimina(p)} />
          ))
        )}
      </Stack>
    );
  }

  return (
    <ViewDialog open={open} title="Profili di bilanciamento" onClose={onClose} maxW="3xl">
      {content}
      <ConfirmDialog
        open={crud.daEliminare !== null}
        title="Elimina profilo"
        message={crud.daEliminare ? MSG_PROFILI.conferma(crud.daEliminare.nome) : ''}
        confirmLabel="Elimina"
        destructive
        loading={deleting}
        onConfirm={() => void crud.confermaElimina()}
        onCancel={() => crud.annullaElimina()}
      />
    </ViewDialog>
  );
}

function ProfiloCard({ profilo: p, canEdit, onEdit, onDelete }: { profilo: Profilo; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const servizio = p.temperaturaServizio;
  return (
    <Card.Root data-testid="profilo-card" borderRadius="xl" variant="outline">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <HStack gap="2" minW="0">
            <Heading as="h3" size="md" wordBreak="break-word">
              {p.nome}
            </Heading>
            {p.predefinito && (
              <Badge colorPalette="brand" variant="subtle">
                Predefinito
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">
            Servizio: {servizio && (servizio.min !== null || servizio.max !== null) ? formatIntervallo('temperatura_servizio', servizio.min, servizio.max) : 'nessun intervallo'}
          </Text>
        </Flex>
        {p.obiettivi.length === 0 ? (
          <Text color="fg.muted">Nessun obiettivo della miscela</Text>
        ) : (
          <Wrap gap="2" as="ul" listStyleType="none" aria-label={`Obiettivi di ${p.nome}`}>
            {ordinaObiettivi(p.obiettivi).map((o) => (
              <Box as="li" key={o.chiave} px="2.5" py="1" borderRadius="md" bg="bg.muted" fontSize="sm">
                <Text as="span" color="fg.muted">
                  {infoChiave(o.chiave).label}
                </Text>{' '}
                <Text as="span" fontWeight="semibold">
                  {formatIntervallo(o.chiave, o.min, o.max)}
                </Text>
              </Box>
            ))}
          </Wrap>
        )}
      </Card.Body>
      {canEdit && (
        <Card.Footer gap="2" px={{ base: '4', md: '5' }} pb={{ base: '4', md: '5' }} pt="0" flexWrap="wrap">
          <Button size="sm" minH="10" variant="outline" onClick={onEdit} aria-label={`Modifica ${p.nome}`}>
            <LuPencil /> Modifica
          </Button>
          <Button size="sm" minH="10" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Elimina ${p.nome}`}>
            <LuTrash2 /> Elimina
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

interface FormProps {
  profilo: Profilo | null;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (input: ProfiloBilanciamentoInput) => void;
}

/** Create/edit form inside the dialog: nome, serving temperature range, one min/max row per target. */
function ProfiloForm({ profilo, submitting, onCancel, onSubmit }: FormProps) {
  const form = useZodForm(profiloFormSchema, valoriIniziali(profilo));
  const obiettivi = useFieldArray({ control: form.control, name: 'obiettivi', keyName: 'campoId' });
  const { errors } = form.formState;
  const servizio = errors.servizioMin?.message;
  const disponibili = chiaviDisponibili(obiettivi.fields);

  return (
    <form
      noValidate
      data-testid="profilo-form"
      onSubmit={(e) => {
        e.preventDefault();
        form.submitWith(onSubmit)();
      }}
    >
      <Stack gap="5">
        <Heading as="h3" size="md">
          {profilo ? `Modifica profilo: ${profilo.nome}` : 'Nuovo profilo'}
        </Heading>
        <Field.Root required invalid={Boolean(errors.nome)}>
          <Field.Label>
            Nome <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={100} placeholder="Es. Gelato alla frutta" {...form.register('nome')} />
          {errors.nome && <Field.ErrorText>{errors.nome.message}</Field.ErrorText>}
        </Field.Root>

        <Field.Root invalid={Boolean(servizio)}>
          <Field.Label>Temperatura di servizio (°C)</Field.Label>
          <HStack gap="3" w="full">
            <Input aria-label="Temperatura di servizio minima (°C)" placeholder="Min" inputMode="decimal" maxW="32" {...form.register('servizioMin')} />
            <Text color="fg.muted">…</Text>
            <Input aria-label="Temperatura di servizio massima (°C)" placeholder="Max" inputMode="decimal" maxW="32" {...form.register('servizioMax')} />
          </HStack>
          {servizio ? <Field.ErrorText>{servizio}</Field.ErrorText> : <Field.HelperText>Da −40 a 0 °C; vuoto = nessun limite.</Field.HelperText>}
        </Field.Root>

        <Stack gap="2">
          <Text fontWeight="semibold">Obiettivi della miscela (per 100 g)</Text>
          {obiettivi.fields.length === 0 && <Text color="fg.muted">Nessun obiettivo: aggiungine uno qui sotto.</Text>}
          {obiettivi.fields.map((o, i) => {
            const info = infoChiave(o.chiave);
            const unita = info.unita ? ` (${info.unita})` : '';
            const errore = errors.obiettivi?.[i]?.message;
            return (
              <Field.Root key={o.campoId} invalid={Boolean(errore)} data-testid={`obiettivo-${o.chiave}`}>
                <Flex gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }} w="full">
                  <Text flex={{ base: '1 1 100%', sm: '1 1 12rem' }} title={info.descrizione}>
                    {info.label}
                    {unita}
                  </Text>
                  {(['min', 'max'] as const).map((campo) => (
                    <InputGroup key={campo} flex="1 1 6rem" startElement={<Text fontSize="xs" color="fg.muted">{campo}</Text>}>
                      <Input inputMode="decimal" aria-label={`${campo === 'min' ? 'Minimo' : 'Massimo'} ${info.label}`} {...form.register(`obiettivi.${i}.${campo}`)} />
                    </InputGroup>
                  ))}
                  <IconButton variant="ghost" aria-label={`Togli ${info.label}`} onClick={() => obiettivi.remove(i)}>
                    <LuX />
                  </IconButton>
                </Flex>
                {errore && <Field.ErrorText>{errore}</Field.ErrorText>}
              </Field.Root>
            );
          })}
          {disponibili.length > 0 && (
            <NativeSelect.Root maxW={{ sm: 'xs' }}>
              <NativeSelect.Field
                aria-label="Aggiungi obiettivo"
                value=""
                onChange={(e) => {
                  const chiave = e.currentTarget.value;
                  if (chiave) obiettivi.append({ chiave, min: '', max: '' }, { shouldFocus: false });
                }}
              >
                <option value="">+ Aggiungi obiettivo…</option>
                {disponibili.map((c) => (
                  <option key={c} value={c}>
                    {infoChiave(c).label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Stack>

        <Flex gap="3" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            Annulla
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting}>
            {profilo ? 'Salva Modifiche' : 'Crea profilo'}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
