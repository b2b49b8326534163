import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useApolloClientLoader } from '../app/apollo-loader';
import { useAuth } from '../app/auth-context';
import { takeSessionExpiredNotice } from '../app/session';
import { BrandMark } from '../components/BrandMark';

export const LOGIN_REQUIRED_MESSAGE = 'Email e password sono richiesti';

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { login } = useAuth();
  const loadClient = useApolloClientLoader();
  // Apollo loads while the user types, so the submit does not wait for it
  useEffect(() => {
    void loadClient().catch(() => undefined);
  }, [loadClient]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // after a 401: say why the user has to sign in again (once)
  const [expired] = useState(takeSessionExpiredNotice);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await login(email.trim(), password);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSubmitting(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      placement="center"
      motionPreset="slide-in-bottom"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl" data-testid="login-modal">
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <BrandMark iconOnly size="lg" />
                <Dialog.Title fontSize="2xl">Accedi a Gelatiere</Dialog.Title>
                <Dialog.Description color="fg.muted">Inserisci le credenziali del tuo account.</Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {expired && !error && (
                    <Alert.Root status="warning" borderRadius="lg" data-testid="session-expired">
                      <Alert.Indicator />
                      <Alert.Title>{expired}</Alert.Title>
                    </Alert.Root>
                  )}
                  {error && (
                    <Alert.Root status="error" borderRadius="lg" data-testid="login-error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root>
                    <Field.Label>Email</Field.Label>
                    <Input
                      type="email"
                      name="email"
                      autoComplete="username"
                      placeholder="nome@gelateria.it"
                      value={email}
                      onChange={(e) => setEmail(e.currentTarget.value)}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Password</Field.Label>
                    <Input
                      type="password"
                      name="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(e) => setPassword(e.currentTarget.value)}
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  type="submit"
                  colorPalette="brand"
                  width="full"
                  size="lg"
                  loading={submitting}
                  loadingText="Accesso in corso..."
                  data-testid="login-submit"
                >
                  Accedi
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
