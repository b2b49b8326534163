import { Alert, Button, VStack } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';

interface AccessDeniedProps {
  message: string;
  onBack: () => void;
}

export function AccessDenied({ message, onBack }: AccessDeniedProps) {
  return (
    <VStack align="flex-start" gap="4" data-testid="access-denied">
      <Alert.Root status="warning" borderRadius="xl" role="alert">
        <Alert.Indicator>
          <LuLock />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Description fontWeight="medium">{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" colorPalette="brand" onClick={onBack}>
        Torna alla Dashboard
      </Button>
    </VStack>
  );
}
