import { Field, HStack, Input } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxField, FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import type { GestionePuntoVenditaFieldsFragment } from '../../gql/graphql';
import { initialPuntoVenditaValues, puntoVenditaFormSchema, type PuntoVenditaFormValues } from './punto-vendita-form';


interface Props {
  open: boolean;
  /** The sales point being edited; null for a new one. */
  puntoVendita: GestionePuntoVenditaFieldsFragment | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: PuntoVenditaFormValues) => void;
}

/** Create/edit modal: nome required, indirizzo, display-case temperature (°C), forecast position, attivo. Mounted fresh each time it opens. */
export function PuntoVenditaFormDialog({ open, puntoVendita, submitting, onClose, onSubmit }: Props) {
  const form = useZodForm(puntoVenditaFormSchema, initialPuntoVenditaValues(puntoVendita));
  const { errors } = form.formState;
  const coordinate = errors.latitudine?.message;

  return (
    <FormDialog
      open={open}
      title={puntoVendita ? 'Modifica Punto Vendita' : 'Nuovo Punto Vendita'}
      onClose={onClose}
      onSubmit={form.submitWith(onSubmit)}
      submitting={submitting}
      submitLabel={puntoVendita ? 'Salva Modifiche' : 'Crea Punto Vendita'}
      testId="punto-vendita-form"
    >
      <FormField label="Nome" required error={errors.nome?.message}>
        <Input placeholder="Es. Gelateria Centro" maxLength={150} {...form.register('nome')} />
      </FormField>
      <FormField label="Indirizzo">
        <Input placeholder="Via, numero civico, città" maxLength={500} {...form.register('indirizzo')} />
      </FormField>
      <FormField
        label="Temperatura vetrina (°C)"
        error={errors.temperaturaVetrina?.message}
        helper="Da −30 a 0 °C; predefinita −12 °C. Usata per la durezza in vetrina dei gusti."
      >
        <Input inputMode="decimal" maxW="40" {...form.register('temperaturaVetrina')} />
      </FormField>
      <Field.Root invalid={Boolean(coordinate)}>
        <Field.Label>Coordinate (latitudine, longitudine)</Field.Label>
        <HStack w="full">
          <Input aria-label="Latitudine" inputMode="decimal" placeholder="44,4939" {...form.register('latitudine')} />
          <Input aria-label="Longitudine" inputMode="decimal" placeholder="11,3428" {...form.register('longitudine')} />
        </HStack>
        {coordinate ? (
          <Field.ErrorText>{coordinate}</Field.ErrorText>
        ) : (
          <Field.HelperText>Per la previsione meteo delle vendite; senza, la previsione usa la media stagionale.</Field.HelperText>
        )}
      </Field.Root>
      <FormField
        label="Santo patrono (MM-GG)"
        error={errors.santoPatrono?.message}
        helper="Festivo locale della previsione (es. 10-04 per San Petronio, Bologna)."
      >
        <Input placeholder="10-04" maxW="40" {...form.register('santoPatrono')} />
      </FormField>
      <CheckboxField control={form.control} name="attivo" label="Attivo" />
    </FormDialog>
  );
}
