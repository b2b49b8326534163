import { HStack, Input, SimpleGrid, Textarea, chakra } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxField, FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import type { CategoriaGustoInput, ImpostazioniCategoriaGustoFieldsFragment } from '../../gql/graphql';
import { DEFAULT_COLORE, HEX_COLORE, categoriaFormSchema, type CategoriaFormValues } from './categoria.schema';

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
  const form = useZodForm(categoriaFormSchema, initialValues(categoria));
  const { errors } = form.formState;
  const colore = useWatch({ control: form.control, name: 'colore' }).trim();

  return (
    <FormDialog
      open
      title={categoria ? 'Modifica Categoria' : 'Nuova Categoria'}
      onClose={onClose}
      onSubmit={form.submitWith(onSubmit)}
      submitting={submitting}
      submitLabel={categoria ? 'Salva Modifiche' : 'Crea Categoria'}
      testId="categoria-form"
    >
      <FormField label="Nome" required error={errors.nome?.message}>
        <Input maxLength={100} placeholder="Es. Creme" {...form.register('nome')} />
      </FormField>
      <FormField label="Descrizione">
        <Textarea rows={3} maxLength={2000} {...form.register('descrizione')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Colore" error={errors.colore?.message}>
          <HStack gap="2" width="full">
            <chakra.input
              type="color"
              aria-label="Scegli colore"
              value={HEX_COLORE.test(colore) ? colore.toLowerCase() : DEFAULT_COLORE.toLowerCase()}
              onChange={(e) => form.setValue('colore', e.currentTarget.value)}
              width="10"
              height="10"
              flexShrink={0}
              p="0.5"
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              bg="bg"
            />
            <Input aria-label="Colore" maxLength={7} fontFamily="mono" {...form.register('colore')} />
          </HStack>
        </FormField>
        <FormField label="Ordine" error={errors.ordine?.message} helper="Posizione negli elenchi (0 = prima)">
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('ordine')} />
        </FormField>
      </SimpleGrid>
      <CheckboxField control={form.control} name="attivo" label="Attivo" />
    </FormDialog>
  );
}
