import { Alert, Button } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          <LuRefreshCw /> Riprova
        </Button>
      )}
    </Alert.Root>
  );
}
