import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuFileJson, LuUpload } from 'react-icons/lu';
import { annunciaNuovoAccesso } from '../../app/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MSG_SETTINGS, importBackup, type ImportOutcome } from './backup-api';
import { FormInLinea } from './FormInLinea';
import { ImportResultPanel } from './ImportResultPanel';
import { Section } from './Section';

/** The import success panel hides itself (spec section 9). */
export const IMPORT_PANEL_MS = 15_000;

/** Import of a JSON backup, replacing every current row in one operation. */
export function ImportSection({ onDone }: { onDone: () => void }) {
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
      // the import ends every session: the sign-in form the next 401 leads to repeats the warnings
      if (outcome.success && outcome.warnings?.length) annunciaNuovoAccesso(`${outcome.message}. ${outcome.warnings.join(' ')}`);
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
      <FormInLinea
        aperto={open}
        apri={{ label: <><LuUpload /> Importa Backup</>, colorPalette: 'brand' }}
        onApri={() => setOpen(true)}
        testId="import-form"
        onInvia={requestImport}
        invia={{ label: <><LuUpload /> Importa</>, colorPalette: 'brand', loading: importing, loadingText: 'Importazione in corso...' }}
        onAnnulla={close}
      >
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
      </FormInLinea>
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
