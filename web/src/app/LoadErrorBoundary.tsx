import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { BrandMark } from '../components/BrandMark';

export const LOAD_ERROR_MESSAGE = "Impossibile caricare l'applicazione: controlla la connessione e riprova.";

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
