import { Checkbox, Field, HStack, Input, SimpleGrid, Textarea, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import type { CategoriaGustoInput, ImpostazioniCategoriaGustoFieldsFragment } from '../../gql/graphql';

export const DEFAULT_COLORE = '#87CEEB';

export const CATEGORIA_FORM_MSG = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  ordineNonValido: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  coloreNonValido: 'Il colore deve essere un codice esadecimale (es. #87CEEB)',
} as const;

export interface CategoriaFormValues {
  nome: string;
  descrizione: string;
  colore: string;
  ordine: string;
  attivo: boolean;
}

type Errors = Partial<Record<'nome' | 'colore' | 'ordine', string>>;

const HEX = /^#[0-9a-fA-F]{6}$/;

export function validateCategoria(values: CategoriaFormValues): Errors {
  const errors: Errors = {};
  if (!values.nome.trim()) errors.nome = CATEGORIA_FORM_MSG.nomeObbligatorio;
  if (!HEX.test(values.colore.trim())) errors.colore = CATEGORIA_FORM_MSG.coloreNonValido;
  const ordine = values.ordine.trim();
  if (ordine !== '' && !/^\d+$/.test(ordine)) errors.ordine = CATEGORIA_FORM_MSG.ordineNonValido;
  return errors;
}

/** Trimmed values; a blank ordine is 0. */
export function toCategoriaInput(values: CategoriaFormValues): CategoriaGustoInput {
  const ordine = values.ordine.trim();
  return {
    nome: values.nome.trim(),
    descrizione: values.descrizione.trim(),
    colore: values.colore.trim(),
    ordine: ordine === '' ? 0 : Number(ordine),
    attivo: values.attivo,
  };
}

function initialValues(c: ImpostazioniCategoriaGustoFieldsFragment | null): CategoriaFormValues {
  return {
    nome: c?.nome ?? '',
    descrizione: c?.descrizione ?? '',
    colore: c?.colore ?? DEFAULT_COLORE,
    ordine: String(c?.ordine ?? 0),
    attivo: c?.attivo ?? true,
  };
}

interface Props {
  categoria: ImpostazioniCategoriaGustoFieldsFragment | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (input: CategoriaGustoInput) => void;
}

export function CategoriaFormDialog({ categoria, submitting, onClose, onSubmit }: Props) {
  const [values, setValues] = useState(() => initialValues(categoria));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof CategoriaFormValues>(key: K, value: CategoriaFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const found = validateCategoria(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toCategoriaInput(values));
  };

  const validColour = HEX.test(values.colore.trim());

  return (
    <FormDialog
      open
      title={categoria ? 'Modifica Categoria' : 'Nuova Categoria'}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={categoria ? 'Salva Modifiche' : 'Crea Categoria'}
      testId="categoria-form"
    >
      <Field.Root required invalid={Boolean(errors.nome)}>
        <Field.Label>
          Nome <Field.RequiredIndicator />
        </Field.Label>
        <Input name="nome" value={values.nome} maxLength={100} placeholder="Es. Creme" onChange={(e) => set('nome', e.currentTarget.value)} />
        {errors.nome && <Field.ErrorText>{errors.nome}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>Descrizione</Field.Label>
        <Textarea
          name="descrizione"
          rows={3}
          value={values.descrizione}
          maxLength={2000}
          onChange={(e) => set('descrizione', e.currentTarget.value)}
        />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.colore)}>
          <Field.Label>Colore</Field.Label>
          <HStack gap="2" width="full">
            <chakra.input
              type="color"
              aria-label="Scegli colore"
              value={validColour ? values.colore.trim().toLowerCase() : DEFAULT_COLORE.toLowerCase()}
              onChange={(e) => set('colore', e.currentTarget.value)}
              width="10"
              height="10"
              flexShrink={0}
              p="0.5"
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              bg="bg"
            />
            <Input
              name="colore"
              aria-label="Colore"
              value={values.colore}
              maxLength={7}
              fontFamily="mono"
              onChange={(e) => set('colore', e.currentTarget.value)}
            />
          </HStack>
          {errors.colore && <Field.ErrorText>{errors.colore}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.ordine)}>
          <Field.Label>Ordine</Field.Label>
          <Input
            name="ordine"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.ordine}
            onChange={(e) => set('ordine', e.currentTarget.value)}
          />
          {errors.ordine ? (
            <Field.ErrorText>{errors.ordine}</Field.ErrorText>
          ) : (
            <Field.HelperText>Posizione negli elenchi (0 = prima)</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
      <Checkbox.Root colorPalette="brand" checked={values.attivo} onCheckedChange={(d) => set('attivo', d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Attivo</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
