import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxField, FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import type { AllergeneInput, ImpostazioniAllergeneFieldsFragment } from '../../gql/graphql';
import { allergeneFormSchema, type AllergeneFormValues } from './allergene.schema';

function initialValues(a: ImpostazioniAllergeneFieldsFragment | null): AllergeneFormValues {
  return {
    nome: a?.nome ?? '',
    codice: a?.codice ?? '',
    descrizione: a?.descrizione ?? '',
    regolamentazione: a?.regolamentazione ?? '',
    attivo: a?.attivo ?? true,
  };
}

interface Props {
  allergene: ImpostazioniAllergeneFieldsFragment | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (input: AllergeneInput) => void;
}

export function AllergeneFormDialog({ allergene, submitting, onClose, onSubmit }: Props) {
  const form = useZodForm(allergeneFormSchema, initialValues(allergene));
  const { errors } = form.formState;

  return (
    <FormDialog
      open
      title={allergene ? 'Modifica Allergene' : 'Nuovo Allergene'}
      onClose={onClose}
      onSubmit={form.submitWith(onSubmit)}
      submitting={submitting}
      submitLabel={allergene ? 'Salva Modifiche' : 'Crea Allergene'}
      testId="allergene-form"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input maxLength={100} placeholder="Es. Frutta a guscio" {...form.register('nome')} />
        </FormField>
        <FormField label="Codice" required error={errors.codice?.message} helper="Univoco">
          <Input maxLength={50} placeholder="Es. FRUTTA_GUSCIO" {...form.register('codice')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Descrizione">
        <Textarea rows={3} maxLength={2000} {...form.register('descrizione')} />
      </FormField>
      <FormField label="Regolamentazione">
        <Input maxLength={2000} placeholder="Es. Reg. UE 1169/2011, Allegato II" {...form.register('regolamentazione')} />
      </FormField>
      <CheckboxField control={form.control} name="attivo" label="Attivo" />
    </FormDialog>
  );
}
