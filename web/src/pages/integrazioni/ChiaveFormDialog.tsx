import { Checkbox, Field, Fieldset, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useZodForm } from '../../components/use-zod-form';
import { GRUPPI_SCOPE, INTEGRAZIONI_MSG, parseIpList, scadenzaIso, toggle } from './format';

export interface NuovaChiave {
  nome: string;
  scopes: string[];
  scadenza: string | null;
  ipConsentiti: string[];
}

/** Name and at least one scope required; the expiry and the IPs as typed. */
export const chiaveFormSchema = z
  .object({
    nome: z.string().refine((s) => s.trim() !== '', INTEGRAZIONI_MSG.nomeRichiesto),
    scopes: z.array(z.string()).min(1, INTEGRAZIONI_MSG.scopesRichiesti),
    scadenza: z.string(),
    ip: z.string(),
  })
  .transform(
    (v): NuovaChiave => ({ nome: v.nome.trim(), scopes: v.scopes, scadenza: v.scadenza ? scadenzaIso(v.scadenza) : null, ipConsentiti: parseIpList(v.ip) }),
  );

const VUOTA = { nome: '', scopes: [], scadenza: '', ip: '' };

interface Props {
  open: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: NuovaChiave) => void;
}

/** Create an API key: name, scopes grouped per domain, optional expiry and allowed IPs. */
export function ChiaveFormDialog({ open, submitting, onClose, onSubmit }: Props) {
  const form = useZodForm(chiaveFormSchema, VUOTA);
  const { errors } = form.formState;
  const { field: scopes } = useController({ control: form.control, name: 'scopes' });

  const close = () => {
    form.reset(VUOTA);
    onClose();
  };

  return (
    <FormDialog open={open} title="Nuova chiave API" onClose={close} onSubmit={form.submitWith(onSubmit)} submitting={submitting} submitLabel="Crea chiave" testId="chiave-form">
      <Field.Root required invalid={Boolean(errors.nome?.message)}>
        <Field.Label>Nome</Field.Label>
        <Input {...form.register('nome')} placeholder="Es. Cassa negozio centro" maxLength={100} />
        <Field.HelperText>Chi userà la chiave: comparirà nel log attività come «API: nome».</Field.HelperText>
        <Field.ErrorText>{errors.nome?.message}</Field.ErrorText>
      </Field.Root>
      <Fieldset.Root invalid={Boolean(errors.scopes?.message)}>
        <Fieldset.Legend fontWeight="medium">Permessi</Fieldset.Legend>
        <Stack gap="3" mt="2">
          {GRUPPI_SCOPE.map((g) => (
            <Stack key={g.dominio} gap="1" role="group" aria-label={g.dominio}>
              <Text fontSize="sm" color="fg.muted">
                {g.dominio}
              </Text>
              <SimpleGrid columns={2} gap="2">
                {g.scopes.map((s) => (
                  <Checkbox.Root key={s.scope} title={s.scope} checked={scopes.value.includes(s.scope)} onCheckedChange={() => scopes.onChange(toggle(scopes.value, s.scope))} minH="10">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{s.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
        <Fieldset.ErrorText>{errors.scopes?.message}</Fieldset.ErrorText>
      </Fieldset.Root>
      <Field.Root>
        <Field.Label>Scadenza (facoltativa)</Field.Label>
        <Input type="date" {...form.register('scadenza')} />
        <Field.HelperText>Vuota: la chiave vale finché non la revochi.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>IP consentiti (facoltativi)</Field.Label>
        <Textarea {...form.register('ip')} placeholder="Es. 203.0.113.10, 198.51.100.0/24" rows={2} />
        <Field.HelperText>Indirizzi o reti CIDR separati da virgola; vuoto: qualsiasi IP.</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
