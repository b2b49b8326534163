import { Field, Input } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LuRotateCcw, LuTriangleAlert } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MSG_SETTINGS } from './backup-api';
import { FormInLinea } from './FormInLinea';
import { RESET_DATABASE } from './operations';
import { Section } from './Section';
import { Avviso } from '../../components/Avviso';

/** The reset banner hides itself (spec section 9). */
export const RESET_BANNER_MS = 5_000;

/** Reset of the database behind the admin's password and a confirmation. */
export function ResetSection({ onDone }: { onDone: () => void }) {
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
        <Avviso status="success" testId="reset-success">{banner}</Avviso>
      )}
      <FormInLinea
        aperto={open}
        apri={{ label: <><LuTriangleAlert /> Reset Database</>, colorPalette: 'red' }}
        onApri={() => setOpen(true)}
        testId="reset-form"
        onInvia={requestReset}
        invia={{ label: <><LuRotateCcw /> Resetta Database</>, colorPalette: 'red', loading }}
        onAnnulla={close}
      >
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
          <Avviso status="error" testId="reset-error">{error}</Avviso>
        )}
      </FormInLinea>
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
