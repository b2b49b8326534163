import { Checkbox, Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useZodForm } from '../../components/use-zod-form';
import { EVENTI, INTEGRAZIONI_MSG, toggle } from './format';

/** URL and at least one event required. */
export const webhookFormSchema = z.object({
  url: z.string().trim().min(1, INTEGRAZIONI_MSG.urlRichiesto),
  eventi: z.array(z.string()).min(1, INTEGRAZIONI_MSG.eventiRichiesti),
});

const VUOTO = { url: '', eventi: [] };

interface Props {
  open: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: { url: string; eventi: string[] }) => void;
}

/** Register a webhook: URL and events. */
export function WebhookFormDialog({ open, submitting, onClose, onSubmit }: Props) {
  const form = useZodForm(webhookFormSchema, VUOTO);
  const { errors } = form.formState;
  const { field: eventi } = useController({ control: form.control, name: 'eventi' });

  const close = () => {
    form.reset(VUOTO);
    onClose();
  };

  return (
    <FormDialog open={open} title="Nuovo webhook" onClose={close} onSubmit={form.submitWith(onSubmit)} submitting={submitting} submitLabel="Registra webhook" testId="webhook-form">
      <Field.Root required invalid={Boolean(errors.url?.message)}>
        <Field.Label>URL</Field.Label>
        <Input type="url" {...form.register('url')} placeholder="https://erp.example.com/gelatiere" inputMode="url" />
        <Field.HelperText>Solo https: le consegne sono firmate con l'intestazione Gelatiere-Signature.</Field.HelperText>
        <Field.ErrorText>{errors.url?.message}</Field.ErrorText>
      </Field.Root>
      <Fieldset.Root invalid={Boolean(errors.eventi?.message)}>
        <Fieldset.Legend fontWeight="medium">Eventi</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
          {EVENTI.map((e) => (
            <Checkbox.Root key={e.evento} title={e.evento} checked={eventi.value.includes(e.evento)} onCheckedChange={() => eventi.onChange(toggle(eventi.value, e.evento))} minH="10">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{e.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        <Fieldset.ErrorText>{errors.eventi?.message}</Fieldset.ErrorText>
      </Fieldset.Root>
    </FormDialog>
  );
}
