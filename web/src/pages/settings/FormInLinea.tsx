import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** Closed: only the button that opens the form. */
  aperto: boolean;
  apri: { label: ReactNode; colorPalette: string };
  onApri: () => void;
  testId: string;
  /** Submit (Enter or the button): the section validates, then asks for confirmation. */
  onInvia: () => void;
  invia: { label: ReactNode; colorPalette: string; loading: boolean; loadingText?: string };
  onAnnulla: () => void;
  /** The form's fields and messages. */
  children: ReactNode;
}

/**
 * A section's action behind an inline form (Importa Backup, Reset Database): a button opens it;
 * the form has its fields, the action and "Annulla", which is disabled while the action runs.
 */
export function FormInLinea({ aperto, apri, onApri, testId, onInvia, invia, onAnnulla, children }: Props) {
  if (!aperto) {
    return (
      <Box>
        <Button colorPalette={apri.colorPalette} variant="outline" onClick={onApri}>
          {apri.label}
        </Button>
      </Box>
    );
  }
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onInvia();
      }}
    >
      <Stack gap="3">
        {children}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette={invia.colorPalette} loading={invia.loading} loadingText={invia.loadingText}>
            {invia.label}
          </Button>
          <Button variant="outline" onClick={onAnnulla} disabled={invia.loading}>
            Annulla
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
