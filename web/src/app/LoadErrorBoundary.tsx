import { Alert, Button, Center, Text, VStack } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { BrandMark } from '../components/BrandMark';

export const LOAD_ERROR_MESSAGE = "Impossibile caricare l'applicazione: controlla la connessione e riprova.";
/** A page whose code is not on the device, shown inside the shell (banner and queue stay). */
export const PAGE_OFFLINE_MESSAGE =
  'Sei offline e questa pagina non è ancora disponibile sul dispositivo: si apre appena torna la connessione.';
export const PAGE_LOAD_ERROR_MESSAGE = 'Impossibile caricare la pagina: controlla la connessione e riprova.';

/**
 * The signed-in app is downloaded after the landing page: if that download fails (a dropped Wi-Fi in
 * the laboratory), say so and offer a reload instead of a blank page.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center minH="100dvh" px="4">
        <VStack gap="4" role="alert" textAlign="center">
          <BrandMark iconOnly size="lg" />
          <Text fontSize="lg">{LOAD_ERROR_MESSAGE}</Text>
          <Button colorPalette="brand" size="lg" onClick={() => window.location.reload()}>
            Riprova
          </Button>
        </VStack>
      </Center>
    );
  }
}

/**
 * Around the current page, inside the shell: a page whose code cannot be downloaded (offline before
 * the service worker had it, a dropped Wi-Fi) shows a message in place of the page, while the top bar,
 * the menu and the offline banner with its queue stay. "Riprova", or the network coming back, tries
 * again without reloading the app (`onRetry`: lazyPage's riprova, a fresh download).
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean; offline: boolean }> {
  override state = { failed: false, offline: false };

  static getDerivedStateFromError() {
    return { failed: true, offline: typeof navigator !== 'undefined' && !navigator.onLine };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false, offline: false });
  };

  override componentDidMount() {
    window.addEventListener('online', this.retryIfFailed);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryIfFailed);
  }

  private readonly retryIfFailed = () => {
    if (this.state.failed) this.retry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <VStack align="flex-start" gap="4" data-testid="pagina-non-disponibile">
        <Alert.Root status={this.state.offline ? 'warning' : 'error'} borderRadius="xl" role="alert">
          <Alert.Indicator>{this.state.offline ? <LuWifiOff /> : undefined}</Alert.Indicator>
          <Alert.Content>
            <Alert.Description fontWeight="medium">{this.state.offline ? PAGE_OFFLINE_MESSAGE : PAGE_LOAD_ERROR_MESSAGE}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button variant="outline" colorPalette="brand" size="lg" onClick={this.retry}>
          <LuRefreshCw /> Riprova
        </Button>
      </VStack>
    );
  }
}
