import { Alert, Box, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Checkbox, Text, Textarea, Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { LuBookOpen, LuSigma } from 'react-icons/lu';
import { formatNumber } from '../../lib/format';
import { serverErrorMessage } from '../../app/error-message';
import { notifySuccess } from '../../components/notify';
import {
  DENSITY_FIELD,
  EMPTY_INGREDIENT_FORM,
  GELATO_FIELDS,
  NUTRIENT_FIELDS,
  SCIENTIFIC_FIELDS,
  SUGAR_FIELDS,
  SWEETENER_FIELDS,
  UNIT_OPTIONS,
  campiDaCompletare,
  derivedCoefficients,
  formFromIngredient,
  hasDensity,
  ingredienteFormSchema,
  type CampoObbligatorio,
  type CompositionKey,
  type IngredientFormValues,
} from './ingredient-form';
import { AggiornaIngredienteDocument, CreaIngredienteDocument, type Ingrediente, type IngredienteInput } from './operations';
import { useZodForm } from '../../components/use-zod-form';
import { AllergeniIngredienteSection } from '../../features/allergeni/AllergeniIngredienteSection';
import { ALLERGENI_VUOTI, allergeniDaIngrediente, allergeniInput, type AllergeniIngredienteValues } from '../../features/allergeni/allergeni-form';

export const DERIVED_HINT = 'derivato dallo spettro zuccheri';

/** A new ingredient filled from the reference library: its values and the source to show. */
export interface IngredientPrefill {
  values: IngredientFormValues;
  fonte: string;
  /** typical allergens of the library row (ingredients carry none: flavours declare them) */
  allergeni: readonly string[];
}

export const SAVE_ERROR = "Errore nel salvataggio dell'ingrediente";

interface Props {
  open: boolean;
  /** null = new ingredient */
  ingrediente: Ingrediente | null;
  /** a new ingredient pre-filled from the library */
  prefill?: IngredientPrefill | null;
  onClose: () => void;
  /** `creatoId`: the new ingredient, for the list to show it. */
  onSaved: (creatoId?: number) => void;
}

export function IngredienteFormDialog({ open, ingrediente, prefill, onClose, onSaved }: Props) {
  /** the first required field a library row left empty: focused when the form opens */
  const primoDaCompletare = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      initialFocusEl={() => primoDaCompletare.current}
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: '3xl' }}>
            <IngredienteForm
              key={ingrediente?.id ?? 'nuovo'}
              ingrediente={ingrediente}
              prefill={prefill}
              onClose={onClose}
              onSaved={onSaved}
              primoDaCompletare={primoDaCompletare}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function IngredienteForm({
  ingrediente,
  prefill,
  onClose,
  onSaved,
  primoDaCompletare,
}: Omit<Props, 'open'> & { primoDaCompletare: RefObject<HTMLInputElement | null> }) {
  const [iniziali] = useState<IngredientFormValues>(() =>
    ingrediente ? formFromIngredient(ingrediente) : (prefill?.values ?? EMPTY_INGREDIENT_FORM),
  );
  const form = useZodForm(ingredienteFormSchema, iniziali);
  const values = form.watch();
  const { errors } = form.formState;
  const daLibreria = Boolean(prefill && !ingrediente);
  // what the library could not fill, fixed when the form opens (the list shrinks as the fields are filled)
  const [daCompletareAllInizio] = useState(() => (daLibreria ? campiDaCompletare(iniziali) : []));
  const daCompletare = daLibreria ? campiDaCompletare(values) : [];
  /** A required field: registered, its error cleared as soon as it is edited, the focus ref on the first field to complete. */
  const campo = (key: CampoObbligatorio) => {
    const { ref, ...rest } = form.register(key, { onChange: () => form.clearErrors(key) });
    const primo = daCompletareAllInizio[0]?.key === key;
    return {
      ...rest,
      ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
        ref(el);
        if (primo) primoDaCompletare.current = el as HTMLInputElement | null;
      },
    };
  };
  const derived = derivedCoefficients(values);
  const [allergeni, setAllergeni] = useState<AllergeniIngredienteValues>(() =>
    ingrediente ? allergeniDaIngrediente(ingrediente) : prefill ? { ...ALLERGENI_VUOTI, allergeniContiene: [...prefill.allergeni], allergeniDichiarati: true } : ALLERGENI_VUOTI,
  );
  const [saveError, setSaveError] = useState<string | null>(null);
  const [crea, creaState] = useMutation(CreaIngredienteDocument);
  const [aggiorna, aggiornaState] = useMutation(AggiornaIngredienteDocument);
  const saving = creaState.loading || aggiornaState.loading;

  const salva = async (valori: IngredienteInput) => {
    setSaveError(null);
    const input = { ...valori, ...allergeniInput(allergeni) };
    try {
      let creatoId: number | undefined;
      if (ingrediente) {
        await aggiorna({ variables: { id: ingrediente.id, input } });
        notifySuccess('Ingrediente aggiornato con successo');
      } else {
        creatoId = (await crea({ variables: { input } })).data?.creaIngrediente.id;
        notifySuccess('Ingrediente creato con successo');
      }
      onSaved(creatoId);
    } catch (error) {
      setSaveError(serverErrorMessage(error) ?? SAVE_ERROR);
    }
  };

  const numberField = (key: CompositionKey, label: string) => (
    <Field.Root key={key}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        autoComplete="off"
        placeholder="-"
        {...form.register(key)}
      />
    </Field.Root>
  );

  const derivedField = (key: 'pac' | 'pod', label: string) => (
    <Field.Root key={key} readOnly>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input size="sm" readOnly value={formatNumber(derived[key], 1)} bg="bg.muted" aria-describedby={`${key}-derivato`} />
      <Field.HelperText id={`${key}-derivato`} display="flex" alignItems="center" gap="1">
        <LuSigma /> {DERIVED_HINT}
      </Field.HelperText>
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void form.handleSubmit(salva)(e)} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>{ingrediente ? 'Modifica Ingrediente' : 'Nuovo Ingrediente'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {saveError && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description>{saveError}</Alert.Description>
            </Alert.Root>
          )}
          {daCompletare.length > 0 && (
            <Alert.Root status="warning" borderRadius="md" size="sm" data-testid="da-completare">
              <Alert.Indicator />
              <Alert.Description>Da completare: {daCompletare.map((c) => c.label).join(', ')}</Alert.Description>
            </Alert.Root>
          )}
          <Field.Root required invalid={Boolean(errors.nome)}>
            <Field.Label>
              Nome <Field.RequiredIndicator />
            </Field.Label>
            <Input {...campo('nome')} maxLength={150} />
            <Field.ErrorText>{errors.nome?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Descrizione</Field.Label>
            <Textarea {...form.register('descrizione')} rows={2} />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Field.Root required invalid={Boolean(errors.costoPerUnita)}>
              <Field.Label>
                Costo per unità (€) <Field.RequiredIndicator />
              </Field.Label>
              <Input inputMode="decimal" autoComplete="off" {...campo('costoPerUnita')} />
              <Field.ErrorText>{errors.costoPerUnita?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.unitaMisura)}>
              <Field.Label>
                Unità di misura <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...campo('unitaMisura')}>
                  {UNIT_OPTIONS.map((u) => (
                    <option key={u.value} value={u.value}>
                      {u.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.unitaMisura?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.fornitore)}>
              <Field.Label>
                Fornitore <Field.RequiredIndicator />
              </Field.Label>
              <Input {...campo('fornitore')} maxLength={150} />
              <Field.ErrorText>{errors.fornitore?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          {prefill && !ingrediente && (
            <Alert.Root status="info" borderRadius="md" size="sm" data-testid="fonte-libreria">
              <Alert.Indicator>
                <LuBookOpen />
              </Alert.Indicator>
              <Alert.Description>
                Valori dalla libreria di riferimento. Fonte: {prefill.fonte}
                {prefill.allergeni.length > 0 && (
                  <>
                    <br />
                    Allergeni tipici da indicare nei gusti: {prefill.allergeni.join(', ')}
                  </>
                )}
              </Alert.Description>
            </Alert.Root>
          )}
          <Text fontSize="xs" color="fg.muted">
            Grammi per 100 g di ingrediente così come acquistato. Lascia vuoto un valore sconosciuto (non vale 0).
          </Text>
          <Section title="Nutrizione">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {NUTRIENT_FIELDS.map((f) => numberField(f.key, f.label))}
            </SimpleGrid>
          </Section>
          <Section title="Zuccheri" note="Spettro degli zuccheri: se indicato, PAC e POD sono calcolati da esso.">
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
              {SUGAR_FIELDS.map((f) => numberField(f.key, f.label))}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" mt="3">
              {derived.derivati
                ? SCIENTIFIC_FIELDS.map((f) => derivedField(f.key, f.label))
                : SCIENTIFIC_FIELDS.map((f) => numberField(f.key, f.label))}
            </SimpleGrid>
          </Section>
          <Section
            title="Sciroppi, polioli, fibre e dolcificanti"
            note="Sciroppi di glucosio e maltodestrine con i solidi e il DE (PAC 1,9 × DE per g di solidi); polioli, trealosio, fibre e dolcificanti intensi con i loro coefficienti."
          >
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
              {SWEETENER_FIELDS.map((f) => numberField(f.key, f.label))}
            </SimpleGrid>
          </Section>
          <Section title="Composizione per il gelato">
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
              {GELATO_FIELDS.map((f) => numberField(f.key, f.label))}
              {hasDensity(values.unitaMisura) && numberField(DENSITY_FIELD.key, DENSITY_FIELD.label)}
            </SimpleGrid>
          </Section>
          <AllergeniIngredienteSection value={allergeni} onChange={setAllergeni} />
          <Checkbox.Root checked={values.attivo} onCheckedChange={(e) => form.setValue('attivo', e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Attivo</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Annulla
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving}>
          {ingrediente ? 'Salva Modifiche' : 'Crea Ingrediente'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" aria-label={title}>
      <Heading as="h3" size="sm" mb={note ? '0.5' : '3'}>
        {title}
      </Heading>
      {note && (
        <Text fontSize="xs" color="fg.muted" mb="3">
          {note}
        </Text>
      )}
      {children}
    </Box>
  );
}
