import { Alert, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Checkbox, Text, Textarea, Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { serverErrorMessage } from '../../app/error-message';
import { notifySuccess } from '../../components/notify';
import {
  EMPTY_INGREDIENT_FORM,
  NUTRIENT_FIELDS,
  SCIENTIFIC_FIELDS,
  UNIT_OPTIONS,
  formFromIngredient,
  ingredientInputFromForm,
  validateIngredientForm,
  type IngredientFormErrors,
  type IngredientFormValues,
} from './ingredient-form';
import { AggiornaIngredienteDocument, CreaIngredienteDocument, type Ingrediente } from './operations';
import type { UnitaMisura } from '../gusti/recipe-preview';

type NumericKey = (typeof NUTRIENT_FIELDS)[number]['key'] | (typeof SCIENTIFIC_FIELDS)[number]['key'];

export const SAVE_ERROR = "Errore nel salvataggio dell'ingrediente";

interface Props {
  open: boolean;
  /** null = new ingredient */
  ingrediente: Ingrediente | null;
  onClose: () => void;
  onSaved: () => void;
}

export function IngredienteFormDialog({ open, ingrediente, onClose, onSaved }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <IngredienteForm key={ingrediente?.id ?? 'nuovo'} ingrediente={ingrediente} onClose={onClose} onSaved={onSaved} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function IngredienteForm({ ingrediente, onClose, onSaved }: Omit<Props, 'open'>) {
  const [values, setValues] = useState<IngredientFormValues>(() => (ingrediente ? formFromIngredient(ingrediente) : EMPTY_INGREDIENT_FORM));
  const [errors, setErrors] = useState<IngredientFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [crea, creaState] = useMutation(CreaIngredienteDocument);
  const [aggiorna, aggiornaState] = useMutation(AggiornaIngredienteDocument);
  const saving = creaState.loading || aggiornaState.loading;

  const set = <K extends keyof IngredientFormValues>(key: K, value: IngredientFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateIngredientForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaveError(null);
    const input = ingredientInputFromForm(values);
    try {
      if (ingrediente) {
        await aggiorna({ variables: { id: ingrediente.id, input } });
        notifySuccess('Ingrediente aggiornato con successo');
      } else {
        await crea({ variables: { input } });
        notifySuccess('Ingrediente creato con successo');
      }
      onSaved();
    } catch (error) {
      setSaveError(serverErrorMessage(error) ?? SAVE_ERROR);
    }
  };

  const numberField = (key: NumericKey, label: string, step: string) => (
    <Field.Root key={key}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={values[key]}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
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
          <Field.Root required invalid={Boolean(errors.nome)}>
            <Field.Label>
              Nome <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.nome} onChange={(e) => set('nome', e.currentTarget.value)} maxLength={150} />
            <Field.ErrorText>{errors.nome}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Descrizione</Field.Label>
            <Textarea value={values.descrizione} onChange={(e) => set('descrizione', e.currentTarget.value)} rows={2} />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Field.Root required invalid={Boolean(errors.costoPerUnita)}>
              <Field.Label>
                Costo per unità (€) <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={values.costoPerUnita}
                onChange={(e) => set('costoPerUnita', e.currentTarget.value)}
              />
              <Field.ErrorText>{errors.costoPerUnita}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.unitaMisura)}>
              <Field.Label>
                Unità di misura <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.unitaMisura} onChange={(e) => set('unitaMisura', e.currentTarget.value as UnitaMisura)}>
                  {UNIT_OPTIONS.map((u) => (
                    <option key={u.value} value={u.value}>
                      {u.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.unitaMisura}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.fornitore)}>
              <Field.Label>
                Fornitore <Field.RequiredIndicator />
              </Field.Label>
              <Input value={values.fornitore} onChange={(e) => set('fornitore', e.currentTarget.value)} maxLength={150} />
              <Field.ErrorText>{errors.fornitore}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Heading as="h3" size="sm" mt="2">
            Valori nutrizionali
          </Heading>
          <Text fontSize="xs" color="fg.muted" mt="-3">
            Per 100 g di ingrediente. Un valore non numerico vale 0.
          </Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
            {NUTRIENT_FIELDS.map((f) => numberField(f.key, f.label, '0.01'))}
          </SimpleGrid>
          <Heading as="h3" size="sm" mt="2">
            Valori scientifici
          </Heading>
          <Text fontSize="xs" color="fg.muted" mt="-3">
            Potere anticongelante (PAC) e dolcificante (POD) per 100 g, saccarosio = 100.
          </Text>
          <SimpleGrid columns={2} gap="4">
            {SCIENTIFIC_FIELDS.map((f) => numberField(f.key, f.label, '0.1'))}
          </SimpleGrid>
          <Checkbox.Root checked={values.attivo} onCheckedChange={(e) => set('attivo', e.checked === true)}>
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
