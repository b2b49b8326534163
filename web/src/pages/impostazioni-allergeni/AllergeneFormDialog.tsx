import { Checkbox, Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import type { AllergeneInput, ImpostazioniAllergeneFieldsFragment } from '../../gql/graphql';

export const ALLERGENE_FORM_MSG = {
  nomeObbligatorio: 'Il nome è obbligatorio',
  codiceObbligatorio: 'Il codice è obbligatorio',
} as const;

interface AllergeneFormValues {
  nome: string;
  codice: string;
  descrizione: string;
  regolamentazione: string;
  attivo: boolean;
}

type Errors = Partial<Record<'nome' | 'codice', string>>;

export function validateAllergene(values: AllergeneFormValues): Errors {
  const errors: Errors = {};
  if (!values.nome.trim()) errors.nome = ALLERGENE_FORM_MSG.nomeObbligatorio;
  if (!values.codice.trim()) errors.codice = ALLERGENE_FORM_MSG.codiceObbligatorio;
  return errors;
}

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
  const [values, setValues] = useState(() => initialValues(allergene));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof AllergeneFormValues>(key: K, value: AllergeneFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const found = validateAllergene(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      nome: values.nome.trim(),
      codice: values.codice.trim(),
      descrizione: values.descrizione.trim(),
      regolamentazione: values.regolamentazione.trim(),
      attivo: values.attivo,
    });
  };

  return (
    <FormDialog
      open
      title={allergene ? 'Modifica Allergene' : 'Nuovo Allergene'}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={allergene ? 'Salva Modifiche' : 'Crea Allergene'}
      testId="allergene-form"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required invalid={Boolean(errors.nome)}>
          <Field.Label>
            Nome <Field.RequiredIndicator />
          </Field.Label>
          <Input name="nome" value={values.nome} maxLength={100} placeholder="Es. Frutta a guscio" onChange={(e) => set('nome', e.currentTarget.value)} />
          {errors.nome && <Field.ErrorText>{errors.nome}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.codice)}>
          <Field.Label>
            Codice <Field.RequiredIndicator />
          </Field.Label>
          <Input name="codice" value={values.codice} maxLength={50} placeholder="Es. FRUTTA_GUSCIO" onChange={(e) => set('codice', e.currentTarget.value)} />
          {errors.codice ? (
            <Field.ErrorText>{errors.codice}</Field.ErrorText>
          ) : (
            <Field.HelperText>Univoco</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Descrizione</Field.Label>
        <Textarea name="descrizione" rows={3} maxLength={2000} value={values.descrizione} onChange={(e) => set('descrizione', e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Regolamentazione</Field.Label>
        <Input
          name="regolamentazione"
          maxLength={2000}
          placeholder="Es. Reg. UE 1169/2011, Allegato II"
          value={values.regolamentazione}
          onChange={(e) => set('regolamentazione', e.currentTarget.value)}
        />
      </Field.Root>
      <Checkbox.Root colorPalette="brand" checked={values.attivo} onCheckedChange={(d) => set('attivo', d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Attivo</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
