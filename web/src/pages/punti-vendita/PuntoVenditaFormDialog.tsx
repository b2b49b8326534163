import { Checkbox, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import type { GestionePuntoVenditaFieldsFragment } from '../../gql/graphql';

export const NOME_OBBLIGATORIO = 'Il nome è obbligatorio';

export interface PuntoVenditaFormValues {
  nome: string;
  indirizzo: string;
  attivo: boolean;
}

interface Props {
  open: boolean;
  /** The sales point being edited; null for a new one. */
  puntoVendita: GestionePuntoVenditaFieldsFragment | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: PuntoVenditaFormValues) => void;
}

function initialValues(pv: GestionePuntoVenditaFieldsFragment | null): PuntoVenditaFormValues {
  return { nome: pv?.nome ?? '', indirizzo: pv?.indirizzo ?? '', attivo: pv?.attivo ?? true };
}

/** Create/edit modal: nome required, indirizzo, attivo. Mounted fresh each time it opens. */
export function PuntoVenditaFormDialog({ open, puntoVendita, submitting, onClose, onSubmit }: Props) {
  const [values, setValues] = useState(() => initialValues(puntoVendita));
  const [nomeError, setNomeError] = useState<string | null>(null);

  const submit = () => {
    if (!values.nome.trim()) {
      setNomeError(NOME_OBBLIGATORIO);
      return;
    }
    setNomeError(null);
    onSubmit({ nome: values.nome.trim(), indirizzo: values.indirizzo.trim(), attivo: values.attivo });
  };

  return (
    <FormDialog
      open={open}
      title={puntoVendita ? 'Modifica Punto Vendita' : 'Nuovo Punto Vendita'}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={puntoVendita ? 'Salva Modifiche' : 'Crea Punto Vendita'}
      testId="punto-vendita-form"
    >
      <Field.Root required invalid={Boolean(nomeError)}>
        <Field.Label>
          Nome <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="nome"
          value={values.nome}
          placeholder="Es. Gelateria Centro"
          maxLength={150}
          onChange={(e) => {
            const nome = e.currentTarget.value;
            setValues((v) => ({ ...v, nome }));
          }}
        />
        {nomeError && <Field.ErrorText>{nomeError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>Indirizzo</Field.Label>
        <Input
          name="indirizzo"
          value={values.indirizzo}
          placeholder="Via, numero civico, città"
          maxLength={500}
          onChange={(e) => {
            const indirizzo = e.currentTarget.value;
            setValues((v) => ({ ...v, indirizzo }));
          }}
        />
      </Field.Root>
      <Checkbox.Root
        colorPalette="brand"
        checked={values.attivo}
        onCheckedChange={(d) => setValues((v) => ({ ...v, attivo: d.checked === true }))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Attivo</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
