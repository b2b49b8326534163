import { Checkbox, Field, Fieldset, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { GRUPPI_SCOPE, INTEGRAZIONI_MSG, parseIpList, scadenzaIso, toggle } from './format';

export interface NuovaChiave {
  nome: string;
  scopes: string[];
  scadenza: string | null;
  ipConsentiti: string[];
}

interface Props {
  open: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: NuovaChiave) => void;
}

/** Create an API key: name, scopes grouped per domain, optional expiry and allowed IPs. */
export function ChiaveFormDialog({ open, submitting, onClose, onSubmit }: Props) {
  const [nome, setNome] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [scadenza, setScadenza] = useState('');
  const [ip, setIp] = useState('');
  const [errors, setErrors] = useState<{ nome?: string; scopes?: string }>({});

  const close = () => {
    setNome('');
    setScopes([]);
    setScadenza('');
    setIp('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    const next = {
      nome: nome.trim() ? undefined : INTEGRAZIONI_MSG.nomeRichiesto,
      scopes: scopes.length ? undefined : INTEGRAZIONI_MSG.scopesRichiesti,
    };
    setErrors(next);
    if (next.nome || next.scopes) return;
    onSubmit({ nome: nome.trim(), scopes, scadenza: scadenza ? scadenzaIso(scadenza) : null, ipConsentiti: parseIpList(ip) });
  };

  return (
    <FormDialog open={open} title="Nuova chiave API" onClose={close} onSubmit={submit} submitting={submitting} submitLabel="Crea chiave" testId="chiave-form">
      <Field.Root required invalid={Boolean(errors.nome)}>
        <Field.Label>Nome</Field.Label>
        <Input value={nome} onChange={(e) => setNome(e.currentTarget.value)} placeholder="Es. Cassa negozio centro" maxLength={100} />
        <Field.HelperText>Chi userà la chiave: comparirà nel log attività come «API: nome».</Field.HelperText>
        <Field.ErrorText>{errors.nome}</Field.ErrorText>
      </Field.Root>
      <Fieldset.Root invalid={Boolean(errors.scopes)}>
        <Fieldset.Legend fontWeight="medium">Permessi</Fieldset.Legend>
        <Stack gap="3" mt="2">
          {GRUPPI_SCOPE.map((g) => (
            <Stack key={g.dominio} gap="1" role="group" aria-label={g.dominio}>
              <Text fontSize="sm" color="fg.muted">
                {g.dominio}
              </Text>
              <SimpleGrid columns={2} gap="2">
                {g.scopes.map((s) => (
                  <Checkbox.Root key={s.scope} title={s.scope} checked={scopes.includes(s.scope)} onCheckedChange={() => setScopes((l) => toggle(l, s.scope))} minH="10">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{s.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
        <Fieldset.ErrorText>{errors.scopes}</Fieldset.ErrorText>
      </Fieldset.Root>
      <Field.Root>
        <Field.Label>Scadenza (facoltativa)</Field.Label>
        <Input type="date" value={scadenza} onChange={(e) => setScadenza(e.currentTarget.value)} />
        <Field.HelperText>Vuota: la chiave vale finché non la revochi.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>IP consentiti (facoltativi)</Field.Label>
        <Textarea value={ip} onChange={(e) => setIp(e.currentTarget.value)} placeholder="Es. 203.0.113.10, 198.51.100.0/24" rows={2} />
        <Field.HelperText>Indirizzi o reti CIDR separati da virgola; vuoto: qualsiasi IP.</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
