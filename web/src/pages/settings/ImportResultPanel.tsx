import { Alert, Box, CloseButton, DataList, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { DbCounts, ImportOutcome } from './backup-api';

/** Italian labels of the tables a backup contains; unknown tables show their name. */
const TABLE_LABELS: Record<string, string> = {
  utenti: 'Utenti',
  gusti: 'Gusti',
  ingredienti: 'Ingredienti',
  punti_vendita: 'Punti vendita',
  produzioni: 'Produzioni',
  produzione_righe: 'Righe di produzione',
  gusti_ingredienti: 'Righe di ricetta',
  gusti_allergeni: 'Allergeni dei gusti',
  categorie_gusti: 'Categorie gusti',
  allergeni: 'Allergeni',
  configurazioni: 'Configurazioni',
  log_attivita: 'Log attività',
  email_log: 'Log email',
  tentativi_login: 'Tentativi di accesso',
  token_revocati: 'Sessioni revocate',
  analytics_giorno: 'Riepilogo giornaliero',
  analytics_gusti_mese: 'Riepilogo mensile gusti',
  analytics_gusti_mese_tot: 'Riepilogo mensile totale',
};

export function tableLabel(name: string): string {
  const known = TABLE_LABELS[name];
  if (known) return known;
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The current database counts of the import error panel (spec section 8). */
const DB_COUNT_FIELDS: { key: keyof DbCounts; label: string }[] = [
  { key: 'utenti', label: 'Utenti' },
  { key: 'gusti', label: 'Gusti' },
  { key: 'ingredienti', label: 'Ingredienti' },
  { key: 'punti_vendita', label: 'Punti vendita' },
  { key: 'produzioni', label: 'Produzioni' },
];

const ERROR_TYPE_LABELS: Record<string, string> = {
  validation: 'Validazione',
  version: 'Versione',
  size: 'Dimensione',
  database: 'Database',
};

function CountGrid({ items, testId }: { items: { label: string; value: number | undefined }[]; testId: string }) {
  return (
    <Wrap gap="2" data-testid={testId}>
      {items.map((item) => (
        <HStack key={item.label} gap="2" bg="bg" borderRadius="md" px="3" py="1.5" borderWidth="1px" fontSize="sm">
          <Text color="fg.muted">{item.label}</Text>
          <Text fontWeight="semibold" color="fg">
            {formatNumber(item.value, 0)}
          </Text>
        </HStack>
      ))}
    </Wrap>
  );
}

export function ImportResultPanel({ result, onClose }: { result: ImportOutcome; onClose: () => void }) {
  if (result.success) {
    const counts = Object.entries(result.importCounts ?? {}).filter(([, n]) => n > 0);
    const info = result.backupInfo;
    const warnings = result.warnings ?? [];
    return (
      <Alert.Root status="success" borderRadius="lg" alignItems="flex-start" data-testid="import-success" role="status">
        <Alert.Indicator />
        <Alert.Content gap="3" minW="0">
          <Alert.Title>{result.message}</Alert.Title>
          {info && (
            <DataList.Root orientation="horizontal" size="sm" gap="1">
              <DataList.Item>
                <DataList.ItemLabel>File</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{info.filename || '-'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Versione</DataList.ItemLabel>
                <DataList.ItemValue>{info.version || '-'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Data backup</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(info.timestamp)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          )}
          {counts.length > 0 && (
            <Box>
              <Text fontWeight="medium" fontSize="sm" mb="2">
                Record importati
              </Text>
              <CountGrid testId="import-counts" items={counts.map(([name, value]) => ({ label: tableLabel(name), value }))} />
            </Box>
          )}
          {warnings.length > 0 && (
            <Box data-testid="import-warnings">
              <Text fontWeight="medium" fontSize="sm" mb="1">
                Avvisi
              </Text>
              <List.Root ps="4" fontSize="sm">
                {warnings.map((w, i) => (
                  <List.Item key={i}>{w}</List.Item>
                ))}
              </List.Root>
            </Box>
          )}
        </Alert.Content>
        <CloseButton size="sm" aria-label="Chiudi risultato importazione" onClick={onClose} />
      </Alert.Root>
    );
  }

  const details = Array.isArray(result.details) ? result.details : result.details ? [result.details] : [];
  const stats = result.actualDbStats;
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="flex-start" data-testid="import-error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="3" minW="0">
        <Alert.Title>{result.message}</Alert.Title>
        {result.type && (
          <HStack gap="1" fontSize="sm">
            <Text fontWeight="medium">Tipo di errore:</Text>
            <Text data-testid="import-error-type">{ERROR_TYPE_LABELS[result.type] ?? result.type}</Text>
          </HStack>
        )}
        {details.length > 0 && (
          <Box>
            <Text fontWeight="medium" fontSize="sm" mb="1">
              Dettagli
            </Text>
            <List.Root ps="4" fontSize="sm" data-testid="import-error-details">
              {details.map((d, i) => (
                <List.Item key={i} wordBreak="break-word">
                  {d}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {stats && Object.keys(stats).length > 0 && (
          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              Dati attuali nel database (nessuna modifica applicata)
            </Text>
            <CountGrid testId="import-db-stats" items={DB_COUNT_FIELDS.map((f) => ({ label: f.label, value: stats[f.key] }))} />
          </Stack>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Chiudi risultato importazione" onClick={onClose} />
    </Alert.Root>
  );
}
