import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A one-message banner (success, warning, error, info) with its icon, as the pages show them. */
export function Avviso({ status, testId, children }: { status: 'success' | 'warning' | 'error' | 'info'; testId?: string; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="lg" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
