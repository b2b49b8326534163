import { Checkbox, Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { EVENTI, INTEGRAZIONI_MSG, toggle } from './format';

interface Props {
  open: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: { url: string; eventi: string[] }) => void;
}

/** Register a webhook: URL and events. */
export function WebhookFormDialog({ open, submitting, onClose, onSubmit }: Props) {
  const [url, setUrl] = useState('');
  const [eventi, setEventi] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ url?: string; eventi?: string }>({});

  const close = () => {
    setUrl('');
    setEventi([]);
    setErrors({});
    onClose();
  };

  const submit = () => {
    const next = {
      url: url.trim() ? undefined : INTEGRAZIONI_MSG.urlRichiesto,
      eventi: eventi.length ? undefined : INTEGRAZIONI_MSG.eventiRichiesti,
    };
    setErrors(next);
    if (next.url || next.eventi) return;
    onSubmit({ url: url.trim(), eventi });
  };

  return (
    <FormDialog open={open} title="Nuovo webhook" onClose={close} onSubmit={submit} submitting={submitting} submitLabel="Registra webhook" testId="webhook-form">
      <Field.Root required invalid={Boolean(errors.url)}>
        <Field.Label>URL</Field.Label>
        <Input type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} placeholder="https://erp.example.com/gelatiere" inputMode="url" />
        <Field.HelperText>Solo https: le consegne sono firmate con l'intestazione Gelatiere-Signature.</Field.HelperText>
        <Field.ErrorText>{errors.url}</Field.ErrorText>
      </Field.Root>
      <Fieldset.Root invalid={Boolean(errors.eventi)}>
        <Fieldset.Legend fontWeight="medium">Eventi</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
          {EVENTI.map((e) => (
            <Checkbox.Root key={e.evento} title={e.evento} checked={eventi.includes(e.evento)} onCheckedChange={() => setEventi((l) => toggle(l, e.evento))} minH="10">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{e.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        <Fieldset.ErrorText>{errors.eventi}</Fieldset.ErrorText>
      </Fieldset.Root>
    </FormDialog>
  );
}
