import { Spinner, Text, VStack } from '@chakra-ui/react';

export function LoadingState({ message = 'Caricamento in corso...' }: { message?: string }) {
  return (
    <VStack py="12" gap="3" color="fg.muted" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text>{message}</Text>
    </VStack>
  );
}
