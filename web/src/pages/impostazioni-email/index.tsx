import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Code,
  Field,
  Heading,
  HStack,
  Icon,
  IconButton,
  Input,
  InputGroup,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuEye, LuEyeOff, LuInfo, LuSave, LuSend, LuServer, LuUsers, LuX } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { usePageNavigation } from '../../app/navigation-context';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { EMAIL_CONFIG_MSG, entriesFromForm, formFromEntries, type ConfigEntry, type EmailConfigForm } from './email-config';
import { NuovoDestinatario } from './NuovoDestinatario';
import { EMAIL_CONFIG_QUERY, SALVA_EMAIL_CONFIG } from './operations';
import { TestEmailForm } from './TestEmailForm';

function Section({ icon, title, description, children }: { icon: IconType; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root borderRadius="xl" as="section" aria-label={title}>
      <Card.Body gap="4">
        <HStack gap="3" align="flex-start">
          <Icon as={icon} boxSize="5" color="brand.solid" mt="1" flexShrink={0} />
          <Box minW="0">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm" mt="1">
                {description}
              </Text>
            )}
          </Box>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ToggleRow({ chiave, label, help, checked, onChange }: { chiave: string; label: string; help: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand" alignItems="flex-start" data-testid={`switch-${chiave}`}>
      <Switch.HiddenInput />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        <Stack gap="1">
          <Text fontWeight="medium">{label}</Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal" lineHeight="moderate">
            {help}
          </Text>
        </Stack>
      </Switch.Label>
    </Switch.Root>
  );
}

function InfoBox() {
  const { navigate } = usePageNavigation();
  return (
    <Alert.Root status="info" borderRadius="xl" alignItems="flex-start" data-testid="email-info">
      <Alert.Indicator>
        <LuInfo />
      </Alert.Indicator>
      <Alert.Content gap="2">
        <Alert.Title>Come funziona l'invio delle email</Alert.Title>
        <List.Root ps="4" fontSize="sm" gap="1">
          <List.Item>
            <strong>Provider:</strong> se è impostata una chiave API di Brevo le email partono tramite Brevo; altrimenti il server usa il
            proprio server SMTP, configurato con la variabile d'ambiente <Code size="sm">SMTP_URL</Code>.
          </List.Item>
          <List.Item>
            <strong>Coda:</strong> le email non vengono inviate durante la richiesta ma messe in coda (stato <em>in coda</em>) e spedite in
            background, con nuovi tentativi automatici in caso di errore; alla fine risultano <em>inviate</em> o <em>fallite</em> con il
            messaggio di errore.
          </List.Item>
          <List.Item>
            <strong>Log:</strong> ogni email, comprese quelle di test, viene registrata nello Storico Email con contenuto e stato.
          </List.Item>
        </List.Root>
        <Box>
          <Button size="xs" variant="outline" colorPalette="blue" onClick={() => navigate('email-log')}>
            Apri lo Storico Email
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

function ConfigForm({ initial, savedEnabled, onSaved }: { initial: EmailConfigForm; savedEnabled: boolean; onSaved: () => Promise<unknown> }) {
  const [form, setForm] = useState<EmailConfigForm>(initial);
  const [showKey, setShowKey] = useState(false);
  const [salva, { loading: saving }] = useMutation(SALVA_EMAIL_CONFIG);

  const set = <K extends keyof EmailConfigForm>(key: K, value: EmailConfigForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const removeRecipient = (address: string) =>
    set(
      'destinatari',
      form.destinatari.filter((d) => d !== address),
    );

  const save = async () => {
    try {
      const { data } = await salva({ variables: { configs: entriesFromForm(form) } });
      if (!data?.salvaEmailConfig.success) {
        notifyError(EMAIL_CONFIG_MSG.salvataggio, data?.salvaEmailConfig.message);
        return;
      }
      notifySuccess(EMAIL_CONFIG_MSG.salvata);
      await onSaved();
    } catch (e) {
      notifyError(EMAIL_CONFIG_MSG.salvataggio, serverErrorMessage(e));
    }
  };

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Section icon={LuServer} title="Impostazioni provider" description="Mittente, chiave del provider e interruttori dell'invio.">
          <Field.Root>
            <Field.Label>Chiave API Brevo</Field.Label>
            <InputGroup
              endElement={
                <IconButton size="xs" variant="ghost" aria-label={showKey ? 'Nascondi chiave' : 'Mostra chiave'} onClick={() => setShowKey((v) => !v)} me="-2">
                  {showKey ? <LuEyeOff /> : <LuEye />}
                </IconButton>
              }
            >
              <Input
                type={showKey ? 'text' : 'password'}
                autoComplete="off"
                value={form.apiKey}
                placeholder="xkeysib-..."
                onChange={(e) => set('apiKey', e.currentTarget.value)}
              />
            </InputGroup>
            <Field.HelperText>
              La chiave salvata è mostrata mascherata: lasciala così per mantenerla. Se vuota, il server usa SMTP (SMTP_URL).
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Email mittente</Field.Label>
            <Input type="email" value={form.mittente} placeholder="notifiche@gelateria.it" onChange={(e) => set('mittente', e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Nome mittente</Field.Label>
            <Input value={form.nomeMittente} placeholder="Gelatiere" onChange={(e) => set('nomeMittente', e.currentTarget.value)} />
          </Field.Root>
          <Stack gap="3" pt="1">
            <ToggleRow
              chiave="email_abilitato"
              label="Invio email abilitato"
              help="Spegnilo per sospendere ogni invio."
              checked={form.abilitato}
              onChange={(v) => set('abilitato', v)}
            />
            <ToggleRow
              chiave="email_notifica_produzione"
              label="Notifica per ogni nuova produzione"
              help="Invia il riepilogo ai destinatari a ogni produzione registrata."
              checked={form.notificaProduzione}
              onChange={(v) => set('notificaProduzione', v)}
            />
          </Stack>
        </Section>

        <Section icon={LuUsers} title="Destinatari notifiche" description="Chi riceve le notifiche di produzione.">
          <NuovoDestinatario destinatari={form.destinatari} onAdd={(address) => set('destinatari', [...form.destinatari, address])} />
          {form.destinatari.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" data-testid="destinatari-vuoti">
              Nessun destinatario configurato.
            </Text>
          ) : (
            <Stack as="ul" gap="2" data-testid="destinatari-list" listStyleType="none">
              {form.destinatari.map((d) => (
                <HStack as="li" key={d} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="1.5" bg="bg.subtle">
                  <Text fontSize="sm" wordBreak="break-all">
                    {d}
                  </Text>
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Rimuovi ${d}`} onClick={() => removeRecipient(d)}>
                    <LuX />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
          <Badge alignSelf="flex-start" variant="subtle">
            {form.destinatari.length} {form.destinatari.length === 1 ? 'destinatario' : 'destinatari'}
          </Badge>
        </Section>
      </SimpleGrid>

      <Box>
        <Button colorPalette="brand" onClick={() => void save()} loading={saving} loadingText="Salvataggio...">
          <LuSave /> Salva Configurazione
        </Button>
      </Box>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Section icon={LuSend} title="Email di test" description="Invia un'email di prova per verificare la configurazione salvata.">
          <TestEmailForm savedEnabled={savedEnabled} />
        </Section>
        <InfoBox />
      </SimpleGrid>
    </Stack>
  );
}

export default function ImpostazioniEmailPage() {
  const { data, loading, error, refetch } = useQuery(EMAIL_CONFIG_QUERY, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [version, setVersion] = useState(0);

  let content;
  if (loading && !data) {
    content = <LoadingState message="Caricamento configurazione..." />;
  } else if (error || !data) {
    content = <ErrorState message={EMAIL_CONFIG_MSG.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  } else {
    const entries: ConfigEntry[] = data.emailConfig;
    const initial = formFromEntries(entries);
    content = (
      <ConfigForm
        key={version}
        initial={initial}
        savedEnabled={initial.abilitato}
        onSaved={async () => {
          await refetch().catch(() => undefined);
          setVersion((v) => v + 1);
        }}
      />
    );
  }

  return (
    <Box>
      <PageHeader title="Configurazione Email" description="Provider, mittente e destinatari delle notifiche email." />
      {content}
    </Box>
  );
}
