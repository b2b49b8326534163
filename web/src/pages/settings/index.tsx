import { Alert, Box, Button, Card, Field, HStack, Heading, Icon, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { IconType } from 'react-icons';
import {
  LuCalendarDays,
  LuDatabaseBackup,
  LuDownload,
  LuFileJson,
  LuFlaskConical,
  LuIceCreamCone,
  LuLayers,
  LuRotateCcw,
  LuScale,
  LuShieldAlert,
  LuStore,
  LuTags,
  LuTriangleAlert,
  LuUpload,
  LuUsers,
  LuWheat,
} from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import type { ImpostazioniDatabaseStatsQuery } from '../../gql/graphql';
import { formatKg, formatNumber } from '../../lib/format';
import { MSG_SETTINGS, downloadBackup, importBackup, type ImportOutcome } from './backup-api';
import { ImportResultPanel } from './ImportResultPanel';
import { PrezzoVenditaSection } from './PrezzoVenditaSection';
import { Section } from './Section';
import { ADMIN_STATS_QUERY, RESET_DATABASE } from './operations';

/** The reset banner and the import success panel hide themselves (spec section 9). */
export const RESET_BANNER_MS = 5_000;
export const IMPORT_PANEL_MS = 15_000;

type Stats = ImpostazioniDatabaseStatsQuery['adminStats'];

const STAT_CARDS: { key: keyof Stats; label: string; icon: IconType; kg?: boolean }[] = [
  { key: 'utenti', label: 'Utenti', icon: LuUsers },
  { key: 'gusti', label: 'Gusti', icon: LuIceCreamCone },
  { key: 'ingredienti', label: 'Ingredienti', icon: LuWheat },
  { key: 'puntiVendita', label: 'Punti Vendita', icon: LuStore },
  { key: 'categorieGusti', label: 'Categorie', icon: LuTags },
  { key: 'allergeni', label: 'Allergeni', icon: LuShieldAlert },
  { key: 'produzioneTotale', label: 'Produzione Totale', icon: LuScale, kg: true },
  { key: 'produzioneUltimoMese', label: 'Produzione Ultimo Mese', icon: LuCalendarDays, kg: true },
  { key: 'produzioni', label: 'Produzioni', icon: LuLayers },
];

function StatCards({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      gap={{ base: '3', md: '4' }}
      data-testid="admin-stats"
    >
      {STAT_CARDS.map(({ key, label, icon, kg }) => (
        <Card.Root key={key} borderRadius="xl" size="sm" data-testid={`stat-${key}`}>
          <Card.Body>
            <HStack gap="3" align="flex-start">
              <Box bg="brand.subtle" color="brand.fg" borderRadius="lg" p="2" flexShrink={0} display={{ base: 'none', sm: 'block' }}>
                <Icon as={icon} boxSize="5" />
              </Box>
              <Box minW="0">
                <Text fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" color="cioccolato.900" whiteSpace="nowrap" data-testid={`stat-${key}-value`}>
                  {kg ? formatKg(stats[key]) : formatNumber(stats[key], 0)}
                </Text>
              </Box>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function BackupSection() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const filename = await downloadBackup();
      notifySuccess(MSG_SETTINGS.downloadOk, filename);
    } catch {
      notifyError(MSG_SETTINGS.download);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Section
      icon={LuDownload}
      title="Backup Database"
      description="Scarica una copia completa dei dati in formato JSON (backup_aaaa-mm-gg.json). Il file contiene anche le password cifrate degli utenti: conservalo in un luogo sicuro."
    >
      <Box>
        <Button colorPalette="brand" onClick={() => void download()} loading={downloading} loadingText="Download in corso...">
          <LuDownload /> Scarica Backup
        </Button>
      </Box>
    </Section>
  );
}

function ResetSection({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(RESET_DATABASE);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(() => setBanner(null), RESET_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const close = () => {
    setOpen(false);
    setPassword('');
    setFieldError(null);
    setError(null);
  };

  const requestReset = () => {
    setError(null);
    if (!password.trim()) {
      setFieldError(MSG_SETTINGS.resetPassword);
      return;
    }
    setFieldError(null);
    setConfirming(true);
  };

  const confirmReset = async () => {
    try {
      const { data } = await reset({ variables: { password } });
      const result = data?.resetDatabase;
      if (!result?.success) {
        setError(result?.message || MSG_SETTINGS.reset);
        return;
      }
      setBanner(result.message || 'Database resettato con successo');
      close();
      onDone();
    } catch (e) {
      setError(serverErrorMessage(e) ?? MSG_SETTINGS.reset);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Section
      icon={LuRotateCcw}
      tone="danger"
      title="Reset Database"
      description="Elimina tutti i dati (produzioni, gusti, ingredienti, punti vendita, utenti, log) tranne il tuo account di amministratore, gli allergeni di base e la configurazione predefinita. L'operazione non può essere annullata: scarica prima un backup."
    >
      {banner && (
        <Alert.Root status="success" borderRadius="lg" data-testid="reset-success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{banner}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {!open ? (
        <Box>
          <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
            <LuTriangleAlert /> Reset Database
          </Button>
        </Box>
      ) : (
        <form
          noValidate
          data-testid="reset-form"
          onSubmit={(e) => {
            e.preventDefault();
            requestReset();
          }}
        >
          <Stack gap="3">
          <Field.Root invalid={Boolean(fieldError)} required>
            <Field.Label>
              Password di sicurezza <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              maxW={{ md: 'sm' }}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
            />
            {fieldError ? <Field.ErrorText>{fieldError}</Field.ErrorText> : <Field.HelperText>La password del tuo account di amministratore.</Field.HelperText>}
          </Field.Root>
          {error && (
            <Alert.Root status="error" borderRadius="lg" data-testid="reset-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="red" loading={loading}>
              <LuRotateCcw /> Resetta Database
            </Button>
            <Button variant="outline" onClick={close} disabled={loading}>
              Annulla
            </Button>
          </HStack>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title="Conferma reset del database"
        message="Sei sicuro di voler resettare il database? Tutti i dati verranno eliminati definitivamente."
        confirmLabel="Resetta Database"
        destructive
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmReset()}
      />
    </Section>
  );
}

function ImportSection({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!result?.success) return undefined;
    const timer = setTimeout(() => setResult(null), IMPORT_PANEL_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const close = () => {
    setOpen(false);
    setFile(null);
    setFieldError(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const requestImport = () => {
    if (!file || !file.name.toLowerCase().endsWith('.json')) {
      setFieldError(MSG_SETTINGS.importFile);
      return;
    }
    setFieldError(null);
    setResult(null);
    setConfirming(true);
  };

  const confirmImport = async () => {
    if (!file) return;
    setConfirming(false);
    setImporting(true);
    try {
      const outcome = await importBackup(file);
      setResult(outcome);
      if (outcome.success) {
        close();
        onDone();
      }
    } catch {
      setResult({ success: false, message: MSG_SETTINGS.import });
    } finally {
      setImporting(false);
    }
  };

  return (
    <Section
      icon={LuUpload}
      title="Importa Backup"
      description="Ripristina i dati da un file di backup JSON. Tutti i dati attuali vengono sostituiti da quelli del backup in un'unica operazione: se il file non è valido non viene modificato nulla."
    >
      {result && <ImportResultPanel result={result} onClose={() => setResult(null)} />}
      {!open ? (
        <Box>
          <Button colorPalette="brand" variant="outline" onClick={() => setOpen(true)}>
            <LuUpload /> Importa Backup
          </Button>
        </Box>
      ) : (
        <form
          noValidate
          data-testid="import-form"
          onSubmit={(e) => {
            e.preventDefault();
            requestImport();
          }}
        >
          <Stack gap="3">
          <Field.Root invalid={Boolean(fieldError)} required>
            <Field.Label>
              File di backup (.json) <Field.RequiredIndicator />
            </Field.Label>
            <input
              ref={inputRef}
              type="file"
              accept=".json,application/json"
              aria-label="File di backup (.json)"
              data-testid="backup-file-input"
              style={{ display: 'none' }}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setFieldError(null);
              }}
            />
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
                <LuFileJson /> Scegli file
              </Button>
              <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} data-testid="backup-file-name" wordBreak="break-all">
                {file ? file.name : 'Nessun file selezionato'}
              </Text>
            </HStack>
            {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
          </Field.Root>
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={importing} loadingText="Importazione in corso...">
              <LuUpload /> Importa
            </Button>
            <Button variant="outline" onClick={close} disabled={importing}>
              Annulla
            </Button>
          </HStack>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title="Conferma importazione"
        message={`Importare il backup "${file?.name ?? ''}"? Tutti i dati attuali verranno sostituiti da quelli del backup.`}
        confirmLabel="Importa"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmImport()}
      />
    </Section>
  );
}

export default function SettingsPage() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ADMIN_STATS_QUERY, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

  // After a reset or an import every cached list is stale: drop the cache and refetch what is shown.
  const afterDataChange = () => {
    void client.resetStore().catch(() => undefined);
  };

  let stats;
  if (loading && !data) stats = <LoadingState message="Caricamento statistiche..." />;
  else if (error && !data) stats = <ErrorState message={MSG_SETTINGS.stats} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (data) stats = <StatCards stats={data.adminStats} />;

  return (
    <Box>
      <PageHeader title="Database" description="Impostazioni Database: statistiche, backup, importazione e reset dei dati." />
      <Stack gap="6">
        <Box as="section" aria-label="Statistiche database">
          <HStack mb="3" gap="2">
            <Icon as={LuDatabaseBackup} color="brand.solid" />
            <Heading as="h2" size="md">
              Statistiche Database
            </Heading>
          </HStack>
          {stats}
        </Box>
        <PrezzoVenditaSection />
        <BackupSection />
        <ImportSection onDone={afterDataChange} />
        <ResetSection onDone={afterDataChange} />
      </Stack>
      <Text mt="6" fontSize="xs" color="fg.subtle">
        <Icon as={LuFlaskConical} mr="1" />
        Dopo un reset o un'importazione la sessione potrebbe non essere più valida: in tal caso ti verrà chiesto di accedere di nuovo.
      </Text>
    </Box>
  );
}
