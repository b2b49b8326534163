import { Alert, Box, Button, Checkbox, CloseButton, Dialog, Field, Flex, Grid, Heading, HStack, Input, Portal, SimpleGrid, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { BilanciaPerVetrina } from '../../features/scienza/bilancia-vetrina';
import { LuClipboardList, LuFlaskConical, LuHistory, LuTag } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectCategoria } from '../../components/SelectCategoria';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifySuccess } from '../../components/notify';
import { useZodForm } from '../../components/use-zod-form';
import type { GustoInput } from '../../gql/graphql';
import { EMPTY_GUSTO_FORM, avvisiRicetta, erroriRighe, formFromGusto, gustoFormSchema, type GustoFormValues } from './gusto-form';
import { AggiornaGustoDocument, CreaGustoDocument, DuplicaGustoDocument, type AllergeneOpzione, type CategoriaOpzione, type Gusto, type IngredienteOpzione } from './operations';
import { RecipeEditor, RecipePreviewPanel } from './RecipeEditor';
import { VersioniTab } from './VersioniTab';
import { AllergeniGustoField } from '../../features/allergeni/AllergeniGustoField';
import { EtichettaTab } from '../../features/allergeni/EtichettaTab';

export const SAVE_ERROR = 'Errore nel salvare il gusto';

/** The science panel (and its charts) load only when opened: they stay out of the app shell. */
const BilanciamentoPanel = lazy(() => import('./BilanciamentoPanel'));

export type GustoFormMode = { kind: 'nuovo' } | { kind: 'modifica'; gusto: Gusto } | { kind: 'duplica'; gusto: Gusto };

export interface GustoFormData {
  categorie: readonly CategoriaOpzione[];
  allergeni: readonly AllergeneOpzione[];
  ingredienti: readonly IngredienteOpzione[];
}

interface Props {
  mode: GustoFormMode | null;
  data: GustoFormData | undefined;
  dataLoading: boolean;
  dataError: boolean;
  onRetryData: () => void;
  onClose: () => void;
  /** `creatoId`: the new gusto (created or duplicated), for the list to show it. */
  onSaved: (creatoId?: number) => void;
  /** Opened from Vetrina's link: the Bilanciamento panel open, balancing for the measured case. */
  perVetrina?: BilanciaPerVetrina | null;
}

const TITLES = { nuovo: 'Nuovo Gusto', modifica: 'Modifica Gusto', duplica: 'Duplica Gusto' } as const;
const SUBMIT = { nuovo: 'Crea Gusto', modifica: 'Salva Modifiche', duplica: 'Crea Copia' } as const;

export function GustoFormDialog({ mode, data, dataLoading, dataError, onRetryData, onClose, onSaved, perVetrina = null }: Props) {
  const formKey = mode ? `${mode.kind}-${mode.kind === 'nuovo' ? '' : mode.gusto.id}` : 'chiuso';
  const [pannello, setPannello] = useState(false);
  // a new link from Vetrina opens the Bilanciamento panel (state adjusted while rendering, not in an effect)
  const [vetrinaVista, setVetrinaVista] = useState<BilanciaPerVetrina | null>(null);
  if (perVetrina && perVetrina !== vetrinaVista) {
    setVetrinaVista(perVetrina);
    setPannello(true);
  }
  return (
    <Dialog.Root
      open={mode !== null}
      onOpenChange={(d) => !d.open && onClose()}
      onExitComplete={() => setPannello(false)}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: pannello ? '7xl' : '3xl' }} transition="max-width 0.2s">
            {mode && (
              <>
                {data ? (
                  <GustoForm key={formKey} mode={mode} data={data} onClose={onClose} onSaved={onSaved} pannello={pannello} onPannello={setPannello} perVetrina={perVetrina} />
                ) : (
                  <>
                    <Dialog.Header>
                      <Dialog.Title>{TITLES[mode.kind]}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      {dataError ? <ErrorState message="Errore nel caricamento dei dati" onRetry={onRetryData} /> : dataLoading ? <LoadingState /> : null}
                    </Dialog.Body>
                  </>
                )}
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface GustoFormProps {
  mode: GustoFormMode;
  data: GustoFormData;
  onClose: () => void;
  /** `creatoId`: the new gusto (created or duplicated), for the list to show it. */
  onSaved: (creatoId?: number) => void;
  /** the Bilanciamento panel is open */
  pannello: boolean;
  onPannello: (open: boolean) => void;
  perVetrina: BilanciaPerVetrina | null;
}

function GustoForm({ mode, data, onClose, onSaved, pannello, onPannello, perVetrina }: GustoFormProps) {
  const activeCategoryIds = useMemo(() => new Set(data.categorie.map((c) => c.id)), [data.categorie]);
  const activeAllergenIds = useMemo(() => new Set(data.allergeni.map((a) => a.id)), [data.allergeni]);
  const [iniziali] = useState<GustoFormValues>(() => {
    if (mode.kind === 'nuovo') return EMPTY_GUSTO_FORM;
    const v = formFromGusto(mode.gusto, activeCategoryIds, mode.kind === 'duplica');
    return { ...v, allergeniIds: v.allergeniIds.filter((id) => activeAllergenIds.has(id)) };
  });
  const form = useZodForm(gustoFormSchema, iniziali);
  const values = form.watch();
  const { errors } = form.formState;
  /** the recipe lines' errors of the last submit, by line key (they stay on their line when lines move) */
  const [righeErrori, setRigheErrori] = useState<Record<string, string> | undefined>(undefined);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** id of the copy once the duplicate mutation succeeded (a retry then only updates it) */
  const [copiaId, setCopiaId] = useState<number | null>(null);
  const [crea] = useMutation(CreaGustoDocument);
  const [aggiorna] = useMutation(AggiornaGustoDocument);
  const [duplica] = useMutation(DuplicaGustoDocument);
  /** the dialog's tab: "ricetta" (the form), "versioni" (only when editing) and the tabs others add */
  const [tab, setTab] = useState('ricetta');

  /** nome and categoria lose their error as soon as they are edited */
  const clearOnChange = (key: 'nome' | 'categoriaId') => ({ onChange: () => form.clearErrors(key) });

  /** warnings on the recipe the user is asked to confirm before it is saved (null = none pending) */
  const [avvisi, setAvvisi] = useState<string[] | null>(null);

  /** the valid input waiting for the warnings' confirmation */
  const [daSalvare, setDaSalvare] = useState<GustoInput | null>(null);

  const submit = form.handleSubmit(
    (input) => {
      setRigheErrori(undefined);
      const daConfermare = avvisiRicetta(form.getValues('righe'), data.ingredienti);
      if (daConfermare.length > 0) {
        setDaSalvare(input);
        setAvvisi(daConfermare);
      } else void salva(input);
    },
    (found) => {
      setRigheErrori(erroriRighe(form.getValues('righe'), Array.isArray(found.righe) ? found.righe : undefined));
      setTab('ricetta');
    },
  );

  const salva = async (input: GustoInput) => {
    setAvvisi(null);
    setSaveError(null);
    setSaving(true);
    try {
      let creatoId: number | undefined;
      if (mode.kind === 'nuovo') {
        creatoId = (await crea({ variables: { input } })).data?.creaGusto.id;
        notifySuccess('Gusto creato con successo');
      } else if (mode.kind === 'modifica') {
        await aggiorna({ variables: { id: mode.gusto.id, input } });
        notifySuccess('Gusto aggiornato con successo');
      } else {
        let id = copiaId;
        if (id === null) {
          const result = await duplica({ variables: { id: mode.gusto.id } });
          id = result.data?.duplicaGusto.id ?? null;
          if (id === null) throw new Error(SAVE_ERROR);
          setCopiaId(id);
        }
        await aggiorna({ variables: { id, input } });
        creatoId = id;
        notifySuccess('Gusto duplicato con successo');
      }
      onSaved(creatoId);
    } catch (error) {
      setSaveError(serverErrorMessage(error) ?? SAVE_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const toggleAllergene = (id: number, checked: boolean) =>
    form.setValue('allergeniIds', checked ? [...values.allergeniIds, id] : values.allergeniIds.filter((x) => x !== id));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
      <ConfirmDialog
        open={avvisi !== null}
        title="Controlla la ricetta"
        message={(avvisi ?? []).join(' ')}
        confirmLabel="Salva comunque"
        cancelLabel="Correggi"
        onConfirm={() => daSalvare && void salva(daSalvare)}
        onCancel={() => {
          setAvvisi(null);
          setTab('ricetta');
        }}
      />
      <Dialog.Header>
        <Dialog.Title>{TITLES[mode.kind]}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="ricetta" minH="11">
            <LuClipboardList /> Ricetta
          </Tabs.Trigger>
          {mode.kind === 'modifica' && (
            <Tabs.Trigger value="versioni" minH="11">
              <LuHistory /> Versioni
            </Tabs.Trigger>
          )}
          {mode.kind === 'modifica' && (
            <Tabs.Trigger value="etichetta" minH="11">
              <LuTag /> Etichetta
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="ricetta" pt="0">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: pannello ? 'minmax(0, 1fr) minmax(0, 1.15fr)' : 'minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="4">
          {saveError && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description>{saveError}</Alert.Description>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.nome)}>
              <Field.Label>
                Nome <Field.RequiredIndicator />
              </Field.Label>
              <Input maxLength={150} {...form.register('nome', clearOnChange('nome'))} />
              <Field.ErrorText>{errors.nome?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.categoriaId)}>
              <Field.Label>
                Categoria <Field.RequiredIndicator />
              </Field.Label>
              <SelectCategoria categorie={data.categorie} placeholder="Seleziona una categoria..." {...form.register('categoriaId', clearOnChange('categoriaId'))} />
              <Field.ErrorText>{errors.categoriaId?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Flex gap="4" wrap="wrap" align="flex-end">
            <Field.Root width="auto">
              <Field.Label>Colore</Field.Label>
              <HStack>
                <Input type="color" {...form.register('colore')} w="14" h="10" p="1" cursor="pointer" />
                <Text fontFamily="mono" fontSize="sm" color="fg.muted">
                  {values.colore}
                </Text>
              </HStack>
            </Field.Root>
            <Checkbox.Root checked={values.stagionale} onCheckedChange={(e) => form.setValue('stagionale', e.checked === true)} pb="2">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Stagionale</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
          <Field.Root>
            <Field.Label>Descrizione</Field.Label>
            <Textarea rows={2} {...form.register('descrizione')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Denominazione di vendita (etichetta)</Field.Label>
            <Input maxLength={150} {...form.register('denominazione')} placeholder="es. Gelato artigianale al pistacchio di Bronte" />
            <Field.HelperText>Vuota: dal tipo e dal nome del gusto («Gelato al pistacchio», «Sorbetto al limone»), Reg. UE 1169/2011 art. 17</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Note di produzione</Field.Label>
            <Textarea rows={2} {...form.register('noteProduzione')} />
          </Field.Root>
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              Allergeni
            </Text>
            <AllergeniGustoField allergeni={data.allergeni} selezionati={values.allergeniIds} onToggle={toggleAllergene} righe={values.righe} ingredienti={data.ingredienti} />
          </Box>
          <Box>
            <HStack justify="space-between" mb="2">
              <Heading as="h3" size="sm">
                Ingredienti
              </Heading>
              <Button size="sm" variant={pannello ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={pannello} onClick={() => onPannello(!pannello)}>
                <LuFlaskConical /> Bilanciamento
              </Button>
            </HStack>
            <RecipeEditor righe={values.righe} onChange={(righe) => form.setValue('righe', righe)} ingredienti={data.ingredienti} errors={righeErrori} compatto={pannello} />
          </Box>
          <RecipePreviewPanel righe={values.righe} ingredienti={data.ingredienti} />
        </Stack>
        {pannello && (
          <Box position={{ lg: 'sticky' }} top="0" maxH={{ lg: 'calc(100dvh - 11rem)' }} overflowY={{ lg: 'auto' }}>
            <Suspense fallback={<LoadingState message="Caricamento del bilanciamento..." />}>
              <BilanciamentoPanel
                righe={values.righe}
                ingredienti={data.ingredienti}
                nomeGusto={values.nome}
                profiloId={values.profiloId}
                profiloCategoria={data.categorie.find((c) => String(c.id) === values.categoriaId)?.profilo ?? null}
                onProfiloChange={(id) => form.setValue('profiloId', id)}
                onApplica={(righe) => form.setValue('righe', righe)}
                perVetrina={perVetrina}
              />
            </Suspense>
          </Box>
        )}
        </Grid>
        </Tabs.Content>
        {mode.kind === 'modifica' && (
          <Tabs.Content value="versioni" pt="0">
            <VersioniTab gusto={mode.gusto} onRestored={onSaved} />
          </Tabs.Content>
        )}
        {mode.kind === 'modifica' && (
          <Tabs.Content value="etichetta" pt="0">
            <EtichettaTab gusto={mode.gusto} />
          </Tabs.Content>
        )}
        </Tabs.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Annulla
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving}>
          {SUBMIT[mode.kind]}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
